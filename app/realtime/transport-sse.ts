import { isRealtimeEvent } from './channels.ts'
import { type EventSourceConstructor, type TransportConnection, type TransportHandlers } from './transport.ts'

/**
 * The built-in transport: an EventSource on `/resources/realtime/events`. The browser reconnects by
 * itself after a dropped connection (sending Last-Event-ID); when the server refuses or is gone
 * (EventSource closes for good), the batch connects anew with `?lastEventId=`.
 */
export function openSseTransport(
	url: string,
	handlers: TransportHandlers,
	options: { EventSource: EventSourceConstructor; lastEventId: string | null },
): TransportConnection {
	let lastEventId = options.lastEventId
	const source = new options.EventSource(lastEventId ? `${url}&lastEventId=${encodeURIComponent(lastEventId)}` : url)
	let closed = false

	source.onopen = () => handlers.onOpen()
	source.onmessage = (message: MessageEvent<string>) => {
		if (message.lastEventId) lastEventId = message.lastEventId
		let parsed: { channel?: unknown; event?: unknown }
		try {
			parsed = JSON.parse(message.data) as typeof parsed
		} catch {
			return
		}
		if (typeof parsed.channel === 'string' && isRealtimeEvent(parsed.event)) handlers.onEvent(parsed.event, parsed.channel)
	}
	source.addEventListener('resync', () => handlers.onResync())
	source.onerror = () => {
		// CONNECTING: the browser retries by itself. CLOSED: it will not; the batch takes over.
		if (source.readyState !== options.EventSource.CLOSED || closed) return
		closed = true
		source.close()
		handlers.onClosed()
	}

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
