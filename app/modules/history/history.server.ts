import { and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { createId } from '#app/db/schema/columns.ts'
import { browsingHistory, products } from '#app/db/schema/index.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { productSummaryColumns, type ProductSummary, toProductSummary } from '#app/modules/catalog/catalog.server.ts'
import { baghdadDay } from './baghdad-day.ts'

/*
 * Browsing history (issue 4, item 6): one row per buyer, product and Baghdad day. Looking at a product again the
 * same day only moves the time of the visit. History is a convenience, so deleting it really deletes it.
 */

/** History lists this many visits per page. */
export const HISTORY_PAGE_SIZE = 24
/** The most visits one request lists ("show more" grows the page up to this). */
export const MAX_HISTORY_PAGE_SIZE = 50 * HISTORY_PAGE_SIZE
/** At most this many visits are deleted, or merged from a device, in one request. */
export const MAX_HISTORY_SELECTION = 200

/** Spec section 5: "select a product before deleting". */
export class HistorySelectionEmptyError extends Error {
	override name = 'HistorySelectionEmptyError'
	readonly messageId = 'history.selectBeforeDeleting'
	readonly status = 400
	constructor() {
		super('nothing selected')
	}
}

export type HistoryEntry = ProductSummary & { entryId: string; day: string; viewedAt: Date }
export type HistoryDay = { day: string; entries: HistoryEntry[] }
export type HistoryPage = { days: HistoryDay[]; page: number; pageSize: number; hasMore: boolean }

const visibleProduct = ne(products.status, 'draft')

/**
 * A visit again within this long of the one kept does not move it. Every change to a row leaves a dead copy behind,
 * and PGlite has no autovacuum: a buyer reloading a product page rewrote the same row each time, and every read of
 * their history (the home page's count among them) grew slower (issue 19).
 */
export const VIEW_REFRESH_MS = 60_000

/**
 * Notes that the buyer looked at a product now (or at `now`): a new row for a new Baghdad day, otherwise the
 * day's row moves to the latest visit (unless it is less than VIEW_REFRESH_MS old). An unknown product id records
 * nothing.
 */
export async function recordProductView(
	db: Db,
	{ userId, productId, now = new Date() }: { userId: string; productId: string; now?: Date },
): Promise<void> {
	const at = now.toISOString()
	await db.execute(sql`
		insert into ${browsingHistory} (id, user_id, product_id, view_day, viewed_at, created_at, updated_at)
		select ${createId()}, ${userId}, ${products.id}, ${baghdadDay(now)}, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
		from ${products}
		where ${products.id} = ${productId} and ${products.status} <> 'draft'
		on conflict (user_id, product_id, view_day) do update
		set viewed_at = greatest(${browsingHistory}.viewed_at, excluded.viewed_at), updated_at = excluded.updated_at
		where ${browsingHistory}.viewed_at < excluded.viewed_at - ${`${VIEW_REFRESH_MS} milliseconds`}::interval
	`)
}

/** The buyer's history, latest visit first, in pages of visits grouped by day (a day may continue on the next page). */
export async function listHistory(
	db: Db,
	{ userId, locale, page = 1, pageSize = HISTORY_PAGE_SIZE }: { userId: string; locale: Locale; page?: number; pageSize?: number },
): Promise<HistoryPage> {
	const safePage = Math.max(1, Math.floor(page))
	const safeSize = Math.min(MAX_HISTORY_PAGE_SIZE, Math.max(1, Math.floor(pageSize)))
	const { columns, joins } = productSummaryColumns(locale)
	let query = db
		.select({ ...columns, entryId: browsingHistory.id, day: browsingHistory.viewDay, viewedAt: browsingHistory.viewedAt })
		.from(browsingHistory)
		.innerJoin(products, eq(products.id, browsingHistory.productId))
		.$dynamic()
	for (const join of joins) query = query.leftJoin(join.table, join.on)
	const rows = await query
		.where(and(eq(browsingHistory.userId, userId), visibleProduct))
		.orderBy(desc(browsingHistory.viewDay), desc(browsingHistory.viewedAt), desc(browsingHistory.id))
		.limit(safeSize + 1)
		.offset((safePage - 1) * safeSize)
	const days: HistoryDay[] = []
	for (const { entryId, day, viewedAt, ...summary } of rows.slice(0, safeSize)) {
		const entry = { ...toProductSummary(summary), entryId, day, viewedAt }
		const last = days.at(-1)
		if (last?.day === day) last.entries.push(entry)
		else days.push({ day, entries: [entry] })
	}
	return { days, page: safePage, pageSize: safeSize, hasMore: rows.length > safeSize }
}

export type HistorySelection = {
	/** Rows by id, as the history page lists them. */
	entryIds?: readonly string[]
	/** Or visits by product and day. */
	visits?: ReadonlyArray<{ productId: string; day: string }>
}

/** Deletes the selected visits of this buyer (nobody else's); an empty selection is refused. Returns how many went. */
export async function deleteHistory(db: Db, userId: string, { entryIds = [], visits = [] }: HistorySelection): Promise<number> {
	const ids = [...new Set(entryIds)].slice(0, MAX_HISTORY_SELECTION)
	const pairs = visits.slice(0, MAX_HISTORY_SELECTION)
	if (ids.length === 0 && pairs.length === 0) throw new HistorySelectionEmptyError()
	const matches = [
		ids.length > 0 ? inArray(browsingHistory.id, ids) : undefined,
		...pairs.map((visit) => and(eq(browsingHistory.productId, visit.productId), eq(browsingHistory.viewDay, visit.day))),
	].filter(Boolean)
	const deleted = await db
		.delete(browsingHistory)
		.where(and(eq(browsingHistory.userId, userId), or(...matches)))
		.returning({ id: browsingHistory.id })
	return deleted.length
}

/** Deletes all of the buyer's history. Returns how many visits went. */
export async function clearHistory(db: Db, userId: string): Promise<number> {
	const deleted = await db.delete(browsingHistory).where(eq(browsingHistory.userId, userId)).returning({ id: browsingHistory.id })
	return deleted.length
}

/** How many visits the buyer's history holds (the home page's "history" count). */
export async function countHistory(db: Db, userId: string): Promise<number> {
	const [row] = await db
		.select({ total: count() })
		.from(browsingHistory)
		.innerJoin(products, eq(products.id, browsingHistory.productId))
		.where(and(eq(browsingHistory.userId, userId), visibleProduct))
	return row?.total ?? 0
}

/**
 * A visitor's history from the device, merged into the account at sign-in. Each visit lands on its Baghdad day
 * (a time in the future counts as now); a day already in the account keeps the later of the two times; unknown
 * products are skipped. Sending the same visits twice changes nothing. Returns how many visits were written.
 */
export async function mergeDeviceHistory(
	db: Db,
	{ userId, entries, now = new Date() }: { userId: string; entries: ReadonlyArray<{ productId: string; viewedAt: number }>; now?: Date },
): Promise<number> {
	const latest = new Map<string, { productId: string; day: string; at: number }>()
	for (const entry of entries.slice(0, MAX_HISTORY_SELECTION)) {
		const at = Math.min(entry.viewedAt, now.getTime())
		const day = baghdadDay(at)
		const key = `${entry.productId} ${day}`
		if ((latest.get(key)?.at ?? -1) < at) latest.set(key, { productId: entry.productId, day, at })
	}
	if (latest.size === 0) return 0
	const known = new Set(
		(
			await db
				.select({ id: products.id })
				.from(products)
				.where(and(inArray(products.id, [...new Set([...latest.values()].map((visit) => visit.productId))]), visibleProduct))
		).map((row) => row.id),
	)
	const rows = [...latest.values()]
		.filter((visit) => known.has(visit.productId))
		.map((visit) => ({ id: createId(), userId, productId: visit.productId, viewDay: visit.day, viewedAt: new Date(visit.at) }))
	if (rows.length === 0) return 0
	const written = await db
		.insert(browsingHistory)
		.values(rows)
		.onConflictDoUpdate({
			target: [browsingHistory.userId, browsingHistory.productId, browsingHistory.viewDay],
			set: { viewedAt: sql`greatest(${browsingHistory.viewedAt}, excluded.viewed_at)`, updatedAt: now },
		})
		.returning({ id: browsingHistory.id })
	return written.length
}
