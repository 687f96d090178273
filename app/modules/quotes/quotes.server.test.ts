import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { inquiries, inquiryImages, orders, products, quotes, skus, users } from '#app/db/schema/index.ts'
import { listMessages, sendMessage } from '#app/modules/chat/chat.server.ts'
import { createClientId } from '#app/modules/chat/schema.ts'
import { previewTradeFlow } from '#app/modules/checkout/checkout.server.ts'
import { submitDrafted } from '#app/modules/checkout/test-drafts.server.ts'
import { readTradeFlowParams } from '#app/modules/checkout/trade-flow-url.ts'
import { priceCheckout } from '#app/modules/orders/pricing.server.ts'
import { createOrderBuyer, createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import { type RealtimeEvent, STAFF_CHANNEL, userChannel } from '#app/realtime/channels.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { acceptQuote, getBuyerQuote, QuoteNotFoundError, sendQuote, withdrawQuote } from './quotes.server.ts'

let database: TestDatabase
let staffId: string
const published: Array<{ channel: string; event: RealtimeEvent }> = []
const deps = {
	publish: async (channel: string, event: RealtimeEvent) => {
		published.push({ channel, event })
	},
}
const db = () => database.db
const DAY = 24 * 60 * 60 * 1000
const T0 = new Date('2026-12-01T09:00:00Z')

beforeAll(async () => {
	database = await createTestDatabase()
	// Regions, pickup stores and the exchange rate the buyers' addresses and the trade flow need.
	await createOrderShop(db())
	const [staff] = await db().insert(users).values({ username: 'quote-agent', role: 'staff', firstName: 'Zainab' }).returning({ id: users.id })
	staffId = staff!.id
}, 60_000)
afterAll(() => database?.close())

/** A buyer who asked in the chat, and their conversation. */
async function buyerInChat() {
	const buyer = await createOrderBuyer(db())
	const { message } = await sendMessage(
		db(),
		{ userId: buyer.userId, side: 'buyer', clientId: createClientId(), kind: 'text', body: 'Can you source 200 steel lunch boxes?' },
		deps,
	)
	return { ...buyer, conversationId: message.conversationId }
}

const terms = { specification: 'Stainless 304, 3 compartments, boxed', unitPrice: 4_500, minQuantity: 50, leadTimeDays: 12, freightEstimate: 300 }

function customQuote(conversationId: string, extra: Partial<Parameters<typeof sendQuote>[1]> = {}) {
	return sendQuote(
		db(),
		{
			conversationId,
			agentId: staffId,
			clientId: createClientId(),
			item: { kind: 'custom', title: 'Steel lunch box, 3 compartments', specification: terms.specification },
			...terms,
			validUntil: new Date(T0.getTime() + 7 * DAY),
			locale: 'en',
			now: T0,
			...extra,
		},
		deps,
	)
}

/** The trade flow's form for an accepted quote, as the page sends it. */
function quoteForm(quoteId: string, addressId: string, quantity: number | null, idempotencyKey = crypto.randomUUID()) {
	const form = new URLSearchParams({ source: 'quote', quoteId, addressId, logisticsMethod: 'sea', paymentType: '11', idempotencyKey })
	return {
		form,
		quantity,
		withSku: (skuId: string) => (quantity === null ? form : (form.append('skuId', skuId), form.append('qty', String(quantity)), form)),
	}
}

async function quoteRow(id: string) {
	const [row] = await db().select().from(quotes).where(eq(quotes.id, id))
	return row!
}

describe('sending a quote', () => {
	test('a custom item becomes an unlisted product; the quote and its chat card arrive together and both sides are told', async () => {
		const buyer = await buyerInChat()
		published.length = 0
		const sent = await customQuote(buyer.conversationId)
		expect(sent.message).toMatchObject({
			kind: 'quote',
			side: 'staff',
			card: {
				type: 'quote',
				quote: { title: 'Steel lunch box, 3 compartments', unitPrice: 4_500, minQuantity: 50, status: 'offered', custom: true },
			},
		})
		expect(published.map((entry) => entry.channel).sort()).toEqual([STAFF_CHANNEL, userChannel(buyer.userId)].sort())
		// The buyer's timeline shows the card with its terms.
		const { messages } = await listMessages(db(), { conversationId: buyer.conversationId, locale: 'ar' })
		expect(messages.at(-1)?.card).toMatchObject({ type: 'quote', quote: { freightEstimate: 300, leadTimeDays: 12 } })
		// The sourced product is unlisted (search, home, feeds and the product page show 'active' products only).
		const row = await quoteRow(sent.quoteId)
		const [product] = await db()
			.select({ status: products.status, minOrderQty: products.minOrderQty })
			.from(products)
			.where(eq(products.id, row.productId))
		expect(product).toEqual({ status: 'sourced', minOrderQty: 50 })
	})

	test('the same form sent twice is one quote; answering an inquiry marks it quoted', async () => {
		const buyer = await buyerInChat()
		const [inquiry] = await db()
			.insert(inquiries)
			.values({ userId: buyer.userId, description: 'Lunch boxes', estimatedQuantity: 200 })
			.returning({ id: inquiries.id })
		const clientId = createClientId()
		const first = await customQuote(buyer.conversationId, { clientId, inquiryId: inquiry!.id })
		const again = await customQuote(buyer.conversationId, { clientId, inquiryId: inquiry!.id })
		expect(again).toMatchObject({ quoteId: first.quoteId, duplicate: true })
		expect(await db().select({ id: quotes.id }).from(quotes).where(eq(quotes.buyerId, buyer.userId))).toHaveLength(1)
		const [answered] = await db().select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, inquiry!.id))
		expect(answered!.status).toBe('quoted')
	})

	test('a custom item quoted in answer to a request with a photo shows that photo, not a placeholder', async () => {
		const buyer = await buyerInChat()
		const [inquiry] = await db()
			.insert(inquiries)
			.values({ userId: buyer.userId, description: 'Lunch boxes like this one', estimatedQuantity: 200 })
			.returning({ id: inquiries.id })
		await db().insert(inquiryImages).values({ inquiryId: inquiry!.id, storageKey: 'inquiries/lunch-box.webp', width: 600, height: 600, sort: 0 })
		const answered = await customQuote(buyer.conversationId, { inquiryId: inquiry!.id })
		expect(answered.message.card).toMatchObject({
			type: 'quote',
			quote: { custom: true, imageUrl: expect.stringContaining('inquiries/lunch-box.webp') },
		})
		// Without a request (or one without photos) there is nothing to show, as before.
		expect((await customQuote(buyer.conversationId)).message.card).toMatchObject({ type: 'quote', quote: { imageUrl: null } })
	})
})

