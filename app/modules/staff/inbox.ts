import { type ChatEventParams, type ChatMessageKind, type ChatSide, type ConversationStatus } from '#app/db/schema/chat.ts'
import { href } from '#app/href.ts'

/*
 * The agent's desk, shared by the server and the browser: the inbox's filters, one row as the live inbox shows it,
 * and the addresses the desk reads and writes through (resource routes, so nothing reloads a page).
 */

/**
 * all: every conversation; waiting: open, and the buyer wrote last (waiting on us); mine: open and assigned to
 * the reader; unassigned: open and nobody's; closed.
 */
export const INBOX_FILTERS = ['all', 'waiting', 'mine', 'unassigned', 'closed'] as const
export type InboxFilter = (typeof INBOX_FILTERS)[number]
export const DEFAULT_INBOX_FILTER: InboxFilter = 'all'

export const INBOX_SEARCH_MAX_LENGTH = 60

/** An agent says "I am here" this often while a conversation is open; others forget them after PRESENCE_TTL_MS. */
export const PRESENCE_BEAT_MS = 20_000
export const PRESENCE_TTL_MS = 50_000

export function inboxConversationPath(conversationId: string): string {
	return href('/staff/inbox/:conversationId', { conversationId })
}

/** The inbox list's address for a filter and a search. */
export function inboxListPath(filter: InboxFilter, q: string, base = href('/staff/inbox')): string {
	const params = new URLSearchParams()
	if (filter !== DEFAULT_INBOX_FILTER) params.set('filter', filter)
	if (q) params.set('q', q)
	const search = params.toString()
	return search ? `${base}?${search}` : base
}

/** The newest message of a conversation, as much as a row's preview needs. */
export type InboxPreview = {
	side: ChatSide
	kind: ChatMessageKind
	/** At most PREVIEW_LENGTH characters of the text. */
	body: string
	/** Campaign and system events: their name and facts (read in the agent's language). */
	event: string | null
	params: ChatEventParams
}

export const PREVIEW_LENGTH = 140

export type InboxBuyer = { id: string; name: string; phone: string | null }

export type InboxConversation = {
	id: string
	status: ConversationStatus
	buyer: InboxBuyer
	assignedStaffId: string | null
	assignedStaffName: string | null
	staffUnread: number
	lastMessageAt: string | null
	lastMessage: InboxPreview | null
}

/** A presence signal: an agent has a conversation open (or none any more). */
export type PresenceEvent = { kind: 'staff.presence'; staffId: string; name: string; conversationId: string | null }
