import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { openLogin } from '#app/modules/auth/login-events.ts'
import { type RealtimeEvent } from '#app/realtime/channels.ts'
import { useChannel } from '#app/realtime/use-channel.ts'
import { chatRoomReducer, initChatRoomState } from './chat-room-state.ts'
import { type ChatMessageView, type ChatPage, type OrderCardView, type ProductCardView } from './chat-view.ts'
import { blobToDataUrl, deliverOutboxItem, type OutboxItem, readOutbox, writeOutbox } from './outbox.ts'
import {
	CHAT_IMAGE_MAX_BYTES,
	CHAT_MAX_PAGE_SIZE,
	CHAT_PAGE_SIZE,
	createClientId,
	TYPING_SHOWN_MS,
	TYPING_SIGNAL_INTERVAL_MS,
} from './chat-limits.ts'

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

/**
 * A JSON POST whose answer is only its status. The body is read to the end all the same: an answer left unread
 * stays an open request in Chromium (the page never goes network-idle, and the connection is held).
 */
async function postJson(url: string, body: unknown): Promise<{ ok: boolean; status: number }> {
	const response = await fetch(url, {
		method: 'POST',
		credentials: 'same-origin',
		headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
		body: JSON.stringify(body),
	})
	await response.arrayBuffer().catch(() => undefined)
	return { ok: response.ok, status: response.status }
}

/**
 * Where one side of a conversation reads and writes: the buyer's own chat (`/resources/chat-*`), or an agent's
 * view of a buyer's conversation (`/resources/staff-chat-*`). The same live room serves both.
 */
export type ChatRoomConfig = {
	ownSide: 'buyer' | 'staff'
	conversationId: string
	/** Whose outbox this is on this device (the buyer, or the agent in this conversation). */
	outboxOwner: string
	messages: ChatMessageView[]
	hasOlder: boolean
	/** The other side has read the reader's messages up to here. */
	otherLastReadSeq: number
	/** The channels whose events concern this conversation. */
	channels: string[]
	/** `?after=…&limit=…` or `?before=…&limit=…` → the URL that answers with a ChatPage (and the conversation). */
	messagesUrl: (query: string) => string
	/** Where sends go (JSON), with the fields every send carries besides the message. */
	sendPath: string
	sendFields?: Record<string, string>
	/** `POST` the reader's read mark: the URL and the body for a seq. */
	readPath: string
	readBody: (seq: number) => unknown
	typingPath: string
	typingBody?: unknown
}

/**
 * A live conversation for either side: the messages (history upwards, catch-up after every reconnect, never a
 * page reload), the outbox (sends that survive a reload and a dropped connection, waiting while offline), the other
 * side's typing, read receipts both ways, and the "new messages" count.
 */
