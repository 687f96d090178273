import { and, asc, desc, eq, getTableName, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn } from 'drizzle-orm/pg-core'
import { type Db } from '#app/db/client.server.ts'
import { couponProducts, coupons, couponTexts, LOCALES, type Locale, userCoupons, users } from '#app/db/schema/index.ts'
import { textFallbackChain } from '#app/modules/catalog/catalog.server.ts'
import { getProductSummaries } from '#app/modules/favorites/product-summaries.server.ts'
import { COUPON_THRESHOLD, NEW_USER_COUPON } from './coupon-rules.ts'
import { type CouponWalletTab, COUPON_WALLET_TABS, couponWalletStatus } from './wallet.ts'

/**
 * The buyer's coupon wallet (spec section 7, coupon user available, by-products and receive): what is in it by
 * tab, taking a coupon from the coupon centre, the new-user coupon granted at sign-up, and the coupon templates
 * every database needs. Spending a coupon on an order is coupons.server.ts (redeemUserCoupon); whether it
 * applies to a cart is coupon-rules.ts.
 *
 * A wallet copy (user_coupons) is unique per buyer and template, so no buyer ever holds one coupon twice, however
 * many requests race.
 */

const DAY_MS = 86_400_000

/** A template with neither `valid_days` nor `valid_until` has no end of its own: a received copy lasts a year. */
export const COUPON_DEFAULT_VALID_DAYS = 365

/** At most this many coupons per tab; a wallet is small, and the page shows the soonest to matter first. */
export const WALLET_LIST_LIMIT = 100

/**
 * The new-user coupon of spec sections 1 and 9 (NEW_USER_COUPON: IQD 1,000, no threshold, valid 30 days from
 * sign-up, code NEW-USER-1000), as the template every database holds (seedCouponTemplates, at start-up).
 */
export const NEW_USER_COUPON_TEMPLATE = {
	code: NEW_USER_COUPON.code,
	kind: 'new_user',
	amount: NEW_USER_COUPON.amount,
	thresholdType: COUPON_THRESHOLD.none,
	thresholdValue: 0,
	validDays: NEW_USER_COUPON.validDays,
	receivable: false,
	names: {
		ar: 'قسيمة الترحيب للمستخدم الجديد',
		ckb: 'کوپۆنی بەخێرهاتنی بەکارهێنەری نوێ',
		en: 'New member welcome coupon',
		zh: '新用户欢迎券',
	},
} as const satisfies { names: Record<Locale, string> } & Record<string, unknown>

/** Why taking a coupon was refused; the route shows the message with the status, never a 500. */
export class CouponReceiveError extends Error {
	override name = 'CouponReceiveError'
	constructor(
		readonly messageId: 'coupon.receive.unknown' | 'coupon.receive.ended' | 'coupon.receive.already',
		readonly status: 404 | 409 | 410,
	) {
		super(messageId)
	}
}

/** What a coupon card shows of any coupon, in the buyer's language. */
export type CouponTermsView = {
	couponId: string
	code: string
	name: string
	/** IQD off. */
	amount: number
	/** 2 amount (IQD), 3 pieces, otherwise none (spec section 3). */
	thresholdType: number
	thresholdValue: number
	/** The products it is limited to; empty means every product. */
	productIds: string[]
	/** Those of them on show, named in the buyer's language, for the card. */
	products: Array<{ id: string; title: string }>
}

/** A coupon in the buyer's wallet. */
export type WalletCoupon = CouponTermsView & {
	userCouponId: string
	status: CouponWalletTab
	validUntil: Date
	usedAt: Date | null
	orderId: string | null
	receivedAt: Date
}

/** A coupon the buyer may take from the coupon centre. */
export type ReceivableCoupon = CouponTermsView & {
	/** Valid this many days after it is received… */
	validDays: number | null
	/** …and never after this; also the last moment it can be received. */
	validUntil: Date | null
	/** Already in this buyer's wallet (used or not). */
	received: boolean
}

/** How long a copy received (or granted) now lasts: `validDays` from now, but never past the template's end. */
export function walletValidUntil(coupon: { validDays: number | null; validUntil: Date | null }, now: Date): Date {
	const days = coupon.validDays ?? (coupon.validUntil ? null : COUPON_DEFAULT_VALID_DAYS)
	const byDays = days === null ? null : new Date(now.getTime() + days * DAY_MS)
	if (byDays && coupon.validUntil) return byDays.getTime() < coupon.validUntil.getTime() ? byDays : coupon.validUntil
	return byDays ?? (coupon.validUntil as Date)
}

/**
 * A new person, for the new-user coupon: the account's phone or e-mail was first seen when the account was made
 * (its first sign-in), not carried over from a deactivated account (retired_identities), so signing up again
 * after deleting an account is never new.
 */
