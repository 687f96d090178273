// SSE fan-out: many EventSource-like clients on the app's real events route, real chat messages published at
// a steady rate, and the time from "send" to each client's receipt. Plain node:http streams, no browser.
import http from 'node:http'
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { onCleanup } from './proc.js'

const EVENTS_PATH = '/resources/realtime/events'
const MESSAGES_PATH = '/resources/chat-messages'

/**
 * One SSE subscriber: a GET that stays open, its frames parsed as they come (`id:`, `event:`, `data:` lines,
 * a blank line ends a frame). `onFrame({ event, data, id }, at)` gets each frame with the time it was read.
 */
function subscribe(agent, url, headers, onFrame) {
	return new Promise((resolve, reject) => {
		const request = http.get(url, { agent, headers: { accept: 'text/event-stream', ...headers } }, (response) => {
			if (response.statusCode !== 200) {
				response.resume()
				reject(new Error(`GET ${url.pathname}${url.search}: HTTP ${response.statusCode}`))
				return
			}
			response.setEncoding('utf8')
			let buffer = ''
			response.on('data', (chunk) => {
				const at = performance.now()
				buffer += chunk
				let end
				while ((end = buffer.indexOf('\n\n')) !== -1) {
					const block = buffer.slice(0, end)
					buffer = buffer.slice(end + 2)
					const frame = { event: 'message', data: '', id: null }
					let any = false
					for (const line of block.split('\n')) {
						if (line.startsWith(':')) continue
						const colon = line.indexOf(':')
						const field = colon === -1 ? line : line.slice(0, colon)
						const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
						if (field === 'event') frame.event = value
						else if (field === 'data') frame.data += (frame.data ? '\n' : '') + value
						else if (field === 'id') frame.id = value
						else continue
						any = true
					}
					if (any) onFrame(frame, at)
				}
			})
			resolve({ request, response })
		})
		request.on('error', reject)
	})
}

/** POST one chat message as the signed-in buyer (the outbox's JSON send). Resolves with the message id. */
function sendChatMessage(agent, baseUrl, cookie, body) {
	const payload = JSON.stringify({ clientId: randomUUID(), body })
	return new Promise((resolve, reject) => {
		const request = http.request(
			new URL(MESSAGES_PATH, baseUrl),
			{
				method: 'POST',
				agent,
				headers: {
					'content-type': 'application/json',
					accept: 'application/json',
					'content-length': Buffer.byteLength(payload),
					cookie,
					origin: baseUrl,
				},
			},
			(response) => {
				let text = ''
				response.setEncoding('utf8')
				response.on('data', (chunk) => (text += chunk))
				response.on('end', () => {
					if (response.statusCode !== 200) return reject(new Error(`POST ${MESSAGES_PATH}: HTTP ${response.statusCode} ${text.slice(0, 200)}`))
					try {
						resolve(JSON.parse(text).message.id)
					} catch (error) {
						reject(error)
					}
				})
			},
		)
		request.on('error', reject)
		request.end(payload)
	})
}

/**
 * Opens `subscribers` streams on `channel` (spread over `servers` round-robin), waits for every `ready`,
 * then sends `rate` chat messages a second for `seconds` (each through the next server in turn) and waits
 * up to `graceMs` for the last deliveries. Latency of a delivery = receipt − the moment its POST started.
 * @param {{ servers: string[], cookie: string, channel: string, subscribers: number, rate: number, seconds: number, graceMs?: number, log: (m: string) => void }} options
 */
