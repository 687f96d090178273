import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '#app/db/client.server.ts'
import { browsingHistory, products } from '#app/db/schema/index.ts'
import { countFavorites, listFavorites } from '#app/modules/favorites/favorites.server.ts'
import { createBuyer, createTestShop, productAt } from '#app/modules/favorites/test-shop.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { DeviceSyncSchema, syncDevice } from './device-sync.server.ts'
import {
	clearHistory,
	countHistory,
	deleteHistory,
	HistorySelectionEmptyError,
	listHistory,
	mergeDeviceHistory,
	recordProductView,
	VIEW_REFRESH_MS,
} from './history.server.ts'

let database: TestDatabase
let productIds: string[]

beforeAll(async () => {
	database = await createTestDatabase()
	;({ productIds } = await createTestShop(database.db, { productCount: 5 }))
}, 60_000)

afterAll(async () => {
	await database?.close()
})

function product(index: number) {
	return productAt(productIds, index)
}

/** 21:30 UTC on 1 March is already 2 March in Baghdad (UTC+3). */
const LATE_EVENING_UTC = new Date('2026-03-01T21:30:00Z')
const SAME_BAGHDAD_DAY = new Date('2026-03-02T08:00:00Z')
const NEXT_BAGHDAD_DAY = new Date('2026-03-03T09:15:00Z')

describe('recordProductView', () => {
	test('keeps one visit per product and Baghdad day, moved to the latest time', async () => {
		const userId = await createBuyer(database.db)
		await recordProductView(database.db, { userId, productId: product(0), now: LATE_EVENING_UTC })
		await recordProductView(database.db, { userId, productId: product(0), now: SAME_BAGHDAD_DAY })
		await recordProductView(database.db, { userId, productId: product(0), now: NEXT_BAGHDAD_DAY })
		const rows = await database.db
			.select({ day: browsingHistory.viewDay, viewedAt: browsingHistory.viewedAt })
			.from(browsingHistory)
			.where(eq(browsingHistory.userId, userId))
			.orderBy(browsingHistory.viewDay)
		expect(rows).toEqual([
			{ day: '2026-03-02', viewedAt: SAME_BAGHDAD_DAY },
			{ day: '2026-03-03', viewedAt: NEXT_BAGHDAD_DAY },
		])
		expect(await countHistory(database.db, userId)).toBe(2)
	})

	test('a visit again within a minute leaves the row as it is (no rewrite on every reload)', async () => {
		const userId = await createBuyer(database.db)
		await recordProductView(database.db, { userId, productId: product(0), now: SAME_BAGHDAD_DAY })
		// xmin names the transaction that wrote the row's current version: unchanged means not rewritten.
		const version = () =>
			queryRows<{ version: string }>(database.db, sql`select xmin::text as version from browsing_history where user_id = ${userId}`)
		const [before] = await version()
		await recordProductView(database.db, { userId, productId: product(0), now: new Date(SAME_BAGHDAD_DAY.getTime() + VIEW_REFRESH_MS - 1_000) })
		const [after] = await version()
		expect(after?.version).toBe(before?.version)
		await recordProductView(database.db, { userId, productId: product(0), now: new Date(SAME_BAGHDAD_DAY.getTime() + VIEW_REFRESH_MS + 1_000) })
		const [moved] = await database.db.select({ viewedAt: browsingHistory.viewedAt }).from(browsingHistory).where(eq(browsingHistory.userId, userId))
		expect(moved?.viewedAt).toEqual(new Date(SAME_BAGHDAD_DAY.getTime() + VIEW_REFRESH_MS + 1_000))
	})

	test('an unknown product records nothing and does not fail', async () => {
		const userId = await createBuyer(database.db)
		await recordProductView(database.db, { userId, productId: 'not-a-product' })
		expect(await countHistory(database.db, userId)).toBe(0)
	})
})

describe('listHistory', () => {
	test('groups visits by day, latest first, with titles in the buyer language, page by page', async () => {
		const userId = await createBuyer(database.db)
		await recordProductView(database.db, { userId, productId: product(0), now: LATE_EVENING_UTC })
		await recordProductView(database.db, { userId, productId: product(1), now: SAME_BAGHDAD_DAY })
		await recordProductView(database.db, { userId, productId: product(2), now: NEXT_BAGHDAD_DAY })
		const history = await listHistory(database.db, { userId, locale: 'ar' })
		expect(history.hasMore).toBe(false)
		expect(history.days.map((day) => [day.day, day.entries.map((entry) => entry.title)])).toEqual([
			['2026-03-03', ['منتج 3']],
			['2026-03-02', ['منتج 2', 'منتج 1']],
		])
		const firstPage = await listHistory(database.db, { userId, locale: 'en', pageSize: 2 })
		expect(firstPage.hasMore).toBe(true)
		expect(firstPage.days.map((day) => day.entries.length)).toEqual([1, 1])
		const secondPage = await listHistory(database.db, { userId, locale: 'en', pageSize: 2, page: 2 })
		expect(secondPage.days).toEqual([{ day: '2026-03-02', entries: [expect.objectContaining({ title: 'Product 1' })] }])
	})
})

