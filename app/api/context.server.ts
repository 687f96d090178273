import { randomUUID } from 'node:crypto'
import { getDb, type Db } from '#app/db/client.server.ts'
import { getIntl } from '#app/i18n/intl.ts'
import { isLocale, type Locale } from '#app/i18n/locales.ts'
import { getMessages } from '#app/i18n/messages.server.ts'
import { negotiateLocale, parseAcceptLanguage } from '#app/i18n/negotiate.server.ts'
import { getApiTokenUser } from '#app/modules/auth/api-tokens.server.ts'
import { type SessionUser } from '#app/modules/auth/session.server.ts'
import { ApiError } from './errors.server.ts'

/**
 * Everything a call knows about its request, read once (spec section 7's headers): the bearer token's user, the
 * language (`language` header, then the buyer's saved language, `Accept-Language`, else Arabic: the web's
 * negotiation with the header in the place of `?lang=`), the currency (IQD only), the trace ids (logged and
 * echoed), and the app's facts (`platform`, `channel`, `user-type`, `utm-source`). Kept in one place so it can
 * fold into the shop's per-request context.
 */
export type ApiContext = {
	request: Request
	db: Db
	ip: string | null
	locale: Locale
	trace: { traceId: string; dTraceId: string | null }
	client: { platform: string | null; channel: string | null; userType: string | null; utmSource: string | null; userAgent: string | null }
	/** The raw bearer token, when one was sent (sign-out revokes it). */
	token: string | null
	/** The signed-in buyer, or null. */
	user: SessionUser | null
	/** The signed-in buyer, or a 401 envelope. */
	requireUser: () => SessionUser
	/** A message in the request's language. */
	t: (id: string, values?: Record<string, string | number>) => string
}

/** Header values the app sends are short; anything longer is cut (they are only recorded). */
const MAX_HEADER_VALUE = 100
const TRACE_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** Whatever can read a request's headers by name: a web Request, or an express request's (api-middleware.server.ts). */
export type HeaderSource = { headers: Pick<Headers, 'get'> }

function headerValue(request: HeaderSource, name: string, max = MAX_HEADER_VALUE): string | null {
	const value = request.headers.get(name)?.trim()
	return value ? value.slice(0, max) : null
}

/** `language: en`, `en-US`, `zh_CN`, `ku`: the shop's language it names, else null. */
export function languageOf(header: string | null): Locale | null {
	for (const tag of parseAcceptLanguage(header?.replace(/_/g, '-') ?? null)) {
		const base = tag.toLowerCase().split('-')[0]
		if (isLocale(tag)) return tag
		if (isLocale(base)) return base
	}
	return null
}

export function localeOf(request: HeaderSource, userLanguage: string | null): Locale {
	return negotiateLocale({
		query: languageOf(headerValue(request, 'language')),
		cookie: null,
		userLanguage,
		acceptLanguage: request.headers.get('Accept-Language'),
	}).locale
}

/** `Authorization: Bearer <token>`; undefined without the header, null for a malformed one. */
export function bearerOf(request: Request): string | null | undefined {
	const header = request.headers.get('Authorization')
	if (header === null || header.trim() === '') return undefined
	const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim())
	return match?.[1] ?? null
}

/**
 * The language a shared link names (product-share.ts): the buyer's, when they chose it (the `language` header, the
 * app's language setting, or the language saved in their account); else none, so the recipient's browser decides.
 */
export function sharedLanguage(context: Pick<ApiContext, 'request' | 'user' | 'locale'>): Locale | null {
	return languageOf(headerValue(context.request, 'language')) !== null || Boolean(context.user?.language) ? context.locale : null
}

export function traceOf(request: HeaderSource) {
	const given = headerValue(request, 'X-Trace-Id', 128)
	return {
		traceId: given && TRACE_ID.test(given) ? given : randomUUID(),
		dTraceId: (() => {
			const value = headerValue(request, 'd-trace-id', 128)
			return value && TRACE_ID.test(value) ? value : null
		})(),
	}
}

export function translate(locale: Locale, id: string, values?: Record<string, string | number>): string {
	return getIntl(locale, getMessages(locale)).formatMessage({ id }, values)
}

/**
 * Builds the context. A `currency` other than IQD is refused (406) before anything else is read; a token that
 * was sent but is malformed, unknown, expired or revoked is a 401 even on calls that do not need one, so the
 * app signs the buyer out at once (spec section 4) instead of showing a visitor's page as theirs.
 */
export async function createApiContext(
	request: Request,
	{ clientIp, trace }: { clientIp: string | null; trace: ApiContext['trace'] },
): Promise<ApiContext> {
	const db = getDb()
	const early = localeOf(request, null)
	const currency = headerValue(request, 'currency')
	if (currency !== null && currency.toUpperCase() !== 'IQD') throw new ApiError(406, 'api.error.currency')

	const token = bearerOf(request)
	let user: SessionUser | null = null
	if (token !== undefined) {
		user = token ? await getApiTokenUser(db, token) : null
		if (!user || user.role !== 'buyer') throw new ApiError(401, 'api.error.tokenInvalid')
	}
	const locale = user ? localeOf(request, user.language) : early
	const t = (id: string, values?: Record<string, string | number>) => translate(locale, id, values)
	return {
		request,
		db,
		ip: clientIp,
		locale,
		trace,
		client: {
			platform: headerValue(request, 'platform', 20),
			channel: headerValue(request, 'channel', 20),
			userType: headerValue(request, 'user-type', 20),
			utmSource: headerValue(request, 'utm-source'),
			userAgent: headerValue(request, 'User-Agent', 300),
		},
		token: token ?? null,
		user,
		requireUser: () => {
			if (!user) throw new ApiError(401, 'api.error.signInRequired')
			return user
		},
		t,
	}
}
