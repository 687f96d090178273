/**
 * File storage behind one interface. The local-disk adapter is the default; the S3-compatible adapter
 * (s3.server.ts, for several app instances) implements the same interface when `S3_BUCKET` is configured.
 *
 * Keys are chosen by the application, never by users: `createStorageKey('products', 'webp')` gives
 * `products/3f2a…e1.webp`. Public catalogue media is served at `/media/<key>`.
 */
export type StoredFile = {
	body: ReadableStream<Uint8Array>
	contentType: string
	size: number
	lastModified: Date
}

export interface Storage {
	/** Store bytes under `key` (overwrites). The key's extension must match `contentType`. */
	put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
	/** The file, or null when there is none (or the key is not a valid key). */
	get(key: string): Promise<StoredFile | null>
	delete(key: string): Promise<void>
	/** The public path of a file: `/media/<key>`. */
	url(key: string): string
}

export const STORAGE_FOLDERS = ['products', 'skus', 'banners', 'categories', 'avatars', 'slips', 'chat', 'inquiries', 'search', 'canned'] as const
export type StorageFolder = (typeof STORAGE_FOLDERS)[number]

export const CONTENT_TYPES = {
	webp: 'image/webp',
	png: 'image/png',
	jpg: 'image/jpeg',
	jpeg: 'image/jpeg',
	gif: 'image/gif',
	avif: 'image/avif',
	pdf: 'application/pdf',
	// Voice messages, stored as recorded (checked by content, app/modules/chat/chat-voice.server.ts).
	webm: 'audio/webm',
	ogg: 'audio/ogg',
	m4a: 'audio/mp4',
} as const
export type StorageExtension = keyof typeof CONTENT_TYPES

const KEY_PATTERN = /^[a-z]+\/[a-z0-9_-]{8,64}\.([a-z0-9]{2,5})$/

/** A fresh random key in one of the known folders. */
export function createStorageKey(folder: StorageFolder, extension: StorageExtension) {
	const random = crypto.randomUUID().replaceAll('-', '')
	return `${folder}/${random}.${extension}`
}

/** The content type a valid key stands for, or null when the key is not one this app would make. */
export function contentTypeOfKey(key: string): string | null {
	if (key.includes('..')) return null
	const match = KEY_PATTERN.exec(key)
	if (!match) return null
	const [folder] = key.split('/')
	if (!(STORAGE_FOLDERS as readonly string[]).includes(folder ?? '')) return null
	const extension = match[1] as string
	return extension in CONTENT_TYPES ? CONTENT_TYPES[extension as StorageExtension] : null
}

export class InvalidStorageKeyError extends Error {
	override name = 'InvalidStorageKeyError'
	constructor(key: string, reason: string) {
		super(`Invalid storage key ${JSON.stringify(key)}: ${reason}`)
	}
}

export function assertStorageKey(key: string, contentType?: string) {
	const expected = contentTypeOfKey(key)
	if (!expected) throw new InvalidStorageKeyError(key, 'expected <folder>/<random>.<extension>')
	if (contentType !== undefined && contentType !== expected) {
		throw new InvalidStorageKeyError(key, `content type ${contentType} does not match ${expected}`)
	}
}

export function publicMediaUrl(key: string) {
	return `/media/${key}`
}
