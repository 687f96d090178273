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
		intl = createIntl({ locale: INTL_LOCALES[locale], defaultLocale: INTL_LOCALES[DEFAULT_LOCALE], messages, timeZone: TIME_ZONE }, cache)
		formatMessagesOnce(intl)
		byLocale.set(locale, intl)
	}
	return intl
}

type GetMessageFormat = IntlShape['formatters']['getMessageFormat']

/**
 * react-intl keeps a message's formatter in a cache keyed by `JSON.stringify` of the message, locale and
 * formats, on every call with values: with compiled messages that is the whole AST, each time a price or a
 * count is shown (about half a millisecond of a page render). Here the messages are compiled once per process
 * and an intl object only ever formats in its own locale and formats, so the AST object itself is the key.
 */
function formatMessagesOnce(intl: IntlShape) {
	const formatters = intl.formatters as { getMessageFormat: GetMessageFormat }
	const getMessageFormat = formatters.getMessageFormat
	const byMessage = new WeakMap<object, ReturnType<GetMessageFormat>>()
	formatters.getMessageFormat = (message, locales, formats, options) => {
		if (typeof message !== 'object' || message === null || locales !== intl.locale) return getMessageFormat(message, locales, formats, options)
		let format = byMessage.get(message)
		if (!format) {
			format = getMessageFormat(message, locales, formats, options)
			byMessage.set(message, format)
		}
		return format
	}
}
