import { type IntlShape } from 'react-intl'

/** Spec section 9: counts are abbreviated from 10 thousand (and again from 100 million). */
export const COUNT_ABBREVIATION_THRESHOLD = 10_000

/** Whole Iraqi dinars: `‏١٬٢٣٤ د.ع.‏` in ar-IQ, `IQD 1,234` in English. */
export function formatIqd(intl: IntlShape, amount: number): string {
	return intl.formatNumber(amount, { style: 'currency', currency: 'IQD', maximumFractionDigits: 0 })
}

/**
 * Sold counts, favourites and the like. Below 10,000 the full number; from there
 * the language's own compact units (12.3K, ١٢٫٣ ألف, 1.2万), which switch again
 * at 100 million (亿, M) in the languages whose units do.
 */
export function formatCount(intl: IntlShape, count: number): string {
	if (count < COUNT_ABBREVIATION_THRESHOLD) return intl.formatNumber(count)
	return intl.formatNumber(count, { notation: 'compact', maximumFractionDigits: 1 })
}

export function formatDate(intl: IntlShape, date: Date | string | number): string {
	return intl.formatDate(date, { dateStyle: 'medium' })
}
