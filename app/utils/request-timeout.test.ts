import { afterEach, describe, expect, test, vi } from 'vitest'
import {
	currentRetryPrompt,
	documentUrlOf,
	fetchWithTimeout,
	installRequestTimeouts,
	requestTimeoutMs,
	REQUEST_TIMEOUT_MS,
} from './request-timeout.ts'

afterEach(() => {
	vi.useRealTimers()
	currentRetryPrompt()?.retry()
})

function fakeWindow(fetch: typeof globalThis.fetch, onLine = true) {
	return {
		fetch,
		location: { href: 'http://shop.test/pages/x', origin: 'http://shop.test', assign: vi.fn() },
		navigator: { onLine },
		__dijlaRequestTimeoutMs: undefined as unknown,
	}
}

/** A fetch that never answers until aborted. */
const hanging: typeof fetch = (_input, init) =>
	new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))

describe('the 25 s timeout', () => {
	test('is 25 s unless the page sets a shorter one', () => {
		expect(requestTimeoutMs({})).toBe(REQUEST_TIMEOUT_MS)
		expect(REQUEST_TIMEOUT_MS).toBe(25_000)
		expect(requestTimeoutMs({ __dijlaRequestTimeoutMs: 500 })).toBe(500)
		expect(requestTimeoutMs({ __dijlaRequestTimeoutMs: -1 })).toBe(REQUEST_TIMEOUT_MS)
	})

	test('a request with no answer is aborted with a TimeoutError', async () => {
		vi.useFakeTimers()
		const pending = fetchWithTimeout(hanging, '/x', undefined, 25_000)
		const outcome = expect(pending).rejects.toMatchObject({ name: 'TimeoutError' })
		await vi.advanceTimersByTimeAsync(25_000)
		await outcome
	})

	test('a form that times out waits for "tap to retry", then sends the same body again', async () => {
		vi.useFakeTimers()
		const bodies: unknown[] = []
		let answer = false
		const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
			bodies.push(init?.body)
			if (answer) return new Response('ok')
			return hanging(input, init)
		}) as unknown as typeof globalThis.fetch
		const win = fakeWindow(fetch)
		installRequestTimeouts(win)
		const body = new URLSearchParams({ idempotencyKey: 'k1' })
		const response = win.fetch('/pages/trade_flow/index.data', { method: 'POST', body })
		await vi.advanceTimersByTimeAsync(25_000)
		expect(currentRetryPrompt()).toMatchObject({ reason: 'timeout', method: 'POST' })
		answer = true
		currentRetryPrompt()?.retry()
		expect(await (await response).text()).toBe('ok')
		expect(bodies).toEqual([body, body])
		expect(currentRetryPrompt()).toBeNull()
	})

	test('offline, a form is not sent until the buyer taps retry', async () => {
		const fetch = vi.fn(async () => new Response('ok')) as unknown as typeof globalThis.fetch
		const win = fakeWindow(fetch, false)
		installRequestTimeouts(win)
		const response = win.fetch('/pages/trade_flow/index.data', { method: 'POST', body: 'a=1' })
		await Promise.resolve()
		expect(currentRetryPrompt()).toMatchObject({ reason: 'offline' })
		expect(fetch).not.toHaveBeenCalled()
		win.navigator.onLine = true
		currentRetryPrompt()?.retry()
		expect(await (await response).text()).toBe('ok')
		expect(fetch).toHaveBeenCalledTimes(1)
	})

	test('leaving the page gives up the wait', async () => {
		const fetch = vi.fn(async () => new Response('ok')) as unknown as typeof globalThis.fetch
		const win = fakeWindow(fetch, false)
		installRequestTimeouts(win)
		const controller = new AbortController()
		const response = win.fetch('/pages/x.data', { method: 'POST', signal: controller.signal })
		await Promise.resolve()
		controller.abort()
		await expect(response).rejects.toBeDefined()
		expect(currentRetryPrompt()).toBeNull()
	})

	test('a page asked for with no network opens as a document', () => {
		expect(documentUrlOf(new URL('http://shop.test/pages/commodity_details/index.data?productId=1&_routes=root'))).toBe(
			'/pages/commodity_details/index?productId=1',
		)
		expect(documentUrlOf(new URL('http://shop.test/_root.data'))).toBe('/')
	})
})