export function isNewPerson(user: { identityFirstSeenAt: Date; firstLoginAt: Date | null }): boolean {
	return user.firstLoginAt !== null && user.identityFirstSeenAt.getTime() >= user.firstLoginAt.getTime()
}

/* ---------------------------------------------------------------------------------------------- */
/* Reading                                                                                          */

function statusCondition(tab: CouponWalletTab, now: Date): SQL {
	switch (tab) {
		case 'used':
			return isNotNull(userCoupons.usedAt)
		case 'available':
			return and(isNull(userCoupons.usedAt), gt(userCoupons.validUntil, now), eq(coupons.active, true)) as SQL
		case 'expired':
			return and(isNull(userCoupons.usedAt), or(lte(userCoupons.validUntil, now), eq(coupons.active, false))) as SQL
	}
}

const TAB_ORDER: Record<CouponWalletTab, SQL[]> = {
	// The one to spend first on top.
	available: [asc(userCoupons.validUntil), asc(userCoupons.id)],
	used: [desc(userCoupons.usedAt), asc(userCoupons.id)],
	expired: [desc(userCoupons.validUntil), asc(userCoupons.id)],
}

/**
 * `"table"."column"`: Drizzle leaves columns unqualified in a single-table select, where a correlated subquery
 * would then read its own table's column of that name.
 */
