import { type LoaderFunctionArgs } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { getRealtime } from '#app/realtime/realtime.server.ts'
import { getRealtimeUserContext } from '#app/request-context.server.ts'
import { handleEventsRequest } from '#app/realtime/routes.server.ts'

/** The built-in SSE stream of the real-time layer (app/realtime): `?channels=a,b`, `Last-Event-ID`. */
export function loader({ request, context }: LoaderFunctionArgs) {
	// The stream ends when the client's connection closes (server/load-context.js), not on `request.signal`.
	return handleEventsRequest(request, { db: getDb(), realtime: getRealtime(), getUser: getRealtimeUserContext, closed: context.closed })
}
