import { type ActionFunctionArgs } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { DeviceSyncSchema, MAX_DEVICE_SYNC_BYTES, syncDevice } from '#app/modules/history/device-sync.server.ts'
import { BodyError, parseJson } from '#app/utils/request-body.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/**
 * POST, JSON: a visitor's favourites and history from the device, sent once after signing in (DeviceSync) and
 * merged into the account. Replies `{ favorites, history }` (how many were added or updated), or a 4xx with a
 * message id; repeating a request changes nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
	if (request.method !== 'POST') return reply({ error: 'error.http.400' }, 405, { Allow: 'POST' })
	const { user } = await getRequestContext(request)
	if (!user) return reply({ error: 'error.http.401' }, 401)
	let json: unknown
	try {
		json = await parseJson(request, { maxBytes: MAX_DEVICE_SYNC_BYTES })
	} catch (error) {
		if (error instanceof BodyError) return reply({ error: error.messageId }, error.status)
		throw error
	}
	const parsed = DeviceSyncSchema.safeParse(json)
	if (!parsed.success) return reply({ error: 'error.http.400' }, 400)
	return reply(await syncDevice(getDb(), user.id, parsed.data), 200)
}

export function loader() {
	throw new Response(null, { status: 404 })
}

function reply(body: unknown, status: number, headers: Record<string, string> = {}) {
	return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}
