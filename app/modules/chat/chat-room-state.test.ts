import { expect, test } from 'vitest'
import { chatRoomReducer, initChatRoomState } from './chat-room-state.ts'
import { type ChatMessageView } from './chat-view.ts'

const message = (seq: number, overrides: Partial<ChatMessageView> = {}): ChatMessageView => ({
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
	createdAt: `2026-11-20T10:${String(seq).padStart(2, '0')}:00Z`,
	...overrides,
})

const start = () => initChatRoomState({ ownSide: 'buyer', messages: [message(10), message(11)], hasOlder: true, otherLastReadSeq: 0 })

test('replies that arrive while the buyer is scrolled up are counted for the pill, and announced', () => {
	const scrolledUp = chatRoomReducer(start(), { type: 'merge', messages: [message(12), message(13)], atBottom: false })
	expect(scrolledUp.unseen).toBe(2)
	expect(scrolledUp.announce?.id).toBe('m13')
	// The same messages again (a replayed event, a catch-up) change nothing.
	expect(chatRoomReducer(scrolledUp, { type: 'merge', messages: [message(13)], atBottom: false })).toBe(scrolledUp)
	expect(chatRoomReducer(scrolledUp, { type: 'seen' }).unseen).toBe(0)
	expect(chatRoomReducer(start(), { type: 'merge', messages: [message(12)], atBottom: true }).unseen).toBe(0)
})

test('older history goes in front of what is known, once', () => {
	const loading = chatRoomReducer(start(), { type: 'loadingOlder' })
	const older = chatRoomReducer(loading, { type: 'prepend', messages: [message(8), message(9)], hasOlder: false })
	expect(older.messages.map((m) => m.seq)).toEqual([8, 9, 10, 11])
	expect(chatRoomReducer(older, { type: 'prepend', messages: [message(9)], hasOlder: false }).messages).toHaveLength(4)
	expect(older).toMatchObject({ hasOlder: false, loadingOlder: false })
})

test('a pending message leaves the outbox once the server has it, however it arrives', () => {
	const pending = { clientId: 'mine-1', body: 'hi', createdAt: '2026-11-20T10:20:00Z', state: 'failed' as const }
	const queued = chatRoomReducer(start(), { type: 'enqueue', item: pending })
	expect(queued.outbox).toHaveLength(1)
	const caughtUp = chatRoomReducer(queued, {
		type: 'merge',
		messages: [message(20, { side: 'buyer', senderId: 'buyer-1', clientId: 'mine-1' })],
		atBottom: true,
	})
	expect(caughtUp.outbox).toEqual([])
	expect(caughtUp.unseen).toBe(0)
})

test('a card that changed (a quote withdrawn) replaces the message shown, in place; unknown messages are not added', () => {
	const state = start()
	const withdrawn = message(11, { body: 'changed' })
	const refreshed = chatRoomReducer(state, { type: 'refresh', messages: [withdrawn, message(99)] })
	expect(refreshed.messages.map((shown) => shown.body)).toEqual(['message 10', 'changed'])
	expect(chatRoomReducer(state, { type: 'refresh', messages: [message(99)] })).toBe(state)
})

test('an agent reads the same conversation from support’s side: the buyer’s messages are the ones counted and announced', () => {
	const agent = initChatRoomState({ ownSide: 'staff', messages: [message(10)], hasOlder: false, otherLastReadSeq: 0 })
	const next = chatRoomReducer(agent, {
		type: 'merge',
		messages: [message(11, { side: 'buyer', senderId: 'buyer-1' }), message(12)],
		atBottom: false,
	})
	expect(next.unseen).toBe(1)
	expect(next.announce?.id).toBe('m11')
	expect(chatRoomReducer(next, { type: 'merge', messages: [], atBottom: false, otherLastReadSeq: 12 }).otherLastReadSeq).toBe(12)
})
