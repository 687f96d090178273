import { type ActionFunctionArgs } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { uploadChatImage, uploadChatVoice } from '#app/modules/chat/chat-files.server.ts'
import { ChatError, getOrCreateConversation } from '#app/modules/chat/chat.server.ts'
import { chatErrorResponse, filesOf, parsePictureForm } from '#app/modules/chat/multipart.server.ts'
import { requireChatBuyer } from '#app/modules/chat/requests.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { CHAT_IMAGE_MAX_BYTES } from '#app/modules/chat/chat-limits.ts'
import { getStorage } from '#app/providers/storage/index.server.ts'

/**
 * `POST` multipart `clientId` + `image` (a picture, checked by content and re-encoded) or `voice` +
 * `durationMs` (a recording, checked by content and stored as recorded): a file for the buyer's next message.
 * Idempotent by clientId (the outbox retries after a dropped connection).
 */
export async function action({ request }: ActionFunctionArgs) {
	const user = requireChatBuyer((await getRequestContext(request)).user)
	try {
		// The larger of the two limits streams; each kind's own limit is checked on the bytes (413 either way).
		const formData = await parsePictureForm(request, {
			maxFileSize: CHAT_IMAGE_MAX_BYTES,
			maxFiles: 1,
			tooLargeMessageId: 'chat.error.imageTooLarge',
		})
		const [image] = filesOf(formData, 'image')
		const [voice] = filesOf(formData, 'voice')
		if (!image && !voice) throw new ChatError(formData.has('voice') ? 'chat.error.voiceRequired' : 'chat.error.imageRequired', 400)
		const db = getDb()
		const conversation = await getOrCreateConversation(db, user.id)
		const clientId = String(formData.get('clientId') ?? '')
		const file = voice
			? await uploadChatVoice(db, getStorage(), {
					userId: user.id,
					conversationId: conversation.id,
					clientId,
					bytes: new Uint8Array(await voice.arrayBuffer()),
					durationMs: Number(formData.get('durationMs') ?? 0),
				})
			: await uploadChatImage(db, getStorage(), {
					userId: user.id,
					conversationId: conversation.id,
					clientId,
					bytes: new Uint8Array(await image!.arrayBuffer()),
				})
		return Response.json(file, { headers: { 'Cache-Control': 'no-store' } })
	} catch (error) {
		if (error instanceof ChatError) return chatErrorResponse(error)
		throw error
	}
}
