import { createIntl } from 'react-intl'
import { expect, test } from 'vitest'
import { formatCount, formatIqd } from './format.ts'
import { INTL_LOCALES } from './locales.ts'

const intlFor = (locale: keyof typeof INTL_LOCALES) => createIntl({ locale: INTL_LOCALES[locale], messages: {} })
/** Formatted strings carry bidi marks and no-break spaces; a buyer sees neither. */
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ')

test('prices are whole dinars: Arabic-Indic digits with the dinar label, IQD in English', () => {
	expect(visible(formatIqd(intlFor('ar'), 25_000))).toBe('٢٥٬٠٠٠ د.ع.')
	expect(visible(formatIqd(intlFor('ckb'), 1_234_567))).toBe('١٬٢٣٤٬٥٦٧ د.ع.')
	expect(visible(formatIqd(intlFor('en'), 1_234))).toBe('IQD 1,234')
	expect(visible(formatIqd(intlFor('zh'), 1_234))).toBe('IQD 1,234')
})

test('counts stay whole below 10 thousand and are abbreviated from there', () => {
	const en = intlFor('en')
	expect(formatCount(en, 9_999)).toBe('9,999')
	expect(formatCount(en, 10_000)).toBe('10K')
	expect(formatCount(en, 12_345)).toBe('12.3K')
	expect(formatCount(intlFor('zh'), 12_345)).toBe('1.2万')
	expect(formatCount(intlFor('zh'), 12_345_678)).toBe('1234.6万')
	expect(formatCount(intlFor('zh'), 100_000_000)).toBe('1亿')
	expect(visible(formatCount(intlFor('ar'), 12_345))).toBe('١٢٫٣ ألف')
})
