import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'
import { EMBEDDED, findProductInStock, PRODUCT_PATH, SIGN_IN_TEXT, signInNewBuyer } from './helpers.ts'

// Issue 19: the pages every visitor sees the same come from a shared cache; a buyer's own pages never do, and
// never reach anyone else. Checked on the responses themselves (what a CDN or another visitor would be handed).

/** The demo buyer (app/db/seed.server.ts): their name is on every page rendered for them. */
const DEMO_BUYER = { account: 'buyer@dijla.test', password: 'buyer12345', name: 'علي حسن' }
const CACHE_STATE = 'x-page-cache'

async function signInDemoBuyer(request: APIRequestContext, baseURL: string) {
	const response = await request.post('/pages/login/index', {
		form: { intent: 'password-login', account: DEMO_BUYER.account, callingCode: '964', password: DEMO_BUYER.password, redirectTo: '/' },
		headers: { origin: baseURL, 'accept-language': 'ar-IQ' },
		maxRedirects: 0,
	})
	expect(response.status()).toBe(302)
}

const html = async (response: APIResponse) => {
	expect(response.status()).toBe(200)
	return response.text()
}

test(`a buyer's page never reaches another buyer or a visitor, and visitors share theirs ${EMBEDDED}`, async ({
	browser,
	playwright,
	request,
	baseURL,
}) => {
	test.setTimeout(90_000)
	const productId = await findProductInStock(request)
	const pages = ['/', `${PRODUCT_PATH}?productId=${productId}`, '/pages/search-detail/index?keyword=bag', '/?lang=en']

	const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'ar-IQ' } })
	const buyerA = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'ar-IQ' } })
	await signInDemoBuyer(buyerA, baseURL!)
	const context = await browser.newContext()
	const page = await context.newPage()
	const buyerB = await signInNewBuyer(page, { ...SIGN_IN_TEXT.ar, lang: 'ar' })

	for (const path of pages) {
		// A visitor's page is kept and handed to the next visitor, marked for a shared cache in front.
		await visitor.get(path)
		const shared = await visitor.get(path)
		expect(['hit', 'stale']).toContain(shared.headers()[CACHE_STATE])
		expect(shared.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/)
		const visitorHtml = await html(shared)

		// The buyers, right after: each gets a page rendered for them alone, marked for no one to keep.
		const forA = await buyerA.get(path)
		const forB = await page.request.get(path, { headers: { 'accept-language': 'ar-IQ' } })
		for (const response of [forA, forB]) {
			expect(response.headers()[CACHE_STATE]).toBeUndefined()
			expect(response.headers()['cache-control']).toBe('private, no-store')
		}
		const htmlA = await html(forA)
		const htmlB = await html(forB)
		expect(htmlA).toContain(DEMO_BUYER.name)
		expect(htmlA).not.toContain(buyerB.international)
		expect(htmlB).toContain(buyerB.international)
		expect(htmlB).not.toContain(DEMO_BUYER.name)
		expect(visitorHtml).not.toContain(DEMO_BUYER.name)

		// And after the buyers, a visitor still gets the visitors' page.
		const after = await visitor.get(path)
		expect(['hit', 'stale']).toContain(after.headers()[CACHE_STATE])
		const afterHtml = await html(after)
		expect(afterHtml).not.toContain(DEMO_BUYER.name)
		expect(afterHtml).not.toContain(buyerB.international)
	}
	await Promise.all([visitor.dispose(), buyerA.dispose(), context.close()])
})

test('a page only for signed-in buyers is never kept, and a visitor with a toast gets a page of their own', async ({ request }) => {
	const cart = await request.get('/pages/cart/index', { maxRedirects: 0 })
	expect(cart.headers()[CACHE_STATE]).toBeUndefined()
	expect(cart.headers()['cache-control'] ?? '').not.toMatch(/public/)
	const withToast = await request.get('/', { headers: { cookie: '__Host-dijla_toast=anything' } })
	expect(withToast.headers()[CACHE_STATE]).toBeUndefined()
	expect(withToast.headers()['cache-control']).toBe('private, no-store')
})
