import { baghdadDay } from '#app/modules/history/baghdad-day.ts'
import { type ChatMessageView } from './chat-view.ts'
import { type OutboxItem } from './outbox.ts'

/*
 * The timeline as a list for react-virtuoso: messages oldest first, a day separator before the first message
 * of each day (in Baghdad), then the device's messages still on their way. Pure, so it is tested without a
 * browser.
 */

export type TimelineItem =
	| { type: 'day'; key: string; day: string }
	| { type: 'message'; key: string; message: ChatMessageView }
	| { type: 'pending'; key: string; item: OutboxItem }

/** Virtuoso's index of the first item; lowered by the number of items put in front (older history). */
export const FIRST_ITEM_INDEX = 1_000_000

/** Adds messages (a page, a catch-up, a send's answer) to those known: each id once, in seq order. */
export function mergeMessages(known: readonly ChatMessageView[], incoming: readonly ChatMessageView[]): ChatMessageView[] {
	if (incoming.length === 0) return known as ChatMessageView[]
	const byId = new Map(known.map((message) => [message.id, message]))
	for (const message of incoming) byId.set(message.id, message)
	return [...byId.values()].sort((a, b) => a.seq - b.seq)
}

/** The highest seq known (catch-up asks for everything after it); 0 when none. */
export function lastSeqOf(messages: readonly ChatMessageView[]): number {
	return messages.reduce((max, message) => Math.max(max, message.seq), 0)
}

/**
 * The list Virtuoso renders. Pending messages whose client id is already stored are left out (their stored
 * copy shows instead), so a send that succeeded but whose answer was lost never shows twice.
 */
export function buildTimeline(messages: readonly ChatMessageView[], pending: readonly OutboxItem[], ownId: string): TimelineItem[] {
	const items: TimelineItem[] = []
	let lastDay: string | null = null
	const pushDay = (at: string) => {
		const day = baghdadDay(new Date(at))
		if (day !== lastDay) items.push({ type: 'day', key: `day:${day}`, day })
		lastDay = day
	}
	const storedClientIds = new Set<string>()
	for (const message of messages) {
		if (message.senderId === ownId) storedClientIds.add(message.clientId)
		pushDay(message.createdAt)
		items.push({ type: 'message', key: message.id, message })
	}
	for (const item of pending) {
		if (storedClientIds.has(item.clientId)) continue
		pushDay(item.createdAt)
		items.push({ type: 'pending', key: `pending:${item.clientId}`, item })
	}
	return items
}

/**
 * How many items were put in front of the list (older history): how far the first message moved. Day
 * separators are not anchors (the day of the old first message may now head older messages too). 0 when
 * the list was replaced or only grew at the end.
 */
export function prependedCount(before: readonly TimelineItem[], after: readonly TimelineItem[]): number {
	const anchor = before.findIndex((item) => item.type !== 'day')
	if (anchor < 0) return 0
	const key = before[anchor]!.key
	const moved = after.findIndex((item) => item.key === key)
	return moved > anchor ? moved - anchor : 0
}
