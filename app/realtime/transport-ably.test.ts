import { expect, test, vi } from 'vitest'
import { type AblyTokenRequest } from './channels.ts'
import { type AblyClientFactory, type AblyRealtimeClient, eventOfAblyMessage, openAblyTransport } from './transport-ably.ts'

test('an Ably message carries our event as its data', () => {
	expect(eventOfAblyMessage({ data: { kind: 'chat.message', messageId: 'm1' } })).toEqual({ kind: 'chat.message', messageId: 'm1' })
	expect(eventOfAblyMessage({ data: '{"kind":"chat.message","messageId":"m1"}' })).toEqual({ kind: 'chat.message', messageId: 'm1' })
	expect(eventOfAblyMessage({ data: '{oops' })).toBeNull()
	expect(eventOfAblyMessage({ data: 'plain text' })).toBeNull()
})

/** The SDK's client as the transport sees it, driven by the test: connection and channel states, messages. */
function fakeSdk() {
	// The fake serves listeners of every shape.
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the SDK's listeners take many shapes
	type Listener = (argument?: any) => void
	const listeners = new Map<string, Listener[]>()
	const on = (key: string) => (state: string, listener: Listener) =>
		listeners.set(`${key}:${state}`, [...(listeners.get(`${key}:${state}`) ?? []), listener])
	const emit = (key: string, argument?: unknown) => (listeners.get(key) ?? []).forEach((listener) => listener(argument))
	const off = (prefix: string) => () => [...listeners.keys()].filter((key) => key.startsWith(prefix)).forEach((key) => listeners.delete(key))
	let authCallback: Parameters<AblyClientFactory>[0]['authCallback'] | null = null
	const close = vi.fn()
	const factory: AblyClientFactory = (options) => {
		authCallback = options.authCallback
		const client: AblyRealtimeClient = {
			connection: { on: on('connection'), off: off('connection:') },
			channels: {
				get: (name) => ({
					on: on(`channel ${name}`),
					off: off(`channel ${name}:`),
					subscribe: async (listener) => {
						listeners.set(`message ${name}`, [listener as Listener])
					},
					unsubscribe: off(`message ${name}`),
				}),
			},
			close,
		}
		return client
	}
	return {
		factory,
		close,
		emit,
		/** Listeners the transport has attached to the client right now. */
		listenerCount: () => [...listeners.values()].reduce((sum, list) => sum + list.length, 0),
		/** What the SDK does when it needs a token: asks the authCallback. */
		authenticate: () =>
			new Promise<{ error: string | null; tokenRequest: AblyTokenRequest | null }>((resolve) =>
				authCallback?.({}, (error, tokenRequest) => resolve({ error, tokenRequest })),
			),
	}
}

const tokenRequest: AblyTokenRequest = {
	keyName: 'app.key',
	clientId: 'u1',
	capability: '{"user:u1":["subscribe"]}',
	ttl: 1,
	timestamp: 1,
	nonce: 'n',
	mac: 'm',
}

function handlers() {
	return { onEvent: vi.fn(), onOpen: vi.fn(), onResync: vi.fn(), onClosed: vi.fn() }
}

test('the SDK signs in with the server-signed token request, then asks the server again when the token runs out', async () => {
	const sdk = fakeSdk()
	const renewed = { ...tokenRequest, nonce: 'n2' }
	const renewTokenRequest = vi.fn(async () => renewed)
	openAblyTransport({ channels: ['user:u1'], tokenRequest }, handlers(), { renewTokenRequest, createClient: sdk.factory })
	expect(await sdk.authenticate()).toEqual({ error: null, tokenRequest })
	expect(renewTokenRequest).not.toHaveBeenCalled()
	expect(await sdk.authenticate()).toEqual({ error: null, tokenRequest: renewed })
	expect(renewTokenRequest).toHaveBeenCalledTimes(1)
})

test('a refused renewal (signed out, not theirs) closes the client and hands back to the batch', async () => {
	const sdk = fakeSdk()
	const on = handlers()
	openAblyTransport({ channels: ['user:u1'], tokenRequest }, on, {
		renewTokenRequest: async () => {
			throw new Error('realtime token refused')
		},
		createClient: sdk.factory,
	})
	await sdk.authenticate()
	const refused = await sdk.authenticate()
	expect(refused.error).toBe('realtime token refused')
	expect(sdk.close).toHaveBeenCalled()
	expect(on.onClosed).toHaveBeenCalledTimes(1)
})

test('events on each channel arrive as ours; every connect is reported, a re-attach without continuity asks for a resync', () => {
	const sdk = fakeSdk()
	const on = handlers()
	openAblyTransport({ channels: ['user:u1', 'conversation:c1'], tokenRequest }, on, {
		renewTokenRequest: async () => tokenRequest,
		createClient: sdk.factory,
	})

	sdk.emit('connection:connected')
	sdk.emit('channel conversation:c1:attached', { resumed: false })
	sdk.emit('message conversation:c1', { data: { kind: 'chat.message', messageId: 'm1' } })
	sdk.emit('message user:u1', { data: 'not an event' })
	expect(on.onOpen).toHaveBeenCalledTimes(1)
	expect(on.onEvent).toHaveBeenCalledTimes(1)
	expect(on.onEvent).toHaveBeenCalledWith({ kind: 'chat.message', messageId: 'm1' }, 'conversation:c1')
	expect(on.onResync).not.toHaveBeenCalled()

	// The connection dropped and came back: resumed keeps continuity, a lost one needs the database.
	sdk.emit('connection:connected')
	sdk.emit('channel conversation:c1:attached', { resumed: true })
	expect(on.onResync).not.toHaveBeenCalled()
	sdk.emit('channel conversation:c1:attached', { resumed: false })
	expect(on.onResync).toHaveBeenCalledTimes(1)
	expect(on.onOpen).toHaveBeenCalledTimes(2)

	sdk.emit('channel user:u1:failed')
	expect(on.onClosed).toHaveBeenCalledTimes(1)
	expect(sdk.close).toHaveBeenCalled()
})
