import { asc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as schema from '#app/db/schema/index.ts'
import { seedDemoShop } from '#app/db/seed.server.ts'
import { createMemoryStorage } from '#app/providers/storage/index.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { backfillImageDescriptors } from './photo-search.server.ts'
import { PhotoUploadError, prepareSearchPhoto, saveSearchPhoto, SEARCH_PHOTO_MAX_SIDE, searchWithStoredPhoto } from './photo-upload.server.ts'
import { SEARCH_PHOTO_MAX_BYTES, searchPhotoKey, sourcingRequestPath } from './photo-upload.ts'

async function photo(format: 'png' | 'jpeg' | 'gif' | 'webp' | 'avif', width = 1600, height = 1200) {
	const picture = sharp({ create: { width, height, channels: 3, background: '#c0392b' } }).composite([
		{ input: { create: { width: Math.round(width / 3), height: Math.round(height / 3), channels: 3, background: '#f4d03f' } }, top: 10, left: 10 },
	])
	return new Uint8Array(await picture.toFormat(format).toBuffer())
}

async function refusal(bytes: Uint8Array) {
	try {
		await prepareSearchPhoto(bytes)
	} catch (error) {
		if (error instanceof PhotoUploadError) return { messageId: error.messageId, status: error.status }
		throw error
	}
	throw new Error('the photo was accepted')
}

describe('prepareSearchPhoto', () => {
	test.each(['jpeg', 'png', 'webp', 'gif', 'avif'] as const)('a %s becomes a JPEG no larger than 1080 px', async (format) => {
		const { jpeg, descriptor } = await prepareSearchPhoto(await photo(format))
		const metadata = await sharp(jpeg).metadata()
		expect(metadata.format).toBe('jpeg')
		expect(Math.max(metadata.width!, metadata.height!)).toBe(SEARCH_PHOTO_MAX_SIDE)
		expect(typeof descriptor.dhash).toBe('bigint')
	})

	test('a small photo is not enlarged', async () => {
		const metadata = await sharp((await prepareSearchPhoto(await photo('png', 400, 300))).jpeg).metadata()
		expect(metadata).toMatchObject({ width: 400, height: 300 })
	})

	test('the camera orientation is applied and the metadata (GPS, owner) dropped', async () => {
		const jpeg = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#2e86c1' } })
			.jpeg()
			.withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
			.toBuffer()
		const output = (await prepareSearchPhoto(new Uint8Array(jpeg))).jpeg
		const metadata = await sharp(output).metadata()
		expect(metadata).toMatchObject({ width: 300, height: 900 })
		expect(metadata.exif).toBeUndefined()
		expect(Buffer.from(output).includes('secret-camera-owner')).toBe(false)
	})

	test('a text file named .jpg is refused as not a photo', async () => {
		const text = new TextEncoder().encode('these are words, not a picture, whatever the name says\n'.repeat(40))
		expect(await refusal(text)).toEqual({ messageId: 'photoSearch.error.notImage', status: 400 })
	})

	test('an SVG or PDF is refused', async () => {
		const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>')
		expect(await refusal(svg)).toEqual({ messageId: 'photoSearch.error.notImage', status: 400 })
		const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')
		expect(await refusal(pdf)).toEqual({ messageId: 'photoSearch.error.notImage', status: 400 })
	})

	test('a HEIC photo sharp cannot decode gets its own message', async () => {
		const heic = new Uint8Array(64)
		heic.set([0, 0, 0, 24], 0)
		heic.set(new TextEncoder().encode('ftypheic'), 4)
		heic.set(new TextEncoder().encode('mif1heic'), 16)
		expect(await refusal(heic)).toEqual({ messageId: 'photoSearch.error.heic', status: 400 })
	})

	test('a damaged picture is refused as unreadable', async () => {
		const jpeg = await photo('jpeg')
		expect(await refusal(jpeg.slice(0, 200))).toEqual({ messageId: 'photoSearch.error.unreadable', status: 400 })
	})

	test('an empty file asks for a photo, one over 10 MB is too large', async () => {
		expect(await refusal(new Uint8Array())).toEqual({ messageId: 'photoSearch.error.required', status: 400 })
		const big = new Uint8Array(SEARCH_PHOTO_MAX_BYTES + 1)
		big.set(await photo('png', 64, 64))
		expect(await refusal(big)).toEqual({ messageId: 'photoSearch.error.tooLarge', status: 413 })
	})
})

describe('stored search photos', () => {
	let database: TestDatabase
	const storage = createMemoryStorage()

	beforeAll(async () => {
		database = await createTestDatabase()
		await seedDemoShop(database.db, { storage, productCount: 12 })
		await backfillImageDescriptors(database.db, storage)
	})

	afterAll(async () => {
		await database?.close()
	})

	test("a buyer's copy of a product picture is stored under a random id and finds the product", async () => {
		const [product] = await database.db
			.select({ id: schema.products.id, key: schema.productImages.storageKey })
			.from(schema.products)
			.innerJoin(schema.productImages, eq(schema.productImages.productId, schema.products.id))
			.orderBy(asc(schema.products.code))
			.limit(1)
		const file = await storage.get(product!.key)
		const picture = await sharp(Buffer.from(await new Response(file!.body).arrayBuffer()))
			.resize(900)
			.jpeg({ quality: 70 })
			.toBuffer()

		const { jpeg } = await prepareSearchPhoto(new Uint8Array(picture))
		const photoId = await saveSearchPhoto(storage, jpeg)
		expect(photoId).toMatch(/^[0-9a-f]{32}$/)
		expect(storage.keys()).toContain(searchPhotoKey(photoId))
		expect(sourcingRequestPath(photoId)).toBe(`/pages/chat-room/index?inquiryPhoto=${photoId}`)

		const search = await searchWithStoredPhoto(database.db, storage, { photoId, locale: 'ar' })
		expect(search?.photoUrl).toBe(`/media/search/${photoId}.jpg`)
		expect(search?.matches[0]?.id).toBe(product!.id)
	})

	test('a plain photo with nothing in it finds nothing', async () => {
		const wall = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d9d2c5' } })
			.jpeg()
			.toBuffer()
		const photoId = await saveSearchPhoto(storage, (await prepareSearchPhoto(new Uint8Array(wall))).jpeg)
		expect(await searchWithStoredPhoto(database.db, storage, { photoId, locale: 'en' })).toMatchObject({ matches: [] })
	})

	test.each([
		['unknown', '0123456789abcdef0123456789abcdef'],
		['too short', 'abc123'],
		['upper case', '0123456789ABCDEF0123456789ABCDEF'],
		['a path', '../products/0123456789abcdef0123456789abcdef'],
		['a full key', 'search/0123456789abcdef0123456789abcdef.jpg'],
	])('an %s photo id is not found', async (_name, photoId) => {
		expect(await searchWithStoredPhoto(database.db, storage, { photoId, locale: 'en' })).toBeNull()
	})
})
