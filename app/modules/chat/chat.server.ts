import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import {
	type ChatAttachment,
	chatFiles,
	chatMessages,
	type ChatMessageKind,
	type ChatPayload,
	type ChatSide,
	conversations,
	inquiries,
	inquiryImages,
} from '#app/db/schema/chat.ts'
import { products } from '#app/db/schema/catalog.ts'
import { quotes } from '#app/db/schema/quotes.ts'
import { orderItems, orders } from '#app/db/schema/orders.ts'
import { mediaUrl } from '#app/modules/catalog/catalog.server.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { getProductSummaries } from '#app/modules/favorites/product-summaries.server.ts'
import { getQuoteCards } from '#app/modules/quotes/quote-cards.server.ts'
import { type QuoteCardView } from '#app/modules/quotes/quote-view.ts'
import { type ChannelKind, type RealtimeUser } from '#app/realtime/channel-kinds.server.ts'
import { conversationChannel, type RealtimeEvent, STAFF_CHANNEL, userChannel } from '#app/realtime/channels.ts'
import { isWatchedHere, publish as realtimePublish } from '#app/realtime/realtime.server.ts'
import { getPushSender } from '#app/providers/push/web-push.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import {
	type ChatCardView,
	chatFileUrl,
	type ChatMessageView,
	type ChatPage,
	type ConversationView,
	type InquiryCardView,
	type OrderCardView,
} from './chat-view.ts'
import { CHAT_MAX_IMAGES, CHAT_MAX_PAGE_SIZE, CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_SIZE, CLIENT_ID_PATTERN } from './schema.ts'

/*
 * The support chat (issue 5; DESIGN.md section 6). One conversation per buyer. Every send commits first and
 * then publishes a small signal on the buyer's private channel and the staff channel; clients fetch the
 * message itself, and after any reconnect everything after the last `seq` they saw.
 *
 * Ordering: a send locks its conversation's row before it takes a `seq` and holds the lock until it commits,
 * so within a conversation messages become visible in `seq` order and "after my last seq" never skips one.
 */

/** A refusal with the message to show and the status to answer with (never a 500). */
export class ChatError extends Error {
	override name = 'ChatError'
	constructor(
		readonly messageId: string,
		readonly status: 400 | 403 | 404 | 405 | 409 | 413 | 415,
	) {
		super(messageId)
	}
}

/** Not this user's conversation (or none): 404, so ids reveal nothing. */
export class ChatNotFoundError extends ChatError {
	override name = 'ChatNotFoundError'
	constructor() {
		super('error.notFound.title', 404)
	}
}

/** How a command tells the other side: the app's real-time layer, or a test's recorder. */
export type ChatPublish = (channel: string, event: RealtimeEvent) => Promise<void>
/** After a staff reply is committed: tell the buyer's browsers that are not connected (Web Push). */
export type ChatReplyPush = (db: Db, input: { buyerId: string; message: ChatMessageView }) => Promise<unknown>
export type ChatDeps = { publish?: ChatPublish; pushReply?: ChatReplyPush }

/** The app's Web Push (nothing when it is not configured); the buyer counts as connected when their stream is here. */
const defaultPushReply: ChatReplyPush = async (db, input) => {
	const { pushReplyToBuyer } = await import('./push.server.ts')
	return pushReplyToBuyer(db, input, { sender: getPushSender(), isOnline: (userId) => isWatchedHere(userChannel(userId)) })
}

type ConversationRow = typeof conversations.$inferSelect
type MessageRow = typeof chatMessages.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

function toConversationView(row: ConversationRow): ConversationView {
	return {
		id: row.id,
		status: row.status,
		lastMessageSeq: row.lastMessageSeq,
		lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
		buyerUnread: row.buyerUnread,
		buyerLastReadSeq: row.buyerLastReadSeq,
		staffLastReadSeq: row.staffLastReadSeq,
	}
}

/* ---------------------------------------------------------------------------------------------- */
/* Conversations                                                                                    */

