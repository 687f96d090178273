import { and, eq } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { type Db } from '#app/db/client.server.ts'
import { chatFiles, conversations, inquiries, inquiryImages } from '#app/db/schema/chat.ts'
import { type RealtimeUser } from '#app/realtime/channel-kinds.server.ts'
import { createStorageKey, type Storage, type StorageFolder, type StoredFile } from '#app/providers/storage/storage.ts'
import { ChatError } from './chat.server.ts'
import { prepareChatVoice } from './chat-voice.server.ts'
import { chatFileUrl } from './chat-view.ts'
import { CHAT_IMAGE_MAX_BYTES, CLIENT_ID_PATTERN } from './schema.ts'

/*
 * Pictures in the chat and in sourcing inquiries (DESIGN.md section 7): checked by their bytes, never by the
 * name or type the browser claims; re-encoded (upright, no metadata such as GPS, at most 1600 px) as the
 * only copy stored; kept under random keys; served only to the conversation's buyer and to staff.
 */

/** The stored copy's longer side: enough to read a label or a size chart on a phone. */
export const CHAT_IMAGE_MAX_SIDE = 1600
const JPEG_QUALITY = 80
/** A decompression bomb (a tiny file that unpacks to gigapixels) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000
const INPUT_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic', 'image/heif'])

export type PreparedImage = { jpeg: Uint8Array; width: number; height: number }

/** Checks a picture by content and re-encodes it. Throws ChatError with the message to show. */
export async function prepareChatImage(bytes: Uint8Array): Promise<PreparedImage> {
	if (bytes.byteLength === 0) throw new ChatError('chat.error.imageRequired', 400)
	if (bytes.byteLength > CHAT_IMAGE_MAX_BYTES) throw new ChatError('chat.error.imageTooLarge', 413)
	const type = await fileTypeFromBuffer(bytes)
	if (!type || !INPUT_TYPES.has(type.mime)) throw new ChatError('chat.error.notImage', 400)
	try {
		const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
			.rotate()
			.resize(CHAT_IMAGE_MAX_SIDE, CHAT_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
			.flatten({ background: '#ffffff' })
			.jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
			.toBuffer({ resolveWithObject: true })
		return { jpeg: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height }
	} catch {
		// Truncated or corrupt data behind a valid signature, too many pixels, or HEVC-coded HEIC.
		throw new ChatError('chat.error.unreadableImage', 400)
	}
}

/** Stores a prepared picture under a fresh random key in `folder`. */
export async function storeImage(storage: Storage, folder: StorageFolder, image: PreparedImage): Promise<string> {
	const key = createStorageKey(folder, 'jpg')
	await storage.put(key, image.jpeg, 'image/jpeg')
	return key
}

export type UploadedChatFile = { key: string; url: string; width: number; height: number; durationMs: number | null }

/**
 * A picture for the next message in this conversation (the buyer's own, made when missing). Idempotent by
 * (uploader, clientId): an upload retried after a dropped connection returns the file already stored.
 */
export async function uploadChatImage(
	db: Db,
	storage: Storage,
	{ userId, conversationId, clientId, bytes }: { userId: string; conversationId: string; clientId: string; bytes: Uint8Array },
): Promise<UploadedChatFile> {
	if (!CLIENT_ID_PATTERN.test(clientId)) throw new ChatError('error.http.400', 400)
	const existing = await findUpload(db, userId, clientId)
	if (existing) return existing
	const image = await prepareChatImage(bytes)
	const key = await storeImage(storage, 'chat', image)
	await db
		.insert(chatFiles)
		.values({
			storageKey: key,
			conversationId,
			uploaderId: userId,
			clientId,
			type: 'image',
			contentType: 'image/jpeg',
			bytes: image.jpeg.byteLength,
			width: image.width,
			height: image.height,
		})
		.onConflictDoNothing({ target: [chatFiles.uploaderId, chatFiles.clientId] })
	const stored = await findUpload(db, userId, clientId)
	if (!stored) throw new Error('upload was not recorded')
	// Two tries raced: the other one's file is the one kept.
	if (stored.key !== key) await storage.delete(key)
	return stored
}

async function findUpload(db: Db, userId: string, clientId: string): Promise<UploadedChatFile | null> {
	const [row] = await db
		.select()
		.from(chatFiles)
		.where(and(eq(chatFiles.uploaderId, userId), eq(chatFiles.clientId, clientId)))
		.limit(1)
	if (!row) return null
	return { key: row.storageKey, url: chatFileUrl(row.storageKey), width: row.width ?? 0, height: row.height ?? 0, durationMs: row.durationMs }
}

/**
 * A voice message for the next message in this conversation: checked by content, stored as recorded, its
 * duration settled (chat-voice.server.ts). Idempotent by (uploader, clientId) like pictures.
 */
export async function uploadChatVoice(
	db: Db,
	storage: Storage,
	{
		userId,
		conversationId,
		clientId,
		bytes,
		durationMs,
	}: { userId: string; conversationId: string; clientId: string; bytes: Uint8Array; durationMs: number },
): Promise<UploadedChatFile> {
	if (!CLIENT_ID_PATTERN.test(clientId)) throw new ChatError('error.http.400', 400)
	const existing = await findUpload(db, userId, clientId)
	if (existing) return existing
	const voice = await prepareChatVoice(bytes, durationMs)
	const key = createStorageKey('chat', voice.extension)
	await storage.put(key, voice.bytes, voice.contentType)
	await db
		.insert(chatFiles)
		.values({
			storageKey: key,
			conversationId,
			uploaderId: userId,
			clientId,
			type: 'voice',
			contentType: voice.contentType,
			bytes: voice.bytes.byteLength,
			durationMs: voice.durationMs,
		})
		.onConflictDoNothing({ target: [chatFiles.uploaderId, chatFiles.clientId] })
	const stored = await findUpload(db, userId, clientId)
	if (!stored) throw new Error('upload was not recorded')
	if (stored.key !== key) await storage.delete(key)
	return stored
}

/**
 * A chat or inquiry file if this user may see it: the buyer whose conversation or inquiry it belongs to, or
 * staff. Null otherwise (the route answers 404 either way, so keys reveal nothing).
 */
export async function getPrivateFile(db: Db, storage: Storage, { user, key }: { user: RealtimeUser; key: string }): Promise<StoredFile | null> {
	if (!(await mayRead(db, user, key))) return null
	return storage.get(key)
}

async function mayRead(db: Db, user: RealtimeUser, key: string): Promise<boolean> {
	if (key.startsWith('chat/')) {
		const [row] = await db
			.select({ buyerId: conversations.buyerId })
			.from(chatFiles)
			.innerJoin(conversations, eq(conversations.id, chatFiles.conversationId))
			.where(eq(chatFiles.storageKey, key))
			.limit(1)
		return Boolean(row) && (user.role === 'staff' || row?.buyerId === user.id)
	}
	// The console's canned-reply pictures (a copy goes into a conversation when one is sent).
	if (key.startsWith('canned/')) return user.role === 'staff'
	if (key.startsWith('inquiries/')) {
		const [row] = await db
			.select({ userId: inquiries.userId })
			.from(inquiryImages)
			.innerJoin(inquiries, eq(inquiries.id, inquiryImages.inquiryId))
			.where(eq(inquiryImages.storageKey, key))
			.limit(1)
		return Boolean(row) && (user.role === 'staff' || row?.userId === user.id)
	}
	return false
}
