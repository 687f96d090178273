import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts'

export type LocaleSource = 'query' | 'cookie' | 'user' | 'header' | 'default'

/** Browsers say `ku` or `ku-IQ` for Kurdish; in Iraq that is Central Kurdish (Sorani). */
const LANGUAGE_ALIASES: Record<string, Locale> = { ku: 'ckb', 'ku-iq': 'ckb', 'ckb-iq': 'ckb', 'ar-iq': 'ar' }

const MAX_ACCEPT_LANGUAGE_ENTRIES = 20

/** Parses an Accept-Language header into tags ordered by quality, ignoring junk. */
export function parseAcceptLanguage(header: string | null): string[] {
	if (!header) return []
	return header
		.slice(0, 1000)
		.split(',')
		.slice(0, MAX_ACCEPT_LANGUAGE_ENTRIES)
		.map((part, position) => {
			const [tag = '', ...params] = part.trim().split(';')
			const qParam = params.find((param) => param.trim().startsWith('q='))
			const quality = qParam ? Number(qParam.trim().slice(2)) : 1
			return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, position }
		})
		.filter(({ tag, quality }) => quality > 0 && /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/.test(tag))
		.sort((a, b) => b.quality - a.quality || a.position - b.position)
		.map(({ tag }) => LANGUAGE_ALIASES[tag.toLowerCase()] ?? tag)
}

/** The first requested language the shop speaks, by its base language (`en-GB` → en, `zh-TW` → zh). */
function localeFromHeader(header: string | null): Locale | null {
	for (const tag of parseAcceptLanguage(header)) {
		const base = tag.toLowerCase().split('-')[0]
		if (isLocale(base)) return base
	}
	return null
}

/**
 * The language of a request, in the order of DESIGN.md section 5: `?lang=`, the
 * `lang` cookie, the signed-in user's saved language, `Accept-Language`, else ar.
 * Unknown values at any step are skipped, never an error.
 */
export function negotiateLocale(input: { query: string | null; cookie: string | null; userLanguage: string | null; acceptLanguage: string | null }): {
	locale: Locale
	source: LocaleSource
} {
	if (isLocale(input.query)) return { locale: input.query, source: 'query' }
	if (isLocale(input.cookie)) return { locale: input.cookie, source: 'cookie' }
	if (isLocale(input.userLanguage)) return { locale: input.userLanguage, source: 'user' }
	const fromHeader = localeFromHeader(input.acceptLanguage)
	if (fromHeader) return { locale: fromHeader, source: 'header' }
	return { locale: DEFAULT_LOCALE, source: 'default' }
}
