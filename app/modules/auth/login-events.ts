/** Where signing in and registering live (spec section 2); every step of both posts to these pages. */

/** Spec section 2: a global "show login" event opens the login sheet from any page or any 401. */
export const SHOW_LOGIN_EVENT = 'dijla:show-login'

/**
 * What the visitor was doing when the sheet asked them to sign in, finished by the server in the same request
 * that signs them in (issue 17): a tap on "add to cart" puts the line in the cart once they are signed in.
 */
export type AfterSignIn = { addSkuId: string; addQuantity: number }

export type ShowLoginDetail = {
	mode?: 'code' | 'password'
	after?: AfterSignIn
	/** Why the sheet opens: the buyer's session ended while they were filling in a form (the sheet says so). */
	reason?: 'session-ended'
	/** Run once the buyer has signed in through this sheet (and the page has its new data): resubmits the form. */
	onSignedIn?: () => void
}

/**
 * What an action answers a script (a fetcher, or a Remix form with JavaScript) posting for a buyer whose session
 * has ended (`signInToContinue` in auth.server.ts): HTTP 401 with this marker. The page keeps what was typed, opens
 * the login sheet, and posts the same form again after signing in (`use-sign-in-to-continue.ts`). A plain form
 * post (no JavaScript) is redirected to the login page instead, and comes back to the form afterwards.
 */
export type SignInToContinue = { signInToContinue: true }

export function isSignInToContinue(answer: unknown): answer is SignInToContinue {
	return typeof answer === 'object' && answer !== null && (answer as Partial<SignInToContinue>).signInToContinue === true
}

/** The login page's query (a visitor's "add to cart" without JavaScript) for the same thing. */
export function afterSignInQuery(after: AfterSignIn): Record<string, string> {
	return { addSkuId: after.addSkuId, addQuantity: String(after.addQuantity) }
}

export function openLogin(detail: ShowLoginDetail = {}) {
	window.dispatchEvent(new CustomEvent<ShowLoginDetail>(SHOW_LOGIN_EVENT, { detail }))
}
