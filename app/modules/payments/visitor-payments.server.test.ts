import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { orders, payments, paymentSlips } from '#app/db/schema/index.ts'
import { ORDER_STATUS, PAYMENT_TYPE } from '#app/modules/orders/order-status.ts'
import { provenOrder, provenOrderNumber, rememberVisitorProof } from '#app/modules/orders/visitor-access.server.ts'
import { createSandboxGateway } from '#app/providers/payment/sandbox.server.ts'
import { createMemoryStorage } from '#app/providers/storage/memory.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { pdfWithScript } from '#tests/fixtures/pdf.ts'
import { receiveCardCallback } from './card.server.ts'
import { listPaymentsForReview } from './payment-views.server.ts'
import { PaymentNotFoundError, startPayment } from './payments.server.ts'
import { createPaymentBuyer, createPaymentShop, paymentKey, placeTestOrder } from './test-orders.server.ts'
import { beginVisitorCardCheckout, getVisitorPaymentPage, startVisitorPayment, submitVisitorSlips } from './visitor-payments.server.ts'

process.env.SESSION_SECRET ??= 'visitor-payment-test-secret-0123456789abcdef'

let database: TestDatabase
let skuId: string
const storage = createMemoryStorage()
const gateway = createSandboxGateway({ secrets: ['visitor-payments-test-secret-0123456789abcdef'] })
const PDF = pdfWithScript()
const TEXT_PRETENDING_TO_BE_PNG = new TextEncoder().encode('this is a text file that someone renamed to receipt.png\n')

beforeAll(async () => {
	database = await createTestDatabase()
	;({ skuId } = await createPaymentShop(database.db))
}, 120_000)

afterAll(async () => {
	await database?.close()
})

async function paymentRow(paymentId: string) {
	const [row] = await database.db.select().from(payments).where(eq(payments.id, paymentId))
	return row!
}

async function slipCount(paymentId: string) {
	return (await database.db.select({ id: paymentSlips.id }).from(paymentSlips).where(eq(paymentSlips.paymentId, paymentId))).length
}

async function orderStatus(orderId: string) {
	const [row] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
	return row!.status
}

/** A buyer with two orders awaiting their goods payment (so "another order" can be the same buyer's). */
async function buyerWithTwoOrders(paymentType: 5 | 10 = PAYMENT_TYPE.bankTransfer) {
	const buyer = await createPaymentBuyer(database.db)
	const a = await placeTestOrder(database.db, { buyer, skuId, paymentType })
	const b = await placeTestOrder(database.db, { buyer, skuId, paymentType })
	return { buyer, a, b }
}

function transfer(provenOrderId: string, idempotencyKey = paymentKey()) {
	return startVisitorPayment(database.db, { provenOrderId, stage: 'goods', type: PAYMENT_TYPE.bankTransfer, idempotencyKey })
}

describe('a visitor paying the order they proved', () => {
	test('bank transfer: the buyer’s payment page, a transfer made as the buyer, the slips under review for staff', async () => {
		const { buyer, a } = await buyerWithTwoOrders()
		const page = await getVisitorPaymentPage(database.db, { provenOrderId: a.orderId, stage: 'goods' })
		expect(page).toMatchObject({ orderId: a.orderId, due: true, latest: null, preferredType: PAYMENT_TYPE.bankTransfer })

		const started = await transfer(a.orderId)
		expect(await paymentRow(started.paymentId)).toMatchObject({ orderId: a.orderId, userId: buyer.userId, status: 'pending' })
		const { slipIds } = await submitVisitorSlips(database.db, {
			provenOrderId: a.orderId,
			paymentId: started.paymentId,
			files: [{ bytes: PDF }],
			storage,
		})
		expect(slipIds).toHaveLength(1)
		expect(await paymentRow(started.paymentId)).toMatchObject({ status: 'in_review' })
		const queue = await listPaymentsForReview(database.db, { status: 'in_review' })
		expect(queue.find((item) => item.id === started.paymentId)).toMatchObject({ orderId: a.orderId, buyer: { id: buyer.userId } })
		expect((await getVisitorPaymentPage(database.db, { provenOrderId: a.orderId, stage: 'goods' })).latest).toMatchObject({ status: 'in_review' })
	})

	test('the same idempotency as the buyer: one key is one transfer, and a second upload is told the slips are with staff', async () => {
		const { a } = await buyerWithTwoOrders()
		const key = paymentKey()
		const first = await transfer(a.orderId, key)
		const again = await transfer(a.orderId, key)
		expect(again).toMatchObject({ paymentId: first.paymentId, replayed: true })
		await submitVisitorSlips(database.db, { provenOrderId: a.orderId, paymentId: first.paymentId, files: [{ bytes: PDF }], storage })
		await expect(
			submitVisitorSlips(database.db, { provenOrderId: a.orderId, paymentId: first.paymentId, files: [{ bytes: PDF }], storage }),
		).rejects.toMatchObject({ messageId: 'payment.slip.alreadySubmitted', status: 409 })
		expect(await slipCount(first.paymentId)).toBe(1)
	})

	test('the same limits and content checks as the buyer’s upload', async () => {
		const { a } = await buyerWithTwoOrders()
		const started = await transfer(a.orderId)
		const submit = (files: Uint8Array[]) =>
			submitVisitorSlips(database.db, { provenOrderId: a.orderId, paymentId: started.paymentId, files: files.map((bytes) => ({ bytes })), storage })
		await expect(submit([])).rejects.toMatchObject({ messageId: 'payment.slip.required', status: 400 })
		await expect(submit(Array.from({ length: 6 }, () => PDF))).rejects.toMatchObject({ messageId: 'payment.slip.tooMany', status: 400 })
		await expect(submit([TEXT_PRETENDING_TO_BE_PNG])).rejects.toMatchObject({ messageId: 'payment.slip.unsupported' })
		expect(await paymentRow(started.paymentId)).toMatchObject({ status: 'pending' })
	})

	test('card: the buyer’s gateway flow, and the approval moves the order on', async () => {
		const { a } = await buyerWithTwoOrders(PAYMENT_TYPE.card)
		const card = await startVisitorPayment(database.db, {
			provenOrderId: a.orderId,
			stage: 'goods',
			type: PAYMENT_TYPE.card,
			idempotencyKey: paymentKey(),
		})
		const checkout = await beginVisitorCardCheckout(database.db, gateway, {
			provenOrderId: a.orderId,
			paymentId: card.paymentId,
			returnUrl: '/pages/not-login-order-details/index?number=x',
			callbackUrl: 'https://dijla.test/pages/payment/callback',
			locale: 'ar',
		})
		const token = new URL(checkout.redirectUrl, 'https://dijla.test').searchParams.get('checkout') ?? ''
		await receiveCardCallback(database.db, gateway, new Request(await gateway.decide(token, 'approve')))
		expect(await paymentRow(card.paymentId)).toMatchObject({ status: 'succeeded' })
		expect(await orderStatus(a.orderId)).toBe(ORDER_STATUS.waitingPurchase)
	})

	test('cash: nothing to pay online for the goods', async () => {
		const buyer = await createPaymentBuyer(database.db)
		const order = await placeTestOrder(database.db, { buyer, skuId, paymentType: PAYMENT_TYPE.cashOnDelivery })
		await expect(
			startVisitorPayment(database.db, { provenOrderId: order.orderId, stage: 'goods', type: PAYMENT_TYPE.card, idempotencyKey: paymentKey() }),
		).rejects.toMatchObject({ messageId: 'payment.error.notDue', status: 409 })
	})
})

