import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEMO_BANK_ACCOUNT } from '#app/modules/payments/bank-account.server.ts'
import { createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import { type createMemoryStorage } from '#app/providers/storage/index.server.ts'
import {
	callApi,
	callOk as ok,
	placeApiOrder,
	callUpload,
	signInByWhatsApp,
	startApiTestDatabase,
	stopApiTestDatabase,
	forgetStorage,
	useMemoryStorage,
} from '#tests/fixtures/api.ts'
import { type TestDatabase } from '#tests/fixtures/db.ts'
import { API_V1 as V1 } from './paths.ts'

/**
 * Paying a bank-transfer order through the app's API (issue 20): the order, the methods and bank details the
 * payment page shows, starting the transfer, uploading a slip (/usb/upload/file, the web's checks and
 * re-encoding) and submitting it; the order then shows the payment under review. Buyer B's token can neither
 * submit for A's payment nor use A's uploaded files.
 */

const UPLOAD = '/usb/upload/file'
let database: TestDatabase
let shop: Awaited<ReturnType<typeof createOrderShop>>
let storage: ReturnType<typeof createMemoryStorage>

beforeAll(async () => {
	database = await startApiTestDatabase()
	storage = useMemoryStorage()
	shop = await createOrderShop(database.db, { skuStocks: [100, 100] })
})
afterAll(async () => {
	forgetStorage()
	await stopApiTestDatabase(database)
})

/** A multipart upload as the app sends it. */
function upload<T = unknown>(form: FormData | string, token?: string, contentType?: string) {
	return callUpload<T>(UPLOAD, form, { token, headers: contentType ? { 'Content-Type': contentType } : {} })
}

function fileForm(bytes: Uint8Array, name: string, type = 'slip') {
	const form = new FormData()
	form.set('type', type)
	form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name))
	return form
}

async function slipPicture() {
	const png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#f4f4f4' } })
		.png()
		.toBuffer()
	return new Uint8Array(png)
}

