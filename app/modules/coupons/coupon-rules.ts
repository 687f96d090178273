/**
 * Whether a coupon applies to an order and what it takes off (spec section 3, "Coupon"): thresholdType 2 is an
 * amount threshold (the goods of the products it covers reach thresholdValue IQD), 3 a piece count (at least
 * thresholdValue pieces of those products), anything else no threshold. A coupon limited to some products
 * counts only their lines; one without a product list covers every product. The discount never exceeds the
 * goods it covers. Pure: the trade flow, the coupon sheet and placeOrder read the same rule.
 */

export const COUPON_THRESHOLD = { none: 1, amount: 2, pieces: 3 } as const

/** The new-user coupon of spec sections 1 and 9: IQD 1,000 off, no threshold, granted once at sign-up. */
export const NEW_USER_COUPON = { code: 'NEW-USER-1000', amount: 1_000, validDays: 30 } as const

export type CouponTerms = {
	amount: number
	thresholdType: number
	thresholdValue: number
	/** Product ids it is limited to; empty means every product. */
	productIds: readonly string[]
	validUntil: Date
	usedAt: Date | null
}

export type CouponLine = { productId: string; quantity: number; unitPrice: number }

export type CouponVerdict =
	| { usable: true; discount: number }
	| {
			usable: false
			reasonId: 'coupon.unusable.used' | 'coupon.unusable.expired' | 'coupon.unusable.products' | 'coupon.unusable.amount' | 'coupon.unusable.pieces'
	  }

export function couponDiscount(coupon: CouponTerms, lines: readonly CouponLine[], now: Date): CouponVerdict {
	if (coupon.usedAt) return { usable: false, reasonId: 'coupon.unusable.used' }
	if (coupon.validUntil.getTime() <= now.getTime()) return { usable: false, reasonId: 'coupon.unusable.expired' }
	const covered = coupon.productIds.length === 0 ? lines : lines.filter((line) => coupon.productIds.includes(line.productId))
	if (covered.length === 0) return { usable: false, reasonId: 'coupon.unusable.products' }
	const goods = covered.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0)
	const pieces = covered.reduce((sum, line) => sum + line.quantity, 0)
	if (coupon.thresholdType === COUPON_THRESHOLD.amount && goods < coupon.thresholdValue) return { usable: false, reasonId: 'coupon.unusable.amount' }
	if (coupon.thresholdType === COUPON_THRESHOLD.pieces && pieces < coupon.thresholdValue) return { usable: false, reasonId: 'coupon.unusable.pieces' }
	return { usable: true, discount: Math.min(coupon.amount, goods) }
}

/** The coupon a buyer would choose: the largest discount, then the one that expires first. */
export function bestCoupon<T extends { verdict: CouponVerdict; validUntil: Date }>(coupons: readonly T[]): T | null {
	let best: T | null = null
	for (const candidate of coupons) {
		if (!candidate.verdict.usable) continue
		if (!best || !best.verdict.usable) {
			best = candidate
			continue
		}
		const gain = candidate.verdict.discount - best.verdict.discount
		if (gain > 0 || (gain === 0 && candidate.validUntil < best.validUntil)) best = candidate
	}
	return best
}
