import { BaseRealtime, FetchRequest, WebSocketTransport } from 'ably/modular'
import { type AblyTokenRequest, isRealtimeEvent, type RealtimeEvent } from './channels.ts'
import { type TransportConnection, type TransportHandlers } from './transport.ts'

/**
 * The Ably transport: the SDK's Realtime client (the tree-shakable `ably/modular` build with only the
 * WebSocket transport and fetch), loaded with `import()` only in the browser and only when a page
 * subscribes while Ably is configured, so it is never part of a page's initial JavaScript.
 *
 * It authenticates with the token request our server signed for exactly this batch's channels
 * (subscribe-only), and when the token runs out the SDK calls back for a fresh one — which asks our
 * server again, so a signed-out buyer or a channel no longer theirs is refused then. The SDK reconnects
 * and resumes by itself; every `connected` after the first is a reconnect (the caller catches up from the
 * database), and a channel attached again without continuity means events may have been missed (resync).
 */
export type AblyDescriptor = { channels: string[]; tokenRequest: AblyTokenRequest }

/** The parts of the SDK's client this transport uses (a test stands in for it). */
export type AblyRealtimeClient = {
	connection: { on: (state: string, listener: () => void) => void; off: () => void }
	channels: {
		get: (name: string) => {
			on: (state: string, listener: (change: { resumed?: boolean }) => void) => void
			off: () => void
			subscribe: (listener: (message: { data?: unknown }) => void) => Promise<unknown>
			unsubscribe: () => void
		}
	}
	close: () => void
}

type AuthCallback = (params: unknown, callback: (error: string | null, tokenRequest: AblyTokenRequest | null) => void) => void
export type AblyClientFactory = (options: { clientId: string; authCallback: AuthCallback }) => AblyRealtimeClient

const createSdkClient: AblyClientFactory = ({ clientId, authCallback }) =>
	new BaseRealtime({
		clientId,
		authCallback: authCallback as never,
		// Our events go one way (server → browser); the buyer never publishes.
		echoMessages: false,
		plugins: { WebSocketTransport, FetchRequest },
	}) as unknown as AblyRealtimeClient

/** Ably message → our event: the server publishes the event itself as the message's data (JSON). */
export function eventOfAblyMessage(message: { data?: unknown }): RealtimeEvent | null {
	let data = message.data
	if (typeof data === 'string') {
		try {
			data = JSON.parse(data)
		} catch {
			return null
		}
	}
	return isRealtimeEvent(data) ? data : null
}

export type AblyTransportOptions = {
	/** A new token request for the same channels, from our server (the session is checked again). */
	renewTokenRequest: () => Promise<AblyTokenRequest>
	createClient?: AblyClientFactory
}

export function openAblyTransport(descriptor: AblyDescriptor, handlers: TransportHandlers, options: AblyTransportOptions): TransportConnection {
	let signed: AblyTokenRequest | null = descriptor.tokenRequest
	let closed = false
	const client = (options.createClient ?? createSdkClient)({
		clientId: descriptor.tokenRequest.clientId,
		authCallback: (_params, callback) => {
			// The first token comes with the descriptor; later ones (expiry) are asked for afresh.
			const next = signed ? Promise.resolve(signed) : options.renewTokenRequest()
			signed = null
			next.then(
				(tokenRequest) => callback(null, tokenRequest),
				(error: unknown) => {
					callback(error instanceof Error ? error.message : String(error), null)
					giveUp()
				},
			)
		},
	})
	/** Everything this transport attached to the client is detached before it closes: nothing keeps it alive. */
	function release() {
		client.connection.off()
		for (const name of descriptor.channels) {
			const channel = client.channels.get(name)
			channel.off()
			channel.unsubscribe()
		}
		client.close()
	}
	function giveUp() {
		if (closed) return
		closed = true
		release()
		handlers.onClosed()
	}

	client.connection.on('connected', () => handlers.onOpen())
	client.connection.on('failed', giveUp)
	const attachedBefore = new Set<string>()
	for (const name of descriptor.channels) {
		const channel = client.channels.get(name)
		channel.on('attached', (change) => {
			if (attachedBefore.has(name) && change.resumed === false) handlers.onResync()
			attachedBefore.add(name)
		})
		// A channel Ably refuses (capability) fails the batch; it asks our server again, which says why.
		channel.on('failed', giveUp)
		channel
			.subscribe((message) => {
				const event = eventOfAblyMessage(message)
				if (event) handlers.onEvent(event, name)
			})
			.catch(giveUp)
	}

	return {
		// The SDK resumes its own connection; after a new one the caller catches up from the database.
		lastEventId: null,
		close() {
			if (closed) return
			closed = true
			release()
		},
	}
}
