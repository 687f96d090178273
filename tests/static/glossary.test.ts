import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { LOCALES, type Locale } from '#app/i18n/locales.ts'

/*
 * locales/glossary.json: one name for each thing, per language (docs/glossary.md). The message ids an entry
 * lists must all use its term, and no message (nor the Arabic legal texts, which name the same things) may use
 * a word the entry retires: two ids naming one thing with two words fail here.
 */
type Term = { term: string; forms?: string[]; not?: string[] }
type Entry = { thing: string; ids: string[] } & Record<Locale, Term>

const root = path.resolve(import.meta.dirname, '../..')
const glossary = JSON.parse(fs.readFileSync(path.join(root, 'locales/glossary.json'), 'utf8')) as Record<string, Entry | string>
const entries = Object.entries(glossary).filter((pair): pair is [string, Entry] => typeof pair[1] === 'object')
const catalogues = Object.fromEntries(
	LOCALES.map((locale) => [locale, JSON.parse(fs.readFileSync(path.join(root, 'locales', `${locale}.json`), 'utf8')) as Record<string, string>]),
) as Record<Locale, Record<string, string>>

const has = (text: string, word: string) => text.toLocaleLowerCase().includes(word.toLocaleLowerCase())

test('every entry names its thing in every language', () => {
	for (const [name, entry] of entries) {
		expect(entry.thing, name).toBeTruthy()
		for (const locale of LOCALES) expect(entry[locale]?.term, `${name}.${locale}`).toBeTruthy()
	}
})

describe.each(LOCALES)('%s', (locale) => {
	const catalogue = catalogues[locale]

	test('the ids of an entry use its term', () => {
		const offending = entries.flatMap(([name, entry]) => {
			const forms = entry[locale].forms ?? [entry[locale].term]
			return entry.ids
				.filter((id) => !forms.some((form) => has(catalogue[id] ?? '', form)))
				.map((id) => `${name}: ${id} = "${catalogue[id] ?? '(missing)'}" does not say "${forms.join('" or "')}"`)
		})
		expect(offending).toEqual([])
	})

	test('no message uses a retired word', () => {
		const offending = entries.flatMap(([name, entry]) =>
			(entry[locale].not ?? []).flatMap((word) =>
				Object.entries(catalogue)
					.filter(([, text]) => has(text, word))
					.map(([id, text]) => `${name}: ${id} = "${text}" says "${word}"; the glossary says "${entry[locale].term}"`),
			),
		)
		expect(offending).toEqual([])
	})
})

test('the Arabic legal texts use the same names', () => {
	const text = fs.readFileSync(path.join(root, 'app/modules/legal/documents/ar.ts'), 'utf8')
	const retired = entries.flatMap(([, entry]) => entry.ar.not ?? [])
	expect(retired.filter((word) => text.includes(word))).toEqual([])
})
