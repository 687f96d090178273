import { parse } from '@formatjs/icu-messageformat-parser'
import { expect, test } from 'vitest'
import { getIntl } from './intl.ts'

/** Formatted strings carry bidi marks and no-break spaces; a buyer sees neither. */
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ')

const messages = {
	'cart.count': parse('{count, plural, one {# item} other {# items}}'),
	'order.total': parse('Total {amount, number}'),
}

test('a message with values formats each call with its own values, in its own language (formatters kept per message)', () => {
	const en = getIntl('en', messages)
	const ar = getIntl('ar', messages)
	expect(en.formatMessage({ id: 'cart.count' }, { count: 1 })).toBe('1 item')
	expect(en.formatMessage({ id: 'cart.count' }, { count: 3 })).toBe('3 items')
	expect(visible(ar.formatMessage({ id: 'order.total' }, { amount: 25_000 }))).toBe('Total ٢٥٬٠٠٠')
	expect(en.formatMessage({ id: 'order.total' }, { amount: 25_000 })).toBe('Total 25,000')
	expect(en.formatMessage({ id: 'order.total' }, { amount: 7 })).toBe('Total 7')
})