describe('paying by bank transfer through the API', () => {
	let token = ''
	let orderId = ''
	let paymentId = ''
	let slipName = ''

	test('the order offers bank transfer, shows the bank account and opens a transfer', async () => {
		;({ token } = await signInByWhatsApp(database.db, '7701250001'))
		const placed = await placeApiOrder({ token: token, key: 'pay-order-1', skuId: shop.skuIds[0]!, paymentType: 5 })
		expect(placed.next).toBe('pay')
		orderId = placed.orderId

		const methods = await ok<{ due: boolean; methods: number[]; preferredType: number; amount: number }>('/usb/uwb-app/api/getPayWhiteList', {
			token,
			body: { orderId },
		})
		expect(methods).toMatchObject({ due: true, preferredType: 5, amount: placed.payableAmount })
		expect(methods.methods).toContain(5)
		expect(await ok(`${V1}/pay/getBackCard`, { token, body: {} })).toEqual(DEMO_BANK_ACCOUNT)

		const started = await ok<{ paymentId: string; status: string; amount: number; redirectUrl: null }>(`${V1}/v2/pay/payment`, {
			token,
			body: { orderId, type: 5, idempotencyKey: 'pay-start-1' },
		})
		expect(started).toMatchObject({ status: 'pending', amount: placed.payableAmount, redirectUrl: null })
		paymentId = started.paymentId
		// The same key again is the same payment.
		const again = await ok<{ paymentId: string; replayed: boolean }>(`${V1}/v2/pay/payment`, {
			token,
			body: { orderId, type: 5, idempotencyKey: 'pay-start-1' },
		})
		expect(again).toMatchObject({ paymentId, replayed: true })
	})

	test('uploads are refused as envelopes: no token, not multipart, too large, not a picture', async () => {
		const picture = await slipPicture()
		expect((await upload(fileForm(picture, 'slip.png'))).status).toBe(401)
		const json = await upload(JSON.stringify({ type: 'slip' }), token, 'application/json')
		expect(json).toMatchObject({ status: 415, body: { code: 415, success: false, data: { reason: 'api.error.multipart' } } })
		const tooLarge = await upload(fileForm(new Uint8Array(10 * 1024 * 1024 + 1), 'big.png'), token)
		expect(tooLarge).toMatchObject({ status: 413, body: { code: 413, data: { reason: 'payment.slip.tooLarge' } } })
		const text = await upload(fileForm(new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 'slip.png'), token)
		expect(text).toMatchObject({ status: 400, body: { data: { reason: 'payment.slip.unsupported' } } })
		const noFile = new FormData()
		noFile.set('type', 'slip')
		expect(await upload(noFile, token)).toMatchObject({ status: 400, body: { data: { reason: 'payment.slip.required' } } })
		const wrongType = await upload(fileForm(picture, 'slip.png', 'poster'), token)
		expect(wrongType).toMatchObject({ status: 400, body: { data: { issues: [{ field: 'type' }] } } })
	})

	test('a slip is uploaded (re-encoded, kept privately) and submitted; the order shows it under review', async () => {
		const uploaded = await upload<{ name: string; files: Array<{ name: string; contentType: string }> }>(
			fileForm(await slipPicture(), 'receipt.png'),
			token,
		)
		expect(uploaded.status, uploaded.body.message).toBe(200)
		slipName = uploaded.body.data.name
		expect(uploaded.body.data.files).toEqual([expect.objectContaining({ name: slipName, contentType: 'image/png' })])
		expect(slipName).toMatch(/^slips\//)
		expect(await storage.get(slipName)).not.toBeNull()

		// Buyer B can neither submit for A's payment nor use A's file for anything.
		const other = await signInByWhatsApp(database.db, '7701250002')
		const asB = await callApi(`${V1}/pay/submitSlip`, { token: other.token, body: { paymentId, files: [slipName] } })
		expect(asB.status).toBe(404)
		const bOrder = await placeApiOrder({ token: other.token, key: 'pay-order-b', skuId: shop.skuIds[0]!, paymentType: 5 })
		const bPayment = await ok<{ paymentId: string }>(`${V1}/v2/pay/payment`, {
			token: other.token,
			body: { orderId: bOrder.orderId, type: 5, idempotencyKey: 'pay-start-b' },
		})
		const stolen = await callApi(`${V1}/pay/submitSlip`, { token: other.token, body: { paymentId: bPayment.paymentId, files: [slipName] } })
		expect(stolen).toMatchObject({ status: 400, body: { data: { reason: 'payment.slip.unknownFile' } } })

		const submitted = await ok<{ slipIds: string[]; status: string }>(`${V1}/pay/submitSlip`, { token, body: { paymentId, files: [slipName] } })
		expect(submitted).toMatchObject({ status: 'in_review' })
		expect(submitted.slipIds).toHaveLength(1)
		// The staged copy is gone; the slip is kept under its own name.
		expect(await storage.get(slipName)).toBeNull()

		const detail = await ok<{ payments: Array<{ id: string; type: number; status: string }> }>(`${V1}/order/getOrderDetail`, {
			token,
			body: { orderId },
		})
		expect(detail.payments).toEqual([expect.objectContaining({ id: paymentId, type: 5, status: 'in_review' })])
		const methods = await ok<{ latest: { status: string; slipCount: number } }>('/usb/uwb-app/api/getPayWhiteList', { token, body: { orderId } })
		expect(methods.latest).toMatchObject({ status: 'in_review', slipCount: 1 })

		// Sent again: the slips are already with staff.
		const twice = await callApi(`${V1}/pay/submitSlip`, { token, body: { paymentId, files: [slipName] } })
		expect(twice).toMatchObject({ status: 409, body: { data: { reason: 'payment.slip.alreadySubmitted' } } })
	})
})
