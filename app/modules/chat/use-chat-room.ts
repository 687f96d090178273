import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { openLogin } from '#app/modules/auth/login-events.ts'
import { compressPhoto } from '#app/modules/search/compress-photo.ts'
import { conversationChannel, type RealtimeEvent, userChannel } from '#app/realtime/channels.ts'
import { useChannel } from '#app/realtime/use-channel.ts'
import { chatRoomReducer, initChatRoomState } from './chat-room-state.ts'
import { type ChatMessageView, type ChatPage, type ConversationView, type OrderCardView, type ProductCardView } from './chat-view.ts'
import { blobToDataUrl, deliverOutboxItem, type OutboxItem, readOutbox, writeOutbox } from './outbox.ts'
import {
	CHAT_IMAGE_MAX_BYTES,
	CHAT_MAX_PAGE_SIZE,
	CHAT_MESSAGES_PATH,
	CHAT_PAGE_SIZE,
	CHAT_READ_PATH,
	CHAT_TYPING_PATH,
	createClientId,
	TYPING_SHOWN_MS,
	TYPING_SIGNAL_INTERVAL_MS,
} from './chat-limits.ts'
import { type ChatRoomData } from './StaticChat.tsx'

/** How often failed sends are tried again by themselves (also on "online" and on every reconnect). */
const RETRY_EVERY_MS = 15_000

function browserStorage(): Storage | null {
	try {
		return window.localStorage
	} catch {
		return null
	}
}

async function getJson<T>(url: string): Promise<{ ok: true; body: T } | { ok: false; status: number }> {
	try {
		const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
		if (!response.ok) return { ok: false, status: response.status }
		return { ok: true, body: (await response.json()) as T }
	} catch {
		return { ok: false, status: 0 }
	}
}

function postJson(url: string, body: unknown) {
	return fetch(url, {
		method: 'POST',
		credentials: 'same-origin',
		headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
		body: JSON.stringify(body),
	})
}

/**
 * The live chat room: the messages (history upwards, catch-up after every reconnect), the outbox (sends
 * that survive a reload and a dropped connection), typing, read receipts and the "new messages" count.
 */
