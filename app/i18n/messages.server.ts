import ar from '#locales/ar.json' with { type: 'json' }
import ckb from '#locales/ckb.json' with { type: 'json' }
import en from '#locales/en.json' with { type: 'json' }
import zh from '#locales/zh.json' with { type: 'json' }
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser'
import { type Locale } from './locales.ts'

type Catalogue = Record<string, string>
/** Messages compiled to ICU ASTs: the browser formats them without shipping the ICU parser. */
export type Messages = Record<string, MessageFormatElement[]>

const CATALOGUES: Record<Locale, Catalogue> = { ar, ckb, en, zh }

/**
 * The messages of one language, with Arabic (the source of truth) underneath so
 * a missing translation shows Arabic rather than a raw id, compiled once per
 * process. Only the current language's messages travel to the browser, in the
 * root loader's data, and the client bundle aliases the ICU parser away
 * (vite.config.ts), which keeps it out of every page's JavaScript.
 */
const compiled = new Map<Locale, Messages>()

export function getMessages(locale: Locale): Messages {
	let messages = compiled.get(locale)
	if (!messages) {
		const source: Catalogue = { ...ar, ...CATALOGUES[locale] }
		messages = Object.fromEntries(Object.entries(source).map(([id, message]) => [id, parse(message)]))
		compiled.set(locale, messages)
	}
	return messages
}
