import { createHash } from 'node:crypto'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { type NextFunction, type Request as ExpressRequest, type RequestHandler, type Response as ExpressResponse } from 'express'
import { onCatalogChange } from '#app/modules/catalog/catalog-changes.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { sendCachedPage, webHeadersOf, webOriginOf, webUrlOf } from '#app/utils/page-cache-middleware.server.ts'
import { sendWebResponse } from '#app/utils/send-web-response.server.ts'
import { type CachedPage, createPageCache } from '#app/utils/page-cache.server.ts'
import { type HeaderSource, localeOf, traceOf } from './context.server.ts'
import { isApiPath } from './paths.ts'
import { API_CACHE_VARY, handleApiRequest, MAX_API_BODY_BYTES } from './router.server.ts'
import { API_CALLS } from './table.server.ts'

/**
 * The mobile app's API in production, in front of Remix (server.js; decision 024). Remix would find the API's
 * resource route by matching the path against every route of the shop on each request (a quarter of a small call's
 * time); the API has its own table, so these two middlewares hand its requests straight to the same router
 * (router.server.ts) that app/routes/api.ts calls in development and in tests:
 *
 * - `apiCacheMiddleware`, before the request queue: a catalogue read asked without a token (a call marked
 *   `cache: 'public'`) is the same for every visitor, so it is answered from the shared cache the visitors' pages use
 *   (page-cache.server.ts: fresh 10 s, then stale 20 s while one request asks again; emptied when a price changes),
 *   keyed by the origin, the path, the request language and the body. Anything with a token, another currency, no
 *   length or a body over the API's limit goes on, its body unread. It sits right behind the security headers and
 *   the request guard, before compression and the static files, which do nothing for it (a cached answer is kept
 *   compressed; static files are GETs): a hit reads the request's headers where express keeps them and builds no web
 *   Request or Headers (tests/bench/README.md, part api). An answer that may not be kept goes through `compress`, the
 *   server's compression middleware, as it would have further down.
 * - `apiMiddleware`, behind the request queue: every other API request.
 */

const PUBLIC_CALLS: ReadonlySet<string> = new Set(API_CALLS.filter((call) => call.cache === 'public').map((call) => call.path))

/** Whether a request may be answered from the shared cache, read from its headers alone (its body not yet read). */
export function isSharedApiRequest(req: Pick<ExpressRequest, 'method' | 'path' | 'headers'>): boolean {
	if (req.method !== 'POST' || !PUBLIC_CALLS.has(req.path)) return false
	if (req.headers.authorization !== undefined) return false
	const currency = req.headers.currency
	if (currency !== undefined && (typeof currency !== 'string' || currency.trim().toUpperCase() !== 'IQD')) return false
	if (req.headers['transfer-encoding'] !== undefined) return false
	const length = Number(req.headers['content-length'] ?? '0')
	return Number.isSafeInteger(length) && length >= 0 && length <= MAX_API_BODY_BYTES
}

/**
 * The key of a shared API read: origin and path, the language the call would answer in (the `language` header, then
 * Accept-Language, as createApiContext negotiates it without a user) and the body's hash.
 */
function apiCacheKey(origin: string, path: string, headers: HeaderSource, body: Buffer): string {
	const digest = createHash('sha256').update(body).digest('base64url')
	return `${origin}${path} ${localeOf(headers, null)} ${digest}`
}

/** An express request's headers read by name as a web `Headers` reads them (several values joined), without a copy. */
function expressHeaders(req: ExpressRequest): HeaderSource {
	return {
		headers: {
			get: (name) => {
				const value = req.headers[name.toLowerCase()]
				return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
			},
		},
	}
}

function readBody(req: ExpressRequest): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = []
		req.on('data', (chunk: Buffer) => chunks.push(chunk))
		req.on('end', () => resolve(Buffer.concat(chunks)))
		req.on('error', reject)
	})
}

/** A cached answer for this asker: its own trace ids (the stored ones are its first asker's), and a log line. */
function sendCached(req: ExpressRequest, res: ExpressResponse, page: CachedPage, state: string, headers: HeaderSource) {
	const trace = traceOf(headers)
	sendCachedPage(req, res, page, state, {
		vary: API_CACHE_VARY,
		omit: ['x-trace-id', 'd-trace-id'],
		headers: { 'X-Trace-Id': trace.traceId, ...(trace.dTraceId ? { 'd-trace-id': trace.dTraceId } : {}) },
	})
	logger.info({ traceId: trace.traceId, dTraceId: trace.dTraceId, method: 'POST', path: req.path, status: page.status, cache: state }, 'api')
}

export function apiCacheMiddleware({ compress }: { compress?: RequestHandler } = {}) {
	const cache = createPageCache({
		// Each request is made for its render (answerKeyed), so it is used as it is.
		copy: (request) => request,
		// A catalogue read reads no client address.
		render: (request) => handleApiRequest(request, { clientIp: null }),
		onError: (error) => logger.error({ err: error }, 'api cache: background call failed'),
	})
	onCatalogChange(() => cache.clear())
	return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
		if (!isSharedApiRequest(req)) return next()
		try {
			const body = await readBody(req)
			const headers = expressHeaders(req)
			const answer = await cache.answerKeyed(
				apiCacheKey(webOriginOf(req), req.path, headers, body),
				// Only when the call has to be made: a hit needs no web Request.
				() => new Request(webUrlOf(req), { method: 'POST', headers: webHeadersOf(req), body: new Uint8Array(body) }),
			)
			if (answer.state === 'uncached') {
				const send = () => {
					res.status(answer.status)
					for (const [name, value] of answer.headers) res.append(name, value)
					res.setHeader('X-Page-Cache', 'uncached')
					res.end(answer.body)
				}
				if (compress) compress(req, res, send)
				else send()
				return
			}
			sendCached(req, res, answer.page, answer.state, headers)
		} catch (error) {
			next(error)
		}
	}
}

export function apiMiddleware() {
	return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
		if (!isApiPath(req.path)) return next()
		// As Remix's adapter does: the request ends (its signal aborts) when the client goes, which ends a live stream.
		const controller = new AbortController()
		res.on('close', () => controller.abort())
		try {
			const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
			const request = new Request(webUrlOf(req), {
				method: req.method,
				headers: webHeadersOf(req),
				signal: controller.signal,
				...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: 'half' } : {}),
			} as RequestInit)
			await sendWebResponse(res, await handleApiRequest(request, { clientIp: req.ip ?? null }))
		} catch (error) {
			next(error)
		}
	}
}
