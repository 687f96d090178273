import { z } from 'zod'

/**
 * The buyer's coupon wallet as the coupons page shows it (pure; shared by the server and the page): the three
 * tabs and which one a coupon belongs to.
 */

export const COUPON_WALLET_TABS = ['available', 'used', 'expired'] as const
export type CouponWalletTab = (typeof COUPON_WALLET_TABS)[number]

/** `?tab=` of /pages/coupons/index; anything else is the first tab. */
export const CouponWalletTabSchema = z.enum(COUPON_WALLET_TABS).catch('available')

/**
 * - used: spent on an order (and not given back by a cancelled unpaid order);
 * - available: not used, still valid, and the coupon has not been withdrawn (coupons.active);
 * - expired: not used and past its end, or withdrawn: it can no longer be spent.
 */
export function couponWalletStatus(coupon: { usedAt: Date | null; validUntil: Date; active: boolean }, now: Date): CouponWalletTab {
	if (coupon.usedAt) return 'used'
	if (coupon.active && coupon.validUntil.getTime() > now.getTime()) return 'available'
	return 'expired'
}

/** POST /pages/coupons/index: take a coupon from the "receive" section (spec: /api/v1/coupon/user/receive). */
export const ReceiveCouponSchema = z.object({
	intent: z.literal('receive'),
	couponId: z.string().trim().min(1).max(64),
})
