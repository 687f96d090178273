import { and, eq, inArray } from 'drizzle-orm'
import { NEW_USER_COUPON } from '#app/modules/coupons/coupon-rules.ts'
import { type Db } from '../client.server.ts'
import { couponProducts, coupons, couponTexts, type CouponKind, LOCALES, type Locale, userCoupons, users } from '../schema/index.ts'

/**
 * The demo shop's coupons (issue 6): three a buyer can take from the coupon centre (an amount threshold, a piece
 * count, and one limited to a few products), and an ended festival coupon. The demo buyer starts with the
 * new-user coupon (when its template is there: seeded at start-up), the piece-count coupon and the ended one,
 * so every tab of /pages/coupons/index has something and two coupons are left to receive.
 */

const DAY_MS = 86_400_000

type DemoCoupon = {
	code: string
	kind: CouponKind
	amount: number
	thresholdType: 1 | 2 | 3
	thresholdValue: number
	validDays: number
	/** Days from the seed until the template ends; null: no end. */
	endsInDays: number | null
	receivable: boolean
	/** Limited to the demo products handed to seedDemoCoupons. */
	limitedToProducts?: boolean
	names: Record<Locale, string>
}

export const DEMO_COUPONS: readonly DemoCoupon[] = [
	{
		code: 'DEMO-5000-OVER-50000',
		kind: 'promotion',
		amount: 5_000,
		thresholdType: 2,
		thresholdValue: 50_000,
		validDays: 30,
		endsInDays: 180,
		receivable: true,
		names: { ar: 'توفير الجملة', ckb: 'پاشەکەوتی کۆفرۆشی', en: 'Wholesale saver', zh: '批发满减券' },
	},
	{
		code: 'DEMO-2000-10-PIECES',
		kind: 'promotion',
		amount: 2_000,
		thresholdType: 3,
		thresholdValue: 10,
		validDays: 30,
		endsInDays: 180,
		receivable: true,
		names: { ar: 'عرض الكميات', ckb: 'ئۆفەری بڕی زۆر', en: 'Bulk pieces deal', zh: '多件优惠券' },
	},
	{
		code: 'DEMO-3000-SELECTED',
		kind: 'promotion',
		amount: 3_000,
		thresholdType: 2,
		thresholdValue: 20_000,
		validDays: 14,
		endsInDays: 90,
		receivable: true,
		limitedToProducts: true,
		names: { ar: 'عرض منتجات مختارة', ckb: 'ئۆفەری بەرهەمە هەڵبژێردراوەکان', en: 'Selected products offer', zh: '精选商品券' },
	},
	{
		code: 'DEMO-EID-1500',
		kind: 'campaign',
		amount: 1_500,
		thresholdType: 1,
		thresholdValue: 0,
		validDays: 7,
		endsInDays: null,
		receivable: false,
		names: { ar: 'هدية العيد', ckb: 'دیاری جەژن', en: 'Eid gift', zh: '节日礼券' },
	},
]

/** Codes of the coupons the demo buyer holds, and for how many days from the seed (negative: already ended). */
const DEMO_BUYER_WALLET: ReadonlyArray<{ code: string; validForDays: number }> = [
	{ code: NEW_USER_COUPON.code, validForDays: NEW_USER_COUPON.validDays },
	{ code: 'DEMO-2000-10-PIECES', validForDays: 30 },
	{ code: 'DEMO-EID-1500', validForDays: -2 },
]

/**
 * Inserts the demo coupons (inside the demo shop's transaction); `productIds` are the few products the limited
 * coupon covers. Matched on codes, so running it twice changes nothing.
 */
export async function seedDemoCoupons(
	db: Db,
	{ productIds, buyerPhone, now = new Date() }: { productIds: readonly string[]; buyerPhone: string; now?: Date },
): Promise<void> {
	await db
		.insert(coupons)
		.values(
			DEMO_COUPONS.map((coupon) => ({
				code: coupon.code,
				kind: coupon.kind,
				amount: coupon.amount,
				thresholdType: coupon.thresholdType,
				thresholdValue: coupon.thresholdValue,
				validDays: coupon.validDays,
				validUntil: coupon.endsInDays === null ? null : new Date(now.getTime() + coupon.endsInDays * DAY_MS),
				receivable: coupon.receivable,
			})),
		)
		.onConflictDoNothing({ target: coupons.code })
	const saved = await db
		.select({ id: coupons.id, code: coupons.code })
		.from(coupons)
		.where(inArray(coupons.code, [...DEMO_COUPONS.map((coupon) => coupon.code), ...DEMO_BUYER_WALLET.map((entry) => entry.code)]))
	const idOf = new Map(saved.map((row) => [row.code, row.id]))

	await db
		.insert(couponTexts)
		.values(
			DEMO_COUPONS.flatMap((coupon) => LOCALES.map((locale) => ({ couponId: idOf.get(coupon.code) ?? '', locale, name: coupon.names[locale] }))),
		)
		.onConflictDoNothing()

	const limited = DEMO_COUPONS.filter((coupon) => coupon.limitedToProducts)
	if (productIds.length > 0 && limited.length > 0) {
		await db
			.insert(couponProducts)
			.values(limited.flatMap((coupon) => productIds.map((productId) => ({ couponId: idOf.get(coupon.code) ?? '', productId }))))
			.onConflictDoNothing()
	}

	const [buyer] = await db
		.select({ id: users.id })
		.from(users)
		.where(and(eq(users.phone, buyerPhone), eq(users.role, 'buyer')))
		.limit(1)
	if (!buyer) return
	const wallet = DEMO_BUYER_WALLET.flatMap((entry) => {
		const couponId = idOf.get(entry.code)
		return couponId ? [{ couponId, userId: buyer.id, validUntil: new Date(now.getTime() + entry.validForDays * DAY_MS) }] : []
	})
	if (wallet.length > 0) {
		await db
			.insert(userCoupons)
			.values(wallet)
			.onConflictDoNothing({ target: [userCoupons.userId, userCoupons.couponId] })
	}
}
