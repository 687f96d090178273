import { afterEach, expect, test, vi } from 'vitest'
import { subscribe, type SubscribeOptions } from './client.ts'

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeEventSource {
	static readonly CONNECTING = 0
	static readonly OPEN = 1
	static readonly CLOSED = 2
	static instances: FakeEventSource[] = []
	readyState = FakeEventSource.CONNECTING
	onopen: ((event: Event) => void) | null = null
	onmessage: ((event: MessageEvent) => void) | null = null
	onerror: ((event: Event) => void) | null = null
	private listeners = new Map<string, ((event: Event) => void)[]>()
	constructor(readonly url: string) {
		FakeEventSource.instances.push(this)
	}
	addEventListener(type: string, listener: (event: Event) => void) {
		this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
	}
	close() {
		this.readyState = FakeEventSource.CLOSED
	}
	open() {
		this.readyState = FakeEventSource.OPEN
		this.onopen?.(new Event('open'))
	}
	message(data: unknown, lastEventId = '') {
		this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data), lastEventId }))
	}
	emit(type: string, data?: unknown) {
		const event = data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) })
		if (type === 'error') this.onerror?.(event)
		this.listeners.get(type)?.forEach((listener) => listener(event))
	}
	/** The connection dropped; `forGood` as when the server answered with an error status. */
	drop(forGood: boolean) {
		this.readyState = forGood ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING
		this.emit('error')
	}
}

afterEach(() => {
	FakeEventSource.instances = []
	vi.useRealTimers()
})

/** The connect route: SSE for every batch, except channels listed in `refuse`. */
function connectRoute(refuse: string[] = []) {
	const asked: string[][] = []
	const fetchMock = vi.fn(async (url: string | URL | Request) => {
		const channels = (new URL(String(url), 'http://shop.test').searchParams.get('channels') ?? '').split(',')
		asked.push(channels)
		if (channels.some((channel) => refuse.includes(channel))) return Response.json({ error: 'error.http.403' }, { status: 403 })
		return Response.json({ transport: 'sse', channels, url: `/resources/realtime/events?channels=${channels.join(',')}` })
	})
	return { asked, fetch: fetchMock as unknown as typeof fetch }
}

const options = (fetchImpl: typeof fetch): SubscribeOptions => ({
	fetch: fetchImpl,
	EventSource: FakeEventSource as unknown as SubscribeOptions['EventSource'],
	minRetryMs: 10,
	maxRetryMs: 10,
})

test('events reach the handler with their channel', async () => {
	const route = connectRoute()
	const received: unknown[] = []
	const ready = vi.fn()
	const subscription = subscribe(['user:u1'], { onEvent: (event, channel) => received.push([channel, event]), onReady: ready }, options(route.fetch))
	await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1))
	const source = FakeEventSource.instances[0]!
	expect(source.url).toBe('/resources/realtime/events?channels=user:u1')
	source.open()
	expect(ready).toHaveBeenCalledWith(['user:u1'])
	source.message({ channel: 'user:u1', event: { kind: 'order.paid', orderId: 'o1' } }, 'e.1')
	source.message('not an event')
	expect(received).toEqual([['user:u1', { kind: 'order.paid', orderId: 'o1' }]])
	subscription.close()
	await vi.waitFor(() => expect(source.readyState).toBe(FakeEventSource.CLOSED))
})

test('120 channels go in three batches of at most 50, one after the other; a refused batch moves on', async () => {
	const channels = Array.from({ length: 120 }, (_, index) => `campaign:c${String(index).padStart(3, '0')}`)
	const route = connectRoute(['campaign:c000'])
	const refused = vi.fn()
	subscribe(channels, { onEvent: () => {}, onRefused: refused }, options(route.fetch))

	// Batch 1 is refused (403) and is not retried; batch 2 is asked for next.
	await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1))
	expect(refused).toHaveBeenCalledWith(channels.slice(0, 50), 403)
	expect(route.asked.map((batch) => batch.length)).toEqual([50, 50])
	// Batch 3 waits until batch 2 is open.
	FakeEventSource.instances[0]!.open()
	await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(2))
	expect(route.asked.map((batch) => batch.length)).toEqual([50, 50, 20])
	expect(FakeEventSource.instances[1]!.url).toContain('campaign:c119')
})

