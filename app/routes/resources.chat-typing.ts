import { type ActionFunctionArgs } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { getBuyerConversation, publishTyping } from '#app/modules/chat/chat.server.ts'
import { requireChatBuyer } from '#app/modules/chat/requests.server.ts'

/** `POST`: the buyer is typing (an ephemeral signal to support; nothing is stored). */
export async function action({ request }: ActionFunctionArgs) {
	const user = await requireChatBuyer(request)
	const db = getDb()
	const conversation = await getBuyerConversation(db, user.id)
	if (conversation) await publishTyping(db, { user, conversationId: conversation.id })
	return new Response(null, { status: 204 })
}
