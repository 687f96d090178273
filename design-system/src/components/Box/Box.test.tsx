// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { sprinkles } from '../../sprinkles.css.ts'
import { Box } from './Box.tsx'

test('renders the element asked for, with layout atoms as classes and other props as attributes', () => {
	renderIn(
		'ar',
		<Box as="section" aria-label="العروض" padding="large" display="flex" background="brandSoft">
			محتوى
		</Box>,
	)
	const section = screen.getByRole('region', { name: 'العروض' })
	expect(section.tagName).toBe('SECTION')
	for (const className of sprinkles({ padding: 'large', display: 'flex', background: 'brandSoft' }).split(' ')) {
		expect(section.classList.contains(className)).toBe(true)
	}
	expect(section.hasAttribute('padding')).toBe(false)
})
