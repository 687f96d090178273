import { and, eq, inArray, isNull } from 'drizzle-orm'
import { type Db, type DbTransaction } from '#app/db/client.server.ts'
import { couponProducts, coupons, couponTexts, type Locale, userCoupons } from '#app/db/schema/index.ts'
import { textFallbackChain } from '#app/modules/catalog/catalog.server.ts'
import { bestCoupon, type CouponLine, couponDiscount, type CouponVerdict } from './coupon-rules.ts'

/**
 * The coupons a buyer can spend at checkout (coupon user available / by-products) and spending them: an order
 * redeems one coupon of the buyer's wallet inside its own transaction, and a cancelled unpaid order gives it back.
 */

export type UsableCoupon = {
	userCouponId: string
	name: string
	amount: number
	thresholdType: number
	thresholdValue: number
	validUntil: Date
	limitedToProducts: boolean
	verdict: CouponVerdict
}

type WalletRow = {
	userCouponId: string
	couponId: string
	amount: number
	thresholdType: number
	thresholdValue: number
	validUntil: Date
	usedAt: Date | null
}

async function productLimits(db: Db | DbTransaction, couponIds: string[]) {
	const limits = new Map<string, string[]>()
	if (couponIds.length === 0) return limits
	const rows = await db
		.select({ couponId: couponProducts.couponId, productId: couponProducts.productId })
		.from(couponProducts)
		.where(inArray(couponProducts.couponId, couponIds))
	for (const row of rows) limits.set(row.couponId, [...(limits.get(row.couponId) ?? []), row.productId])
	return limits
}

async function couponNames(db: Db, couponIds: string[], locale: Locale) {
	const names = new Map<string, string>()
	if (couponIds.length === 0) return names
	const rows = await db.select().from(couponTexts).where(inArray(couponTexts.couponId, couponIds))
	for (const locale_ of textFallbackChain(locale).reverse())
		for (const row of rows) if (row.locale === locale_) names.set(row.couponId, row.name)
	return names
}

/** Every unused coupon in the buyer's wallet, judged against these lines: usable first (largest discount), then the rest. */
export async function listUsableCoupons(
	db: Db,
	{ userId, lines, locale, now = new Date() }: { userId: string; lines: readonly CouponLine[]; locale: Locale; now?: Date },
): Promise<UsableCoupon[]> {
	const wallet: WalletRow[] = await db
		.select({
			userCouponId: userCoupons.id,
			couponId: coupons.id,
			amount: coupons.amount,
			thresholdType: coupons.thresholdType,
			thresholdValue: coupons.thresholdValue,
			validUntil: userCoupons.validUntil,
			usedAt: userCoupons.usedAt,
		})
		.from(userCoupons)
		.innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
		.where(and(eq(userCoupons.userId, userId), isNull(userCoupons.usedAt), eq(coupons.active, true)))
	const ids = wallet.map((row) => row.couponId)
	const [limits, names] = await Promise.all([productLimits(db, ids), couponNames(db, ids, locale)])
	const judged = wallet
		.filter((row) => row.validUntil > now)
		.map((row) => {
			const productIds = limits.get(row.couponId) ?? []
			return {
				userCouponId: row.userCouponId,
				name: names.get(row.couponId) ?? '',
				amount: row.amount,
				thresholdType: row.thresholdType,
				thresholdValue: row.thresholdValue,
				validUntil: row.validUntil,
				limitedToProducts: productIds.length > 0,
				verdict: couponDiscount({ ...row, productIds }, lines, now),
			}
		})
	const discountOf = (coupon: UsableCoupon) => (coupon.verdict.usable ? coupon.verdict.discount : -1)
	return judged.sort((a, b) => discountOf(b) - discountOf(a) || a.validUntil.getTime() - b.validUntil.getTime())
}

/** The coupon checkout preselects: the buyer's best usable one, or none. */
export function preselectCoupon(usable: readonly UsableCoupon[]): UsableCoupon | null {
	return bestCoupon(usable)
}

export class CouponNotUsableError extends Error {
	override name = 'CouponNotUsableError'
	constructor(readonly reasonId: string) {
		super(reasonId)
	}
}

/**
 * Spends one of the buyer's coupons on `orderId`, inside the order's transaction: the wallet row is locked, so
 * two orders racing for one coupon cannot both use it. Returns the discount; throws CouponNotUsableError.
 */
export async function redeemUserCoupon(
	tx: DbTransaction,
	{ userId, userCouponId, orderId, lines, now }: { userId: string; userCouponId: string; orderId: string; lines: readonly CouponLine[]; now: Date },
): Promise<number> {
	const [row] = await tx
		.select({
			userCouponId: userCoupons.id,
			couponId: coupons.id,
			amount: coupons.amount,
			thresholdType: coupons.thresholdType,
			thresholdValue: coupons.thresholdValue,
			validUntil: userCoupons.validUntil,
			usedAt: userCoupons.usedAt,
			active: coupons.active,
		})
		.from(userCoupons)
		.innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
		.where(and(eq(userCoupons.id, userCouponId), eq(userCoupons.userId, userId)))
		.for('update', { of: userCoupons })
	if (!row || !row.active) throw new CouponNotUsableError('coupon.unusable.unknown')
	const limits = await productLimits(tx, [row.couponId])
	const verdict = couponDiscount({ ...row, productIds: limits.get(row.couponId) ?? [] }, lines, now)
	if (!verdict.usable) throw new CouponNotUsableError(verdict.reasonId)
	await tx.update(userCoupons).set({ usedAt: now, orderId }).where(eq(userCoupons.id, userCouponId))
	return verdict.discount
}

/** Gives back the coupon an order used (the order was cancelled before it was paid). */
export async function releaseUserCoupon(tx: DbTransaction, orderId: string): Promise<void> {
	await tx.update(userCoupons).set({ usedAt: null, orderId: null }).where(eq(userCoupons.orderId, orderId))
}
