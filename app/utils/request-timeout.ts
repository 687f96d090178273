/*
 * Every request the page makes to the shop has the spec's 25 s timeout (issue 21 item 4; decision 025).
 *
 * `installRequestTimeouts` wraps the window's fetch once, before hydration, so Remix's own requests (every form
 * submission, fetcher and page data, `*.data`) and the app's fetches are covered alike:
 * - any same-origin request that has no answer within the timeout is aborted with a `TimeoutError`; the callers
 *   that keep their own queue (the chat's outbox, the write queue) treat it as "no answer, try again later";
 * - a Remix request that times out or finds no network is not failed: the page stays as it is (everything typed
 *   in the form stays), and the buyer sees "Connection to server timed out, tap to retry" (or, offline, that
 *   nothing was sent). Tapping sends the very same request again; order placement, payments and slips carry an
 *   idempotency key, so a request that did reach the server the first time is not done twice;
 * - a page (a link) asked for with no network is opened as a document instead, so the service worker shows the
 *   copy kept on the device, or the offline screen.
 *
 * Tests may shorten the timeout with `window.__dijlaRequestTimeoutMs` (a page can only change its own waiting).
 */

export const REQUEST_TIMEOUT_MS = 25_000

export type RetryReason = 'timeout' | 'offline'
export type RetryPrompt = { reason: RetryReason; method: string; retry: () => void }

type Listener = (prompt: RetryPrompt | null) => void

const listeners = new Set<Listener>()
let current: RetryPrompt | null = null

function setPrompt(prompt: RetryPrompt | null) {
	current = prompt
	for (const listener of listeners) listener(prompt)
}

export function currentRetryPrompt(): RetryPrompt | null {
	return current
}

export function subscribeRetryPrompt(listener: Listener): () => void {
	listeners.add(listener)
	return () => listeners.delete(listener)
}

export function requestTimeoutMs(win: { __dijlaRequestTimeoutMs?: unknown } = globalThis as never): number {
	const value = win.__dijlaRequestTimeoutMs
	return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : REQUEST_TIMEOUT_MS
}

export function isTimeoutError(error: unknown): boolean {
	return error instanceof DOMException && error.name === 'TimeoutError'
}

/** Streams that stay open on purpose are not timed. */
const UNTIMED = /^\/resources\/realtime\//

type Fetch = typeof fetch

/** One attempt: rejects with a TimeoutError when no answer (headers) came within `timeoutMs`. */
export async function fetchWithTimeout(
	fetcher: Fetch,
	input: RequestInfo | URL,
	init: RequestInit | undefined,
	timeoutMs: number,
): Promise<Response> {
	const controller = new AbortController()
	const callerSignal = init?.signal ?? (input instanceof Request ? input.signal : undefined)
	const onCallerAbort = () => controller.abort(callerSignal?.reason)
	if (callerSignal?.aborted) onCallerAbort()
	else callerSignal?.addEventListener('abort', onCallerAbort, { once: true })
	let timedOut = false
	const timer = setTimeout(() => {
		timedOut = true
		controller.abort(new DOMException('The server did not answer in time', 'TimeoutError'))
	}, timeoutMs)
	try {
		return await fetcher(input instanceof Request ? input.clone() : input, { ...init, signal: controller.signal })
	} catch (error) {
		if (timedOut) throw new DOMException('The server did not answer in time', 'TimeoutError')
		throw error
	} finally {
		clearTimeout(timer)
		callerSignal?.removeEventListener('abort', onCallerAbort)
	}
}

/** Waits for the buyer to tap retry; rejects when the caller gives up (another navigation aborts it). */
function askToRetry(reason: RetryReason, method: string, signal: AbortSignal | null | undefined): Promise<void> {
	return new Promise((resolve, reject) => {
		const prompt: RetryPrompt = {
			reason,
			method,
			retry: () => {
				signal?.removeEventListener('abort', onAbort)
				if (current === prompt) setPrompt(null)
				resolve()
			},
		}
		const onAbort = () => {
			if (current === prompt) setPrompt(null)
			reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'))
		}
		if (signal?.aborted) return onAbort()
		signal?.addEventListener('abort', onAbort, { once: true })
		setPrompt(prompt)
	})
}

/** The page a Remix data request stands for (`/x.data?a=1&_routes=…` → `/x?a=1`). */
export function documentUrlOf(dataUrl: URL): string {
	const url = new URL(dataUrl.href)
	url.pathname = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '')
	url.searchParams.delete('_routes')
	return url.pathname + url.search
}

type WindowLike = {
	fetch: Fetch
	location: { href: string; origin: string; assign(url: string): void }
	navigator: { onLine: boolean }
	__dijlaRequestTimeoutMs?: unknown
}

export function installRequestTimeouts(win: WindowLike = window as unknown as WindowLike): void {
	const original = win.fetch.bind(win)
	if ((original as { dijlaTimed?: boolean }).dijlaTimed) return
	const timed: Fetch = async (input, init) => {
		const url = new URL(input instanceof Request ? input.url : String(input), win.location.href)
		if (url.origin !== win.location.origin || UNTIMED.test(url.pathname)) return original(input, init)
		const attempt = () => fetchWithTimeout(original, input, init, requestTimeoutMs(win))
		// The device's write queue retries by itself (app/utils/write-queue.ts).
		const background = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).has('X-Dijla-Background')
		if (!url.pathname.endsWith('.data') || background) return attempt()

		const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
		const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined)
		for (;;) {
			if (method !== 'GET' && !win.navigator.onLine) {
				await askToRetry('offline', method, signal)
				continue
			}
			try {
				return await attempt()
			} catch (error) {
				if (signal?.aborted) throw error
				if (method === 'GET' && !win.navigator.onLine) {
					// A page asked for with no network: the device's copy, or the offline screen.
					win.location.assign(documentUrlOf(url))
					await new Promise<never>(() => {})
				}
				await askToRetry(isTimeoutError(error) ? 'timeout' : 'offline', method, signal)
			}
		}
	}
	;(timed as { dijlaTimed?: boolean }).dijlaTimed = true
	win.fetch = timed
}
