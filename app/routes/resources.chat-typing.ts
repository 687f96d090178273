import { type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { getDb } from '#app/db/client.server.ts'
import { ChatError, getBuyerConversation, publishTyping } from '#app/modules/chat/chat.server.ts'
import { chatErrorResponse } from '#app/modules/chat/multipart.server.ts'
import { readJsonBody } from '#app/modules/chat/requests.server.ts'
import { getRealtimeUserContext } from '#app/request-context.server.ts'

const StaffTypingSchema = z.object({ conversationId: z.string().min(1).max(64) })

/**
 * `POST`: someone is typing (an ephemeral signal, nothing is stored). A buyer's goes to support; an agent's
 * (`{ conversationId }`, from the console) to that conversation's buyer. 401 signed out, 404 not theirs.
 */
export async function action({ request }: ActionFunctionArgs) {
	const user = await getRealtimeUserContext(request)
	if (!user) return Response.json({ error: 'error.http.401' }, { status: 401 })
	const db = getDb()
	try {
		if (user.role === 'staff') {
			const parsed = StaffTypingSchema.safeParse(await readJsonBody(request))
			if (!parsed.success) return Response.json({ error: 'error.http.400' }, { status: 400 })
			await publishTyping(db, { user, conversationId: parsed.data.conversationId })
		} else {
			const conversation = await getBuyerConversation(db, user.id)
			if (conversation) await publishTyping(db, { user, conversationId: conversation.id })
		}
	} catch (error) {
		if (error instanceof ChatError) return chatErrorResponse(error)
		throw error
	}
	return new Response(null, { status: 204 })
}
