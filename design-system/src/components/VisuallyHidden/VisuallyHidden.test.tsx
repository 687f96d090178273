// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { VisuallyHidden } from './VisuallyHidden.tsx'
import { visuallyHidden } from './VisuallyHidden.css.ts'

test('the text stays in the page for screen readers', () => {
	renderIn(
		'ar',
		<button type="button">
			♥<VisuallyHidden>أضف إلى المفضلة</VisuallyHidden>
		</button>,
	)
	const button = screen.getByRole('button', { name: /أضف إلى المفضلة/ })
	expect(button.querySelector(`.${visuallyHidden}`)?.textContent).toBe('أضف إلى المفضلة')
})
