import { expect, test } from 'vitest'
import { supportUnreadAfter, unreadBadgeText } from './support-unread.ts'

test('a chat event on the buyer’s channel sets the badge to the count it carries', () => {
	// Support replied: one more unread.
	expect(supportUnreadAfter(1, { kind: 'chat.message', side: 'staff', seq: 9, buyerUnread: 2 })).toBe(2)
	// The buyer read the chat (here or in another tab): the badge clears.
	expect(supportUnreadAfter(2, { kind: 'chat.read', side: 'buyer', seq: 9, buyerUnread: 0 })).toBe(0)
	// Support read the buyer's message: the count it carries is unchanged.
	expect(supportUnreadAfter(3, { kind: 'chat.read', side: 'staff', seq: 9, buyerUnread: 3 })).toBe(3)
})

test('events without a count, or about something else, leave the badge as it is', () => {
	expect(supportUnreadAfter(2, { kind: 'chat.typing', side: 'staff' })).toBe(2)
	expect(supportUnreadAfter(2, { kind: 'order.status', orderId: 'o1', status: 3 })).toBe(2)
	expect(supportUnreadAfter(2, { kind: 'chat.message', side: 'staff', buyerUnread: 'many' })).toBe(2)
	expect(supportUnreadAfter(2, { kind: 'chat.message', side: 'staff', buyerUnread: -4 })).toBe(0)
})

test('the badge shows the number in the page’s digits, and 99+ beyond', () => {
	const arabic = (value: number) => new Intl.NumberFormat('ar-IQ').format(value)
	expect(unreadBadgeText(7, arabic)).toBe('٧')
	expect(unreadBadgeText(99, String)).toBe('99')
	expect(unreadBadgeText(120, String)).toBe('99+')
})