describe('accepting', () => {
	test('only the quote’s buyer, while offered and unexpired; anyone else gets 404', async () => {
		const buyer = await buyerInChat()
		const stranger = await createOrderBuyer(db())
		const { quoteId } = await customQuote(buyer.conversationId)
		await expect(acceptQuote(db(), { userId: stranger.userId, quoteId, now: T0 }, deps)).rejects.toBeInstanceOf(QuoteNotFoundError)
		await expect(getBuyerQuote(db(), { userId: stranger.userId, quoteId, locale: 'en' })).rejects.toBeInstanceOf(QuoteNotFoundError)
		expect(
			await previewTradeFlow(db(), {
				userId: stranger.userId,
				locale: 'en',
				state: readTradeFlowParams(new URLSearchParams({ source: 'quote', quoteId })).state,
				now: T0,
			}),
		).toBeNull()

		await acceptQuote(db(), { userId: buyer.userId, quoteId, now: T0 }, deps)
		expect(await quoteRow(quoteId)).toMatchObject({ status: 'accepted' })
		// Accepting again (a second tap) is fine.
		await expect(acceptQuote(db(), { userId: buyer.userId, quoteId, now: T0 }, deps)).resolves.toMatchObject({ quoteId })
	})

	test('an expired or withdrawn quote is refused with its own message; an accepted one cannot be withdrawn', async () => {
		const buyer = await buyerInChat()
		const expiring = await customQuote(buyer.conversationId)
		await expect(
			acceptQuote(db(), { userId: buyer.userId, quoteId: expiring.quoteId, now: new Date(T0.getTime() + 7 * DAY) }, deps),
		).rejects.toMatchObject({
			messageId: 'quote.error.expired',
			status: 409,
		})
		expect(
			await getBuyerQuote(db(), { userId: buyer.userId, quoteId: expiring.quoteId, locale: 'en', now: new Date(T0.getTime() + 8 * DAY) }),
		).toMatchObject({ status: 'expired' })

		const taken = await customQuote(buyer.conversationId)
		await withdrawQuote(db(), { quoteId: taken.quoteId, now: T0 }, deps)
		await expect(acceptQuote(db(), { userId: buyer.userId, quoteId: taken.quoteId, now: T0 }, deps)).rejects.toMatchObject({
			messageId: 'quote.error.withdrawn',
			status: 409,
		})

		const accepted = await customQuote(buyer.conversationId)
		await acceptQuote(db(), { userId: buyer.userId, quoteId: accepted.quoteId, now: T0 }, deps)
		await expect(withdrawQuote(db(), { quoteId: accepted.quoteId, now: T0 }, deps)).rejects.toMatchObject({
			messageId: 'quote.error.alreadyAccepted',
			status: 409,
		})
	})
})

