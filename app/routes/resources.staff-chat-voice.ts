import { type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { getDb } from '#app/db/client.server.ts'
import { uploadChatVoice } from '#app/modules/chat/chat-files.server.ts'
import { ChatError, ChatNotFoundError, conversationBuyerId, sendMessage } from '#app/modules/chat/chat.server.ts'
import { chatErrorResponse, filesOf, parsePictureForm } from '#app/modules/chat/multipart.server.ts'
import { CHAT_VOICE_MAX_BYTES, CLIENT_ID_PATTERN } from '#app/modules/chat/chat-limits.ts'
import { getStorage } from '#app/providers/storage/index.server.ts'
import { getRequestContext, requireStaffContext } from '#app/request-context.server.ts'

const FieldsSchema = z.object({ conversationId: z.string().min(1).max(64), clientId: z.string().regex(CLIENT_ID_PATTERN) })

/**
 * `POST` multipart `conversationId`, `clientId`, `durationMs`, `voice`: an agent's voice reply, checked and
 * stored like a buyer's, then sent into that conversation. Idempotent by clientId.
 */
export async function action({ request }: ActionFunctionArgs) {
	const staff = await requireStaffContext(request)
	const { locale } = (await getRequestContext(request)).requestLocale
	try {
		const form = await parsePictureForm(request, { maxFileSize: CHAT_VOICE_MAX_BYTES, maxFiles: 1, tooLargeMessageId: 'chat.error.voiceTooLarge' })
		const fields = FieldsSchema.safeParse({ conversationId: form.get('conversationId'), clientId: form.get('clientId') })
		if (!fields.success) throw new ChatError('error.http.400', 400)
		const [voice] = filesOf(form, 'voice')
		if (!voice) throw new ChatError('chat.error.voiceRequired', 400)
		const db = getDb()
		const { conversationId, clientId } = fields.data
		if (!(await conversationBuyerId(db, conversationId))) throw new ChatNotFoundError()
		const file = await uploadChatVoice(db, getStorage(), {
			userId: staff.id,
			conversationId,
			clientId,
			bytes: new Uint8Array(await voice.arrayBuffer()),
			durationMs: Number(form.get('durationMs') ?? 0),
		})
		const { message } = await sendMessage(db, {
			userId: staff.id,
			side: 'staff',
			conversationId,
			clientId,
			kind: 'voice',
			attachments: [{ key: file.key }],
			locale,
		})
		return Response.json({ message }, { headers: { 'Cache-Control': 'no-store' } })
	} catch (error) {
		if (error instanceof ChatError) return chatErrorResponse(error)
		throw error
	}
}
