import { type IncomingHttpHeaders } from 'node:http'
import ar from '#locales/ar.json' with { type: 'json' }
import ckb from '#locales/ckb.json' with { type: 'json' }
import en from '#locales/en.json' with { type: 'json' }
import zh from '#locales/zh.json' with { type: 'json' }
import { isApiPath } from '#app/api/paths.ts'
import { directionOf, isLocale, type Locale } from '#app/i18n/locales.ts'
import { negotiateLocale } from '#app/i18n/negotiate.server.ts'

/**
 * The first door every request passes, before Remix (server.js): two rules that hold for every route, page or
 * resource, so no route can forget them (docs/decisions/018-safe-by-default.md).
 *
 * 1. The address holds no control character: a path or query with one (NUL and the rest of C0, DEL), raw or
 *    percent-encoded, is answered 400 before any loader sees it. Nothing in a URL of this shop is
 *    meant to hold one, and PostgreSQL refuses NUL in text (it used to surface as a 500).
 * 2. Writes come from the shop itself: a request that is not GET, HEAD or OPTIONS must carry an `Origin` (else a
 *    `Referer`) of this shop's own origin; with neither, it is refused when it carries a session cookie (a
 *    cookie-authenticated write), and `Sec-Fetch-Site: cross-site`/`same-site` is refused whatever the rest says.
 *    Two callbacks are exempt: they are POSTed by outside services and verified by their own signatures.
 */
export type RequestLike = {
	method: string
	/** The raw request target, as it arrived (`req.originalUrl`). */
	url: string
	headers: IncomingHttpHeaders
	/** The scheme the client used (`req.protocol`: https behind a trusted proxy). */
	protocol: string
	/** The host the client used (`Host`, or a trusted proxy's `X-Forwarded-Host`). */
	host: string | undefined
}

export type GuardVerdict = { ok: true } | { ok: false; status: 400 | 403; messageId: 'error.badCharacters' | 'error.crossSite'; reason: string }

/** POSTed by outside services, and believed only for their own signatures (never for a cookie). */
export const CROSS_SITE_CALLBACKS = ['/auth/apple/callback', '/pages/payment/callback'] as const

/** The cookies that make a request someone's: the buyer's and the staff console's sessions. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?dijla_(?:session|staff)=/

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

// A control character in a URL is either raw or percent-encoded as one byte: every byte of a multi-byte UTF-8
// character is 0x80 or above, so %00–%1F and %7F are control characters and nothing else is.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
const CONTROL_IN_URL = /%(?:[01][0-9a-f]|7f)|[\u0000-\u001f\u007f]/i

/**
 * Rule 1: no control character in the path or the query, encoded or raw, and a path that decodes (the router
 * could not match one that does not). A query value that does not decode (a mangled link's `%ZZ`) is left to the
 * page, which reads it as text and answers as it would any unknown value.
 */
export function checkAddress(url: string): GuardVerdict {
	if (CONTROL_IN_URL.test(url)) return { ok: false, status: 400, messageId: 'error.badCharacters', reason: 'control character' }
	try {
		decodeURIComponent(url.split('?')[0] ?? '')
	} catch {
		return { ok: false, status: 400, messageId: 'error.badCharacters', reason: 'undecodable path' }
	}
	return { ok: true }
}

function originOf(value: string | undefined): string | null {
	if (!value) return null
	try {
		const url = new URL(value)
		return url.origin === 'null' ? null : url.origin
	} catch {
		return null
	}
}

/** Rule 2: a write is same-origin, or carries no session to abuse. `allowedOrigins`: PUBLIC_URL's, when set. */
export function checkOrigin(request: RequestLike, allowedOrigins: readonly string[] = []): GuardVerdict {
	if (SAFE_METHODS.has(request.method.toUpperCase())) return { ok: true }
	const path = request.url.split('?')[0] ?? ''
	if ((CROSS_SITE_CALLBACKS as readonly string[]).includes(path)) return { ok: true }
	const refuse = (reason: string): GuardVerdict => ({ ok: false, status: 403, messageId: 'error.crossSite', reason })

	const fetchSite = header(request.headers, 'sec-fetch-site')
	if (fetchSite === 'cross-site' || fetchSite === 'same-site') return refuse(`sec-fetch-site ${fetchSite}`)
	const own = request.host ? `${request.protocol}://${request.host}`.toLowerCase() : null
	const trusted = new Set([own, ...allowedOrigins.map((origin) => origin.toLowerCase())].filter(Boolean))

	const origin = header(request.headers, 'origin')
	if (origin !== undefined) {
		// "null" (a sandboxed frame, a privacy redirect) is never this shop.
		return trusted.has(originOf(origin)?.toLowerCase() ?? '') ? { ok: true } : refuse('foreign origin')
	}
	const referer = header(request.headers, 'referer')
	if (referer !== undefined) {
		return trusted.has(originOf(referer)?.toLowerCase() ?? '') ? { ok: true } : refuse('foreign referer')
	}
	return SESSION_COOKIE.test(header(request.headers, 'cookie') ?? '') ? refuse('no origin on a signed-in write') : { ok: true }
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
	const value = headers[name]
	return Array.isArray(value) ? value[0] : value
}

