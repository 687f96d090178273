import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { users } from '#app/db/schema/index.ts'
import { sendMessage } from '#app/modules/chat/chat.server.ts'
import { createClientId } from '#app/modules/chat/schema.ts'
import { placeOrder } from '#app/modules/orders/placement.server.ts'
import { PAYMENT_TYPE } from '#app/modules/orders/order-status.ts'
import { createOrderBuyer, createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import { type RealtimeEvent, STAFF_CHANNEL, userChannel } from '#app/realtime/channels.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import {
	announcePresence,
	assignToStaff,
	listInbox,
	markReadByStaff,
	openConversation,
	replyAsStaff,
	setConversationStatus,
	staffMessagesPage,
} from './staff-inbox.server.ts'

let database: TestDatabase
let skuIds: string[]
let staffId: string
const published: Array<{ channel: string; event: RealtimeEvent }> = []
const deps = {
	publish: async (channel: string, event: RealtimeEvent) => {
		published.push({ channel, event })
	},
}

beforeAll(async () => {
	database = await createTestDatabase()
	;({ skuIds } = await createOrderShop(database.db, { skuStocks: [500], price: 5_000 }))
	const [staff] = await database.db.insert(users).values({ username: 'inbox-agent', role: 'staff', firstName: 'Zainab' }).returning({ id: users.id })
	staffId = staff!.id
})
afterAll(() => database.close())

async function buyerSays(userId: string, body: string) {
	return (await sendMessage(database.db, { userId, side: 'buyer', clientId: createClientId(), kind: 'text', body }, deps)).message
}

async function namedBuyer(firstName: string) {
	const buyer = await createOrderBuyer(database.db)
	await database.db.update(users).set({ firstName, lastName: 'Test' }).where(eq(users.id, buyer.userId))
	return buyer
}

