import { describe, expect, test } from 'vitest'
import { bestCoupon, COUPON_THRESHOLD, couponDiscount, type CouponTerms } from './coupon-rules.ts'

const now = new Date('2026-11-23T12:00:00Z')
const terms = (extra: Partial<CouponTerms> = {}): CouponTerms => ({
	amount: 1_000,
	thresholdType: COUPON_THRESHOLD.none,
	thresholdValue: 0,
	productIds: [],
	validUntil: new Date('2026-12-01T00:00:00Z'),
	usedAt: null,
	...extra,
})
const line = (productId: string, quantity: number, unitPrice: number) => ({ productId, quantity, unitPrice })

describe('coupon rules (spec section 3: thresholdType 2 amount, 3 pieces, otherwise none)', () => {
	test('an amount threshold is met at exactly its value and not one dinar below', () => {
		const coupon = terms({ thresholdType: COUPON_THRESHOLD.amount, thresholdValue: 50_000 })
		expect(couponDiscount(coupon, [line('p', 10, 5_000)], now)).toEqual({ usable: true, discount: 1_000 })
		expect(couponDiscount(coupon, [line('p', 1, 49_999)], now)).toEqual({ usable: false, reasonId: 'coupon.unusable.amount' })
	})

	test('a piece threshold is met at exactly its count and not one piece below', () => {
		const coupon = terms({ thresholdType: COUPON_THRESHOLD.pieces, thresholdValue: 10 })
		expect(couponDiscount(coupon, [line('a', 4, 100), line('b', 6, 100)], now)).toMatchObject({ usable: true })
		expect(couponDiscount(coupon, [line('a', 9, 100)], now)).toEqual({ usable: false, reasonId: 'coupon.unusable.pieces' })
	})

	test('a coupon limited to some products counts only their lines', () => {
		const coupon = terms({ thresholdType: COUPON_THRESHOLD.amount, thresholdValue: 10_000, productIds: ['mug'] })
		expect(couponDiscount(coupon, [line('mug', 1, 6_000), line('cup', 1, 6_000)], now)).toEqual({ usable: false, reasonId: 'coupon.unusable.amount' })
		expect(couponDiscount(coupon, [line('cup', 5, 6_000)], now)).toEqual({ usable: false, reasonId: 'coupon.unusable.products' })
		expect(couponDiscount(coupon, [line('mug', 2, 6_000)], now)).toEqual({ usable: true, discount: 1_000 })
	})

	test('the discount never exceeds the goods it covers', () => {
		expect(couponDiscount(terms({ amount: 5_000 }), [line('p', 1, 3_000)], now)).toEqual({ usable: true, discount: 3_000 })
	})

	test('expired at its end instant, and used coupons are not usable', () => {
		expect(couponDiscount(terms({ validUntil: now }), [line('p', 1, 3_000)], now)).toEqual({ usable: false, reasonId: 'coupon.unusable.expired' })
		expect(couponDiscount(terms({ usedAt: now }), [line('p', 1, 3_000)], now)).toEqual({ usable: false, reasonId: 'coupon.unusable.used' })
	})

	test('the best coupon is the largest discount, then the one that expires first', () => {
		const soon = new Date('2026-11-25T00:00:00Z')
		const later = new Date('2026-11-30T00:00:00Z')
		const candidates = [
			{ id: 'small', verdict: { usable: true as const, discount: 500 }, validUntil: soon },
			{ id: 'big-later', verdict: { usable: true as const, discount: 2_000 }, validUntil: later },
			{ id: 'big-soon', verdict: { usable: true as const, discount: 2_000 }, validUntil: soon },
			{ id: 'unusable', verdict: { usable: false as const, reasonId: 'coupon.unusable.amount' as const }, validUntil: soon },
		]
		expect(bestCoupon(candidates)?.id).toBe('big-soon')
		expect(bestCoupon([candidates[3]!])).toBeNull()
	})
})
