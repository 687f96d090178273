import { type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { getDb } from '#app/db/client.server.ts'
import { PushSubscriptionSchema, removePushSubscription, savePushSubscription } from '#app/modules/chat/push.server.ts'
import { readJsonBody, requireChatBuyer } from '#app/modules/chat/requests.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { getPushSender } from '#app/providers/push/web-push.server.ts'

const noStore = { 'Cache-Control': 'no-store' }
const UnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2048) })

/**
 * `POST` a browser's PushSubscription (`subscription.toJSON()`): support replies reach this browser by Web Push.
 * `DELETE { endpoint }`: they stop. 404 while Web Push is not configured (the page never offers it then).
 */
export async function action({ request }: ActionFunctionArgs) {
	const user = requireChatBuyer((await getRequestContext(request)).user)
	if (!getPushSender()) return Response.json({ error: 'error.http.404' }, { status: 404, headers: noStore })
	const db = getDb()
	if (request.method === 'DELETE') {
		const parsed = UnsubscribeSchema.safeParse(await readJsonBody(request))
		if (!parsed.success) return Response.json({ error: 'error.http.400' }, { status: 400, headers: noStore })
		await removePushSubscription(db, { userId: user.id, endpoint: parsed.data.endpoint })
		return new Response(null, { status: 204, headers: noStore })
	}
	if (request.method !== 'POST') return Response.json({ error: 'error.http.400' }, { status: 405, headers: noStore })
	const parsed = PushSubscriptionSchema.safeParse(await readJsonBody(request))
	if (!parsed.success) return Response.json({ error: 'error.http.400' }, { status: 400, headers: noStore })
	await savePushSubscription(db, { userId: user.id, subscription: parsed.data })
	return new Response(null, { status: 204, headers: noStore })
}
