import { and, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { chatMessages, conversations, orders, payments, paymentSlips, users } from '#app/db/schema/index.ts'
import { type PaymentStatus } from '#app/db/schema/order-vocabulary.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { type ChatDeps, ChatNotFoundError, listMessages, markRead, sendMessage } from '#app/modules/chat/chat.server.ts'
import { type ChatMessageView, type ChatPage } from '#app/modules/chat/chat-view.ts'
import { createClientId } from '#app/modules/chat/schema.ts'
import { queryUserInquiries, type InquirySummary } from '#app/modules/inquiries/inquiries.server.ts'
import { listOrders, type OrderSummary } from '#app/modules/orders/queries.server.ts'
import { type ConversationStatus } from '#app/db/schema/chat.ts'
import { STAFF_CHANNEL } from '#app/realtime/channels.ts'
import { publish as realtimePublish } from '#app/realtime/realtime.server.ts'
import { type InboxConversation, type InboxFilter, type InboxPreview, PREVIEW_LENGTH, type PresenceEvent } from './inbox.ts'

export { type InboxBuyer, type InboxConversation } from './inbox.ts'

/*
 * The support desk of the staff console (issues 5 and 18): every buyer's conversation, unread first and then the
 * latest activity, with a preview of its newest message and filters (waiting on us, mine, unassigned, closed); one
 * conversation with its messages (read page by page, marked read by a POST once seen) and a side panel of the
 * buyer's orders, slips, inquiries and quotes; replies, "assign to me", close and reopen, and which agents have
 * a conversation open. Sending goes through the chat's sendMessage, which commits and then tells the buyer's
 * channel and the staff channel.
 */

export const INBOX_PAGE_SIZE = 50
const SIDE_PANEL_SIZE = 5

type Deps = ChatDeps

function likeContains(text: string) {
	return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

function displayName(user: { firstName: string | null; lastName: string | null; email: string | null; phone: string | null }) {
	return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || user.phone || ''
}

/** The search box: the buyer's name, phone (0770… or +964770…), e-mail, or one of their order numbers. */
function searchCondition(query: string): SQL | undefined {
	const text = query.trim().replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10))
	if (!text) return undefined
	const words = likeContains(text)
	const conditions: SQL[] = [
		ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, words),
		ilike(users.email, words),
		sql`exists (select 1 from ${orders} where ${orders.userId} = ${conversations.buyerId} and ${orders.number} ilike ${likeContains(text.toUpperCase())})`,
	]
	const digits = text.replace(/\D/g, '')
	if (digits.length >= 4 && /^[\d\s+()-]+$/.test(text)) {
		// Stored +964770…, typed 0770…: match the digits after any leading zeros.
		conditions.push(ilike(users.phone, likeContains(digits.replace(/^0+/, ''))))
	}
	return or(...conditions)
}

/** What a filter keeps (the reader's own id for "mine"). */
function filterCondition(filter: InboxFilter, staffId: string | null): SQL | undefined {
	const open = eq(conversations.status, 'open')
	switch (filter) {
		case 'all':
			return undefined
		case 'waiting':
			return and(open, eq(chatMessages.side, 'buyer'))
		case 'mine':
			return staffId ? and(open, eq(conversations.assignedStaffId, staffId)) : sql`false`
		case 'unassigned':
			return and(open, isNull(conversations.assignedStaffId))
		case 'closed':
			return eq(conversations.status, 'closed')
	}
}

function previewOf(row: {
	lastSide: InboxPreview['side'] | null
	lastKind: InboxPreview['kind'] | null
	lastBody: string | null
	lastPayload: unknown
}): InboxPreview | null {
	if (!row.lastSide || !row.lastKind) return null
	const payload = (row.lastPayload ?? null) as { event?: string; params?: InboxPreview['params'] } | null
	return {
		side: row.lastSide,
		kind: row.lastKind,
		body: (row.lastBody ?? '').slice(0, PREVIEW_LENGTH),
		event: typeof payload?.event === 'string' ? payload.event : null,
		params: payload?.params ?? {},
	}
}

/**
 * getInboxList: conversations with at least one message, unread first, then the newest activity, each with a
 * preview of its newest message. `filter` (default all) narrows it; `status` is the older open/closed choice.
 */