function qualified(column: AnyPgColumn): SQL {
	return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`
}

/** Coupons without product rows cover every product; the others cover theirs. */
function coversAnyProduct(productIds: readonly string[]): SQL {
	const limitedTo = sql`select 1 from ${couponProducts} where ${qualified(couponProducts.couponId)} = ${qualified(coupons.id)}`
	if (productIds.length === 0) return sql`not exists (${limitedTo})`
	const ids = sql.join(
		productIds.map((id) => sql`${id}`),
		sql`, `,
	)
	return sql`(not exists (${limitedTo}) or exists (${limitedTo} and ${qualified(couponProducts.productId)} in (${ids})))`
}

async function couponNames(db: Db, couponIds: readonly string[], locale: Locale): Promise<Map<string, string>> {
	const names = new Map<string, string>()
	if (couponIds.length === 0) return names
	const rows = await db
		.select({ couponId: couponTexts.couponId, locale: couponTexts.locale, name: couponTexts.name })
		.from(couponTexts)
		.where(inArray(couponTexts.couponId, [...couponIds]))
	// Least wanted first, so the wanted language overwrites.
	for (const wanted of textFallbackChain(locale).reverse()) {
		for (const row of rows) if (row.locale === wanted) names.set(row.couponId, row.name)
	}
	return names
}

async function couponLimits(db: Db, couponIds: readonly string[], locale: Locale) {
	const limits = new Map<string, string[]>()
	if (couponIds.length === 0) return { limits, titles: new Map<string, string>() }
	const rows = await db
		.select({ couponId: couponProducts.couponId, productId: couponProducts.productId })
		.from(couponProducts)
		.where(inArray(couponProducts.couponId, [...couponIds]))
		.orderBy(asc(couponProducts.createdAt), asc(couponProducts.productId))
	for (const row of rows) limits.set(row.couponId, [...(limits.get(row.couponId) ?? []), row.productId])
	const summaries = await getProductSummaries(db, { ids: rows.map((row) => row.productId), locale })
	return { limits, titles: new Map(summaries.map((product) => [product.id, product.title])) }
}

type TermsRow = { couponId: string; code: string; amount: number; thresholdType: number; thresholdValue: number }

/** Names and product limits for rows of coupons, in the buyer's language. */
async function withTerms<T extends TermsRow>(db: Db, rows: readonly T[], locale: Locale): Promise<Array<T & CouponTermsView>> {
	const ids = [...new Set(rows.map((row) => row.couponId))]
	const [names, { limits, titles }] = await Promise.all([couponNames(db, ids, locale), couponLimits(db, ids, locale)])
	return rows.map((row) => {
		const productIds = limits.get(row.couponId) ?? []
		return {
			...row,
			name: names.get(row.couponId) ?? row.code,
			productIds,
			products: productIds.flatMap((id) => {
				const title = titles.get(id)
				return title === undefined ? [] : [{ id, title }]
			}),
		}
	})
}

async function selectWallet(
	db: Db,
	{ userId, where, orderBy, locale, now, limit }: { userId: string; where: SQL; orderBy: SQL[]; locale: Locale; now: Date; limit: number },
): Promise<WalletCoupon[]> {
	const rows = await db
		.select({
			userCouponId: userCoupons.id,
			couponId: coupons.id,
			code: coupons.code,
			amount: coupons.amount,
			thresholdType: coupons.thresholdType,
			thresholdValue: coupons.thresholdValue,
			active: coupons.active,
			validUntil: userCoupons.validUntil,
			usedAt: userCoupons.usedAt,
			orderId: userCoupons.orderId,
			receivedAt: userCoupons.createdAt,
		})
		.from(userCoupons)
		.innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
		.where(and(eq(userCoupons.userId, userId), where))
		.orderBy(...orderBy)
		.limit(limit)
	const viewed = await withTerms(db, rows, locale)
	return viewed.map(({ active, ...coupon }) => ({ ...coupon, status: couponWalletStatus({ ...coupon, active }, now) }))
}

/**
 * One tab of the buyer's wallet (coupon user available, for the available tab): available = not used, valid
 * after `now` and not withdrawn, the one ending first on top; used = spent on an order, latest first; expired =
 * not used and past its end or withdrawn, latest first. Only this buyer's coupons, ever.
 */
export async function listUserCoupons(
	db: Db,
	{
		userId,
		status,
		locale,
		now = new Date(),
		limit = WALLET_LIST_LIMIT,
	}: { userId: string; status: CouponWalletTab; locale: Locale; now?: Date; limit?: number },
): Promise<WalletCoupon[]> {
	return selectWallet(db, { userId, where: statusCondition(status, now), orderBy: TAB_ORDER[status], locale, now, limit })
}

/** How many coupons each tab holds, for the tab labels. */
export async function countUserCoupons(
	db: Db,
	{ userId, now = new Date() }: { userId: string; now?: Date },
): Promise<Record<CouponWalletTab, number>> {
	const counted = (tab: CouponWalletTab) => sql<number>`count(*) filter (where ${statusCondition(tab, now)})`.mapWith(Number)
	const [row] = await db
		.select({ available: counted('available'), used: counted('used'), expired: counted('expired') })
		.from(userCoupons)
		.innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
		.where(eq(userCoupons.userId, userId))
	return Object.fromEntries(COUPON_WALLET_TABS.map((tab) => [tab, row?.[tab] ?? 0])) as Record<CouponWalletTab, number>
}

/**
 * By-products (coupon user available by-products): the buyer's available coupons that cover at least one of
 * these products (a coupon limited to no product covers every product). The product page and the trade flow
 * ask this; which one applies to the cart as a whole is coupon-rules.ts.
 */
export async function listUserCouponsForProducts(
	db: Db,
	{ userId, productIds, locale, now = new Date() }: { userId: string; productIds: readonly string[]; locale: Locale; now?: Date },
): Promise<WalletCoupon[]> {
	const wanted = [...new Set(productIds)]
	if (wanted.length === 0) return []
	return selectWallet(db, {
		userId,
		where: and(statusCondition('available', now), coversAnyProduct(wanted)) as SQL,
		orderBy: TAB_ORDER.available,
		locale,
		now,
		limit: WALLET_LIST_LIMIT,
	})
}

/**
 * The coupon centre: coupons buyers may take themselves, still open at `now`, largest first, each marked when
 * this buyer already holds it. With `productIds`, only those covering at least one of them.
 */
export async function listReceivableCoupons(
	db: Db,
	{ userId, locale, now = new Date(), productIds }: { userId: string | null; locale: Locale; now?: Date; productIds?: readonly string[] },
): Promise<ReceivableCoupon[]> {
	const received = userId
		? sql<boolean>`exists (select 1 from ${userCoupons} where ${qualified(userCoupons.couponId)} = ${qualified(coupons.id)} and ${qualified(userCoupons.userId)} = ${userId})`
		: sql<boolean>`false`
	const conditions = [eq(coupons.receivable, true), eq(coupons.active, true), or(isNull(coupons.validUntil), gt(coupons.validUntil, now))]
	if (productIds) conditions.push(coversAnyProduct([...new Set(productIds)]))
	const rows = await db
		.select({
			couponId: coupons.id,
			code: coupons.code,
			amount: coupons.amount,
			thresholdType: coupons.thresholdType,
			thresholdValue: coupons.thresholdValue,
			validDays: coupons.validDays,
			validUntil: coupons.validUntil,
			received: received.mapWith(Boolean),
		})
		.from(coupons)
		.where(and(...conditions))
		.orderBy(desc(coupons.amount), asc(coupons.code))
		.limit(WALLET_LIST_LIMIT)
	return withTerms(db, rows, locale)
}

/* ---------------------------------------------------------------------------------------------- */
/* Writing                                                                                          */

/**
 * Receive (spec: /api/v1/coupon/user/receive): a receivable, open coupon goes into the buyer's wallet, valid for
 * its `validDays` from now (never past its end). Once per buyer: the unique (user, coupon) index decides between
 * racing requests, so exactly one copy exists and the others are told it is already theirs (409). Unknown or not
 * receivable: 404; withdrawn or ended: 410.
 */
export async function receiveCoupon(
	db: Db,
	{ userId, couponId, now = new Date() }: { userId: string; couponId: string; now?: Date },
): Promise<{ userCouponId: string; validUntil: Date }> {
	const [coupon] = await db
		.select({ id: coupons.id, receivable: coupons.receivable, active: coupons.active, validDays: coupons.validDays, validUntil: coupons.validUntil })
		.from(coupons)
		.where(eq(coupons.id, couponId))
		.limit(1)
	if (!coupon || !coupon.receivable) throw new CouponReceiveError('coupon.receive.unknown', 404)
	if (!coupon.active || (coupon.validUntil && coupon.validUntil.getTime() <= now.getTime())) {
		throw new CouponReceiveError('coupon.receive.ended', 410)
	}
	const [row] = await db
		.insert(userCoupons)
		.values({ couponId: coupon.id, userId, validUntil: walletValidUntil(coupon, now) })
		.onConflictDoNothing({ target: [userCoupons.userId, userCoupons.couponId] })
		.returning({ userCouponId: userCoupons.id, validUntil: userCoupons.validUntil })
	if (!row) throw new CouponReceiveError('coupon.receive.already', 409)
	return row
}

/**
 * The new-user coupon, at sign-up: called right after a buyer account is made (`now` = that moment). Granted
 * only to a new person (isNewPerson), only while the template is active, and once per account (the unique
 * index; calling it again does nothing). Returns the wallet copy, or null when nothing was granted.
 */
export async function grantNewUserCoupon(
	db: Db,
	{ userId, now = new Date() }: { userId: string; now?: Date },
): Promise<{ userCouponId: string; validUntil: Date } | null> {
	const [user] = await db
		.select({ identityFirstSeenAt: users.identityFirstSeenAt, firstLoginAt: users.firstLoginAt, status: users.status, role: users.role })
		.from(users)
		.where(eq(users.id, userId))
		.limit(1)
	if (!user || user.status !== 'active' || user.role !== 'buyer' || !isNewPerson(user)) return null
	const [template] = await db
		.select({ id: coupons.id, validDays: coupons.validDays, validUntil: coupons.validUntil })
		.from(coupons)
		.where(and(eq(coupons.code, NEW_USER_COUPON_TEMPLATE.code), eq(coupons.active, true)))
		.limit(1)
	if (!template || (template.validUntil && template.validUntil.getTime() <= now.getTime())) return null
	const [row] = await db
		.insert(userCoupons)
		.values({ couponId: template.id, userId, validUntil: walletValidUntil(template, now) })
		.onConflictDoNothing({ target: [userCoupons.userId, userCoupons.couponId] })
		.returning({ userCouponId: userCoupons.id, validUntil: userCoupons.validUntil })
	return row ?? null
}

/**
 * The coupon templates every database needs, demo shop or not (today the new-user coupon), matched on their
 * codes. Idempotent and cheap on every start, like seedRegions: terms and names that changed here are updated;
 * `active` and `valid_until` are left as staff set them; nothing is deleted.
 */
export async function seedCouponTemplates(db: Db): Promise<{ coupons: number }> {
	const template = NEW_USER_COUPON_TEMPLATE
	return db.transaction(async (tx) => {
		await tx
			.insert(coupons)
			.values({
				code: template.code,
				kind: template.kind,
				amount: template.amount,
				thresholdType: template.thresholdType,
				thresholdValue: template.thresholdValue,
				validDays: template.validDays,
				receivable: template.receivable,
			})
			.onConflictDoUpdate({
				target: coupons.code,
				set: {
					kind: sql`excluded.kind`,
					amount: sql`excluded.amount`,
					thresholdType: sql`excluded.threshold_type`,
					thresholdValue: sql`excluded.threshold_value`,
					validDays: sql`excluded.valid_days`,
					receivable: sql`excluded.receivable`,
					updatedAt: sql`now()`,
				},
				setWhere: sql`(${coupons.kind}, ${coupons.amount}, ${coupons.thresholdType}, ${coupons.thresholdValue}, ${coupons.validDays}, ${coupons.receivable}) is distinct from (excluded.kind, excluded.amount, excluded.threshold_type, excluded.threshold_value, excluded.valid_days, excluded.receivable)`,
			})
		const [saved] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, template.code))
		if (!saved) throw new Error(`coupon ${template.code} was not saved`)
		await tx
			.insert(couponTexts)
			.values(LOCALES.map((locale) => ({ couponId: saved.id, locale, name: template.names[locale] })))
			.onConflictDoUpdate({
				target: [couponTexts.couponId, couponTexts.locale],
				set: { name: sql`excluded.name`, updatedAt: sql`now()` },
				setWhere: sql`${couponTexts.name} is distinct from excluded.name`,
			})
		return { coupons: 1 }
	})
}
