import { createIntl, createIntlCache, type IntlShape } from 'react-intl'
import { type CompiledMessages } from './messages-context.tsx'
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale, TIME_ZONE } from './locales.ts'

/**
 * One react-intl object per language and message set, for the life of the
 * process (server) or page (browser). Building Intl.NumberFormat and friends is
 * costly; this way every request formats with formatters made once.
 */
const cache = createIntlCache()
const intls = new WeakMap<CompiledMessages, Map<Locale, IntlShape>>()

export function getIntl(locale: Locale, messages: CompiledMessages): IntlShape {
	let byLocale = intls.get(messages)
	if (!byLocale) {
		byLocale = new Map()
		intls.set(messages, byLocale)
	}
	let intl = byLocale.get(locale)
	if (!intl) {
		intl = createIntl(
			{ locale: INTL_LOCALES[locale], defaultLocale: INTL_LOCALES[DEFAULT_LOCALE], messages, timeZone: TIME_ZONE },
			cache,
		)
		byLocale.set(locale, intl)
	}
	return intl
}
