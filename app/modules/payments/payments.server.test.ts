import { and, count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { orderEvents, orders, payments, paymentSlips } from '#app/db/schema/index.ts'
import { cancelOrder } from '#app/modules/orders/commands.server.ts'
import { ORDER_STATUS, PAYMENT_TYPE } from '#app/modules/orders/order-status.ts'
import { createSandboxGateway } from '#app/providers/payment/sandbox.server.ts'
import { CallbackRejectedError, type VerifiedCallback } from '#app/providers/payment/gateway.ts'
import { createMemoryStorage } from '#app/providers/storage/memory.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { pdfWithScript } from '#tests/fixtures/pdf.ts'
import { readSlip, reviewBankSlip, submitBankSlips } from './bank-transfer.server.ts'
import { beginCardCheckout, completeCardPayment, receiveCardCallback } from './card.server.ts'
import { markCashCollected, reportCashNotCollected } from './cash.server.ts'
import { getPaymentPage, listPaymentsForReview } from './payment-views.server.ts'
import { PaymentError, PaymentNotFoundError, PaymentReplayError, REFUND_DUE, startPayment } from './payments.server.ts'
import { SLIP_MAX_BYTES } from './schema.ts'
import { billLogistics, createPaymentBuyer, createPaymentShop, createStaffMember, paymentKey, placeTestOrder } from './test-orders.server.ts'

let database: TestDatabase
let skuId: string
let staffId: string
const storage = createMemoryStorage()
const gateway = createSandboxGateway({ secrets: ['payments-test-secret-0123456789abcdef'] })

beforeAll(async () => {
	database = await createTestDatabase()
	;({ skuId } = await createPaymentShop(database.db))
	staffId = await createStaffMember(database.db)
}, 120_000)

afterAll(async () => {
	await database?.close()
})

async function orderStatus(orderId: string) {
	const [row] = await database.db.select({ status: orders.status, paymentType: orders.paymentType }).from(orders).where(eq(orders.id, orderId))
	return row!
}

async function eventCount(orderId: string) {
	const [row] = await database.db.select({ total: count() }).from(orderEvents).where(eq(orderEvents.orderId, orderId))
	return row!.total
}

async function paymentRow(paymentId: string) {
	const [row] = await database.db.select().from(payments).where(eq(payments.id, paymentId))
	return row!
}

/** A buyer with a card order awaiting its goods payment. */
async function cardOrder(paymentType: 10 | 5 = PAYMENT_TYPE.card) {
	const buyer = await createPaymentBuyer(database.db)
	const order = await placeTestOrder(database.db, { buyer, skuId, paymentType })
	return { buyer, order }
}

async function startTransfer(userId: string, orderId: string, stage: 'goods' | 'logistics' = 'goods') {
	return startPayment(database.db, { userId, orderId, stage, type: PAYMENT_TYPE.bankTransfer, idempotencyKey: paymentKey() })
}

/** The sandbox round trip: checkout, the tester's choice, the callback request. */
async function sandboxCallback(userId: string, paymentId: string, decision: 'approve' | 'declined' | 'insufficient_funds') {
	const checkout = await beginCardCheckout(database.db, gateway, {
		userId,
		paymentId,
		returnUrl: '/pages/payment/index',
		callbackUrl: 'https://dijla.test/pages/payment/callback',
		locale: 'ar',
	})
	const token = new URL(checkout.redirectUrl, 'https://dijla.test').searchParams.get('checkout') ?? ''
	return new Request(await gateway.decide(token, decision))
}

const PNG = async () =>
	new Uint8Array(
		await sharp({ create: { width: 40, height: 30, channels: 3, background: '#88aacc' } })
			.png()
			.toBuffer(),
	)
const PDF = pdfWithScript()
const TEXT_PRETENDING_TO_BE_PNG = new TextEncoder().encode('this is a text file that someone renamed to receipt.png\n')

describe('startPayment', () => {
	test('another buyer’s order is not found (404), and so is a made-up id', async () => {
		const { order } = await cardOrder()
		const stranger = await createPaymentBuyer(database.db)
		const attempt = startPayment(database.db, {
			userId: stranger.userId,
			orderId: order.orderId,
			stage: 'goods',
			type: PAYMENT_TYPE.card,
			idempotencyKey: paymentKey(),
		})
		await expect(attempt).rejects.toBeInstanceOf(PaymentNotFoundError)
		await expect(attempt).rejects.toMatchObject({ status: 404 })
		await expect(getPaymentPage(database.db, { userId: stranger.userId, orderId: order.orderId, stage: 'goods' })).rejects.toBeInstanceOf(
			PaymentNotFoundError,
		)
		await expect(
			startPayment(database.db, {
				userId: stranger.userId,
				orderId: 'not-an-id',
				stage: 'goods',
				type: PAYMENT_TYPE.card,
				idempotencyKey: paymentKey(),
			}),
		).rejects.toMatchObject({ status: 404 })
	})

	test('the same key is the same payment; reused for another method it is refused', async () => {
		const { buyer, order } = await cardOrder()
		const idempotencyKey = paymentKey()
		const input = { userId: buyer.userId, orderId: order.orderId, stage: 'goods' as const, type: PAYMENT_TYPE.card, idempotencyKey }
		const first = await startPayment(database.db, input)
		const again = await startPayment(database.db, input)
		expect(again).toMatchObject({ paymentId: first.paymentId, replayed: true })
		expect(first).toMatchObject({ amount: order.payableAmount, status: 'pending', replayed: false })
		await expect(startPayment(database.db, { ...input, type: PAYMENT_TYPE.bankTransfer })).rejects.toMatchObject({ status: 422 })
		const [row] = await database.db.select({ total: count() }).from(payments).where(eq(payments.orderId, order.orderId))
		expect(row!.total).toBe(1)
	})

	test('parallel starts with one key make one payment', async () => {
		const { buyer, order } = await cardOrder()
		const input = {
			userId: buyer.userId,
			orderId: order.orderId,
			stage: 'goods' as const,
			type: PAYMENT_TYPE.bankTransfer,
			idempotencyKey: paymentKey(),
		}
		const results = await Promise.all(Array.from({ length: 8 }, () => startPayment(database.db, input)))
		expect(new Set(results.map((result) => result.paymentId)).size).toBe(1)
		const [row] = await database.db.select({ total: count() }).from(payments).where(eq(payments.orderId, order.orderId))
		expect(row!.total).toBe(1)
	})

	test('only a stage the order waits for, by a method that fits it', async () => {
		const { buyer, order } = await cardOrder()
		const base = { userId: buyer.userId, orderId: order.orderId, idempotencyKey: paymentKey() }
		await expect(startPayment(database.db, { ...base, stage: 'logistics', type: PAYMENT_TYPE.card })).rejects.toMatchObject({
			messageId: 'payment.error.notDue',
			status: 409,
		})
		await expect(startPayment(database.db, { ...base, stage: 'goods', type: PAYMENT_TYPE.cashOnDelivery })).rejects.toMatchObject({
			status: 422,
			field: 'type',
		})
	})

	test('choosing another method cancels the open attempt; the open transfer chosen again is kept', async () => {
		const { buyer, order } = await cardOrder()
		const card = await startPayment(database.db, {
			userId: buyer.userId,
			orderId: order.orderId,
			stage: 'goods',
			type: PAYMENT_TYPE.card,
			idempotencyKey: paymentKey(),
		})
		const transfer = await startTransfer(buyer.userId, order.orderId)
		expect((await paymentRow(card.paymentId)).status).toBe('cancelled')
		expect((await startTransfer(buyer.userId, order.orderId)).paymentId).toBe(transfer.paymentId)
	})
})

describe('card payments', () => {
	test('an approval in the sandbox pays the goods: order 1 → 14, once, however often the result comes back', async () => {
		const { buyer, order } = await cardOrder()
		const started = await startPayment(database.db, {
			userId: buyer.userId,
			orderId: order.orderId,
			stage: 'goods',
			type: PAYMENT_TYPE.card,
			idempotencyKey: paymentKey(),
		})
		const callback = await sandboxCallback(buyer.userId, started.paymentId, 'approve')
		const eventsBefore = await eventCount(order.orderId)

		const first = await receiveCardCallback(database.db, gateway, callback.clone())
		expect(first).toMatchObject({ status: 'succeeded', changed: true })
		expect((await orderStatus(order.orderId)).status).toBe(ORDER_STATUS.waitingPurchase)
		expect(await eventCount(order.orderId)).toBe(eventsBefore + 1)

		// The same signed result again (a replay, or the browser's back button): refused, nothing changes.
		await expect(receiveCardCallback(database.db, gateway, callback.clone())).rejects.toBeInstanceOf(PaymentReplayError)
		expect(await eventCount(order.orderId)).toBe(eventsBefore + 1)
		expect((await paymentRow(started.paymentId)).status).toBe('succeeded')
	})

	test('completeCardPayment twice makes one transition', async () => {
		const { buyer, order } = await cardOrder()
		const started = await startPayment(database.db, {
			userId: buyer.userId,
			orderId: order.orderId,
			stage: 'goods',
			type: PAYMENT_TYPE.card,
			idempotencyKey: paymentKey(),
		})
		const { gatewayRef } = await beginCardCheckout(database.db, gateway, {
			userId: buyer.userId,
			paymentId: started.paymentId,
			returnUrl: '/',
			callbackUrl: 'https://dijla.test/cb',
			locale: 'en',
		})
		const result: VerifiedCallback = { gatewayRef, paymentId: started.paymentId, outcome: 'approved' }
		const outcomes = await Promise.all([completeCardPayment(database.db, result), completeCardPayment(database.db, result)])
		expect(outcomes.filter((outcome) => outcome.changed)).toHaveLength(1)
		const transitions = await database.db
			.select({ total: count() })
			.from(orderEvents)
			.where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.toStatus, ORDER_STATUS.waitingPurchase)))
		expect(transitions[0]!.total).toBe(1)
	})

	test('a decline fails the attempt with its reason; the buyer can pay again', async () => {
		const { buyer, order } = await cardOrder()
		const started = await startPayment(database.db, {
			userId: buyer.userId,
			orderId: order.orderId,
			stage: 'goods',
			type: PAYMENT_TYPE.card,
			idempotencyKey: paymentKey(),
		})
		await receiveCardCallback(database.db, gateway, await sandboxCallback(buyer.userId, started.paymentId, 'insufficient_funds'))
		expect(await paymentRow(started.paymentId)).toMatchObject({ status: 'failed', failureReason: 'insufficient_funds' })
		expect((await orderStatus(order.orderId)).status).toBe(ORDER_STATUS.awaitingPayment)
		const page = await getPaymentPage(database.db, { userId: buyer.userId, orderId: order.orderId, stage: 'goods' })
		expect(page).toMatchObject({ due: true, latest: { status: 'failed' } })
		const again = await startPayment(database.db, {
			userId: buyer.userId,
			orderId: order.orderId,
			stage: 'goods',
			type: PAYMENT_TYPE.card,
			idempotencyKey: paymentKey(),
		})
		expect(again.paymentId).not.toBe(started.paymentId)
	})

	test('a tampered result is refused and changes nothing', async () => {
		const { buyer, order } = await cardOrder()
		const started = await startPayment(database.db, {
			userId: buyer.userId,
			orderId: order.orderId,
			stage: 'goods',
			type: PAYMENT_TYPE.card,
			idempotencyKey: paymentKey(),
		})
		const declined = new URL((await sandboxCallback(buyer.userId, started.paymentId, 'declined')).url)
		const [header, payload, signature] = (declined.searchParams.get('token') ?? '').split('.')
		const claims = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), outcome: 'approved' }
		declined.searchParams.set('token', `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`)
		await expect(receiveCardCallback(database.db, gateway, new Request(declined))).rejects.toBeInstanceOf(CallbackRejectedError)
		expect((await paymentRow(started.paymentId)).status).toBe('pending')
		expect((await orderStatus(order.orderId)).status).toBe(ORDER_STATUS.awaitingPayment)
	})

	test('a result for another transaction of the same payment is refused', async () => {
		const { buyer, order } = await cardOrder()
		const started = await startPayment(database.db, {
			userId: buyer.userId,
			orderId: order.orderId,
			stage: 'goods',
			type: PAYMENT_TYPE.card,
			idempotencyKey: paymentKey(),
		})
		await beginCardCheckout(database.db, gateway, {
			userId: buyer.userId,
			paymentId: started.paymentId,
			returnUrl: '/',
			callbackUrl: 'https://dijla.test/cb',
			locale: 'en',
		})
		await expect(
			completeCardPayment(database.db, { gatewayRef: 'sbx_other', paymentId: started.paymentId, outcome: 'approved' }),
		).rejects.toMatchObject({ status: 400 })
	})

	test('money that arrives for an attempt given up on still pays the order when nothing else did', async () => {
		const { buyer, order } = await cardOrder()
		const card = await startPayment(database.db, {
			userId: buyer.userId,
			orderId: order.orderId,
			stage: 'goods',
			type: PAYMENT_TYPE.card,
			idempotencyKey: paymentKey(),
		})
		const callback = await sandboxCallback(buyer.userId, card.paymentId, 'approve')
		const transfer = await startTransfer(buyer.userId, order.orderId)
		await receiveCardCallback(database.db, gateway, callback)
		expect((await paymentRow(card.paymentId)).status).toBe('succeeded')
		expect((await paymentRow(transfer.paymentId)).status).toBe('cancelled')
		expect(await orderStatus(order.orderId)).toEqual({ status: ORDER_STATUS.waitingPurchase, paymentType: PAYMENT_TYPE.card })
	})

	test('a late approval after the order was paid another way is kept for a refund, not applied twice', async () => {
		const { buyer, order } = await cardOrder()
		const card = await startPayment(database.db, {
			userId: buyer.userId,
			orderId: order.orderId,
			stage: 'goods',
			type: PAYMENT_TYPE.card,
			idempotencyKey: paymentKey(),
		})
		const callback = await sandboxCallback(buyer.userId, card.paymentId, 'approve')
		const transfer = await startTransfer(buyer.userId, order.orderId)
		await submitBankSlips(database.db, { userId: buyer.userId, paymentId: transfer.paymentId, files: [{ bytes: PDF }], storage })
		await reviewBankSlip(database.db, { paymentId: transfer.paymentId, staffId, decision: 'approve' })
		const events = await eventCount(order.orderId)
		await receiveCardCallback(database.db, gateway, callback)
		expect(await paymentRow(card.paymentId)).toMatchObject({ status: 'cancelled', failureReason: REFUND_DUE })
		expect(await eventCount(order.orderId)).toBe(events)
		expect(await orderStatus(order.orderId)).toEqual({ status: ORDER_STATUS.waitingPurchase, paymentType: PAYMENT_TYPE.bankTransfer })
	})
})

