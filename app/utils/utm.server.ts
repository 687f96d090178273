import { createCookie } from '@remix-run/node'
import { cookieSecure } from './cookie-policy.server.ts'

/** Spec section 9: cookies live 36,500 days. */
const utmCookie = createCookie('utm_source', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 36_500 * 24 * 60 * 60 })
const MAX_LENGTH = 100

function fromQuery(request: Request): string | null {
	const value = new URL(request.url).searchParams.get('utm_source')?.trim()
	return value ? value.slice(0, MAX_LENGTH) : null
}

/** A visit with `?utm_source=` keeps it, so a later sign-up is credited to the link that brought the buyer. */
export async function rememberUtmSource(request: Request): Promise<string | null> {
	const source = fromQuery(request)
	return source ? utmCookie.serialize(source, { secure: cookieSecure(request) }) : null
}

/** UTM source: the query's `utm_source`, else the one kept from an earlier visit (spec section 9). */
export async function utmSourceOf(request: Request): Promise<string | null> {
	const kept: unknown = await utmCookie.parse(request.headers.get('Cookie')).catch(() => null)
	return fromQuery(request) ?? (typeof kept === 'string' ? kept.slice(0, MAX_LENGTH) : null)
}
