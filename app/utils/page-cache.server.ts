import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { requestLocale } from '#app/i18n/request-locale.server.ts'
import { PUBLIC_PAGE_PATHS } from '#app/route-table.ts'

/**
 * The shared page cache (issue 19). The pages every visitor sees the same (PUBLIC_PAGE_PATHS) are rendered once
 * and sent to every visitor asking for the same thing, compressed once, for a few seconds:
 * - **Fresh** for PAGE_FRESH_SECONDS, then served **stale** for PAGE_STALE_SECONDS more while one request renders
 *   it again in the background (stale-while-revalidate); older than both, it is rendered before it is sent. Many
 *   visitors asking at once for a page not in the cache wait for one render.
 * - **Keyed** by everything that changes such a page: the origin (scheme and host: share links and Open Graph
 *   addresses name it), the path and query, and the language with where it came from (`?lang=`, the `lang` cookie,
 *   Accept-Language, the default: a shared link names the language only when the sharer chose it).
 * - **Never personal**: only a GET or HEAD with no cookie but `lang` and `utm_source` (the two a visitor's pages
 *   read, both in the key through the URL and the language) is served from or stored in the cache; a session, a
 *   toast, a visitor's order proof, any cookie we do not know, skips it. A response is kept only when the app
 *   marked it `public` (entry.server.tsx: a listed page, no signed-in user, HTTP 200) and it sets no cookie but
 *   `lang` and `utm_source` (which the same URL always sets the same way).
 * - **Emptied at once** on a price change (clear(), called on the database's catalogue-change notification in
 *   every process).
 */
