import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as schema from '#app/db/schema/index.ts'
import { DEMO_USD_TO_IQD, seedDemoShop } from '#app/db/seed.server.ts'
import { HOME_TAGS } from '#app/db/seed/vocabulary.ts'
import { createMemoryStorage } from '#app/providers/storage/index.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { getUsdToIqdRate, usdCentsToIqd } from './exchange-rate.server.ts'
import { HOME_TAG_PRODUCTS, listHomeTags } from './home-tags.server.ts'

let database: TestDatabase

beforeAll(async () => {
	database = await createTestDatabase()
	await seedDemoShop(database.db, { storage: createMemoryStorage(), productCount: 40 })
})

afterAll(async () => {
	await database?.close()
})

describe('listHomeTags', () => {
	test('shows every demo shelf in order, named in the buyer language, with its products', async () => {
		const tags = await listHomeTags(database.db, 'ckb')
		expect(tags.map((tag) => tag.name)).toEqual(HOME_TAGS.map((tag) => tag.texts.ckb))
		for (const tag of tags) {
			expect(tag.products.length).toBeGreaterThan(0)
			expect(tag.products.length).toBeLessThanOrEqual(HOME_TAG_PRODUCTS)
		}
	})

	test('best sellers are in the order staff (the seed) chose: most sold first', async () => {
		const [bestSellers] = await listHomeTags(database.db, 'en')
		const sold = bestSellers!.products.map((product) => product.sold)
		expect(sold).toEqual([...sold].sort((a, b) => b - a))
	})

	test('an archived product leaves the shelf, and an inactive shelf disappears', async () => {
		const [first] = await listHomeTags(database.db, 'en')
		const archived = first!.products[0]!
		await database.db.update(schema.products).set({ status: 'archived' }).where(eq(schema.products.id, archived.id))
		const [after] = await listHomeTags(database.db, 'en')
		expect(after!.products.map((product) => product.id)).not.toContain(archived.id)

		await database.db.update(schema.productTags).set({ active: false }).where(eq(schema.productTags.id, first!.id))
		const tags = await listHomeTags(database.db, 'en')
		expect(tags.map((tag) => tag.id)).not.toContain(first!.id)
	})
})

describe('getUsdToIqdRate', () => {
	test('reads the latest rate in force, ignoring one that starts tomorrow', async () => {
		expect((await getUsdToIqdRate(database.db))?.rate).toBe(DEMO_USD_TO_IQD)
		const tomorrow = new Date(Date.now() + 86_400_000)
		await database.db.insert(schema.exchangeRates).values({ baseCurrency: 'USD', quoteCurrency: 'IQD', rate: 1500, effectiveAt: tomorrow })
		expect((await getUsdToIqdRate(database.db))?.rate).toBe(DEMO_USD_TO_IQD)
		expect((await getUsdToIqdRate(database.db, new Date(tomorrow.getTime() + 1)))?.rate).toBe(1500)
	})

	test('converts dollar fees up to the next whole dinar', () => {
		expect(usdCentsToIqd(250, 1310)).toBe(3275)
		expect(usdCentsToIqd(1, 1310)).toBe(14)
	})
})
