import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import { callApi, callOk as ok, placeApiOrder, signInByWhatsApp, startApiTestDatabase, stopApiTestDatabase } from '#tests/fixtures/api.ts'
import { type TestDatabase } from '#tests/fixtures/db.ts'
import { translate } from './context.server.ts'
import { ErrorEnvelope } from './errors.server.ts'
import { API_V1 as V1 } from './paths.ts'

/**
 * The trade flow through the app's API (spec section 7 "orders": daftOrder get, createRealOrderPre,
 * createRealOrder): pricing an order before placing it, as the trade flow page does (previewTradeFlow), a
 * draft that shows its order once placed, and placing one draft once. Another buyer's draft is a 404; bad
 * input a 4xx envelope; no token a 401. The order edits (address, remark, shipping method) are the order module's
 * commands, with their own rules.
 */

let database: TestDatabase
let shop: Awaited<ReturnType<typeof createOrderShop>>

beforeAll(async () => {
	database = await startApiTestDatabase()
	shop = await createOrderShop(database.db, { skuStocks: [100, 3] })
})
afterAll(async () => {
	await stopApiTestDatabase(database)
})

type View = {
	lines: Array<{ skuId: string; quantity: number; problem: { id: string; message: string } | null }>
	goodsAmount: number
	payableAmount: number
	orderable: boolean
	address: { id: string } | null
	paymentTypes: number[]
}

describe('drafts and the trade flow', () => {
	test('priced before placing, placed once through its draft, then the draft shows the order', async () => {
		const { token } = await signInByWhatsApp(database.db, '7701900001', { ip: '198.51.106.1' })
		const first = await placeApiOrder({ token, key: 'draft-order-1', skuId: shop.skuIds[0]!, paymentType: 11 })
		const lines = [{ skuId: shop.skuIds[0]!, quantity: 2 }]
		const preview = await ok<View>(`${V1}/daftOrder/createRealOrderPre`, { token, body: { lines, logisticsMethod: 'sea' } })
		expect(preview.orderable).toBe(true)
		expect(preview.lines).toEqual([expect.objectContaining({ skuId: shop.skuIds[0], quantity: 2, problem: null })])
		expect(preview.address).not.toBeNull()
		// Over the stock: the line says why, in the request language.
		const over = await ok<View>(`${V1}/daftOrder/createRealOrderPre`, { token, body: { lines: [{ skuId: shop.skuIds[1]!, quantity: 5 }] } })
		expect(over.orderable).toBe(false)
		expect(over.lines[0]!.problem).toEqual({
			id: 'product.quantity.aboveStock',
			message: translate('en', 'product.quantity.aboveStock', { stock: 3 }),
		})

		const { draftId } = await ok<{ draftId: string }>(`${V1}/daftOrder/create`, { token, body: {} })
		const open = await ok<{ placed: unknown; view: View }>(`${V1}/daftOrder/get`, { token, body: { draftId, lines, logisticsMethod: 'sea' } })
		expect(open.placed).toBeNull()
		expect(open.view.payableAmount).toBe(preview.payableAmount)
		const placed = await ok<{ orderId: string; replayed: boolean }>(`${V1}/daftOrder/createRealOrder`, {
			token,
			body: { draftId, lines, addressId: preview.address!.id, logisticsMethod: 'sea', paymentType: 11, idempotencyKey: 'draft-order-2' },
		})
		expect(placed.orderId).not.toBe(first.orderId)
		expect((await ok<{ placed: { orderId: string }; view: null }>(`${V1}/daftOrder/get`, { token, body: { draftId } })).placed.orderId).toBe(
			placed.orderId,
		)
		// The same draft again, even with a new key: the same order.
		const again = await ok<{ orderId: string; replayed: boolean }>(`${V1}/daftOrder/createRealOrder`, {
			token,
			body: { draftId, lines, addressId: preview.address!.id, logisticsMethod: 'sea', paymentType: 11, idempotencyKey: 'draft-order-3' },
		})
		expect(again).toMatchObject({ orderId: placed.orderId, replayed: true })
	})

	test('another buyer’s draft is a 404; bad input a 400 naming the field; no token a 401', async () => {
		const a = await signInByWhatsApp(database.db, '7701900002', { ip: '198.51.106.2' })
		const b = await signInByWhatsApp(database.db, '7701900003', { ip: '198.51.106.3' })
		const { draftId } = await ok<{ draftId: string }>(`${V1}/daftOrder/create`, { token: a.token, body: {} })
		const other = await callApi(`${V1}/daftOrder/get`, { token: b.token, body: { draftId } })
		expect(other.status).toBe(404)
		ErrorEnvelope.parse(other.body)
		const missing = await callApi(`${V1}/daftOrder/createRealOrder`, {
			token: a.token,
			body: { lines: [{ skuId: shop.skuIds[0]!, quantity: 1 }], idempotencyKey: 'draft-order-4' },
		})
		expect(missing.status).toBe(400)
		expect(ErrorEnvelope.parse(missing.body).data.issues?.map((issue) => issue.field)).toEqual(['draftId'])
		const negative = await callApi(`${V1}/daftOrder/createRealOrderPre`, {
			token: a.token,
			body: { lines: [{ skuId: shop.skuIds[0]!, quantity: -1 }] },
		})
		expect(ErrorEnvelope.parse(negative.body).data.issues?.[0]?.field).toBe('lines.0.quantity')
		for (const path of ['daftOrder/get', 'daftOrder/createRealOrderPre', 'daftOrder/createRealOrder']) {
			expect((await callApi(`${V1}/${path}`, { body: { draftId } })).status).toBe(401)
		}
	})
})

