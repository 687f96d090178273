import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chatMessages, users } from '#app/db/schema/index.ts'
import { createBuyer, createTestShop, productAt } from '#app/modules/favorites/test-shop.server.ts'
import { createMemoryStorage } from '#app/providers/storage/index.server.ts'
import { canSubscribe } from '#app/realtime/channel-kinds.server.ts'
import { STAFF_CHANNEL, userChannel } from '#app/realtime/channels.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { uploadChatImage } from './chat-files.server.ts'
import {
	ChatError,
	ChatNotFoundError,
	conversationChannelKind,
	getConversationForUser,
	getOrCreateConversation,
	getUnreadCount,
	listMessages,
	markRead,
	sendMessage,
} from './chat.server.ts'

let handle: TestDatabase
let productIds: string[]
const published: Array<{ channel: string; kind: string }> = []
/** What the buyer's channel carried, in full. */
const toBuyers: Array<{ channel: string; event: { kind: string; [key: string]: unknown } }> = []
const deps = {
	publish: async (channel: string, event: { kind: string }) => {
		published.push({ channel, kind: event.kind })
		if (channel.startsWith('user:')) toBuyers.push({ channel, event })
	},
}

beforeAll(async () => {
	handle = await createTestDatabase()
	;({ productIds } = await createTestShop(handle.db, { productCount: 2 }))
})
afterAll(() => handle.close())

async function createStaff() {
	const [row] = await handle.db
		.insert(users)
		.values({ username: `agent-${crypto.randomUUID().slice(0, 8)}`, role: 'staff' })
		.returning({ id: users.id })
	if (!row) throw new Error('no staff')
	return row.id
}

const clientId = () => crypto.randomUUID()

describe('sending', () => {
	test('sending the same message again (the outbox retrying) stores it once and tells the other side once', async () => {
		const buyerId = await createBuyer(handle.db)
		published.length = 0
		const id = clientId()
		const first = await sendMessage(
			handle.db,
			{ userId: buyerId, side: 'buyer', clientId: id, kind: 'text', body: '  Do you have this in red?  ' },
			deps,
		)
		const again = await sendMessage(handle.db, { userId: buyerId, side: 'buyer', clientId: id, kind: 'text', body: 'Do you have this in red?' }, deps)

		expect(first.duplicate).toBe(false)
		expect(again.duplicate).toBe(true)
		expect(again.message.id).toBe(first.message.id)
		expect(first.message.body).toBe('Do you have this in red?')
		const stored = await handle.db.select().from(chatMessages).where(eq(chatMessages.conversationId, first.message.conversationId))
		expect(stored).toHaveLength(1)
		expect(published).toEqual([
			{ channel: userChannel(buyerId), kind: 'chat.message' },
			{ channel: STAFF_CHANNEL, kind: 'chat.message' },
		])
	})

	test('an empty or over-long message, or a kind the buyer may not send, is refused with a message', async () => {
		const buyerId = await createBuyer(handle.db)
		const send = (body: string, kind: 'text' | 'quote' = 'text') =>
			sendMessage(
				handle.db,
				{ userId: buyerId, side: 'buyer', clientId: clientId(), kind, body, payload: kind === 'quote' ? { quoteId: 'q1' } : null },
				deps,
			)
		await expect(send('   ')).rejects.toMatchObject({ messageId: 'chat.error.empty', status: 400 })
		await expect(send('x'.repeat(2001))).rejects.toMatchObject({ messageId: 'chat.error.tooLong', status: 400 })
		await expect(send('a quote', 'quote')).rejects.toBeInstanceOf(ChatError)
	})

	test('a picture can only be sent by the buyer who uploaded it', async () => {
		const storage = createMemoryStorage()
		const owner = await createBuyer(handle.db)
		const other = await createBuyer(handle.db)
		const conversation = await getOrCreateConversation(handle.db, owner)
		const png = new Uint8Array(
			await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
				.png()
				.toBuffer(),
		)
		const upload = await uploadChatImage(handle.db, storage, { userId: owner, conversationId: conversation.id, clientId: clientId(), bytes: png })
		expect(upload).toMatchObject({ width: 40, height: 30 })

		await expect(
			sendMessage(handle.db, { userId: other, side: 'buyer', clientId: clientId(), kind: 'image', attachments: [{ key: upload.key }] }, deps),
		).rejects.toMatchObject({ messageId: 'chat.error.fileMissing' })
		const sent = await sendMessage(
			handle.db,
			{ userId: owner, side: 'buyer', clientId: clientId(), kind: 'image', attachments: [{ key: upload.key }] },
			deps,
		)
		expect(sent.message.images).toEqual([{ url: `/resources/chat-file/${upload.key}`, width: 40, height: 30 }])
	})

	test('a product card shows the product in the reader’s language', async () => {
		const buyerId = await createBuyer(handle.db)
		const productId = productAt(productIds, 0)
		const { message } = await sendMessage(
			handle.db,
			{ userId: buyerId, side: 'buyer', clientId: clientId(), kind: 'product', payload: { productId }, locale: 'en' },
			deps,
		)
		expect(message.card).toMatchObject({ type: 'product', product: { id: productId, title: 'Product 1', price: 1000 } })
		await expect(
			sendMessage(handle.db, { userId: buyerId, side: 'buyer', clientId: clientId(), kind: 'product', payload: { productId: 'nope' } }, deps),
		).rejects.toMatchObject({ status: 404 })
	})
})

