import { type ActionFunctionArgs } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { uploadChatImage } from '#app/modules/chat/chat-files.server.ts'
import { ChatError, getOrCreateConversation } from '#app/modules/chat/chat.server.ts'
import { chatErrorResponse, filesOf, parsePictureForm } from '#app/modules/chat/multipart.server.ts'
import { requireChatBuyer } from '#app/modules/chat/requests.server.ts'
import { CHAT_IMAGE_MAX_BYTES } from '#app/modules/chat/schema.ts'
import { getStorage } from '#app/providers/storage/index.server.ts'

/**
 * `POST` multipart `clientId` + `image`: a picture for the buyer's next message, checked by content and
 * re-encoded. Idempotent by clientId (the outbox retries after a dropped connection).
 */
export async function action({ request }: ActionFunctionArgs) {
	const user = await requireChatBuyer(request)
	try {
		const formData = await parsePictureForm(request, { maxFileSize: CHAT_IMAGE_MAX_BYTES, maxFiles: 1, tooLargeMessageId: 'chat.error.imageTooLarge' })
		const [image] = filesOf(formData, 'image')
		if (!image) throw new ChatError('chat.error.imageRequired', 400)
		const db = getDb()
		const conversation = await getOrCreateConversation(db, user.id)
		const file = await uploadChatImage(db, getStorage(), {
			userId: user.id,
			conversationId: conversation.id,
			clientId: String(formData.get('clientId') ?? ''),
			bytes: new Uint8Array(await image.arrayBuffer()),
		})
		return Response.json(file, { headers: { 'Cache-Control': 'no-store' } })
	} catch (error) {
		if (error instanceof ChatError) return chatErrorResponse(error)
		throw error
	}
}
