// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderIn, visibleText } from '../../../test-utils.tsx'
import { Price } from './Price.tsx'

test('shows dinars with Arabic-Indic digits and the dinar label in ar-IQ', () => {
	const { container } = renderIn('ar', <Price amount={1234} />)
	expect(visibleText(container.textContent)).toBe('١٬٢٣٤ د.ع.')
})

test('shows "IQD 1,234" in en-IQ', () => {
	const { container } = renderIn('en', <Price amount={1234} />)
	expect(visibleText(container.textContent)).toBe('IQD 1,234')
})

test('shows Kurdish digits in ckb-IQ and never fractions of a dinar', () => {
	const { container } = renderIn('ckb', <Price amount={25000} />)
	expect(visibleText(container.textContent)).toBe('٢٥٬٠٠٠ د.ع.')
})

test('isolates each amount so it keeps its order inside text of the other direction', () => {
	const { container } = renderIn('ar', <Price amount={900} originalAmount={1200} />)
	expect(container.querySelectorAll('bdi')).toHaveLength(2)
})

test('strikes through the original price and names both prices for screen readers', () => {
	renderIn('en', <Price amount={900} originalAmount={1200} amountLabel="Now" originalLabel="Was" />)
	const struck = document.querySelector('s')
	expect(visibleText(struck?.textContent)).toBe('Was IQD 1,200')
	expect(screen.getByText('Now')).toBeTruthy()
})

test('hides an "original" price that is not higher than the amount', () => {
	renderIn('en', <Price amount={900} originalAmount={900} />)
	expect(document.querySelector('s')).toBeNull()
})
