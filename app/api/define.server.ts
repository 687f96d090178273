import { z } from 'zod'
import { type UploadLimits } from '#app/utils/request-body.server.ts'
import { type ApiContext } from './context.server.ts'

/**
 * One call of the mobile app's API (spec section 7; docs/decisions/024-mobile-api.md): where it lives, how it
 * is called, what it takes and gives (zod: the router checks both, the OpenAPI document is generated from them),
 * whether it needs a signed-in buyer, and the handler, which calls the same domain services as the pages.
 */
export type CallAuth = 'required' | 'optional' | 'none'

/** implemented: does what the name says; no-op: answers well-formed but changes nothing (native-shell calls). */
export type CallState = 'implemented' | 'no-op'

export type ApiCall<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = {
	method: 'GET' | 'POST'
	/** The full path, e.g. `/usb/uwb-app/api/v1/user/login`. */
	path: string
	/** Spec section 7's group, the document's tag. */
	group: string
	summary: string
	auth: CallAuth
	state: CallState
	request: Req
	response: Res
	/** The localized refusals this call may answer with besides the common ones (documented). */
	errors?: readonly number[]
	/**
	 * A multipart call (`/usb/upload/file`): the body is read by the shop's one upload helper (tryUpload) under
	 * these limits; the text fields are checked by `request`, the files of `field` are handed to the handler.
	 */
	upload?: UploadLimits & { field: string; description: string }
	/**
	 * `public`: asked without a token, the answer is the same for every visitor (a catalogue read), so the shared
	 * cache in front of the server may keep it for a few seconds as it keeps visitors' pages (api-middleware.server.ts).
	 */
	cache?: 'public'
	handler: (input: z.output<Req>, context: ApiContext, files: readonly File[]) => Promise<z.input<Res>>
}

export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(call: ApiCall<Req, Res>): ApiCall {
	return call as unknown as ApiCall
}

export { API_V1, CHAT_API } from './paths.ts'

/** A request with nothing in it (GET calls without parameters, POST calls without a body). */
export const NoInput = z.object({}).meta({ id: 'NoInput' })

/** What a call that only acknowledges answers. */
export const Done = z.object({ done: z.literal(true) }).meta({ id: 'Done' })

/** Dates travel as ISO 8601 strings in UTC. */
export const IsoDate = z.iso.datetime({ offset: true })
export const iso = (date: Date) => date.toISOString()
export const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null)

/** Ids of the shop's records (random UUIDs; some tables use other random text ids). */
export const RecordId = z
	.string()
	.trim()
	.regex(/^[A-Za-z0-9_-]{1,64}$/)

/** 1-based page numbers and page sizes as every list call takes them. */
export const PageInput = {
	page: z.coerce.number().int().min(1).max(10_000).default(1),
	pageSize: z.coerce.number().int().min(1).max(50).default(16),
}
