import { parse } from '@formatjs/icu-messageformat-parser'
import { expect, test, vi } from 'vitest'
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

test('showing a message again reuses its formatter without serialising the message to find it', () => {
	const fresh = { 'cart.count': parse('{count, plural, one {# item} other {# items}}') }
	const en = getIntl('en', fresh)
	expect(en.formatMessage({ id: 'cart.count' }, { count: 1 })).toBe('1 item')
	const stringify = vi.spyOn(JSON, 'stringify')
	for (let count = 2; count < 7; count++) expect(en.formatMessage({ id: 'cart.count' }, { count })).toBe(`${count} items`)
	// react-intl's own cache would JSON.stringify the compiled message (with the locale and formats) on each call.
	const message = fresh['cart.count']
	// fast-memoize stringifies its `arguments`: look one or two array-likes deep for the message itself.
	const mentions = (value: unknown, depth = 0): boolean =>
		value === message ||
		(depth < 2 && typeof value === 'object' && value !== null && Array.from(value as ArrayLike<unknown>).some((item) => mentions(item, depth + 1)))
	const serialisedTheMessage = stringify.mock.calls.some(([value]) => mentions(value))
	expect(serialisedTheMessage).toBe(false)
})
