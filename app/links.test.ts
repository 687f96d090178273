import { expect, test } from 'vitest'
import { readTradeFlowParams } from '#app/modules/checkout/trade-flow-url.ts'
import { checkoutLink, claimLink, orderLink, paymentLink, productLink } from './links.ts'

const searchOf = (link: string) => new URL(link, 'https://dijla.test').searchParams

test('a checkout link is the address the trade flow writes for itself, with the lines in order', () => {
	const cases = [
		checkoutLink('buy_now', [{ skuId: 'sku-1', quantity: 3 }]),
		checkoutLink('cart', [
			{ skuId: 'sku-2', quantity: 1 },
			{ skuId: 'sku-1', quantity: 12 },
		]),
		checkoutLink('quote', [{ skuId: 'sku-3', quantity: 100 }], { quoteId: 'q-1' }),
		claimLink('c-1'),
	]
	for (const link of cases) {
		expect(link.startsWith('/pages/trade_flow/index?')).toBe(true)
		expect(readTradeFlowParams(searchOf(link)).canonical).toBe(true)
	}
	const { state } = readTradeFlowParams(searchOf(cases[1]!))
	expect(state.source).toBe('cart')
	expect(state.lines.map((line) => [line.skuId, line.quantity])).toEqual([
		['sku-2', 1],
		['sku-1', 12],
	])
	expect(readTradeFlowParams(searchOf(claimLink('c-1'))).state.campaignId).toBe('c-1')
})

test('order, payment and product links carry their ids in the query', () => {
	expect(orderLink('o 1')).toBe('/pages/order-details/index?orderId=o%201')
	expect(searchOf(paymentLink('o-1', 'logistics', { payAgain: '1' })).get('stage')).toBe('logistics')
	expect(productLink('p-1', { sku: 's-1' })).toBe('/pages/commodity_details/index?productId=p-1&sku=s-1')
})
