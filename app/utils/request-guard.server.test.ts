import { describe, expect, test } from 'vitest'
import ar from '#locales/ar.json' with { type: 'json' }
import en from '#locales/en.json' with { type: 'json' }
import { checkAddress, checkOrigin, refusal, type RequestLike } from './request-guard.server.ts'

function post(headers: Record<string, string>, url = '/pages/trade_flow/index'): RequestLike {
	return { method: 'POST', url, headers, protocol: 'https', host: 'dijla.iq' }
}

describe('checkAddress: no control character in the path or query, encoded or raw', () => {
	test.each([
		'/pages/search-detail/index?categoryId=a%00b',
		'/pages/search-detail/index?keyword=%0a',
		'/pages/search-detail/index?keyword=%0D',
		'/pages/commodity_details/index%00',
		'/pages/search-detail/index?%7F=1',
		'/pages/search-detail/index?keyword=a\u0000b',
	])('%s is refused with 400', (url) => {
		expect(checkAddress(url)).toEqual({ ok: false, status: 400, messageId: 'error.badCharacters', reason: 'control character' })
	})

	test('a path that does not decode is refused with 400 (the router could not match it)', () => {
		expect(checkAddress('/pages/%E0%A4%A/index')).toEqual({ ok: false, status: 400, messageId: 'error.badCharacters', reason: 'undecodable path' })
	})

	test.each([
		'/',
		'/pages/search-detail/index?keyword=%D9%83%D9%88%D8%A8+%D8%B4%D8%A7%D9%8A&sort=2',
		'/pages/commodity_details/index?productId=abc&lang=ckb',
		// A mangled link is the page's to answer (404 for an unknown product), not a bad request.
		'/pages/commodity_details/index?productId=%ZZ',
		'/pages/search-detail/index?keyword=%E0%A4%A',
	])('%s passes', (url) => {
		expect(checkAddress(url)).toEqual({ ok: true })
	})
})

describe('checkOrigin: a write comes from the shop itself', () => {
	test('GET, HEAD and OPTIONS are never checked', () => {
		for (const method of ['GET', 'HEAD', 'OPTIONS']) {
			expect(checkOrigin({ ...post({ origin: 'https://evil.example' }), method }).ok).toBe(true)
		}
	})

	test('the own origin passes; another, or "null", is refused with 403', () => {
		expect(checkOrigin(post({ origin: 'https://dijla.iq' }))).toEqual({ ok: true })
		expect(checkOrigin(post({ origin: 'https://evil.example' }))).toMatchObject({ ok: false, status: 403, messageId: 'error.crossSite' })
		expect(checkOrigin(post({ origin: 'http://dijla.iq' }))).toMatchObject({ ok: false, status: 403 })
		expect(checkOrigin(post({ origin: 'null' }))).toMatchObject({ ok: false, status: 403 })
	})

	test('without Origin the Referer decides', () => {
		expect(checkOrigin(post({ referer: 'https://dijla.iq/pages/cart/index' }))).toEqual({ ok: true })
		expect(checkOrigin(post({ referer: 'https://evil.example/pages/cart/index' }))).toMatchObject({ ok: false, status: 403 })
	})

	test('with neither, a signed-in write is refused and an anonymous one passes', () => {
		expect(checkOrigin(post({ cookie: 'lang=ar; dijla_session=abc' }))).toMatchObject({ ok: false, status: 403 })
		expect(checkOrigin(post({ cookie: '__Host-dijla_staff=abc' }))).toMatchObject({ ok: false, status: 403 })
		expect(checkOrigin(post({ cookie: 'lang=ar' }))).toEqual({ ok: true })
	})

	test('a browser that says the request is cross-site is believed, whatever the rest says', () => {
		expect(checkOrigin(post({ origin: 'https://dijla.iq', 'sec-fetch-site': 'cross-site' }))).toMatchObject({ ok: false, status: 403 })
		expect(checkOrigin(post({ origin: 'https://dijla.iq', 'sec-fetch-site': 'same-origin' }))).toEqual({ ok: true })
	})

	test('PUBLIC_URL is the shop too; the two signed callbacks take posts from outside', () => {
		expect(checkOrigin({ ...post({ origin: 'https://www.dijla.iq' }), host: 'internal:3000', protocol: 'http' }, ['https://www.dijla.iq'])).toEqual({
			ok: true,
		})
		expect(checkOrigin(post({ origin: 'https://appleid.apple.com' }, '/auth/apple/callback'))).toEqual({ ok: true })
		expect(checkOrigin(post({ origin: 'https://appleid.apple.com' }, '/auth/apple/callback/x'))).toMatchObject({ ok: false })
	})
})

describe('refusal: in the language of the request', () => {
	test('a browser gets a page in its language, anything else JSON', () => {
		const verdict = { ok: false, status: 403, messageId: 'error.crossSite', reason: 'test' } as const
		const page = refusal({ ...post({ accept: 'text/html', 'accept-language': 'en-US,en' }), method: 'GET' }, verdict)
		expect(page).toMatchObject({ status: 403, contentType: 'text/html; charset=utf-8' })
		expect(page.body).toContain('lang="en" dir="ltr"')
		expect(page.body).toContain('This request came from another site')
		const json = refusal(post({ cookie: 'lang=ar' }), verdict)
		expect(JSON.parse(json.body)).toEqual({ error: 'error.crossSite', message: 'رُفض هذا الطلب لأنه جاء من موقع آخر. افتح المتجر وحاول مرة أخرى.' })
	})
})

describe('refusal on the app’s API: its own envelope (decision 024)', () => {
	test('a web view’s foreign Origin on an API write is a 403 envelope in the `language` header’s language', () => {
		const request = post({ origin: 'https://webview.example', language: 'en', cookie: 'lang=ar' }, '/usb/uwb-app/api/v1/cart/addCart')
		const verdict = checkOrigin(request)
		expect(verdict).toMatchObject({ ok: false, status: 403 })
		const answer = refusal(request, verdict as Extract<typeof verdict, { ok: false }>)
		expect(answer).toMatchObject({ status: 403, contentType: 'application/json; charset=utf-8' })
		expect(JSON.parse(answer.body)).toEqual({
			code: 403,
			success: false,
			message: en['error.crossSite'],
			data: { reason: 'error.crossSite' },
		})
	})

	test.each(['/usb/upload/file', '/api/v1/coupon/user/receive', '/usb/uwb-app/api/getPayWhiteList', '/fanscrm/scrm/web/v1/chat/sendGroupMsg'])(
		'%s is answered in the envelope too, Arabic without a language header, even when a browser asks for HTML',
		(url) => {
			const request = { ...post({ origin: 'https://webview.example', accept: 'text/html' }, url) }
			const answer = refusal(request, { ok: false, status: 403, messageId: 'error.crossSite', reason: 'test' })
			expect(JSON.parse(answer.body)).toMatchObject({ code: 403, success: false, message: ar['error.crossSite'] })
		},
	)

	test('a control character in an API address is a 400 envelope; the pages keep their page and their JSON', () => {
		const url = '/usb/uwb-app/api/v1/product/detail?productId=%00'
		const verdict = checkAddress(url)
		const answer = refusal({ ...post({ language: 'zh' }, url), method: 'GET' }, verdict as Extract<typeof verdict, { ok: false }>)
		expect(JSON.parse(answer.body)).toMatchObject({ code: 400, success: false, data: { reason: 'error.badCharacters' } })
		expect(JSON.parse(refusal(post({}), { ok: false, status: 403, messageId: 'error.crossSite', reason: 'test' }).body)).toHaveProperty('error')
	})
})
