import { type LoaderFunctionArgs } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { getRealtime } from '#app/realtime/realtime.server.ts'
import { getRealtimeUserContext } from '#app/request-context.server.ts'
import { handleConnectRequest } from '#app/realtime/routes.server.ts'

/** How the browser connects to `?channels=a,b`: the SSE URL, or an Ably token request scoped to them. */
export function loader({ request }: LoaderFunctionArgs) {
	return handleConnectRequest(request, { db: getDb(), realtime: getRealtime(), getUser: getRealtimeUserContext })
}
