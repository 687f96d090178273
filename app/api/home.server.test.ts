import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { exchangeRates, productTagItems, productTags, productTagTexts } from '#app/db/schema/index.ts'
import { forgetUsdToIqdRate } from '#app/modules/catalog/exchange-rate.server.ts'
import { createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import { callApi, callOk as ok, startApiTestDatabase, stopApiTestDatabase } from '#tests/fixtures/api.ts'
import { type TestDatabase } from '#tests/fixtures/db.ts'
import { translate } from './context.server.ts'
import { ErrorEnvelope } from './errors.server.ts'
import { API_V1 as V1 } from './paths.ts'

/**
 * The home page's shelves and the exchange rate through the app's API (spec section 7 "home"): the shelves the
 * home page shows, named in the request language; one shelf's products; the USD rate fees are converted with.
 * These are public: no token needed, and a bad or unknown shelf is a 4xx envelope.
 */

let database: TestDatabase
let tagId = ''
let productId = ''

beforeAll(async () => {
	database = await startApiTestDatabase()
	const shop = await createOrderShop(database.db, { skuStocks: [10] })
	productId = shop.productId
	const [tag] = await database.db.insert(productTags).values({ slug: 'kitchen', sort: 1 }).returning()
	tagId = tag!.id
	await database.db.insert(productTagTexts).values([
		{ tagId, locale: 'en', name: 'Kitchen' },
		{ tagId, locale: 'ar', name: 'المطبخ' },
	])
	await database.db.insert(productTagItems).values({ tagId, productId })
	// A shelf with nothing on it is not shown.
	await database.db.insert(productTags).values({ slug: 'empty', sort: 2 })
})
afterAll(async () => {
	await stopApiTestDatabase(database)
})

type Tag = { id: string; slug: string; name: string; products: Array<{ id: string }> }

describe('home shelves and the exchange rate', () => {
	test('the shelves in the request language, and one shelf by id or slug', async () => {
		const tags = await ok<Tag[]>(`${V1}/share/tags`, { body: {} })
		expect(tags.map((tag) => [tag.slug, tag.name, tag.products.map((product) => product.id)])).toEqual([['kitchen', 'Kitchen', [productId]]])
		const arabic = await callApi<Tag[]>(`${V1}/share/tags`, { body: {}, headers: { language: 'ar' } })
		expect(arabic.body.data[0]!.name).toBe('المطبخ')
		expect(await ok<Tag>(`${V1}/share/tags/productList`, { body: { tagId } })).toEqual(tags[0])
		expect((await ok<Tag>(`${V1}/share/tags/productList`, { body: { tagId: 'kitchen' } })).id).toBe(tagId)
	})

	test('an unknown or empty shelf is a 404, a malformed id a 400', async () => {
		for (const unknown of ['empty', crypto.randomUUID()]) {
			const answer = await callApi(`${V1}/share/tags/productList`, { body: { tagId: unknown }, headers: { language: 'en' } })
			expect(answer.status).toBe(404)
			expect(ErrorEnvelope.parse(answer.body).message).toBe(translate('en', 'error.http.404'))
		}
		const bad = await callApi(`${V1}/share/tags/productList`, { body: { tagId: 'a/b' } })
		expect(bad.status).toBe(400)
		expect(ErrorEnvelope.parse(bad.body).data.issues?.[0]?.field).toBe('tagId')
	})

	test('the USD rate in force, a newer one as soon as it is entered; another currency is a 400', async () => {
		forgetUsdToIqdRate(database.db)
		const before = await ok<{ rate: number; effectiveAt: string } | null>(`${V1}/home/getRateByType`, { body: { type: 'USD' } })
		expect(before === null || before.rate !== 1377).toBe(true)
		const effectiveAt = new Date(Date.now() - 60_000)
		await database.db.insert(exchangeRates).values({ baseCurrency: 'USD', quoteCurrency: 'IQD', rate: 1377, effectiveAt })
		forgetUsdToIqdRate(database.db)
		expect(await ok(`${V1}/home/getRateByType`, { body: {} })).toEqual({
			base: 'USD',
			quote: 'IQD',
			rate: 1377,
			effectiveAt: effectiveAt.toISOString(),
		})
		const other = await callApi(`${V1}/home/getRateByType`, { body: { type: 'EUR' } })
		expect(other.status).toBe(400)
		expect(ErrorEnvelope.parse(other.body).data.issues?.[0]?.field).toBe('type')
	})
})