test('after the browser reconnects by itself, onReconnect asks the caller to catch up', async () => {
	const route = connectRoute()
	const reconnect = vi.fn()
	subscribe(['user:u1'], { onEvent: () => {}, onReconnect: reconnect }, options(route.fetch))
	await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1))
	const source = FakeEventSource.instances[0]!
	source.open()
	expect(reconnect).not.toHaveBeenCalled()
	source.drop(false)
	source.open()
	expect(reconnect).toHaveBeenCalledTimes(1)
	// The server could not replay (another process): it says so, and the caller catches up again.
	source.emit('resync')
	expect(reconnect).toHaveBeenCalledTimes(2)
	expect(FakeEventSource.instances).toHaveLength(1)
})

test('when the stream closes for good, the batch asks the route again and resumes from the last event id', async () => {
	const route = connectRoute()
	const reconnect = vi.fn()
	subscribe(['user:u1'], { onEvent: () => {}, onReconnect: reconnect }, options(route.fetch))
	await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1))
	const first = FakeEventSource.instances[0]!
	first.open()
	first.message({ channel: 'user:u1', event: { kind: 'x' } }, 'abc.7')
	first.drop(true)
	await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(2))
	expect(route.asked).toHaveLength(2)
	const second = FakeEventSource.instances[1]!
	expect(second.url).toBe('/resources/realtime/events?channels=user:u1&lastEventId=abc.7')
	second.open()
	expect(reconnect).toHaveBeenCalledTimes(1)
})

test('signed out (401) stops without retrying; a network failure retries', async () => {
	let calls = 0
	const flaky = vi.fn(async () => {
		calls += 1
		if (calls === 1) throw new TypeError('Failed to fetch')
		return Response.json({ transport: 'sse', channels: ['user:u1'], url: '/resources/realtime/events?channels=user:u1' })
	}) as unknown as typeof fetch
	subscribe(['user:u1'], { onEvent: () => {} }, options(flaky))
	await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1))
	expect(calls).toBe(2)

	const signedOut = vi.fn(async () => Response.json({ error: 'error.http.401' }, { status: 401 })) as unknown as typeof fetch
	const refused = vi.fn()
	subscribe(['user:u2'], { onEvent: () => {}, onRefused: refused }, options(signedOut))
	await vi.waitFor(() => expect(refused).toHaveBeenCalledWith(['user:u2'], 401))
	expect(signedOut).toHaveBeenCalledTimes(1)
})

test('with Ably configured, the Ably transport is loaded on demand and receives the token request', async () => {
	const descriptor = {
		transport: 'ably',
		channels: ['user:u1'],
		tokenRequest: { keyName: 'a.b', clientId: 'u1', capability: '{"user:u1":["subscribe"]}', ttl: 1, timestamp: 1, nonce: 'n', mac: 'm' },
	}
	const fetchMock = vi.fn(async () => Response.json(descriptor)) as unknown as typeof fetch
	const openAblyTransport = vi.fn((_descriptor: unknown) => ({ lastEventId: null, close: () => {} }))
	const loadAbly = vi.fn(async () => ({ openAblyTransport, eventOfAblyMessage: () => null }))
	subscribe(['user:u1'], { onEvent: () => {} }, { ...options(fetchMock), loadAbly })
	await vi.waitFor(() => expect(openAblyTransport).toHaveBeenCalledTimes(1))
	expect(openAblyTransport.mock.calls[0]?.[0]).toMatchObject({ tokenRequest: descriptor.tokenRequest, channels: ['user:u1'] })
	expect(FakeEventSource.instances).toHaveLength(0)
})

