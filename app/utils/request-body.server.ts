import { data } from '@remix-run/node'
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
import { cleanJson, stripControlCharacters } from './input-text.ts'

/**
 * The one way an action reads what was sent (docs/decisions/018-safe-by-default.md). Whatever arrives — JSON
 * where a form is expected, text/plain, no content type, a multipart body cut short, a DELETE without a body —
 * is answered with a 4xx and a message id, never a 500:
 * - 405 for a method that sends no body (GET, HEAD),
 * - 415 for a content type the action does not read,
 * - 413 for a body over the limit (the rest of it is read and dropped, or the connection is closed),
 * - 400 for a body that does not parse.
 * Text values come back with stray control characters removed (app/utils/input-text.ts). A refusal is thrown as
 * a Remix response `{ messageId }`, so a page shows it through its error boundary and a fetch reads it as JSON.
 */
export type BodyStatus = 400 | 405 | 413 | 415

export class BodyError extends Error {
	override name = 'BodyError'
	constructor(
		readonly messageId: string,
		readonly status: BodyStatus,
		/** False when the client is still sending and the answer must close the connection. */
		readonly drained = true,
	) {
		super(messageId)
	}
}

/** A plain form: 1 MB is far more than any form of the shop sends. */
export const MAX_FORM_BYTES = 1024 * 1024
/** A JSON body (chat messages, device sync, traces). */
export const MAX_JSON_BYTES = 256 * 1024
/** What is read and dropped after a refusal before hanging up instead (a phone's full-size photo is well under it). */
const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const

function mediaType(request: Request): string {
	return (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
}

function refuseMethod(request: Request) {
	const method = request.method.toUpperCase()
	if (method === 'GET' || method === 'HEAD') throw new BodyError('error.http.405', 405)
}

/** The body's bytes, up to `limit`; over it, BodyError 413 (what is left is read and dropped). */
async function readBytes(request: Request, limit: number): Promise<Uint8Array> {
	const declared = Number(request.headers.get('Content-Length') ?? NaN)
	if (Number.isFinite(declared) && declared > limit) throw new BodyError('error.http.413', 413, await discardRequestBody(request))
	if (!request.body) return new Uint8Array()
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	try {
		for (;;) {
			const chunk = await reader.read()
			if (chunk.done) break
			size += chunk.value.byteLength
			if (size > limit) {
				reader.releaseLock()
				throw new BodyError('error.http.413', 413, await discardRequestBody(request))
			}
			chunks.push(chunk.value)
		}
	} catch (error) {
		if (error instanceof BodyError) throw error
		// The client went away or sent something the stream could not read.
		throw new BodyError('error.http.400', 400)
	}
	const bytes = new Uint8Array(size)
	let offset = 0
	for (const chunk of chunks) {
		bytes.set(chunk, offset)
		offset += chunk.byteLength
	}
	return bytes
}

/** A copy of `form` with every text value cleaned of stray control characters (files as they are). */
function cleanForm(form: FormData): FormData {
	const cleaned = new FormData()
	for (const [name, value] of form.entries()) {
		cleaned.append(stripControlCharacters(name), typeof value === 'string' ? stripControlCharacters(value) : value)
	}
	return cleaned
}

async function asRemixRefusal<T>(read: () => Promise<T>): Promise<T> {
	try {
		return await read()
	} catch (error) {
		if (!(error instanceof BodyError)) throw error
		const headers: HeadersInit = { 'Cache-Control': 'no-store' }
		if (error.status === 405) Object.assign(headers, { Allow: 'POST' })
		if (!error.drained) Object.assign(headers, { Connection: 'close' })
		throw data({ messageId: error.messageId, error: error.messageId }, { status: error.status, headers })
	}
}

/** A form without files (URL-encoded, or multipart from `fetcher.submit(formData)`), at most MAX_FORM_BYTES. */
export function readForm(request: Request): Promise<FormData> {
	return asRemixRefusal(() => parseForm(request))
}

/** readForm, throwing BodyError instead of a Remix response (for callers that answer refusals themselves). */
export async function parseForm(request: Request): Promise<FormData> {
	refuseMethod(request)
	const type = mediaType(request)
	if (!(FORM_TYPES as readonly string[]).includes(type)) throw new BodyError('error.http.415', 415, await discardRequestBody(request))
	const bytes = await readBytes(request, MAX_FORM_BYTES)
	try {
		const copy = new Request('http://localhost/', {
			method: 'POST',
			body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
			headers: { 'Content-Type': request.headers.get('Content-Type')! },
		})
		return cleanForm(await copy.formData())
	} catch {
		throw new BodyError('error.http.400', 400)
	}
}

export type UploadLimits = {
	/** The largest file accepted. */
	maxFileSize: number
	/** How many files at most. */
	maxFiles: number
	/** The message a too-large file is refused with (413); `error.http.413` by default. */
	tooLargeMessageId?: string
	/** The message one file too many is refused with (400); `error.http.400` by default. */
	tooManyMessageId?: string
}

/**
 * A form that may carry files (multipart), streamed: a file over `maxFileSize` stops the upload there instead of
 * filling memory. A URL-encoded form (no files chosen, no JavaScript) is read like readForm. File contents are
 * not checked here: each domain sniffs and re-encodes what it keeps.
 */
export function readUpload(request: Request, limits: UploadLimits): Promise<FormData> {
	return asRemixRefusal(() => parseUpload(request, limits))
}

/** Why an upload was refused, ready to answer: the localized message id, the status, and `Connection: close` when the body could not be drained. */
export type UploadRefusal = { messageId: string; status: BodyError['status']; headers: Record<string, string> | undefined }

export type UploadResult = { ok: true; form: FormData } | { ok: false; refusal: UploadRefusal }

/**
 * The one upload helper (decision 022) for every multipart door, a Remix route or not: streams the body under
 * `limits` and returns the form, or the refusal (413 too large, 415 not a form, 400 malformed or too many files,
 * 405 wrong method) with the body drained when it could be so the connection is kept alive. Never throws a
 * BodyError.
 */
export async function tryUpload(request: Request, limits: UploadLimits): Promise<UploadResult> {
	try {
		return { ok: true, form: await parseUpload(request, limits) }
	} catch (error) {
		if (!(error instanceof BodyError)) throw error
		return { ok: false, refusal: { messageId: error.messageId, status: error.status, headers: error.drained ? undefined : { Connection: 'close' } } }
	}
}

/** readUpload, throwing BodyError instead of a Remix response. */
export async function parseUpload(
	request: Request,
	{ maxFileSize, maxFiles, tooLargeMessageId = 'error.http.413', tooManyMessageId = 'error.http.400' }: UploadLimits,
): Promise<FormData> {
	refuseMethod(request)
	const type = mediaType(request)
	if (type === 'application/x-www-form-urlencoded') return parseForm(request)
	if (type !== 'multipart/form-data') throw new BodyError('error.http.415', 415, await discardRequestBody(request))
	try {
		return cleanForm(await parseFormData(request, { maxFileSize, maxFiles, maxParts: maxFiles + 40 }))
	} catch (error) {
		if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
			throw new BodyError(tooLargeMessageId, 413, await discardRequestBody(request))
		}
		if (error instanceof MaxFilesExceededError) throw new BodyError(tooManyMessageId, 400, await discardRequestBody(request))
		if (
			error instanceof FormDataParseError ||
			error instanceof MultipartParseError ||
			error instanceof MaxHeaderSizeExceededError ||
			error instanceof MaxPartsExceededError ||
			error instanceof TypeError
		) {
			throw new BodyError('error.http.400', 400, await discardRequestBody(request))
		}
		throw error
	}
}

