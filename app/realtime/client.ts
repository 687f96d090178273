import { type ConnectDescriptor, inBatches, isChannelName, normalizeChannels, type RealtimeEvent, SUBSCRIBE_BATCH_SIZE } from './channels.ts'
import { openSseTransport } from './transport-sse.ts'
import { type EventSourceConstructor, type TransportConnection, type TransportHandlers } from './transport.ts'
import { href } from '#app/href.ts'

export type SubscribeHandlers = {
	onEvent: (event: RealtimeEvent, channel: string) => void
	/**
	 * After every reconnect (and whenever the server says events may have been missed): fetch from the
	 * database everything after your last seen id. Events can also arrive twice; dedupe by id.
	 */
	onReconnect?: () => void
	/** A batch's first connection is open: events from now on arrive. */
	onReady?: (channels: string[]) => void
	/** A batch was refused (400 malformed, 401 signed out, 403 not yours); it is not retried. */
	onRefused?: (channels: string[], status: number) => void
}

export type SubscribeOptions = {
	fetch?: typeof fetch
	EventSource?: EventSourceConstructor
	loadAbly?: () => Promise<typeof import('./transport-ably.ts')>
	/** How long a batch may take to open before the next one starts anyway. */
	batchTimeoutMs?: number
	/** Reconnection backoff after the transport gave up: doubles from min to max, with jitter. */
	minRetryMs?: number
	maxRetryMs?: number
}

export type Subscription = { close: () => void }

const REFUSED_STATUSES = new Set([400, 401, 403, 404])

/**
 * Subscribes to channels (spec section 7: in batches of 50, one after the other; a failed batch moves
 * on). Each batch asks `/resources/realtime/token` how to connect (which also tells a refusal apart
 * from a network failure, something EventSource cannot), then opens the SSE or Ably transport, and
 * keeps it open: reconnecting with backoff, resuming from the last event id, and calling
 * `onReconnect` each time so the caller catches up from the database.
 *
 * Subscribers to the same channels share one connection: a tab page follows the buyer's channel for its
 * badge, its campaigns and reply notifications at once, and over HTTP/1.1 every open stream holds one of the
 * browser's six connections to the shop. A subscriber that joins an open connection hears `onReady` (or
 * `onRefused`) at once, as the first one did; the connection closes with its last subscriber.
 */
export function subscribe(channels: Iterable<string>, handlers: SubscribeHandlers, options: SubscribeOptions = {}): Subscription {
	const list = normalizeChannels(channels).filter(isChannelName)
	const key = `${list.join(',')}|${optionsKey(options)}`
	const listener: SubscribeHandlers = { ...handlers }
	let connection = connections.get(key)
	if (connection) {
		// Joined late: what the others already heard about the connection, this one hears now.
		const { ready, refused, listeners } = connection
		const heard = { ready: [...ready], refused: [...refused] }
		queueMicrotask(() => {
			if (!listeners.has(listener)) return
			heard.ready.forEach((batch) => listener.onReady?.(batch))
			heard.refused.forEach(([batch, status]) => listener.onRefused?.(batch, status))
		})
	} else {
		connection = openShared(list, options)
		connections.set(key, connection)
	}
	const shared = connection
	shared.listeners.add(listener)
	return {
		close() {
			if (!shared.listeners.delete(listener) || shared.listeners.size > 0) return
			// Closed at the end of this task, not at once: a page that gives way to another subscribing to the same
			// channels (one desk page to the next) hands the open connection over instead of dropping and re-making it,
			// which would lose what is published in between.
			queueMicrotask(() => {
				if (shared.listeners.size > 0) return
				if (connections.get(key) === shared) connections.delete(key)
				shared.close()
			})
		},
	}
}

type SharedConnection = {
	listeners: Set<SubscribeHandlers>
	ready: string[][]
	refused: Array<[string[], number]>
	close: () => void
}

const connections = new Map<string, SharedConnection>()

/** How many shared connections this page holds (each closes with its last subscriber; tests check none is left). */
export function sharedConnectionCount(): number {
	return connections.size
}

/** The same channels share a connection only with the same transport settings (tests inject their own). */
function optionsKey(options: SubscribeOptions): string {
	const { fetch, EventSource, loadAbly, batchTimeoutMs, minRetryMs, maxRetryMs } = options
	return [fetch, EventSource, loadAbly].map(identity).concat([batchTimeoutMs, minRetryMs, maxRetryMs].map(String)).join('|')
}

const identities = new WeakMap<object, number>()
let lastIdentity = 0
function identity(value: object | undefined): string {
	if (value === undefined) return '-'
	let id = identities.get(value)
	if (id === undefined) identities.set(value, (id = ++lastIdentity))
	return String(id)
}

