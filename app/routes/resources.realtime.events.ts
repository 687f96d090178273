import { type LoaderFunctionArgs } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { getRealtimeUser } from '#app/modules/staff/staff-inbox.server.ts'
import { getRealtime } from '#app/realtime/realtime.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { handleEventsRequest } from '#app/realtime/routes.server.ts'

/** The built-in SSE stream of the real-time layer (app/realtime): `?channels=a,b`, `Last-Event-ID`. */
export function loader({ request, context }: LoaderFunctionArgs) {
	// The stream ends when the client's connection closes (server/load-context.js), not on `request.signal`.
	return handleEventsRequest(request, { db: getDb(), realtime: getRealtime(), getUser: realtimeUserOf, closed: context.closed })
}

/** The shop's buyer from the request context, else the console's member of staff. */
async function realtimeUserOf(request: Request) {
	return getRealtimeUser(request, (await getRequestContext(request)).user)
}
