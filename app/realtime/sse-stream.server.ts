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

/**
 * A `text/event-stream` response: `retry:`, then (when resuming) the events missed since
 * `lastEventId` or a `resync` event when this process cannot tell, then `ready`, then one event per
 * delivery (`id:` increasing, `data: {"channel","event"}`), with `: ping` comments in between.
 */
export function createEventStream(options: EventStreamOptions): Response {
	const { hub, channels, signal } = options
	const heartbeatMs = options.heartbeatMs ?? 25_000
	const schedule = options.heartbeat ?? intervalHeartbeat
	const maxQueued = options.maxQueuedBytes ?? 1024 * 1024
	let cleanup: () => void = () => {}

	const stream = new ReadableStream<Uint8Array>(
		{
			start(controller) {
				let done = false
				let unsubscribe = () => {}
				let stopHeartbeat = () => {}
				let maxAgeTimer: NodeJS.Timeout | undefined
				let counted = false
				let held: Request | null = options.request ?? null
				const finish = (closeStream: boolean) => {
					if (done) return
					done = true
					if (held) held = null
					if (counted) openStreams -= 1
					unsubscribe()
					stopHeartbeat()
					clearTimeout(maxAgeTimer)
					signal.removeEventListener('abort', onAbort)
					if (closeStream) {
						try {
							controller.close()
						} catch {
							// Already closed or errored.
						}
					}
				}
				const onAbort = () => finish(true)
				cleanup = () => finish(false)
				const send = (chunk: Uint8Array) => {
					if (done) return
					if ((controller.desiredSize ?? 0) < -maxQueued) return finish(true)
					try {
						controller.enqueue(chunk)
					} catch {
						finish(false)
					}
				}

				if (signal.aborted) return finish(true)
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
				unsubscribe = hub.subscribe(channels, {
					event: (delivery) => send(frameOf(delivery)),
					resync: () => send(RESYNC),
					close: () => finish(true),
				})
				send(encoder.encode(`event: ready\ndata: ${JSON.stringify({ channels })}\n\n`))
				stopHeartbeat = schedule(heartbeatMs, () => send(PING))
				maxAgeTimer = setTimeout(() => finish(true), options.maxAgeMs ?? 30 * 60 * 1000)
				maxAgeTimer.unref?.()
			},
			cancel() {
				cleanup()
			},
		},
		{ highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
	)

	return new Response(stream, {
		headers: {
			'Content-Type': 'text/event-stream; charset=utf-8',
			'Cache-Control': 'no-cache, no-transform',
			'X-Accel-Buffering': 'no',
		},
	})
}
