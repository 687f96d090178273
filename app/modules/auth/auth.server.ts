import { data, redirect } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { createCodeSender } from '#app/providers/otp/index.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { type SignInToContinue } from './login-events.ts'
import { getSessionUser, type SessionUser } from './session.server.ts'
import { href } from '#app/href.ts'

/** One session read per request (per Request object: Remix hands every loader of a request the same one). */
const userOfRequest = new WeakMap<Request, Promise<SessionUser | null>>()

/**
 * The signed-in user of this Request, read once, for the request context (app/request-context.server.ts): routes
 * read the user there and pass it down; no module reads the request for it. An action runs on a Request of its
 * own, and the loaders that run after it get a new one from Remix, so what an action changes (signing in or out)
 * is seen by them.
 */
export function getRequestUser(request: Request): Promise<SessionUser | null> {
	let user = userOfRequest.get(request)
	if (!user) {
		user = getSessionUser(getDb(), request)
		userOfRequest.set(request, user)
	}
	return user
}

/** Where a request came from, to come back to after signing in. */
export function currentPath(request: Request): string {
	const url = new URL(request.url)
	return `${url.pathname}${url.search}`
}

/**
 * Whether a script in the page made this request (`fetch`: a fetcher, or a Remix form with JavaScript) rather than
 * the browser itself (a plain form post or a link), by the browser's own fetch metadata, which a page cannot set.
 * A browser that sends none (Safari before 16.4) counts as a plain post: it gets the redirect it always got.
 */
export function isScriptRequest(request: Request): boolean {
	const mode = request.headers.get('Sec-Fetch-Mode')
	return mode !== null && mode !== 'navigate'
}

/**
 * What an action answers when nobody is signed in (a session that ended while the buyer filled in a form; spec
 * section 4: a 401 opens the login prompt). To the page's script: 401 with the `SignInToContinue` marker (and
 * `body`, for actions whose answers share a shape), so the page keeps what was typed, opens the login sheet and
 * posts the form again after signing in. To a plain form post: the login page, coming back to `redirectTo`
 * (the page the post came from by default) afterwards.
 */
export function signInToContinue<Body extends object = object>(request: Request, options: { body?: Body; redirectTo?: string } = {}) {
	if (isScriptRequest(request)) {
		const answer: Body & SignInToContinue = { ...(options.body as Body), signInToContinue: true }
		return data(answer, { status: 401, headers: { 'Cache-Control': 'no-store' } })
	}
	return redirect(href('/pages/login/index', { redirectTo: options.redirectTo ?? currentPath(request) }))
}

/** The answer to a visitor on a page for signed-in buyers: sign in, then come back here. */
export function signInRedirect(request: Request): Response {
	return redirect(href('/pages/login/index', { redirectTo: currentPath(request) }))
}

/** The secret that keys one-time-code HMACs: the newest session secret. */
export function otpSecret(): string {
	const [newest] = getEnv().SESSION_SECRETS
	if (!newest) throw new Error('no session secret configured')
	return newest
}

type CodeSender = ReturnType<typeof createCodeSender>
let cached: { db: ReturnType<typeof getDb>; sender: CodeSender } | undefined

/**
 * WhatsApp, SMS and e-mail senders as configured, else the dev outbox (DESIGN.md section 7). Made once per
 * app-wide database: a replaced database (tests sharing one process) gets a sender writing to it, not to the
 * closed one.
 */
export function getCodeSender(): CodeSender {
	const db = getDb()
	if (cached?.db !== db) cached = { db, sender: createCodeSender(process.env, db) }
	return cached.sender
}
