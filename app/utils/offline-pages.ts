import { href } from '#app/href.ts'

/*
 * Which pages the service worker keeps for reading offline (issue 21, decision 025). Shared by the server (which
 * names a kept page's owner in SCOPE_HEADER), the service worker and the page that asks it to keep a page reached
 * by a link. Left out: pages whose GET does something or is one-time (the trade flow opens a checkout draft and
 * makes an idempotency key; a payment's and a sign-in's pages), the visitor's order lookup (personal without an
 * account), and everything that is not a buyer's page.
 */

/** Response header: who a page belongs to (`visitor` or `u-` and 16 hex digits); absent, the page is not kept. */
export const SCOPE_HEADER = 'X-Dijla-Cache-Scope'

const UNKEPT_PAGES: ReadonlySet<string> = new Set([
	href('/pages/trade_flow/index'),
	href('/pages/payment/index'),
	href('/pages/payment/callback'),
	href('/pages/payment-result/index'),
	href('/pages/login/index'),
	href('/pages/register/index'),
	href('/pages/log-off/index'),
	href('/pages/not-login-order-details/index'),
])

const NOT_BUYER_PAGES = /^\/(staff|dev|auth|resources|media|assets)(\/|$)/

/**
 * Sent with a sign-out and an account deletion: the browser drops its HTTP cache. The service worker drops the
 * buyer's kept pages itself when the page tells it the owner changed (to `visitor`).
 */
export const CLEAR_CACHE_HEADERS = { 'Clear-Site-Data': '"cache"' } as const

/** A buyer's page: shown from the network, else as kept, else the offline screen. */
export function isBuyerPagePath(pathname: string): boolean {
	return !NOT_BUYER_PAGES.test(pathname) && !pathname.endsWith('.data')
}

/** A buyer's page that may be kept for reading offline. */
export function isKeptPagePath(pathname: string): boolean {
	return isBuyerPagePath(pathname) && !UNKEPT_PAGES.has(pathname)
}

export function isPageScope(value: unknown): value is string {
	return typeof value === 'string' && /^(visitor|u-[0-9a-f]{16})$/.test(value)
}

/** The web app manifest's address for a language (one manifest per language). */
export function webManifestUrl(locale: string): string {
	return href('/resources/manifest/:file', { file: `${locale}.webmanifest` })
}
