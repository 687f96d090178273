import { type ActionFunctionArgs } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { MAX_TRACKING_BYTES } from '#app/modules/tracking/limits.ts'
import { TrackingBatchSchema } from '#app/modules/tracking/schema.ts'
import { recordTrackingEvents } from '#app/modules/tracking/tracking.server.ts'
import { BodyError, parseJson } from '#app/utils/request-body.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/**
 * POST, JSON `{ events: [...] }` (trace pushEvent): a batch of tracking events from the browser, sent with
 * fetch(keepalive) or navigator.sendBeacon. Replies 204; a malformed or oversized batch is a 4xx and nothing
 * of it is stored. Visitors' events are kept without a user id.
 */
export async function action({ request }: ActionFunctionArgs) {
	if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } })
	let json: unknown
	try {
		json = await parseJson(request, { maxBytes: MAX_TRACKING_BYTES })
	} catch (error) {
		if (error instanceof BodyError) return new Response(null, { status: error.status })
		throw error
	}
	const parsed = TrackingBatchSchema.safeParse(json)
	if (!parsed.success) return new Response(null, { status: 400 })
	const { user } = await getRequestContext(request)
	await recordTrackingEvents(getDb(), { userId: user?.id ?? null, events: parsed.data.events })
	return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}

export function loader() {
	throw new Response(null, { status: 404 })
}
