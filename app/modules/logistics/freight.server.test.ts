import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as schema from '#app/db/schema/index.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { freightEstimate } from './freight.server.ts'
import { estimateSeaFreight } from './freight.ts'

let database: TestDatabase
let categoryId: string

async function insertProduct(values: Partial<typeof schema.products.$inferInsert> = {}) {
	const [row] = await database.db
		.insert(schema.products)
		.values({
			categoryId,
			code: `FR-${Math.random().toString(36).slice(2, 8)}`,
			originalTitle: '椅子',
			price: 20_000,
			minPrice: 20_000,
			maxPrice: 20_000,
			weightGrams: 4_000,
			volumeCm3: 50_000,
			...values,
		})
		.returning({ id: schema.products.id })
	return row!.id
}

beforeAll(async () => {
	database = await createTestDatabase()
	const [category] = await database.db.insert(schema.categories).values({ slug: 'furniture' }).returning({ id: schema.categories.id })
	categoryId = category!.id
})

afterAll(async () => {
	await database?.close()
})

describe('freightEstimate', () => {
	test('has no dinar figure until staff enter a USD → IQD rate', async () => {
		const id = await insertProduct()
		const quote = await freightEstimate(database.db, { productId: id, quantity: 10 })
		expect(quote).toEqual({ inputs: { weightGrams: 4_000, volumeCm3: 50_000, usdToIqd: null }, estimate: null })
	})

	test('converts with the latest rate in force', async () => {
		const id = await insertProduct()
		const day = 86_400_000
		await database.db.insert(schema.exchangeRates).values([
			{ baseCurrency: 'USD', quoteCurrency: 'IQD', rate: 1300, effectiveAt: new Date(Date.now() - 2 * day) },
			{ baseCurrency: 'USD', quoteCurrency: 'IQD', rate: 1320, effectiveAt: new Date(Date.now() - day) },
			{ baseCurrency: 'USD', quoteCurrency: 'IQD', rate: 9999, effectiveAt: new Date(Date.now() + day) },
		])
		const quote = await freightEstimate(database.db, { productId: id, quantity: 10 })
		expect(quote!.inputs.usdToIqd).toBe(1320)
		expect(quote!.estimate).toEqual(estimateSeaFreight({ weightGrams: 4_000, volumeCm3: 50_000, quantity: 10, usdToIqd: 1320 }))
		// 0.5 CBM: 75 USD sea + 12.50 + 1.50 China side = 89 USD × 1320 = 117,480 → 117,500 IQD.
		expect(quote!.estimate!.iqd).toBe(117_500)
	})

	test('is null for an unknown or archived product, and has no figure for an unmeasured one', async () => {
		expect(await freightEstimate(database.db, { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 })).toBeNull()
		const archived = await insertProduct()
		await database.db.update(schema.products).set({ status: 'archived' }).where(eq(schema.products.id, archived))
		expect(await freightEstimate(database.db, { productId: archived, quantity: 1 })).toBeNull()
		const unmeasured = await insertProduct({ weightGrams: null, volumeCm3: null })
		expect((await freightEstimate(database.db, { productId: unmeasured, quantity: 1 }))!.estimate).toBeNull()
	})
})
