import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { campaignTemplates, chatMessages, users } from '#app/db/schema/index.ts'
import { seedRegions } from '#app/modules/addresses/regions.server.ts'
import { helpCampaign } from '#app/modules/campaigns/campaign-help.server.ts'
import { startCampaign } from '#app/modules/campaigns/campaign-start.server.ts'
import { placeOrder } from '#app/modules/orders/placement.server.ts'
import { createOrderBuyer, createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import { listCannedReplies, removeCannedReply, saveCannedReply, sendCannedReply } from '#app/modules/staff/canned-replies.server.ts'
import { createMemoryStorage } from '#app/providers/storage/index.server.ts'
import { conversationChannel, type RealtimeEvent, STAFF_CHANNEL } from '#app/realtime/channels.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { getPrivateFile, uploadChatVoice } from './chat-files.server.ts'
import { ChatNotFoundError, getOrCreateConversation, getOwnOrderCard, listMessages, publishTyping, sendMessage } from './chat.server.ts'

/*
 * The chat's media and cards against a real database: voice messages, order cards (the buyer's own only),
 * campaign events in the initiator's timeline, canned replies with pictures, and support's typing.
 */

let handle: TestDatabase
const db = () => handle.db
const published: Array<{ channel: string; event: RealtimeEvent }> = []
const deps = {
	publish: async (channel: string, event: RealtimeEvent) => {
		published.push({ channel, event })
	},
	pushReply: async () => undefined,
}
const storage = createMemoryStorage()
const clientId = () => crypto.randomUUID()
const opusWebm = new Uint8Array(readFileSync(new URL('../../../tests/fixtures/media/voice-opus.webm', import.meta.url)))

beforeAll(async () => {
	handle = await createTestDatabase()
	await seedRegions(handle.db)
}, 60_000)
afterAll(() => handle.close())

async function createStaff() {
	const [row] = await db()
		.insert(users)
		.values({ username: `agent-${crypto.randomUUID().slice(0, 8)}`, role: 'staff' })
		.returning({ id: users.id })
	return row!.id
}

describe('voice messages', () => {
	test('a recording is uploaded, sent as a voice message with its duration, and heard only by its buyer and staff', async () => {
		const buyer = await createOrderBuyer(db())
		const other = await createOrderBuyer(db())
		const conversation = await getOrCreateConversation(db(), buyer.userId)
		const id = clientId()
		const file = await uploadChatVoice(db(), storage, {
			userId: buyer.userId,
			conversationId: conversation.id,
			clientId: id,
			bytes: opusWebm,
			durationMs: 1_234,
		})
		expect(file.key).toMatch(/^chat\/[a-z0-9]+\.webm$/)
		expect(file.durationMs).toBe(1_234)
		// The outbox retrying the upload gets the same file.
		const again = await uploadChatVoice(db(), storage, {
			userId: buyer.userId,
			conversationId: conversation.id,
			clientId: id,
			bytes: opusWebm,
			durationMs: 1_234,
		})
		expect(again.key).toBe(file.key)

		const { message } = await sendMessage(
			db(),
			{ userId: buyer.userId, side: 'buyer', clientId: id, kind: 'voice', attachments: [{ key: file.key }] },
			deps,
		)
		expect(message.kind).toBe('voice')
		expect(message.voice).toEqual({ url: `/resources/chat-file/${file.key}`, durationMs: 1_234 })

		const stored = await getPrivateFile(db(), storage, { user: { id: buyer.userId, role: 'buyer' }, key: file.key })
		expect(stored?.contentType).toBe('audio/webm')
		expect(await getPrivateFile(db(), storage, { user: { id: other.userId, role: 'buyer' }, key: file.key })).toBeNull()
		expect(await getPrivateFile(db(), storage, { user: { id: await createStaff(), role: 'staff' }, key: file.key })).not.toBeNull()
	})

	test('an agent answers by voice in the buyer’s conversation, and the buyer may play it', async () => {
		const staffId = await createStaff()
		const buyer = await createOrderBuyer(db())
		const conversation = await getOrCreateConversation(db(), buyer.userId)
		const id = clientId()
		const file = await uploadChatVoice(db(), storage, {
			userId: staffId,
			conversationId: conversation.id,
			clientId: id,
			bytes: opusWebm,
			durationMs: 1_100,
		})
		const { message } = await sendMessage(
			db(),
			{ userId: staffId, side: 'staff', conversationId: conversation.id, clientId: id, kind: 'voice', attachments: [{ key: file.key }] },
			deps,
		)
		expect(message).toMatchObject({ side: 'staff', kind: 'voice', voice: { durationMs: 1_100 } })
		expect(await getPrivateFile(db(), storage, { user: { id: buyer.userId, role: 'buyer' }, key: file.key })).not.toBeNull()
	})

	test('a text file renamed .webm is refused, and nothing is stored', async () => {
		const buyer = await createOrderBuyer(db())
		const conversation = await getOrCreateConversation(db(), buyer.userId)
		const fake = new TextEncoder().encode('not audio, just words pretending to be a voice message\n'.repeat(20))
		const error = await uploadChatVoice(db(), storage, {
			userId: buyer.userId,
			conversationId: conversation.id,
			clientId: clientId(),
			bytes: fake,
			durationMs: 2_000,
		}).catch((caught: unknown) => caught)
		expect(error).toMatchObject({ messageId: 'chat.error.notVoice', status: 415 })
	})
})

describe('order cards', () => {
	test('a buyer sends their own order: the card shows its number, status, amount and first picture; another buyer’s is unknown', async () => {
		const shop = await createOrderShop(db(), { skuStocks: [10], price: 7_000 })
		const buyer = await createOrderBuyer(db())
		const stranger = await createOrderBuyer(db())
		const placed = await placeOrder(db(), {
			userId: buyer.userId,
			idempotencyKey: clientId(),
			source: 'buy_now',
			lines: [{ skuId: shop.skuIds[0]!, quantity: 2 }],
			addressId: buyer.addressId,
			logisticsMethod: 'sea',
			paymentType: 10,
			userCouponId: null,
			remark: '',
			locale: 'en',
		})

		const { message } = await sendMessage(
			db(),
			{ userId: buyer.userId, side: 'buyer', clientId: clientId(), kind: 'order', payload: { orderId: placed.orderId } },
			deps,
		)
		expect(message.card).toEqual({
			type: 'order',
			orderId: placed.orderId,
			order: { id: placed.orderId, number: placed.number, status: 1, payableAmount: placed.payableAmount, itemCount: 1, imageUrl: null },
		})
		expect(await getOwnOrderCard(db(), { buyerId: buyer.userId, orderId: placed.orderId })).toMatchObject({ number: placed.number })

		// Someone else's order: as unknown as one that does not exist, to send and to offer.
		const refused = await sendMessage(
			db(),
			{ userId: stranger.userId, side: 'buyer', clientId: clientId(), kind: 'order', payload: { orderId: placed.orderId } },
			deps,
		).catch((caught: unknown) => caught)
		expect(refused).toBeInstanceOf(ChatNotFoundError)
		expect(refused).toMatchObject({ status: 404 })
		expect(await getOwnOrderCard(db(), { buyerId: stranger.userId, orderId: placed.orderId })).toBeNull()
		expect(await getOwnOrderCard(db(), { buyerId: buyer.userId, orderId: 'not-an-id' })).toBeNull()
	})
})

describe('campaign events in the initiator’s timeline', () => {
	test('each help names the friend masked, with the count then; the success says so once', async () => {
		const shop = await createOrderShop(db(), { skuStocks: [5], price: 12_000 })
		const [template] = await db()
			.insert(campaignTemplates)
			.values({
				code: `CHAT-EVENT-${Date.now()}`,
				kind: 'free_gift',
				productId: shop.productId,
				skuId: shop.skuIds[0]!,
				targetCount: 2,
				durationMinutes: 24 * 60,
				activeFrom: new Date('2020-01-01T00:00:00Z'),
			})
			.returning()
		const t0 = new Date('2026-11-20T09:00:00Z')
		const initiator = await createOrderBuyer(db())
		const started = await startCampaign(db(), { userId: initiator.userId, templateId: template!.id, now: t0 })
		const friends = [
			{ firstName: 'Ali', lastName: 'Kareem' },
			{ firstName: 'سارة', lastName: null },
		]
		for (const [index, friend] of friends.entries()) {
			const at = new Date(t0.getTime() + (index + 1) * 60 * 60 * 1000)
			const [helper] = await db()
				.insert(users)
				.values({ phone: `+9647790${String(Date.now()).slice(-5)}${index}`, ...friend, firstLoginAt: at, identityFirstSeenAt: at, createdAt: at })
				.returning({ id: users.id })
			await helpCampaign(db(), { token: started.shareToken, helperId: helper!.id, now: new Date(at.getTime() + 60_000) }, { publish: deps.publish })
		}

		const conversation = await getOrCreateConversation(db(), initiator.userId)
		const { messages } = await listMessages(db(), { conversationId: conversation.id, locale: 'en' })
		expect(messages.map((message) => [message.side, message.kind, message.card])).toEqual([
			[
				'system',
				'campaign',
				{
					type: 'campaign',
					campaignId: started.campaignId,
					event: 'campaign.helped',
					params: { kind: 'free_gift', name: 'A*** K***', helped: 1, target: 2 },
				},
			],
			[
				'system',
				'campaign',
				{
					type: 'campaign',
					campaignId: started.campaignId,
					event: 'campaign.helped',
					params: { kind: 'free_gift', name: 'س***', helped: 2, target: 2 },
				},
			],
			[
				'system',
				'campaign',
				{ type: 'campaign', campaignId: started.campaignId, event: 'campaign.qualified', params: { kind: 'free_gift', target: 2 } },
			],
		])
		// The initiator's badge counts them (Dijla wrote to them).
		expect(conversation.buyerUnread).toBe(3)
	})
})

describe('canned replies with pictures', () => {
	test('staff add one with a picture; sending it posts the picture with its caption, once, readable by the buyer', async () => {
		const staffId = await createStaff()
		const buyer = await createOrderBuyer(db())
		const conversation = await getOrCreateConversation(db(), buyer.userId)
		const png = new Uint8Array(
			await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a7' } })
				.png()
				.toBuffer(),
		)

		const saved = await saveCannedReply(db(), storage, { staffId, body: 'Our size chart', image: png })
		expect(saved.image).toMatchObject({ width: 300, height: 200 })
		expect((await listCannedReplies(db())).map((reply) => reply.id)).toContain(saved.id)
		const cannedKey = saved.image!.url.replace('/resources/chat-file/', '')
		expect(cannedKey).toMatch(/^canned\//)
		// The console's own picture is for staff only.
		expect(await getPrivateFile(db(), storage, { user: { id: buyer.userId, role: 'buyer' }, key: cannedKey })).toBeNull()
		expect(await getPrivateFile(db(), storage, { user: { id: staffId, role: 'staff' }, key: cannedKey })).not.toBeNull()

		const id = clientId()
		const message = await sendCannedReply(
			db(),
			storage,
			{ conversationId: conversation.id, staffId, cannedReplyId: saved.id, clientId: id, locale: 'en' },
			deps,
		)
		const twice = await sendCannedReply(
			db(),
			storage,
			{ conversationId: conversation.id, staffId, cannedReplyId: saved.id, clientId: id, locale: 'en' },
			deps,
		)
		expect(twice.id).toBe(message.id)
		expect(message).toMatchObject({ side: 'staff', kind: 'image', body: 'Our size chart', images: [{ width: 300, height: 200 }] })
		const key = message.images[0]!.url.replace('/resources/chat-file/', '')
		expect(key).toMatch(/^chat\//)
		expect(await getPrivateFile(db(), storage, { user: { id: buyer.userId, role: 'buyer' }, key })).not.toBeNull()
		expect(await db().select().from(chatMessages).where(eq(chatMessages.conversationId, conversation.id))).toHaveLength(1)

		// Removing the reply keeps what was sent.
		await removeCannedReply(db(), saved.id)
		expect((await listCannedReplies(db())).map((reply) => reply.id)).not.toContain(saved.id)
		expect(await getPrivateFile(db(), storage, { user: { id: buyer.userId, role: 'buyer' }, key })).not.toBeNull()
	})

	test('a reply with neither text nor picture, or with a file that is not a picture, is refused with a message', async () => {
		const staffId = await createStaff()
		await expect(saveCannedReply(db(), storage, { staffId, body: '   ' })).rejects.toMatchObject({
			messageId: 'staff.canned.error.empty',
			status: 400,
		})
		await expect(saveCannedReply(db(), storage, { staffId, body: 'Hi', image: new TextEncoder().encode('not a picture') })).rejects.toMatchObject({
			messageId: 'chat.error.notImage',
			status: 400,
		})
	})
})

describe('typing', () => {
	test('an agent typing reaches the conversation’s channel (where its buyer listens); a buyer’s reaches staff', async () => {
		const staffId = await createStaff()
		const buyer = await createOrderBuyer(db())
		const conversation = await getOrCreateConversation(db(), buyer.userId)
		published.length = 0
		await publishTyping(db(), { user: { id: staffId, role: 'staff' }, conversationId: conversation.id }, deps)
		await publishTyping(db(), { user: { id: buyer.userId, role: 'buyer' }, conversationId: conversation.id }, deps)
		expect(published).toEqual([
			{ channel: conversationChannel(conversation.id), event: { kind: 'chat.typing', conversationId: conversation.id, side: 'staff' } },
			{ channel: STAFF_CHANNEL, event: { kind: 'chat.typing', conversationId: conversation.id, side: 'buyer' } },
		])
		const stranger = await createOrderBuyer(db())
		await expect(publishTyping(db(), { user: { id: stranger.userId, role: 'buyer' }, conversationId: conversation.id }, deps)).rejects.toBeInstanceOf(
			ChatNotFoundError,
		)
	})
})
