import { eq } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { type Db } from '#app/db/client.server.ts'
import { users } from '#app/db/schema/index.ts'
import { createStorageKey, type Storage } from '#app/providers/storage/index.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { AVATAR_MAX_BYTES } from './profile.ts'

/** Spec section 9: thumbnails are 600x600 by default. */
export const AVATAR_SIZE = 600
/** Pictures are checked by their bytes, never by the name or the type the browser claims. */
export const AVATAR_INPUT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
/** A decompression bomb (a tiny file that unpacks to gigapixels) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000
const WEBP_QUALITY = 82

/** Why a picture was refused: a message id and the HTTP status the route answers with. */
export class AvatarError extends Error {
	override name = 'AvatarError'
	constructor(
		readonly messageId: string,
		readonly status: 400 | 413,
	) {
		super(messageId)
	}
}

/**
 * Checks an uploaded picture by its content and re-encodes it: EXIF orientation
 * applied, every piece of metadata (camera, GPS) dropped, cropped to a square
 * 600x600 WebP. Only this re-encoded copy is ever stored.
 */
export async function processAvatar(bytes: Uint8Array): Promise<Uint8Array> {
	if (bytes.byteLength === 0) throw new AvatarError('profile.avatar.required', 400)
	if (bytes.byteLength > AVATAR_MAX_BYTES) throw new AvatarError('profile.avatar.tooLarge', 413)
	const type = await fileTypeFromBuffer(bytes)
	// iPhone photos: sharp decodes HEIF only as AVIF (no HEVC in libheif), so say so plainly.
	if (type?.mime === 'image/heic' || type?.mime === 'image/heif' || type?.ext === 'heic') {
		throw new AvatarError('profile.avatar.heic', 400)
	}
	if (!type || !(AVATAR_INPUT_TYPES as readonly string[]).includes(type.mime)) {
		throw new AvatarError('profile.avatar.unsupported', 400)
	}
	try {
		const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
			.rotate()
			.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
			.webp({ quality: WEBP_QUALITY })
			.toBuffer()
		return new Uint8Array(output.buffer, output.byteOffset, output.byteLength)
	} catch {
		// Truncated or corrupt data behind a valid signature, or too many pixels.
		throw new AvatarError('profile.avatar.unreadable', 400)
	}
}

/**
 * Stores a processed picture under a fresh random key, points the user at it and
 * deletes the picture it replaces. Returns the new key.
 */
export async function saveAvatar(db: Db, storage: Storage, userId: string, webp: Uint8Array): Promise<string> {
	const key = createStorageKey('avatars', 'webp')
	await storage.put(key, webp, 'image/webp')
	let previous: string | null
	try {
		previous = await db.transaction(async (tx) => {
			const [row] = await tx.select({ avatarKey: users.avatarKey }).from(users).where(eq(users.id, userId)).for('update')
			if (!row) throw new Error(`no user ${userId}`)
			await tx.update(users).set({ avatarKey: key }).where(eq(users.id, userId))
			return row.avatarKey
		})
	} catch (error) {
		await storage.delete(key)
		throw error
	}
	if (previous) await deleteAvatarFile(storage, previous)
	return key
}

/** Best effort: a file left behind is only wasted space, never a reason to fail the buyer's request. */
export async function deleteAvatarFile(storage: Storage, key: string) {
	try {
		await storage.delete(key)
	} catch (error) {
		logger.warn({ err: error, key }, 'could not delete an avatar file')
	}
}
