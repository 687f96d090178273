/** Where signing in and registering live (spec section 2); every step of both posts to these pages. */

/** Spec section 2: a global "show login" event opens the login sheet from any page or any 401. */
export const SHOW_LOGIN_EVENT = 'dijla:show-login'

/**
 * What the visitor was doing when the sheet asked them to sign in, finished by the server in the same request
 * that signs them in (issue 17): a tap on "add to cart" puts the line in the cart once they are signed in.
 */
export type AfterSignIn = { addSkuId: string; addQuantity: number }

export type ShowLoginDetail = { mode?: 'code' | 'password'; after?: AfterSignIn }

/** The login page's query (a visitor's "add to cart" without JavaScript) for the same thing. */
export function afterSignInQuery(after: AfterSignIn): Record<string, string> {
	return { addSkuId: after.addSkuId, addQuantity: String(after.addQuantity) }
}

export function openLogin(detail: ShowLoginDetail = {}) {
	window.dispatchEvent(new CustomEvent<ShowLoginDetail>(SHOW_LOGIN_EVENT, { detail }))
}