/** The buyer's conversation with support, made on first use (selectGroupId). */
export async function getOrCreateConversation(db: Db, buyerId: string): Promise<ConversationView> {
	const existing = await findConversationRow(db, buyerId)
	if (existing) return toConversationView(existing)
	await db.insert(conversations).values({ buyerId }).onConflictDoNothing({ target: conversations.buyerId })
	const row = await findConversationRow(db, buyerId)
	if (!row) throw new Error('conversation was not created')
	return toConversationView(row)
}

/** The buyer's conversation, or null before their first message. */
export async function getBuyerConversation(db: Db, buyerId: string): Promise<ConversationView | null> {
	const row = await findConversationRow(db, buyerId)
	return row ? toConversationView(row) : null
}

async function findConversationRow(db: Db, buyerId: string): Promise<ConversationRow | null> {
	const [row] = await db.select().from(conversations).where(eq(conversations.buyerId, buyerId)).limit(1)
	return row ?? null
}

/**
 * The conversation if this user may read it: its buyer, or any member of staff. Anyone else (and an unknown
 * id) gets ChatNotFoundError.
 */
export async function getConversationForUser(db: Db, user: RealtimeUser, conversationId: string): Promise<ConversationView> {
	const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId)).limit(1)
	if (!row || (user.role !== 'staff' && row.buyerId !== user.id)) throw new ChatNotFoundError()
	return toConversationView(row)
}

/** The buyer of a conversation, or null (the `conversation:<id>` channel rule and the staff console). */
export async function conversationBuyerId(db: Db, conversationId: string): Promise<string | null> {
	const [row] = await db.select({ buyerId: conversations.buyerId }).from(conversations).where(eq(conversations.id, conversationId)).limit(1)
	return row?.buyerId ?? null
}

/**
 * `conversation:<id>`: its buyer and staff. Support's "typing…" travels on it (the buyer's chat listens to it
 * beside `user:<id>`). Registered at start-up (startup.server.ts).
 */
export const conversationChannelKind: ChannelKind = {
	kind: 'conversation',
	withId: true,
	authorize: async (user, id, db) => user.role === 'staff' || (id !== null && (await conversationBuyerId(db, id)) === user.id),
}

/* ---------------------------------------------------------------------------------------------- */
/* Sending                                                                                          */

/** What the buyer may send; staff also send quotes and orders; Dijla sends campaign and system events. */
const KINDS_BY_SIDE: Record<ChatSide, readonly ChatMessageKind[]> = {
	buyer: ['text', 'image', 'voice', 'product', 'inquiry', 'order'],
	staff: ['text', 'image', 'voice', 'product', 'quote', 'order'],
	system: ['system', 'campaign'],
}

export type SendMessageInput = {
	/** The sender; null for system messages. */
	userId: string | null
	side: ChatSide
	/** Staff and system: the conversation. A buyer always writes in their own (made when missing). */
	conversationId?: string
	/** The device's id for this message: sending it again returns the stored message (the outbox retries). */
	clientId: string
	kind: ChatMessageKind
	body?: string
	/** Pictures and voice notes the sender uploaded into this conversation (chat_files), by storage key. */
	attachments?: ReadonlyArray<{ key: string }>
	payload?: ChatPayload | null
	/** The language the returned message's card is named in. */
	locale?: Locale
}

export type SendMessageResult = {
	message: ChatMessageView
	/** True when this client id was already stored: nothing new was written or published. */
	duplicate: boolean
}

/**
 * sendGroupMsg: stores one message and tells both sides. Idempotent by (sender, clientId). Throws ChatError
 * for what the sender can fix (empty, too long, a file that is not theirs, a card pointing at nothing).
 */
export async function sendMessage(
	db: Db,
	input: SendMessageInput,
	{ publish = realtimePublish, pushReply = defaultPushReply }: ChatDeps = {},
): Promise<SendMessageResult> {
	// Refused before a buyer's first message makes their conversation (writeMessage checks again).
	checkMessageShape(input, (input.body ?? '').replace(/\r\n?/g, '\n').trim())
	const conversationId = input.side === 'buyer' ? (await getOrCreateConversation(db, requireUserId(input))).id : (input.conversationId ?? '')
	if (!conversationId) throw new ChatNotFoundError()
	const outcome = await db.transaction((tx) => writeMessage(tx, { ...input, conversationId }))
	if (!outcome.duplicate) await announceMessage(outcome, { publish })
	const [message] = await toMessageViews(db, [outcome.row], input.locale ?? 'ar')
	if (!message) throw new Error('message view missing')
	pushStaffReply(db, outcome, message, { pushReply })
	return { message, duplicate: outcome.duplicate }
}

