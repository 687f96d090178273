// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { type RealtimeEvent } from '#app/realtime/channels.ts'
import { type LiveChatControls } from './LiveChatRoom.tsx'
import { outboxStorageKey } from './outbox-key.ts'
import { useLiveChatControls, useLiveChatWake, wakesLiveChat } from './use-live-chat-wake.ts'

type Listener = { channels: readonly string[]; onEvent: (event: RealtimeEvent) => void; onReady?: () => void; enabled?: boolean }
const channel = vi.hoisted(() => ({ listeners: [] as Listener[] }))
vi.mock('#app/realtime/use-channel.ts', () => ({
	useChannel: (channels: readonly string[], onEvent: Listener['onEvent'], options: Omit<Listener, 'channels' | 'onEvent'> = {}) => {
		channel.listeners.push({ channels, onEvent, ...options })
	},
}))
const revalidate = vi.hoisted(() => vi.fn())
vi.mock('@remix-run/react', () => ({ useRevalidator: () => ({ revalidate, state: 'idle' }) }))

const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ messages: [] }))

beforeEach(() => {
	vi.stubGlobal('fetch', fetchMock)
	document.body.innerHTML = `<header><a href="/pages/inquiry/index">requests</a></header><ol data-static-chat=""><li data-key="m1"><a href="/goods">a card</a></li></ol><textarea name="body"></textarea>`
})

afterEach(() => {
	cleanup()
	channel.listeners = []
	fetchMock.mockClear()
	revalidate.mockClear()
	localStorage.clear()
	vi.unstubAllGlobals()
})

const base = {
	userId: 'buyer-1',
	conversationId: 'conv-1',
	readPath: '/resources/chat-read',
	newerUrl: '/resources/chat-messages?after=7&limit=1',
	lastStaffSeq: 0,
	staffLastReadSeq: 3,
	buyerLastReadSeq: 0,
	enabled: true,
}

/** The latest subscription's handlers (the hook subscribes on every render; the last one is current). */
const listener = () => channel.listeners.at(-1)!

test('the page as served stays until the buyer reaches for the composer or scrolls; a tap on a card in the list does not wake it', async () => {
	const { result } = renderHook(() => useLiveChatWake(base))
	expect(result.current.live).toBe(false)

	// A press on a link inside the static messages: the element under the finger must stay.
	act(() => void document.querySelector('li a')!.dispatchEvent(new Event('pointerdown', { bubbles: true })))
	act(() => void document.querySelector('li a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })))
	// A link out of the page (the header's): the room would load for nothing.
	act(() => void document.querySelector('header a')!.dispatchEvent(new Event('pointerdown', { bubbles: true })))
	expect(result.current.live).toBe(false)

	act(() => void document.querySelector('textarea')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })))
	expect(result.current.live).toBe(true)
})

test('scrolling the messages wakes it', () => {
	const { result } = renderHook(() => useLiveChatWake(base))
	act(() => void document.querySelector('[data-static-chat]')!.dispatchEvent(new Event('scroll')))
	expect(result.current.live).toBe(true)
})

test('nothing listens or wakes before hydration', () => {
	const { result } = renderHook(() => useLiveChatWake({ ...base, enabled: false }))
	act(() => void document.querySelector('textarea')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })))
	expect(result.current.live).toBe(false)
	expect(listener().enabled).toBe(false)
})

test('messages still waiting in this device’s outbox wake it at once; an empty outbox does not', () => {
	localStorage.setItem(outboxStorageKey('buyer-1'), '[]')
	expect(renderHook(() => useLiveChatWake(base)).result.current.live).toBe(false)
	localStorage.setItem(outboxStorageKey('buyer-1'), JSON.stringify([{ clientId: 'c1', body: 'hi', createdAt: '2026-11-28T10:00:00Z' }]))
	expect(renderHook(() => useLiveChatWake(base)).result.current.live).toBe(true)
})

test('going offline wakes it (the room says what offline means and queues what is written)', () => {
	const { result } = renderHook(() => useLiveChatWake(base))
	act(() => void window.dispatchEvent(new Event('offline')))
	expect(result.current.live).toBe(true)
})

