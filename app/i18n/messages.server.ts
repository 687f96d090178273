import { createHash } from 'node:crypto'
import ar from '#locales/ar.json' with { type: 'json' }
import ckb from '#locales/ckb.json' with { type: 'json' }
import en from '#locales/en.json' with { type: 'json' }
import zh from '#locales/zh.json' with { type: 'json' }
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser'
import { type MessagesBundle } from './messages-context.tsx'
import { isLocale, type Locale } from './locales.ts'

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

/** A message as written in the catalogue (no arguments), Arabic underneath: for texts outside React (the web manifest). */
export function plainMessage(locale: Locale, id: string): string {
	return CATALOGUES[locale][id] ?? ar[id as keyof typeof ar] ?? id
}

const bundles = new Map<Locale, MessagesBundle & { json: string }>()

/** Messages, their JSON and its content-hashed URL, made once per language and process. */
export function getMessagesBundle(locale: Locale): MessagesBundle & { json: string } {
	let bundle = bundles.get(locale)
	if (!bundle) {
		const messages = getMessages(locale)
		const json = JSON.stringify(messages)
		const hash = createHash('sha256').update(json).digest('hex').slice(0, 12)
		bundle = { locale, messages, json, url: `/resources/messages/${locale}-${hash}.json` }
		bundles.set(locale, bundle)
	}
	return bundle
}

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

/**
 * A language's compiled messages as `/resources/messages/<locale>-<hash>.json` answers them (`file` is the last
 * part). The hash names the content, so the current version is cached for good; an old hash (a page from before a
 * deploy) gets today's messages, uncached. The resource route in development and tests, and publicFilesMiddleware in
 * production, answer with this.
 */
export function messagesFileResponse(file: string): Response {
	const match = /^([a-z]{2,3})-([0-9a-f]{12})\.json$/.exec(file)
	if (!match || !isLocale(match[1])) return new Response('Not found', { status: 404 })
	const bundle = getMessagesBundle(match[1])
	const current = bundle.url.endsWith(`-${match[2]}.json`)
	return new Response(bundle.json, {
		headers: {
			'Content-Type': 'application/json; charset=utf-8',
			'Cache-Control': current ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
		},
	})
}

const titleTexts = new Map<Locale, Record<string, string>>()

/** Plain texts of the ids that `<title>` and the description use (root data, for routes' `meta`). */
export function getTitleTexts(locale: Locale): Record<string, string> {
	let texts = titleTexts.get(locale)
	if (!texts) {
		const source: Catalogue = { ...ar, ...CATALOGUES[locale] }
		texts = Object.fromEntries(Object.entries(source).filter(([id]) => /^(page\.|app\.)|\.title$/.test(id)))
		titleTexts.set(locale, texts)
	}
	return texts
}