const CATALOGUES: Record<Locale, Record<string, string>> = { ar, ckb, en, zh }

function escapeHtml(text: string) {
	return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** The app's `language` header (`en`, `en-US`, `zh_CN`), read as the API reads it: the shop's language it names, else null. */
function apiLanguage(value: string | undefined): Locale | null {
	const base =
		value
			?.trim()
			.replace(/_/g, '-')
			.toLowerCase()
			.split(/[-,;\s]/)[0] ?? ''
	return isLocale(base) ? base : null
}

/**
 * The refusal, in the language the request asks for (query, cookie, Accept-Language; the user is not read:
 * nothing of the request is trusted yet): a small page for a browser, `{ error }` JSON for everything else, and
 * on the app's API the API's own envelope (`{ code, success, message, data: { reason } }`, decision 024) in the
 * language its `language` header names, so the app reads every refusal the same way.
 */
export function refusal(request: RequestLike, verdict: Extract<GuardVerdict, { ok: false }>) {
	const [path = '', search = ''] = request.url.split('?')
	const query = new URLSearchParams(search)
	const api = isApiPath(path)
	const cookieLang = /(?:^|;\s*)lang=([a-z]{2,3})/.exec(header(request.headers, 'cookie') ?? '')?.[1] ?? null
	const { locale } = negotiateLocale({
		query: api ? apiLanguage(header(request.headers, 'language')) : safeGet(query, 'lang'),
		cookie: cookieLang,
		userLanguage: null,
		acceptLanguage: header(request.headers, 'accept-language') ?? null,
	})
	const message = CATALOGUES[locale][verdict.messageId] ?? ar[verdict.messageId]
	const home = CATALOGUES[locale]['error.goHome'] ?? ar['error.goHome']
	if (api) {
		const envelope = { code: verdict.status, success: false, message, data: { reason: verdict.messageId } }
		return { status: verdict.status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(envelope) }
	}
	const wantsHtml = /text\/html/.test(header(request.headers, 'accept') ?? '') && request.method.toUpperCase() === 'GET'
	if (!wantsHtml) {
		return { status: verdict.status, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ error: verdict.messageId, message }) }
	}
	const body = `<!DOCTYPE html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(message)}</title></head><body style="font-family:system-ui,sans-serif;max-width:750px;margin:0 auto;padding:24px"><p>${escapeHtml(message)}</p><p><a href="/">${escapeHtml(home)}</a></p></body></html>`
	return { status: verdict.status, contentType: 'text/html; charset=utf-8', body }
}

function safeGet(query: URLSearchParams, name: string): string | null {
	try {
		return query.get(name)
	} catch {
		return null
	}
}

type ExpressLike = {
	method: string
	originalUrl: string
	headers: IncomingHttpHeaders
	protocol: string
	socket: { remoteAddress?: string }
	app: { get: (name: 'trust proxy fn') => (address: string | undefined, hop: number) => boolean }
}
type ResponseLike = { status: (code: number) => ResponseLike; set: (name: string, value: string) => ResponseLike; send: (body: string) => void }

/** The host the client asked for: a trusted proxy's X-Forwarded-Host, else Host (express's req.hostname drops the port). */
function hostOf(req: ExpressLike): string | undefined {
	const forwarded = header(req.headers, 'x-forwarded-host')
	if (forwarded && req.app.get('trust proxy fn')(req.socket.remoteAddress, 0)) return forwarded.split(',')[0]!.trim()
	return header(req.headers, 'host')
}

/** The express middleware server.js puts in front of everything (`PUBLIC_URL`'s origin is also this shop's). */
export function createRequestGuard({ publicUrl, log }: { publicUrl?: string; log: (details: object, message: string) => void }) {
	const allowedOrigins = publicUrl ? [new URL(publicUrl).origin] : []
	return (req: ExpressLike, res: ResponseLike, next: () => void) => {
		const request: RequestLike = { method: req.method, url: req.originalUrl, headers: req.headers, protocol: req.protocol, host: hostOf(req) }
		const address = checkAddress(request.url)
		const verdict = address.ok ? checkOrigin(request, allowedOrigins) : address
		if (verdict.ok) return next()
		log({ method: req.method, path: request.url.split('?')[0]?.slice(0, 200), reason: verdict.reason }, 'request refused')
		const answer = refusal(request, verdict)
		res.status(answer.status).set('Content-Type', answer.contentType).set('Cache-Control', 'no-store').send(answer.body)
	}
}