export async function runFanout({ servers, cookie, channel, subscribers, rate, seconds, graceMs = 5000, log }) {
	const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity })
	const postAgent = new http.Agent({ keepAlive: true, maxSockets: 8 })
	/** messageId → receipt times, one per client that got it. */
	const receipts = new Map()
	let resyncs = 0
	let otherFrames = 0
	let readyCount = 0
	const streams = []
	const unregister = onCleanup(() => streams.forEach((s) => s.request.destroy()))
	const headers = { cookie }

	// Open the streams in batches (as 1,000 browsers would not all connect in the same millisecond).
	const t0 = performance.now()
	const openOne = async (index) => {
		const url = new URL(`${EVENTS_PATH}?channels=${encodeURIComponent(channel)}`, servers[index % servers.length])
		let ready
		const isReady = new Promise((resolve) => (ready = resolve))
		const stream = await subscribe(agent, url, headers, (frame, at) => {
			if (frame.event === 'ready') {
				readyCount += 1
				ready()
			} else if (frame.event === 'resync') resyncs += 1
			else if (frame.event === 'message') {
				let parsed
				try {
					parsed = JSON.parse(frame.data)
				} catch {
					otherFrames += 1
					return
				}
				const messageId = parsed?.event?.kind === 'chat.message' ? parsed.event.messageId : null
				if (!messageId) {
					otherFrames += 1
					return
				}
				let list = receipts.get(messageId)
				if (!list) receipts.set(messageId, (list = []))
				list.push(at)
			} else otherFrames += 1
		})
		streams.push(stream)
		await isReady
	}
	const batch = 50
	for (let start = 0; start < subscribers; start += batch) {
		await Promise.all(Array.from({ length: Math.min(batch, subscribers - start) }, (_, i) => openOne(start + i)))
	}
	const connectMs = performance.now() - t0
	log(`fan-out: ${readyCount} streams ready in ${Math.round(connectMs)} ms on ${servers.length} server(s); sending ${rate}/s for ${seconds} s…`)

	// Publish: message i goes out at start + i / rate, whatever the previous sends are doing.
	const total = Math.round(rate * seconds)
	const sent = []
	const failures = []
	const started = performance.now()
	const pending = []
	for (let i = 0; i < total; i++) {
		const due = started + (i * 1000) / rate
		const wait = due - performance.now()
		if (wait > 0) await sleep(wait)
		const server = servers[i % servers.length]
		const at = performance.now()
		pending.push(
			sendChatMessage(postAgent, server, cookie, `bench fan-out ${i + 1}/${total}`).then(
				(messageId) => sent.push({ messageId, at, postMs: performance.now() - at, server }),
				(error) => failures.push(String(error?.message ?? error)),
			),
		)
	}
	await Promise.all(pending)
	// Wait for stragglers: until every message reached every stream, or the grace period ends.
	const graceEnd = performance.now() + graceMs
	while (performance.now() < graceEnd && sent.some((m) => (receipts.get(m.messageId)?.length ?? 0) < streams.length)) await sleep(50)
	const stillOpen = streams.filter((s) => !s.response.destroyed && !s.response.readableEnded).length
	for (const s of streams) s.request.destroy()
	unregister()
	agent.destroy()
	postAgent.destroy()

	const latencies = []
	// The first stream to get a message got it about when the server published it (after the message was
	// stored); the spread is how long the rest of the fan-out took after that.
	const spreads = []
	let lost = 0
	let duplicates = 0
	for (const message of sent) {
		const list = receipts.get(message.messageId) ?? []
		if (list.length > streams.length) duplicates += list.length - streams.length
		lost += Math.max(0, streams.length - list.length)
		const first = Math.min(...list)
		for (const at of list) {
			latencies.push(at - message.at)
			spreads.push(at - first)
		}
	}
	latencies.sort((a, b) => a - b)
	spreads.sort((a, b) => a - b)
	const posts = sent.map((m) => m.postMs).sort((a, b) => a - b)
	const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN)
	return {
		subscribers: streams.length,
		servers: servers.length,
		connectMs,
		messagesSent: sent.length,
		sendFailures: failures.length,
		failureSamples: failures.slice(0, 3),
		deliveries: latencies.length,
		expectedDeliveries: sent.length * streams.length,
		lost,
		duplicates,
		resyncs,
		otherFrames,
		/** Streams the server ended before the run did (each would reconnect and resync in a browser). */
		streamsClosedEarly: streams.length - stillOpen,
		/** From the moment the sender's POST started (the message is then stored, published, fanned out) to each receipt. */
		latency: { p50: pct(latencies, 50), p95: pct(latencies, 95), p99: pct(latencies, 99), max: latencies.at(-1) ?? NaN },
		/** From a message's first receipt to each of the others. */
		spread: { p50: pct(spreads, 50), p99: pct(spreads, 99), max: spreads.at(-1) ?? NaN },
		post: { p50: pct(posts, 50), p99: pct(posts, 99) },
	}
}