/**
 * A new staff message (a reply, a canned reply, a quote) reaches a buyer who is not watching by Web Push, after
 * the commit. Not awaited: the agent's message is sent; a slow push service must not hold it up.
 */
export function pushStaffReply(db: Db, written: WrittenMessage, message: ChatMessageView, { pushReply = defaultPushReply }: ChatDeps = {}) {
	if (written.duplicate || written.row.side !== 'staff') return
	void pushReply(db, { buyerId: written.buyerId, message }).catch((error: unknown) => logger.warn({ err: error }, 'web push failed'))
}

/** `buyerUnread`: support messages the buyer has not read, after this one (what the buyer's badge shows). */
export type WrittenMessage = { row: MessageRow; buyerId: string; buyerUnread: number; duplicate: boolean }

/**
 * sendMessage's writing half, inside the caller's transaction, for commands that store something and its card in
 * one commit (a quote and its message): checks the message, locks the conversation, stores the message (once
 * per sender and client id) and counts it unread for the other side. Call announceMessage after the commit.
 */
export async function writeMessage(tx: Tx, input: SendMessageInput & { conversationId: string }): Promise<WrittenMessage> {
	const body = (input.body ?? '').replace(/\r\n?/g, '\n').trim()
	checkMessageShape(input, body)
	const conversationId = input.conversationId
	// The lock orders this conversation's sends (see the note at the top).
	const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, conversationId)).for('update')
	if (!conversation) throw new ChatNotFoundError()
	if (input.side === 'buyer' && conversation.buyerId !== input.userId) throw new ChatNotFoundError()

	if (input.userId) {
		const [existing] = await tx
			.select()
			.from(chatMessages)
			.where(and(eq(chatMessages.senderId, input.userId), eq(chatMessages.clientId, input.clientId)))
			.limit(1)
		if (existing) {
			if (existing.conversationId !== conversationId) throw new ChatError('error.http.400', 409)
			return { row: existing, buyerId: conversation.buyerId, buyerUnread: conversation.buyerUnread, duplicate: true }
		}
	}

	const attachments = await resolveAttachments(tx, input, conversationId)
	await checkPayload(tx, input, conversation.buyerId)

	const [row] = await tx
		.insert(chatMessages)
		.values({
			conversationId,
			senderId: input.userId,
			side: input.side,
			clientId: input.clientId,
			kind: input.kind,
			body,
			attachments,
			payload: input.payload ?? null,
		})
		.returning()
	if (!row) throw new Error('message was not stored')

	// The sender has read everything up to their own message; the other side has one more unread.
	const update =
		input.side === 'staff'
			? { buyerUnread: sql`${conversations.buyerUnread} + 1`, staffUnread: 0, staffLastReadSeq: row.seq }
			: input.side === 'buyer'
				? { staffUnread: sql`${conversations.staffUnread} + 1`, buyerUnread: 0, buyerLastReadSeq: row.seq }
				: { buyerUnread: sql`${conversations.buyerUnread} + 1` }
	const [counted] = await tx
		.update(conversations)
		.set({
			...update,
			lastMessageSeq: row.seq,
			lastMessageAt: row.createdAt,
			// A buyer writing again reopens a closed conversation.
			...(input.side === 'buyer' ? { status: 'open' as const, closedAt: null } : {}),
		})
		.where(eq(conversations.id, conversationId))
		.returning({ buyerUnread: conversations.buyerUnread })
	return { row, buyerId: conversation.buyerId, buyerUnread: counted?.buyerUnread ?? 0, duplicate: false }
}

/**
 * After the commit: tells the buyer's channel and the staff channel that a message is there, with the buyer's
 * unread count (the badge on the account tab follows it without asking the database).
 */
