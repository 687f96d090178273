/** The four interface languages (DESIGN.md section 5). Arabic is the default. */
export const LOCALES = ['ar', 'ckb', 'en', 'zh'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'ar'

const RTL_LOCALES: ReadonlySet<Locale> = new Set(['ar', 'ckb'])

/**
 * Region-tagged locales for Intl: `ar` alone gives Latin digits and `ckb` alone
 * no dinar label, while `ar-IQ` and `ckb-IQ` give Arabic-Indic digits and `د.ع.`.
 */
export const INTL_LOCALES: Record<Locale, string> = {
	ar: 'ar-IQ',
	ckb: 'ckb-IQ',
	en: 'en-IQ',
	zh: 'zh-CN',
}

/** Every language names itself in the switcher, whatever the current language. */
export const LANGUAGE_ENDONYMS: Record<Locale, string> = {
	ar: 'العربية',
	ckb: 'کوردی',
	en: 'English',
	zh: '中文',
}

/** Prices and dates are shown in Iraq's time, on the server and in the browser alike. */
export const TIME_ZONE = 'Asia/Baghdad'

export function isLocale(value: unknown): value is Locale {
	return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
	return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr'
}
