/*
 * Dijla's service worker (issue 21; docs/decisions/025-installable-offline-shop.md). Bundled with its Workbox
 * modules and given the precache list by scripts/build-sw.js after Remix's build; served as /sw.js with
 * `Cache-Control: no-cache`, so a deploy is seen at the next page load.
 *
 * - Precache (revisioned by the build): the client's scripts and styles, the Arabic/Latin font, the icons and the
 *   offline screen. A new version installs beside the old one and waits; the page offers "update now", which
 *   tells it to take over and reloads. An open page therefore keeps the scripts it was loaded with.
 * - Pages: always from the network while there is one (so a page's HTML and its scripts are of the same
 *   deploy); each page the buyer opens is kept, and shown from here only when the network fails. Pages are kept
 *   per account: the server names the page's owner in `X-Dijla-Cache-Scope` (a hash of the buyer's id, or
 *   `visitor`); only the current owner's pages are kept, so signing out, another buyer signing in or deleting
 *   the account drops the others at once. A page the server does not name (checkout, payment, sign-in, staff) is
 *   never kept. At most PAGE_ENTRIES pages, none older than PAGE_MAX_AGE.
 * - Product pictures (/media): stale-while-revalidate, at most IMAGE_ENTRIES for IMAGE_MAX_AGE.
 * - The messages bundle and the Chinese font files: content-named, kept once fetched (bounded).
 * - Support replies as notifications (push), as before.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { isBuyerPagePath, isKeptPagePath, isPageScope, SCOPE_HEADER } from '../app/utils/offline-pages.ts'

const PAGE_CACHE_PREFIX = 'dijla-pages-'
const PAGE_ENTRIES = 60
const PAGE_MAX_AGE = 14 * 24 * 60 * 60
const IMAGE_ENTRIES = 300
const IMAGE_MAX_AGE = 30 * 24 * 60 * 60
const SAVED_AT_HEADER = 'X-Dijla-Saved-At'
const META_CACHE = 'dijla-meta'
const SCOPE_KEY = '/__dijla/page-scope'
const OFFLINE_PAGE = '/offline.html'

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
// The first version takes the open page at once (there is nothing older to mix with); later versions wait.
clientsClaim()

let currentScope = null

async function readScope() {
	if (currentScope !== null) return currentScope
	const stored = await (await caches.open(META_CACHE)).match(SCOPE_KEY)
	currentScope = stored ? await stored.text() : ''
	return currentScope
}

/** The page owner changed: forget every other owner's pages. */
async function useScope(scope) {
	if ((await readScope()) === scope) return
	currentScope = scope
	await (await caches.open(META_CACHE)).put(SCOPE_KEY, new Response(scope))
	const names = await caches.keys()
	await Promise.all(
		names.filter((name) => name.startsWith(PAGE_CACHE_PREFIX) && name !== PAGE_CACHE_PREFIX + scope).map((name) => caches.delete(name)),
	)
}

async function clearPages() {
	currentScope = ''
	await (await caches.open(META_CACHE)).put(SCOPE_KEY, new Response(''))
	const names = await caches.keys()
	await Promise.all(names.filter((name) => name.startsWith(PAGE_CACHE_PREFIX)).map((name) => caches.delete(name)))
}

/** The address a page is kept under: without the no-network screen's `t` (a reload stamp). */
function pageKey(url) {
	const key = new URL(url)
	key.searchParams.delete('t')
	key.hash = ''
	return key.href
}

async function keepPage(url, response) {
	const scope = response.headers.get(SCOPE_HEADER)
	if (response.status !== 200 || !isPageScope(scope)) return
	await useScope(scope)
	const headers = new Headers(response.headers)
	headers.set(SAVED_AT_HEADER, new Date().toISOString())
	const body = await response.blob()
	const cacheName = PAGE_CACHE_PREFIX + scope
	const key = pageKey(url)
	await (await caches.open(cacheName)).put(key, new Response(body, { status: 200, statusText: response.statusText, headers }))
	const expiration = new CacheExpiration(cacheName, { maxEntries: PAGE_ENTRIES, maxAgeSeconds: PAGE_MAX_AGE })
	await expiration.updateTimestamp(key)
	await expiration.expireEntries()
}

async function keptPage(url) {
	const scope = await readScope()
	if (!scope) return undefined
	return (await caches.open(PAGE_CACHE_PREFIX + scope)).match(pageKey(url), { ignoreVary: true })
}

/** Pages shown from the cache lately (by address), so the page can say so: its own request is gone by then. */
const servedFromCache = new Map()

