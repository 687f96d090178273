import { expect, test } from 'vitest'
import { negotiateLocale, parseAcceptLanguage } from './negotiate.server.ts'

const none = { query: null, cookie: null, userLanguage: null, acceptLanguage: null }

test('with nothing to go on, the shop speaks Arabic', () => {
	expect(negotiateLocale(none)).toEqual({ locale: 'ar', source: 'default' })
})

test('the order is ?lang=, cookie, saved language, Accept-Language', () => {
	const all = { query: 'zh', cookie: 'en', userLanguage: 'ckb', acceptLanguage: 'ar' }
	expect(negotiateLocale(all).locale).toBe('zh')
	expect(negotiateLocale({ ...all, query: null }).locale).toBe('en')
	expect(negotiateLocale({ ...all, query: null, cookie: null }).locale).toBe('ckb')
	expect(negotiateLocale({ ...all, query: null, cookie: null, userLanguage: null }).locale).toBe('ar')
})

test('unknown values at any step are skipped, never an error', () => {
	expect(negotiateLocale({ ...none, query: 'xx', cookie: '<script>', userLanguage: 'fr', acceptLanguage: 'de;q=abc, ,;;' }).locale).toBe('ar')
	expect(negotiateLocale({ ...none, query: 'EN', acceptLanguage: 'en-GB' })).toEqual({ locale: 'en', source: 'header' })
})

test('Accept-Language is read by quality, and Kurdish means Sorani', () => {
	expect(negotiateLocale({ ...none, acceptLanguage: 'fr;q=0.9, zh-CN;q=0.8, en;q=0.5' }).locale).toBe('zh')
	expect(negotiateLocale({ ...none, acceptLanguage: 'ku-IQ, ar;q=0.5' }).locale).toBe('ckb')
	expect(negotiateLocale({ ...none, acceptLanguage: 'ckb' }).locale).toBe('ckb')
	expect(parseAcceptLanguage('en;q=0.1, ar')).toEqual(['ar', 'en'])
	expect(parseAcceptLanguage('x'.repeat(5000))).toEqual([])
})
