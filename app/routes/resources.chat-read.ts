import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { getBuyerConversation, markRead } from '#app/modules/chat/chat.server.ts'
import { readJsonBody, requireChatBuyer } from '#app/modules/chat/requests.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { ChatReadSchema } from '#app/modules/chat/schema.ts'

/**
 * `GET`: how many support messages the buyer has not read, for the badge after its real-time connection came
 * back (events may have been missed). Read with the session: no query of its own.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = requireChatBuyer((await getRequestContext(request)).user)
	return Response.json({ unread: user.supportUnread }, { headers: { 'Cache-Control': 'no-store' } })
}

/** `POST { seq }`: the buyer has seen their conversation up to `seq` (clears the badge, tells support). */
export async function action({ request }: ActionFunctionArgs) {
	const user = requireChatBuyer((await getRequestContext(request)).user)
	const parsed = ChatReadSchema.safeParse(await readJsonBody(request))
	if (!parsed.success) return Response.json({ error: 'error.http.400' }, { status: 400 })
	const db = getDb()
	const conversation = await getBuyerConversation(db, user.id)
	if (!conversation) return Response.json({ unread: 0 })
	const updated = await markRead(db, { conversationId: conversation.id, side: 'buyer', seq: parsed.data.seq })
	return Response.json({ unread: updated.buyerUnread }, { headers: { 'Cache-Control': 'no-store' } })
}