registerRoute(
	({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isBuyerPagePath(url.pathname),
	async ({ request, event }) => {
		try {
			const response = await fetch(request)
			event.waitUntil(keepPage(request.url, response.clone()).catch(() => undefined))
			return response
		} catch (error) {
			const kept = await keptPage(request.url)
			if (kept) {
				servedFromCache.set(pageKey(request.url), kept.headers.get(SAVED_AT_HEADER) ?? '')
				return kept
			}
			const offline = await matchPrecache(OFFLINE_PAGE)
			if (offline) return offline
			throw error
		}
	},
)

registerRoute(
	({ request, url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.destination === 'image',
	new StaleWhileRevalidate({
		cacheName: 'dijla-images',
		plugins: [
			new CacheableResponsePlugin({ statuses: [200] }),
			new ExpirationPlugin({ maxEntries: IMAGE_ENTRIES, maxAgeSeconds: IMAGE_MAX_AGE, purgeOnQuotaError: true }),
		],
	}),
)

// Named by their content: the same address never changes, so the first copy is kept.
registerRoute(
	({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/resources/messages/'),
	new CacheFirst({
		cacheName: 'dijla-messages',
		plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 8, purgeOnQuotaError: true })],
	}),
)
registerRoute(
	({ url }) => url.origin === self.location.origin && /^\/assets\/noto-sans-sc-.*\.woff2$/.test(url.pathname),
	new CacheFirst({
		cacheName: 'dijla-fonts',
		plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
	}),
)

self.addEventListener('message', (event) => {
	const data = event.data ?? {}
	const reply = (value) => event.ports[0]?.postMessage(value)
	if (data.type === 'SKIP_WAITING') {
		self.skipWaiting()
	} else if (data.type === 'CLAIM') {
		// A page still loading when this version activated was not yet a client clientsClaim() could take (the
		// browser skips pages whose navigation is in flight), so it would stay uncontrolled for good: it asks.
		event.waitUntil(self.clients.claim().then(() => reply({ ok: true })))
	} else if (data.type === 'PAGE_SCOPE' && isPageScope(data.scope)) {
		event.waitUntil(useScope(data.scope).then(() => reply({ ok: true })))
	} else if (data.type === 'CLEAR_PAGES') {
		event.waitUntil(clearPages().then(() => reply({ ok: true })))
	} else if (data.type === 'PAGE_SOURCE' && typeof data.url === 'string') {
		const key = pageKey(data.url)
		const savedAt = servedFromCache.get(key)
		servedFromCache.delete(key)
		reply({ fromCache: savedAt !== undefined, savedAt: savedAt ?? null })
	} else if (data.type === 'KEEP_PAGE' && typeof data.url === 'string') {
		// A page reached by a link inside the app (its HTML never passed through here): fetch and keep it.
		const url = new URL(data.url, self.location.origin)
		if (url.origin !== self.location.origin || !isKeptPagePath(url.pathname)) return
		event.waitUntil(
			fetch(url.href, { credentials: 'same-origin', headers: { Accept: 'text/html' } })
				.then((response) => keepPage(url.href, response))
				.then(() => reply({ ok: true }))
				.catch(() => reply({ ok: false })),
		)
	}
})

/* Support replies as notifications (issue 5 item 2). */

const CHAT_PATH = '/pages/chat-room/index'
const ICON = '/icons/icon-192.png'

function sameOriginUrl(value) {
	try {
		const url = new URL(typeof value === 'string' ? value : CHAT_PATH, self.location.origin)
		return url.origin === self.location.origin ? url.href : new URL(CHAT_PATH, self.location.origin).href
	} catch {
		return new URL(CHAT_PATH, self.location.origin).href
	}
}

self.addEventListener('push', (event) => {
	let data = {}
	try {
		data = event.data ? event.data.json() : {}
	} catch {
		data = {}
	}
	const url = sameOriginUrl(data.url)
	event.waitUntil(
		self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
			// A window of the shop in front of the buyer shows the reply itself.
			const inFront = windows.some((client) => client.visibilityState === 'visible' && client.focused)
			if (inFront) return undefined
			return self.registration.showNotification(typeof data.title === 'string' ? data.title : 'Dijla', {
				body: typeof data.body === 'string' ? data.body : '',
				tag: typeof data.tag === 'string' ? data.tag : 'dijla-support',
				icon: ICON,
				badge: ICON,
				data: { url },
			})
		}),
	)
})

self.addEventListener('notificationclick', (event) => {
	event.notification.close()
	const url = sameOriginUrl(event.notification.data && event.notification.data.url)
	event.waitUntil(
		self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
			const open = windows.find((client) => client.url === url) || windows[0]
			if (open) return open.focus().then((client) => (client && client.url !== url && 'navigate' in client ? client.navigate(url) : client))
			return self.clients.openWindow(url)
		}),
	)
})