export async function listInbox(
	db: Db,
	{
		query = '',
		status,
		filter = 'all',
		staffId = null,
		limit = INBOX_PAGE_SIZE,
	}: { query?: string; status?: ConversationStatus; filter?: InboxFilter; staffId?: string | null; limit?: number } = {},
): Promise<InboxConversation[]> {
	const staff = sql.raw('assigned')
	const rows = await db
		.select({
			id: conversations.id,
			status: conversations.status,
			buyerId: conversations.buyerId,
			assignedStaffId: conversations.assignedStaffId,
			staffUnread: conversations.staffUnread,
			lastMessageAt: conversations.lastMessageAt,
			firstName: users.firstName,
			lastName: users.lastName,
			email: users.email,
			phone: users.phone,
			assignedName: sql<
				string | null
			>`(select coalesce(nullif(trim(coalesce(${staff}.first_name, '') || ' ' || coalesce(${staff}.last_name, '')), ''), ${staff}.username) from ${users} ${staff} where ${staff}.id = ${conversations.assignedStaffId})`,
			lastSide: chatMessages.side,
			lastKind: chatMessages.kind,
			lastBody: sql<string | null>`left(${chatMessages.body}, ${PREVIEW_LENGTH})`,
			lastPayload: chatMessages.payload,
		})
		.from(conversations)
		.innerJoin(users, eq(users.id, conversations.buyerId))
		.leftJoin(chatMessages, and(eq(chatMessages.conversationId, conversations.id), eq(chatMessages.seq, conversations.lastMessageSeq)))
		.where(
			and(
				sql`${conversations.lastMessageSeq} is not null`,
				status ? eq(conversations.status, status) : undefined,
				filterCondition(filter, staffId),
				searchCondition(query),
			),
		)
		.orderBy(desc(sql`${conversations.staffUnread} > 0`), desc(conversations.lastMessageAt), desc(conversations.id))
		.limit(Math.min(Math.max(1, limit), 200))
	return rows.map((row) => ({
		id: row.id,
		status: row.status,
		buyer: { id: row.buyerId, name: displayName(row), phone: row.phone },
		assignedStaffId: row.assignedStaffId,
		assignedStaffName: row.assignedName,
		staffUnread: row.staffUnread,
		lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
		lastMessage: previewOf(row),
	}))
}

/** A bank slip a buyer sent, as the desk's side panel lists it. */
export type BuyerSlip = {
	id: string
	contentType: string
	orderNumber: string
	paymentStatus: PaymentStatus
	paymentType: number
	amount: number
	createdAt: string
}

/** The buyer's latest bank slips, newest first (what an agent asked "did you get my transfer?" needs). */
export async function listBuyerSlips(db: Db, buyerId: string, limit = SIDE_PANEL_SIZE): Promise<BuyerSlip[]> {
	const rows = await db
		.select({
			id: paymentSlips.id,
			contentType: paymentSlips.contentType,
			orderNumber: orders.number,
			paymentStatus: payments.status,
			paymentType: payments.type,
			amount: payments.amount,
			createdAt: paymentSlips.createdAt,
		})
		.from(paymentSlips)
		.innerJoin(payments, eq(payments.id, paymentSlips.paymentId))
		.innerJoin(orders, eq(orders.id, payments.orderId))
		.where(eq(orders.userId, buyerId))
		.orderBy(desc(paymentSlips.createdAt), desc(paymentSlips.id))
		.limit(limit)
	return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}

export type InboxThread = {
	conversation: InboxConversation & { buyerLastReadSeq: number }
	messages: ChatMessageView[]
	hasOlder: boolean
	orders: OrderSummary[]
	inquiries: InquirySummary[]
	slips: BuyerSlip[]
}

async function findConversation(db: Db, conversationId: string): Promise<InboxThread['conversation']> {
	const [row] = await db
		.select({
			id: conversations.id,
			status: conversations.status,
			buyerId: conversations.buyerId,
			assignedStaffId: conversations.assignedStaffId,
			staffUnread: conversations.staffUnread,
			lastMessageAt: conversations.lastMessageAt,
			lastMessageSeq: conversations.lastMessageSeq,
			buyerLastReadSeq: conversations.buyerLastReadSeq,
			firstName: users.firstName,
			lastName: users.lastName,
			email: users.email,
			phone: users.phone,
		})
		.from(conversations)
		.innerJoin(users, eq(users.id, conversations.buyerId))
		.where(eq(conversations.id, conversationId))
		.limit(1)
	if (!row) throw new ChatNotFoundError()
	let assignedStaffName: string | null = null
	if (row.assignedStaffId) {
		const [agent] = await db
			.select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone, username: users.username })
			.from(users)
			.where(eq(users.id, row.assignedStaffId))
			.limit(1)
		assignedStaffName = agent ? displayName(agent) || agent.username : null
	}
	return {
		id: row.id,
		status: row.status,
		buyer: { id: row.buyerId, name: displayName(row), phone: row.phone },
		assignedStaffId: row.assignedStaffId,
		assignedStaffName,
		staffUnread: row.staffUnread,
		lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
		lastMessage: null,
		buyerLastReadSeq: row.buyerLastReadSeq,
	}
}

