import { verify } from '@node-rs/argon2'
import { count, eq, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMemoryStorage } from '#app/providers/storage/index.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { queryRows } from './client.server.ts'
import * as schema from './schema/index.ts'
import { DEMO_BUYER, DEMO_STAFF, type DemoShopResult, roundToDinarStep, seedDemoShop } from './seed.server.ts'

const PRODUCT_COUNT = 40

let database: TestDatabase
let storage: ReturnType<typeof createMemoryStorage>
let first: DemoShopResult

async function tableCounts() {
	const tables = {
		categories: schema.categories,
		categoryTexts: schema.categoryTexts,
		products: schema.products,
		productTexts: schema.productTexts,
		productImages: schema.productImages,
		skus: schema.skus,
		skuAttributes: schema.skuAttributes,
		attributes: schema.attributes,
		attributeValues: schema.attributeValues,
		banners: schema.banners,
		hotWords: schema.hotWords,
		exchangeRates: schema.exchangeRates,
		users: schema.users,
		seedRuns: schema.seedRuns,
	}
	const entries = await Promise.all(
		Object.entries(tables).map(async ([name, table]) => {
			const [row] = await database.db.select({ value: count() }).from(table)
			return [name, row?.value ?? 0] as const
		}),
	)
	return Object.fromEntries(entries)
}

beforeAll(async () => {
	database = await createTestDatabase()
	storage = createMemoryStorage()
	first = await seedDemoShop(database.db, { storage, productCount: PRODUCT_COUNT })
})

afterAll(async () => {
	await database?.close()
})