test('back online, a connection that still looks open is replaced, resumes from the last event and catches up', async () => {
	const browserWindow = new EventTarget()
	vi.stubGlobal('window', browserWindow)
	const route = connectRoute()
	const reconnected = vi.fn()
	const subscription = subscribe(['user:u1'], { onEvent: () => {}, onReconnect: reconnected }, options(route.fetch))
	await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1))
	const first = FakeEventSource.instances[0]!
	first.open()
	first.message({ channel: 'user:u1', event: { kind: 'chat.message', seq: 7 } }, 'e.7')
	// The network went away and came back; the old stream never said it died.
	browserWindow.dispatchEvent(new Event('online'))
	await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(2))
	expect(first.readyState).toBe(FakeEventSource.CLOSED)
	const second = FakeEventSource.instances[1]!
	expect(second.url).toContain('lastEventId=e.7')
	second.open()
	expect(reconnected).toHaveBeenCalledTimes(1)
	subscription.close()
	vi.unstubAllGlobals()
})

test('subscribers to the same channels share one stream: each hears every event, a late one hears it is ready, the last to leave closes it', async () => {
	const route = connectRoute()
	const shared = options(route.fetch)
	const badge: unknown[] = []
	const campaigns: unknown[] = []
	const badgeSubscription = subscribe(['user:u1'], { onEvent: (event) => badge.push(event) }, shared)
	await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1))
	const source = FakeEventSource.instances[0]!
	source.open()

	const lateReady = vi.fn()
	const campaignSubscription = subscribe(['user:u1'], { onEvent: (event) => campaigns.push(event), onReady: lateReady }, shared)
	await vi.waitFor(() => expect(lateReady).toHaveBeenCalledWith(['user:u1']))
	expect(FakeEventSource.instances).toHaveLength(1)
	expect(route.asked).toHaveLength(1)

	source.message({ channel: 'user:u1', event: { kind: 'campaign.help', campaignId: 'c1' } }, 'e.1')
	expect(badge).toEqual([{ kind: 'campaign.help', campaignId: 'c1' }])
	expect(campaigns).toEqual([{ kind: 'campaign.help', campaignId: 'c1' }])

	badgeSubscription.close()
	expect(source.readyState).not.toBe(FakeEventSource.CLOSED)
	source.message({ channel: 'user:u1', event: { kind: 'campaign.help', campaignId: 'c2' } }, 'e.2')
	expect(badge).toHaveLength(1)
	expect(campaigns).toHaveLength(2)

	campaignSubscription.close()
	// Closed once the current task is over (a subscriber joining in the same task would have kept it).
	await vi.waitFor(() => expect(source.readyState).toBe(FakeEventSource.CLOSED))

	// A subscriber that takes over in the same task (the next page) keeps the stream.
	const leaving = subscribe(['user:u1'], { onEvent: () => {} }, shared)
	await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(2))
	const handedOver = FakeEventSource.instances[1]!
	handedOver.open()
	leaving.close()
	const arriving = subscribe(['user:u1'], { onEvent: () => {} }, shared)
	await Promise.resolve()
	expect(handedOver.readyState).not.toBe(FakeEventSource.CLOSED)
	expect(FakeEventSource.instances).toHaveLength(2)
	arriving.close()
	await vi.waitFor(() => expect(handedOver.readyState).toBe(FakeEventSource.CLOSED))

	// Afterwards the channels get a connection of their own again.
	const again = subscribe(['user:u1'], { onEvent: () => {} }, shared)
	await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(3))
	again.close()
})

test('different channels, or another transport, do not share a stream', async () => {
	const route = connectRoute()
	const first = subscribe(['user:u1'], { onEvent: () => {} }, options(route.fetch))
	const otherChannels = subscribe(['user:u1', 'conversation:c1'], { onEvent: () => {} }, options(route.fetch))
	const otherTransport = subscribe(['user:u1'], { onEvent: () => {} }, options(connectRoute().fetch))
	await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(3))
	for (const subscription of [first, otherChannels, otherTransport]) subscription.close()
})