export async function announceMessage({ row, buyerId, buyerUnread }: WrittenMessage, { publish = realtimePublish }: ChatDeps = {}) {
	const event = { kind: 'chat.message', conversationId: row.conversationId, messageId: row.id, seq: row.seq, side: row.side, buyerUnread }
	await Promise.all([publish(userChannel(buyerId), event), publish(STAFF_CHANNEL, event)])
}

function requireUserId(input: SendMessageInput): string {
	if (!input.userId) throw new ChatNotFoundError()
	return input.userId
}

function checkMessageShape(input: SendMessageInput, body: string) {
	if (!CLIENT_ID_PATTERN.test(input.clientId)) throw new ChatError('error.http.400', 400)
	if ((input.side === 'system') !== (input.userId === null)) throw new ChatError('error.http.400', 400)
	if (!KINDS_BY_SIDE[input.side].includes(input.kind)) throw new ChatError('error.http.403', 403)
	if (body.length > CHAT_MESSAGE_MAX_LENGTH) throw new ChatError('chat.error.tooLong', 400)
	const files = input.attachments ?? []
	switch (input.kind) {
		case 'text':
			if (!body) throw new ChatError('chat.error.empty', 400)
			if (files.length > 0) throw new ChatError('error.http.400', 400)
			break
		case 'image':
			if (files.length < 1 || files.length > CHAT_MAX_IMAGES) throw new ChatError('chat.error.empty', 400)
			break
		case 'voice':
			if (files.length !== 1) throw new ChatError('chat.error.empty', 400)
			break
		default:
			if (!input.payload) throw new ChatError('error.http.400', 400)
			if (files.length > 0) throw new ChatError('error.http.400', 400)
	}
}

/** The sender's own uploads into this conversation, with their sizes; anything else is refused. */
async function resolveAttachments(tx: Tx, input: SendMessageInput, conversationId: string): Promise<ChatAttachment[]> {
	const keys = (input.attachments ?? []).map((file) => file.key)
	if (keys.length === 0) return []
	if (!input.userId) throw new ChatError('error.http.400', 400)
	const rows = await tx
		.select()
		.from(chatFiles)
		.where(and(inArray(chatFiles.storageKey, keys), eq(chatFiles.uploaderId, input.userId), eq(chatFiles.conversationId, conversationId)))
	const byKey = new Map(rows.map((row) => [row.storageKey, row]))
	return keys.map((key): ChatAttachment => {
		const file = byKey.get(key)
		const wanted = input.kind === 'voice' ? 'voice' : 'image'
		if (!file || file.type !== wanted) throw new ChatError('chat.error.fileMissing', 400)
		return file.type === 'voice'
			? { type: 'voice', key, durationMs: file.durationMs ?? 0 }
			: { type: 'image', key, width: file.width ?? 0, height: file.height ?? 0 }
	})
}

