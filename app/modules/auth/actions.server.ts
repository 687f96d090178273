import { type SubmissionResult } from '@conform-to/react'
import { data, redirect } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { flashToastCookie } from '#app/utils/toast.server.ts'
import { safeRedirectPath } from '#app/utils/safe-redirect.ts'
import { AuthError } from './errors.ts'
import { startSession } from './session.server.ts'

/** What signing in says: "signed in", or what else it finished (an "add to cart", cart/after-sign-in.server.ts). */
export type SignedInToast = { messageId: string; tone: 'success' | 'danger' }
export type SignedInResult = {
	status: 'signed-in'
	redirectTo: string
	/**
	 * The message, with the answer itself: the login sheet shows it from here. The same message also goes in the
	 * flash cookie, for the next page the login page loads (and for a form without JavaScript); the sheet's copy
	 * does not depend on which of the page's reloads happens to read that cookie.
	 */
	toast: SignedInToast
}
export type CodeSentResult = { status: 'code-sent'; account: string; channel: 'whatsapp' | 'sms' | 'email'; resendAt: number }
export type AuthActionData = {
	result?: SubmissionResult<string[]>
	/** Numbers the form error speaks of, e.g. `{ remaining: 3 }`. */
	errorValues?: Record<string, string | number>
	sent?: CodeSentResult
	signedIn?: SignedInResult
}

/** An AuthError as the form's error (a message id) with its status; anything else is a real failure. */
export function authFailure(error: unknown, reply: (options: { formErrors: string[] }) => SubmissionResult<string[]>, sent?: CodeSentResult) {
	if (!(error instanceof AuthError)) throw error
	const { cause: _cause, ...values } = error.values
	return data<AuthActionData>({ result: reply({ formErrors: [error.messageId] }), errorValues: values, sent }, { status: error.status })
}

/**
 * Signed in: a new session, then back to the page the buyer was on. A plain
 * form (no JavaScript) is redirected there; the login sheet gets JSON and
 * refreshes the current page itself (spec section 2), since a redirect from a
 * fetcher would not tell it that it succeeded.
 */
export async function completeSignIn(
	request: Request,
	options: {
		userId: string
		ip: string | null
		redirectTo?: string
		respond?: 'json' | 'redirect'
		alsoSetCookies?: string[]
		/** What the toast says: "signed in", or what else signing in finished (cart/after-sign-in.server.ts). */
		toast?: SignedInToast
	},
) {
	const db = getDb()
	const setCookie = await startSession(db, request, { userId: options.userId, ip: options.ip })
	const redirectTo = safeRedirectPath(options.redirectTo, '/pages/account/index')
	const toast: SignedInToast = options.toast ?? { messageId: 'auth.signedIn', tone: 'success' }
	const flash = await flashToastCookie(request, toast)
	const headers = new Headers([setCookie, flash, ...(options.alsoSetCookies ?? [])].map((cookie): [string, string] => ['Set-Cookie', cookie]))
	if (options.respond === 'json') return data<AuthActionData>({ signedIn: { status: 'signed-in', redirectTo, toast } }, { headers })
	return redirect(redirectTo, { headers })
}
