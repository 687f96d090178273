import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { ChatError, getBuyerConversation, listMessages, sendMessage } from '#app/modules/chat/chat.server.ts'
import { chatErrorResponse } from '#app/modules/chat/multipart.server.ts'
import { readJsonBody, requireChatBuyer } from '#app/modules/chat/requests.server.ts'
import { ChatListQuerySchema, ChatSendSchema } from '#app/modules/chat/schema.ts'
import { getRequestContext } from '#app/request-context.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * `GET /resources/chat-messages?after=<seq>` (catch-up after a reconnect) or `?before=<seq>` (older
 * history): the signed-in buyer's own conversation only, oldest first.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = requireChatBuyer((await getRequestContext(request)).user)
	const { locale } = await getRequestContext(request)
	const query = ChatListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	const db = getDb()
	const conversation = await getBuyerConversation(db, user.id)
	if (!conversation) return Response.json({ conversation: null, messages: [], hasMore: false }, { headers: noStore })
	const page = await listMessages(db, { conversationId: conversation.id, ...query, locale })
	return Response.json({ conversation, ...page, otherLastReadSeq: conversation.staffLastReadSeq }, { headers: noStore })
}

/** `POST` `{ clientId, body?, imageKeys?, voiceKey?, productId?, orderId? }`: the outbox's send, idempotent by clientId. */
export async function action({ request }: ActionFunctionArgs) {
	const user = requireChatBuyer((await getRequestContext(request)).user)
	if (request.method !== 'POST') return Response.json({ error: 'error.http.400' }, { status: 405, headers: noStore })
	const { locale } = await getRequestContext(request)
	const parsed = ChatSendSchema.safeParse(await readJsonBody(request))
	if (!parsed.success) {
		// The rule's message id (too long, empty); anything else a hand-made request got wrong is a plain 400.
		const messageId = parsed.error.issues.map((issue) => issue.message).find((message) => message.startsWith('chat.'))
		return Response.json({ error: messageId ?? 'error.http.400' }, { status: 400, headers: noStore })
	}
	const { clientId, body, imageKeys, voiceKey, productId, orderId } = parsed.data
	try {
		const { message } = await sendMessage(getDb(), {
			userId: user.id,
			side: 'buyer',
			clientId,
			kind: productId ? 'product' : orderId ? 'order' : voiceKey ? 'voice' : imageKeys?.length ? 'image' : 'text',
			body: productId || orderId || voiceKey ? '' : body,
			attachments: voiceKey ? [{ key: voiceKey }] : imageKeys?.map((key) => ({ key })),
			payload: productId ? { productId } : orderId ? { orderId } : null,
			locale,
		})
		return Response.json({ message }, { headers: noStore })
	} catch (error) {
		if (error instanceof ChatError) return chatErrorResponse(error)
		throw error
	}
}
