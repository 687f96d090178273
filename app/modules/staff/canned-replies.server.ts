import { and, asc, eq, isNull } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { cannedReplies, chatFiles } from '#app/db/schema/chat.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { prepareChatImage, storeImage } from '#app/modules/chat/chat-files.server.ts'
import { type ChatDeps, ChatError, ChatNotFoundError, conversationBuyerId, sendMessage } from '#app/modules/chat/chat.server.ts'
import { chatFileUrl, type ChatMessageView } from '#app/modules/chat/chat-view.ts'
import { CHAT_MESSAGE_MAX_LENGTH, CLIENT_ID_PATTERN } from '#app/modules/chat/schema.ts'
import { createStorageKey, type Storage } from '#app/providers/storage/storage.ts'

/*
 * The console's own canned replies (issue 5 item 5: "canned replies that can carry images"): a text, a picture,
 * or both, that any agent sends in one tap. Staff add, edit and remove them (soft); a picture goes through the
 * same content check and re-encoding as a chat picture and is stored in the private `canned` folder. Sending one
 * copies the picture into the conversation under a new key, so the message outlives the reply being edited.
 */

/** How many canned replies the console keeps (a shortlist an agent can scan, not a library). */
export const MAX_CANNED_REPLIES = 50

export type CannedReplyView = { id: string; body: string; image: { url: string; width: number; height: number } | null }

export async function listCannedReplies(db: Db): Promise<CannedReplyView[]> {
	const rows = await db
		.select()
		.from(cannedReplies)
		.where(isNull(cannedReplies.deletedAt))
		.orderBy(asc(cannedReplies.sort), asc(cannedReplies.createdAt))
		.limit(MAX_CANNED_REPLIES)
	return rows.map((row) => ({
		id: row.id,
		body: row.body,
		image: row.imageKey ? { url: chatFileUrl(row.imageKey), width: row.imageWidth ?? 0, height: row.imageHeight ?? 0 } : null,
	}))
}

async function findLive(db: Db, id: string) {
	const [row] = await db
		.select()
		.from(cannedReplies)
		.where(and(eq(cannedReplies.id, id), isNull(cannedReplies.deletedAt)))
		.limit(1)
	if (!row) throw new ChatError('error.notFound.title', 404)
	return row
}

/**
 * Adds a canned reply, or changes one (`id`): its text, a new picture (`image`, checked and re-encoded), or
 * no picture (`removeImage`). A reply with neither text nor picture is refused.
 */
export async function saveCannedReply(
	db: Db,
	storage: Storage,
	input: { id?: string; staffId: string; body: string; image?: Uint8Array | null; removeImage?: boolean },
): Promise<CannedReplyView> {
	const body = input.body.replace(/\r\n?/g, '\n').trim()
	if (body.length > CHAT_MESSAGE_MAX_LENGTH) throw new ChatError('chat.error.tooLong', 400)
	const existing = input.id ? await findLive(db, input.id) : null
	if (!existing) {
		const live = await db.$count(cannedReplies, isNull(cannedReplies.deletedAt))
		if (live >= MAX_CANNED_REPLIES) throw new ChatError('staff.canned.error.full', 409)
	}
	let picture: { key: string; width: number; height: number } | null = existing?.imageKey
		? { key: existing.imageKey, width: existing.imageWidth ?? 0, height: existing.imageHeight ?? 0 }
		: null
	if (input.removeImage) picture = null
	if (input.image && input.image.byteLength > 0) {
		const prepared = await prepareChatImage(input.image)
		picture = { key: await storeImage(storage, 'canned', prepared), width: prepared.width, height: prepared.height }
	}
	if (!body && !picture) throw new ChatError('staff.canned.error.empty', 400)
	const values = { body, imageKey: picture?.key ?? null, imageWidth: picture?.width ?? null, imageHeight: picture?.height ?? null }
	const [row] = existing
		? await db.update(cannedReplies).set(values).where(eq(cannedReplies.id, existing.id)).returning()
		: await db
				.insert(cannedReplies)
				.values({ ...values, createdBy: input.staffId })
				.returning()
	if (!row) throw new Error('canned reply was not stored')
	// The old picture is no one's any more (messages that carried it have their own copy).
	if (existing?.imageKey && existing.imageKey !== row.imageKey) await storage.delete(existing.imageKey).catch(() => undefined)
	return (await listCannedReplies(db)).find((reply) => reply.id === row.id) ?? { id: row.id, body: row.body, image: null }
}

/** Takes a canned reply off the list (kept in the table; its picture stays for messages already sent). */
export async function removeCannedReply(db: Db, id: string): Promise<void> {
	const row = await findLive(db, id)
	await db.update(cannedReplies).set({ deletedAt: new Date() }).where(eq(cannedReplies.id, row.id))
}

/**
 * An agent sends a canned reply into a conversation: its picture (copied into the conversation) with its text as
 * the caption, or its text alone. Idempotent by `clientId` like every send: the same form submitted twice stores
 * one message and one copy.
 */
export async function sendCannedReply(
	db: Db,
	storage: Storage,
	{
		conversationId,
		staffId,
		cannedReplyId,
		clientId,
		locale,
	}: { conversationId: string; staffId: string; cannedReplyId: string; clientId: string; locale: Locale },
	deps: ChatDeps = {},
): Promise<ChatMessageView> {
	if (!CLIENT_ID_PATTERN.test(clientId)) throw new ChatError('error.http.400', 400)
	const reply = await findLive(db, cannedReplyId)
	if (!(await conversationBuyerId(db, conversationId))) throw new ChatNotFoundError()
	if (!reply.imageKey) {
		const { message } = await sendMessage(
			db,
			{ userId: staffId, side: 'staff', conversationId, clientId, kind: 'text', body: reply.body, locale },
			deps,
		)
		return message
	}
	const [already] = await db
		.select({ key: chatFiles.storageKey })
		.from(chatFiles)
		.where(and(eq(chatFiles.uploaderId, staffId), eq(chatFiles.clientId, clientId)))
		.limit(1)
	let key = already?.key
	if (!key) {
		const source = await storage.get(reply.imageKey)
		if (!source) throw new ChatError('chat.error.fileMissing', 400)
		key = createStorageKey('chat', 'jpg')
		await storage.put(key, new Uint8Array(await new Response(source.body).arrayBuffer()), 'image/jpeg')
		const inserted = await db
			.insert(chatFiles)
			.values({
				storageKey: key,
				conversationId,
				uploaderId: staffId,
				clientId,
				type: 'image',
				contentType: 'image/jpeg',
				bytes: source.size,
				width: reply.imageWidth,
				height: reply.imageHeight,
			})
			.onConflictDoNothing({ target: [chatFiles.uploaderId, chatFiles.clientId] })
			.returning({ key: chatFiles.storageKey })
		if (inserted.length === 0) {
			// Submitted twice at once: the other copy is the one kept.
			await storage.delete(key)
			const [kept] = await db
				.select({ key: chatFiles.storageKey })
				.from(chatFiles)
				.where(and(eq(chatFiles.uploaderId, staffId), eq(chatFiles.clientId, clientId)))
				.limit(1)
			key = kept?.key
			if (!key) throw new Error('canned picture was not recorded')
		}
	}
	const { message } = await sendMessage(
		db,
		{ userId: staffId, side: 'staff', conversationId, clientId, kind: 'image', body: reply.body, attachments: [{ key }], locale },
		deps,
	)
	return message
}
