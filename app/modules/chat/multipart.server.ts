import {
	FormDataParseError,
	MaxFilesExceededError,
	MaxFileSizeExceededError,
	MaxHeaderSizeExceededError,
	MaxPartsExceededError,
	MaxTotalSizeExceededError,
	MultipartParseError,
	parseFormData,
} from '@remix-run/form-data-parser'
import { discardRequestBody } from '#app/modules/accounts/avatar.server.ts'
import { ChatError } from './chat.server.ts'

/**
 * A form with pictures (the chat composer, the inquiry form), streamed: a file over `maxFileSize` stops the
 * upload there instead of filling memory. Throws ChatError (413 too large, 400 malformed).
 */
export async function parsePictureForm(
	request: Request,
	{ maxFileSize, maxFiles, tooLargeMessageId }: { maxFileSize: number; maxFiles: number; tooLargeMessageId: string },
): Promise<FormData> {
	try {
		return await parseFormData(request, { maxFileSize, maxFiles, maxParts: maxFiles + 40 })
	} catch (error) {
		if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
			// The browser is still sending: read the rest, or hang up after answering if there is far too much.
			const drained = await discardRequestBody(request)
			throw new RequestTooLargeError(tooLargeMessageId, drained)
		}
		if (
			error instanceof FormDataParseError ||
			error instanceof MultipartParseError ||
			error instanceof MaxHeaderSizeExceededError ||
			error instanceof MaxPartsExceededError ||
			error instanceof MaxFilesExceededError
		) {
			throw new ChatError('error.http.400', 400)
		}
		throw error
	}
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

/** The files of a field that hold something (an unused picker sends an empty part without JavaScript). */
export function filesOf(formData: FormData, field: string): File[] {
	return formData.getAll(field).filter((value): value is File => value instanceof File && value.size > 0)
}

/** A JSON refusal `{ error }` with the status of a ChatError. */
export function chatErrorResponse(error: ChatError) {
	const headers: HeadersInit = { 'Cache-Control': 'no-store' }
	if (error instanceof RequestTooLargeError && !error.drained) Object.assign(headers, { Connection: 'close' })
	return Response.json({ error: error.messageId }, { status: error.status, headers })
}
