import { type ChatSide } from '#app/db/schema/chat.ts'
import { type ChatMessageView } from './chat-view.ts'
import { type OutboxItem } from './outbox.ts'
import { mergeMessages } from './timeline.ts'

/*
 * A live conversation's state, as a reducer (pure; tested without a browser), the same for the buyer's chat room
 * and an agent's conversation: the messages known, the older history still to load, read receipts, the outbox,
 * and what is new while the reader is scrolled up. `ownSide` is the reader's side (any agent writes for support).
 */

export type ChatRoomState = {
	ownSide: Exclude<ChatSide, 'system'>
	messages: ChatMessageView[]
	hasOlder: boolean
	loadingOlder: boolean
	/** The other side has read the reader's messages up to here. */
	otherLastReadSeq: number
	outbox: OutboxItem[]
	/** Messages from the other side that arrived while the reader was not at the bottom (the "new messages" pill). */
	unseen: number
	/** The other side's newest message, announced to screen readers. */
	announce: ChatMessageView | null
}

export type ChatRoomAction =
	| { type: 'merge'; messages: ChatMessageView[]; atBottom: boolean; otherLastReadSeq?: number }
	| { type: 'loadingOlder' }
	| { type: 'prepend'; messages: ChatMessageView[]; hasOlder: boolean }
	| { type: 'olderFailed' }
	| { type: 'read'; otherLastReadSeq: number }
	| { type: 'outbox'; items: OutboxItem[] }
	| { type: 'enqueue'; item: OutboxItem }
	| { type: 'outboxItem'; item: OutboxItem }
	| { type: 'sent'; clientId: string; message: ChatMessageView }
	| { type: 'removeOutboxItem'; clientId: string }
	| { type: 'seen' }
	/** Messages already shown, read again because their card changed (a quote accepted or withdrawn). */
	| { type: 'refresh'; messages: ChatMessageView[] }

export function initChatRoomState({
	ownSide,
	messages,
	hasOlder,
	otherLastReadSeq,
	outbox = [],
}: {
	ownSide: ChatRoomState['ownSide']
	messages: ChatMessageView[]
	hasOlder: boolean
	otherLastReadSeq: number
	outbox?: OutboxItem[]
}): ChatRoomState {
	return {
		ownSide,
		messages,
		hasOlder,
		loadingOlder: false,
		otherLastReadSeq,
		outbox: withoutStored(outbox, messages, ownSide),
		unseen: 0,
		announce: null,
	}
}

/** Outbox items whose message the server already has (sent from another tab, or the answer was lost). */
function withoutStored(outbox: OutboxItem[], messages: readonly ChatMessageView[], ownSide: ChatSide): OutboxItem[] {
	if (outbox.length === 0) return outbox
	const stored = new Set(messages.filter((message) => message.side === ownSide).map((message) => message.clientId))
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
			if (fresh.length === 0 && (action.otherLastReadSeq ?? 0) <= state.otherLastReadSeq) return state
			const messages = mergeMessages(state.messages, fresh)
			const incoming = fresh.filter((message) => message.side !== state.ownSide && message.seq > lastSeq)
			return {
				...state,
				messages,
				otherLastReadSeq: Math.max(state.otherLastReadSeq, action.otherLastReadSeq ?? 0),
				outbox: withoutStored(state.outbox, fresh, state.ownSide),
				unseen: action.atBottom ? 0 : state.unseen + incoming.length,
				announce: incoming.at(-1) ?? state.announce,
			}
		}
		case 'loadingOlder':
			return { ...state, loadingOlder: true }
		case 'olderFailed':
			return { ...state, loadingOlder: false }
		case 'prepend': {
			return { ...state, messages: mergeMessages(state.messages, action.messages), hasOlder: action.hasOlder, loadingOlder: false }
		}
		case 'read':
			return action.otherLastReadSeq > state.otherLastReadSeq ? { ...state, otherLastReadSeq: action.otherLastReadSeq } : state
		case 'outbox':
			return { ...state, outbox: withoutStored(action.items, state.messages, state.ownSide) }
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
