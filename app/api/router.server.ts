import { type z } from 'zod'
import { getDb } from '#app/db/client.server.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { getMessages } from '#app/i18n/messages.server.ts'
import { getApiTokenUser } from '#app/modules/auth/api-tokens.server.ts'
import { getRealtime } from '#app/realtime/realtime.server.ts'
import { handleEventsRequest } from '#app/realtime/routes.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '#app/utils/page-cache.server.ts'
import { BodyError, discardRequestBody, filesOf, parseJson, tryUpload } from '#app/utils/request-body.server.ts'
import { bearerOf, createApiContext, localeOf, traceOf, translate } from './context.server.ts'
import { type ApiCall, API_V1, CHAT_API } from './define.server.ts'
import { ApiError, asDomainRefusal, genericMessageId } from './errors.server.ts'
import { apiDocument } from './openapi.server.ts'
import { renderReference } from './reference.server.ts'
import { API_CALLS } from './table.server.ts'

/**
 * The app's API behind one resource route (app/routes/api.ts): finds the call, reads the headers (context),
 * checks the body or query against the call's zod schema, runs the handler, checks the answer against the
 * published schema and wraps it in the envelope. Whatever goes wrong is an envelope with the HTTP status of
 * spec section 8 and a localized message naming the problem: never an HTML page, never a 500 for bad input.
 */

/** The document and its reference page (GET, no envelope), and the SSE stream the app may use with its token. */
export const OPENAPI_PATH = `${API_V1}/openapi.json`
export const REFERENCE_PATH = `${API_V1}/reference`
export const EVENTS_PATH = `${CHAT_API}/events`

/** What a shared answer depends on besides its path and body, for a cache in front. */
export const API_CACHE_VARY = 'language, Accept-Language, Authorization, currency'

/** JSON bodies of the API: the largest call (a 50-line order) is a few kilobytes. */
export const MAX_API_BODY_BYTES = 64 * 1024

const CALLS = new Map<string, ApiCall>(API_CALLS.map((call) => [call.path, call]))

type Options = { clientIp: string | null }