/**
 * Opens one conversation for an agent: the latest page of messages (or the page before `before`), the buyer's
 * recent orders, slips and inquiries. Reading changes nothing: the desk marks messages read with a POST once
 * they are on screen (markReadByStaff).
 */
export async function openConversation(
	db: Db,
	{ conversationId, locale, before }: { conversationId: string; locale: Locale; before?: number },
): Promise<InboxThread> {
	const conversation = await findConversation(db, conversationId)
	const [page, buyerOrders, buyerInquiries, slips] = await Promise.all([
		listMessages(db, { conversationId, before, locale }),
		listOrders(db, { userId: conversation.buyer.id, tab: 'all', limit: SIDE_PANEL_SIZE }),
		queryUserInquiries(db, conversation.buyer.id, { pageSize: SIDE_PANEL_SIZE }),
		listBuyerSlips(db, conversation.buyer.id),
	])
	return { conversation, messages: page.messages, hasOlder: page.hasMore, orders: buyerOrders.orders, inquiries: buyerInquiries.items, slips }
}

/** A page of a conversation for the desk's timeline (catch-up or older history), with the buyer's read mark. */
export async function staffMessagesPage(
	db: Db,
	{ conversationId, before, after, limit, locale }: { conversationId: string; before?: number; after?: number; limit?: number; locale: Locale },
): Promise<ChatPage & { otherLastReadSeq: number }> {
	const [row] = await db
		.select({ buyerLastReadSeq: conversations.buyerLastReadSeq })
		.from(conversations)
		.where(eq(conversations.id, conversationId))
		.limit(1)
	if (!row) throw new ChatNotFoundError()
	const page = await listMessages(db, { conversationId, before, after, limit, locale })
	return { ...page, otherLastReadSeq: row.buyerLastReadSeq }
}

/** Support has seen the conversation up to `seq` (the buyer sees "read"; the inbox's unread count clears). */
export async function markReadByStaff(db: Db, { conversationId, seq }: { conversationId: string; seq: number }, deps: Deps = {}): Promise<void> {
	await markRead(db, { conversationId, side: 'staff', seq }, deps)
}

/**
 * Presence: an agent has a conversation open (`conversationId`), or closed it (null). Nothing is stored: the
 * other agents' desks keep what they heard for PRESENCE_TTL_MS, and an open conversation says it again every
 * PRESENCE_BEAT_MS, so a closed tab is forgotten by itself and no process keeps state another would need.
 */
export async function announcePresence(
	{ staffId, name, conversationId }: { staffId: string; name: string; conversationId: string | null },
	deps: Deps = {},
): Promise<void> {
	const publish = deps.publish ?? realtimePublish
	const event: PresenceEvent = { kind: 'staff.presence', staffId, name, conversationId }
	await publish(STAFF_CHANNEL, event).catch(() => {})
}

/** An agent's text reply: stored, then the buyer and the other agents are told (inside sendMessage). */
export async function replyAsStaff(
	db: Db,
	{
		conversationId,
		staffId,
		body,
		clientId = createClientId(),
		locale,
	}: { conversationId: string; staffId: string; body: string; clientId?: string; locale: Locale },
	deps: Deps = {},
): Promise<ChatMessageView> {
	const { message } = await sendMessage(db, { userId: staffId, side: 'staff', conversationId, clientId, kind: 'text', body, locale }, deps)
	return message
}

async function updateConversation(db: Db, conversationId: string, values: Partial<typeof conversations.$inferInsert>, deps: Deps) {
	const [row] = await db
		.update(conversations)
		.set({ ...values, updatedAt: new Date() })
		.where(eq(conversations.id, conversationId))
		.returning({ id: conversations.id, status: conversations.status, assignedStaffId: conversations.assignedStaffId })
	if (!row) throw new ChatNotFoundError()
	const publish = deps.publish ?? realtimePublish
	// The other agents' inboxes follow (best effort: the change is committed either way).
	await publish(STAFF_CHANNEL, { kind: 'chat.conversation', conversationId, status: row.status, assignedStaffId: row.assignedStaffId }).catch(
		() => {},
	)
	return row
}

/** "Assign to me". */
export function assignToStaff(db: Db, { conversationId, staffId }: { conversationId: string; staffId: string }, deps: Deps = {}) {
	return updateConversation(db, conversationId, { assignedStaffId: staffId }, deps)
}

/** Close (done for now; the buyer writing again reopens it) or reopen. */
export function setConversationStatus(db: Db, { conversationId, status }: { conversationId: string; status: ConversationStatus }, deps: Deps = {}) {
	return updateConversation(db, conversationId, { status, closedAt: status === 'closed' ? new Date() : null }, deps)
}