describe('seedDemoShop', () => {
	test('creates a shop with every category, the requested products and their pictures', async () => {
		expect(first.created).toBe(true)
		expect(first.counts.products).toBe(PRODUCT_COUNT)
		const counts = await tableCounts()
		expect(counts.categories).toBeGreaterThanOrEqual(8)
		expect(counts.products).toBe(PRODUCT_COUNT)
		expect(counts.banners).toBeGreaterThanOrEqual(3)
		expect(counts.exchangeRates).toBe(1)
		expect(counts.users).toBe(2)

		const emptyCategories = await queryRows(
			database.db,
			sql`select c.slug from ${schema.categories} c where not exists (select 1 from ${schema.products} p where p.category_id = c.id)`,
		)
		expect(emptyCategories).toEqual([])
	})

	test('a second run changes nothing', async () => {
		const before = await tableCounts()
		const filesBefore = storage.size
		const second = await seedDemoShop(database.db, { storage, productCount: PRODUCT_COUNT })
		expect(second.created).toBe(false)
		expect(second.staff).toEqual(first.staff)
		expect(await tableCounts()).toEqual(before)
		expect(storage.size).toBe(filesBefore)
	})

	test('every picture the catalogue points at is a stored WebP', async () => {
		const keys = [
			...(await database.db.select({ key: schema.productImages.storageKey }).from(schema.productImages)),
			...(await database.db.select({ key: schema.skus.imageKey }).from(schema.skus).where(isNotNull(schema.skus.imageKey))),
			...(await database.db.select({ key: schema.banners.imageKey }).from(schema.banners)),
			...(await database.db.select({ key: schema.categories.iconKey }).from(schema.categories)),
		].map((row) => row.key as string)
		expect(keys.length).toBeGreaterThan(PRODUCT_COUNT)
		for (const key of new Set(keys)) {
			const file = await storage.get(key)
			expect(file, key).not.toBeNull()
			expect(file!.contentType).toBe('image/webp')
			const bytes = new Uint8Array(await new Response(file!.body).arrayBuffer())
			expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP')
		}
		// Distinct per product: no two products share a picture.
		const images = await database.db.select({ key: schema.productImages.storageKey }).from(schema.productImages)
		expect(new Set(images.map((image) => image.key)).size).toBe(images.length)
	})

	test('prices are whole dinars in steps of 250, promotions below the list price', async () => {
		const rows = await database.db.select().from(schema.skus)
		expect(rows.length).toBeGreaterThan(PRODUCT_COUNT)
		for (const sku of rows) {
			expect(sku.price % 250).toBe(0)
			if (sku.promotionPrice !== null) {
				expect(sku.promotionPrice % 250).toBe(0)
				expect(sku.promotionPrice).toBeLessThan(sku.price)
			}
		}
		expect(rows.some((sku) => sku.promotionPrice !== null)).toBe(true)
		expect(rows.some((sku) => sku.stock === 0)).toBe(true)
		const products = await database.db.select().from(schema.products)
		expect(products.some((product) => product.sold >= 10_000)).toBe(true)
		for (const product of products) {
			expect(product.minPrice).toBeLessThanOrEqual(product.maxPrice)
			expect(product.minOrderQty).toBeGreaterThanOrEqual(1)
			expect(product.weightGrams).toBeGreaterThan(0)
		}
	})

	test('titles exist in Arabic, English and Chinese for every product, Kurdish for nearly all', async () => {
		const rows = await database.db
			.select({ locale: schema.productTexts.locale, value: count() })
			.from(schema.productTexts)
			.groupBy(schema.productTexts.locale)
		const perLocale = Object.fromEntries(rows.map((row) => [row.locale, row.value]))
		expect(perLocale.ar).toBe(PRODUCT_COUNT)
		expect(perLocale.en).toBe(PRODUCT_COUNT)
		expect(perLocale.zh).toBe(PRODUCT_COUNT)
		// Every product in Kurdish too: a Kurdish category page shows no English titles (issue 17).
		expect(perLocale.ckb).toBe(PRODUCT_COUNT)
		const [weight] = await database.db
			.select({ parameters: schema.productTexts.parameters })
			.from(schema.productTexts)
			.where(eq(schema.productTexts.locale, 'ar'))
			.limit(1)
		// The specification table writes its numbers in the language's digits ("٦٦٩ غرام", not "669 غرام").
		expect(
			weight!.parameters
				.filter((parameter) => parameter.name !== 'الموديل')
				.map((parameter) => parameter.value)
				.join(' '),
		).not.toMatch(/[0-9]/)
		const [kurdish] = await database.db
			.select({ title: schema.productTexts.title })
			.from(schema.productTexts)
			.where(eq(schema.productTexts.locale, 'ckb'))
			.limit(1)
		expect(kurdish?.title).toMatch(/[\u0600-\u06FF]/)
	})

	test('every SKU has a colour, with names and values translated', async () => {
		const [row] = await queryRows<{ missing: number }>(
			database.db,
			sql`
			select count(*)::int as missing from ${schema.skus} s
			where not exists (
				select 1 from ${schema.skuAttributes} sa join ${schema.attributes} a on a.id = sa.attribute_id
				where sa.sku_id = s.id and a.key = 'colour'
			)`,
		)
		expect(Number(row?.missing)).toBe(0)
		const names = await database.db.select().from(schema.attributeTexts)
		expect(names.find((row) => row.locale === 'ckb' && row.name === 'ڕەنگ')).toBeTruthy()
	})

	test('the staff and demo buyer can sign in with the printed passwords (argon2id)', async () => {
		const [staff] = await database.db.select().from(schema.users).where(eq(schema.users.username, DEMO_STAFF.username))
		const [buyer] = await database.db.select().from(schema.users).where(eq(schema.users.phone, DEMO_BUYER.phone))
		expect(staff?.role).toBe('staff')
		expect(buyer?.role).toBe('buyer')
		expect(buyer?.email).toBe('buyer@dijla.test')
		expect(staff?.passwordHash).toMatch(/^\$argon2id\$/)
		expect(await verify(staff!.passwordHash!, first.staff.password)).toBe(true)
		expect(await verify(buyer!.passwordHash!, first.buyer.password)).toBe(true)
		expect(await verify(buyer!.passwordHash!, 'wrong-password-1')).toBe(false)
	})
})

test('the relational query API sees the schema', async () => {
	const product = await database.db.query.products.findFirst({
		with: { texts: true, images: true, skus: { with: { attributes: { with: { value: true } } } } },
	})
	expect(product?.texts.length).toBeGreaterThanOrEqual(3)
	expect(product?.skus[0]?.attributes[0]?.value.key).toBeTruthy()
})

test('roundToDinarStep rounds to the nearest 250 and never below 250', () => {
	expect(roundToDinarStep(12_374)).toBe(12_250)
	expect(roundToDinarStep(12_375)).toBe(12_500)
	expect(roundToDinarStep(10)).toBe(250)
})