export async function handleApiRequest(request: Request, { clientIp }: Options): Promise<Response> {
	const started = performance.now()
	const trace = traceOf(request)
	const url = new URL(request.url)
	const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
	const method = request.method.toUpperCase()
	let locale: Locale = localeOf(request, null)
	let userId: string | null = null
	let status = 200
	const echo: Record<string, string> = { 'X-Trace-Id': trace.traceId, ...(trace.dTraceId ? { 'd-trace-id': trace.dTraceId } : {}) }
	try {
		if (path === OPENAPI_PATH && (method === 'GET' || method === 'HEAD')) {
			return Response.json(apiDocument(), { headers: { ...echo, 'Cache-Control': 'public, max-age=300' } })
		}
		if (path === REFERENCE_PATH && (method === 'GET' || method === 'HEAD')) {
			return new Response(renderReference(apiDocument()), {
				headers: { ...echo, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
			})
		}
		if (path === EVENTS_PATH && method === 'GET') return await eventStream(request)

		const call = CALLS.get(path)
		if (!call) throw new ApiError(404, 'api.error.unknownCall', { path: path.slice(0, 200) })
		if (method !== call.method && !(method === 'HEAD' && call.method === 'GET')) {
			throw new ApiError(405, 'api.error.method', { method: call.method })
		}
		const context = await createApiContext(request, { clientIp, trace })
		locale = context.locale
		userId = context.user?.id ?? null
		if (call.auth === 'required') context.requireUser()
		let files: File[] = []
		let raw: unknown
		if (call.method === 'GET') raw = Object.fromEntries(url.searchParams)
		else if (call.upload) ({ fields: raw, files } = await readUploadBody(request, call.upload))
		else raw = await readBody(request)
		const input = call.request.safeParse(raw)
		if (!input.success) throw invalidFields(input.error, locale)
		const data = await call.handler(input.data, context, files)
		// What is sent is exactly what the document publishes (extra fields dropped, a wrong one is our bug).
		const checked = call.response.safeParse(data)
		if (!checked.success) {
			logger.error({ traceId: trace.traceId, path, issues: checked.error.issues.slice(0, 5) }, 'api answer does not match its schema')
			throw new ApiError(500, genericMessageId(500))
		}
		// A catalogue read asked without a token is every visitor's: the shared cache may keep it (api-middleware.server.ts).
		const shared = call.cache === 'public' && context.token === null
		return envelopeResponse(200, { code: 200, success: true, message: 'success', data: checked.data }, echo, locale, shared)
	} catch (thrown) {
		const error = thrown instanceof ApiError ? thrown : asDomainRefusal(thrown)
		if (!error) {
			logger.error({ err: thrown, traceId: trace.traceId, path }, 'api call failed')
			status = 500
			return refusal(new ApiError(500, genericMessageId(500)), locale, echo)
		}
		status = error.status
		// The body may still be arriving (a refusal before it was read): read and drop it, so the app sees the answer.
		if (!request.bodyUsed) await discardRequestBody(request)
		return refusal(error, locale, echo)
	} finally {
		logger.info(
			{
				traceId: trace.traceId,
				dTraceId: trace.dTraceId,
				method,
				path: path.slice(0, 200),
				status,
				userId,
				ms: Math.round(performance.now() - started),
			},
			'api',
		)
	}
}

/** A POST's JSON body; no body at all reads as `{}` (calls without parameters). */
async function readBody(request: Request): Promise<unknown> {
	const length = request.headers.get('Content-Length')
	if (!request.body || length === '0') {
		if (!request.headers.get('Content-Type') || length === '0') return {}
	}
	try {
		return await parseJson(request, { maxBytes: MAX_API_BODY_BYTES })
	} catch (error) {
		if (!(error instanceof BodyError)) throw error
		if (error.status === 415) throw new ApiError(415, 'api.error.contentType')
		if (error.status === 413) throw new ApiError(413, 'error.http.413')
		throw new ApiError(400, 'api.error.malformedJson')
	}
}

/** A multipart body by the shop's one upload helper: its text fields (checked by the call's schema) and the files of `field`. */
async function readUploadBody(request: Request, upload: NonNullable<ApiCall['upload']>): Promise<{ fields: Record<string, string>; files: File[] }> {
	const read = await tryUpload(request, upload)
	if (!read.ok) {
		const { status, messageId } = read.refusal
		throw new ApiError(status, status === 415 ? 'api.error.multipart' : messageId)
	}
	const fields: Record<string, string> = {}
	for (const [name, value] of read.form.entries()) if (typeof value === 'string' && name !== upload.field) fields[name] = value
	return { fields, files: filesOf(read.form, upload.field) }
}

function issueMessage(issue: z.core.$ZodIssue, locale: Locale): string {
	// Domain schemas speak in message ids (auth.account.invalidPhone): those are the shop's own words.
	if (issue.message in getMessages(locale)) return translate(locale, issue.message)
	if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return translate(locale, 'api.issue.required')
	if (issue.code === 'unrecognized_keys') return translate(locale, 'api.issue.unknown')
	return translate(locale, 'api.issue.invalid')
}

function invalidFields(error: z.ZodError, locale: Locale): ApiError {
	const issues = error.issues.slice(0, 20).flatMap((issue) => {
		const base = issue.path.map(String).join('.')
		const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => (base ? `${base}.${key}` : key)) : [base]
		return keys.map((field) => ({ field, message: issueMessage(issue, locale) }))
	})
	const fields = [...new Set(issues.map((issue) => issue.field || '(body)'))].join(', ')
	return new ApiError(400, 'api.error.invalidFields', { fields }, { issues })
}

function refusal(error: ApiError, locale: Locale, echo: Record<string, string>): Response {
	const message = translate(locale, error.messageId, error.values)
	const data = {
		reason: error.messageId,
		...(error.details?.issues ? { issues: error.details.issues } : {}),
		...(error.values && Object.keys(error.values).length > 0 ? { values: error.values } : {}),
	}
	const headers: Record<string, string> = { ...echo }
	if (error.status === 405 && error.values?.method) headers.Allow = String(error.values.method)
	if (error.status === 401) headers['WWW-Authenticate'] = 'Bearer'
	return envelopeResponse(error.status, { code: error.status, success: false, message, data }, headers, locale)
}

function envelopeResponse(status: number, body: object, headers: Record<string, string>, locale: Locale, shared = false): Response {
	return new Response(JSON.stringify(body), {
		status,
		headers: {
			...headers,
			'Content-Type': 'application/json; charset=utf-8',
			'Content-Language': locale,
			...(shared ? { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL, Vary: API_CACHE_VARY } : { 'Cache-Control': 'no-store' }),
		},
	})
}

/** The built-in SSE stream for the app: the same channels and authorization as the web's, signed in by the bearer token. */
async function eventStream(request: Request): Promise<Response> {
	const db = getDb()
	return handleEventsRequest(request, {
		db,
		realtime: getRealtime(),
		getUser: async (incoming) => {
			const token = bearerOf(incoming)
			const user = token ? await getApiTokenUser(db, token) : null
			return user && user.role === 'buyer' ? { id: user.id, role: user.role } : null
		},
	})
}
