import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'
import sharp from 'sharp'
import { EMBEDDED, uniqueIraqiMobile } from './helpers.ts'
import { API_V1 as V1 } from '#app/api/paths.ts'

/**
 * The mobile app's API against the built server, over HTTP, as the app talks to it (issue 20; decision 024): no
 * browser and no cookie, JSON bodies, a bearer token and the `language` header. A new buyer signs in by WhatsApp
 * code (read from the dev outbox), browses the home feed, searches, opens a product, puts it in the cart, places
 * a bank-transfer order, uploads a slip and submits it, and reads the order with the payment under review.
 * Signing out ends the token.
 */

const APP_HEADERS = { language: 'en', currency: 'IQD', platform: '16', channel: '11', 'user-type': '2' }

type Envelope<T> = { code: number; success: boolean; message: string; data: T }

async function envelope<T>(response: APIResponse): Promise<Envelope<T>> {
	expect(response.headers()['content-type']).toMatch(/^application\/json/)
	return (await response.json()) as Envelope<T>
}

/** A call that must succeed: HTTP 200 and `{ code: 200, success: true }`; answers its data. */
async function call<T>(request: APIRequestContext, path: string, body: unknown, token?: string): Promise<T> {
	const response = await request.post(path, {
		headers: { ...APP_HEADERS, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
		data: body as object,
	})
	const answer = await envelope<T>(response)
	expect(response.status(), `${path}: ${answer.message}`).toBe(200)
	expect(answer).toMatchObject({ code: 200, success: true })
	return answer.data
}

/** The newest six-digit code the dev outbox holds for `recipient` (the app's developer reads it there). */
async function codeFromOutbox(request: APIRequestContext, recipient: string): Promise<string> {
	const html = await (await request.get(`/dev/outbox?to=${encodeURIComponent(recipient)}`)).text()
	const item = new RegExp(`<li[^>]*data-recipient="${recipient.replace('+', '\\+')}"[\\s\\S]*?</li>`).exec(html)?.[0] ?? ''
	const code = /\b(\d{6})\b/.exec(item)?.[1]
	if (!code) throw new Error(`no code in the outbox for ${recipient}`)
	return code
}

type ProductCard = { id: string; title: string }
type ProductDetail = { id: string; title: string; minOrderQty: number; skus: Array<{ id: string; stock: number; price: number }> }

test(`the app signs in, browses, buys by bank transfer with a slip and reads its order, over HTTP ${EMBEDDED}`, async ({ request }) => {
	test.setTimeout(120_000)
	const phone = uniqueIraqiMobile()

	// Sign in by WhatsApp code: the answer carries the bearer token.
	const sent = await call<{ account: string; channel: string }>(request, `${V1}/user/loginSendCode`, { type: 2, account: phone.local })
	expect(sent).toMatchObject({ account: phone.international, channel: 'whatsapp' })
	const code = await codeFromOutbox(request, phone.international)
	const login = await call<{ token: string; userId: string; created: boolean }>(request, `${V1}/user/login`, {
		type: 2,
		account: phone.local,
		code,
	})
	expect(login.created).toBe(true)
	const token = login.token
	const me = await request.get(`${V1}/user/userInfo`, { headers: { ...APP_HEADERS, Authorization: `Bearer ${token}` } })
	expect((await envelope<{ userId: string; phone: string }>(me)).data).toMatchObject({ userId: login.userId, phone: phone.international })

	// Browse: the home feed, a search for what it shows, the product with a SKU in stock.
	const feed = await call<{ items: ProductCard[] }>(request, `${V1}/share/recommend`, { page: 1 }, token)
	expect(feed.items.length).toBeGreaterThan(0)
	let product: ProductDetail | null = null
	for (const item of feed.items) {
		const detail = await call<ProductDetail>(request, `${V1}/product/detail`, { productId: item.id }, token)
		if (detail.skus.some((sku) => sku.stock >= detail.minOrderQty)) {
			product = detail
			break
		}
	}
	if (!product) throw new Error('no product of the home feed is in stock')
	const found = await call<{ items: ProductCard[] }>(request, `${V1}/search/keywordSearch`, { keyword: product.title }, token)
	expect(found.items.map((item) => item.id)).toContain(product.id)
	const sku = product.skus.find((candidate) => candidate.stock >= product.minOrderQty)!

	// Into the cart.
	const added = await call<{ quantity: number; cartCount: number }>(
		request,
		`${V1}/cart/addCart`,
		{ skuId: sku.id, quantity: product.minOrderQty },
		token,
	)
	expect(added).toMatchObject({ quantity: product.minOrderQty })
	expect(added.cartCount).toBeGreaterThan(0)

	// An address in Baghdad, then the order from the cart, paid by bank transfer.
	const countries = await call<Array<{ id: string; code: string }>>(request, `${V1}/userAddress/getByParentId`, {}, token)
	const iraq = countries.find((country) => country.code === 'IQ') ?? countries[0]!
	const provinces = await call<Array<{ id: string }>>(request, `${V1}/userAddress/getByParentId`, { parentId: iraq.id }, token)
	const cities = await call<Array<{ id: string }>>(request, `${V1}/userAddress/getByParentId`, { parentId: provinces[0]!.id }, token)
	const address = await call<{ id: string; isDefault: boolean }>(
		request,
		`${V1}/userAddress/add`,
		{
			deliveryMode: '1',
			fullName: 'Ali Hassan',
			phone: phone.local,
			countryId: iraq.id,
			provinceId: provinces[0]!.id,
			cityId: cities[0]!.id,
			postcode: '10001',
			addressLine: 'Karrada, street 62, house 14',
			isDefault: true,
		},
		token,
	)
	const placed = await call<{ orderId: string; number: string; payableAmount: number; next: string }>(
		request,
		`${V1}/order/createOrder`,
		{
			source: 'cart',
			lines: [{ skuId: sku.id, quantity: product.minOrderQty }],
			addressId: address.id,
			logisticsMethod: 'sea',
			paymentType: 5,
			idempotencyKey: `e2e-api-${phone.local}`,
		},
		token,
	)
	expect(placed.next).toBe('pay')
	expect(placed.payableAmount).toBeGreaterThan(0)

	// Pay: the methods, the bank account, the transfer opened.
	const methods = await call<{ due: boolean; methods: number[]; amount: number }>(
		request,
		'/usb/uwb-app/api/getPayWhiteList',
		{ orderId: placed.orderId },
		token,
	)
	expect(methods).toMatchObject({ due: true, amount: placed.payableAmount })
	expect(methods.methods).toContain(5)
	const bank = await call<{ accountNumber: string }>(request, `${V1}/pay/getBackCard`, {}, token)
	expect(bank.accountNumber.length).toBeGreaterThan(0)
	const payment = await call<{ paymentId: string; status: string; amount: number }>(
		request,
		`${V1}/v2/pay/payment`,
		{ orderId: placed.orderId, type: 5, idempotencyKey: `e2e-pay-${phone.local}` },
		token,
	)
	expect(payment).toMatchObject({ status: 'pending', amount: placed.payableAmount })

	// Upload the slip (multipart, field file), then submit it.
	const slip = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#f2f2f2' } })
		.png()
		.toBuffer()
	const upload = await request.post('/usb/upload/file', {
		headers: { ...APP_HEADERS, Authorization: `Bearer ${token}` },
		multipart: { type: 'slip', file: { name: 'receipt.png', mimeType: 'image/png', buffer: slip } },
	})
	const uploaded = await envelope<{ name: string }>(upload)
	expect(upload.status(), uploaded.message).toBe(200)
	const submitted = await call<{ status: string; slipIds: string[] }>(
		request,
		`${V1}/pay/submitSlip`,
		{ paymentId: payment.paymentId, files: [uploaded.data.name] },
		token,
	)
	expect(submitted).toMatchObject({ status: 'in_review' })
	expect(submitted.slipIds).toHaveLength(1)

	// The order, read back: its line, its amount and the transfer under review.
	const order = await call<{
		number: string
		payableAmount: number
		items: Array<{ skuId: string; quantity: number }>
		payments: Array<{ id: string; type: number; status: string }>
	}>(request, `${V1}/order/getOrderDetail`, { orderId: placed.orderId }, token)
	expect(order).toMatchObject({ number: placed.number, payableAmount: placed.payableAmount })
	expect(order.items).toEqual([expect.objectContaining({ skuId: sku.id, quantity: product.minOrderQty })])
	expect(order.payments).toEqual([expect.objectContaining({ id: payment.paymentId, type: 5, status: 'in_review' })])
	const listed = await call<{ orders: Array<{ orderId: string }> }>(request, `${V1}/order/getOrderPage`, { tab: 'all' }, token)
	expect(listed.orders.map((entry) => entry.orderId)).toContain(placed.orderId)

	// Signing out ends the token: the next call is a 401 envelope, in the request's language.
	await call(request, `${V1}/user/loginOut`, {}, token)
	const after = await request.post(`${V1}/order/getOrderDetail`, {
		headers: { ...APP_HEADERS, language: 'ar', Authorization: `Bearer ${token}` },
		data: { orderId: placed.orderId },
	})
	expect(after.status()).toBe(401)
	expect(await envelope(after)).toMatchObject({ code: 401, success: false, data: { reason: 'api.error.tokenInvalid' } })
})

test(`a refusal over HTTP is an envelope naming the problem, never an HTML page ${EMBEDDED}`, async ({ request }) => {
	const unknown = await request.post(`${V1}/nothing/here`, { headers: APP_HEADERS, data: {} })
	expect(unknown.status()).toBe(404)
	expect(await envelope(unknown)).toMatchObject({ code: 404, success: false, data: { reason: 'api.error.unknownCall' } })
	const malformed = await request.post(`${V1}/user/loginSendCode`, {
		headers: { ...APP_HEADERS, 'Content-Type': 'application/json' },
		data: Buffer.from('{"type": 2, "account": '),
	})
	expect(malformed.status()).toBe(400)
	expect(await envelope(malformed)).toMatchObject({ code: 400, data: { reason: 'api.error.malformedJson' } })
	// A web view sending its own Origin is refused by the request guard (decision 018), in the API's envelope.
	const webView = await request.post(`${V1}/order/getOrderPage`, { headers: { ...APP_HEADERS, Origin: 'https://webview.example' }, data: {} })
	expect(webView.status()).toBe(403)
	expect(await envelope(webView)).toMatchObject({ code: 403, success: false, data: { reason: 'error.crossSite' } })
	const signedOut = await request.post(`${V1}/order/getOrderPage`, { headers: APP_HEADERS, data: {} })
	expect(signedOut.status()).toBe(401)
	expect(await envelope(signedOut)).toMatchObject({ code: 401, data: { reason: 'api.error.signInRequired' } })
})
