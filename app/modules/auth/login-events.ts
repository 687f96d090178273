/** Where signing in and registering live (spec section 2); every step of both posts to these pages. */

/** Spec section 2: a global "show login" event opens the login sheet from any page or any 401. */
export const SHOW_LOGIN_EVENT = 'dijla:show-login'

export type ShowLoginDetail = { mode?: 'code' | 'password' }

export function openLogin(detail: ShowLoginDetail = {}) {
	window.dispatchEvent(new CustomEvent<ShowLoginDetail>(SHOW_LOGIN_EVENT, { detail }))
}
