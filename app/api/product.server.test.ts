import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { products } from '#app/db/schema/index.ts'
import { freightEstimate } from '#app/modules/logistics/freight.server.ts'
import { createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import { callApi, callOk as ok, startApiTestDatabase, stopApiTestDatabase } from '#tests/fixtures/api.ts'
import { type TestDatabase } from '#tests/fixtures/db.ts'
import { ErrorEnvelope } from './errors.server.ts'
import { API_V1 as V1 } from './paths.ts'

/**
 * The product page's freight estimate and share link through the app's API (spec section 7 "product"): the
 * same estimate the product page shows (the logistics module, the rate in force), the same shared link. A
 * product not on sale is a 404; a wrong quantity a 400 naming it. Both are public.
 */

let database: TestDatabase
let shop: Awaited<ReturnType<typeof createOrderShop>>

beforeAll(async () => {
	database = await startApiTestDatabase()
	shop = await createOrderShop(database.db, { skuStocks: [10] })
})
afterAll(async () => {
	await stopApiTestDatabase(database)
})

describe('freight estimate and share link', () => {
	test('both freight calls answer what the product page estimates', async () => {
		const expected = await freightEstimate(database.db, { productId: shop.productId, quantity: 30 })
		expect(expected?.estimate?.iqd).toBeGreaterThan(0)
		expect(await ok(`${V1}/product/freightEstimate`, { body: { productId: shop.productId, quantity: 30 } })).toEqual(expected)
		expect(await ok(`${V1}/product/logisticsFreight`, { body: { productId: shop.productId, quantity: 30 } })).toEqual(expected)
		expect(await ok<{ estimate: { quantity: number } }>(`${V1}/product/freightEstimate`, { body: { productId: shop.productId } })).toMatchObject({
			estimate: { quantity: 1 },
		})
	})

	test('the share link names the language only when the buyer chose one', async () => {
		const chosen = await ok<{ url: string; whatsAppUrl: string; title: string }>(`${V1}/productShare/getShareLink`, {
			body: { productId: shop.productId },
		})
		const url = new URL(chosen.url)
		expect(url.pathname).toBe('/pages/commodity_details/index')
		expect(Object.fromEntries(url.searchParams)).toEqual({ productId: shop.productId, lang: 'en', utm_source: 'share' })
		expect(chosen.whatsAppUrl).toBe(`https://wa.me/?text=${encodeURIComponent(`${chosen.title}\n${chosen.url}`)}`)
		const guessed = await callApi<{ url: string }>(`${V1}/productShare/getShareLink`, {
			body: { productId: shop.productId },
			headers: { 'Accept-Language': 'en' },
		})
		expect(new URL(guessed.body.data.url).searchParams.has('lang')).toBe(false)
	})

	test('a product not on sale is a 404; a wrong quantity or id a 400 naming it', async () => {
		const [hidden] = await database.db
			.update(products)
			.set({ status: 'archived' })
			.where(eq(products.id, (await createOrderShop(database.db, { skuStocks: [1] })).productId))
			.returning({ id: products.id })
		for (const path of ['product/freightEstimate', 'product/logisticsFreight', 'productShare/getShareLink']) {
			for (const productId of [hidden!.id, crypto.randomUUID()]) {
				const answer = await callApi(`${V1}/${path}`, { body: { productId } })
				expect(answer.status, `${path} ${productId}`).toBe(404)
				ErrorEnvelope.parse(answer.body)
			}
		}
		const zero = await callApi(`${V1}/product/freightEstimate`, { body: { productId: shop.productId, quantity: 0 } })
		expect(zero.status).toBe(400)
		expect(ErrorEnvelope.parse(zero.body).data.issues?.[0]?.field).toBe('quantity')
		const bad = await callApi(`${V1}/productShare/getShareLink`, { body: {} })
		expect(ErrorEnvelope.parse(bad.body).data.issues?.[0]?.field).toBe('productId')
	})
})
