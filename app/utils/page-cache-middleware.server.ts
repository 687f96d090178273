import { type AppLoadContext, type ServerBuild, createRequestHandler } from '@remix-run/node'
import { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from 'express'
import { onCatalogChange } from '#app/modules/catalog/catalog-changes.server.ts'
import { logger } from './logger.server.ts'
import { type CachedPage, PUBLIC_PAGE_VARY, createPageCache, isCacheableRequest } from './page-cache.server.ts'

/** The URL of an express request as Remix's express adapter builds it (the same origin, so the same share links). */
export function webUrlOf(req: ExpressRequest): string {
	return `${webOriginOf(req)}${req.originalUrl}`
}

/** The origin part of webUrlOf: scheme, host and port as the client asked for them. */
export function webOriginOf(req: ExpressRequest): string {
	const hostPort = (req.get('X-Forwarded-Host') ?? req.get('host'))?.split(':')[1]
	const port = hostPort && Number.isSafeInteger(Number(hostPort)) ? `:${hostPort}` : ''
	return `${req.protocol}://${req.hostname}${port}`
}

/** The headers of an express request as a web `Headers`. */
export function webHeadersOf(req: ExpressRequest): Headers {
	const headers = new Headers()
	for (const [name, value] of Object.entries(req.headers)) {
		if (Array.isArray(value)) for (const one of value) headers.append(name, one)
		else if (value !== undefined) headers.set(name, value)
	}
	return headers
}

function toWebRequest(req: ExpressRequest): Request {
	return new Request(webUrlOf(req), { method: 'GET', headers: webHeadersOf(req) })
}

/** The encoding this client takes that the page is kept in: brotli, else gzip, else none. */
function encodingFor(req: ExpressRequest): 'br' | 'gzip' | 'identity' {
	const accepted = req.acceptsEncodings('br', 'gzip', 'identity')
	return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity'
}

/**
 * Sends a cached page (or API answer) in the encoding this client takes, with its age and state. `vary` is what it
 * depends on besides its URL; `omit` stored headers that were the first asker's alone, `headers` this asker's.
 */
export function sendCachedPage(
	req: ExpressRequest,
	res: ExpressResponse,
	page: CachedPage,
	state: string,
	{ vary = PUBLIC_PAGE_VARY, omit = [], headers = {} }: { vary?: string; omit?: readonly string[]; headers?: Record<string, string> } = {},
) {
	for (const [name, value] of page.headers) if (!omit.includes(name)) res.append(name, value)
	for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
	const encoding = encodingFor(req)
	const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity
	if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
	res.setHeader('Vary', `Accept-Encoding, ${vary}`)
	res.setHeader('Age', String(Math.floor((Date.now() - page.storedAt) / 1000)))
	res.setHeader('X-Page-Cache', state)
	res.setHeader('Content-Length', String(body.length))
	res.status(page.status)
	res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * Express middleware in front of Remix's handler (server.js): a visitor's GET of a page every visitor sees the same
 * is answered by the shared page cache (app/utils/page-cache.server.ts); everything else goes on to Remix. The
 * cache is emptied whenever the database says a price changed.
 */
export function pageCacheMiddleware({ build }: { build: ServerBuild }) {
	const handle = createRequestHandler(build, 'production')
	// Rendered for the cache, not for one client: no client address (no page on the list reads it). A load context
	// of its own per render, as server.js makes one per request: the root leaves the page's language on it.
	const cache = createPageCache({
		render: (request) => handle(request, { clientIp: null, direct: false } satisfies AppLoadContext),
		onError: (error) => logger.error({ err: error }, 'page cache: background render failed'),
	})
	onCatalogChange(() => cache.clear())
	return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
		let url: URL
		try {
			url = new URL(req.originalUrl, 'http://localhost')
		} catch {
			return next()
		}
		if (!isCacheableRequest(req.method, url, req.headers.cookie)) return next()
		try {
			const answer = await cache.answer(toWebRequest(req))
			if (answer.state === 'uncached') {
				for (const [name, value] of answer.headers) res.append(name, value)
				res.setHeader('X-Page-Cache', 'uncached')
				res.status(answer.status)
				res.end(req.method === 'HEAD' ? undefined : answer.body)
				return
			}
			sendCachedPage(req, res, answer.page, answer.state)
		} catch (error) {
			next(error)
		}
	}
}
