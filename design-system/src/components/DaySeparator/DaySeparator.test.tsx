// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { DaySeparator } from './DaySeparator.tsx'

test('a separator named by its day, read once (the visible label is hidden from screen readers)', () => {
	renderIn('ar', <DaySeparator label="اليوم" />)
	const separator = screen.getByRole('separator', { name: 'اليوم' })
	expect(separator.textContent).toBe('اليوم')
	expect(separator.querySelector('[aria-hidden]')).not.toBeNull()
})
