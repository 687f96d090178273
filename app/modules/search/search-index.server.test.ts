import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { queryRows } from '#app/db/client.server.ts'
import * as schema from '#app/db/schema/index.ts'
import { seedDemoShop } from '#app/db/seed.server.ts'
import { createMemoryStorage } from '#app/providers/storage/index.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { ensureSearchDocuments, SEARCH_DOCUMENT_VERSION, SEARCH_DOCUMENTS_MARKER, tsvectorLiteral } from './search-index.server.ts'
import { searchProducts } from './search.server.ts'

let database: TestDatabase

beforeAll(async () => {
	database = await createTestDatabase()
	await seedDemoShop(database.db, { storage: createMemoryStorage(), productCount: 40 })
})

afterAll(async () => {
	await database?.close()
})

const documentCount = async () =>
	(await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from ${schema.productSearchDocuments}`))[0]?.n

test('builds every document once, then only what is missing or changed', async () => {
	expect(await ensureSearchDocuments(database.db)).toEqual({ rebuilt: 'all', documents: 40 })
	expect(await documentCount()).toBe(40)
	const [marker] = await database.db.select().from(schema.seedRuns).where(eq(schema.seedRuns.name, SEARCH_DOCUMENTS_MARKER))
	expect(marker?.version).toBe(SEARCH_DOCUMENT_VERSION)

	expect(await ensureSearchDocuments(database.db)).toEqual({ rebuilt: 'none', documents: 0 })

	const [product] = await database.db.select().from(schema.products).limit(1)
	await database.db.delete(schema.productSearchDocuments).where(eq(schema.productSearchDocuments.productId, product!.id))
	expect(await ensureSearchDocuments(database.db)).toEqual({ rebuilt: 'stale', documents: 1 })
	expect(await documentCount()).toBe(40)
})

test('a document holds every title, the code and the SKU values in all four languages', async () => {
	const [product] = await database.db.select().from(schema.products).limit(1)
	const [document] = await database.db.select().from(schema.productSearchDocuments).where(eq(schema.productSearchDocuments.productId, product!.id))
	const words = document!.document.split(' ')
	expect(words).toContain(product!.code.split('-')[0]!.toLowerCase())
	const texts = await database.db.select().from(schema.productTexts).where(eq(schema.productTexts.productId, product!.id))
	for (const text of texts) {
		const result = await searchProducts(database.db, { locale: text.locale, keyword: text.title })
		expect(
			result.items.map((item) => item.id),
			text.title,
		).toContain(product!.id)
	}
})

test('the demo shop is found the way buyers type', async () => {
	await ensureSearchDocuments(database.db)
	for (const keyword of ['كوب', 'کووپ', 'mug', '马克杯', 'mugs', 'كوپ']) {
		const result = await searchProducts(database.db, { locale: 'ar', keyword })
		expect(result.items.length, keyword).toBeGreaterThan(0)
	}
})

test('tsvectorLiteral marks category words and quotes every lexeme', () => {
	expect(tsvectorLiteral(["o'k", 'kettle'], ['kitchen'])).toBe("'o''k' 'kettle' '#kitchen'")
})
