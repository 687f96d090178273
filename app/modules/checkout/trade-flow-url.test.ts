import { expect, test } from 'vitest'
import { readTradeFlowParams, tradeFlowUrl, withQuantity } from './trade-flow-url.ts'
import { checkoutLink } from '#app/links.ts'

const SKU_A = '11111111-1111-4111-8111-111111111111'
const SKU_B = '22222222-2222-4222-8222-222222222222'

function read(query: string) {
	return readTradeFlowParams(new URLSearchParams(query))
}

test('"buy now" from the product page is the canonical address of a one-line trade flow', () => {
	const url = checkoutLink('buy_now', [{ skuId: SKU_A, quantity: 3 }])
	expect(url).toBe(`/pages/trade_flow/index?source=buy_now&skuId=${SKU_A}&qty=3`)
	expect(read(url.split('?')[1]!)).toMatchObject({
		canonical: true,
		state: { source: 'buy_now', lines: [{ skuId: SKU_A, quantity: 3 }], userCouponId: 'auto' },
	})
})

test('every choice survives the round trip through the address', () => {
	const { state } = read(
		`source=cart&skuId=${SKU_A}&qty=2&skuId=${SKU_B}&qty=5&addressId=addr-1&userCouponId=none&logisticsMethod=air&paymentType=11&remark=${encodeURIComponent('بدون أكياس')}&draft=draft-1`,
	)
	expect(state).toEqual({
		source: 'cart',
		draftId: 'draft-1',
		quoteId: null,
		campaignId: null,
		lines: [
			{ skuId: SKU_A, quantity: 2, typed: '2' },
			{ skuId: SKU_B, quantity: 5, typed: '5' },
		],
		addressId: 'addr-1',
		userCouponId: 'none',
		logisticsMethod: 'air',
		paymentType: 11,
		remark: 'بدون أكياس',
	})
	expect(read(tradeFlowUrl(state).split('?')[1]!)).toEqual({ state, canonical: true })
})

test('the product page without JavaScript (productId, quantity) and stray fields are rewritten', () => {
	const result = read(`productId=p1&source=buy_now&skuId=${SKU_A}&quantity=4&idempotencyKey=k&intent=buy`)
	expect(result.canonical).toBe(false)
	expect(tradeFlowUrl(result.state)).toBe(`/pages/trade_flow/index?source=buy_now&skuId=${SKU_A}&qty=4`)
})

test('quantities: 0, empty and nonsense read as 0 but are kept as typed; Arabic digits count; − / + step', () => {
	expect(read(`skuId=${SKU_A}&qty=0`).state.lines).toEqual([{ skuId: SKU_A, quantity: 0, typed: '0' }])
	expect(read(`skuId=${SKU_A}&qty=`).state.lines).toEqual([{ skuId: SKU_A, quantity: 0, typed: '' }])
	expect(read(`skuId=${SKU_A}&qty=abc`).state.lines[0]!.quantity).toBe(0)
	expect(read(`skuId=${SKU_A}&qty=${encodeURIComponent('١٢')}`).state.lines[0]!.quantity).toBe(12)
	expect(read(`skuId=${SKU_A}&qty=3&step=${SKU_A}:1`).state.lines[0]).toEqual({ skuId: SKU_A, quantity: 4, typed: '4' })
	expect(read(`skuId=${SKU_A}&qty=1&step=${SKU_A}:-1`).state.lines[0]!.quantity).toBe(1)
	const { state } = read(`skuId=${SKU_A}&qty=3&skuId=${SKU_B}&qty=1`)
	expect(withQuantity(state, SKU_B, '7').lines.map((line) => line.quantity)).toEqual([3, 7])
})

test('unknown values are dropped: a payment type or logistics method that does not exist, a malformed id', () => {
	const { state, canonical } = read(`source=nope&skuId=../x&qty=1&paymentType=99&logisticsMethod=rocket&addressId=a%20b`)
	expect(canonical).toBe(false)
	expect(state).toMatchObject({ source: 'buy_now', lines: [], paymentType: null, logisticsMethod: null, addressId: null })
})