describe('ordering at the quote’s price', () => {
	test('a catalogue SKU is ordered at the quoted price although the SKU costs more; below the minimum is refused; the quote becomes ordered', async () => {
		const shop = await createOrderShop(db(), { skuStocks: [500], price: 9_000 })
		const buyer = await buyerInChat()
		const { quoteId } = await customQuote(buyer.conversationId, {
			item: { kind: 'catalogue', skuId: shop.skuIds[0]! },
			unitPrice: 7_000,
			minQuantity: 20,
		})
		const { skuId } = await acceptQuote(db(), { userId: buyer.userId, quoteId, now: T0 }, deps)
		expect(skuId).toBe(shop.skuIds[0])

		const state = readTradeFlowParams(new URLSearchParams({ source: 'quote', quoteId, logisticsMethod: 'sea' })).state
		const preview = await previewTradeFlow(db(), { userId: buyer.userId, locale: 'en', state, now: T0 })
		expect(preview).toMatchObject({
			origin: { type: 'quote', quoteId },
			lines: [{ skuId, unitPrice: 7_000, quantity: 20, minOrderQty: 20 }],
			goodsAmount: 140_000,
			payableAmount: 140_000,
			coupons: [],
			// The quote's own sea freight, per piece.
			estimatedLogisticsAmount: 20 * 300,
		})

		const below = await submitDrafted(db(), {
			userId: buyer.userId,
			locale: 'en',
			form: quoteForm(quoteId, buyer.addressId, 19).withSku(skuId),
			now: T0,
		})
		expect(below).toMatchObject({ ok: false, status: 409, messageId: 'checkout.problem.belowMinimum' })
		expect(await quoteRow(quoteId)).toMatchObject({ status: 'accepted', orderId: null })

		const placed = await submitDrafted(db(), {
			userId: buyer.userId,
			locale: 'en',
			form: quoteForm(quoteId, buyer.addressId, 25).withSku(skuId),
			now: T0,
		})
		if (!placed.ok) throw new Error(placed.messageId)
		const [order] = await db().select().from(orders).where(eq(orders.id, placed.order.orderId))
		expect(order).toMatchObject({
			source: 'quote',
			sourceRef: quoteId,
			goodsAmount: 175_000,
			payableAmount: 175_000,
			subsidyAmount: 0,
			estimatedLogisticsAmount: 25 * 300,
		})
		expect(await quoteRow(quoteId)).toMatchObject({ status: 'ordered', orderId: placed.order.orderId })
		const [sku] = await db().select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId))
		expect(sku!.stock).toBe(475)
	})

	test('the same quote cannot be ordered twice: a second page is refused, the same page twice is the same order', async () => {
		const buyer = await buyerInChat()
		const { quoteId } = await customQuote(buyer.conversationId)
		const { skuId } = await acceptQuote(db(), { userId: buyer.userId, quoteId, now: T0 }, deps)
		const key = crypto.randomUUID()
		const first = await submitDrafted(db(), {
			userId: buyer.userId,
			locale: 'en',
			form: quoteForm(quoteId, buyer.addressId, 50, key).withSku(skuId),
			now: T0,
		})
		if (!first.ok) throw new Error(first.messageId)
		const replay = await submitDrafted(db(), {
			userId: buyer.userId,
			locale: 'en',
			form: quoteForm(quoteId, buyer.addressId, 50, key).withSku(skuId),
			now: T0,
		})
		expect(replay).toMatchObject({ ok: true, order: { orderId: first.order.orderId, replayed: true } })
		const second = await submitDrafted(db(), {
			userId: buyer.userId,
			locale: 'en',
			form: quoteForm(quoteId, buyer.addressId, 50).withSku(skuId),
			now: T0,
		})
		expect(second).toMatchObject({ ok: false, status: 409, messageId: 'checkout.quote.unavailable' })
		expect(
			await db()
				.select({ id: orders.id })
				.from(orders)
				.where(and(eq(orders.userId, buyer.userId), eq(orders.source, 'quote'))),
		).toHaveLength(1)
	})

	test('concurrent attempts from different pages make one order', async () => {
		const buyer = await buyerInChat()
		const { quoteId } = await customQuote(buyer.conversationId)
		const { skuId } = await acceptQuote(db(), { userId: buyer.userId, quoteId, now: T0 }, deps)
		const attempts = await Promise.all(
			Array.from({ length: 8 }, () =>
				submitDrafted(db(), { userId: buyer.userId, locale: 'en', form: quoteForm(quoteId, buyer.addressId, 60).withSku(skuId), now: T0 }),
			),
		)
		expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(1)
		for (const refused of attempts.filter((attempt) => !attempt.ok))
			expect(refused).toMatchObject({ status: 409, messageId: expect.stringMatching(/^(quote\.error\.ordered|checkout\.quote\.unavailable)$/) })
		const placed = await db()
			.select({ id: orders.id })
			.from(orders)
			.where(and(eq(orders.userId, buyer.userId), eq(orders.sourceRef, quoteId)))
		expect(placed).toHaveLength(1)
		expect(await quoteRow(quoteId)).toMatchObject({ status: 'ordered', orderId: placed[0]!.id })
	})

	test('an expired accepted quote can no longer be ordered', async () => {
		const buyer = await buyerInChat()
		const { quoteId } = await customQuote(buyer.conversationId)
		const { skuId } = await acceptQuote(db(), { userId: buyer.userId, quoteId, now: T0 }, deps)
		const late = await submitDrafted(db(), {
			userId: buyer.userId,
			locale: 'en',
			form: quoteForm(quoteId, buyer.addressId, 50).withSku(skuId),
			now: new Date(T0.getTime() + 8 * DAY),
		})
		expect(late).toMatchObject({ ok: false, status: 409, messageId: 'checkout.quote.unavailable' })
		expect(await quoteRow(quoteId)).toMatchObject({ status: 'accepted', orderId: null })
	})
})

describe('the agreed-price seam (priceCheckout)', () => {
	test('a campaign rate records the SKU price with the difference as subsidy, and never costs more than the SKU', async () => {
		const shop = await createOrderShop(db(), { skuStocks: [10], price: 8_000 })
		const buyer = await createOrderBuyer(db())
		const price = (unitPrice: number) =>
			priceCheckout(db(), {
				userId: buyer.userId,
				lines: [{ skuId: shop.skuIds[0]!, quantity: 2 }],
				addressId: null,
				logisticsMethod: 'sea',
				userCouponId: 'auto',
				agreedPrices: [{ skuId: shop.skuIds[0]!, unitPrice, minQuantity: 1, maxQuantity: 3, subsidized: true }],
				locale: 'en',
				now: T0,
			})
		expect(await price(6_000)).toMatchObject({ goodsAmount: 16_000, subsidyAmount: 4_000, payableAmount: 12_000, coupons: [] })
		expect(await price(9_000)).toMatchObject({ goodsAmount: 16_000, subsidyAmount: 0, payableAmount: 16_000 })
		expect(await price(0)).toMatchObject({ goodsAmount: 16_000, subsidyAmount: 16_000, payableAmount: 0 })
	})
})
