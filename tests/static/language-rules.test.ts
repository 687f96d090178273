import fs from 'node:fs'
import path from 'node:path'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, test } from 'vitest'
import { LOCALES, type Locale } from '#app/i18n/locales.ts'
import { ROOT, sourceFiles } from './source-files.ts'

/*
 * Issue 17, Arabic and Kurdish that read natively. Three rules over the locale files:
 *
 * - Numerals: ar and ckb show Arabic-Indic digits (٠–٩) in counts, prices, dates and quantities, as the
 *   formatters do. A Latin digit may appear only inside a left-to-right isolate (U+2066 … U+2069), where it is
 *   a code the buyer types (a postcode, an order number). A number argument is formatted in every language
 *   (`{count, number}` or a plural): a bare `{count}` prints the JavaScript number, in Latin digits.
 * - Plurals: a number followed by what it counts ("{count} قطعة") is an ICU plural in Arabic and English
 *   ("٦ قطع", "قطعتان", "١١ قطعة"; "1 piece", "6 pieces").
 * - Bidi: phone numbers, order numbers, codes and e-mails passed into right-to-left text are isolated
 *   (U+2066 … U+2069 around the argument), so "+964 ••• ••5679" never reads "5679•• ••• 964+".
 */

type Catalogue = Record<string, string>
const catalogues = Object.fromEntries(
	LOCALES.map((locale) => [locale, JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', `${locale}.json`), 'utf8')) as Catalogue]),
) as Record<Locale, Catalogue>

const RTL: readonly Locale[] = ['ar', 'ckb']
const LRI = '\u2066'
const FSI = '\u2068'
const PDI = '\u2069'

/** Arguments that always carry a number (a count, a position, a duration): never a bare `{name}`. */
const NUMBER_ARGUMENTS = new Set([
	'count',
	'quantity',
	'minimum',
	'maximum',
	'stock',
	'inCart',
	'remaining',
	'seconds',
	'minutes',
	'hours',
	'days',
	'index',
	'total',
	'digits',
	'left',
	'seaMin',
	'seaMax',
	'domesticMin',
	'domesticMax',
])

/** Arguments that hold a phone number, an order number, a code or an e-mail: isolated in ar and ckb. */
const LTR_ARGUMENTS = new Set(['account', 'phone', 'email', 'postcode', 'example', 'code', 'number', 'logisticsNumber', 'recipient'])

/** The words a number counts, per language with plural forms; the first word after a number argument. */
/** Kurdish keeps the noun singular after a number, and Chinese has no plural forms. */
const COUNTED: Partial<Record<Locale, RegExp>> = {
	ar: /^(قطع|قطعة|قطعتان|قطعتين|يوم|يومًا|يوماً|أيام|ساعة|ساعات|دقيقة|دقائق|ثانية|ثوان|ث|رقم|أرقام|منتج|منتجًا|منتجاً|منتجات|عنوان|عنوانًا|عنواناً|عناوين|ملف|ملفات|مجموعة|مجموعات|طلب|طلبات|صديق|أصدقاء|حرف|أحرف|حرفًا)$/,
	en: /^(pcs|pieces?|items?|days?|hours?|minutes?|seconds?|s|files?|photos?|pictures?|products?|addresses|groups?|orders?|friends?|characters?|digits?|messages?|slips?|pages?|people|helpers?|coupons?|times?|lines?|months?|weeks?)$/,
}

type Argument = { name: string; kind: 'simple' | 'number' | 'plural' | 'other'; next: string; isolated: boolean }

/** Every argument of a message, with the literal text right after it and whether an isolate encloses it. */
function argumentsOf(message: string): { literals: string[]; args: Argument[] } {
	const literals: string[] = []
	const args: Argument[] = []
	const visit = (elements: MessageFormatElement[]) => {
		elements.forEach((element, position) => {
			if (element.type === TYPE.literal) {
				literals.push(element.value)
				return
			}
			if (element.type === TYPE.pound) return
			const before = elements[position - 1]
			const after = elements[position + 1]
			const next = after?.type === TYPE.literal ? after.value : ''
			const previous = before?.type === TYPE.literal ? before.value : ''
			const isolated = (previous.endsWith(LRI) || previous.endsWith(FSI)) && next.startsWith(PDI)
			if (element.type === TYPE.argument) args.push({ name: element.value, kind: 'simple', next, isolated })
			else if (element.type === TYPE.number) args.push({ name: element.value, kind: 'number', next, isolated })
			else if (element.type === TYPE.plural) args.push({ name: element.value, kind: 'plural', next, isolated })
			else if ('value' in element && typeof element.value === 'string') args.push({ name: element.value, kind: 'other', next, isolated })
			if (element.type === TYPE.plural || element.type === TYPE.select) {
				for (const option of Object.values(element.options)) visit(option.value)
			}
			if (element.type === TYPE.tag) visit(element.children)
		})
	}
	visit(parse(message))
	return { literals, args }
}

/** The text with its left-to-right isolates cut out. */
function outsideIsolates(text: string) {
	return text.replace(new RegExp(`[${LRI}${FSI}][^${PDI}]*${PDI}`, 'g'), '')
}

const parsed = Object.fromEntries(
	LOCALES.map((locale) => [locale, Object.fromEntries(Object.entries(catalogues[locale]).map(([id, message]) => [id, argumentsOf(message)]))]),
) as Record<Locale, Record<string, ReturnType<typeof argumentsOf>>>

describe.each(RTL)('numerals in %s', (locale) => {
	test('no Latin digit outside a left-to-right isolate', () => {
		const offending = Object.entries(parsed[locale])
			.filter(([, { literals }]) => /[0-9]/.test(outsideIsolates(literals.join('\u0000'))))
			.map(([id]) => `${id}: ${catalogues[locale][id]}`)
		expect(offending).toEqual([])
	})
})

describe.each(RTL)('numbers in %s', (locale) => {
	test('a number argument is formatted (number or plural), never a bare {name}', () => {
		const numeric = new Map<string, Set<string>>()
		for (const other of LOCALES) {
			for (const [id, { args }] of Object.entries(parsed[other])) {
				for (const arg of args) {
					if (arg.kind === 'number' || arg.kind === 'plural') numeric.set(id, (numeric.get(id) ?? new Set()).add(arg.name))
				}
			}
		}
		const offending = Object.entries(parsed[locale]).flatMap(([id, { args }]) =>
			args
				.filter((arg) => arg.kind === 'simple' && (NUMBER_ARGUMENTS.has(arg.name) || numeric.get(id)?.has(arg.name)))
				.map((arg) => `${id}: {${arg.name}} in "${catalogues[locale][id]}"`),
		)
		expect(offending).toEqual([])
	})
})

describe.each(Object.keys(COUNTED) as Locale[])('plurals in %s', (locale) => {
	test('a number followed by what it counts is a plural', () => {
		const counted = COUNTED[locale]!
		const offending = Object.entries(parsed[locale]).flatMap(([id, { args }]) =>
			args
				.filter((arg) => (arg.kind === 'number' || (arg.kind === 'simple' && NUMBER_ARGUMENTS.has(arg.name))) && /^[\s\u00a0]/.test(arg.next))
				.filter((arg) => counted.test(arg.next.trim().split(/[\s.,،؛:()]/)[0] ?? ''))
				.map((arg) => `${id}: {${arg.name}} counts "${arg.next.trim().split(/\s/)[0]}" without plural forms: "${catalogues[locale][id]}"`),
		)
		expect(offending).toEqual([])
	})
})

describe.each(RTL)('bidi in %s', (locale) => {
	test('phone numbers, order numbers, codes and e-mails are isolated left to right', () => {
		const offending = Object.entries(parsed[locale]).flatMap(([id, { args }]) =>
			args.filter((arg) => arg.kind === 'simple' && LTR_ARGUMENTS.has(arg.name) && !arg.isolated).map((arg) => `${id}: {${arg.name}}`),
		)
		expect(offending).toEqual([])
	})
})

test('the app isolates with the design system (Ltr, ltr()), not a hand-made <bdi dir="ltr">', () => {
	const offending = sourceFiles(/^app\/.*\.tsx$/)
		.filter(({ file }) => !/\.(test|stories)\.tsx$/.test(file))
		.filter(({ text }) => /<bdi\b[^>]*\bdir="ltr"/.test(text))
		.map(({ file }) => file)
	expect(offending).toEqual([])
})
