import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { payments } from '#app/db/schema/index.ts'
import { createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import { visitorProofValue } from '#app/modules/orders/visitor-access.server.ts'
import { type createMemoryStorage } from '#app/providers/storage/index.server.ts'
import {
	callApi,
	callOk as ok,
	callRefused as refused,
	callUpload,
	expectReason as says,
	forgetStorage,
	newOutboxCode,
	placeApiOrder,
	signInByWhatsApp,
	startApiTestDatabase,
	stopApiTestDatabase,
	useMemoryStorage,
} from '#tests/fixtures/api.ts'
import { type TestDatabase } from '#tests/fixtures/db.ts'
import { API_V1 as V1 } from './paths.ts'

/**
 * A visitor pays through the app as on the web's visitor order page (issue 20; visitor-payments.server.ts): with the
 * proof getOrderDetailForLandingPage answered, the `…NotLogin` calls show the methods, start a payment (card: the
 * gateway's checkout), take an uploaded slip and send it for review — for that order only. A proof of another order,
 * forged or expired is a 401; another order's payment a 404; a slip staged for one order is no other's.
 */

const UPLOAD = '/usb/upload/file'
const METHODS = '/usb/uwb-app/api/getPayWhiteListNotLogin'
const PAY = `${V1}/v2/pay/paymentNotLogin`
const GO_PAY = `${V1}/apy/goPayNotLogin`
const SUBMIT = `${V1}/pay/submitSlipNotLogin`

let database: TestDatabase
let shop: Awaited<ReturnType<typeof createOrderShop>>
let storage: ReturnType<typeof createMemoryStorage>
let buyers = 0
let keys = 0

beforeAll(async () => {
	database = await startApiTestDatabase()
	storage = useMemoryStorage()
	shop = await createOrderShop(database.db, { skuStocks: [100, 100] })
})
afterAll(async () => {
	forgetStorage()
	await stopApiTestDatabase(database)
})

const key = () => `visitor-pay-${++keys}-key`

/** A buyer (signed in through the app, on their own phone) and an order of theirs paid by `paymentType`. */
async function buyerOrder(paymentType = 5) {
	buyers += 1
	const phone = `77014${String(buyers).padStart(5, '0')}`
	const buyer = await signInByWhatsApp(database.db, phone, { ip: `198.51.105.${buyers}` })
	const order = await placeApiOrder({ token: buyer.token, key: key(), skuId: shop.skuIds[0]!, paymentType })
	return { ...buyer, phone, order }
}

/** The proof as getOrderDetailForLandingPage answers it (that call and its code are tested in visitor-order.server.test.ts). */
async function proofOf(orderId: string, now?: Date) {
	return (await visitorProofValue(orderId, now)).proof
}

async function slipPicture() {
	return new Uint8Array(
		await sharp({ create: { width: 40, height: 60, channels: 3, background: '#f4f4f4' } })
			.png()
			.toBuffer(),
	)
}

async function slipForm(fields: Record<string, string>) {
	const form = new FormData()
	form.set('type', 'slip')
	for (const [name, value] of Object.entries(fields)) form.set(name, value)
	form.set('file', new File([(await slipPicture()) as Uint8Array<ArrayBuffer>], 'receipt.png'))
	return form
}

async function paymentStatus(paymentId: string) {
	const [row] = await database.db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId))
	return row?.status
}

