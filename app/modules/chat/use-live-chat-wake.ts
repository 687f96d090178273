import { useRevalidator } from '@remix-run/react'
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { conversationChannel, type RealtimeEvent, userChannel } from '#app/realtime/channels.ts'
import { useChannel } from '#app/realtime/use-channel.ts'
import { type LiveChatControls } from './LiveChatRoom.tsx'
import { hasStoredOutbox } from './outbox-key.ts'

/**
 * The buyer's chat page shows the server's rendering of the latest messages (StaticChat) until the live room
 * (LiveChatRoom: the virtualised timeline, the outbox, typing, about 30 KB of scripts) is needed. It is needed:
 * - at once, when this device still holds messages written earlier that have not gone out, or is offline (the room
 *   says what offline means here, and queues what is written);
 * - when something happens in the conversation (support writes, types or reads, a quote changes) — the page
 *   listens on the same shared connection the live room then joins, and the room catches up on what it missed;
 * - when the buyer reaches for it: scrolls the messages, types, taps the composer, or goes offline.
 * A tap on a link or a card inside the messages does not wake it, so the element under the finger is never
 * replaced between the press and the click. The composer is the page's own and stays in place across the switch.
 */
export function useLiveChatWake({
	userId,
	conversationId,
	readPath,
	newerUrl,
	lastStaffSeq,
	staffLastReadSeq,
	buyerLastReadSeq,
	enabled,
}: {
	userId: string
	conversationId: string
	/** Where the read mark goes while the room is not loaded. */
	readPath: string
	/**
	 * A GET answering with the messages after the page's newest (`{ messages }`): what was missed before listening.
	 * Null on an older page of history (paged back without scripts: newer messages are known to exist).
	 */
	newerUrl: string | null
	/** The newest message from support on the page (0: none). */
	lastStaffSeq: number
	staffLastReadSeq: number
	buyerLastReadSeq: number
	/** Hydrated: nothing listens during the server render. */
	enabled: boolean
}): { live: boolean; wake: () => void; staffLastReadSeq: number } {
	const [live, setLiveNow] = useState(false)
	// In a transition: what is on screen stays until the live room has loaded (the page's Suspense boundary).
	const setLive = useCallback((value: boolean) => startTransition(() => setLiveNow(value)), [])
	const [readSeq, setReadSeq] = useState(staffLastReadSeq)
	const revalidator = useRevalidator()
	const liveRef = useRef(live)
	liveRef.current = live

	useEffect(() => {
		if (!enabled || live) return
		if (hasStoredOutbox(browserStorage(), userId) || !navigator.onLine) {
			setLive(true)
			return
		}
		const wake = () => setLive(true)
		// A press or focus outside the messages, except on a link (it leaves the page; the room would load for nothing).
		const wakeOutsideMessages = (event: Event) => {
			if (!isInsideStaticMessages(event.target) && !isLink(event.target)) wake()
		}
		const options = { capture: true, passive: true } as const
		const reaching = ['scroll', 'wheel', 'touchmove', 'keydown'] as const
		for (const type of reaching) document.addEventListener(type, wake, options)
		document.addEventListener('pointerdown', wakeOutsideMessages, options)
		document.addEventListener('focusin', wakeOutsideMessages, options)
		window.addEventListener('offline', wake)
		return () => {
			for (const type of reaching) document.removeEventListener(type, wake, options)
			document.removeEventListener('pointerdown', wakeOutsideMessages, options)
			document.removeEventListener('focusin', wakeOutsideMessages, options)
			window.removeEventListener('offline', wake)
		}
	}, [enabled, live, userId, setLive])

	// Support's messages the buyer is looking at are read, as the live room would say: the static list opens at the
	// newest message, so it is in view while the page is.
	const readSent = useRef(buyerLastReadSeq)
	useEffect(() => {
		if (!enabled || live) return
		const markRead = () => {
			if (lastStaffSeq <= readSent.current || document.visibilityState !== 'visible' || !staticListAtNewest()) return
			readSent.current = lastStaffSeq
			void fetch(readPath, {
				method: 'POST',
				credentials: 'same-origin',
				headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
				body: JSON.stringify({ seq: lastStaffSeq }),
			})
				.then((response) => response.arrayBuffer())
				.catch(() => {
					readSent.current = 0
				})
		}
		markRead()
		document.addEventListener('visibilitychange', markRead)
		return () => document.removeEventListener('visibilitychange', markRead)
	}, [enabled, live, lastStaffSeq, readPath])

	useChannel(
		[userChannel(userId), conversationChannel(conversationId)],
		(event: RealtimeEvent) => {
			if (liveRef.current || !wakesLiveChat(event, conversationId)) return
			if (event.kind === 'chat.read' && event.side === 'staff' && typeof event.seq === 'number') {
				const seq = event.seq
				setReadSeq((current) => Math.max(current, seq))
			}
			// The live room reads only what is newer than the page; a changed card is in the page's own data.
			if (event.kind === 'quote.status') revalidator.revalidate()
			setLive(true)
		},
		{
			enabled,
			// What happened between the server's rendering and the first event heard (or while the connection was down)
			// has no event of its own: one look, as the live room's catch-up would.
			onReady: () => void lookForNewer(newerUrl).then((found) => found && !liveRef.current && setLive(true)),
			onReconnect: () => void lookForNewer(newerUrl).then((found) => found && !liveRef.current && setLive(true)),
		},
	)

	const wake = useCallback(() => setLive(true), [setLive])
	return { live, wake, staffLastReadSeq: Math.max(readSeq, staffLastReadSeq) }
}

