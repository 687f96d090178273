import { z } from 'zod'
import {
	type CouponTermsView,
	countUserCoupons,
	listReceivableCoupons,
	listUserCoupons,
	listUserCouponsForProducts,
	receiveCoupon,
	type WalletCoupon,
} from '#app/modules/coupons/wallet.server.ts'
import { COUPON_WALLET_TABS, ReceiveCouponSchema } from '#app/modules/coupons/wallet.ts'
import { ProductIdSchema } from '#app/modules/favorites/schema.ts'
import { API_V1, defineCall, IsoDate, iso, isoOrNull } from '../define.server.ts'

/**
 * Coupons (spec section 7: "user available by-products, available, receive"): the buyer's wallet as the coupons
 * page shows it, the coupons a product or cart may use, and taking a coupon from the coupon centre, all by the
 * coupons module (app/modules/coupons/wallet.server.ts). Receive keeps the path the spec names.
 */

const terms = {
	couponId: z.string(),
	code: z.string(),
	name: z.string().meta({ description: 'In the request language.' }),
	amount: z.number().int().meta({ description: 'IQD off.' }),
	thresholdType: z.number().int().meta({ description: '2 amount threshold (IQD), 3 piece count, otherwise none.' }),
	thresholdValue: z.number().int(),
	productIds: z.array(z.string()).meta({ description: 'The products it is limited to; empty: every product.' }),
	products: z.array(z.object({ id: z.string(), title: z.string() })),
}

const WalletCouponSchema = z
	.object({
		...terms,
		userCouponId: z.string(),
		status: z.enum(COUPON_WALLET_TABS),
		validUntil: IsoDate,
		usedAt: IsoDate.nullable(),
		orderId: z.string().nullable(),
		receivedAt: IsoDate,
	})
	.meta({ id: 'WalletCoupon' })

const ReceivableCouponSchema = z
	.object({
		...terms,
		validDays: z.number().int().nullable().meta({ description: 'Valid this many days after it is received…' }),
		validUntil: IsoDate.nullable().meta({ description: '…and never after this; also the last moment it can be received.' }),
		received: z.boolean().meta({ description: 'Already in this buyer’s wallet.' }),
	})
	.meta({ id: 'ReceivableCoupon' })

const termsOf = (coupon: CouponTermsView) => ({
	couponId: coupon.couponId,
	code: coupon.code,
	name: coupon.name,
	amount: coupon.amount,
	thresholdType: coupon.thresholdType,
	thresholdValue: coupon.thresholdValue,
	productIds: coupon.productIds,
	products: coupon.products,
})

const walletCoupon = (coupon: WalletCoupon) => ({
	...termsOf(coupon),
	userCouponId: coupon.userCouponId,
	status: coupon.status,
	validUntil: iso(coupon.validUntil),
	usedAt: isoOrNull(coupon.usedAt),
	orderId: coupon.orderId,
	receivedAt: iso(coupon.receivedAt),
})

export const COUPON_RECEIVE_PATH = '/api/v1/coupon/user/receive'

export const COUPON_CALLS = [
	defineCall({
		method: 'POST',
		path: `${API_V1}/coupon/user/available`,
		group: 'coupons',
		summary: 'One tab of the buyer’s coupon wallet (available: the one ending first on top), with how many each tab holds.',
		auth: 'required',
		state: 'implemented',
		request: z.object({ status: z.enum(COUPON_WALLET_TABS).default('available') }),
		response: z
			.object({ coupons: z.array(WalletCouponSchema), counts: z.record(z.enum(COUPON_WALLET_TABS), z.number().int()) })
			.meta({ id: 'CouponWallet' }),
		handler: async (input, context) => {
			const userId = context.requireUser().id
			const [coupons, counts] = await Promise.all([
				listUserCoupons(context.db, { userId, status: input.status, locale: context.locale }),
				countUserCoupons(context.db, { userId }),
			])
			return { coupons: coupons.map(walletCoupon), counts }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/coupon/user/available/by-products`,
		group: 'coupons',
		summary: 'The buyer’s available coupons that cover at least one of these products (the product page and the trade flow).',
		auth: 'required',
		state: 'implemented',
		request: z.object({ productIds: z.array(ProductIdSchema).min(1).max(50) }),
		response: z.array(WalletCouponSchema),
		handler: async (input, context) =>
			(await listUserCouponsForProducts(context.db, { userId: context.requireUser().id, productIds: input.productIds, locale: context.locale })).map(
				walletCoupon,
			),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/coupon/receivable`,
		group: 'coupons',
		summary: 'The coupon centre: coupons a buyer may take, largest first, each marked when this buyer already holds it.',
		auth: 'optional',
		state: 'implemented',
		request: z.object({ productIds: z.array(ProductIdSchema).max(50).optional() }),
		response: z.array(ReceivableCouponSchema),
		handler: async (input, context) =>
			(await listReceivableCoupons(context.db, { userId: context.user?.id ?? null, locale: context.locale, productIds: input.productIds })).map(
				(coupon) => ({
					...termsOf(coupon),
					validDays: coupon.validDays,
					validUntil: isoOrNull(coupon.validUntil),
					received: coupon.received,
				}),
			),
	}),
	defineCall({
		method: 'POST',
		path: COUPON_RECEIVE_PATH,
		group: 'coupons',
		summary: 'Take a coupon from the coupon centre into the wallet (once per buyer: 409 after; unknown 404; ended 410).',
		auth: 'required',
		state: 'implemented',
		errors: [404, 409, 410],
		request: ReceiveCouponSchema.omit({ intent: true }),
		response: z.object({ userCouponId: z.string(), validUntil: IsoDate }),
		handler: async (input, context) => {
			const received = await receiveCoupon(context.db, { userId: context.requireUser().id, couponId: input.couponId })
			return { userCouponId: received.userCouponId, validUntil: iso(received.validUntil) }
		},
	}),
]