export function useChatRoom(config: ChatRoomConfig) {
	const { ownSide, conversationId, outboxOwner } = config
	const configRef = useRef(config)
	configRef.current = config
	const [state, dispatch] = useReducer(chatRoomReducer, config, (initial) =>
		initChatRoomState({
			ownSide: initial.ownSide,
			messages: initial.messages,
			hasOlder: initial.hasOlder,
			otherLastReadSeq: initial.otherLastReadSeq,
		}),
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
	const [otherTyping, setOtherTyping] = useState(false)
	const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
	const lastTypingSent = useRef(0)
	const lastReadSent = useRef(0)
	const [atBottom, setAtBottomState] = useState(true)
	const [outboxLoaded, setOutboxLoaded] = useState(false)

	// What the loader brings again (after a revalidation: an assignment, a quote sent) joins what is known.
	useEffect(() => {
		dispatch({ type: 'merge', messages: config.messages, atBottom: atBottomRef.current, otherLastReadSeq: config.otherLastReadSeq })
	}, [config.messages, config.otherLastReadSeq])

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
					const result = await getJson<ChatPage & { otherLastReadSeq?: number }>(
						configRef.current.messagesUrl(`after=${after}&limit=${CHAT_MAX_PAGE_SIZE}`),
					)
					if (!result.ok) {
						if (result.status === 401 && ownSide === 'buyer') openLogin()
						return
					}
					const { messages, hasMore, otherLastReadSeq } = result.body
					dispatch({ type: 'merge', messages, atBottom: atBottomRef.current, otherLastReadSeq })
					if (messages.some((message) => message.side !== ownSide)) setOtherTyping(false)
					after = Math.max(after, ...messages.map((message) => message.seq))
					if (!hasMore || messages.length === 0) break
				}
			} while (catchUpAgain.current)
		} finally {
			catchingUp.current = false
		}
	}, [ownSide])

	/* Older history when the reader scrolls to the top. */
	const loadOlder = useCallback(async () => {
		const current = stateRef.current
		const oldest = current.messages[0]
		if (!current.hasOlder || current.loadingOlder || !oldest) return
		dispatch({ type: 'loadingOlder' })
		const result = await getJson<ChatPage>(configRef.current.messagesUrl(`before=${oldest.seq}&limit=${CHAT_PAGE_SIZE}`))
		if (!result.ok) return dispatch({ type: 'olderFailed' })
		dispatch({ type: 'prepend', messages: result.body.messages, hasOlder: result.body.hasMore })
	}, [])

	/* The outbox: saved on every change, delivered one attempt at a time per message. */
	useEffect(() => {
		const stored = readOutbox(browserStorage(), outboxOwner)
		dispatch({ type: 'outbox', items: stored.map((item) => (item.refused ? item : { ...item, state: 'sending' as const })) })
		setOutboxLoaded(true)
	}, [outboxOwner])

	useEffect(() => {
		if (outboxLoaded) writeOutbox(browserStorage(), outboxOwner, state.outbox)
	}, [outboxLoaded, outboxOwner, state.outbox])

	const deliverNow = useCallback(
		async (clientId: string, queued?: OutboxItem) => {
			if (inFlight.current.has(clientId)) return
			const item = queued ?? stateRef.current.outbox.find((entry) => entry.clientId === clientId)
			if (!item) return
			inFlight.current.add(clientId)
			// Offline, it waits (and says so) instead of failing: it goes out on "online" and on every reconnect.
			const next = navigator.onLine ? ('sending' as const) : ('waiting' as const)
			if (item.state !== next) dispatch({ type: 'outboxItem', item: { ...item, state: next, error: undefined, refused: false } })
			if (next === 'waiting') {
				inFlight.current.delete(clientId)
				return
			}
			try {
				const { sendPath, sendFields } = configRef.current
				const outcome = await deliverOutboxItem(item, {
					fetch: (url, init) => fetch(url, init),
					blob: blobs.current.get(clientId),
					sendPath,
					sendFields,
				})
				switch (outcome.type) {
					case 'sent':
						blobs.current.delete(clientId)
						dispatch({ type: 'sent', clientId, message: outcome.message })
						break
					case 'uploaded':
					case 'retry':
						// No answer: not a failure; it is tried again by itself.
						dispatch({ type: 'outboxItem', item: { ...outcome.item, state: 'waiting', error: undefined, refused: false } })
						break
					case 'refused':
						if (outcome.status === 401 && ownSide === 'buyer') openLogin()
						dispatch({ type: 'outboxItem', item: { ...outcome.item, state: 'failed', error: outcome.messageId, refused: true } })
						break
				}
			} finally {
				inFlight.current.delete(clientId)
			}
		},
		[ownSide],
	)

	/**
	 * One send at a time, in the order they were written: sent side by side, a later message could be stored (and
	 * numbered) before an earlier one, and the other side would read them out of order.
	 */
	const sendQueue = useRef<Promise<void>>(Promise.resolve())
	const deliver = useCallback(
		(clientId: string, queued?: OutboxItem) => {
			const next = sendQueue.current.then(() => deliverNow(clientId, queued))
			sendQueue.current = next.catch(() => undefined)
			return next
		},
		[deliverNow],
	)

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
				// Loaded on the first picture, not with the room (0.8 KB gzip); the service worker keeps it for offline.
				const { compressPhoto } = await import('#app/modules/search/compress-photo.ts')
				picture = await compressPhoto(file)
			} catch {
				// Sent as picked (also when the compressor could not load); the server checks it.
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

	/* Real time: new messages, read receipts, changed cards and the other side's typing, for this conversation. */
	const onEvent = useCallback(
		(event: RealtimeEvent) => {
			if (event.conversationId !== conversationId) return
			if (event.kind === 'chat.message') {
				if (typeof event.seq !== 'number' || event.seq > (stateRef.current.messages.at(-1)?.seq ?? 0)) void catchUp()
			} else if (event.kind === 'quote.status') {
				// A quote card changed (withdrawn by support, accepted in another tab): read the latest page again.
				void getJson<ChatPage>(configRef.current.messagesUrl(`limit=${CHAT_MAX_PAGE_SIZE}`)).then((result) => {
					if (result.ok) dispatch({ type: 'refresh', messages: result.body.messages })
				})
			} else if (event.kind === 'chat.read' && event.side !== ownSide && typeof event.seq === 'number') {
				dispatch({ type: 'read', otherLastReadSeq: event.seq })
			} else if (event.kind === 'chat.typing' && event.side !== ownSide) {
				setOtherTyping(true)
				if (typingTimer.current) clearTimeout(typingTimer.current)
				typingTimer.current = setTimeout(() => setOtherTyping(false), TYPING_SHOWN_MS)
			}
		},
		[catchUp, conversationId, ownSide],
	)
	useChannel(config.channels, onEvent, {
		onReady: () => void catchUp(),
		onReconnect: () => {
			void catchUp()
			retryPending()
		},
	})
	useEffect(
		() => () => {
			if (typingTimer.current) clearTimeout(typingTimer.current)
		},
		[],
	)

	const signalTyping = useCallback(() => {
		const now = Date.now()
		if (now - lastTypingSent.current < TYPING_SIGNAL_INTERVAL_MS) return
		lastTypingSent.current = now
		void postJson(configRef.current.typingPath, configRef.current.typingBody ?? {}).catch(() => {})
	}, [])

	/*
	 * Read receipts: what the other side wrote is read once the reader is at the bottom with the page in view, and
	 * only then (a POST; opening the page changes nothing).
	 */
	const lastFromOthers = lastSeqFromOthers(state.messages, ownSide)
	useEffect(() => {
		const markRead = () => {
			if (!atBottom || document.visibilityState !== 'visible' || lastFromOthers <= lastReadSent.current) return
			lastReadSent.current = lastFromOthers
			void postJson(configRef.current.readPath, configRef.current.readBody(lastFromOthers))
				.then((response) => {
					if (!response.ok) lastReadSent.current = 0
				})
				.catch(() => {
					lastReadSent.current = 0
				})
		}
		markRead()
		document.addEventListener('visibilitychange', markRead)
		return () => document.removeEventListener('visibilitychange', markRead)
	}, [atBottom, lastFromOthers])

	const setAtBottom = useCallback((value: boolean) => {
		atBottomRef.current = value
		setAtBottomState(value)
		if (value) dispatch({ type: 'seen' })
	}, [])

	const rememberProduct = useCallback((product: ProductCardView) => products.current.set(product.id, product), [])
	const rememberOrder = useCallback((order: OrderCardView) => orders.current.set(order.id, order), [])

	return {
		state,
		otherTyping,
		rememberProduct,
		rememberOrder,
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

function lastSeqFromOthers(messages: readonly ChatMessageView[], ownSide: string): number {
	for (let index = messages.length - 1; index >= 0; index -= 1) {
		const message = messages[index]!
		if (message.side !== ownSide) return message.seq
	}
	return 0
}