describe('a visitor pays an order by bank transfer through the app', () => {
	test('code → proof → methods → transfer → slip upload → submitted; the buyer sees it under review', async () => {
		const { token, phone, order } = await buyerOrder(5)
		const ip = '198.51.106.1'
		// The buyer's phone already holds their sign-in code: the order's code is the next message.
		const code = await newOutboxCode(database.db, `+964${phone}`, () =>
			ok(`${V1}/order/sendOrderViewCode`, { body: { orderNumber: order.number, phone: `0${phone}` }, ip }),
		)
		const opened = await ok<{ proof: string }>(`${V1}/order/getOrderDetailForLandingPage`, {
			body: { orderNumber: order.number, phone: `0${phone}`, code },
			ip,
		})
		const proven = { orderNumber: order.number, proof: opened.proof }

		const methods = await ok<{ due: boolean; stage: string; methods: number[]; preferredType: number; amount: number; latest: null }>(METHODS, {
			body: proven,
		})
		expect(methods).toMatchObject({ due: true, stage: 'goods', preferredType: 5, amount: order.payableAmount, latest: null })
		expect(methods.methods).toContain(5)

		const started = await ok<{ paymentId: string; status: string; type: number; redirectUrl: null }>(PAY, {
			body: { ...proven, type: 5, idempotencyKey: 'visitor-transfer-1' },
		})
		expect(started).toMatchObject({ status: 'pending', type: 5, redirectUrl: null })
		// The same key again is the same payment, as for the buyer.
		expect(await ok(PAY, { body: { ...proven, type: 5, idempotencyKey: 'visitor-transfer-1' } })).toMatchObject({
			paymentId: started.paymentId,
			replayed: true,
		})

		const uploaded = await callUpload<{ name: string }>(UPLOAD, await slipForm(proven))
		expect(uploaded.status, uploaded.body.message).toBe(200)
		const name = uploaded.body.data.name
		expect(name).toMatch(/^slips\//)
		// The buyer's own token cannot submit the visitor's file (it is the order's, not the buyer's).
		says(await refused(`${V1}/pay/submitSlip`, 400, { token, body: { paymentId: started.paymentId, files: [name] } }), 'payment.slip.unknownFile')

		const submitted = await ok<{ slipIds: string[]; status: string }>(SUBMIT, { body: { ...proven, paymentId: started.paymentId, files: [name] } })
		expect(submitted).toMatchObject({ status: 'in_review' })
		expect(submitted.slipIds).toHaveLength(1)
		expect(await storage.get(name)).toBeNull()
		const detail = await ok<{ payments: Array<{ id: string; status: string }> }>(`${V1}/order/getOrderDetail`, {
			token,
			body: { orderId: order.orderId },
		})
		expect(detail.payments).toEqual([expect.objectContaining({ id: started.paymentId, status: 'in_review' })])
		expect((await ok<{ latest: { status: string; slipCount: number } }>(METHODS, { body: proven })).latest).toMatchObject({
			status: 'in_review',
			slipCount: 1,
		})
		says(await refused(SUBMIT, 409, { body: { ...proven, paymentId: started.paymentId, files: [name] } }), 'payment.slip.alreadySubmitted')
	})

	test('card: the gateway’s checkout, back to the visitor order page; goPayNotLogin opens it again', async () => {
		const { order } = await buyerOrder(10)
		const proven = { orderNumber: order.number, proof: await proofOf(order.orderId) }
		const started = await ok<{ paymentId: string; type: number; redirectUrl: string }>(PAY, { body: { ...proven, type: 10, idempotencyKey: key() } })
		expect(started.type).toBe(10)
		expect(started.redirectUrl).toMatch(/\?checkout=/)
		const again = await ok<{ paymentId: string; redirectUrl: string }>(GO_PAY, { body: { ...proven, paymentId: started.paymentId } })
		expect(again.paymentId).toBe(started.paymentId)
		expect(again.redirectUrl).toMatch(/\?checkout=/)
		expect(again.redirectUrl).not.toBe(started.redirectUrl)
		expect(await paymentStatus(started.paymentId)).toBe('pending')
	})

	test('cash on delivery: nothing to pay now (due false, a payment is refused as on the web); a method not offered is refused', async () => {
		const cash = await buyerOrder(11)
		const proven = { orderNumber: cash.order.number, proof: await proofOf(cash.order.orderId) }
		expect(await ok(METHODS, { body: proven })).toMatchObject({ due: false })
		says(await refused(PAY, 409, { body: { ...proven, type: 10, idempotencyKey: key() } }), 'payment.error.notDue')

		const transfer = await buyerOrder(5)
		const other = { orderNumber: transfer.order.number, proof: await proofOf(transfer.order.orderId) }
		const refusal = await refused(PAY, 422, { body: { ...other, type: 11, idempotencyKey: key() } })
		expect(refusal.data.reason).toMatch(/^payment\./)
	})
})

describe('what a visitor’s proof does not open', () => {
	test('a proof of another order, forged or expired is a 401 on every visitor payment call, in the request language', async () => {
		const { order } = await buyerOrder(5)
		const { order: second } = await buyerOrder(5)
		const proof = await proofOf(order.orderId)
		const started = await ok<{ paymentId: string }>(PAY, { body: { orderNumber: order.number, proof, type: 5, idempotencyKey: key() } })
		const expired = await proofOf(order.orderId, new Date(Date.now() - 31 * 60 * 1000))
		const proofs = {
			another: { orderNumber: second.number, proof },
			forged: { orderNumber: order.number, proof: `${proof.slice(0, -4)}AAAA` },
			expired: { orderNumber: order.number, proof: expired },
		}
		for (const proven of Object.values(proofs)) {
			says(await refused(METHODS, 401, { body: proven, headers: { language: 'ar' } }, 'ar'), 'visitorOrder.proof.expired', 'ar')
			says(await refused(PAY, 401, { body: { ...proven, type: 5, idempotencyKey: key() } }), 'visitorOrder.proof.expired')
			says(await refused(GO_PAY, 401, { body: { ...proven, paymentId: started.paymentId } }), 'visitorOrder.proof.expired')
			says(await refused(SUBMIT, 401, { body: { ...proven, paymentId: started.paymentId, files: ['slips/x.png'] } }), 'visitorOrder.proof.expired')
			const upload = await callUpload(UPLOAD, await slipForm(proven))
			expect(upload).toMatchObject({ status: 401, body: { data: { reason: 'visitorOrder.proof.expired' } } })
		}
		expect(await paymentStatus(started.paymentId)).toBe('pending')
	})

	test('another order’s payment is a 404, even the same buyer’s; a slip staged for one order is refused for another', async () => {
		const { token, order: a } = await buyerOrder(10)
		const b = await placeApiOrder({ token, key: key(), skuId: shop.skuIds[1]!, paymentType: 10 })
		const provenA = { orderNumber: a.number, proof: await proofOf(a.orderId) }
		const provenB = { orderNumber: b.number, proof: await proofOf(b.orderId) }
		const cardB = await ok<{ paymentId: string }>(PAY, { body: { ...provenB, type: 10, idempotencyKey: key() } })
		says(await refused(GO_PAY, 404, { body: { ...provenA, paymentId: cardB.paymentId } }), 'error.notFound.title')
		says(await refused(SUBMIT, 404, { body: { ...provenA, paymentId: cardB.paymentId, files: ['slips/x.png'] } }), 'error.notFound.title')

		const transferB = await ok<{ paymentId: string }>(PAY, { body: { ...provenB, type: 5, idempotencyKey: key() } })
		const uploadedForA = await callUpload<{ name: string }>(UPLOAD, await slipForm(provenA))
		expect(uploadedForA.status).toBe(200)
		says(
			await refused(SUBMIT, 400, { body: { ...provenB, paymentId: transferB.paymentId, files: [uploadedForA.body.data.name] } }),
			'payment.slip.unknownFile',
		)
		expect(await paymentStatus(transferB.paymentId)).toBe('pending')
	})

	test('bad input: missing or wrong fields are a 400 naming them; a slip without proof or token is a 401', async () => {
		const { order } = await buyerOrder(5)
		const proof = await proofOf(order.orderId)
		const missing = await refused(METHODS, 400, { body: { orderNumber: order.number } })
		expect(missing.data.issues).toEqual([expect.objectContaining({ field: 'proof' })])
		const wrong = await refused(PAY, 400, { body: { orderNumber: order.number, proof, type: 'card', idempotencyKey: 'x' } })
		expect(wrong.data.issues?.map((issue) => issue.field).sort()).toEqual(['idempotencyKey', 'type'])
		const noFiles = await refused(SUBMIT, 400, { body: { orderNumber: order.number, proof, paymentId: 'abc', files: [] } })
		expect(noFiles.data.issues).toEqual([expect.objectContaining({ field: 'files' })])
		const malformed = await callApi(METHODS, { body: '{"orderNumber":', headers: { language: 'en' } })
		expect(malformed).toMatchObject({ status: 400, body: { success: false, data: { reason: 'api.error.malformedJson' } } })

		const half = await callUpload(UPLOAD, await slipForm({ proof }))
		expect(half).toMatchObject({ status: 400, body: { data: { issues: [{ field: 'orderNumber' }] } } })
		const photo = await slipForm({ orderNumber: order.number, proof })
		photo.set('type', 'inquiry')
		expect(await callUpload(UPLOAD, photo)).toMatchObject({ status: 400, body: { data: { issues: [{ field: 'proof' }] } } })
		expect(await callUpload(UPLOAD, await slipForm({}))).toMatchObject({ status: 401, body: { data: { reason: 'api.error.signInRequired' } } })
	})
})