describe('a proof for one order never pays for another', () => {
	test('slips for another order of the same buyer, or of another buyer, are refused (404) and nothing is stored', async () => {
		const { buyer, a, b } = await buyerWithTwoOrders()
		const bTransfer = await startPayment(database.db, {
			userId: buyer.userId,
			orderId: b.orderId,
			stage: 'goods',
			type: PAYMENT_TYPE.bankTransfer,
			idempotencyKey: paymentKey(),
		})
		const other = await buyerWithTwoOrders()
		const otherTransfer = await transfer(other.a.orderId)
		for (const paymentId of [bTransfer.paymentId, otherTransfer.paymentId]) {
			await expect(submitVisitorSlips(database.db, { provenOrderId: a.orderId, paymentId, files: [{ bytes: PDF }], storage })).rejects.toBeInstanceOf(
				PaymentNotFoundError,
			)
			expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending' })
			expect(await slipCount(paymentId)).toBe(0)
		}
		await expect(
			submitVisitorSlips(database.db, { provenOrderId: a.orderId, paymentId: 'not-a-payment', files: [{ bytes: PDF }], storage }),
		).rejects.toBeInstanceOf(PaymentNotFoundError)
	})

	test('a card checkout for another order’s payment is refused (404) and the gateway is never asked', async () => {
		const { buyer, a, b } = await buyerWithTwoOrders(PAYMENT_TYPE.card)
		const bCard = await startPayment(database.db, {
			userId: buyer.userId,
			orderId: b.orderId,
			stage: 'goods',
			type: PAYMENT_TYPE.card,
			idempotencyKey: paymentKey(),
		})
		let asked = false
		const watching = {
			...gateway,
			createCheckout: async (...args: Parameters<typeof gateway.createCheckout>) => ((asked = true), gateway.createCheckout(...args)),
		}
		await expect(
			beginVisitorCardCheckout(database.db, watching, {
				provenOrderId: a.orderId,
				paymentId: bCard.paymentId,
				returnUrl: '/',
				callbackUrl: 'https://dijla.test/pages/payment/callback',
				locale: 'en',
			}),
		).rejects.toBeInstanceOf(PaymentNotFoundError)
		expect(asked).toBe(false)
		expect(await paymentRow(bCard.paymentId)).toMatchObject({ status: 'pending', gatewayRef: null })
	})

	test('the proof cookie for order A opens A only: the page, the payment and the gateway’s way back', async () => {
		const { a, b } = await buyerWithTwoOrders()
		const [aRow] = await database.db.select({ number: orders.number }).from(orders).where(eq(orders.id, a.orderId))
		const [bRow] = await database.db.select({ number: orders.number }).from(orders).where(eq(orders.id, b.orderId))
		const cookie = await rememberVisitorProof(new Request('http://dijla.test/'), a.orderId)
		const request = new Request('http://dijla.test/', { headers: { Cookie: cookie.split(';')[0] ?? '' } })
		expect((await provenOrder(database.db, request, aRow!.number))?.id).toBe(a.orderId)
		expect(await provenOrder(database.db, request, bRow!.number)).toBeNull()
		expect(await provenOrderNumber(database.db, request, a.orderId)).toBe(aRow!.number)
		expect(await provenOrderNumber(database.db, request, b.orderId)).toBeNull()
		expect(await provenOrderNumber(database.db, new Request('http://dijla.test/'), a.orderId)).toBeNull()
	})
})
