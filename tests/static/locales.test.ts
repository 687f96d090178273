import fs from 'node:fs'
import path from 'node:path'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, test } from 'vitest'
import { LOCALES } from '#app/i18n/locales.ts'
import { ROOT, sourceFiles } from './source-files.ts'

type Catalogue = Record<string, string>

const catalogues = Object.fromEntries(
	LOCALES.map((locale) => [locale, JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', `${locale}.json`), 'utf8')) as Catalogue]),
) as Record<(typeof LOCALES)[number], Catalogue>
const source = catalogues.ar

/** The names of a message's arguments ({count}, {price}, <b></b> tags included). */
function argumentsOf(message: string): string[] {
	const names = new Set<string>()
	const visit = (elements: MessageFormatElement[]) => {
		for (const element of elements) {
			if (element.type === TYPE.literal || element.type === TYPE.pound) continue
			names.add(element.value)
			if (element.type === TYPE.plural || element.type === TYPE.select) {
				for (const option of Object.values(element.options)) visit(option.value)
			}
			if (element.type === TYPE.tag) visit(element.children)
		}
	}
	visit(parse(message))
	return [...names].sort()
}

describe.each(LOCALES.filter((locale) => locale !== 'ar'))('locale %s', (locale) => {
	const catalogue = catalogues[locale]

	test('has every message id that ar.json has, and no others', () => {
		expect(Object.keys(source).filter((id) => !(id in catalogue))).toEqual([])
		expect(Object.keys(catalogue).filter((id) => !(id in source))).toEqual([])
	})

	test('translates every message with the same arguments', () => {
		for (const [id, message] of Object.entries(catalogue)) {
			expect(message.trim(), id).not.toBe('')
			expect(argumentsOf(message), id).toEqual(argumentsOf(source[id] ?? ''))
		}
	})
})

test('every message parses as ICU MessageFormat', () => {
	for (const locale of LOCALES) {
		for (const [id, message] of Object.entries(catalogues[locale])) {
			expect(() => parse(message), `${locale}: ${id}`).not.toThrow()
		}
	}
})

/** Message ids are dotted (`shell.tab.home`); any such id the code names must exist in ar.json. */
const MESSAGE_ID_IN_CODE = /\b(?:id|[a-z]+Id|message)\s*[:=]\s*\{?\s*['"`]([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9-]+)+)['"`]/g

test('every message id named in the code exists in ar.json', () => {
	const missing = sourceFiles(/^(app|design-system\/src)\/.*\.(ts|tsx)$/)
		.filter(({ file }) => !/\.(test|stories)\.tsx?$/.test(file))
		.flatMap(({ file, text }) =>
			[...text.matchAll(MESSAGE_ID_IN_CODE)]
				.map((match) => match[1] as string)
				.filter((id) => !id.endsWith('.ts') && !id.endsWith('.tsx') && !id.includes('/') && !(id in source))
				.map((id) => `${file}: ${id}`),
		)
	expect(missing).toEqual([])
})
