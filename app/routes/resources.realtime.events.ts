import { type LoaderFunctionArgs } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { getRealtimeUser } from '#app/modules/staff/staff-inbox.server.ts'
import { getRealtime } from '#app/realtime/realtime.server.ts'
import { handleEventsRequest } from '#app/realtime/routes.server.ts'

/** The built-in SSE stream of the real-time layer (app/realtime): `?channels=a,b`, `Last-Event-ID`. */
export function loader({ request }: LoaderFunctionArgs) {
	return handleEventsRequest(request, { db: getDb(), realtime: getRealtime(), getUser: getRealtimeUser })
}
