import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { type Db } from '#app/db/client.server.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { createStorageKey, type Storage } from '#app/providers/storage/storage.ts'
import { describeImage, type ImageDescriptor } from './photo-descriptor.server.ts'
import { isSearchablePhoto, type PhotoMatch, searchByPhoto } from './photo-search.server.ts'
import { isSearchPhotoId, SEARCH_PHOTO_MAX_BYTES, searchPhotoKey } from './photo-upload.ts'

/** The stored copy: upright, no metadata (no GPS), at most 1080 px on its longer side. */
export const SEARCH_PHOTO_MAX_SIDE = 1080
const JPEG_QUALITY = 80
/** A decompression bomb (a tiny file that unpacks to gigapixels) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000
/**
 * Pictures are checked by their bytes, never by the name or the type the browser claims. HEIC/HEIF
 * (iPhones) is accepted when sharp can decode it: its libheif reads AVIF-coded HEIF, not HEVC.
 */
export const SEARCH_PHOTO_INPUT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic', 'image/heif'] as const

/** Why a photo was refused: a message id and the HTTP status the route answers with. */
export class PhotoUploadError extends Error {
	override name = 'PhotoUploadError'
	constructor(
		readonly messageId: string,
		readonly status: 400 | 413,
	) {
		super(messageId)
	}
}

export type PreparedSearchPhoto = { jpeg: Uint8Array; descriptor: ImageDescriptor }

/**
 * Checks a buyer's photo by its content, re-encodes it (the only copy ever stored) and describes it.
 * Throws PhotoUploadError with the message to show.
 */
export async function prepareSearchPhoto(bytes: Uint8Array): Promise<PreparedSearchPhoto> {
	if (bytes.byteLength === 0) throw new PhotoUploadError('photoSearch.error.required', 400)
	if (bytes.byteLength > SEARCH_PHOTO_MAX_BYTES) throw new PhotoUploadError('photoSearch.error.tooLarge', 413)
	const type = await fileTypeFromBuffer(bytes)
	if (!type || !(SEARCH_PHOTO_INPUT_TYPES as readonly string[]).includes(type.mime)) {
		throw new PhotoUploadError('photoSearch.error.notImage', 400)
	}
	const isHeif = type.mime === 'image/heic' || type.mime === 'image/heif'
	let jpeg: Uint8Array
	try {
		const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
			.rotate()
			.resize(SEARCH_PHOTO_MAX_SIDE, SEARCH_PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
			.flatten({ background: '#ffffff' })
			.jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
			.toBuffer()
		jpeg = new Uint8Array(output.buffer, output.byteOffset, output.byteLength)
	} catch {
		// Truncated or corrupt data behind a valid signature, too many pixels, or HEVC-coded HEIC.
		throw new PhotoUploadError(isHeif ? 'photoSearch.error.heic' : 'photoSearch.error.unreadable', 400)
	}
	return { jpeg, descriptor: await describeImage(jpeg) }
}

/** Stores a prepared photo under a fresh random key; returns its id (the `photo` page parameter). */
export async function saveSearchPhoto(storage: Storage, jpeg: Uint8Array): Promise<string> {
	const key = createStorageKey('search', 'jpg')
	await storage.put(key, jpeg, 'image/jpeg')
	return key.slice('search/'.length, -'.jpg'.length)
}

export type StoredPhotoSearch = {
	photoId: string
	photoUrl: string
	/** Closest first; empty when nothing in the catalogue is close (or the photo shows nothing to compare). */
	matches: PhotoMatch[]
}

/**
 * The products that look like a stored search photo, or null when `photoId` is not the id of a stored
 * search photo (malformed, unknown or deleted).
 */
export async function searchWithStoredPhoto(
	db: Db,
	storage: Storage,
	{ photoId, locale, limit }: { photoId: string; locale: Locale; limit?: number },
): Promise<StoredPhotoSearch | null> {
	if (!isSearchPhotoId(photoId)) return null
	const key = searchPhotoKey(photoId)
	const file = await storage.get(key)
	if (!file) return null
	const bytes = new Uint8Array(await new Response(file.body).arrayBuffer())
	let descriptor: ImageDescriptor
	try {
		descriptor = await describeImage(bytes)
	} catch {
		// Only the server writes these files; one that does not decode is as good as missing.
		return null
	}
	const matches = isSearchablePhoto(descriptor) ? await searchByPhoto(db, { locale, dhash: descriptor.dhash, limit }) : []
	return { photoId, photoUrl: storage.url(key), matches }
}
