import { type AblyTokenRequest, isRealtimeEvent, type RealtimeEvent } from './channels.ts'
import { type EventSourceConstructor, type TransportConnection, type TransportHandlers } from './transport.ts'

/**
 * The Ably transport, loaded with `import()` only in the browser and only when a page subscribes while
 * Ably is configured, so it is never part of the home bundle. The `ably` SDK is not installed in this
 * project, so it speaks Ably's documented subscribe-only SSE API (https://ably.com/docs/api/sse):
 * the signed token request from our server is exchanged for a token at Ably's REST API, and an
 * EventSource on `https://<realtimeHost>/sse` carries the messages. A token error or a closed stream
 * hands back to the batch, which asks our server for a fresh token request (re-checking the session).
 */
export type AblyDescriptor = {
	channels: string[]
	tokenRequest: AblyTokenRequest
	restHost: string
	realtimeHost: string
}

type AblyMessage = { channel?: unknown; data?: unknown; encoding?: unknown }

/** Ably message → our event: `data` is the event as JSON (`encoding: 'json'`). */
export function eventOfAblyMessage(message: AblyMessage): { event: RealtimeEvent; channel: string } | null {
	if (typeof message.channel !== 'string') return null
	let data = message.data
	if (typeof data === 'string' && typeof message.encoding === 'string' && message.encoding.split('/').includes('json')) {
		try {
			data = JSON.parse(data)
		} catch {
			return null
		}
	}
	return isRealtimeEvent(data) ? { event: data, channel: message.channel } : null
}

export async function openAblyTransport(
	descriptor: AblyDescriptor,
	handlers: TransportHandlers,
	options: { EventSource: EventSourceConstructor; fetch: typeof fetch; lastEventId: string | null },
): Promise<TransportConnection> {
	const { tokenRequest } = descriptor
	const tokenResponse = await options.fetch(
		`https://${descriptor.restHost}/keys/${encodeURIComponent(tokenRequest.keyName)}/requestToken`,
		{ method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(tokenRequest) },
	)
	if (!tokenResponse.ok) throw new Error(`Ably token request failed with HTTP ${tokenResponse.status}`)
	const { token } = (await tokenResponse.json()) as { token?: unknown }
	if (typeof token !== 'string') throw new Error('Ably token response without a token')

	let lastEventId = options.lastEventId
	const params = new URLSearchParams({ v: '1.2', channels: descriptor.channels.join(','), accessToken: token })
	if (lastEventId) params.set('lastEvent', lastEventId)
	const source = new options.EventSource(`https://${descriptor.realtimeHost}/sse?${params.toString()}`)
	let closed = false
	const giveUp = () => {
		if (closed) return
		closed = true
		source.close()
		handlers.onClosed()
	}

	source.onopen = () => handlers.onOpen()
	source.onmessage = (message: MessageEvent<string>) => {
		if (message.lastEventId) lastEventId = message.lastEventId
		try {
			const result = eventOfAblyMessage(JSON.parse(message.data) as AblyMessage)
			if (result) handlers.onEvent(result.event, result.channel)
		} catch {
			// Not a message we understand.
		}
	}
	// Ably's own `error` events carry data (e.g. 40142 token expired); the browser's have none.
	source.addEventListener('error', (event) => {
		if ((event as MessageEvent).data !== undefined || source.readyState === options.EventSource.CLOSED) giveUp()
	})

	return {
		get lastEventId() {
			return lastEventId
		},
		close() {
			closed = true
			source.close()
		},
	}
}
