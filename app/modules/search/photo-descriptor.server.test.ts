import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { productPictureSvg, renderWebp } from '#app/db/seed/pictures.server.ts'
import { describeImage, differenceHash, hammingDistance } from './photo-descriptor.server.ts'
import { PHOTO_MATCH_MAX_DISTANCE, PHOTO_MIN_DETAIL } from './photo-search.server.ts'

/** A demo-shop product picture (600×600 WebP), as the seed draws it. */
async function picture(drawing: 'kettle' | 'tshirt' | 'sneaker' | 'teddy', colour: string, hue: number) {
	return Buffer.from((await renderWebp(productPictureSvg({ drawing, colour, hue, label: 'KT-2204' }))).bytes)
}

async function distance(a: Uint8Array, b: Uint8Array) {
	const [first, second] = await Promise.all([describeImage(a), describeImage(b)])
	return hammingDistance(first.dhash, second.dhash)
}

describe('differenceHash', () => {
	test('sets a bit where a cell is clearly brighter than the next one in its row', () => {
		const cells = new Array<number>(72).fill(100)
		cells[0] = 200 // first row: cell 0 brighter than cell 1 → the highest bit
		cells[71] = 0 // last row: cell 7 brighter than cell 8 → the lowest bit
		const { dhash, detail } = differenceHash(cells)
		expect(BigInt.asUintN(64, dhash)).toBe((1n << 63n) | 1n)
		expect(dhash).toBeLessThan(0n) // stored as a signed bigint, as PostgreSQL holds it
		expect(detail).toBe(2)
	})

	test('treats nearly equal neighbours as flat', () => {
		const cells = Array.from({ length: 72 }, (_, index) => 100 + (index % 2))
		expect(differenceHash(cells)).toEqual({ dhash: 0n, detail: 0 })
	})
})

test('hammingDistance counts differing bits over all 64, sign included', () => {
	expect(hammingDistance(0n, 0n)).toBe(0)
	expect(hammingDistance(0n, -1n)).toBe(64)
	expect(hammingDistance(-1n, 1n)).toBe(63)
	expect(hammingDistance(0b1011n, 0b0110n)).toBe(3)
})

describe('describeImage', () => {
	test('the same picture re-encoded, resized or lightly cropped stays close', async () => {
		const original = await picture('kettle', '#c0392b', 30)
		const copies = await Promise.all([
			sharp(original).jpeg({ quality: 40 }).toBuffer(),
			sharp(original).resize(300).png().toBuffer(),
			sharp(original).resize(1080).jpeg({ quality: 70 }).toBuffer(),
			sharp(original).extract({ left: 15, top: 15, width: 570, height: 570 }).jpeg({ quality: 60 }).toBuffer(),
			sharp(original).modulate({ brightness: 1.05 }).webp({ quality: 50 }).toBuffer(),
		])
		const distances = await Promise.all(copies.map((copy) => distance(original, copy)))
		for (const value of distances.slice(0, 3)) expect(value).toBeLessThanOrEqual(3)
		for (const value of distances) expect(value).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE)
	})

	test('a photo taken sideways (EXIF orientation) is described upright', async () => {
		const original = await picture('teddy', '#8e5a2b', 200)
		// The camera stored the pixels turned a quarter and wrote "rotate 90°" in the EXIF data.
		const sideways = await sharp(original).rotate(-90).jpeg().withMetadata({ orientation: 6 }).toBuffer()
		expect(await distance(original, sideways)).toBeLessThanOrEqual(3)
	})

	test('different subjects are not similar', async () => {
		const [kettle, tshirt, sneaker] = await Promise.all([
			picture('kettle', '#c0392b', 30),
			picture('tshirt', '#2e86c1', 200),
			picture('sneaker', '#27ae60', 120),
		])
		expect(await distance(kettle, tshirt)).toBeGreaterThan(PHOTO_MATCH_MAX_DISTANCE)
		expect(await distance(kettle, sneaker)).toBeGreaterThan(PHOTO_MATCH_MAX_DISTANCE)
		expect(await distance(tshirt, sneaker)).toBeGreaterThan(PHOTO_MATCH_MAX_DISTANCE)
	})

	test('a plain wall has no detail to compare, a product picture has plenty', async () => {
		const wall = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d9d2c5' } })
			.jpeg()
			.toBuffer()
		expect((await describeImage(wall)).detail).toBeLessThan(PHOTO_MIN_DETAIL)
		expect((await describeImage(await picture('sneaker', '#27ae60', 120))).detail).toBeGreaterThanOrEqual(PHOTO_MIN_DETAIL)
	})

	test('transparent PNGs are described on white', async () => {
		const png = await sharp(await picture('tshirt', '#2e86c1', 200))
			.ensureAlpha(1)
			.png()
			.toBuffer()
		const onWhite = await sharp(png).flatten({ background: '#ffffff' }).jpeg().toBuffer()
		expect(await distance(png, onWhite)).toBeLessThanOrEqual(3)
	})

	test('bytes that are not a picture are refused', async () => {
		await expect(describeImage(new TextEncoder().encode('not a picture'))).rejects.toThrow()
	})
})
