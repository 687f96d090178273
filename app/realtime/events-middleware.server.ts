import { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from 'express'
import { getDb } from '#app/db/client.server.ts'
import { href } from '#app/href.ts'
import { getRealtimeUserContext } from '#app/request-context.server.ts'
import { webHeadersOf, webUrlOf } from '#app/utils/page-cache-middleware.server.ts'
import { getRealtime } from './realtime.server.ts'
import { type RealtimeRouteContext, serveEventsRequest } from './routes.server.ts'

const EVENTS_PATH = href('/resources/realtime/events')

/**
 * The SSE stream in production (server.js), in front of compression, the request queue and Remix: the same
 * resource route's checks (routes.server.ts), with every frame written straight to Node's response. Through Remix a
 * frame went through a web ReadableStream, its reader and a promise before the socket, and each connection paid
 * Remix's route matching; with 3,000 streams that was about a fifth of the server's time (tests/bench/README.md,
 * part chat). In development and tests the resource route (app/routes/resources.realtime.events.ts) answers.
 */
export function realtimeEventsMiddleware(
	contextOf: () => Omit<RealtimeRouteContext, 'closed'> = () => ({ db: getDb(), realtime: getRealtime(), getUser: getRealtimeUserContext }),
) {
	return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
		if (req.path !== EVENTS_PATH || req.method !== 'GET') return next()
		// As Remix's adapter and the load context do: the stream ends when the client's connection closes.
		const controller = new AbortController()
		res.on('close', () => controller.abort())
		try {
			const request = new Request(webUrlOf(req), { method: 'GET', headers: webHeadersOf(req), signal: controller.signal })
			const refusal = await serveEventsRequest(request, res, { ...contextOf(), closed: controller.signal })
			if (!refusal) return
			res.status(refusal.status)
			for (const [name, value] of refusal.headers) res.setHeader(name, value)
			res.end(Buffer.from(await refusal.arrayBuffer()))
		} catch (error) {
			if (res.headersSent) res.destroy()
			else next(error)
		}
	}
}
