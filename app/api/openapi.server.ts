import { z } from 'zod'
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi'
import { type ApiCall } from './define.server.ts'
import { ErrorEnvelope, successEnvelope } from './errors.server.ts'
import { API_CALLS } from './table.server.ts'

/**
 * The published contract (issue 20 item 5): an OpenAPI 3.1 document generated from the call table's zod
 * schemas by zod-openapi, served at /usb/uwb-app/api/v1/openapi.json and read by the reference page.
 */

export const API_VERSION = '1.0.0'

/** Spec section 7's headers, as the app sends them. */
const CommonHeaders = z.object({
	language: z.string().optional().meta({ description: 'ar (default), ckb, en or zh: the language of content and messages.', example: 'en' }),
	currency: z.literal('IQD').optional().meta({ description: 'Only IQD; any other value is refused with 406.' }),
	'X-Trace-Id': z.string().optional().meta({ description: 'Logged with the request and echoed in the answer (one is made when absent).' }),
	'd-trace-id': z.string().optional().meta({ description: 'The product trace id; logged and echoed.' }),
	platform: z.string().optional().meta({ description: 'The app platform (16); recorded at sign-in.', example: '16' }),
	channel: z.string().optional().meta({ description: 'The app channel (11); recorded at sign-in.', example: '11' }),
	'user-type': z.string().optional().meta({ description: 'The user type (2).', example: '2' }),
	'utm-source': z.string().optional().meta({ description: 'The campaign source a new account is credited to.' }),
})

const ERROR_DESCRIPTIONS: Record<number, string> = {
	400: 'Bad request: malformed JSON or a missing or wrong field (named in `data.issues`).',
	401: 'No token, or an expired, revoked or unknown one (sign in again).',
	403: 'Forbidden.',
	404: 'No such record (or not this buyer’s).',
	405: 'The call is made with another method.',
	406: 'A currency other than IQD was asked for.',
	409: 'Conflicts with the record’s current state.',
	413: 'The body is larger than accepted.',
	415: 'The body is not JSON.',
	422: 'A rule of the shop refused it (the message says which).',
	429: 'Too many attempts; wait and try again.',
	500: 'Something went wrong on our side.',
	502: 'An outside service (a code sender) failed.',
}

function operation(call: ApiCall): ZodOpenApiOperationObject {
	const errors = new Set<number>([400, 406, 500, ...(call.errors ?? [])])
	if (call.auth !== 'none') errors.add(401)
	if (call.method === 'POST') {
		errors.add(413)
		errors.add(415)
	}
	const responses: Record<string, ZodOpenApiResponseObject> = {
		'200': { description: 'Success', content: { 'application/json': { schema: successEnvelope(call.response) } } },
	}
	for (const status of [...errors].sort()) {
		responses[String(status)] = { description: ERROR_DESCRIPTIONS[status] ?? 'Refused.', content: { 'application/json': { schema: ErrorEnvelope } } }
	}
	const request = call.request as z.ZodObject
	return {
		operationId: call.path.replace(/^\/+/, '').replace(/[^A-Za-z0-9]+/g, '_'),
		summary: call.summary,
		description: `${call.auth === 'required' ? 'Needs a signed-in buyer (bearer token).' : call.auth === 'optional' ? 'Works signed in or not; a token, when sent, must be valid.' : 'No sign-in.'}${call.state === 'no-op' ? ' Answers well-formed and changes nothing.' : ''}`,
		tags: [call.group],
		...(call.auth === 'none' ? { security: [] } : call.auth === 'optional' ? { security: [{}, { bearer: [] }] } : { security: [{ bearer: [] }] }),
		requestParams: { header: CommonHeaders, ...(call.method === 'GET' ? { query: request } : {}) },
		...(call.method === 'POST' && call.upload
			? {
					requestBody: {
						required: true,
						content: {
							'multipart/form-data': {
								schema: request.extend({
									[call.upload.field]: z.string().meta({ description: call.upload.description, contentMediaType: 'application/octet-stream' }),
								}),
							},
						},
					},
				}
			: call.method === 'POST'
				? { requestBody: { required: false, content: { 'application/json': { schema: request } } } }
				: {}),
		responses,
	}
}

let document: ReturnType<typeof createDocument> | undefined

export function apiDocument() {
	if (document) return document
	const paths: ZodOpenApiPathsObject = {}
	for (const call of API_CALLS) {
		paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation(call) }
	}
	document = createDocument({
		openapi: '3.1.0',
		info: {
			title: 'Dijla app API',
			version: API_VERSION,
			description:
				'The calls of the Dijla mobile app (storefront spec section 7). Every answer is `{ code, success, message, data }`; `code` is the HTTP status (200 on success) and `message` is in the `language` header’s language. Sign in with a login call and send its `data.token` as `Authorization: Bearer <token>`.',
		},
		servers: [{ url: '/' }],
		tags: [...new Set(API_CALLS.map((call) => call.group))].map((name) => ({ name })),
		components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token from a login call.' } } },
		security: [{ bearer: [] }],
		paths,
	})
	return document
}
