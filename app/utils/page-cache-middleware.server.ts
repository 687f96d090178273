import { type AppLoadContext, type ServerBuild, createRequestHandler } from '@remix-run/node'
import { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from 'express'
import { onCatalogChange } from '#app/modules/catalog/catalog-changes.server.ts'
import { logger } from './logger.server.ts'
import { type CachedPage, PUBLIC_PAGE_VARY, createPageCache, isCacheableRequest } from './page-cache.server.ts'

/** The request as Remix's express adapter builds it (the same origin, so the same share links). */
function toWebRequest(req: ExpressRequest): Request {
	const hostPort = (req.get('X-Forwarded-Host') ?? req.get('host'))?.split(':')[1]
	const port = hostPort && Number.isSafeInteger(Number(hostPort)) ? `:${hostPort}` : ''
	const headers = new Headers()
	for (const [name, value] of Object.entries(req.headers)) {
		if (Array.isArray(value)) for (const one of value) headers.append(name, one)
		else if (value !== undefined) headers.set(name, value)
	}
	return new Request(`${req.protocol}://${req.hostname}${port}${req.originalUrl}`, { method: 'GET', headers })
}

/** The encoding this client takes that the page is kept in: brotli, else gzip, else none. */
function encodingFor(req: ExpressRequest): 'br' | 'gzip' | 'identity' {
	const accepted = req.acceptsEncodings('br', 'gzip', 'identity')
	return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity'
}

function send(req: ExpressRequest, res: ExpressResponse, page: CachedPage, state: string, ageSeconds: number) {
	for (const [name, value] of page.headers) res.append(name, value)
	const encoding = encodingFor(req)
	const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity
	if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
	res.setHeader('Vary', `Accept-Encoding, ${PUBLIC_PAGE_VARY}`)
	res.setHeader('Age', String(ageSeconds))
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
			send(req, res, answer.page, answer.state, Math.floor((Date.now() - answer.page.storedAt) / 1000))
		} catch (error) {
			next(error)
		}
	}
}
