import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
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

/** A coupon's name in the first language of the chain that has one, else '' (a column of the wallet query). */
function couponNameSql(locale: Locale) {
	const names = textFallbackChain(locale).map(
		(wanted) =>
			sql`(select ${couponTexts.name} from ${couponTexts} where ${couponTexts.couponId} = ${coupons.id} and ${couponTexts.locale} = ${wanted})`,
	)
	return sql<string>`coalesce(${sql.join(names, sql`, `)}, '')`
}

/** Every unused coupon in the buyer's wallet, judged against these lines: usable first (largest discount), then the rest. */
export async function listUsableCoupons(
	db: Db,
	{ userId, lines, locale, now = new Date() }: { userId: string; lines: readonly CouponLine[]; locale: Locale; now?: Date },
): Promise<UsableCoupon[]> {
	// One round trip: the wallet with each coupon's product limits and its name in the buyer's language.
	const wallet: Array<WalletRow & { productIds: string[]; name: string }> = await db
		.select({
			userCouponId: userCoupons.id,
			couponId: coupons.id,
			amount: coupons.amount,
			thresholdType: coupons.thresholdType,
			thresholdValue: coupons.thresholdValue,
			validUntil: userCoupons.validUntil,
			usedAt: userCoupons.usedAt,
			productIds: sql<
				string[]
			>`coalesce((select json_agg(${couponProducts.productId}) from ${couponProducts} where ${couponProducts.couponId} = ${coupons.id}), '[]'::json)`,
			name: couponNameSql(locale),
		})
		.from(userCoupons)
		.innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
		.where(and(eq(userCoupons.userId, userId), isNull(userCoupons.usedAt), eq(coupons.active, true)))
	const judged = wallet
		.filter((row) => row.validUntil > now)
		.map(({ productIds, name, ...row }) => {
			return {
				userCouponId: row.userCouponId,
				name,
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
