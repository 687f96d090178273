/** Test helpers for the real-time layer: read a text/event-stream, drive heartbeats by hand. */

export type SseFrame = { id?: string; event?: string; data?: string; retry?: number; comments: string[] }

/** Reads SSE frames from a response body, one at a time (each `next()` waits for the next frame). */
export function readEventStream(body: ReadableStream<Uint8Array>) {
	const reader = body.getReader()
	const decoder = new TextDecoder()
	let buffer = ''
	return {
		async next(): Promise<SseFrame> {
			for (;;) {
				const end = buffer.indexOf('\n\n')
				if (end >= 0) {
					const raw = buffer.slice(0, end)
					buffer = buffer.slice(end + 2)
					return parseFrame(raw)
				}
				const { value, done } = await reader.read()
				if (done) throw new Error('the event stream ended')
				buffer += decoder.decode(value, { stream: true })
			}
		},
		/** The next frame that is an event (skips `retry:` and `: ping` frames). */
		async nextEvent(): Promise<SseFrame> {
			for (;;) {
				const frame = await this.next()
				if (frame.data !== undefined) return frame
			}
		},
		/** Resolves true when the server ends the stream. */
		async ended(): Promise<boolean> {
			for (;;) {
				const { done } = await reader.read()
				if (done) return true
			}
		},
		cancel: () => reader.cancel().catch(() => {}),
	}
}

function parseFrame(raw: string): SseFrame {
	const frame: SseFrame = { comments: [] }
	for (const line of raw.split('\n')) {
		if (line.startsWith(':')) frame.comments.push(line.slice(1).trim())
		else if (line.startsWith('id: ')) frame.id = line.slice(4)
		else if (line.startsWith('event: ')) frame.event = line.slice(7)
		else if (line.startsWith('data: ')) frame.data = line.slice(6)
		else if (line.startsWith('retry: ')) frame.retry = Number(line.slice(7))
	}
	return frame
}

/** A heartbeat scheduler the test ticks by hand (no timers, no sleeps). */
export function manualHeartbeat() {
	const beats = new Set<() => void>()
	return {
		scheduler: (_ms: number, beat: () => void) => {
			beats.add(beat)
			return () => beats.delete(beat)
		},
		tick: () => beats.forEach((beat) => beat()),
		get running() {
			return beats.size
		},
	}
}

/** The seq of an event id `<epoch>.<seq>`. */
export const seqOf = (id: string | undefined) => Number(id?.split('.').pop())
