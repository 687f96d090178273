import { describe, expect, test } from 'vitest'
import { cjkBigrams, documentTokens, normalizeSearchText, stripArabicProclitic, tokenize } from './normalize.ts'

describe('normalizeSearchText', () => {
	test('folds alef variants, so hamza typed or not is one word', () => {
		expect(normalizeSearchText('أحمر')).toBe(normalizeSearchText('احمر'))
		expect(normalizeSearchText('إبريق آلة ٱلشاي')).toBe('ابريق اله الشاي')
	})

	test('folds ya, alef maqsura and the Kurdish/Persian ya', () => {
		expect(normalizeSearchText('ذكى')).toBe('ذكي')
		expect(normalizeSearchText('ذکی')).toBe('ذكي')
		expect(normalizeSearchText('مێز')).toBe('ميز')
	})

	test('folds teh marbuta and the Kurdish ae into heh', () => {
		expect(normalizeSearchText('غلاية')).toBe('غلايه')
		expect(normalizeSearchText('غلایە')).toBe('غلايه')
		expect(normalizeSearchText('کارەبایی')).toBe(normalizeSearchText('كارهبايي'))
	})

	test('reads a Kurdish-keyboard kaf as the Arabic kaf', () => {
		expect(normalizeSearchText('کوب')).toBe('كوب')
	})

	test('maps Sorani letters an Arabic keyboard lacks to their nearest Arabic letter', () => {
		expect(normalizeSearchText('ڕەش')).toBe('رهش')
		expect(normalizeSearchText('ئاڵتوونی')).toBe('يالتووني')
		expect(normalizeSearchText('مۆبایل')).toBe('موبايل')
		expect(normalizeSearchText('پاوەر بانک')).toBe('باوهر بانك')
		expect(normalizeSearchText('گوێگر')).toBe('كويكر')
		expect(normalizeSearchText('چرا ژوور ڤیدیۆ')).toBe('جرا زوور فيديو')
	})

	test('removes tashkeel, superscript alef and tatweel', () => {
		expect(normalizeSearchText('غَلَّايَة')).toBe('غلايه')
		expect(normalizeSearchText('هـــاتف')).toBe('هاتف')
		expect(normalizeSearchText('هٰذا')).toBe('هذا')
	})

	test('folds hamza on waw and ya', () => {
		expect(normalizeSearchText('مسؤول')).toBe('مسوول')
		expect(normalizeSearchText('مسائي')).toBe('مسايي')
	})

	test('writes Arabic-Indic and Persian digits in ASCII', () => {
		expect(normalizeSearchText('مقلاة ٢٨ سم')).toBe('مقلاه 28 سم')
		expect(normalizeSearchText('۱۲۸GB')).toBe('128gb')
	})

	test('undoes presentation forms, full-width letters and invisible marks (NFKC)', () => {
		expect(normalizeSearchText('ﻛﻮﺏ')).toBe('كوب')
		expect(normalizeSearchText('ＬＥＤ')).toBe('led')
		expect(normalizeSearchText('شیر\u200cین\u200f')).toBe('شيرين')
	})

	test('lower-cases and collapses spaces', () => {
		expect(normalizeSearchText('  Stainless   STEEL\tKettle ')).toBe('stainless steel kettle')
	})
})

describe('tokenize', () => {
	test('splits words and drops punctuation and emoji', () => {
		expect(tokenize("Women's T-Shirt, 2025 🔥")).toEqual(['women', 's', 't', 'shirt', '2025'])
		expect(tokenize('😀🎉')).toEqual([])
		expect(tokenize('')).toEqual([])
	})

	test('cuts Chinese runs into overlapping bigrams', () => {
		expect(tokenize('空气炸锅')).toEqual(['空气', '气炸', '炸锅'])
		expect(cjkBigrams('锅')).toEqual(['锅'])
	})

	test('keeps a lone CJK character as a unigram and separates scripts', () => {
		expect(tokenize('锅')).toEqual(['锅'])
		expect(tokenize('LED灯泡')).toEqual(['led', '灯泡'])
		expect(tokenize('ABS塑料 2025新款')).toEqual(['abs', '塑料', '2025', '新款'])
	})

	test('gives the same tokens for an Arabic word however it is typed', () => {
		expect(tokenize('هاتف ذكي')).toEqual(tokenize('هاتف ذکی'))
		expect(tokenize('غلاية كهربائية')).toEqual(tokenize('غلایە کهربائیە'))
	})
})

describe('documentTokens', () => {
	test('adds every CJK character so one-character queries find longer words', () => {
		expect(documentTokens('空气炸锅')).toEqual(['空气', '气炸', '炸锅', '空', '气', '炸', '锅'])
	})

	test('adds hyphenated and apostrophe words written together, but not codes', () => {
		const tokens = documentTokens("Women's T-Shirt KT-2204")
		expect(tokens).toEqual(expect.arrayContaining(['women', 's', 't', 'shirt', 'kt', '2204', 'womens', 'tshirt']))
		expect(tokens).not.toContain('kt2204')
	})

	test('splits words that mix letters and digits', () => {
		expect(documentTokens('128GB')).toEqual(['128gb', '128', 'gb'])
	})

	test('adds Arabic words without their article or conjunction', () => {
		expect(documentTokens('شحن سريع والبطارية للأطفال')).toEqual(expect.arrayContaining(['والبطاريه', 'بطاريه', 'للاطفال', 'اطفال']))
	})
})

describe('stripArabicProclitic', () => {
	test('strips one article or conjunction and keeps at least three letters', () => {
		expect(stripArabicProclitic('الفولاذ')).toBe('فولاذ')
		expect(stripArabicProclitic('وبطاريه')).toBe('بطاريه')
		expect(stripArabicProclitic('بالجمله')).toBe('جمله')
		expect(stripArabicProclitic('ورد')).toBeNull()
		expect(stripArabicProclitic('kettle')).toBeNull()
	})
})
