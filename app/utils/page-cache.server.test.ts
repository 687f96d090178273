import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import {
	createPageCache,
	isCacheableRequest,
	isStorableResponse,
	pageCacheKey,
	PERSONAL_PAGE_CACHE_CONTROL,
	PUBLIC_PAGE_CACHE_CONTROL,
} from './page-cache.server.ts'

const HOME = 'https://dijla.test/'
const visitor = (url = HOME, headers: Record<string, string> = {}) => new Request(url, { headers: { 'accept-language': 'ar-IQ', ...headers } })

/** A stand-in for the app's render: counts calls, answers a public page naming the call, or what `answer` says. */
function renderer(answer?: (request: Request, call: number) => Response | Promise<Response>) {
	let calls = 0
	let release: (() => void) | null = null
	let held: Promise<void> | null = null
	const waiters: Array<{ count: number; resolve: () => void }> = []
	const render = async (request: Request) => {
		calls++
		const call = calls
		for (const waiter of waiters.filter((item) => item.count <= calls)) waiter.resolve()
		if (held) await held
		return (
			answer?.(request, call) ??
			new Response(`<p>render ${call}</p>`, { headers: { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL, 'Content-Type': 'text/html' } })
		)
	}
	return {
		render,
		get calls() {
			return calls
		},
		/** Resolves once `count` renders have started. */
		started(count: number) {
			return count <= calls ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve }))
		},
		hold() {
			held = new Promise((resolve) => (release = resolve))
		},
		release() {
			held = null
			release?.()
		},
	}
}

describe('which requests the cache answers', () => {
	const url = (path: string) => new URL(path, HOME)
	test('a visitor’s GET or HEAD of a page every visitor sees the same', () => {
		expect(isCacheableRequest('GET', url('/'), undefined)).toBe(true)
		expect(isCacheableRequest('HEAD', url('/pages/commodity_details/index?productId=x'), 'lang=en; utm_source=share')).toBe(true)
		expect(isCacheableRequest('GET', url('/pages/search-detail/index?keyword=bag'), '')).toBe(true)
	})

	test('never one with a session, a toast, an order proof or a cookie it does not know, nor a form post, a data request or another page', () => {
		expect(isCacheableRequest('GET', url('/'), 'dijla_session=abc')).toBe(false)
		expect(isCacheableRequest('GET', url('/'), 'lang=ar; dijla_session=abc')).toBe(false)
		expect(isCacheableRequest('GET', url('/'), 'dijla_toast=abc')).toBe(false)
		expect(isCacheableRequest('GET', url('/'), 'dijla_order_proof=abc')).toBe(false)
		expect(isCacheableRequest('GET', url('/'), 'something_else=1')).toBe(false)
		expect(isCacheableRequest('POST', url('/'), undefined)).toBe(false)
		expect(isCacheableRequest('GET', url('/?_data=routes%2Fhome'), undefined)).toBe(false)
		expect(isCacheableRequest('GET', url('/pages/cart/index'), undefined)).toBe(false)
		expect(isCacheableRequest('GET', url('/pages/individualCenter/buyer_order_list/index'), undefined)).toBe(false)
	})

	test('the key tells apart the language, where it came from, the origin and the query', async () => {
		const keys = await Promise.all([
			pageCacheKey(visitor()),
			pageCacheKey(visitor(HOME, { 'accept-language': 'en-GB' })),
			pageCacheKey(visitor(`${HOME}?lang=ar`)),
			pageCacheKey(visitor(HOME, { cookie: `lang=${btoa('"ar"')}` })),
			pageCacheKey(visitor('http://dijla.test/')),
			pageCacheKey(visitor(`${HOME}?page=2`)),
		])
		expect(new Set(keys).size).toBe(keys.length)
		// Two Arabic speakers' browsers that say it differently get the same page.
		expect(await pageCacheKey(visitor(HOME, { 'accept-language': 'ar' }))).toBe(keys[0])
	})

	test('only a public 200 that sets no cookie but the language and the source of a link is kept', () => {
		const page = (init: ResponseInit) => new Response('x', init)
		expect(isStorableResponse(page({ headers: { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL } }))).toBe(true)
		expect(
			isStorableResponse(
				page({
					headers: [
						['Cache-Control', PUBLIC_PAGE_CACHE_CONTROL],
						['Set-Cookie', 'lang=x; Path=/'],
						['Set-Cookie', 'utm_source=share'],
					],
				}),
			),
		).toBe(true)
		expect(isStorableResponse(page({ headers: { 'Cache-Control': PERSONAL_PAGE_CACHE_CONTROL } }))).toBe(false)
		expect(isStorableResponse(page({ headers: {} }))).toBe(false)
		expect(isStorableResponse(page({ status: 404, headers: { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL } }))).toBe(false)
		expect(
			isStorableResponse(
				page({
					headers: [
						['Cache-Control', PUBLIC_PAGE_CACHE_CONTROL],
						['Set-Cookie', 'dijla_session=abc'],
					],
				}),
			),
		).toBe(false)
	})
})