/** A JSON body (`Content-Type: application/json`), at most `maxBytes`, its strings cleaned. */
export function readJson(request: Request, { maxBytes = MAX_JSON_BYTES }: { maxBytes?: number } = {}): Promise<unknown> {
	return asRemixRefusal(() => parseJson(request, { maxBytes }))
}

/** readJson, throwing BodyError instead of a Remix response. */
export async function parseJson(request: Request, { maxBytes = MAX_JSON_BYTES }: { maxBytes?: number } = {}): Promise<unknown> {
	refuseMethod(request)
	if (mediaType(request) !== 'application/json') throw new BodyError('error.http.415', 415, await discardRequestBody(request))
	const bytes = await readBytes(request, maxBytes)
	try {
		return cleanJson(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)))
	} catch {
		throw new BodyError('error.http.400', 400)
	}
}

/** The files of a field that hold something (an unused picker sends an empty part without JavaScript). */
export function filesOf(form: FormData, field: string): File[] {
	return form.getAll(field).filter((value): value is File => value instanceof File && value.size > 0)
}

/**
 * Reads and drops what is left of a request body, so the client sees the answer instead of a reset connection.
 * Past `limit` it stops: true when the body was read to its end, false when the connection should be closed.
 */
export async function discardRequestBody(request: Request, limit = DISCARD_LIMIT_BYTES): Promise<boolean> {
	// `bodyUsed` is already true (a parser read from it); an unlocked stream still reads on.
	if (!request.body || request.body.locked) return !request.body
	const reader = request.body.getReader()
	let read = 0
	try {
		while (read <= limit) {
			const chunk = await reader.read()
			if (chunk.done) return true
			read += chunk.value.byteLength
		}
		await reader.cancel()
		return false
	} catch {
		return false
	} finally {
		reader.releaseLock()
	}
}
