// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Text } from './Text.tsx'
import * as styles from './Text.css.ts'

test('renders the element asked for with the tone, size and weight asked for', () => {
	renderIn(
		'ar',
		<Text as="p" tone="danger" size="small" weight="strong">
			الكمية غير متوفرة
		</Text>,
	)
	const text = screen.getByText('الكمية غير متوفرة')
	expect(text.tagName).toBe('P')
	expect(text.classList.contains(styles.tones.danger)).toBe(true)
	expect(text.classList.contains(styles.sizes.small)).toBe(true)
	expect(text.classList.contains(styles.weights.strong)).toBe(true)
})

test('long product titles can be clamped to a number of lines', () => {
	renderIn('ar', <Text lineClamp={2}>هاتف ذكي بشاشة كبيرة وبطارية تدوم طويلاً SKU-A12 أحمر</Text>)
	const text = screen.getByText(/هاتف ذكي/)
	expect(text.classList.contains(styles.lineClamp)).toBe(true)
	expect(text.style.getPropertyValue(styles.lineClampLines.replace(/^var\((.*)\)$/, '$1'))).toBe('2')
})

test('truncation keeps to one line', () => {
	renderIn('en', <Text truncate>A very long product name</Text>)
	expect(screen.getByText('A very long product name').classList.contains(styles.truncate)).toBe(true)
})