/** A card must point at something the conversation's buyer may see. */
async function checkPayload(tx: Tx, input: SendMessageInput, buyerId: string) {
	const payload = input.payload
	if (!payload) return
	const fits =
		(input.kind === 'product' && 'productId' in payload) ||
		(input.kind === 'inquiry' && 'inquiryId' in payload) ||
		(input.kind === 'quote' && 'quoteId' in payload) ||
		(input.kind === 'order' && 'orderId' in payload) ||
		(input.kind === 'campaign' && 'campaignId' in payload) ||
		(input.kind === 'system' && 'event' in payload)
	if (!fits) throw new ChatError('error.http.400', 400)
	if ('productId' in payload) {
		const [product] = await tx
			.select({ id: products.id })
			.from(products)
			.where(and(eq(products.id, payload.productId), ne(products.status, 'draft')))
			.limit(1)
		if (!product) throw new ChatError('chat.error.productMissing', 404)
	}
	if ('inquiryId' in payload) {
		const [inquiry] = await tx
			.select({ id: inquiries.id })
			.from(inquiries)
			.where(and(eq(inquiries.id, payload.inquiryId), eq(inquiries.userId, buyerId)))
			.limit(1)
		if (!inquiry) throw new ChatNotFoundError()
	}
	if ('quoteId' in payload) {
		const [quote] = await tx
			.select({ id: quotes.id })
			.from(quotes)
			.where(and(eq(quotes.id, payload.quoteId), eq(quotes.buyerId, buyerId)))
			.limit(1)
		if (!quote) throw new ChatNotFoundError()
	}
	if ('orderId' in payload) {
		// Only the buyer's own order: another buyer's is as unknown as one that does not exist.
		const [order] = UUID.test(payload.orderId)
			? await tx
					.select({ id: orders.id })
					.from(orders)
					.where(and(eq(orders.id, payload.orderId), eq(orders.userId, buyerId)))
					.limit(1)
			: []
		if (!order) throw new ChatNotFoundError()
	}
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/* ---------------------------------------------------------------------------------------------- */
/* Reading                                                                                          */

export type ListMessagesInput = {
	conversationId: string
	/** Older history: messages with a smaller seq (the newest of them first in the page, returned oldest first). */
	before?: number
	/** Catch-up: messages with a larger seq, oldest first. */
	after?: number
	limit?: number
	locale: Locale
}

/**
 * selectGroupMsgPage: one page of a conversation, always oldest first. Without `before`/`after`, the latest
 * page. `hasMore` says whether another page lies further in that direction (older for before and latest,
 * newer for after). The caller checks the reader may see the conversation (getConversationForUser).
 */
export async function listMessages(db: Db, { conversationId, before, after, limit = CHAT_PAGE_SIZE, locale }: ListMessagesInput): Promise<ChatPage> {
	const size = Math.min(Math.max(1, Math.trunc(limit)), CHAT_MAX_PAGE_SIZE)
	const inConversation = eq(chatMessages.conversationId, conversationId)
	let rows: MessageRow[]
	if (after !== undefined) {
		rows = await db
			.select()
			.from(chatMessages)
			.where(and(inConversation, gt(chatMessages.seq, after)))
			.orderBy(asc(chatMessages.seq))
			.limit(size + 1)
		const hasMore = rows.length > size
		return { messages: await toMessageViews(db, rows.slice(0, size), locale), hasMore }
	}
	rows = await db
		.select()
		.from(chatMessages)
		.where(before !== undefined ? and(inConversation, lt(chatMessages.seq, before)) : inConversation)
		.orderBy(desc(chatMessages.seq))
		.limit(size + 1)
	const hasMore = rows.length > size
	return { messages: await toMessageViews(db, rows.slice(0, size).reverse(), locale), hasMore }
}

/** Messages as the browser shows them: file addresses, and each card's subject in the reader's language. */
export async function toMessageViews(db: Db, rows: readonly MessageRow[], locale: Locale): Promise<ChatMessageView[]> {
	const productIds = new Set<string>()
	const inquiryIds = new Set<string>()
	const quoteIds = new Set<string>()
	const orderIds = new Set<string>()
	for (const row of rows) {
		if (row.payload && 'productId' in row.payload) productIds.add(row.payload.productId)
		if (row.payload && 'inquiryId' in row.payload) inquiryIds.add(row.payload.inquiryId)
		if (row.payload && 'quoteId' in row.payload) quoteIds.add(row.payload.quoteId)
		if (row.payload && 'orderId' in row.payload) orderIds.add(row.payload.orderId)
	}
	const [products, inquiryCards, quoteCards, orderCards] = await Promise.all([
		productIds.size ? getProductSummaries(db, { ids: [...productIds], locale }) : Promise.resolve([]),
		inquiryIds.size ? getInquiryCards(db, [...inquiryIds]) : Promise.resolve(new Map<string, InquiryCardView>()),
		quoteIds.size ? getQuoteCards(db, [...quoteIds], locale) : Promise.resolve(new Map<string, QuoteCardView>()),
		orderIds.size ? getOrderCards(db, [...orderIds]) : Promise.resolve(new Map<string, OrderCardView>()),
	])
	const productsById = new Map(products.map((product) => [product.id, product]))
	return rows.map((row) => {
		let card: ChatCardView | null = null
		const payload = row.payload
		if (payload) {
			if ('productId' in payload) {
				const product = productsById.get(payload.productId)
				card = {
					type: 'product',
					productId: payload.productId,
					product: product
						? {
								id: product.id,
								title: product.title,
								imageUrl: product.imageUrl,
								price: product.price,
								promotionPrice: product.promotionPrice,
								minOrderQty: product.minOrderQty,
							}
						: null,
				}
			} else if ('inquiryId' in payload) {
				card = { type: 'inquiry', inquiryId: payload.inquiryId, inquiry: inquiryCards.get(payload.inquiryId) ?? null }
			} else if ('quoteId' in payload) card = { type: 'quote', quoteId: payload.quoteId, quote: quoteCards.get(payload.quoteId) ?? null }
			else if ('orderId' in payload) {
				// Whose order is checked when the card is sent: a card only ever names its conversation's buyer's order.
				card = { type: 'order', orderId: payload.orderId, order: orderCards.get(payload.orderId) ?? null }
			} else if ('campaignId' in payload) {
				card = { type: 'campaign', campaignId: payload.campaignId, event: payload.event ?? null, params: payload.params ?? {} }
			} else if ('event' in payload) card = { type: 'system', event: payload.event, params: payload.params ?? {} }
		}
		const images = row.attachments.flatMap((file) =>
			file.type === 'image' ? [{ url: chatFileUrl(file.key), width: file.width, height: file.height }] : [],
		)
		const voiceFile = row.attachments.find((file) => file.type === 'voice')
		return {
			id: row.id,
			seq: row.seq,
			conversationId: row.conversationId,
			side: row.side,
			senderId: row.senderId,
			clientId: row.clientId,
			kind: row.kind,
			body: row.body,
			images,
			voice: voiceFile?.type === 'voice' ? { url: chatFileUrl(voiceFile.key), durationMs: voiceFile.durationMs } : null,
			card,
			createdAt: row.createdAt.toISOString(),
		}
	})
}

async function getInquiryCards(db: Db, ids: string[]): Promise<Map<string, InquiryCardView>> {
	const rows = await db
		.select({
			id: inquiries.id,
			description: inquiries.description,
			estimatedQuantity: inquiries.estimatedQuantity,
			targetUnitPrice: inquiries.targetUnitPrice,
			status: inquiries.status,
			deletedAt: inquiries.deletedAt,
			// Qualified by hand: Drizzle leaves a one-table query's columns bare, which the subquery would misread.
			imageKey: sql<
				string | null
			>`(select photo.storage_key from ${inquiryImages} photo where photo.inquiry_id = ${inquiries}.id and photo.deleted_at is null order by photo.sort, photo.created_at limit 1)`,
		})
		.from(inquiries)
		.where(inArray(inquiries.id, ids))
	return new Map(
		rows.map((row) => [
			row.id,
			{
				id: row.id,
				description: row.description,
				estimatedQuantity: row.estimatedQuantity,
				targetUnitPrice: row.targetUnitPrice,
				status: row.status,
				imageUrl: row.imageKey ? chatFileUrl(row.imageKey) : null,
				deleted: row.deletedAt !== null,
			},
		]),
	)
}

/** "Ask about this order": the card of one of the buyer's own orders; null for anyone else's (or none). */
export async function getOwnOrderCard(db: Db, { buyerId, orderId }: { buyerId: string; orderId: string }): Promise<OrderCardView | null> {
	if (!UUID.test(orderId)) return null
	const [own] = await db
		.select({ id: orders.id })
		.from(orders)
		.where(and(eq(orders.id, orderId), eq(orders.userId, buyerId)))
		.limit(1)
	if (!own) return null
	return (await getOrderCards(db, [orderId])).get(orderId) ?? null
}

/** Order cards: the number, status and amount now, and the first item's picture. */
async function getOrderCards(db: Db, ids: string[]): Promise<Map<string, OrderCardView>> {
	const valid = ids.filter((id) => UUID.test(id))
	if (valid.length === 0) return new Map()
	const rows = await db
		.select({
			id: orders.id,
			number: orders.number,
			status: orders.status,
			payableAmount: orders.payableAmount,
			itemCount: sql<number>`(select count(*)::int from ${orderItems} item where item.order_id = ${orders}.id)`,
			imageKey: sql<
				string | null
			>`(select item.image_key from ${orderItems} item where item.order_id = ${orders}.id order by item.sort, item.id limit 1)`,
		})
		.from(orders)
		.where(inArray(orders.id, valid))
	return new Map(
		rows.map((row) => [
			row.id,
			{
				id: row.id,
				number: row.number,
				status: row.status,
				payableAmount: row.payableAmount,
				itemCount: Number(row.itemCount),
				imageUrl: mediaUrl(row.imageKey),
			},
		]),
	)
}

/* ---------------------------------------------------------------------------------------------- */
/* Read receipts and unread counts                                                                  */

/**
 * The reader's side has seen everything up to `seq` (capped at the last message; never moves back). The
 * unread count is recounted from the messages, and the other side is told (read receipts).
 */
export async function markRead(
	db: Db,
	{ conversationId, side, seq }: { conversationId: string; side: 'buyer' | 'staff'; seq: number },
	{ publish = realtimePublish }: ChatDeps = {},
): Promise<ConversationView> {
	const result = await db.transaction(async (tx) => {
		const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, conversationId)).for('update')
		if (!conversation) throw new ChatNotFoundError()
		const current = side === 'buyer' ? conversation.buyerLastReadSeq : conversation.staffLastReadSeq
		const target = Math.min(Math.max(current, Math.trunc(seq)), conversation.lastMessageSeq ?? 0)
		if (target === current) return { row: conversation, changed: false }
		// Unread: what the other side (and Dijla, for the buyer) wrote after the new mark.
		const [{ unread } = { unread: 0 }] = await tx
			.select({ unread: sql<number>`count(*)::int` })
			.from(chatMessages)
			.where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, target), ne(chatMessages.side, side)))
		const [row] = await tx
			.update(conversations)
			.set(side === 'buyer' ? { buyerLastReadSeq: target, buyerUnread: unread } : { staffLastReadSeq: target, staffUnread: unread })
			.where(eq(conversations.id, conversationId))
			.returning()
		return { row: row ?? conversation, changed: true }
	})
	if (result.changed) {
		const seen = side === 'buyer' ? result.row.buyerLastReadSeq : result.row.staffLastReadSeq
		const event = { kind: 'chat.read', conversationId, side, seq: seen, buyerUnread: result.row.buyerUnread }
		await Promise.all([publish(userChannel(result.row.buyerId), event), publish(STAFF_CHANNEL, event)])
	}
	return toConversationView(result.row)
}

