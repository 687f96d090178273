import ar from '#locales/ar.json' with { type: 'json' }
import ckb from '#locales/ckb.json' with { type: 'json' }
import en from '#locales/en.json' with { type: 'json' }
import zh from '#locales/zh.json' with { type: 'json' }
import { type Locale } from './locales.ts'

export type Messages = Record<string, string>

const CATALOGUES: Record<Locale, Messages> = { ar, ckb, en, zh }

/**
 * The messages of one language, with Arabic (the source of truth) underneath so
 * a missing translation shows Arabic rather than a raw id. Only the current
 * language's messages travel to the browser, in the root loader's data.
 */
const merged = new Map<Locale, Messages>()

export function getMessages(locale: Locale): Messages {
	let messages = merged.get(locale)
	if (!messages) {
		messages = locale === 'ar' ? ar : { ...ar, ...CATALOGUES[locale] }
		merged.set(locale, messages)
	}
	return messages
}
