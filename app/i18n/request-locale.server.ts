import { readLanguageCookie } from './language-cookie.server.ts'
import { directionOf, INTL_LOCALES, type Locale } from './locales.ts'
import { getTitleTexts } from './messages.server.ts'
import { type LocaleSource, negotiateLocale } from './negotiate.server.ts'

export type NegotiatedLocale = { locale: Locale; source: LocaleSource }

/**
 * The language a request asks for (negotiateLocale's order: `?lang=`, the `lang` cookie, the user's saved
 * language when one is given, `Accept-Language`, else ar). Loaders and actions read it from the request
 * context (app/request-context.server.ts); the visitor page cache keys pages by it.
 */
export async function requestLocale(request: Request, userLanguage: string | null): Promise<NegotiatedLocale> {
	return negotiateLocale({
		query: new URL(request.url).searchParams.get('lang'),
		cookie: await readLanguageCookie(request),
		userLanguage,
		acceptLanguage: request.headers.get('Accept-Language'),
	})
}

/** What the root loader says about the language; the messages themselves travel apart (messages-context.tsx). */
export function localeBundle(locale: Locale) {
	return { locale, dir: directionOf(locale), intlLocale: INTL_LOCALES[locale], titles: getTitleTexts(locale) }
}