export function useChatRoom(data: ChatRoomData) {
	const { userId } = data
	const [state, dispatch] = useReducer(chatRoomReducer, data, (initial) =>
		initChatRoomState({ userId: initial.userId, messages: initial.messages, hasOlder: initial.hasOlder, staffLastReadSeq: initial.staffLastReadSeq }),
	)
	const stateRef = useRef(state)
	stateRef.current = state
	const atBottomRef = useRef(true)
	/** Set by the buyer's own send: the timeline follows it even when scrolled up. */
	const followOwnRef = useRef(false)
	const blobs = useRef(new Map<string, Blob>())
	const products = useRef(new Map<string, ProductCardView>())
	const orders = useRef(new Map<string, OrderCardView>())
	const inFlight = useRef(new Set<string>())
	const [staffTyping, setStaffTyping] = useState(false)
	const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
	const lastTypingSent = useRef(0)
	const lastReadSent = useRef(0)
	const [atBottom, setAtBottomState] = useState(true)
	const [outboxLoaded, setOutboxLoaded] = useState(false)
	if (data.product) products.current.set(data.product.id, data.product)
	if (data.order) orders.current.set(data.order.id, data.order)

	// What the loader brings again (after a revalidation) joins what is known.
	useEffect(() => {
		dispatch({ type: 'merge', messages: data.messages, atBottom: atBottomRef.current, staffLastReadSeq: data.staffLastReadSeq })
	}, [data.messages, data.staffLastReadSeq])

	/* Catch-up: everything after the last seq known, page by page. */
	const catchingUp = useRef(false)
	const catchUpAgain = useRef(false)
	const catchUp = useCallback(async () => {
		if (catchingUp.current) {
			catchUpAgain.current = true
			return
		}
		catchingUp.current = true
		try {
			do {
				catchUpAgain.current = false
				let after = stateRef.current.messages.at(-1)?.seq ?? 0
				for (;;) {
					const result = await getJson<ChatPage & { conversation: ConversationView | null }>(
						`${CHAT_MESSAGES_PATH}?after=${after}&limit=${CHAT_MAX_PAGE_SIZE}`,
					)
					if (!result.ok) {
						if (result.status === 401) openLogin()
						return
					}
					const { messages, hasMore, conversation } = result.body
					dispatch({ type: 'merge', messages, atBottom: atBottomRef.current, staffLastReadSeq: conversation?.staffLastReadSeq })
					if (messages.some((message) => message.side === 'staff')) setStaffTyping(false)
					after = Math.max(after, ...messages.map((message) => message.seq))
					if (!hasMore || messages.length === 0) break
				}
			} while (catchUpAgain.current)
		} finally {
			catchingUp.current = false
		}
	}, [])

	/* Older history when the buyer scrolls to the top. */
	const loadOlder = useCallback(async () => {
		const current = stateRef.current
		const oldest = current.messages[0]
		if (!current.hasOlder || current.loadingOlder || !oldest) return
		dispatch({ type: 'loadingOlder' })
		const result = await getJson<ChatPage>(`${CHAT_MESSAGES_PATH}?before=${oldest.seq}&limit=${CHAT_PAGE_SIZE}`)
		if (!result.ok) return dispatch({ type: 'olderFailed' })
		dispatch({ type: 'prepend', messages: result.body.messages, hasOlder: result.body.hasMore })
	}, [])

	/* The outbox: saved on every change, delivered one attempt at a time per message. */
	useEffect(() => {
		const stored = readOutbox(browserStorage(), userId)
		dispatch({ type: 'outbox', items: stored.map((item) => (item.refused ? item : { ...item, state: 'sending' as const })) })
		setOutboxLoaded(true)
	}, [userId])

	useEffect(() => {
		if (outboxLoaded) writeOutbox(browserStorage(), userId, state.outbox)
	}, [outboxLoaded, userId, state.outbox])

	const deliver = useCallback(async (clientId: string, queued?: OutboxItem) => {
		if (inFlight.current.has(clientId)) return
		const item = queued ?? stateRef.current.outbox.find((entry) => entry.clientId === clientId)
		if (!item) return
		inFlight.current.add(clientId)
		if (item.state !== 'sending') dispatch({ type: 'outboxItem', item: { ...item, state: 'sending', error: undefined, refused: false } })
		try {
			const outcome = await deliverOutboxItem(item, { fetch: (url, init) => fetch(url, init), blob: blobs.current.get(clientId) })
			switch (outcome.type) {
				case 'sent':
					blobs.current.delete(clientId)
					dispatch({ type: 'sent', clientId, message: outcome.message })
					break
				case 'uploaded':
				case 'retry':
					dispatch({ type: 'outboxItem', item: { ...outcome.item, state: 'failed', error: undefined, refused: false } })
					break
				case 'refused':
					if (outcome.status === 401) openLogin()
					dispatch({ type: 'outboxItem', item: { ...outcome.item, state: 'failed', error: outcome.messageId, refused: true } })
					break
			}
		} finally {
			inFlight.current.delete(clientId)
		}
	}, [])

	/** Every message not refused goes again (after a reload, on "online", on reconnect, now and then). */
	const retryPending = useCallback(() => {
		for (const item of stateRef.current.outbox) if (!item.refused) void deliver(item.clientId)
	}, [deliver])

	useEffect(() => {
		if (!outboxLoaded) return
		retryPending()
		const timer = setInterval(retryPending, RETRY_EVERY_MS)
		window.addEventListener('online', retryPending)
		return () => {
			clearInterval(timer)
			window.removeEventListener('online', retryPending)
		}
	}, [outboxLoaded, retryPending])

	const enqueue = useCallback(
		(item: OutboxItem) => {
			followOwnRef.current = true
			dispatch({ type: 'enqueue', item })
			void deliver(item.clientId, item)
		},
		[deliver],
	)

	const sendText = useCallback(
		(body: string) => enqueue({ clientId: createClientId(), body, createdAt: new Date().toISOString(), state: 'sending' }),
		[enqueue],
	)

	const sendProduct = useCallback(
		(product: ProductCardView) => {
			products.current.set(product.id, product)
			enqueue({ clientId: createClientId(), body: '', productId: product.id, createdAt: new Date().toISOString(), state: 'sending' })
		},
		[enqueue],
	)

	const sendOrder = useCallback(
		(order: OrderCardView) => {
			orders.current.set(order.id, order)
			enqueue({ clientId: createClientId(), body: '', orderId: order.id, createdAt: new Date().toISOString(), state: 'sending' })
		},
		[enqueue],
	)

	/** A finished recording: kept in memory (and as a data URL for a reload) until it is uploaded. */
	const sendVoice = useCallback(
		async (recording: Blob, durationMs: number) => {
			const clientId = createClientId()
			blobs.current.set(clientId, recording)
			let dataUrl: string | undefined
			try {
				dataUrl = await blobToDataUrl(recording)
			} catch {
				dataUrl = undefined
			}
			enqueue({ clientId, body: '', voice: { dataUrl, type: recording.type, durationMs }, createdAt: new Date().toISOString(), state: 'sending' })
		},
		[enqueue],
	)

	const [imageError, setImageError] = useState<string | null>(null)
	const sendImage = useCallback(
		async (file: File) => {
			setImageError(null)
			let picture: Blob = file
			try {
				picture = await compressPhoto(file)
			} catch {
				// Sent as picked; the server checks it.
			}
			if (picture.size > CHAT_IMAGE_MAX_BYTES) return setImageError('chat.error.imageTooLarge')
			if (picture.size === 0) return setImageError('chat.error.imageRequired')
			const clientId = createClientId()
			blobs.current.set(clientId, picture)
			let dataUrl: string | undefined
			try {
				dataUrl = await blobToDataUrl(picture)
			} catch {
				dataUrl = undefined
			}
			enqueue({ clientId, body: '', image: { dataUrl }, createdAt: new Date().toISOString(), state: 'sending' })
		},
		[enqueue],
	)

	const retry = useCallback((clientId: string) => void deliver(clientId), [deliver])
	const remove = useCallback((clientId: string) => {
		blobs.current.delete(clientId)
		dispatch({ type: 'removeOutboxItem', clientId })
	}, [])

	/* Real time: new messages and read receipts on the buyer's own channel; support typing on the conversation's. */
	const onEvent = useCallback(
		(event: RealtimeEvent) => {
			if (event.conversationId !== data.conversationId) return
			if (event.kind === 'chat.message') {
				if (typeof event.seq !== 'number' || event.seq > (stateRef.current.messages.at(-1)?.seq ?? 0)) void catchUp()
			} else if (event.kind === 'quote.status') {
				// A quote card changed (withdrawn by support, accepted in another tab): read the latest page again.
				void getJson<ChatPage>(`${CHAT_MESSAGES_PATH}?limit=${CHAT_MAX_PAGE_SIZE}`).then((result) => {
					if (result.ok) dispatch({ type: 'refresh', messages: result.body.messages })
				})
			} else if (event.kind === 'chat.read' && event.side === 'staff' && typeof event.seq === 'number') {
				dispatch({ type: 'read', staffLastReadSeq: event.seq })
			} else if (event.kind === 'chat.typing' && event.side === 'staff') {
				setStaffTyping(true)
				if (typingTimer.current) clearTimeout(typingTimer.current)
				typingTimer.current = setTimeout(() => setStaffTyping(false), TYPING_SHOWN_MS)
			}
		},
		[catchUp, data.conversationId],
	)
	useChannel([userChannel(userId), conversationChannel(data.conversationId)], onEvent, {
		onReady: () => void catchUp(),
		onReconnect: () => {
			void catchUp()
			retryPending()
		},
	})
	useEffect(() => () => {
		if (typingTimer.current) clearTimeout(typingTimer.current)
	}, [])

	const signalTyping = useCallback(() => {
		const now = Date.now()
		if (now - lastTypingSent.current < TYPING_SIGNAL_INTERVAL_MS) return
		lastTypingSent.current = now
		void fetch(CHAT_TYPING_PATH, { method: 'POST', credentials: 'same-origin' }).catch(() => {})
	}, [])

	/* Read receipts: what support wrote is read once the buyer is at the bottom with the page in view. */
	const lastFromSupport = lastSeqFromOthers(state.messages, userId)
	useEffect(() => {
		const markRead = () => {
			if (!atBottom || document.visibilityState !== 'visible' || lastFromSupport <= lastReadSent.current) return
			lastReadSent.current = lastFromSupport
			void postJson(CHAT_READ_PATH, { seq: lastFromSupport }).catch(() => {
				lastReadSent.current = 0
			})
		}
		markRead()
		document.addEventListener('visibilitychange', markRead)
		return () => document.removeEventListener('visibilitychange', markRead)
	}, [atBottom, lastFromSupport])

	const setAtBottom = useCallback((value: boolean) => {
		atBottomRef.current = value
		setAtBottomState(value)
		if (value) dispatch({ type: 'seen' })
	}, [])

	return {
		state,
		staffTyping,
		imageError,
		followOwnRef,
		setAtBottom,
		loadOlder,
		sendText,
		sendImage,
		sendProduct,
		sendOrder,
		sendVoice,
		retry,
		remove,
		signalTyping,
		productPreview: (id: string) => products.current.get(id) ?? null,
		orderPreview: (id: string) => orders.current.get(id) ?? null,
	}
}

function lastSeqFromOthers(messages: readonly ChatMessageView[], userId: string): number {
	for (let index = messages.length - 1; index >= 0; index -= 1) {
		const message = messages[index]!
		if (message.senderId !== userId) return message.seq
	}
	return 0
}