describe('bank transfer slips', () => {
	async function openTransfer() {
		const { buyer, order } = await cardOrder(PAYMENT_TYPE.bankTransfer)
		const transfer = await startTransfer(buyer.userId, order.orderId)
		return { buyer, order, transfer }
	}

	test("the method chosen at checkout is the one the payment page preselects; a later attempt's method wins", async () => {
		const { buyer, order } = await cardOrder(PAYMENT_TYPE.bankTransfer)
		const page = await getPaymentPage(database.db, { userId: buyer.userId, orderId: order.orderId, stage: 'goods' })
		expect(page).toMatchObject({ due: true, latest: null, preferredType: PAYMENT_TYPE.bankTransfer })
		expect(page.methods).toContain(PAYMENT_TYPE.card)
		await startPayment(database.db, {
			userId: buyer.userId,
			orderId: order.orderId,
			stage: 'goods',
			type: PAYMENT_TYPE.card,
			idempotencyKey: paymentKey(),
		})
		expect(await getPaymentPage(database.db, { userId: buyer.userId, orderId: order.orderId, stage: 'goods' })).toMatchObject({
			preferredType: PAYMENT_TYPE.card,
		})
		const byCard = await cardOrder(PAYMENT_TYPE.card)
		expect(await getPaymentPage(database.db, { userId: byCard.buyer.userId, orderId: byCard.order.orderId, stage: 'goods' })).toMatchObject({
			preferredType: PAYMENT_TYPE.card,
		})
	})

	test('a ".png" that is really text is refused, and nothing is stored', async () => {
		const { buyer, transfer } = await openTransfer()
		const before = storage.size
		await expect(
			submitBankSlips(database.db, {
				userId: buyer.userId,
				paymentId: transfer.paymentId,
				files: [{ bytes: await PNG() }, { bytes: TEXT_PRETENDING_TO_BE_PNG }],
				storage,
			}),
		).rejects.toMatchObject({ messageId: 'payment.slip.unsupported', status: 400 })
		expect(storage.size).toBe(before)
		expect((await paymentRow(transfer.paymentId)).status).toBe('pending')
	})

	test('0 files and 6 files are refused; an 11 MB file is refused as too large', async () => {
		const { buyer, transfer } = await openTransfer()
		const submit = (files: Uint8Array[]) =>
			submitBankSlips(database.db, { userId: buyer.userId, paymentId: transfer.paymentId, files: files.map((bytes) => ({ bytes })), storage })
		await expect(submit([])).rejects.toMatchObject({ messageId: 'payment.slip.required', status: 400 })
		await expect(submit(Array.from({ length: 6 }, () => PDF))).rejects.toMatchObject({ messageId: 'payment.slip.tooMany', status: 400 })
		const big = new Uint8Array(11 * 1024 * 1024)
		big.set(PDF)
		expect(big.byteLength).toBeGreaterThan(SLIP_MAX_BYTES)
		await expect(submit([big])).rejects.toMatchObject({ messageId: 'payment.slip.tooLarge', status: 413 })
		expect((await paymentRow(transfer.paymentId)).status).toBe('pending')
	})

	test('exactly 5 slips, the most spec section 5 allows, are accepted', async () => {
		const { buyer, transfer } = await openTransfer()
		const { slipIds } = await submitBankSlips(database.db, {
			userId: buyer.userId,
			paymentId: transfer.paymentId,
			files: Array.from({ length: 5 }, () => ({ bytes: PDF })),
			storage,
		})
		expect(slipIds).toHaveLength(5)
		expect((await paymentRow(transfer.paymentId)).status).toBe('in_review')
	})

	test('a PDF’s pages count toward the five slips; a file that only claims to be a PDF is unreadable', async () => {
		const { buyer, transfer } = await openTransfer()
		const submit = (files: Uint8Array[]) =>
			submitBankSlips(database.db, { userId: buyer.userId, paymentId: transfer.paymentId, files: files.map((bytes) => ({ bytes })), storage })
		await expect(submit([pdfWithScript({ pages: 4 }), PDF])).resolves.toMatchObject({ slipIds: expect.any(Array) })
		const second = await openTransfer()
		const again = (files: Uint8Array[]) =>
			submitBankSlips(database.db, {
				userId: second.buyer.userId,
				paymentId: second.transfer.paymentId,
				files: files.map((bytes) => ({ bytes })),
				storage,
			})
		await expect(again([pdfWithScript({ pages: 4 }), pdfWithScript({ pages: 2 })])).rejects.toMatchObject({
			messageId: 'payment.slip.tooManyPages',
			status: 400,
		})
		await expect(again([pdfWithScript({ pages: 6 })])).rejects.toMatchObject({ messageId: 'payment.slip.tooManyPages', status: 400 })
		await expect(again([new TextEncoder().encode('%PDF-1.7\nnot really a document')])).rejects.toMatchObject({
			messageId: 'payment.slip.unreadable',
			status: 400,
		})
		expect((await paymentRow(second.transfer.paymentId)).status).not.toBe('in_review')
	})

	test('a PDF and a picture are accepted: the payment goes to review; the picture is re-encoded, the PDF kept only as pictures of its pages', async () => {
		const { buyer, transfer } = await openTransfer()
		const png = await PNG()
		const withTrailer = new Uint8Array([...png, ...new TextEncoder().encode('<script>alert(1)</script>')])
		const twoPages = pdfWithScript({ pages: 2 })
		const { slipIds } = await submitBankSlips(database.db, {
			userId: buyer.userId,
			paymentId: transfer.paymentId,
			files: [{ bytes: twoPages }, { bytes: withTrailer }],
			storage,
		})
		// The PDF's two pages, then the picture.
		expect(slipIds).toHaveLength(3)
		expect((await paymentRow(transfer.paymentId)).status).toBe('in_review')
		const rows = await database.db.select().from(paymentSlips).where(eq(paymentSlips.paymentId, transfer.paymentId))
		expect(rows.map((row) => row.contentType)).toEqual(['image/png', 'image/png', 'image/png'])
		for (const row of rows) expect(row.storageKey).toMatch(/^slips\/[a-f0-9]{32}\.png$/)
		for (const slipId of slipIds) {
			const slip = await readSlip(database.db, { slipId, viewer: { id: buyer.userId, role: 'buyer' } }, storage)
			const bytes = Buffer.from(await new Response(slip.body).arrayBuffer())
			// A picture a reader shows, with nothing that could run: no script, no PDF, no embedded file.
			expect((await sharp(bytes).metadata()).format).toBe('png')
			for (const active of ['<script>', '%PDF', '/JavaScript', 'payload.exe']) expect(bytes.includes(active)).toBe(false)
		}
		// The page was drawn, not left blank: a dark pixel for every line of text.
		const { data, info } = await sharp(
			Buffer.from(
				await new Response(
					(await readSlip(database.db, { slipId: slipIds[0]!, viewer: { id: buyer.userId, role: 'buyer' } }, storage)).body,
				).arrayBuffer(),
			),
		)
			.greyscale()
			.raw()
			.toBuffer({ resolveWithObject: true })
		expect(info.width).toBeGreaterThan(1000)
		expect(data.some((value) => value < 64)).toBe(true)

		// A second submission (a double tap) is told the slips are already with staff.
		await expect(
			submitBankSlips(database.db, { userId: buyer.userId, paymentId: transfer.paymentId, files: [{ bytes: PDF }], storage }),
		).rejects.toMatchObject({
			messageId: 'payment.slip.alreadySubmitted',
		})
	})

	test('slips are served to their owner and to staff only', async () => {
		const { buyer, transfer } = await openTransfer()
		const { slipIds } = await submitBankSlips(database.db, { userId: buyer.userId, paymentId: transfer.paymentId, files: [{ bytes: PDF }], storage })
		const stranger = await createPaymentBuyer(database.db)
		const slipId = slipIds[0]!
		await expect(readSlip(database.db, { slipId, viewer: { id: stranger.userId, role: 'buyer' } }, storage)).rejects.toBeInstanceOf(
			PaymentNotFoundError,
		)
		expect((await readSlip(database.db, { slipId, viewer: { id: staffId, role: 'staff' } }, storage)).contentType).toBe('image/png')
		await expect(
			submitBankSlips(database.db, { userId: stranger.userId, paymentId: transfer.paymentId, files: [{ bytes: PDF }], storage }),
		).rejects.toBeInstanceOf(PaymentNotFoundError)
	})

	test('approve: the payment succeeds and the order goes to 14 (waiting purchase)', async () => {
		const { buyer, order, transfer } = await openTransfer()
		await submitBankSlips(database.db, { userId: buyer.userId, paymentId: transfer.paymentId, files: [{ bytes: PDF }], storage })
		const queue = await listPaymentsForReview(database.db, { status: 'in_review' })
		expect(queue.find((item) => item.id === transfer.paymentId)).toMatchObject({
			orderNumber: order.number,
			slips: [expect.objectContaining({ contentType: 'image/png' })],
		})

		expect(await reviewBankSlip(database.db, { paymentId: transfer.paymentId, staffId, decision: 'approve' })).toMatchObject({
			changed: true,
			status: 'succeeded',
		})
		expect((await orderStatus(order.orderId)).status).toBe(ORDER_STATUS.waitingPurchase)
		expect(await paymentRow(transfer.paymentId)).toMatchObject({ status: 'succeeded', reviewedBy: staffId })
		expect(await reviewBankSlip(database.db, { paymentId: transfer.paymentId, staffId, decision: 'approve' })).toMatchObject({ changed: false })
		await expect(reviewBankSlip(database.db, { paymentId: transfer.paymentId, staffId, decision: 'reject', reason: 'late' })).rejects.toMatchObject({
			status: 409,
		})
	})

	test('reject needs a reason; the buyer then sees "payment audit failed" with it and can pay again', async () => {
		const { buyer, order, transfer } = await openTransfer()
		await submitBankSlips(database.db, { userId: buyer.userId, paymentId: transfer.paymentId, files: [{ bytes: PDF }], storage })
		await expect(reviewBankSlip(database.db, { paymentId: transfer.paymentId, staffId, decision: 'reject', reason: '  ' })).rejects.toMatchObject({
			status: 400,
			field: 'reason',
		})
		await reviewBankSlip(database.db, {
			paymentId: transfer.paymentId,
			staffId,
			decision: 'reject',
			reason: 'The amount on the slip is 50,000 IQD short',
		})
		const page = await getPaymentPage(database.db, { userId: buyer.userId, orderId: order.orderId, stage: 'goods' })
		expect(page).toMatchObject({ due: true, latest: { status: 'rejected', failureReason: 'The amount on the slip is 50,000 IQD short' } })
		expect((await orderStatus(order.orderId)).status).toBe(ORDER_STATUS.awaitingPayment)
		const again = await startTransfer(buyer.userId, order.orderId)
		expect(again.paymentId).not.toBe(transfer.paymentId)
		expect(again.status).toBe('pending')
	})

	test('approve and reject at the same moment: exactly one wins', async () => {
		for (let round = 0; round < 3; round++) {
			const { buyer, order, transfer } = await openTransfer()
			await submitBankSlips(database.db, { userId: buyer.userId, paymentId: transfer.paymentId, files: [{ bytes: PDF }], storage })
			const otherStaff = await createStaffMember(database.db)
			const results = await Promise.allSettled([
				reviewBankSlip(database.db, { paymentId: transfer.paymentId, staffId, decision: 'approve' }),
				reviewBankSlip(database.db, { paymentId: transfer.paymentId, staffId: otherStaff, decision: 'reject', reason: 'Unreadable slip' }),
			])
			const won = results.filter((result) => result.status === 'fulfilled')
			const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected')
			expect(won).toHaveLength(1)
			expect(lost).toHaveLength(1)
			expect(lost[0]!.reason).toBeInstanceOf(PaymentError)
			expect(lost[0]!.reason).toMatchObject({ status: 409 })
			const final = await paymentRow(transfer.paymentId)
			const status = (await orderStatus(order.orderId)).status
			if (final.status === 'succeeded') expect(status).toBe(ORDER_STATUS.waitingPurchase)
			else expect([final.status, status]).toEqual(['rejected', ORDER_STATUS.awaitingPayment])
		}
	})
})

