import { type ServerResponse } from 'node:http'
import { type Delivery, type RealtimeHub } from './hub.server.ts'

/** Calls `beat` every `ms` until the returned function is called (tests pass a hand-driven one). */
export type HeartbeatScheduler = (ms: number, beat: () => void) => () => void

export const intervalHeartbeat: HeartbeatScheduler = (ms, beat) => {
	const timer = setInterval(beat, ms)
	return () => clearInterval(timer)
}

export type EventStreamOptions = {
	hub: RealtimeHub
	/** Already validated and authorised. */
	channels: readonly string[]
	/** From the `Last-Event-ID` header (EventSource's own reconnects) or `?lastEventId=` (a new EventSource). */
	lastEventId: string | null
	/** The request's signal: the stream ends when the client goes. */
	signal: AbortSignal
	/**
	 * The request itself, held until the stream ends. Its signal only follows the server's abort while the Request
	 * lives (undici links them through a WeakRef): once a loader had returned, nothing else held it, and a collected
	 * Request left its stream subscribed, with its heartbeat, after the client had gone.
	 */
	request?: Request
	/** A comment line this often keeps proxies and mobile networks from closing an idle stream. */
	heartbeatMs?: number
	heartbeat?: HeartbeatScheduler
	/** The `retry:` hint: how long EventSource waits before reconnecting. */
	retryMs?: number
	/**
	 * The stream ends after this long and the browser reconnects at once (with Last-Event-ID), which
	 * checks the session again: a signed-out or revoked session stops receiving.
	 */
	maxAgeMs?: number
	/** A client that reads slower than events come is cut off past this backlog; it reconnects and resyncs. */
	maxQueuedBytes?: number
}

const encoder = new TextEncoder()

/** Streams started and not yet finished in this process (each holds a subscription, a heartbeat and a timer). */
let openStreams = 0
export function openEventStreamCount(): number {
	return openStreams
}
const frames = new WeakMap<Delivery, Uint8Array>()

/** The SSE frame of one delivery, encoded once however many streams carry it. */
function frameOf(delivery: Delivery): Uint8Array {
	let frame = frames.get(delivery)
	if (!frame) {
		const data = JSON.stringify({ channel: delivery.channel, event: delivery.event })
		frame = encoder.encode(`id: ${delivery.id}\ndata: ${data}\n\n`)
		frames.set(delivery, frame)
	}
	return frame
}

const RESYNC = encoder.encode('event: resync\ndata: {}\n\n')
const PING = encoder.encode(': ping\n\n')

/** Where a stream's frames go: a web ReadableStream (Remix's Response) or Node's own response. */
export type EventSink = {
	/** Queues a frame; false when the client reads too slowly (more than `maxQueuedBytes` waiting): the stream ends. */
	write: (chunk: Uint8Array) => boolean
	/** Ends the response (the client reconnects, with Last-Event-ID). */
	close: () => void
}

export const EVENT_STREAM_HEADERS = {
	'Content-Type': 'text/event-stream; charset=utf-8',
	'Cache-Control': 'no-cache, no-transform',
	'X-Accel-Buffering': 'no',
} as const

/**
 * Runs one stream into `sink`: `retry:`, then (when resuming) the events missed since `lastEventId` or a `resync`
 * event when this process cannot tell, then `ready`, then one event per delivery (`id:` increasing,
 * `data: {"channel","event"}`), with `: ping` comments in between. Returns the function that ends it without closing
 * the sink (the sink's reader went away).
 */
function runEventStream(options: EventStreamOptions, sink: EventSink): () => void {
	const { hub, channels, signal } = options
	const heartbeatMs = options.heartbeatMs ?? 25_000
	const schedule = options.heartbeat ?? intervalHeartbeat
	let done = false
	let unsubscribe = () => {}
	let stopHeartbeat = () => {}
	let maxAgeTimer: NodeJS.Timeout | undefined
	let counted = false
	let held: Request | null = options.request ?? null
	const finish = (closeSink: boolean) => {
		if (done) return
		done = true
		if (held) held = null
		if (counted) openStreams -= 1
		unsubscribe()
		stopHeartbeat()
		clearTimeout(maxAgeTimer)
		signal.removeEventListener('abort', onAbort)
		if (closeSink) sink.close()
	}
	const onAbort = () => finish(true)
	const send = (chunk: Uint8Array) => {
		if (done) return
		let written = false
		try {
			written = sink.write(chunk)
		} catch {
			return finish(false)
		}
		if (!written) finish(true)
	}

	if (signal.aborted) {
		finish(true)
		return () => {}
	}
	signal.addEventListener('abort', onAbort)
	openStreams += 1
	counted = true

	send(encoder.encode(`retry: ${options.retryMs ?? 3000}\n\n`))
	// Replay and subscribe in the same tick, so no event falls between the two.
	if (options.lastEventId) {
		const replay = hub.replayAfter(options.lastEventId, channels)
		if (replay.ok) replay.deliveries.forEach((delivery) => send(frameOf(delivery)))
		else send(RESYNC)
	}
	if (!done) {
		unsubscribe = hub.subscribe(channels, {
			event: (delivery) => send(frameOf(delivery)),
			resync: () => send(RESYNC),
			close: () => finish(true),
		})
		send(encoder.encode(`event: ready\ndata: ${JSON.stringify({ channels })}\n\n`))
		stopHeartbeat = schedule(heartbeatMs, () => send(PING))
		maxAgeTimer = setTimeout(() => finish(true), options.maxAgeMs ?? 30 * 60 * 1000)
		maxAgeTimer.unref?.()
	}
	return () => finish(false)
}

/** The stream as a web `Response` (Remix's resource route: development, tests). */
export function createEventStream(options: EventStreamOptions): Response {
	const maxQueued = options.maxQueuedBytes ?? 1024 * 1024
	let cleanup: () => void = () => {}
	const stream = new ReadableStream<Uint8Array>(
		{
			start(controller) {
				cleanup = runEventStream(options, {
					write(chunk) {
						if ((controller.desiredSize ?? 0) < -maxQueued) return false
						controller.enqueue(chunk)
						return true
					},
					close() {
						try {
							controller.close()
						} catch {
							// Already closed or errored.
						}
					},
				})
			},
			cancel() {
				cleanup()
			},
		},
		{ highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
	)
	return new Response(stream, { headers: EVENT_STREAM_HEADERS })
}

/**
 * The stream written straight to Node's response (production, server.js): each frame is one `res.write`, without a
 * web stream, its reader and a promise per frame between the hub and the socket (tests/bench/README.md, part chat).
 * `options.signal` must abort when the response closes.
 */
export function writeEventStream(res: ServerResponse, options: EventStreamOptions): void {
	const maxQueued = options.maxQueuedBytes ?? 1024 * 1024
	// No chunked encoding: the stream's body ends when its connection does (HTTP/1.1 allows it; EventSource reads it
	// the same). Each frame is then one write to the socket as it is, where a chunk would add its length line and
	// Node's cork until the next tick (a callback per frame, per stream).
	res.removeHeader('Transfer-Encoding')
	res.shouldKeepAlive = false
	res.writeHead(200, EVENT_STREAM_HEADERS)
	res.flushHeaders()
	runEventStream(options, {
		write(chunk) {
			if (res.destroyed || res.writableEnded) return false
			if (res.writableLength > maxQueued) return false
			res.write(chunk)
			return true
		},
		close() {
			if (!res.writableEnded) res.end()
		},
	})
}
