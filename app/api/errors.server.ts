import { z } from 'zod'
import { httpErrorMessageId } from '#app/utils/http-errors.ts'

/**
 * The envelope every answer of the app's API comes in (spec section 7: code, success, message, data) and the
 * refusals (spec section 8). `code` is the HTTP status (200 on success: the app treats only 200 as success);
 * `message` is localized by the `language` header; a refusal's `data` names what was wrong, when it can.
 */
export class ApiError extends Error {
	override name = 'ApiError'
	constructor(
		readonly status: number,
		readonly messageId: string,
		readonly values?: Record<string, string | number>,
		readonly details?: ApiErrorDetails,
	) {
		super(messageId)
	}
}

export const FieldIssue = z
	.object({
		/** The field, as a dotted path (`lines.0.quantity`); empty for the body itself. */
		field: z.string(),
		/** What is wrong with it, in the request's language. */
		message: z.string(),
	})
	.meta({ id: 'FieldIssue' })

export const ErrorDetails = z
	.object({
		/** The message id of the refusal (stable across languages), e.g. `auth.code.wrong`. */
		reason: z.string(),
		issues: z.array(FieldIssue).optional(),
		/** Numbers the message speaks of (remaining attempts, minutes to wait…). */
		values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
	})
	.meta({ id: 'ErrorDetails' })

export type ApiErrorDetails = { issues?: z.infer<typeof FieldIssue>[] }

export const ErrorEnvelope = z
	.object({
		code: z.number().int().min(400).max(599),
		success: z.literal(false),
		message: z.string(),
		data: ErrorDetails,
	})
	.meta({ id: 'ErrorEnvelope', description: 'A refusal: `code` is the HTTP status, `message` says why in the request language.' })

export function successEnvelope<T extends z.ZodType>(data: T) {
	return z.object({ code: z.literal(200), success: z.literal(true), message: z.string(), data })
}

/** Statuses whose generic message is the spec's (400, 401, …); a domain refusal brings its own message id. */
export function genericMessageId(status: number) {
	return httpErrorMessageId(status)
}

/**
 * A refusal from a domain service (CartError, OrderError, AuthError…): every one carries a message id and the
 * HTTP status the pages answer with, so the API answers the same.
 */
export function asDomainRefusal(error: unknown): ApiError | null {
	if (!(error instanceof Error)) return null
	const candidate = error as Error & { messageId?: unknown; status?: unknown; values?: unknown }
	if (typeof candidate.messageId !== 'string' || typeof candidate.status !== 'number') return null
	if (candidate.status < 400 || candidate.status > 599) return null
	const values: Record<string, string | number> = {}
	if (candidate.values && typeof candidate.values === 'object') {
		for (const [key, value] of Object.entries(candidate.values)) {
			if (key !== 'cause' && (typeof value === 'string' || typeof value === 'number')) values[key] = value
		}
	}
	return new ApiError(candidate.status, candidate.messageId, values)
}
