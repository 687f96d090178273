import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { conversations, orders, users } from '#app/db/schema/index.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { type ChatDeps, ChatNotFoundError, listMessages, markRead, sendMessage } from '#app/modules/chat/chat.server.ts'
import { type ChatMessageView } from '#app/modules/chat/chat-view.ts'
import { createClientId } from '#app/modules/chat/schema.ts'
import { queryUserInquiries, type InquirySummary } from '#app/modules/inquiries/inquiries.server.ts'
import { listOrders, type OrderSummary } from '#app/modules/orders/orders.server.ts'
import { type ConversationStatus } from '#app/db/schema/chat.ts'
import { getOptionalUser } from '#app/modules/auth/auth.server.ts'
import { type RealtimeUser } from '#app/realtime/channel-kinds.server.ts'
import { STAFF_CHANNEL } from '#app/realtime/channels.ts'
import { getOptionalStaff } from './staff-auth.server.ts'
import { publish as realtimePublish } from '#app/realtime/realtime.server.ts'

/*
 * The support inbox of the staff console (issue 5 item 5): every buyer's conversation, unread first and then
 * the latest activity; one conversation with its timeline and a side panel of the buyer's orders and
 * inquiries; replies, "assign to me", close and reopen. Sending goes through the chat's sendMessage, which
 * commits and then tells the buyer's channel and the staff channel.
 */

export const INBOX_PAGE_SIZE = 50
const SIDE_PANEL_SIZE = 5

export type InboxBuyer = { id: string; name: string; phone: string | null }

export type InboxConversation = {
	id: string
	status: ConversationStatus
	buyer: InboxBuyer
	assignedStaffId: string | null
	assignedStaffName: string | null
	staffUnread: number
	lastMessageAt: Date | null
}

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

/** getInboxList: conversations with at least one message, unread first, then the newest activity. */
export async function listInbox(
	db: Db,
	{ query = '', status, limit = INBOX_PAGE_SIZE }: { query?: string; status?: ConversationStatus; limit?: number } = {},
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
			assignedName: sql<string | null>`(select nullif(trim(coalesce(${staff}.first_name, '') || ' ' || coalesce(${staff}.last_name, '')), '') from ${users} ${staff} where ${staff}.id = ${conversations.assignedStaffId})`,
		})
		.from(conversations)
		.innerJoin(users, eq(users.id, conversations.buyerId))
		.where(and(sql`${conversations.lastMessageSeq} is not null`, status ? eq(conversations.status, status) : undefined, searchCondition(query)))
		.orderBy(desc(sql`${conversations.staffUnread} > 0`), desc(conversations.lastMessageAt), desc(conversations.id))
		.limit(Math.min(Math.max(1, limit), 200))
	return rows.map((row) => ({
		id: row.id,
		status: row.status,
		buyer: { id: row.buyerId, name: displayName(row), phone: row.phone },
		assignedStaffId: row.assignedStaffId,
		assignedStaffName: row.assignedName,
		staffUnread: row.staffUnread,
		lastMessageAt: row.lastMessageAt,
	}))
}

export type InboxThread = {
	conversation: InboxConversation
	messages: ChatMessageView[]
	hasOlder: boolean
	orders: OrderSummary[]
	inquiries: InquirySummary[]
}

async function findConversation(db: Db, conversationId: string): Promise<InboxConversation> {
	const [row] = await db
		.select({
			id: conversations.id,
			status: conversations.status,
			buyerId: conversations.buyerId,
			assignedStaffId: conversations.assignedStaffId,
			staffUnread: conversations.staffUnread,
			lastMessageAt: conversations.lastMessageAt,
			lastMessageSeq: conversations.lastMessageSeq,
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
		lastMessageAt: row.lastMessageAt,
	}
}

/**
 * Opens one conversation for an agent: the latest page of messages (or the page before `before`), the
 * buyer's recent orders and inquiries; reading the latest page marks everything read for staff.
 */
export async function openConversation(
	db: Db,
	{ conversationId, locale, before }: { conversationId: string; locale: Locale; before?: number },
	deps: Deps = {},
): Promise<InboxThread> {
	const conversation = await findConversation(db, conversationId)
	const [page, buyerOrders, buyerInquiries] = await Promise.all([
		listMessages(db, { conversationId, before, locale }),
		listOrders(db, { userId: conversation.buyer.id, tab: 'all', limit: SIDE_PANEL_SIZE }),
		queryUserInquiries(db, conversation.buyer.id, { pageSize: SIDE_PANEL_SIZE }),
	])
	const last = page.messages.at(-1)
	if (before === undefined && last && conversation.staffUnread > 0) {
		await markRead(db, { conversationId, side: 'staff', seq: last.seq }, deps)
		conversation.staffUnread = 0
	}
	return { conversation, messages: page.messages, hasOlder: page.hasMore, orders: buyerOrders.orders, inquiries: buyerInquiries.items }
}

/** An agent's text reply: stored, then the buyer and the other agents are told (inside sendMessage). */
export async function replyAsStaff(
	db: Db,
	{ conversationId, staffId, body, clientId = createClientId(), locale }: { conversationId: string; staffId: string; body: string; clientId?: string; locale: Locale },
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
	await publish(STAFF_CHANNEL, { kind: 'chat.conversation', conversationId, status: row.status, assignedStaffId: row.assignedStaffId }).catch(() => {})
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

/**
 * The real-time routes' reader: the shop's signed-in user, else the console's member of staff (the staff
 * cookie is separate from the shop's), so the inbox can listen on the staff channel.
 */
export async function getRealtimeUser(request: Request): Promise<RealtimeUser | null> {
	const user = await getOptionalUser(request)
	if (user) return user
	const staff = await getOptionalStaff(request)
	return staff ? { id: staff.id, role: 'staff' } : null
}
