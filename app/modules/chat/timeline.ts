import { type TimelineEntry } from '#design-system/components/Timeline/Timeline.tsx'
import { type ChatSide } from '#app/db/schema/chat.ts'
import { baghdadDay } from '#app/modules/history/baghdad-day.ts'
import { type ChatMessageView } from './chat-view.ts'
import { type OutboxItem } from './outbox.ts'

/*
 * A conversation as the design system's Timeline reads it: messages oldest first, then the device's messages
 * still on their way, each with its Baghdad day (the Timeline puts a separator before each day) and its kind (the
 * slot that renders it). Pure, so it is tested without a browser.
 */

export type ChatTimelineEntry = TimelineEntry & ({ type: 'message'; message: ChatMessageView } | { type: 'pending'; item: OutboxItem })

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
 * The entries the Timeline renders. `ownSide` is the reader's (the buyer, or support for any agent). Pending
 * messages whose client id is already stored are left out (their stored copy shows instead), so a send that
 * succeeded but whose answer was lost never shows twice.
 */
export function buildTimeline(messages: readonly ChatMessageView[], pending: readonly OutboxItem[], ownSide: ChatSide): ChatTimelineEntry[] {
	const entries: ChatTimelineEntry[] = []
	const storedClientIds = new Set<string>()
	for (const message of messages) {
		const own = message.side === ownSide
		if (own) storedClientIds.add(message.clientId)
		entries.push({ type: 'message', key: message.id, day: baghdadDay(new Date(message.createdAt)), kind: message.kind, own, message })
	}
	for (const item of pending) {
		if (storedClientIds.has(item.clientId)) continue
		entries.push({ type: 'pending', key: `pending:${item.clientId}`, day: baghdadDay(new Date(item.createdAt)), kind: 'pending', own: true, item })
	}
	return entries
}
