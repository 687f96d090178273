import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { users } from '#app/db/schema/index.ts'
import { createMemoryStorage } from '#app/providers/storage/index.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { discardRequestBody } from '#app/utils/request-body.server.ts'
import { AVATAR_SIZE, AvatarError, processAvatar, saveAvatar } from './avatar.server.ts'
import { AVATAR_MAX_BYTES } from './profile.ts'

async function image(format: 'png' | 'jpeg' | 'gif' | 'webp', width = 1200, height = 800) {
	const picture = sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
	return new Uint8Array(await picture.toFormat(format).toBuffer())
}

async function refusal(bytes: Uint8Array) {
	try {
		await processAvatar(bytes)
	} catch (error) {
		if (error instanceof AvatarError) return { messageId: error.messageId, status: error.status }
		throw error
	}
	throw new Error('the picture was accepted')
}

describe('processAvatar', () => {
	test('a PNG becomes a 600x600 WebP', async () => {
		const output = await processAvatar(await image('png'))
		const metadata = await sharp(output).metadata()
		expect(metadata).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE })
	})

	test.each(['jpeg', 'gif', 'webp'] as const)('a %s is accepted', async (format) => {
		const metadata = await sharp(await processAvatar(await image(format, 300, 900))).metadata()
		expect(metadata).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE })
	})

	test('the EXIF orientation is applied and the metadata dropped', async () => {
		// A landscape photo the camera marked "rotate 90°": it must come out portrait-cropped, without EXIF.
		const jpeg = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#2e86c1' } })
			.jpeg()
			.withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
			.toBuffer()
		expect((await sharp(jpeg).metadata()).orientation).toBe(6)
		const output = await processAvatar(new Uint8Array(jpeg))
		const metadata = await sharp(output).metadata()
		expect(metadata.exif).toBeUndefined()
		expect(metadata.orientation).toBeUndefined()
		expect(Buffer.from(output).includes('secret-camera-owner')).toBe(false)
	})

	test('a text file named .png is refused', async () => {
		const text = new TextEncoder().encode('not a picture at all, just words pretending to be a photo.png\n'.repeat(20))
		expect(await refusal(text)).toEqual({ messageId: 'profile.avatar.unsupported', status: 400 })
	})

	test('an SVG or PDF is refused', async () => {
		const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>')
		expect(await refusal(svg)).toMatchObject({ messageId: 'profile.avatar.unsupported' })
		const pdf = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')
		expect(await refusal(pdf)).toMatchObject({ messageId: 'profile.avatar.unsupported' })
	})

	test('an iPhone HEIC photo is refused with its own message', async () => {
		// The start of a HEIC file: an ftyp box with the heic brand.
		const heic = new Uint8Array(64)
		heic.set([0, 0, 0, 24], 0)
		heic.set(new TextEncoder().encode('ftypheic'), 4)
		heic.set(new TextEncoder().encode('mif1heic'), 16)
		expect(await refusal(heic)).toEqual({ messageId: 'profile.avatar.heic', status: 400 })
	})

	test('a 6 MB file is refused as too large', async () => {
		const png = await image('png', 64, 64)
		const big = new Uint8Array(6 * 1024 * 1024)
		big.set(png)
		expect(await refusal(big)).toEqual({ messageId: 'profile.avatar.tooLarge', status: 413 })
	})

	test('exactly 5 MB is still allowed by size', async () => {
		const png = await image('png', 64, 64)
		const padded = new Uint8Array(AVATAR_MAX_BYTES)
		padded.set(png)
		// Trailing bytes after IEND are ignored by decoders: the size rule alone decides.
		const metadata = await sharp(await processAvatar(padded)).metadata()
		expect(metadata.format).toBe('webp')
	})

	test('a truncated picture is refused, not a 500', async () => {
		const png = await image('png', 400, 400)
		expect(await refusal(png.slice(0, 200))).toEqual({ messageId: 'profile.avatar.unreadable', status: 400 })
	})

	test('an empty file is refused', async () => {
		expect(await refusal(new Uint8Array())).toEqual({ messageId: 'profile.avatar.required', status: 400 })
	})
})

describe('saveAvatar', () => {
	let database: TestDatabase

	beforeAll(async () => {
		database = await createTestDatabase()
	}, 60_000)

	afterAll(async () => {
		await database?.close()
	})

	test('stores the picture under a random key and deletes the one it replaces', async () => {
		const { db } = database
		const [user] = await db.insert(users).values({ phone: '+9647711111111' }).returning()
		if (!user) throw new Error('no user')
		const storage = createMemoryStorage()
		const first = await saveAvatar(db, storage, user.id, await processAvatar(await image('png')))
		expect(first).toMatch(/^avatars\/[0-9a-f]{32}\.webp$/)
		const second = await saveAvatar(db, storage, user.id, await processAvatar(await image('jpeg')))
		expect(second).not.toBe(first)
		expect(storage.keys()).toEqual([second])
		const [row] = await db.select({ avatarKey: users.avatarKey }).from(users).where(eq(users.id, user.id))
		expect(row?.avatarKey).toBe(second)
	})

	test('an unknown user leaves no file behind', async () => {
		const storage = createMemoryStorage()
		await expect(saveAvatar(database.db, storage, 'no-such-user', await processAvatar(await image('png')))).rejects.toThrow()
		expect(storage.size).toBe(0)
	})
})

describe('discardRequestBody', () => {
	function uploadOf(chunks: number, chunkSize: number) {
		let sent = 0
		const body = new ReadableStream<Uint8Array>({
			pull(controller) {
				if (sent === chunks) return controller.close()
				sent += 1
				controller.enqueue(new Uint8Array(chunkSize))
			},
		})
		const request = new Request('http://dijla.test/pages/my-info/index', { method: 'POST', body, duplex: 'half' } as RequestInit)
		return { request, sentChunks: () => sent }
	}

	test('reads the rest of a refused upload after the parser stopped part-way', async () => {
		const { request, sentChunks } = uploadOf(10, 1024)
		const reader = request.body!.getReader()
		await reader.read()
		reader.releaseLock()
		expect(await discardRequestBody(request)).toBe(true)
		expect(sentChunks()).toBe(10)
	})

	test('gives up past its limit', async () => {
		const { request, sentChunks } = uploadOf(100, 1024)
		expect(await discardRequestBody(request, 10 * 1024)).toBe(false)
		expect(sentChunks()).toBeLessThan(100)
	})
})