describe('the staff inbox', () => {
	test('conversations with unread messages come first, then the newest; a buyer who never wrote is not listed', async () => {
		const quiet = await namedBuyer('Quiet')
		const answered = await namedBuyer('Answered')
		const waiting = await namedBuyer('Waiting')
		const latest = await namedBuyer('Latest')
		await createOrderBuyer(database.db) // never wrote
		const waitingMessage = await buyerSays(waiting.userId, 'Where is my order?')
		await buyerSays(answered.userId, 'Thanks')
		await replyAsStaff(
			database.db,
			{ conversationId: (await buyerSays(quiet.userId, 'hi')).conversationId, staffId, body: 'Hello!', locale: 'en' },
			deps,
		)
		await buyerSays(latest.userId, 'Is this in stock?')
		const ok = await buyerSays(answered.userId, 'ok')
		await markReadByStaff(database.db, { conversationId: ok.conversationId, seq: ok.seq }, deps)
		expect((await openConversation(database.db, { conversationId: ok.conversationId, locale: 'en' })).conversation.staffUnread).toBe(0)

		const names = (await listInbox(database.db)).map((row) => row.buyer.name)
		expect(names.indexOf('Latest Test')).toBeLessThan(names.indexOf('Waiting Test'))
		expect(names.indexOf('Waiting Test')).toBeLessThan(names.indexOf('Answered Test'))
		expect(names.indexOf('Waiting Test')).toBeLessThan(names.indexOf('Quiet Test'))
		expect(names.indexOf('Answered Test')).toBeLessThan(names.indexOf('Quiet Test'))
		const row = (await listInbox(database.db)).find((candidate) => candidate.id === waitingMessage.conversationId)
		expect(row).toMatchObject({ staffUnread: 1, status: 'open', buyer: { name: 'Waiting Test' } })
	})

	test('search finds a buyer by name, by phone typed as 0770…, and by one of their order numbers', async () => {
		const buyer = await namedBuyer('Searchable')
		const message = await buyerSays(buyer.userId, 'hello')
		const placed = await placeOrder(database.db, {
			userId: buyer.userId,
			idempotencyKey: `inbox-${Date.now()}`,
			source: 'buy_now',
			lines: [{ skuId: skuIds[0]!, quantity: 1 }],
			addressId: buyer.addressId,
			logisticsMethod: 'sea',
			paymentType: PAYMENT_TYPE.cashOnDelivery,
			userCouponId: null,
			remark: '',
			locale: 'en',
		})
		const ids = async (query: string) => (await listInbox(database.db, { query })).map((row) => row.id)
		expect(await ids('searchable')).toEqual([message.conversationId])
		const [phone] = await database.db.select({ phone: users.phone }).from(users).where(eq(users.id, buyer.userId))
		expect(await ids(`0${phone!.phone!.slice(4)}`)).toEqual([message.conversationId])
		expect(await ids(placed.number.toLowerCase())).toEqual([message.conversationId])
		expect(await ids('nobody-by-this-name')).toEqual([])

		const thread = await openConversation(database.db, { conversationId: message.conversationId, locale: 'en' })
		expect(thread.orders.map((order) => order.number)).toEqual([placed.number])
		expect(thread.messages.map((entry) => entry.body)).toEqual(['hello'])
	})

	test('a reply reaches the buyer’s channel and the staff channel; opening changes nothing, marking read (a POST) tells the buyer', async () => {
		const buyer = await namedBuyer('Reply')
		const first = await buyerSays(buyer.userId, '<b>bold?</b>')
		published.length = 0
		const thread = await openConversation(database.db, { conversationId: first.conversationId, locale: 'en' })
		expect(thread.messages.at(-1)?.body).toBe('<b>bold?</b>')
		expect(thread.conversation.staffUnread).toBe(1)
		expect(published).toEqual([])
		await markReadByStaff(database.db, { conversationId: first.conversationId, seq: first.seq }, deps)
		expect(published.map((entry) => [entry.channel, entry.event.kind])).toContainEqual([userChannel(buyer.userId), 'chat.read'])
		expect((await openConversation(database.db, { conversationId: first.conversationId, locale: 'en' })).conversation.staffUnread).toBe(0)

		published.length = 0
		const reply = await replyAsStaff(database.db, { conversationId: first.conversationId, staffId, body: 'Yes, we have it', locale: 'en' }, deps)
		expect(reply).toMatchObject({ side: 'staff', senderId: staffId, body: 'Yes, we have it' })
		expect(published.map((entry) => entry.channel)).toEqual([userChannel(buyer.userId), STAFF_CHANNEL])
		await expect(replyAsStaff(database.db, { conversationId: first.conversationId, staffId, body: '   ', locale: 'en' }, deps)).rejects.toMatchObject(
			{
				messageId: 'chat.error.empty',
				status: 400,
			},
		)
	})

	test('assign to me, close and reopen; the buyer writing again reopens a closed conversation', async () => {
		const buyer = await namedBuyer('Assign')
		const { conversationId } = await buyerSays(buyer.userId, 'help')
		await assignToStaff(database.db, { conversationId, staffId }, deps)
		expect((await openConversation(database.db, { conversationId, locale: 'en' })).conversation).toMatchObject({
			assignedStaffId: staffId,
			assignedStaffName: 'Zainab',
		})
		await setConversationStatus(database.db, { conversationId, status: 'closed' }, deps)
		expect((await listInbox(database.db, { status: 'open' })).map((row) => row.id)).not.toContain(conversationId)
		expect((await listInbox(database.db, { status: 'closed' })).map((row) => row.id)).toContain(conversationId)
		await setConversationStatus(database.db, { conversationId, status: 'open' }, deps)
		expect((await listInbox(database.db, { status: 'open' })).map((row) => row.id)).toContain(conversationId)
		await setConversationStatus(database.db, { conversationId, status: 'closed' }, deps)
		await buyerSays(buyer.userId, 'one more thing')
		expect((await listInbox(database.db, { status: 'open' })).map((row) => row.id)).toContain(conversationId)
		await expect(assignToStaff(database.db, { conversationId: 'missing', staffId }, deps)).rejects.toMatchObject({ status: 404 })
	})

	test('each row previews its newest message; the filters keep what is waiting on us, mine, unassigned and closed', async () => {
		const [other] = await database.db.insert(users).values({ username: 'inbox-other', role: 'staff', firstName: 'Ali' }).returning({ id: users.id })
		const waiting = await namedBuyer('FilterWaiting')
		const answered = await namedBuyer('FilterAnswered')
		const theirs = await namedBuyer('FilterTheirs')
		const waitingId = (await buyerSays(waiting.userId, 'Is the blue one back in stock? I need 40 pieces for my shop in Basra')).conversationId
		const answeredId = (await buyerSays(answered.userId, 'hello')).conversationId
		await replyAsStaff(database.db, { conversationId: answeredId, staffId, body: 'Welcome!', locale: 'en' }, deps)
		await assignToStaff(database.db, { conversationId: answeredId, staffId }, deps)
		const theirsId = (await buyerSays(theirs.userId, 'hi')).conversationId
		await assignToStaff(database.db, { conversationId: theirsId, staffId: other!.id }, deps)

		const rows = await listInbox(database.db, { query: 'Filter' })
		expect(rows.find((row) => row.id === waitingId)?.lastMessage).toMatchObject({
			side: 'buyer',
			kind: 'text',
			body: 'Is the blue one back in stock? I need 40 pieces for my shop in Basra',
		})
		expect(rows.find((row) => row.id === answeredId)?.lastMessage).toMatchObject({ side: 'staff', body: 'Welcome!' })
		expect(rows.find((row) => row.id === theirsId)?.assignedStaffName).toBe('Ali')

		const ids = async (filter: 'all' | 'waiting' | 'mine' | 'unassigned' | 'closed') =>
			(await listInbox(database.db, { query: 'Filter', filter, staffId })).map((row) => row.id).sort()
		expect(await ids('all')).toEqual([waitingId, answeredId, theirsId].sort())
		expect(await ids('waiting')).toEqual([waitingId, theirsId].sort())
		expect(await ids('mine')).toEqual([answeredId])
		expect(await ids('unassigned')).toEqual([waitingId])
		await setConversationStatus(database.db, { conversationId: waitingId, status: 'closed' }, deps)
		expect(await ids('closed')).toEqual([waitingId])
		expect(await ids('waiting')).toEqual([theirsId])
	})

	test('the desk reads pages with the buyer’s read mark, and presence is a signal on the staff channel', async () => {
		const buyer = await namedBuyer('Pages')
		const first = await buyerSays(buyer.userId, 'one')
		await buyerSays(buyer.userId, 'two')
		const page = await staffMessagesPage(database.db, { conversationId: first.conversationId, after: first.seq, locale: 'en' })
		expect(page.messages.map((message) => message.body)).toEqual(['two'])
		expect(page.otherLastReadSeq).toBeGreaterThan(0)
		await expect(staffMessagesPage(database.db, { conversationId: 'missing', locale: 'en' })).rejects.toMatchObject({ status: 404 })
		published.length = 0
		await announcePresence({ staffId, name: 'Zainab', conversationId: first.conversationId }, deps)
		expect(published).toEqual([
			{ channel: STAFF_CHANNEL, event: { kind: 'staff.presence', staffId, name: 'Zainab', conversationId: first.conversationId } },
		])
	})
})
