import { tryUpload } from '#app/utils/request-body.server.ts'
import { ChatError } from './chat.server.ts'

export { filesOf } from '#app/utils/request-body.server.ts'

/**
 * A form with pictures or a voice note (the chat composer, the inquiry form, canned replies), read by the shop's
 * one upload reader (app/utils/request-body.server.ts): streamed, so a file over `maxFileSize` stops the upload
 * there instead of filling memory. Throws ChatError (413 too large, 415 not a form, 400 malformed).
 */
export async function parsePictureForm(
	request: Request,
	{ maxFileSize, maxFiles, tooLargeMessageId }: { maxFileSize: number; maxFiles: number; tooLargeMessageId: string },
): Promise<FormData> {
	const upload = await tryUpload(request, { maxFileSize, maxFiles, tooLargeMessageId })
	if (upload.ok) return upload.form
	const { messageId, status, headers } = upload.refusal
	if (status === 413) throw new RequestTooLargeError(messageId, headers === undefined)
	throw new ChatError(messageId, status)
}

/** A body refused part-way; `drained` false means the answer should close the connection. */
export class RequestTooLargeError extends ChatError {
	override name = 'RequestTooLargeError'
	constructor(
		messageId: string,
		readonly drained: boolean,
	) {
		super(messageId, 413)
	}
}

/** A JSON refusal `{ error }` with the status of a ChatError. */
export function chatErrorResponse(error: ChatError) {
	const headers: HeadersInit = { 'Cache-Control': 'no-store' }
	if (error instanceof RequestTooLargeError && !error.drained) Object.assign(headers, { Connection: 'close' })
	return Response.json({ error: error.messageId }, { status: error.status, headers })
}
