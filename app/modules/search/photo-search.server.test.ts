import { asc, eq, isNull, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '#app/db/client.server.ts'
import * as schema from '#app/db/schema/index.ts'
import { seedDemoShop } from '#app/db/seed.server.ts'
import { createMemoryStorage } from '#app/providers/storage/index.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { describeImage, hammingDistance } from './photo-descriptor.server.ts'
import { backfillImageDescriptors, describeAndStoreProductImage, PHOTO_MATCH_MAX_DISTANCE, searchByPhoto } from './photo-search.server.ts'

let database: TestDatabase
const storage = createMemoryStorage()

beforeAll(async () => {
	database = await createTestDatabase()
	await seedDemoShop(database.db, { storage, productCount: 40 })
})

afterAll(async () => {
	await database?.close()
})

async function storedBytes(key: string) {
	const file = await storage.get(key)
	if (!file) throw new Error(`no file ${key}`)
	return Buffer.from(await new Response(file.body).arrayBuffer())
}

/** The first picture of a demo product, with the product's English title. */
async function demoProduct(offset: number) {
	const [row] = await database.db
		.select({ productId: schema.products.id, key: schema.productImages.storageKey, title: schema.productTexts.title })
		.from(schema.products)
		.innerJoin(schema.productImages, eq(schema.productImages.productId, schema.products.id))
		.innerJoin(schema.productTexts, sql`${schema.productTexts.productId} = ${schema.products.id} and ${schema.productTexts.locale} = 'en'`)
		.orderBy(asc(schema.products.code), asc(schema.productImages.sort))
		.offset(offset)
		.limit(1)
	if (!row) throw new Error('the demo shop has no pictures')
	return row
}

describe('backfillImageDescriptors', () => {
	test('describes every seeded picture once, and a missing file is left for later', async () => {
		const [product] = await database.db.select({ id: schema.products.id }).from(schema.products).limit(1)
		const [orphan] = await database.db
			.insert(schema.productImages)
			.values({ productId: product!.id, storageKey: 'products/00000000000000000000000000000000.webp', sort: 99 })
			.returning({ id: schema.productImages.id })
		const pictures = await database.db.select({ id: schema.productImages.id }).from(schema.productImages)

		const first = await backfillImageDescriptors(database.db, storage, { batchSize: 25 })
		expect(first).toEqual({ described: pictures.length - 1, failed: 1 })
		const empty = await database.db.select({ id: schema.productImages.id }).from(schema.productImages).where(isNull(schema.productImages.dhash))
		expect(empty).toEqual([{ id: orphan!.id }])

		expect(await backfillImageDescriptors(database.db, storage)).toEqual({ described: 0, failed: 1 })
		await database.db.delete(schema.productImages).where(eq(schema.productImages.id, orphan!.id))
		expect(await backfillImageDescriptors(database.db, storage)).toEqual({ described: 0, failed: 0 })
	})
})

describe('searchByPhoto', () => {
	beforeAll(async () => {
		await backfillImageDescriptors(database.db, storage)
	})

	test("finds a product from a buyer's re-encoded, smaller copy of its picture", async () => {
		for (const offset of [0, 7, 19]) {
			const product = await demoProduct(offset)
			const photo = await sharp(await storedBytes(product.key))
				.resize(480)
				.jpeg({ quality: 55 })
				.toBuffer()
			const results = await searchByPhoto(database.db, { locale: 'en', dhash: (await describeImage(photo)).dhash })
			const found = results.find((result) => result.id === product.productId)
			expect(found, `product ${offset}`).toBeDefined()
			expect(found!.title).toBe(product.title)
			expect(found!.distance).toBeLessThanOrEqual(3)
			expect(results.indexOf(found!)).toBeLessThan(5)
		}
	})

	test('ranks by distance and keeps within the cut-off, each product once', async () => {
		const product = await demoProduct(3)
		const { dhash } = await describeImage(await storedBytes(product.key))
		const results = await searchByPhoto(database.db, { locale: 'ar', dhash })
		expect(results[0]).toMatchObject({ distance: 0 })
		const distances = results.map((result) => result.distance)
		expect(distances).toEqual([...distances].sort((a, b) => a - b))
		expect(Math.max(...distances)).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE)
		expect(new Set(results.map((result) => result.id)).size).toBe(results.length)
		expect(results[0]!.imageUrl).toMatch(/^\/media\/products\//)
		expect(await searchByPhoto(database.db, { locale: 'ar', dhash, limit: 1 })).toHaveLength(1)
	})

	test('an unrelated photo finds nothing', async () => {
		// Blurred noise: blotches of every colour, nothing like a product on a studio background.
		let seed = 7
		const pixels = Buffer.from(Array.from({ length: 640 * 480 * 3 }, () => (seed = (seed * 16807) % 2147483647) % 256))
		const noise = await sharp(pixels, { raw: { width: 640, height: 480, channels: 3 } })
			.blur(3)
			.jpeg()
			.toBuffer()
		expect(await searchByPhoto(database.db, { locale: 'en', dhash: (await describeImage(noise)).dhash })).toEqual([])
	})

	test('draft products are never shown', async () => {
		const product = await demoProduct(11)
		const { dhash } = await describeImage(await storedBytes(product.key))
		await database.db.update(schema.products).set({ status: 'draft' }).where(eq(schema.products.id, product.productId))
		try {
			const results = await searchByPhoto(database.db, { locale: 'en', dhash })
			expect(results.map((result) => result.id)).not.toContain(product.productId)
		} finally {
			await database.db.update(schema.products).set({ status: 'active' }).where(eq(schema.products.id, product.productId))
		}
	})
})

test('describeAndStoreProductImage stores the descriptor of a newly added picture', async () => {
	const product = await demoProduct(5)
	const bytes = await sharp(await storedBytes(product.key))
		.flop()
		.webp()
		.toBuffer()
	const [image] = await database.db
		.insert(schema.productImages)
		.values({ productId: product.productId, storageKey: 'products/11111111111111111111111111111111.webp', sort: 9 })
		.returning({ id: schema.productImages.id })
	const descriptor = await describeAndStoreProductImage(database.db, { imageId: image!.id, bytes })
	const [stored] = await database.db
		.select({ dhash: schema.productImages.dhash })
		.from(schema.productImages)
		.where(eq(schema.productImages.id, image!.id))
	expect(stored!.dhash).toBe(descriptor.dhash)
	const results = await searchByPhoto(database.db, { locale: 'en', dhash: descriptor.dhash })
	expect(results[0]).toMatchObject({ id: product.productId, distance: 0 })
})

test("the database's bit_count agrees with hammingDistance on signed 64-bit values", async () => {
	const pairs: Array<[bigint, bigint]> = [
		[0n, -1n],
		[-9223372036854775808n, 9223372036854775807n],
		[123456789012345678n, -987654321098765432n],
		[-1n, 1n],
	]
	for (const [a, b] of pairs) {
		const [row] = await queryRows<{ distance: number }>(
			database.db,
			sql`select bit_count((${a.toString()}::bigint # ${b.toString()}::bigint)::bit(64))::int as distance`,
		)
		expect(Number(row!.distance)).toBe(hammingDistance(a, b))
	}
})
