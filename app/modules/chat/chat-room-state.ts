import { type ChatMessageView } from './chat-view.ts'
import { type OutboxItem } from './outbox.ts'
import { buildTimeline, FIRST_ITEM_INDEX, mergeMessages, prependedCount } from './timeline.ts'

/*
 * The live chat room's state, as a reducer (pure; tested without a browser): the messages known, the older
 * history still to load, Virtuoso's first item index, read receipts, the outbox, and what is new while the
 * buyer is scrolled up.
 */

export type ChatRoomState = {
	userId: string
	messages: ChatMessageView[]
	hasOlder: boolean
	loadingOlder: boolean
	/** Lowered by the number of items put in front, so Virtuoso keeps the visible message where it is. */
	firstItemIndex: number
	/** Support has read the buyer's messages up to here. */
	staffLastReadSeq: number
	outbox: OutboxItem[]
	/** Messages from support that arrived while the buyer was not at the bottom (the "new messages" pill). */
	unseen: number
	/** The newest message from support, announced to screen readers. */
	announce: ChatMessageView | null
}

export type ChatRoomAction =
	| { type: 'merge'; messages: ChatMessageView[]; atBottom: boolean; staffLastReadSeq?: number }
	| { type: 'loadingOlder' }
	| { type: 'prepend'; messages: ChatMessageView[]; hasOlder: boolean }
	| { type: 'olderFailed' }
	| { type: 'read'; staffLastReadSeq: number }
	| { type: 'outbox'; items: OutboxItem[] }
	| { type: 'enqueue'; item: OutboxItem }
	| { type: 'outboxItem'; item: OutboxItem }
	| { type: 'sent'; clientId: string; message: ChatMessageView }
	| { type: 'removeOutboxItem'; clientId: string }
	| { type: 'seen' }
	/** Messages already shown, read again because their card changed (a quote accepted or withdrawn). */
	| { type: 'refresh'; messages: ChatMessageView[] }

export function initChatRoomState({
	userId,
	messages,
	hasOlder,
	staffLastReadSeq,
	outbox = [],
}: {
	userId: string
	messages: ChatMessageView[]
	hasOlder: boolean
	staffLastReadSeq: number
	outbox?: OutboxItem[]
}): ChatRoomState {
	return {
		userId,
		messages,
		hasOlder,
		loadingOlder: false,
		firstItemIndex: FIRST_ITEM_INDEX,
		staffLastReadSeq,
		outbox: withoutStored(outbox, messages, userId),
		unseen: 0,
		announce: null,
	}
}

/** Outbox items whose message the server already has (sent from another tab, or the answer was lost). */
function withoutStored(outbox: OutboxItem[], messages: readonly ChatMessageView[], userId: string): OutboxItem[] {
	if (outbox.length === 0) return outbox
	const stored = new Set(messages.filter((message) => message.senderId === userId).map((message) => message.clientId))
	const left = outbox.filter((item) => !stored.has(item.clientId))
	return left.length === outbox.length ? outbox : left
}

export function chatRoomReducer(state: ChatRoomState, action: ChatRoomAction): ChatRoomState {
	switch (action.type) {
		case 'refresh': {
			const fresh = new Map(action.messages.map((message) => [message.id, message]))
			if (!state.messages.some((message) => fresh.has(message.id))) return state
			return { ...state, messages: state.messages.map((message) => fresh.get(message.id) ?? message) }
		}
		case 'merge': {
			const known = new Set(state.messages.map((message) => message.id))
			const lastSeq = state.messages.at(-1)?.seq ?? 0
			const fresh = action.messages.filter((message) => !known.has(message.id))
			if (fresh.length === 0 && action.staffLastReadSeq === undefined) return state
			const messages = mergeMessages(state.messages, fresh)
			const incoming = fresh.filter((message) => message.senderId !== state.userId && message.seq > lastSeq)
			return {
				...state,
				messages,
				staffLastReadSeq: Math.max(state.staffLastReadSeq, action.staffLastReadSeq ?? 0),
				outbox: withoutStored(state.outbox, fresh, state.userId),
				unseen: action.atBottom ? 0 : state.unseen + incoming.length,
				announce: incoming.at(-1) ?? state.announce,
			}
		}
		case 'loadingOlder':
			return { ...state, loadingOlder: true }
		case 'olderFailed':
			return { ...state, loadingOlder: false }
		case 'prepend': {
			const messages = mergeMessages(state.messages, action.messages)
			const before = buildTimeline(state.messages, [], state.userId)
			const after = buildTimeline(messages, [], state.userId)
			return {
				...state,
				messages,
				hasOlder: action.hasOlder,
				loadingOlder: false,
				firstItemIndex: state.firstItemIndex - prependedCount(before, after),
			}
		}
		case 'read':
			return action.staffLastReadSeq > state.staffLastReadSeq ? { ...state, staffLastReadSeq: action.staffLastReadSeq } : state
		case 'outbox':
			return { ...state, outbox: withoutStored(action.items, state.messages, state.userId) }
		case 'enqueue':
			return { ...state, outbox: [...state.outbox, action.item] }
		case 'outboxItem': {
			if (!state.outbox.some((item) => item.clientId === action.item.clientId)) return state
			return { ...state, outbox: state.outbox.map((item) => (item.clientId === action.item.clientId ? action.item : item)) }
		}
		case 'sent':
			return {
				...state,
				messages: mergeMessages(state.messages, [action.message]),
				outbox: state.outbox.filter((item) => item.clientId !== action.clientId),
			}
		case 'removeOutboxItem':
			return { ...state, outbox: state.outbox.filter((item) => item.clientId !== action.clientId) }
		case 'seen':
			return state.unseen === 0 ? state : { ...state, unseen: 0 }
	}
}