describe('reading', () => {
	test('history pages go back in order, and catch-up returns everything after the last seen seq', async () => {
		const buyerId = await createBuyer(handle.db)
		const staffId = await createStaff()
		const conversation = await getOrCreateConversation(handle.db, buyerId)
		const bodies = Array.from({ length: 7 }, (_, index) => `message ${index + 1}`)
		for (const [index, body] of bodies.entries()) {
			const staff = index % 2 === 1
			await sendMessage(
				handle.db,
				staff
					? { userId: staffId, side: 'staff', conversationId: conversation.id, clientId: clientId(), kind: 'text', body }
					: { userId: buyerId, side: 'buyer', clientId: clientId(), kind: 'text', body },
				deps,
			)
		}
		const latest = await listMessages(handle.db, { conversationId: conversation.id, limit: 3, locale: 'en' })
		expect(latest.messages.map((message) => message.body)).toEqual(['message 5', 'message 6', 'message 7'])
		expect(latest.hasMore).toBe(true)

		const older = await listMessages(handle.db, { conversationId: conversation.id, before: latest.messages[0]!.seq, limit: 3, locale: 'en' })
		expect(older.messages.map((message) => message.body)).toEqual(['message 2', 'message 3', 'message 4'])
		const oldest = await listMessages(handle.db, { conversationId: conversation.id, before: older.messages[0]!.seq, limit: 3, locale: 'en' })
		expect(oldest).toMatchObject({ hasMore: false, messages: [{ body: 'message 1' }] })

		const after = await listMessages(handle.db, { conversationId: conversation.id, after: older.messages[1]!.seq, limit: 2, locale: 'en' })
		expect(after.messages.map((message) => message.body)).toEqual(['message 4', 'message 5'])
		expect(after.hasMore).toBe(true)
		const rest = await listMessages(handle.db, { conversationId: conversation.id, after: after.messages[1]!.seq, limit: 10, locale: 'en' })
		expect(rest).toMatchObject({ hasMore: false, messages: [{ body: 'message 6' }, { body: 'message 7' }] })
	})

	test('another buyer can neither read the conversation nor subscribe to its owner’s channel', async () => {
		const owner = await createBuyer(handle.db)
		const other = await createBuyer(handle.db)
		const staffId = await createStaff()
		const conversation = await getOrCreateConversation(handle.db, owner)

		await expect(getConversationForUser(handle.db, { id: other, role: 'buyer' }, conversation.id)).rejects.toBeInstanceOf(ChatNotFoundError)
		await expect(getConversationForUser(handle.db, { id: other, role: 'buyer' }, conversation.id)).rejects.toMatchObject({ status: 404 })
		expect((await getConversationForUser(handle.db, { id: owner, role: 'buyer' }, conversation.id)).id).toBe(conversation.id)
		expect((await getConversationForUser(handle.db, { id: staffId, role: 'staff' }, conversation.id)).id).toBe(conversation.id)

		expect(await canSubscribe({ id: other, role: 'buyer' }, userChannel(owner), handle.db)).toBe(false)
		expect(await canSubscribe({ id: owner, role: 'buyer' }, userChannel(owner), handle.db)).toBe(true)
		const rule = conversationChannelKind.authorize
		expect(await rule({ id: other, role: 'buyer' }, conversation.id, handle.db)).toBe(false)
		expect(await rule({ id: owner, role: 'buyer' }, conversation.id, handle.db)).toBe(true)
		expect(await rule({ id: staffId, role: 'staff' }, conversation.id, handle.db)).toBe(true)
	})

	test('a buyer cannot write into someone else’s conversation by naming it', async () => {
		const owner = await createBuyer(handle.db)
		const other = await createBuyer(handle.db)
		const conversation = await getOrCreateConversation(handle.db, owner)
		const { message } = await sendMessage(
			handle.db,
			{ userId: other, side: 'buyer', conversationId: conversation.id, clientId: clientId(), kind: 'text', body: 'hi' },
			deps,
		)
		expect(message.conversationId).not.toBe(conversation.id)
	})

	test('support replies count as unread until the buyer reads them; the buyer’s messages show as read once support has', async () => {
		const buyerId = await createBuyer(handle.db)
		const staffId = await createStaff()
		const { message: question } = await sendMessage(
			handle.db,
			{ userId: buyerId, side: 'buyer', clientId: clientId(), kind: 'text', body: 'Price?' },
			deps,
		)
		const conversationId = question.conversationId
		expect(await getUnreadCount(handle.db, buyerId)).toBe(0)

		const staffSends = (body: string) =>
			sendMessage(handle.db, { userId: staffId, side: 'staff', conversationId, clientId: clientId(), kind: 'text', body }, deps)
		const { message: first } = await staffSends('5,000 IQD')
		await staffSends('Minimum 10 pieces')
		expect(await getUnreadCount(handle.db, buyerId)).toBe(2)
		// Staff replying means staff has read the buyer's question.
		const afterReply = await getConversationForUser(handle.db, { id: buyerId, role: 'buyer' }, conversationId)
		expect(afterReply.staffLastReadSeq).toBeGreaterThanOrEqual(question.seq)

		published.length = 0
		await markRead(handle.db, { conversationId, side: 'buyer', seq: first.seq }, deps)
		expect(await getUnreadCount(handle.db, buyerId)).toBe(1)
		const read = await markRead(handle.db, { conversationId, side: 'buyer', seq: Number.MAX_SAFE_INTEGER }, deps)
		expect(await getUnreadCount(handle.db, buyerId)).toBe(0)
		expect(read.buyerLastReadSeq).toBe(read.lastMessageSeq)
		// Never moves back.
		await markRead(handle.db, { conversationId, side: 'buyer', seq: 0 }, deps)
		expect((await getConversationForUser(handle.db, { id: buyerId, role: 'buyer' }, conversationId)).buyerLastReadSeq).toBe(read.lastMessageSeq)
		expect(published.filter((event) => event.kind === 'chat.read')).toHaveLength(4)
	})

	test('the buyer’s channel carries the unread count with every message and read mark, so the badge needs no query', async () => {
		const buyerId = await createBuyer(handle.db)
		const staffId = await createStaff()
		const { message: question } = await sendMessage(
			handle.db,
			{ userId: buyerId, side: 'buyer', clientId: clientId(), kind: 'text', body: 'In stock?' },
			deps,
		)
		const conversationId = question.conversationId
		toBuyers.length = 0
		const staffSends = (body: string) =>
			sendMessage(handle.db, { userId: staffId, side: 'staff', conversationId, clientId: clientId(), kind: 'text', body }, deps)
		const { message: first } = await staffSends('Yes')
		await staffSends('200 pieces')
		await markRead(handle.db, { conversationId, side: 'buyer', seq: first.seq }, deps)
		await sendMessage(handle.db, { userId: buyerId, side: 'buyer', clientId: clientId(), kind: 'text', body: 'Thanks' }, deps)

		const mine = toBuyers.filter(({ channel }) => channel === userChannel(buyerId))
		expect(mine.map(({ event }) => [event.kind, event.side, event.buyerUnread])).toEqual([
			['chat.message', 'staff', 1],
			['chat.message', 'staff', 2],
			['chat.read', 'buyer', 1],
			// Writing to support means the buyer has read everything before.
			['chat.message', 'buyer', 0],
		])
	})
})
