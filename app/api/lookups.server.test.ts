import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { campaignTemplates, products, skus } from '#app/db/schema/index.ts'
import { createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import {
	callApi,
	callOk as ok,
	callRefused as refused,
	expectReason as says,
	signInByWhatsApp,
	startApiTestDatabase,
	stopApiTestDatabase,
} from '#tests/fixtures/api.ts'
import { type TestDatabase } from '#tests/fixtures/db.ts'
import { searchWordsOf } from './calls/lookups.server.ts'
import { API_V1 as V1 } from './paths.ts'

/**
 * The four calls spec section 7 only names, with the meaning decision 024 gives them: a product by its number
 * (keywordSNSearch), a pasted marketplace text or link read into search words and products (productUnderstanding),
 * a shared link resolved into what the app opens (chainTransfer), and who a token is (hello/user/login).
 */

let database: TestDatabase
let shop: Awaited<ReturnType<typeof createOrderShop>>
let productCode = ''
let skuCode = ''
let templateId = ''

beforeAll(async () => {
	database = await startApiTestDatabase()
	shop = await createOrderShop(database.db, { skuStocks: [5, 5] })
	const [product] = await database.db.select({ code: products.code }).from(products).where(eq(products.id, shop.productId))
	const [sku] = await database.db.select({ code: skus.code }).from(skus).where(eq(skus.id, shop.skuIds[1]!))
	productCode = product!.code
	skuCode = sku!.code
	const [template] = await database.db
		.insert(campaignTemplates)
		.values({
			code: 'LOOKUP-FREE',
			kind: 'free_gift',
			productId: shop.productId,
			skuId: shop.skuIds[0]!,
			targetCount: 2,
			durationMinutes: 60,
			quantity: 1,
			activeFrom: new Date('2020-01-01T00:00:00Z'),
		})
		.returning({ id: campaignTemplates.id })
	templateId = template!.id
})
afterAll(async () => {
	await stopApiTestDatabase(database)
})

type Card = { id: string; title: string }

describe('search/keywordSNSearch: a product by its number', () => {
	test('the product’s code, or a SKU’s (any case, full-width, spaces around), opens that product; anything else is a 404', async () => {
		const byProduct = await ok<{ productId: string; skuId: string | null; product: Card }>(`${V1}/search/keywordSNSearch`, {
			body: { keyword: ` ${productCode.toLowerCase()} ` },
		})
		expect(byProduct).toMatchObject({ productId: shop.productId, skuId: null, product: { id: shop.productId, title: 'Thermal cup' } })
		const fullWidth = [...skuCode].map((char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0)).join('')
		const bySku = await ok<{ productId: string; skuId: string | null }>(`${V1}/search/keywordSNSearch`, { body: { keyword: fullWidth } })
		expect(bySku).toEqual(expect.objectContaining({ productId: shop.productId, skuId: shop.skuIds[1] }))

		says(await refused(`${V1}/search/keywordSNSearch`, 404, { body: { keyword: `${productCode}9` } }), 'error.http.404')
		// Only a listed product: an archived one is not found by its number.
		const archived = await createOrderShop(database.db, { skuStocks: [1] })
		const [row] = await database.db
			.update(products)
			.set({ status: 'archived' })
			.where(eq(products.id, archived.productId))
			.returning({ code: products.code })
		await refused(`${V1}/search/keywordSNSearch`, 404, { body: { keyword: row!.code } })
		const blank = await refused(`${V1}/search/keywordSNSearch`, 400, { body: { keyword: '   ' } })
		expect(blank.data.issues).toEqual([expect.objectContaining({ field: 'keyword' })])
	})
})

describe('search/productUnderstanding: what a buyer pastes', () => {
	test('a marketplace share text: its quoted title is the search, the link goes to the sourcing request', async () => {
		const pasted = '【Taobao】https://m.tb.cn/h.abc123?tk=XYZ 「Thermal cup stainless」 open the link to buy'
		const understood = await ok<{ source: string; keyword: string; link: string; items: Card[]; inquiryDescription: string }>(
			`${V1}/search/productUnderstanding`,
			{ body: { text: pasted } },
		)
		expect(understood).toMatchObject({ source: 'text', keyword: 'Thermal cup stainless', link: 'https://m.tb.cn/h.abc123?tk=XYZ' })
		expect(understood.items.map((item) => item.id)).toContain(shop.productId)
		expect(understood.inquiryDescription).toBe('Thermal cup stainless\nhttps://m.tb.cn/h.abc123?tk=XYZ')
	})

	test('a product link of this shop is that product; text with no words finds nothing and prefills nothing', async () => {
		const share = await ok<{ url: string }>(`${V1}/productShare/getShareLink`, { body: { productId: shop.productId } })
		const own = await ok<{ source: string; product: Card; match: string }>(`${V1}/search/productUnderstanding`, {
			body: { text: `look at this ${share.url}` },
		})
		expect(own).toMatchObject({ source: 'shopLink', match: 'link', product: { id: shop.productId } })
		const empty = await ok<{ keyword: string; items: Card[]; inquiryDescription: null }>(`${V1}/search/productUnderstanding`, {
			body: { text: '!!! ??? ...' },
		})
		expect(empty).toMatchObject({ keyword: '', items: [], inquiryDescription: null })
		await refused(`${V1}/search/productUnderstanding`, 400, { body: { text: 'x'.repeat(2_001) } })
	})

	test('the search words of a pasted text', () => {
		expect(searchWordsOf('【淘宝】https://m.tb.cn/x 「女士 手提包」 点击链接')).toBe('女士 手提包')
		expect(searchWordsOf('Women leather bag, large! https://item.example/1')).toBe('Women leather bag large')
		expect(searchWordsOf('a b c d e f g h i j k')).toBe('a b c d e f g h')
	})
})

describe('home/chainTransfer: a shared link into what the app opens', () => {
	test('a product share link, a campaign invitation, a search, a visitor’s order and another site', async () => {
		const share = await ok<{ url: string }>(`${V1}/productShare/getShareLink`, { body: { productId: shop.productId }, headers: { language: 'en' } })
		const product = await ok(`${V1}/home/chainTransfer`, { body: { link: share.url } })
		expect(product).toMatchObject({ kind: 'product', productId: shop.productId, skuId: null, utmSource: 'share', language: 'en' })

		const buyer = await signInByWhatsApp(database.db, '7701790001', { ip: '198.51.107.1' })
		const started = await ok<{ shareToken: string; shareUrl: string }>(`${V1}/activity/participate`, { token: buyer.token, body: { templateId } })
		const campaign = await ok(`${V1}/home/chainTransfer`, { body: { link: started.shareUrl } })
		expect(campaign).toMatchObject({ kind: 'campaign', campaign: { kind: 'free_gift', shareToken: started.shareToken, status: 'in_progress' } })

		expect(await ok(`${V1}/home/chainTransfer`, { body: { link: '/pages/search-detail/index?keyword=cup&categoryId=abc' } })).toMatchObject({
			kind: 'search',
			keyword: 'cup',
			categoryId: 'abc',
			path: '/pages/search-detail/index?keyword=cup&categoryId=abc',
		})
		expect(await ok(`${V1}/home/chainTransfer`, { body: { link: '/pages/not-login-order-details/index?number=d261123048213' } })).toMatchObject({
			kind: 'visitorOrder',
			orderNumber: 'D261123048213',
		})
		expect(await ok(`${V1}/home/chainTransfer`, { body: { link: 'http://localhost/' } })).toMatchObject({ kind: 'home', path: '/' })
		expect(await ok(`${V1}/home/chainTransfer`, { body: { link: 'https://elsewhere.example/pages/home/index' } })).toEqual({
			kind: 'external',
			path: null,
			utmSource: null,
			language: null,
		})
	})

	test('a product or campaign that is not there is a 404, as its page is; no link is a 400', async () => {
		says(
			await refused(`${V1}/home/chainTransfer`, 404, {
				body: { link: '/pages/commodity_details/index?productId=00000000-0000-4000-8000-000000000000' },
			}),
			'error.http.404',
		)
		says(
			await refused(`${V1}/home/chainTransfer`, 404, { body: { link: '/pages/free-help/index?c=AAAAAAAAAAAAAAAAAAAA' } }),
			'campaign.error.notFound',
		)
		const missing = await refused(`${V1}/home/chainTransfer`, 400, { body: {} })
		expect(missing.data.issues).toEqual([expect.objectContaining({ field: 'link' })])
	})
})

describe('hello/user/login: who is asking', () => {
	test('a token is its buyer, no token a visitor, a bad token a 401', async () => {
		const visitor = await ok(`${V1}/hello/user/login`, { body: {}, headers: { language: 'ckb' } })
		expect(visitor).toEqual({ signedIn: false, user: null, language: 'ckb' })
		const buyer = await signInByWhatsApp(database.db, '7701790002', { ip: '198.51.107.2' })
		const me = await ok<{ signedIn: boolean; user: { id: string; displayName: string } }>(`${V1}/hello/user/login`, { token: buyer.token, body: {} })
		expect(me).toMatchObject({ signedIn: true, user: { id: buyer.userId, displayName: '+9647701790002' } })
		await refused(`${V1}/hello/user/login`, 401, { token: 'no-such-token', body: {} })
		await ok(`${V1}/user/loginOut`, { token: buyer.token, body: {} })
		expect((await callApi(`${V1}/hello/user/login`, { token: buyer.token, body: {} })).status).toBe(401)
	})
})
