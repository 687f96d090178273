import { type AddressInfo } from 'node:net'
import { type Server } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { catalogChanged } from '#app/modules/catalog/catalog-changes.server.ts'
import { createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import { signInByWhatsApp, startApiTestDatabase, stopApiTestDatabase } from '#tests/fixtures/api.ts'
import { type TestDatabase } from '#tests/fixtures/db.ts'
import { apiCacheMiddleware, apiMiddleware } from './api-middleware.server.ts'
import { API_V1 as V1 } from './paths.ts'

/**
 * The API as production serves it (server.js): the shared cache for visitors' catalogue reads in front, every other
 * call straight to the router. What a buyer of the app would notice: the same answers as without the cache, their
 * own trace id, their own language; a token, a wrong currency or bad JSON never answered from what a visitor was
 * given; a price change seen at once.
 */

let database: TestDatabase
let shop: Awaited<ReturnType<typeof createOrderShop>>
let server: Server
let base: string

beforeAll(async () => {
	database = await startApiTestDatabase()
	shop = await createOrderShop(database.db, { skuStocks: [10] })
	const app = express()
	app.use(apiCacheMiddleware())
	app.use(apiMiddleware())
	app.use((_req, res) => res.status(404).send('not the API'))
	server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
	await new Promise((resolve) => server.close(resolve))
	await stopApiTestDatabase(database)
})

type Answer = {
	status: number
	cache: string | null
	trace: string | null
	language: string | null
	body: { code: number; data: Record<string, unknown> }
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
	const response = await fetch(base + path, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', language: 'en', ...headers },
		body: typeof body === 'string' ? body : JSON.stringify(body),
	})
	return {
		status: response.status,
		cache: response.headers.get('X-Page-Cache'),
		trace: response.headers.get('X-Trace-Id'),
		language: response.headers.get('Content-Language'),
		body: (await response.json()) as Answer['body'],
	}
}

describe('a visitor’s catalogue reads', () => {
	test('are answered once and then from the cache, each with the asker’s own trace id and language', async () => {
		const body = { productId: shop.productId }
		const first = await post(`${V1}/product/detail`, body, { 'X-Trace-Id': 'first-ask' })
		const second = await post(`${V1}/product/detail`, body, { 'X-Trace-Id': 'second-ask' })
		expect(first).toMatchObject({ status: 200, cache: 'miss', trace: 'first-ask', language: 'en' })
		expect(second).toMatchObject({ status: 200, cache: 'hit', trace: 'second-ask', language: 'en' })
		expect(second.body).toEqual(first.body)
		expect(first.body.data.id).toBe(shop.productId)

		const arabic = await post(`${V1}/product/detail`, body, { language: 'ar' })
		expect(arabic).toMatchObject({ status: 200, cache: 'miss', language: 'ar' })
		const other = await post(`${V1}/share/recommend`, { page: 1 })
		expect(other.cache).toBe('miss')
	})

	test('a price change empties the cache', async () => {
		const body = { productId: shop.productId }
		await post(`${V1}/product/detail`, body)
		expect((await post(`${V1}/product/detail`, body)).cache).toBe('hit')
		catalogChanged()
		expect((await post(`${V1}/product/detail`, body)).cache).toBe('miss')
	})

	test('bad JSON, an unknown product and a wrong currency are refused as without the cache, and nothing of them is kept', async () => {
		const malformed = await post(`${V1}/product/detail`, '{"productId":')
		expect(malformed).toMatchObject({ status: 400, cache: 'uncached' })
		expect(malformed.body.data.reason).toBe('api.error.malformedJson')
		expect((await post(`${V1}/product/detail`, '{"productId":')).status).toBe(400)

		await post(`${V1}/product/detail`, { productId: shop.productId })
		const dollars = await post(`${V1}/product/detail`, { productId: shop.productId }, { currency: 'USD' })
		expect(dollars).toMatchObject({ status: 406, cache: null })

		const missing = await post(`${V1}/product/detail`, { productId: '00000000-0000-4000-8000-000000000000' })
		expect(missing).toMatchObject({ status: 404, cache: 'uncached' })
	})
})

describe('with a token', () => {
	test('a buyer’s read is never a visitor’s answer: it reaches the router (the visit is recorded), and a bad token is a 401', async () => {
		const body = { productId: shop.productId }
		await post(`${V1}/product/detail`, body)
		expect((await post(`${V1}/product/detail`, body)).cache).toBe('hit')

		const { token } = await signInByWhatsApp(database.db, '+9647705550101')
		const mine = await post(`${V1}/product/detail`, body, { Authorization: `Bearer ${token}` })
		expect(mine).toMatchObject({ status: 200, cache: null })
		const count = await post(`${V1}/share/historyCount`, {}, { Authorization: `Bearer ${token}` })
		expect(count.body.data).toEqual({ count: 1 })

		const forged = await post(`${V1}/product/detail`, body, { Authorization: 'Bearer not-a-token' })
		expect(forged).toMatchObject({ status: 401, cache: null })
	})
})

describe('every other call', () => {
	test('goes straight to the router with its body; paths outside the API go on to the pages', async () => {
		const wrong = await post(`${V1}/user/login`, { type: 1, account: 'nobody@dijla.test', password: 'not-the-password' })
		expect(wrong.status).toBe(401)
		expect(wrong.cache).toBeNull()
		const unknown = await post('/usb/uwb-app/api/v1/no/suchCall', {})
		expect(unknown).toMatchObject({ status: 404, body: { code: 404 } })
		const page = await fetch(`${base}/pages/home/index`)
		expect(await page.text()).toBe('not the API')
	})
})