export const PAGE_FRESH_SECONDS = 10
export const PAGE_STALE_SECONDS = 20
/** What a CDN in front may do with a visitor page (and what the service worker can read); personal pages say `private`. */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_FRESH_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`
/** A page for a signed-in buyer: never stored by anyone (a shared phone's back button included). */
export const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-store'
/** Any other page (a form for a visitor): a browser may keep it, but asks again first; no shared cache keeps it. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache'
/** What a cached page depends on besides its URL, for a cache in front. */
export const PUBLIC_PAGE_VARY = 'Accept-Language, Cookie'

/** Cookies a visitor's page reads only through what is in the key. */
const NEUTRAL_COOKIES: ReadonlySet<string> = new Set(['lang', 'utm_source'])
const MAX_BYTES = 48 * 1024 * 1024

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

export function isPublicPagePath(pathname: string): boolean {
	return PUBLIC_PAGE_PATHS.has(pathname)
}

function cookieNames(header: string | null | undefined): string[] {
	if (!header) return []
	return header
		.split(';')
		.map((pair) => pair.split('=')[0]!.trim())
		.filter(Boolean)
}

/** Whether a request carries a cookie that may make its page personal (a session, a toast, an order proof, any unknown one). */
export function isPersonalRequest(request: Request): boolean {
	return cookieNames(request.headers.get('Cookie')).some((name) => !NEUTRAL_COOKIES.has(name))
}

/** Whether a request may be served from the cache: a visitor's GET of a listed page, with no cookie but neutral ones. */
export function isCacheableRequest(method: string, url: URL, cookieHeader: string | null | undefined): boolean {
	if (method !== 'GET' && method !== 'HEAD') return false
	if (!isPublicPagePath(url.pathname) || url.searchParams.has('_data')) return false
	return cookieNames(cookieHeader).every((name) => NEUTRAL_COOKIES.has(name))
}

/** The cache key of a cacheable request (see isCacheableRequest). */
export async function pageCacheKey(request: Request): Promise<string> {
	const url = new URL(request.url)
	// A visitor's page (no session): the language the request asks for, as its request context would say.
	const { locale, source } = await requestLocale(request, null)
	return `${url.origin}${url.pathname}${url.search} ${locale}:${source}`
}

/** Whether a response may be kept and sent to other visitors. */
export function isStorableResponse(response: Response): boolean {
	if (response.status !== 200) return false
	if (!/\bpublic\b/.test(response.headers.get('Cache-Control') ?? '')) return false
	const setCookies = response.headers.getSetCookie()
	return setCookies.every((cookie) => NEUTRAL_COOKIES.has(cookie.split('=')[0]!.trim()))
}

export type CachedPage = {
	status: number
	headers: Array<[string, string]>
	identity: Buffer
	gzip: Buffer
	br: Buffer
	storedAt: number
	bytes: number
}

/** What a request gets: a cached page (fresh or stale), or a response rendered for it alone. */
export type PageCacheAnswer =
	| { state: 'hit' | 'stale' | 'miss'; page: CachedPage }
	| { state: 'uncached'; status: number; headers: Array<[string, string]>; body: Buffer }

export type PageCacheOptions = {
	/** Renders a request (the app's Remix handler). */
	render: (request: Request) => Promise<Response>
	/**
	 * The request rendered for everyone asking the same thing (default: a GET of the same URL and headers, without the
	 * first asker's signal, so a visitor who leaves does not abort what the others wait for).
	 */
	copy?: (request: Request) => Request
	freshMs?: number
	staleMs?: number
	maxBytes?: number
	now?: () => number
	onError?: (error: unknown) => void
}

const headerList = (headers: Headers): Array<[string, string]> => {
	const list: Array<[string, string]> = []
	headers.forEach((value, name) => {
		if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding') list.push([name, value])
	})
	for (const cookie of headers.getSetCookie()) list.push(['set-cookie', cookie])
	return list
}

export function createPageCache({
	render,
	copy = (request) => new Request(request.url, { method: 'GET', headers: request.headers }),
	freshMs = PAGE_FRESH_SECONDS * 1000,
	staleMs = PAGE_STALE_SECONDS * 1000,
	maxBytes = MAX_BYTES,
	now = Date.now,
	onError = () => {},
}: PageCacheOptions) {
	/** In least-recently-used order (a hit moves its entry to the end). */
	const pages = new Map<string, CachedPage>()
	const inFlight = new Map<string, Promise<PageCacheAnswer>>()
	let bytes = 0
	/** Bumped by clear(): a render that started before it is not kept. */
	let generation = 0

	const remove = (key: string) => {
		const page = pages.get(key)
		if (!page) return
		pages.delete(key)
		bytes -= page.bytes
	}

	const store = (key: string, page: CachedPage) => {
		remove(key)
		pages.set(key, page)
		bytes += page.bytes
		for (const oldest of pages.keys()) {
			if (bytes <= maxBytes) break
			remove(oldest)
		}
	}

	/** Renders the request once for everyone waiting on `key`, and keeps the result when it may be kept. */
	const renderOnce = (key: string, makeRequest: () => Request): Promise<PageCacheAnswer> => {
		const running = inFlight.get(key)
		if (running) return running
		const startedIn = generation
		const rendering = (async (): Promise<PageCacheAnswer> => {
			const response = await render(copy(makeRequest()))
			const identity = Buffer.from(await response.arrayBuffer())
			const headers = headerList(response.headers)
			if (!isStorableResponse(response)) return { state: 'uncached', status: response.status, headers, body: identity }
			const [gzipped, brotli] = await Promise.all([
				gzipAsync(identity, { level: 9 }),
				brotliAsync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
			])
			const page: CachedPage = {
				status: response.status,
				headers,
				identity,
				gzip: gzipped,
				br: brotli,
				storedAt: now(),
				bytes: identity.length + gzipped.length + brotli.length + key.length,
			}
			if (startedIn === generation) store(key, page)
			return { state: 'miss', page }
		})().finally(() => inFlight.delete(key))
		inFlight.set(key, rendering)
		return rendering
	}

	return {
		/**
		 * The answer to a cacheable request (isCacheableRequest): from the cache when fresh; from the cache while one
		 * render runs when stale; rendered (once for all who ask at the same time) otherwise. A render that may not be
		 * kept is the answer of the request that started it; others waiting on it render their own.
		 */
		async answer(request: Request): Promise<PageCacheAnswer> {
			return this.answerKeyed(await pageCacheKey(request), () => request)
		},
		/**
		 * The same for a request whose key its caller worked out (the app's API: app/api/api-middleware.server.ts), made
		 * only when it has to be rendered: a hit builds no Request at all.
		 */
		async answerKeyed(key: string, makeRequest: () => Request): Promise<PageCacheAnswer> {
			const page = pages.get(key)
			const age = page ? now() - page.storedAt : Number.POSITIVE_INFINITY
			if (page && age < freshMs + staleMs) {
				pages.delete(key)
				pages.set(key, page)
				if (age < freshMs) return { state: 'hit', page }
				if (!inFlight.has(key)) renderOnce(key, makeRequest).catch(onError)
				return { state: 'stale', page }
			}
			const waited = inFlight.has(key)
			const answer = await renderOnce(key, makeRequest)
			if (answer.state !== 'uncached' || !waited) return answer
			// What was rendered for another request and may not be kept is not this one's: render its own.
			const response = await render(makeRequest())
			return { state: 'uncached', status: response.status, headers: headerList(response.headers), body: Buffer.from(await response.arrayBuffer()) }
		},
		/** Resolves once every render running now has finished (and been kept, when it may be). */
		async settled(): Promise<void> {
			await Promise.allSettled([...inFlight.values()])
		},
		/** Forget every page (a price changed). */
		clear() {
			generation++
			pages.clear()
			bytes = 0
		},
		get size() {
			return pages.size
		},
		get bytes() {
			return bytes
		},
	}
}

export type PageCache = ReturnType<typeof createPageCache>
