import { randomUUID } from 'node:crypto'
import { type AppLoadContext } from '@remix-run/node'
import { serializeLanguageCookie } from '#app/i18n/language-cookie.server.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { type LocaleSource } from '#app/i18n/negotiate.server.ts'
import { type NegotiatedLocale, requestLocale } from '#app/i18n/request-locale.server.ts'
import { getRequestUser, signInRedirect } from '#app/modules/auth/auth.server.ts'
import { type SessionUser } from '#app/modules/auth/session.server.ts'

/**
 * What every loader and action knows about its request, worked out once per request (decision 022): who is
 * signed in, the language and where it came from, and the request's id. Routes read it here; the domains
 * below get the values they need as arguments (they never import this module).
 */
export type RequestContext = {
	/** The client's `X-Request-Id` when it is a plain token, else a new UUID: one id to find a request by in the logs. */
	requestId: string
	/** The signed-in buyer (the session cookie), or null. */
	user: SessionUser | null
	/** The page's language: `?lang=`, the `lang` cookie, the buyer's saved language, `Accept-Language`, else ar. */
	locale: Locale
	localeSource: LocaleSource
	/**
	 * The language the request itself asks for, the buyer's saved language left out: the pages that are not the
	 * buyer's (the staff console, signing in and registering, a visitor's order) speak it.
	 */
	requestLocale: NegotiatedLocale
	/** The `lang` cookie to set when `?lang=` chose the language (the root loader sends it), else null. */
	languageCookie: string | null
}

export type SignedInRequestContext = RequestContext & { user: SessionUser }

const REQUEST_ID = /^[\w.:-]{1,128}$/

const contexts = new WeakMap<Request, Promise<RequestContext>>()

/**
 * The context of this Request, computed on first use and then shared: the root's loader and the page's read it
 * once between them (Remix gives every loader of a request the same Request). An action has a Request of its
 * own, so loaders after it see what it changed.
 */
export function getRequestContext(request: Request): Promise<RequestContext> {
	let context = contexts.get(request)
	if (!context) {
		context = computeRequestContext(request)
		contexts.set(request, context)
	}
	return context
}

/** The context of a page for signed-in buyers: a visitor is sent to sign in and brought back (requireUser). */
export async function requireUserContext(request: Request): Promise<SignedInRequestContext> {
	const context = await getRequestContext(request)
	if (!context.user) throw signInRedirect(request)
	return context as SignedInRequestContext
}

async function computeRequestContext(request: Request): Promise<RequestContext> {
	const sentId = request.headers.get('X-Request-Id')
	const user = await getRequestUser(request)
	const [negotiated, withoutUser] = await Promise.all([requestLocale(request, user?.language ?? null), requestLocale(request, null)])
	return {
		requestId: sentId && REQUEST_ID.test(sentId) ? sentId : randomUUID(),
		user,
		locale: negotiated.locale,
		localeSource: negotiated.source,
		requestLocale: withoutUser,
		// A valid `?lang=` also sets the cookie, so a shared link in English keeps the recipient in English.
		languageCookie: negotiated.source === 'query' ? await serializeLanguageCookie(request, negotiated.locale) : null,
	}
}

/**
 * What the server entry needs of a rendered page: the language its messages are in, whether it is a buyer's, and
 * whose the service worker may keep it as (decision 025).
 */
export type DocumentContext = { locale: Locale; signedIn: boolean; cacheScope: string }

const documents = new WeakMap<object, DocumentContext>()

/**
 * The root loader says what the page is rendered with, on the request's load context (server.js makes one per
 * request); the server entry reads it back with documentContextOf, never from Remix's internals.
 */
export function setDocumentContext(loadContext: AppLoadContext | undefined, context: RequestContext, cacheScope: string) {
	if (loadContext && typeof loadContext === 'object')
		documents.set(loadContext, { locale: context.locale, signedIn: context.user != null, cacheScope })
}

/** What the root loader set for this request, or null when it did not finish (the page is then an error in ar). */
export function documentContextOf(loadContext: AppLoadContext | undefined): DocumentContext | null {
	return (loadContext && documents.get(loadContext)) ?? null
}
