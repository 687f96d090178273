import { expect, test } from 'vitest'
import { type ChatMessageView } from './chat-view.ts'
import { prependedRows, timelineRows } from '#design-system/components/Timeline/Timeline.tsx'
import { buildTimeline, lastSeqOf, mergeMessages } from './timeline.ts'

const message = (seq: number, at: string, overrides: Partial<ChatMessageView> = {}): ChatMessageView => ({
	id: `m${seq}`,
	seq,
	conversationId: 'c1',
	side: 'staff',
	senderId: 'staff-1',
	clientId: `client-${seq}`,
	kind: 'text',
	body: `message ${seq}`,
	images: [],
	voice: null,
	card: null,
	createdAt: at,
	...overrides,
})

test('messages merge once each, in seq order', () => {
	const known = [message(2, '2026-11-20T10:00:00Z'), message(3, '2026-11-20T10:01:00Z')]
	const merged = mergeMessages(known, [message(3, '2026-11-20T10:01:00Z'), message(1, '2026-11-20T09:00:00Z'), message(4, '2026-11-20T11:00:00Z')])
	expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4])
	expect(lastSeqOf(merged)).toBe(4)
	expect(lastSeqOf([])).toBe(0)
})

test('a day separator heads each Baghdad day', () => {
	// 22:30 UTC is already the next day in Baghdad (UTC+3).
	const items = buildTimeline(
		[message(1, '2026-11-20T10:00:00Z'), message(2, '2026-11-20T20:59:00Z'), message(3, '2026-11-20T22:30:00Z')],
		[],
		'buyer',
	)
	expect(timelineRows(items).map((item) => item.key)).toEqual(['day:2026-11-20', 'm1', 'm2', 'day:2026-11-21', 'm3'])
})

test('a pending message already stored shows once', () => {
	const pending = [
		{ clientId: 'client-2', body: 'hi', createdAt: '2026-11-20T10:05:00Z', state: 'sending' as const },
		{ clientId: 'client-9', body: 'still going', createdAt: '2026-11-20T10:06:00Z', state: 'sending' as const },
	]
	const items = buildTimeline([message(2, '2026-11-20T10:05:00Z', { side: 'buyer', senderId: 'buyer-1' })], pending, 'buyer')
	expect(items.map((item) => item.key)).toEqual(['m2', 'pending:client-9'])
	expect(items.map((item) => item.own)).toEqual([true, true])
	// The same conversation read by an agent: the buyer's message is the other side's.
	expect(buildTimeline([message(2, '2026-11-20T10:05:00Z', { side: 'buyer', senderId: 'buyer-1' })], [], 'staff')[0]?.own).toBe(false)
})

test('older history put in front is counted from the first message, across day separators', () => {
	const recent = [message(5, '2026-11-21T10:00:00Z'), message(6, '2026-11-21T11:00:00Z')]
	const rows = (messages: ChatMessageView[]) => timelineRows(buildTimeline(messages, [], 'buyer'))
	const before = rows(recent)
	expect(prependedRows(before, rows(mergeMessages(recent, [message(4, '2026-11-21T09:00:00Z')])))).toBe(1)
	const dayBefore = rows(mergeMessages(recent, [message(3, '2026-11-20T09:00:00Z'), message(4, '2026-11-20T10:00:00Z')]))
	expect(prependedRows(before, dayBefore)).toBe(3)
	expect(prependedRows(before, rows(mergeMessages(recent, [message(7, '2026-11-21T12:00:00Z')])))).toBe(0)
})