test('an event of this conversation wakes it and carries support’s read mark; another conversation’s does not', () => {
	const { result } = renderHook(() => useLiveChatWake(base))
	expect(listener().channels).toEqual(['user:buyer-1', 'conversation:conv-1'])
	act(() => listener().onEvent({ kind: 'chat.typing', conversationId: 'conv-2', side: 'staff' }))
	act(() => listener().onEvent({ kind: 'campaign.help', campaignId: 'x' }))
	expect(result.current.live).toBe(false)

	act(() => listener().onEvent({ kind: 'chat.read', conversationId: 'conv-1', side: 'staff', seq: 9 }))
	expect(result.current.live).toBe(true)
	expect(result.current.staffLastReadSeq).toBe(9)
})

test('a changed quote wakes it with the page’s data read again', () => {
	renderHook(() => useLiveChatWake(base))
	act(() => listener().onEvent({ kind: 'quote.status', conversationId: 'conv-1', quoteId: 'q1', status: 'withdrawn' }))
	expect(revalidate).toHaveBeenCalledTimes(1)
})

test('once listening, a message sent before the first event wakes it (one look after the page’s newest)', async () => {
	fetchMock.mockResolvedValueOnce(Response.json({ messages: [{ id: 'm8', seq: 8 }] }))
	const { result } = renderHook(() => useLiveChatWake(base))
	act(() => listener().onReady!())
	await vi.waitFor(() => expect(result.current.live).toBe(true))
	expect(fetchMock.mock.calls[0]![0]).toBe('/resources/chat-messages?after=7&limit=1')

	// Nothing newer: it stays as served.
	const quiet = renderHook(() => useLiveChatWake(base))
	act(() => listener().onReady!())
	await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
	expect(quiet.result.current.live).toBe(false)
})

test('support’s newest message on screen is marked read without the room; nothing is posted when it was read already', async () => {
	renderHook(() => useLiveChatWake({ ...base, lastStaffSeq: 6, buyerLastReadSeq: 6 }))
	expect(fetchMock).not.toHaveBeenCalledWith('/resources/chat-read', expect.anything())

	renderHook(() => useLiveChatWake({ ...base, lastStaffSeq: 7, buyerLastReadSeq: 6 }))
	await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/resources/chat-read', expect.objectContaining({ method: 'POST' })))
	const [, init] = fetchMock.mock.calls.find(([url]) => url === '/resources/chat-read')!
	expect(JSON.parse(String(init!.body))).toEqual({ seq: 7 })
})

test('what the buyer sends before the room is here wakes it and goes through the room once it is, in order', () => {
	const wake = vi.fn()
	const { result } = renderHook(() => useLiveChatControls(wake))
	const early = result.current.controls
	// No voice messages until the room (and its recorder) is here.
	expect(early.composer.onSendVoice).toBeUndefined()
	early.composer.onSendText('first')
	early.composer.onSendText('second')
	expect(wake).toHaveBeenCalled()

	const sent: string[] = []
	const room: LiveChatControls = {
		composer: { onSendText: (body) => sent.push(body), onPickImage: () => {}, onTyping: () => {}, onSendVoice: () => {} },
		sendProduct: (product) => sent.push(`product ${product.id}`),
		sendOrder: () => {},
	}
	act(() => result.current.onControls(room))
	expect(sent).toEqual(['first', 'second'])
	expect(result.current.controls).toBe(room)

	// Later sends go straight to the room.
	early.sendProduct({ id: 'p1', title: 'Bag', imageUrl: null, price: 1000, promotionPrice: null, minOrderQty: 1 })
	expect(sent).toEqual(['first', 'second', 'product p1'])
})

test('which events concern the live room', () => {
	expect(wakesLiveChat({ kind: 'chat.message', conversationId: 'c1', seq: 3 }, 'c1')).toBe(true)
	expect(wakesLiveChat({ kind: 'quote.status', conversationId: 'c1' }, 'c1')).toBe(true)
	expect(wakesLiveChat({ kind: 'chat.message', conversationId: 'c2' }, 'c1')).toBe(false)
	expect(wakesLiveChat({ kind: 'order.status', conversationId: 'c1' }, 'c1')).toBe(false)
})
