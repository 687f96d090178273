import { readLanguageCookie, serializeLanguageCookie } from './language-cookie.server.ts'
import { directionOf, INTL_LOCALES, type Locale } from './locales.ts'
import { getTitleTexts } from './messages.server.ts'
import { negotiateLocale } from './negotiate.server.ts'

/**
 * The language of this request and what the root needs to render it. A valid
 * `?lang=` also sets the `lang` cookie, so a shared link in English keeps the
 * recipient in English as they browse on.
 */
export async function resolveRequestLocale(request: Request, userLanguage: string | null = null) {
	const url = new URL(request.url)
	const { locale, source } = negotiateLocale({
		query: url.searchParams.get('lang'),
		cookie: await readLanguageCookie(request),
		userLanguage,
		acceptLanguage: request.headers.get('Accept-Language'),
	})
	const headers = new Headers()
	if (source === 'query') headers.append('Set-Cookie', await serializeLanguageCookie(request, locale))
	return { locale, headers }
}

/** What the root loader says about the language; the messages themselves travel apart (messages-context.tsx). */
export function localeBundle(locale: Locale) {
	return { locale, dir: directionOf(locale), intlLocale: INTL_LOCALES[locale], titles: getTitleTexts(locale) }
}