describe('the cache', () => {
	test('renders once, then answers from memory in every encoding until the page is no longer fresh', async () => {
		let clock = 0
		const app = renderer()
		const cache = createPageCache({ render: app.render, freshMs: 10_000, staleMs: 20_000, now: () => clock })
		const first = await cache.answer(visitor())
		clock = 9_999
		const second = await cache.answer(visitor())
		expect([first.state, second.state, app.calls]).toEqual(['miss', 'hit', 1])
		if (second.state === 'uncached') throw new Error('not cached')
		expect(second.page.identity.toString()).toBe('<p>render 1</p>')
		expect(gunzipSync(second.page.gzip).toString()).toBe('<p>render 1</p>')
		expect(brotliDecompressSync(second.page.br).toString()).toBe('<p>render 1</p>')
	})

	test('a stale page is answered at once while one render replaces it; past the stale window it is rendered first', async () => {
		let clock = 0
		const app = renderer()
		const cache = createPageCache({ render: app.render, freshMs: 10_000, staleMs: 20_000, now: () => clock })
		await cache.answer(visitor())
		clock = 15_000
		app.hold()
		const stale = await Promise.all([cache.answer(visitor()), cache.answer(visitor())])
		expect(stale.map((answer) => answer.state)).toEqual(['stale', 'stale'])
		expect(app.calls).toBe(2)
		app.release()
		await cache.settled()
		const renewed = await cache.answer(visitor())
		expect(renewed.state === 'hit' && renewed.page.identity.toString()).toBe('<p>render 2</p>')
		clock = 15_000 + 30_000
		expect((await cache.answer(visitor())).state).toBe('miss')
		expect(app.calls).toBe(3)
	})

	test('a crowd asking at once for a page not kept yet waits for one render', async () => {
		const app = renderer()
		const cache = createPageCache({ render: app.render })
		app.hold()
		const crowd = Array.from({ length: 50 }, () => cache.answer(visitor()))
		app.release()
		const answers = await Promise.all(crowd)
		expect(app.calls).toBe(1)
		expect(new Set(answers.map((answer) => answer.state !== 'uncached' && answer.page.identity.toString()))).toEqual(new Set(['<p>render 1</p>']))
	})

	test('a page that may not be kept is never handed to anyone else: each request gets its own render', async () => {
		const app = renderer((_request, call) => new Response(`<p>yours ${call}</p>`, { headers: { 'Cache-Control': PERSONAL_PAGE_CACHE_CONTROL } }))
		const cache = createPageCache({ render: app.render })
		app.hold()
		const two = [cache.answer(visitor()), cache.answer(visitor())]
		app.release()
		const bodies = (await Promise.all(two)).map((answer) => (answer.state === 'uncached' ? answer.body.toString() : 'from the cache'))
		expect(bodies.sort()).toEqual(['<p>yours 1</p>', '<p>yours 2</p>'])
		expect(cache.size).toBe(0)
	})

	test('clear() forgets every page, and a render that started before it is not kept', async () => {
		const app = renderer()
		const cache = createPageCache({ render: app.render })
		await cache.answer(visitor())
		app.hold()
		const during = cache.answer(visitor(`${HOME}?page=2`))
		await app.started(2)
		cache.clear()
		app.release()
		await during
		expect(cache.size).toBe(0)
		expect((await cache.answer(visitor())).state).toBe('miss')
	})

	test('keeps within its size, forgetting the least recently used page first', async () => {
		const app = renderer((_request, call) => new Response('x'.repeat(1000) + call, { headers: { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL } }))
		const cache = createPageCache({ render: app.render, maxBytes: 2_500 })
		await cache.answer(visitor(`${HOME}?page=1`))
		await cache.answer(visitor(`${HOME}?page=2`))
		await cache.answer(visitor(`${HOME}?page=1`))
		await cache.answer(visitor(`${HOME}?page=3`))
		expect((await cache.answer(visitor(`${HOME}?page=1`))).state).toBe('hit')
		expect((await cache.answer(visitor(`${HOME}?page=2`))).state).toBe('miss')
		expect(cache.bytes).toBeLessThanOrEqual(2_500)
	})
})
