import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { pickupStoreTexts, regions, regionTexts } from '#app/db/schema/index.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { IRAQ, PICKUP_STORES } from './regions-data.ts'
import { listPickupStores, listRegions, seedRegions } from './regions.server.ts'

let database: TestDatabase

beforeAll(async () => {
	database = await createTestDatabase()
	await seedRegions(database.db)
}, 60_000)

afterAll(async () => {
	await database?.close()
})

const cityCount = IRAQ.provinces.reduce((total, province) => total + province.cities.length, 0)

test('getByParentId walks Iraq → Baghdad → its districts, in the buyer’s language', async () => {
	const { db } = database
	const countries = await listRegions(db, { parentId: null, locale: 'ar' })
	expect(countries).toEqual([expect.objectContaining({ code: 'IQ', level: 'country', name: 'العراق' })])
	const iraq = countries[0]!

	const provinces = await listRegions(db, { parentId: iraq.id, locale: 'en' })
	expect(provinces).toHaveLength(19)
	expect(provinces.map((province) => province.name)).toEqual(IRAQ.provinces.map((province) => province.names.en))
	const baghdad = provinces.find((province) => province.code === 'IQ-BG')!

	const districts = await listRegions(db, { parentId: baghdad.id, locale: 'ckb' })
	expect(districts.map((district) => district.name)).toContain('کەرخ')
	expect(districts.every((district) => district.level === 'city')).toBe(true)

	const chinese = await listRegions(db, { parentId: iraq.id, locale: 'zh' })
	expect(chinese.find((province) => province.code === 'IQ-AR')?.name).toBe('埃尔比勒')
})

test('an unknown parent has no children', async () => {
	expect(await listRegions(database.db, { parentId: 'no-such-region', locale: 'ar' })).toEqual([])
})

test('a missing translation falls back to English', async () => {
	const { db } = database
	const [halabja] = await db.select().from(regions).where(eq(regions.code, 'IQ-HA'))
	await db.delete(regionTexts).where(eq(regionTexts.regionId, halabja!.id))
	await db.insert(regionTexts).values({ regionId: halabja!.id, locale: 'en', name: 'Halabja' })
	const [iraq] = await listRegions(db, { parentId: null, locale: 'zh' })
	const provinces = await listRegions(db, { parentId: iraq!.id, locale: 'zh' })
	expect(provinces.find((province) => province.code === 'IQ-HA')?.name).toBe('Halabja')
	// Seeding again puts the names back.
	await seedRegions(db)
	const again = await listRegions(db, { parentId: iraq!.id, locale: 'zh' })
	expect(again.find((province) => province.code === 'IQ-HA')?.name).toBe('哈莱卜杰')
})

test('seeding twice changes nothing and keeps the ids', async () => {
	const { db } = database
	const before = await db.select({ id: regions.id, code: regions.code, updatedAt: regions.updatedAt }).from(regions)
	const result = await seedRegions(db)
	expect(result).toEqual({ regions: 1 + 19 + cityCount, stores: PICKUP_STORES.length })
	const after = await db.select({ id: regions.id, code: regions.code, updatedAt: regions.updatedAt }).from(regions)
	expect(after).toHaveLength(before.length)
	expect(new Map(after.map((row) => [row.code, row]))).toEqual(new Map(before.map((row) => [row.code, row])))
	const [texts] = await db.select({ total: count() }).from(regionTexts)
	expect(texts?.total).toBe((1 + 19 + cityCount) * 4)
	const [storeTexts] = await db.select({ total: count() }).from(pickupStoreTexts)
	expect(storeTexts?.total).toBe(PICKUP_STORES.length * 4)
})

test('pickup stores are listed with their address and hours in the buyer’s language', async () => {
	const stores = await listPickupStores(database.db, 'en')
	expect(stores.map((store) => store.code)).toEqual(PICKUP_STORES.map((store) => store.code))
	expect(stores[0]).toMatchObject({ name: 'Dijla – Shorja branch', hours: 'Saturday to Thursday, 9:00–21:00', active: true })
	const arabic = await listPickupStores(database.db, 'ar')
	expect(arabic.find((store) => store.code === 'EBL-100M')?.address).toContain('أربيل')
})