/** The account tab's and the chat entry's badge: support messages the buyer has not read. */
export async function getUnreadCount(db: Db, buyerId: string): Promise<number> {
	const [row] = await db.select({ unread: conversations.buyerUnread }).from(conversations).where(eq(conversations.buyerId, buyerId)).limit(1)
	return row?.unread ?? 0
}

/**
 * "Typing…": an ephemeral signal to the other side, never stored. A buyer's goes to staff; staff's to the
 * conversation's channel, where its buyer's chat listens.
 */
export async function publishTyping(
	db: Db,
	{ user, conversationId }: { user: RealtimeUser; conversationId: string },
	{ publish = realtimePublish }: ChatDeps = {},
): Promise<void> {
	const buyerId = await conversationBuyerId(db, conversationId)
	if (!buyerId || (user.role !== 'staff' && buyerId !== user.id)) throw new ChatNotFoundError()
	const side = user.role === 'staff' ? 'staff' : 'buyer'
	const event = { kind: 'chat.typing', conversationId, side }
	await publish(side === 'staff' ? conversationChannel(conversationId) : STAFF_CHANNEL, event)
}

/** The conversations page: the buyer's support conversation with its latest message (none before the first). */
export async function getConversationPreview(
	db: Db,
	buyerId: string,
	locale: Locale,
): Promise<{ conversation: ConversationView | null; lastMessage: ChatMessageView | null }> {
	const conversation = await getBuyerConversation(db, buyerId)
	if (!conversation) return { conversation: null, lastMessage: null }
	const { messages } = await listMessages(db, { conversationId: conversation.id, limit: 1, locale })
	return { conversation, lastMessage: messages.at(-1) ?? null }
}
