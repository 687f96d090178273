// Connection churn (issue 18): a fresh server's chat send latency and resident memory, then `cycles` SSE
// connections to the staff channel opened (read up to `ready`) and dropped, `atOnce` at a time, then the same
// measurements again. A closed connection that kept anything (its stream, its subscription, its heartbeat) shows
// as sends that get slower (every staff event still goes to it) and memory that grows.
// Memory is read twice each time: as found (resident, and the JavaScript heap in use), then after a full garbage
// collection through the server's inspector. As found, the heap holds whatever garbage V8 has not collected yet
// (tens of MB after the churn, and an idle server keeps it); after the collection, only what is still held.
import fs from 'node:fs'
import http from 'node:http'
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { serverMemory } from './heap.js'

const EVENTS_PATH = '/resources/realtime/events'
const MESSAGES_PATH = '/resources/chat-messages'

/** The staff console's session cookie (the demo agent of the seeded shop). */
export async function staffCookie(baseUrl, { account = 'staff', password = 'dijla-staff-2026' } = {}) {
	const response = await fetch(baseUrl + '/staff/login', {
		method: 'POST',
		redirect: 'manual',
		headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
		body: new URLSearchParams({ account, password }),
	})
	await response.arrayBuffer()
	const cookie = response.headers
		.getSetCookie()
		.map((header) => header.split(';')[0])
		// __Host-dijla_staff in production (app/utils/cookie-policy.server.ts), dijla_staff in development.
		.find((pair) => /^(__Host-)?dijla_staff=./.test(pair))
	if (!cookie) throw new Error(`staff sign-in answered HTTP ${response.status} without a staff session cookie`)
	return cookie
}

function rssMb(pid) {
	const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
	return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024
}

/** `count` chat sends one after the other (after `warmup` not counted): p50 and p95 of the POST's time. */
async function sendLatency(baseUrl, cookie, { count = 60, warmup = 10 } = {}) {
	const times = []
	for (let i = 0; i < count + warmup; i++) {
		const started = performance.now()
		const response = await fetch(baseUrl + MESSAGES_PATH, {
			method: 'POST',
			headers: { 'content-type': 'application/json', accept: 'application/json', cookie, origin: baseUrl },
			body: JSON.stringify({ clientId: randomUUID(), body: `churn bench ${i}` }),
		})
		await response.arrayBuffer()
		if (!response.ok) throw new Error(`POST ${MESSAGES_PATH}: HTTP ${response.status}`)
		if (i >= warmup) times.push(performance.now() - started)
	}
	times.sort((a, b) => a - b)
	const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))]
	return { p50: at(0.5), p95: at(0.95) }
}

function openStream(agent, url, cookie) {
	return new Promise((resolve, reject) => {
		const request = http.get(url, { agent, headers: { cookie, accept: 'text/event-stream' } }, (response) => {
			if (response.statusCode !== 200) {
				response.resume()
				return reject(new Error(`GET ${EVENTS_PATH}: HTTP ${response.statusCode}`))
			}
			let text = ''
			response.on('data', (chunk) => {
				text += chunk
				if (text.includes('event: ready')) resolve(() => request.destroy())
			})
		})
		request.on('error', (error) => (error.code === 'ECONNRESET' ? undefined : reject(error)))
	})
}

/** Measures, churns, measures again. Everything goes to 127.0.0.1 only. `inspector`: the server's (lib/heap.js). */
export async function runChurn({ baseUrl, pid, inspector, buyerCookie, cycles = 10_000, atOnce = 50, log }) {
	const staff = await staffCookie(baseUrl)
	const measure = async (label) => {
		const latency = await sendLatency(baseUrl, buyerCookie)
		await sleep(2000)
		const found = await serverMemory(inspector)
		const result = { ...latency, rssMb: rssMb(pid), heapUsedMb: found.heapUsedMb, heapTotalMb: found.heapTotalMb }
		const collected = await serverMemory(inspector, { collect: true })
		result.collected = { rssMb: rssMb(pid), heapUsedMb: collected.heapUsedMb, heapTotalMb: collected.heapTotalMb, externalMb: collected.externalMb }
		const mb = (n) => `${n.toFixed(0)} MB`
		log(
			`churn: ${label}: send p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms; as found RSS ${mb(result.rssMb)}, ` +
				`heap used ${mb(result.heapUsedMb)} of ${mb(result.heapTotalMb)}; after a full collection RSS ${mb(result.collected.rssMb)}, ` +
				`heap used ${mb(collected.heapUsedMb)} of ${mb(collected.heapTotalMb)}, external ${mb(collected.externalMb)}`,
		)
		return result
	}
	const fresh = await measure('fresh server')
	const agent = new http.Agent({ keepAlive: false, maxSockets: atOnce })
	const url = new URL(`${EVENTS_PATH}?channels=staff`, baseUrl)
	const started = performance.now()
	for (let done = 0; done < cycles; done += atOnce) {
		const drops = await Promise.all(Array.from({ length: Math.min(atOnce, cycles - done) }, () => openStream(agent, url, staff)))
		drops.forEach((drop) => drop())
		if ((done + atOnce) % 2000 === 0) log(`churn: ${done + atOnce} connections opened and closed`)
	}
	agent.destroy()
	const churnSeconds = (performance.now() - started) / 1000
	await sleep(3000)
	const after = await measure(`after ${cycles} connect/disconnect cycles`)
	return { cycles, churnSeconds, fresh, after }
}