describe('order edits', () => {
	test('the buyer changes the address, the remark and the shipping method; another buyer cannot; the rules refuse', async () => {
		const a = await signInByWhatsApp(database.db, '7701900004', { ip: '198.51.106.4' })
		const b = await signInByWhatsApp(database.db, '7701900005', { ip: '198.51.106.5' })
		const order = await placeApiOrder({ token: a.token, key: 'edit-order-1', skuId: shop.skuIds[0]!, paymentType: 5 })
		const [current] = await ok<Array<{ id: string }>>(`${V1}/userAddress/list`, { token: a.token, body: {} })
		// Buyer B's order gives B an address of their own.
		await placeApiOrder({ token: b.token, key: 'edit-order-2', skuId: shop.skuIds[0]!, paymentType: 5 })
		const [bAddress] = await ok<Array<{ id: string }>>(`${V1}/userAddress/list`, { token: b.token, body: {} })

		expect(await ok(`${V1}/order/updateOrderAddress`, { token: a.token, body: { orderId: order.orderId, addressId: current!.id } })).toEqual({
			done: true,
		})
		expect(await ok(`${V1}/order/updateOrderRemark`, { token: a.token, body: { orderId: order.orderId, remark: ' Ring twice ' } })).toEqual({
			done: true,
		})
		const switched = await ok<{ estimate: number }>(`${V1}/order/updateOrderLogistic`, {
			token: a.token,
			body: { orderId: order.orderId, logisticsMethod: 'air' },
		})
		expect(switched.estimate).toBeGreaterThanOrEqual(0)
		const detail = await ok<{ remark: string; logisticsMethod: string }>(`${V1}/order/getOrderDetail`, {
			token: a.token,
			body: { orderId: order.orderId },
		})
		expect(detail).toMatchObject({ remark: 'Ring twice', logisticsMethod: 'air' })

		// Another buyer's order is a 404; another buyer's address a 422 on addressId; the module's own limits.
		for (const [path, body] of [
			['order/updateOrderAddress', { orderId: order.orderId, addressId: bAddress!.id }],
			['order/updateOrderRemark', { orderId: order.orderId, remark: 'mine now' }],
			['order/updateOrderLogistic', { orderId: order.orderId, logisticsMethod: 'sea' }],
		] as const) {
			expect((await callApi(`${V1}/${path}`, { token: b.token, body })).status, path).toBe(404)
		}
		const foreign = await callApi(`${V1}/order/updateOrderAddress`, {
			token: a.token,
			body: { orderId: order.orderId, addressId: bAddress!.id },
			headers: { language: 'en' },
		})
		expect(foreign.status).toBe(422)
		expect(ErrorEnvelope.parse(foreign.body).data.reason).toBe('checkout.error.address')
		const long = await callApi(`${V1}/order/updateOrderRemark`, { token: a.token, body: { orderId: order.orderId, remark: 'x'.repeat(201) } })
		expect(ErrorEnvelope.parse(long.body)).toMatchObject({ code: 422, data: { reason: 'checkout.error.remarkTooLong' } })
		const boat = await callApi(`${V1}/order/updateOrderLogistic`, { token: a.token, body: { orderId: order.orderId, logisticsMethod: 'boat' } })
		expect(ErrorEnvelope.parse(boat.body).data.issues?.[0]?.field).toBe('logisticsMethod')
		expect((await callApi(`${V1}/order/updateOrderRemark`, { body: { orderId: order.orderId, remark: 'x' } })).status).toBe(401)
	})
})
