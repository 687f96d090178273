import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addresses, orderEvents, orderItems, orders } from '#app/db/schema/index.ts'
import { startSession } from '#app/modules/auth/session.server.ts'
import { openCheckoutDraft } from '#app/modules/orders/checkout-drafts.server.ts'
import { createOrderBuyer, createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import { tradeFlowSearch } from '#app/modules/checkout/trade-flow-url.ts'
import { SUBSCRIBE_BATCH_SIZE } from '#app/realtime/channels.ts'
import { action as tradeFlowAction } from '#app/routes/trade-flow.tsx'
import { callApi, callOk, type CallOptions, rawCall, signInByWhatsApp, startApiTestDatabase, stopApiTestDatabase } from '#tests/fixtures/api.ts'
import { type TestDatabase } from '#tests/fixtures/db.ts'
import { API_V1 as V1 } from './paths.ts'

/**
 * The API-only journey of issue 20 in process, every answer checked against the schema the document publishes
 * (contract): sign in by WhatsApp code → home → search → product → address → cart → order (cash on delivery) →
 * the order list and detail → chat → real-time groups → sign out. Then: buyer B's token reaches nothing of A's,
 * and an order placed through the API lands the same rows as one placed through the trade-flow page.
 */

const CHAT = '/fanscrm/scrm/web/v1/chat'
let database: TestDatabase
let shop: Awaited<ReturnType<typeof createOrderShop>>
let pageBuyer: Awaited<ReturnType<typeof createOrderBuyer>>

beforeAll(async () => {
	database = await startApiTestDatabase()
	shop = await createOrderShop(database.db, { skuStocks: [100, 100] })
	pageBuyer = await createOrderBuyer(database.db)
})
afterAll(async () => {
	await stopApiTestDatabase(database)
})

/** A call that must succeed (schema-checked), with the headers the app sends on every call. */
function ok<T>(path: string, options: CallOptions = {}): Promise<T> {
	return callOk<T>(path, { headers: { language: 'en', currency: 'IQD', platform: '16', channel: '11' }, ...options })
}

async function pageBuyerCity() {
	const [row] = await database.db.select().from(addresses).where(eq(addresses.id, pageBuyer.addressId))
	return row!
}

async function addApiAddress(token: string) {
	const page = await pageBuyerCity()
	const countries = await ok<Array<{ id: string; code: string }>>(`${V1}/userAddress/getByParentId`, { body: {}, token })
	expect(countries.map((country) => country.id)).toContain(page.countryId)
	return ok<{ id: string }>(`${V1}/userAddress/add`, {
		token,
		body: {
			deliveryMode: '1',
			fullName: 'Ali Hassan',
			phone: '07701234567',
			countryId: page.countryId,
			provinceId: page.provinceId,
			cityId: page.cityId,
			postcode: '10001',
			addressLine: 'Karrada, street 62, house 14',
			isDefault: true,
		},
	})
}

describe('the API-only journey', () => {
	let token = ''
	let orderId = ''
	let addressId = ''

	test('sign in by WhatsApp code, browse, add to cart and order with cash on delivery', async () => {
		;({ token } = await signInByWhatsApp(database.db, '7701240001'))
		const info = await ok<{ phone: string }>(`${V1}/user/userInfo`, { token })
		expect(info.phone).toBe('+9647701240001')

		const feed = await ok<{ items: Array<{ id: string }> }>(`${V1}/share/recommend`, { body: { page: 1 }, token })
		expect(feed.items.map((item) => item.id)).toContain(shop.productId)
		const found = await ok<{ items: Array<{ id: string }> }>(`${V1}/search/keywordSearch`, { body: { keyword: 'Thermal cup' }, token })
		expect(found.items.map((item) => item.id)).toContain(shop.productId)
		const product = await ok<{ title: string; skus: Array<{ id: string; stock: number }> }>(`${V1}/product/detail`, {
			body: { productId: shop.productId },
			token,
		})
		expect(product.title).toBe('Thermal cup')
		expect(product.skus.map((sku) => sku.id)).toEqual(shop.skuIds)

		const cart = await ok<{ quantity: number; cartCount: number }>(`${V1}/cart/addCart`, { body: { skuId: shop.skuIds[0], quantity: 2 }, token })
		expect(cart).toMatchObject({ quantity: 2, cartCount: 1 })

		addressId = (await addApiAddress(token)).id
		const placed = await ok<{ orderId: string; status: number; next: string; payableAmount: number }>(`${V1}/order/createOrder`, {
			token,
			body: {
				source: 'buy_now',
				lines: [{ skuId: shop.skuIds[0], quantity: 2 }],
				addressId,
				logisticsMethod: 'sea',
				paymentType: 11,
				idempotencyKey: 'journey-order-1',
			},
		})
		expect(placed).toMatchObject({ next: 'order', payableAmount: 2 * shop.prices[0]! })
		orderId = placed.orderId

		// The same key again is the same order, not a second one.
		const again = await ok<{ orderId: string; replayed: boolean }>(`${V1}/order/createOrder`, {
			token,
			body: {
				lines: [{ skuId: shop.skuIds[0], quantity: 2 }],
				addressId,
				logisticsMethod: 'sea',
				paymentType: 11,
				idempotencyKey: 'journey-order-1',
			},
		})
		expect(again).toMatchObject({ orderId, replayed: true })

		const list = await ok<{ orders: Array<{ orderId: string }> }>(`${V1}/order/getOrderPage`, { body: { tab: 'all' }, token })
		expect(list.orders.map((order) => order.orderId)).toEqual([orderId])
		const detail = await ok<{ paymentType: number; items: Array<{ quantity: number }> }>(`${V1}/order/getOrderDetail`, { body: { orderId }, token })
		expect(detail).toMatchObject({ paymentType: 11, items: [{ quantity: 2 }] })
	})

	test('an order with missing choices is a 422 naming each of them', async () => {
		const answer = await callApi<{ issues: Array<{ field: string }> }>(`${V1}/order/createOrder`, {
			token,
			headers: { language: 'en' },
			body: { lines: [{ skuId: shop.skuIds[0], quantity: 1 }], idempotencyKey: 'journey-missing-1' },
		})
		expect(answer.status).toBe(422)
		expect(answer.body.data.issues.map((issue) => issue.field).sort()).toEqual(['addressId', 'logisticsMethod', 'paymentType'])
	})

	test('chat with support, and the real-time groups of this buyer only', async () => {
		const sent = await ok<{ body: string; seq: number }>(`${CHAT}/sendGroupMsg`, {
			token,
			body: { clientId: 'journey-msg-1', body: 'Is it insulated?' },
		})
		expect(sent.body).toBe('Is it insulated?')
		const page = await ok<{ messages: Array<{ body: string }> }>(`${CHAT}/selectGroupMsgPage`, { token, body: {} })
		expect(page.messages.map((message) => message.body)).toContain('Is it insulated?')
		const groups = await ok<string[]>(`${CHAT}/getSubscribeGroups`, { token })
		expect(groups).toHaveLength(2)
		const connect = await ok<{ transport: string; url: string }>(`${CHAT}/subscribeGroups`, { token, body: { groups } })
		expect(connect.transport).toBe('sse')
		expect(connect.url).toContain(`${CHAT}/events?channels=`)
		// The SSE stream takes the bearer token, and refuses without one.
		const controller = new AbortController()
		const stream = await rawCall(connect.url, { token, signal: controller.signal })
		expect(stream.status).toBe(200)
		expect(stream.headers.get('Content-Type')).toMatch(/^text\/event-stream/)
		controller.abort()
		await stream.body?.cancel().catch(() => {})
		expect((await rawCall(connect.url)).status).toBe(401)
		await ok(`${CHAT}/unSubscribeGroups`, { token, body: { groups } })
	})

	test('subscribing takes at most a batch of 50 channels: 51 is a 400 naming the groups, 50 gets past the size check', async () => {
		const channels = (count: number) => Array.from({ length: count }, (_, index) => `user:someone-else-${index}`)
		const tooMany = await callApi<{ issues?: Array<{ field: string }> }>(`${CHAT}/subscribeGroups`, {
			token,
			body: { groups: channels(SUBSCRIBE_BATCH_SIZE + 1) },
		})
		expect(tooMany.status).toBe(400)
		expect(tooMany.body.data?.issues?.map((issue) => issue.field)).toContain('groups')
		// A full batch is read; these channels are not this buyer's, so the answer is the channel table's 403.
		const full = await callApi(`${CHAT}/subscribeGroups`, { token, body: { groups: channels(SUBSCRIBE_BATCH_SIZE) } })
		expect(full.status).toBe(403)
	})

	test('buyer B’s token reaches nothing of A’s: order, address, chat channel', async () => {
		const other = await signInByWhatsApp(database.db, '7701240002')
		const asB = (path: string, body: unknown) => callApi(path, { token: other.token, body })
		expect((await asB(`${V1}/order/getOrderDetail`, { orderId })).status).toBe(404)
		expect((await asB(`${V1}/order/cancelOrder`, { orderId })).status).toBe(404)
		expect((await asB(`${V1}/userAddress/delete`, { addressId })).status).toBe(404)
		expect((await asB(`${V1}/userAddress/updateDefaultAddress`, { addressId })).status).toBe(404)
		const aGroups = await ok<string[]>(`${CHAT}/getSubscribeGroups`, { token })
		const refused = await asB(`${CHAT}/subscribeGroups`, { groups: aGroups })
		expect(refused.status).toBe(403)
		const bPage = await ok<{ messages: unknown[] }>(`${CHAT}/selectGroupMsgPage`, { token: other.token, body: {} })
		expect(bPage.messages).toEqual([])
		// A's order is untouched.
		const detail = await ok<{ status: number }>(`${V1}/order/getOrderDetail`, { body: { orderId }, token })
		expect(detail.status).not.toBe(7)
	})

	test('the shell’s hot-update calls answer a well-formed “no update”', async () => {
		expect(await ok(`${V1}/home/downloadWgt`, { body: { version: '1.0.0' } })).toEqual({ update: false, version: null, url: null })
		expect(await ok(`${V1}/home/getLatestWqt`, { body: {} })).toEqual({ update: false, version: null, url: null })
	})

	test('signing out ends the token', async () => {
		await ok(`${V1}/user/loginOut`, { method: 'POST', token })
		expect((await callApi(`${V1}/order/getOrderPage`, { token, body: {} })).status).toBe(401)
	})
})

describe('one set of rules', () => {
	test('an order placed through the API and one placed through the trade-flow page land identical rows', async () => {
		const { token } = await signInByWhatsApp(database.db, '7701240003')
		const apiAddress = await addApiAddress(token)
		const choices = {
			lines: [{ skuId: shop.skuIds[1]!, quantity: 3 }],
			logisticsMethod: 'sea' as const,
			paymentType: 11 as const,
			remark: 'Call first',
		}
		const viaApi = await ok<{ orderId: string }>(`${V1}/order/createOrder`, {
			token,
			body: { source: 'buy_now', ...choices, addressId: apiAddress.id, idempotencyKey: 'same-rows-api' },
		})

		const cookie = (await startSession(database.db, new Request('http://localhost/'), { userId: pageBuyer.userId, ip: null })).split(';')[0]!
		const draftId = await openCheckoutDraft(database.db, { userId: pageBuyer.userId })
		const form = tradeFlowSearch({
			source: 'buy_now',
			draftId,
			quoteId: null,
			campaignId: null,
			lines: choices.lines.map((line) => ({ ...line, typed: String(line.quantity) })),
			addressId: pageBuyer.addressId,
			userCouponId: 'auto',
			logisticsMethod: choices.logisticsMethod,
			paymentType: choices.paymentType,
			remark: choices.remark,
		})
		form.set('idempotencyKey', 'same-rows-page')
		const response = (await tradeFlowAction({
			request: new Request('http://localhost/pages/trade_flow/index', {
				method: 'POST',
				body: form,
				headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'en' },
			}),
			context: { clientIp: null },
			params: {},
		} as never)) as Response
		expect(response.status).toBe(302)
		const [viaPage] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, pageBuyer.userId))

		const ids = [viaApi.orderId, viaPage!.id]
		const rows = await database.db.select().from(orders).where(inArray(orders.id, ids))
		const items = await database.db.select().from(orderItems).where(inArray(orderItems.orderId, ids))
		const events = await database.db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids))
		// What differs by nature: ids, the buyer, the order number, keys and hashes of the request, and times.
		const comparable = (row: Record<string, unknown>) =>
			Object.fromEntries(Object.entries(row).filter(([key]) => !/(^id$|Id$|At$|^number$|idempotencyKey|requestHash)/.test(key)))
		const byOrder = (orderId: string) => ({
			order: comparable(rows.find((row) => row.id === orderId)!),
			items: items.filter((item) => item.orderId === orderId).map(comparable),
			events: events.filter((event) => event.orderId === orderId).map(comparable),
		})
		expect(byOrder(viaApi.orderId)).toEqual(byOrder(viaPage!.id))
		expect(byOrder(viaApi.orderId).items).toHaveLength(1)
	})
})