function openShared(list: string[], options: SubscribeOptions): SharedConnection {
	const listeners = new Set<SubscribeHandlers>()
	const ready: string[][] = []
	const refused: Array<[string[], number]> = []
	const each = (call: (listener: SubscribeHandlers) => void) => [...listeners].forEach(call)
	const fanOut: SubscribeHandlers = {
		onEvent: (event, channel) => each((listener) => listener.onEvent(event, channel)),
		onReconnect: () => each((listener) => listener.onReconnect?.()),
		onReady: (batch) => {
			ready.push(batch)
			each((listener) => listener.onReady?.(batch))
		},
		onRefused: (batch, status) => {
			refused.push([batch, status])
			each((listener) => listener.onRefused?.(batch, status))
		},
	}
	const batches = inBatches(list, SUBSCRIBE_BATCH_SIZE).map((batch) => new Batch(batch, fanOut, options))
	let closed = false
	void (async () => {
		for (const batch of batches) {
			if (closed) return
			await batch.start()
		}
	})()
	const onOnline = () => batches.forEach((batch) => batch.retryNow())
	if (typeof window !== 'undefined') window.addEventListener('online', onOnline)
	return {
		listeners,
		ready,
		refused,
		close() {
			closed = true
			if (typeof window !== 'undefined') window.removeEventListener('online', onOnline)
			batches.forEach((batch) => batch.close())
		},
	}
}

class Batch {
	private connection: TransportConnection | null = null
	private lastEventId: string | null = null
	private opens = 0
	private attempt = 0
	private retryTimer: ReturnType<typeof setTimeout> | null = null
	private closed = false
	private connecting = false

	constructor(
		private readonly channels: string[],
		private readonly handlers: SubscribeHandlers,
		private readonly options: SubscribeOptions,
	) {}

	/** Connects; resolves when open, refused, failed, or after the batch timeout — whichever is first. */
	start(): Promise<void> {
		return new Promise((resolve) => {
			const timer = setTimeout(resolve, this.options.batchTimeoutMs ?? 10_000)
			const done = () => {
				clearTimeout(timer)
				resolve()
			}
			void this.connect(done)
		})
	}

	private async connect(settled: () => void = () => {}): Promise<void> {
		if (this.closed || this.connecting) return settled()
		this.connecting = true
		try {
			const descriptor = await this.describe()
			if (descriptor === 'refused' || this.closed) return settled()
			const transportHandlers: TransportHandlers = {
				onEvent: (event, channel) => this.handlers.onEvent(event, channel),
				onOpen: () => {
					this.attempt = 0
					if (this.opens++ === 0) this.handlers.onReady?.(this.channels)
					else this.handlers.onReconnect?.()
					settled()
				},
				onResync: () => this.handlers.onReconnect?.(),
				onClosed: () => {
					this.lastEventId = this.connection?.lastEventId ?? this.lastEventId
					this.connection = null
					settled()
					this.scheduleRetry()
				},
			}
			const EventSourceImpl = this.options.EventSource ?? globalThis.EventSource
			if (descriptor.transport === 'sse') {
				this.connection = openSseTransport(descriptor.url, transportHandlers, {
					EventSource: EventSourceImpl,
					lastEventId: this.lastEventId,
				})
			} else {
				const { openAblyTransport } = await (this.options.loadAbly ?? (() => import('./transport-ably.ts')))()
				if (this.closed) return settled()
				this.connection = openAblyTransport(descriptor, transportHandlers, {
					renewTokenRequest: async () => {
						const renewed = await this.describe()
						if (renewed === 'refused' || renewed.transport !== 'ably') throw new Error('realtime token refused')
						return renewed.tokenRequest
					},
				})
			}
		} catch {
			// Offline, server restarting, Ably unreachable: try again later; the next batch goes on.
			settled()
			this.scheduleRetry()
		} finally {
			this.connecting = false
		}
	}

	private async describe(): Promise<ConnectDescriptor | 'refused'> {
		const doFetch = this.options.fetch ?? globalThis.fetch.bind(globalThis)
		const response = await doFetch(`${href('/resources/realtime/token')}?channels=${this.channels.map(encodeURIComponent).join(',')}`, {
			credentials: 'same-origin',
			headers: { Accept: 'application/json' },
		})
		if (REFUSED_STATUSES.has(response.status)) {
			this.handlers.onRefused?.(this.channels, response.status)
			return 'refused'
		}
		if (!response.ok) throw new Error(`connect failed with HTTP ${response.status}`)
		return (await response.json()) as ConnectDescriptor
	}

	private scheduleRetry() {
		if (this.closed || this.retryTimer) return
		const min = this.options.minRetryMs ?? 1000
		const max = this.options.maxRetryMs ?? 30_000
		const delay = Math.min(max, min * 2 ** this.attempt) * (0.75 + Math.random() * 0.5)
		this.attempt += 1
		this.retryTimer = setTimeout(() => {
			this.retryTimer = null
			void this.connect()
		}, delay)
	}

	/**
	 * Back online: skip the rest of the backoff, and do not trust a connection that looks open. After the
	 * network went away a stream can stay "open" without ever delivering again (what was published meanwhile
	 * is lost on it), so it is replaced: the new one resumes from the last event id and `onReconnect` fetches
	 * everything after it from the database.
	 */
	retryNow() {
		if (this.closed) return
		if (this.retryTimer) {
			clearTimeout(this.retryTimer)
			this.retryTimer = null
		}
		if (this.connection) {
			this.lastEventId = this.connection.lastEventId ?? this.lastEventId
			this.connection.close()
			this.connection = null
		}
		void this.connect()
	}

	close() {
		this.closed = true
		if (this.retryTimer) clearTimeout(this.retryTimer)
		this.retryTimer = null
		this.connection?.close()
		this.connection = null
	}
}
