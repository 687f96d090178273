import { randomUUID } from 'node:crypto'
import { type AppLoadContext, data, redirect } from '@remix-run/node'
import { type Db, getDb } from '#app/db/client.server.ts'
import { serializeLanguageCookie } from '#app/i18n/language-cookie.server.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { type LocaleSource } from '#app/i18n/negotiate.server.ts'
import { type NegotiatedLocale, requestLocale } from '#app/i18n/request-locale.server.ts'
import { getRequestUser, signInRedirect } from '#app/modules/auth/auth.server.ts'
import { type SessionUser } from '#app/modules/auth/session.server.ts'
import { type RealtimeUser } from '#app/realtime/channel-kinds.server.ts'
import { staffCookie } from '#app/modules/auth/staff-cookie.server.ts'
import {
	endStaffSession,
	readStaffSession,
	staffAccess,
	staffSignInPath,
	startStaffSession,
	type StaffUser,
} from '#app/modules/staff/staff-auth.server.ts'

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

/*
 * The staff console (decision 022 as for the shop): the console's session is a cookie of its own, read here and
 * nowhere else; the console's domain gets the token, and the shop's user only when it decides something.
 */

type Clock = { db?: Db; now?: Date }

/** The member of staff signed in to the console on this request, or null. */
export async function getOptionalStaffContext(request: Request, { db = getDb(), now = new Date() }: Clock = {}): Promise<StaffUser | null> {
	const state = await readStaffSession(db, await staffCookie.read(request), now)
	return state.kind === 'staff' ? state.staff : null
}

/**
 * For every console loader and action. Not signed in to the console: to /staff/login, and back here after (a
 * cookie of an ended session cleared). A buyer (signed in to the shop, or holding a session of an account that
 * is no longer staff): 403.
 */
export async function requireStaffContext(request: Request, { db = getDb(), now = new Date() }: Clock = {}): Promise<StaffUser> {
	const state = await readStaffSession(db, await staffCookie.read(request), now)
	// The shop's session is read only when there is no console session (the buyer's 403 before a sign-in redirect).
	const access = staffAccess(state, state.kind === 'none' ? (await getRequestContext(request)).user : null)
	if (access.kind === 'staff') return access.staff
	if (access.kind === 'forbidden') throw data({ messageId: 'staff.forbidden' }, { status: 403 })
	const headers = new Headers()
	if (staffCookie.isSent(request)) headers.append('Set-Cookie', await staffCookie.clear(request))
	throw redirect(staffSignInPath(new URL(request.url), request.method), { headers })
}

/**
 * Who the real-time routes (and the chat's files and typing) serve: the shop's signed-in user, else the console's
 * member of staff (the console's cookie, read only when nobody is signed in to the shop), so the inbox can listen
 * on the staff channel.
 */
export async function getRealtimeUserContext(request: Request): Promise<RealtimeUser | null> {
	const { user } = await getRequestContext(request)
	if (user) return user
	const staff = await getOptionalStaffContext(request)
	return staff ? { id: staff.id, role: 'staff' } : null
}

/** Signs a member of staff in on this browser, ending the console session it held. Returns the Set-Cookie header. */
export async function startStaffSessionFor(request: Request, db: Db, { userId, ip }: { userId: string; ip: string | null }): Promise<string> {
	const token = await startStaffSession(db, {
		userId,
		ip,
		userAgent: request.headers.get('User-Agent'),
		previousToken: await staffCookie.read(request),
	})
	return staffCookie.write(request, token)
}

/** Signs this browser out of the console: the session row goes, and the returned Set-Cookie header clears the cookie. */
export async function endStaffSessionFor(request: Request, db: Db): Promise<string> {
	await endStaffSession(db, await staffCookie.read(request))
	return staffCookie.clear(request)
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
