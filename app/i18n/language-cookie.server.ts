import { createCookie } from '@remix-run/node'
import { cookieSecure } from '#app/utils/cookie-policy.server.ts'
import { isLocale, type Locale } from './locales.ts'

/** Spec section 9: cookies live 36,500 days. */
const COOKIE_LIFETIME_SECONDS = 36_500 * 24 * 60 * 60

export const languageCookie = createCookie('lang', {
	path: '/',
	sameSite: 'lax',
	httpOnly: true,
	maxAge: COOKIE_LIFETIME_SECONDS,
})

export async function readLanguageCookie(request: Request): Promise<Locale | null> {
	try {
		const value: unknown = await languageCookie.parse(request.headers.get('Cookie'))
		return isLocale(value) ? value : null
	} catch {
		return null
	}
}

/** Secure in production, else whenever the request came over https, so plain http on a LAN still works in development. */
export function serializeLanguageCookie(request: Request, locale: Locale): Promise<string> {
	return languageCookie.serialize(locale, { secure: cookieSecure(request) })
}