/**
 * The room's sends for the page's composer and "send this product/order" panels, usable from hydration on: what
 * the buyer sends before the room is here wakes it and waits, in order, until the room takes it into its outbox
 * (a tap on Send never posts the page's form while scripts run, so the draft never stays behind in the box).
 */
export function useLiveChatControls(wake: () => void): {
	/** The room's own once it is here; until then the same calls, waiting for it. */
	controls: LiveChatControls
	onControls: (controls: LiveChatControls | null) => void
} {
	const [room, setRoom] = useState<LiveChatControls | null>(null)
	const roomRef = useRef(room)
	roomRef.current = room
	const waiting = useRef<Array<(room: LiveChatControls) => void>>([])
	useEffect(() => {
		if (!room) return
		for (const send of waiting.current.splice(0)) send(room)
	}, [room])
	const early = useMemo<LiveChatControls>(() => {
		const run = (send: (room: LiveChatControls) => void) => {
			if (roomRef.current) return send(roomRef.current)
			waiting.current.push(send)
			wake()
		}
		return {
			composer: {
				onSendText: (body) => run((room) => room.composer.onSendText(body)),
				onPickImage: (file) => run((room) => room.composer.onPickImage(file)),
				onTyping: () => run((room) => room.composer.onTyping()),
			},
			sendProduct: (product) => run((room) => room.sendProduct(product)),
			sendOrder: (order) => run((room) => room.sendOrder(order)),
		}
	}, [wake])
	// Voice messages are offered once the room is here (its composer has onSendVoice; the waiting one has not).
	return { controls: room ?? early, onControls: setRoom }
}

async function lookForNewer(url: string | null): Promise<boolean> {
	if (!url) return false
	try {
		const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
		if (!response.ok) return false
		const page = (await response.json()) as { messages?: unknown[] }
		return (page.messages?.length ?? 0) > 0
	} catch {
		return false
	}
}

/** The events of this conversation the live room would show (a new message, typing, a read mark, a quote). */
export function wakesLiveChat(event: RealtimeEvent, conversationId: string): boolean {
	return event.conversationId === conversationId && (event.kind.startsWith('chat.') || event.kind === 'quote.status')
}

/** StaticChat's list (and each message in it, `data-key`: the live timeline's key for it). */
const STATIC_MESSAGES_ATTRIBUTE = 'data-static-chat'

function isInsideStaticMessages(target: EventTarget | null): boolean {
	return target instanceof Element && target.closest(`[${STATIC_MESSAGES_ATTRIBUTE}]`) !== null
}

function isLink(target: EventTarget | null): boolean {
	return target instanceof Element && target.closest('a[href]') !== null
}

function staticList(): HTMLElement | null {
	return document.querySelector<HTMLElement>(`[${STATIC_MESSAGES_ATTRIBUTE}]`)
}

/** The list is `column-reverse`: at the newest message its scrollTop is 0, and negative above. */
const AT_NEWEST_PX = 80

function staticListAtNewest(): boolean {
	const list = staticList()
	return !list || Math.abs(list.scrollTop) < AT_NEWEST_PX
}

/**
 * Where the reader is in the static list when the live room takes over: the topmost message in view and how far
 * its top is below the list's top edge; null at the newest message (the live room opens there anyway).
 */
export function readStaticAnchor(): { key: string; offset: number } | null {
	const list = staticList()
	if (!list || staticListAtNewest()) return null
	const top = list.getBoundingClientRect().top
	let best: { key: string; offset: number } | null = null
	for (const item of list.querySelectorAll<HTMLElement>('[data-key]')) {
		const box = item.getBoundingClientRect()
		if (box.bottom <= top) continue
		if (!best || box.top - top < best.offset) best = { key: item.dataset.key!, offset: box.top - top }
	}
	return best
}

function browserStorage(): Storage | null {
	try {
		return window.localStorage
	} catch {
		return null
	}
}
