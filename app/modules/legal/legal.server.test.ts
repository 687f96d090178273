import { describe, expect, test } from 'vitest'
import { LOCALES } from '#app/i18n/locales.ts'
import { getLegalDocument } from './legal.server.ts'
import { LEGAL_DOCUMENT_NAMES } from './legal-document.ts'

const ARABIC_SCRIPT = /[\u0600-\u06FF]/
const LATIN_LETTERS = /[A-Za-z]{3,}/
const HAN = /\p{Script=Han}/u
/** Letters only Sorani uses, absent from Arabic: ە ێ ۆ ڕ ڵ. */
const SORANI_LETTERS = /[\u06D5\u06CE\u06C6\u0695\u06B5]/
/** Sorani writes ی and ک (Persian yeh and keheh); Arabic writes ي, ى and ك. Mixing them breaks search and shaping. */
const ARABIC_YEH_KAF = /[\u064A\u0649\u0643]/
const PERSIAN_YEH_KAF = /[\u06CC\u06A9]/

describe.each(LEGAL_DOCUMENT_NAMES)('%s', (name) => {
	const reference = getLegalDocument(name, 'ar')

	test('has a title, an ISO update date and uniquely named sections', () => {
		expect(reference.title.trim()).not.toBe('')
		expect(reference.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/)
		expect(Number.isNaN(new Date(reference.updatedAt).getTime())).toBe(false)
		const ids = reference.sections.map((section) => section.id)
		expect(ids.length).toBeGreaterThanOrEqual(5)
		expect(new Set(ids).size).toBe(ids.length)
		for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/)
	})

	test.each(LOCALES)('in %s has the same date and the same sections, in order, with text in every one', (locale) => {
		const document = getLegalDocument(name, locale)
		expect(document.title.trim()).not.toBe('')
		expect(document.updatedAt).toBe(reference.updatedAt)
		expect(document.sections.map((section) => section.id)).toEqual(reference.sections.map((section) => section.id))
		for (const section of document.sections) {
			expect(section.heading.trim(), `${locale} ${section.id}`).not.toBe('')
			expect(section.paragraphs.length, `${locale} ${section.id}`).toBeGreaterThan(0)
			for (const paragraph of section.paragraphs) expect(paragraph.trim(), `${locale} ${section.id}`).not.toBe('')
		}
	})

	test('is written in each language’s own script', () => {
		const text = (locale: (typeof LOCALES)[number]) =>
			getLegalDocument(name, locale)
				.sections.flatMap((section) => [section.heading, ...section.paragraphs])
				.join(' ')
		expect(text('ar')).toMatch(ARABIC_SCRIPT)
		expect(text('ar')).not.toMatch(SORANI_LETTERS)
		expect(text('ar')).not.toMatch(PERSIAN_YEH_KAF)
		expect(text('ckb')).toMatch(SORANI_LETTERS)
		expect(text('ckb')).not.toMatch(ARABIC_YEH_KAF)
		expect(text('en')).toMatch(LATIN_LETTERS)
		expect(text('en')).not.toMatch(ARABIC_SCRIPT)
		expect(text('zh')).toMatch(HAN)
	})
})

test('the three documents are different texts', () => {
	const titles = LEGAL_DOCUMENT_NAMES.map((name) => getLegalDocument(name, 'ar').title)
	expect(new Set(titles).size).toBe(3)
})
