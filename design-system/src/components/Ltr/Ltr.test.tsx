// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn } from '../../../test-utils.tsx'
import { Ltr, ltr } from './Ltr.tsx'

test('a phone number in Arabic text is isolated left to right', () => {
	renderIn(
		'ar',
		<p data-testid="line">
			أرسلنا رمزاً إلى <Ltr>+964 ••• ••5679</Ltr>
		</p>,
	)
	const phone = screen.getByText('+964 ••• ••5679')
	expect(phone.tagName).toBe('BDI')
	expect(phone.getAttribute('dir')).toBe('ltr')
})

test('ltr() wraps plain text in a left-to-right isolate', () => {
	expect(ltr('+964')).toBe('\u2066+964\u2069')
	expect(ltr('')).toBe('')
})