describe('the second (logistics) payment', () => {
	test('paid by card: order 10 → 3', async () => {
		const { buyer, order } = await cardOrder()
		const goods = await startPayment(database.db, {
			userId: buyer.userId,
			orderId: order.orderId,
			stage: 'goods',
			type: PAYMENT_TYPE.card,
			idempotencyKey: paymentKey(),
		})
		await receiveCardCallback(database.db, gateway, await sandboxCallback(buyer.userId, goods.paymentId, 'approve'))
		await billLogistics(database.db, { orderId: order.orderId, staffId, total: 87_500 })
		const page = await getPaymentPage(database.db, { userId: buyer.userId, orderId: order.orderId, stage: 'logistics' })
		expect(page).toMatchObject({ due: true, amount: 87_500, methods: [PAYMENT_TYPE.card, PAYMENT_TYPE.bankTransfer] })

		const second = await startPayment(database.db, {
			userId: buyer.userId,
			orderId: order.orderId,
			stage: 'logistics',
			type: PAYMENT_TYPE.card,
			idempotencyKey: paymentKey(),
		})
		expect(second.amount).toBe(87_500)
		await receiveCardCallback(database.db, gateway, await sandboxCallback(buyer.userId, second.paymentId, 'approve'))
		expect((await orderStatus(order.orderId)).status).toBe(ORDER_STATUS.waitBuyerReceive)
	})

	test('a cash-on-delivery order: goods cash collected changes only the payment; logistics in cash moves 10 → 3 when collected', async () => {
		const buyer = await createPaymentBuyer(database.db)
		const order = await placeTestOrder(database.db, { buyer, skuId, paymentType: PAYMENT_TYPE.cashOnDelivery })
		expect(order.status).toBe(ORDER_STATUS.waitingPurchase)
		const [goodsCash] = await database.db.select().from(payments).where(eq(payments.orderId, order.orderId))
		expect(goodsCash).toMatchObject({ stage: 'goods', type: PAYMENT_TYPE.cashOnDelivery, status: 'pending' })
		expect(
			(await listPaymentsForReview(database.db, { status: 'pending', types: [PAYMENT_TYPE.cashOnDelivery] })).some(
				(item) => item.id === goodsCash!.id,
			),
		).toBe(true)

		await billLogistics(database.db, { orderId: order.orderId, staffId, total: 40_000 })
		const page = await getPaymentPage(database.db, { userId: buyer.userId, orderId: order.orderId, stage: 'logistics' })
		expect(page.methods).toEqual([PAYMENT_TYPE.card, PAYMENT_TYPE.bankTransfer, PAYMENT_TYPE.cashOnDelivery])
		const cash = await startPayment(database.db, {
			userId: buyer.userId,
			orderId: order.orderId,
			stage: 'logistics',
			type: PAYMENT_TYPE.cashOnDelivery,
			idempotencyKey: paymentKey(),
		})
		expect(cash).toMatchObject({ status: 'pending', amount: 40_000 })
		expect((await orderStatus(order.orderId)).status).toBe(ORDER_STATUS.logisticsPayment)

		expect(await markCashCollected(database.db, { paymentId: cash.paymentId, staffId })).toMatchObject({ changed: true })
		expect((await orderStatus(order.orderId)).status).toBe(ORDER_STATUS.waitBuyerReceive)
		expect(await markCashCollected(database.db, { paymentId: cash.paymentId, staffId })).toMatchObject({ changed: false })

		const events = await eventCount(order.orderId)
		expect(await markCashCollected(database.db, { paymentId: goodsCash!.id, staffId })).toMatchObject({ changed: true, status: 'succeeded' })
		expect(await eventCount(order.orderId)).toBe(events)
	})

	test('cash not collected at handover is an abnormal payment collection with its reason; it can still be collected later', async () => {
		const buyer = await createPaymentBuyer(database.db)
		const order = await placeTestOrder(database.db, { buyer, skuId, paymentType: PAYMENT_TYPE.cashOnDelivery })
		const [goodsCash] = await database.db.select().from(payments).where(eq(payments.orderId, order.orderId))
		await expect(reportCashNotCollected(database.db, { paymentId: goodsCash!.id, staffId, reason: '   ' })).rejects.toMatchObject({
			status: 400,
			field: 'reason',
		})

		expect(
			await reportCashNotCollected(database.db, { paymentId: goodsCash!.id, staffId, reason: 'The buyer was not at the address' }),
		).toMatchObject({ status: 'failed', changed: true })
		const [failed] = await database.db.select().from(payments).where(eq(payments.id, goodsCash!.id))
		expect(failed).toMatchObject({ status: 'failed', failureReason: 'The buyer was not at the address', reviewedBy: staffId })
		// The order does not move; staff still see the cash to collect, marked as not collected.
		expect((await orderStatus(order.orderId)).status).toBe(ORDER_STATUS.waitingPurchase)
		const queue = await listPaymentsForReview(database.db, { status: ['pending', 'failed'], types: [PAYMENT_TYPE.cashOnDelivery] })
		expect(queue.find((item) => item.id === goodsCash!.id)).toMatchObject({ status: 'failed' })
		expect(await reportCashNotCollected(database.db, { paymentId: goodsCash!.id, staffId, reason: 'again' })).toMatchObject({ changed: false })

		expect(await markCashCollected(database.db, { paymentId: goodsCash!.id, staffId })).toMatchObject({ status: 'succeeded', changed: true })
		const [collected] = await database.db.select().from(payments).where(eq(payments.id, goodsCash!.id))
		expect(collected).toMatchObject({ status: 'succeeded', failureReason: null })
		await expect(reportCashNotCollected(database.db, { paymentId: goodsCash!.id, staffId, reason: 'late' })).rejects.toMatchObject({ status: 409 })

		const { order: cardOrderPlaced, buyer: cardBuyer } = await cardOrder()
		const card = await startPayment(database.db, {
			userId: cardBuyer.userId,
			orderId: cardOrderPlaced.orderId,
			stage: 'goods',
			type: PAYMENT_TYPE.card,
			idempotencyKey: paymentKey(),
		})
		await expect(reportCashNotCollected(database.db, { paymentId: card.paymentId, staffId, reason: 'no' })).rejects.toMatchObject({ status: 409 })
	})

	test('cash not collected on an order that is then cancelled is owed no more: it is cancelled and cannot be marked collected', async () => {
		const buyer = await createPaymentBuyer(database.db)
		const order = await placeTestOrder(database.db, { buyer, skuId, paymentType: PAYMENT_TYPE.cashOnDelivery })
		const [goodsCash] = await database.db.select().from(payments).where(eq(payments.orderId, order.orderId))
		await reportCashNotCollected(database.db, { paymentId: goodsCash!.id, staffId, reason: 'Refused the parcel' })
		await cancelOrder(database.db, { userId: buyer.userId, orderId: order.orderId })
		const [after] = await database.db.select().from(payments).where(eq(payments.id, goodsCash!.id))
		expect(after).toMatchObject({ status: 'cancelled' })
		await expect(markCashCollected(database.db, { paymentId: goodsCash!.id, staffId })).rejects.toMatchObject({ status: 409 })
	})

	test('cash cannot be marked on a card payment, and a cash order at a store pays its logistics at the store', async () => {
		const { buyer, order } = await cardOrder()
		const card = await startPayment(database.db, {
			userId: buyer.userId,
			orderId: order.orderId,
			stage: 'goods',
			type: PAYMENT_TYPE.card,
			idempotencyKey: paymentKey(),
		})
		await expect(markCashCollected(database.db, { paymentId: card.paymentId, staffId })).rejects.toMatchObject({ status: 409 })

		const pickupBuyer = await createPaymentBuyer(database.db, { pickup: true })
		const atStore = await placeTestOrder(database.db, { buyer: pickupBuyer, skuId, paymentType: PAYMENT_TYPE.cashAtStore })
		await billLogistics(database.db, { orderId: atStore.orderId, staffId, total: 10_000 })
		const page = await getPaymentPage(database.db, { userId: pickupBuyer.userId, orderId: atStore.orderId, stage: 'logistics' })
		expect(page.methods).toEqual([PAYMENT_TYPE.card, PAYMENT_TYPE.bankTransfer, PAYMENT_TYPE.cashAtStore])
		expect(page.pickupStore?.name).toBeTruthy()
	})
})
