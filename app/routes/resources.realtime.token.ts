import { type LoaderFunctionArgs } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { getRealtimeUser } from '#app/modules/staff/staff-inbox.server.ts'
import { getRealtime } from '#app/realtime/realtime.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { handleConnectRequest } from '#app/realtime/routes.server.ts'

/** How the browser connects to `?channels=a,b`: the SSE URL, or an Ably token request scoped to them. */
export function loader({ request }: LoaderFunctionArgs) {
	return handleConnectRequest(request, { db: getDb(), realtime: getRealtime(), getUser: realtimeUserOf })
}

/** The shop's buyer from the request context, else the console's member of staff. */
async function realtimeUserOf(request: Request) {
	return getRealtimeUser(request, (await getRequestContext(request)).user)
}