describe('deleting', () => {
	test('deletes selected visits by id or by product and day, only the buyer own, and refuses an empty selection', async () => {
		const userId = await createBuyer(database.db)
		const other = await createBuyer(database.db)
		for (const index of [0, 1, 2]) await recordProductView(database.db, { userId, productId: product(index), now: SAME_BAGHDAD_DAY })
		await recordProductView(database.db, { userId: other, productId: product(0), now: SAME_BAGHDAD_DAY })
		const [day] = (await listHistory(database.db, { userId, locale: 'en' })).days
		const othersEntry = (await listHistory(database.db, { userId: other, locale: 'en' })).days[0]!.entries[0]!

		const empty = deleteHistory(database.db, userId, { entryIds: [] })
		await expect(empty).rejects.toBeInstanceOf(HistorySelectionEmptyError)
		await expect(empty).rejects.toMatchObject({ messageId: 'history.selectBeforeDeleting', status: 400 })

		const first = day!.entries.find((entry) => entry.id === product(0))!
		expect(await deleteHistory(database.db, userId, { entryIds: [first.entryId, othersEntry.entryId] })).toBe(1)
		expect(await deleteHistory(database.db, userId, { visits: [{ productId: product(1), day: '2026-03-02' }] })).toBe(1)
		expect(await countHistory(database.db, userId)).toBe(1)
		expect(await countHistory(database.db, other)).toBe(1)

		expect(await clearHistory(database.db, userId)).toBe(1)
		expect(await countHistory(database.db, userId)).toBe(0)
		expect(await countHistory(database.db, other)).toBe(1)
	})

	test('a product that becomes a draft leaves the list and the count', async () => {
		const userId = await createBuyer(database.db)
		await recordProductView(database.db, { userId, productId: product(4) })
		await database.db
			.update(products)
			.set({ status: 'draft' })
			.where(eq(products.id, product(4)))
		expect(await countHistory(database.db, userId)).toBe(0)
		expect((await listHistory(database.db, { userId, locale: 'en' })).days).toEqual([])
		await database.db
			.update(products)
			.set({ status: 'active' })
			.where(eq(products.id, product(4)))
	})
})

describe('merging a device at sign-in', () => {
	test('puts each visit on its Baghdad day, keeps the later time, skips unknown products, and can be repeated', async () => {
		const userId = await createBuyer(database.db)
		const now = new Date('2026-03-05T12:00:00Z')
		await recordProductView(database.db, { userId, productId: product(0), now: SAME_BAGHDAD_DAY })
		const entries = [
			{ productId: product(0), viewedAt: LATE_EVENING_UTC.getTime() },
			{ productId: product(1), viewedAt: NEXT_BAGHDAD_DAY.getTime() },
			{ productId: product(1), viewedAt: NEXT_BAGHDAD_DAY.getTime() - 60_000 },
			{ productId: product(2), viewedAt: now.getTime() + 86_400_000 },
			{ productId: 'gone-product', viewedAt: NEXT_BAGHDAD_DAY.getTime() },
		]
		expect(await mergeDeviceHistory(database.db, { userId, entries, now })).toBe(3)
		expect(await mergeDeviceHistory(database.db, { userId, entries, now })).toBe(3)
		const days = (await listHistory(database.db, { userId, locale: 'en' })).days
		expect(days.map((day) => [day.day, day.entries.map((entry) => [entry.title, entry.viewedAt.toISOString()])])).toEqual([
			['2026-03-05', [['Product 3', now.toISOString()]]],
			['2026-03-03', [['Product 2', NEXT_BAGHDAD_DAY.toISOString()]]],
			['2026-03-02', [['Product 1', SAME_BAGHDAD_DAY.toISOString()]]],
		])
	})

	test('syncDevice merges favourites and history from a validated payload', async () => {
		const userId = await createBuyer(database.db)
		const payload = DeviceSyncSchema.parse({
			favorites: [{ productId: product(3), addedAt: Date.now() - 1000 }, { productId: 'unknown' }],
			history: [{ productId: product(3), viewedAt: Date.now() - 1000 }],
		})
		expect(await syncDevice(database.db, userId, payload)).toEqual({ favorites: 1, history: 1 })
		expect(await countFavorites(database.db, userId)).toBe(1)
		expect(await countHistory(database.db, userId)).toBe(1)
		expect((await listFavorites(database.db, { userId, locale: 'ar' })).items.map((item) => item.title)).toEqual(['منتج 4'])
		expect(await syncDevice(database.db, userId, payload)).toEqual({ favorites: 0, history: 1 })
		expect(await countFavorites(database.db, userId)).toBe(1)
	})

	test('the payload schema refuses malformed ids and lists longer than a device keeps', () => {
		expect(DeviceSyncSchema.safeParse({ favorites: [{ productId: "x' or 1=1" }] }).success).toBe(false)
		expect(DeviceSyncSchema.safeParse({ history: [{ productId: 'abc', viewedAt: -5 }] }).success).toBe(false)
		const tooMany = Array.from({ length: 101 }, (_, index) => ({ productId: `p${index}` }))
		expect(DeviceSyncSchema.safeParse({ favorites: tooMany }).success).toBe(false)
		expect(DeviceSyncSchema.parse({})).toEqual({ favorites: [], history: [] })
	})
})
