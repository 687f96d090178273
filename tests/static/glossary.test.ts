import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

/*
 * docs/glossary.md: one name for each thing, per language. The names retired there must not come back in a
 * message (or the Arabic legal texts, which name the same things).
 */
const RETIRED: Record<string, readonly RegExp[]> = {
	ar: [/توريد/],
	en: [/sourcing inquir/i],
	zh: [/采购询价/],
}

const root = path.resolve(import.meta.dirname, '../..')

test.each(Object.entries(RETIRED))('%s: sourcing requests have one name', (language, retired) => {
	const messages = JSON.parse(fs.readFileSync(path.join(root, 'locales', `${language}.json`), 'utf8')) as Record<string, string>
	const offending = Object.entries(messages).filter(([, text]) => retired.some((name) => name.test(text)))
	expect(offending).toEqual([])
})

test('the Arabic legal texts use the same name', () => {
	const text = fs.readFileSync(path.join(root, 'app/modules/legal/documents/ar.ts'), 'utf8')
	expect(RETIRED.ar!.filter((name) => name.test(text))).toEqual([])
})
