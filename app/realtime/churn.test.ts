// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import { type AblyTokenRequest } from './channels.ts'
import { sharedConnectionCount, subscribe, type SubscribeOptions } from './client.ts'
import { type AblyClientFactory, type AblyRealtimeClient } from './transport-ably.ts'

/*
 * No leak in the browser on either transport (issue 18): 10,000 connections opened and closed leave no shared
 * connection, no transport open, no listener on the window and none on an Ably client.
 */

const CYCLES = 10_000

class CountingEventSource {
	static readonly CLOSED = 2
	static open = 0
	static made = 0
	readyState = 0
	onopen: (() => void) | null = null
	onmessage: ((event: MessageEvent) => void) | null = null
	onerror: (() => void) | null = null
	private closed = false
	constructor(readonly url: string) {
		CountingEventSource.open += 1
		CountingEventSource.made += 1
		queueMicrotask(() => {
			if (this.closed) return
			this.readyState = 1
			this.onopen?.()
		})
	}
	addEventListener() {}
	close() {
		if (this.closed) return
		this.closed = true
		this.readyState = CountingEventSource.CLOSED
		CountingEventSource.open -= 1
	}
}

/** The window's `online` listeners as added and removed by the client. */
function countWindowListeners() {
	let count = 0
	const add = vi.spyOn(window, 'addEventListener').mockImplementation((type) => {
		if (type === 'online') count += 1
	})
	const remove = vi.spyOn(window, 'removeEventListener').mockImplementation((type) => {
		if (type === 'online') count -= 1
	})
	return {
		get count() {
			return count
		},
		restore: () => {
			add.mockRestore()
			remove.mockRestore()
		},
	}
}

afterEach(() => vi.restoreAllMocks())

const tokenRequest: AblyTokenRequest = {
	keyName: 'app.key',
	clientId: 'u1',
	capability: '{"staff":["subscribe"]}',
	ttl: 1,
	timestamp: 1,
	nonce: 'n',
	mac: 'm',
}

/** An Ably client stand-in that counts the clients not closed and the listeners still attached to them. */
function countingAbly() {
	let openClients = 0
	let listeners = 0
	const factory: AblyClientFactory = () => {
		openClients += 1
		const own = new Map<string, number>()
		const add = (key: string) => {
			own.set(key, (own.get(key) ?? 0) + 1)
			listeners += 1
		}
		const drop = (prefix: string) => {
			for (const [key, n] of own)
				if (key.startsWith(prefix)) {
					listeners -= n
					own.delete(key)
				}
		}
		let closed = false
		const client: AblyRealtimeClient = {
			connection: { on: (state) => add(`connection:${state}`), off: () => drop('connection:') },
			channels: {
				get: (name) => ({
					on: (state) => add(`channel ${name}:${state}`),
					off: () => drop(`channel ${name}:`),
					subscribe: async () => add(`message ${name}`),
					unsubscribe: () => drop(`message ${name}`),
				}),
			},
			close: () => {
				if (closed) return
				closed = true
				openClients -= 1
			},
		}
		return client
	}
	return {
		factory,
		get openClients() {
			return openClients
		},
		get listeners() {
			return listeners
		},
	}
}

test(`SSE: ${CYCLES.toLocaleString('en')} connections opened and closed leave nothing open`, async () => {
	const windowListeners = countWindowListeners()
	const describe = vi.fn(async (url: string | URL | Request) => {
		const channels = (new URL(String(url), 'http://shop.test').searchParams.get('channels') ?? '').split(',')
		return Response.json({ transport: 'sse', channels, url: `/resources/realtime/events?channels=${channels.join(',')}` })
	})
	const options: SubscribeOptions = {
		fetch: describe as unknown as typeof fetch,
		EventSource: CountingEventSource as never,
		minRetryMs: 10,
		maxRetryMs: 10,
	}
	for (let cycle = 0; cycle < CYCLES; cycle++) {
		const ready = new Promise<void>((resolve) => {
			const subscription = subscribe(['staff'], { onEvent: () => {}, onReady: () => (subscription.close(), resolve()) }, options)
		})
		await ready
	}
	expect(CountingEventSource.made).toBe(CYCLES)
	await vi.waitFor(() => expect(CountingEventSource.open).toBe(0))
	expect(sharedConnectionCount()).toBe(0)
	expect(windowListeners.count).toBe(0)
	windowListeners.restore()
})

test(`Ably: ${CYCLES.toLocaleString('en')} connections opened and closed leave no client open and no listener attached`, async () => {
	const windowListeners = countWindowListeners()
	const ably = countingAbly()
	const describe = async () => Response.json({ transport: 'ably', channels: ['staff'], tokenRequest })
	const { openAblyTransport } = await import('./transport-ably.ts')
	const options: SubscribeOptions = {
		fetch: describe as unknown as typeof fetch,
		loadAbly: async () => ({
			openAblyTransport: (descriptor, handlers, transportOptions) => {
				const connection = openAblyTransport(descriptor, handlers, { ...transportOptions, createClient: ably.factory })
				queueMicrotask(() => handlers.onOpen())
				return connection
			},
			eventOfAblyMessage: () => null,
		}),
	}
	for (let cycle = 0; cycle < CYCLES; cycle++) {
		await new Promise<void>((resolve) => {
			const subscription = subscribe(['staff'], { onEvent: () => {}, onReady: () => (subscription.close(), resolve()) }, options)
		})
	}
	await vi.waitFor(() => expect(ably.openClients).toBe(0))
	expect(ably.listeners).toBe(0)
	expect(sharedConnectionCount()).toBe(0)
	expect(windowListeners.count).toBe(0)
	windowListeners.restore()
})
