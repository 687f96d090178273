import { randomBytes } from 'node:crypto'
import { type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { users } from '#app/db/schema/index.ts'
import { findOrCreateBuyer } from '#app/modules/auth/users.server.ts'
import { getSessionUser, startSession } from '#app/modules/auth/session.server.ts'
import { realtimeEventsMiddleware } from '#app/realtime/events-middleware.server.ts'
import { createRealtime, type RealtimeServer } from '#app/realtime/realtime.server.ts'
import { handleConnectRequest, handleEventsRequest, type RealtimeRouteContext } from '#app/realtime/routes.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { manualHeartbeat, readEventStream, seqOf } from './realtime-support.ts'

// The built-in SSE transport through its resource routes, on PGlite (in-process fan-out) or, with
// TEST_DATABASE_URL, on PostgreSQL (publish → NOTIFY → this process's LISTEN connection → stream).
let database: TestDatabase
let realtime: RealtimeServer
let context: RealtimeRouteContext
const heartbeat = manualHeartbeat()
const cookies: Record<'buyer' | 'other' | 'staff', string> = { buyer: '', other: '', staff: '' }
const ids: Record<'buyer' | 'other' | 'staff', string> = { buyer: '', other: '', staff: '' }

beforeAll(async () => {
	process.env.SESSION_SECRET ??= 'realtime-test-secret-realtime-test-secret'
	database = await createTestDatabase()
	const url = process.env.TEST_DATABASE_URL
	realtime = url
		? createRealtime({ transport: 'sse', db: database.db, kind: 'postgres', url, notifyChannel: `rt_${randomBytes(6).toString('hex')}` })
		: createRealtime({ transport: 'sse', db: database.db, kind: 'pglite' })
	await realtime.ready()
	context = { db: database.db, realtime, getUser: (request) => getSessionUser(database.db, request), heartbeat: heartbeat.scheduler }

	const signIn = async (userId: string) =>
		(await startSession(database.db, new Request('http://localhost/'), { userId, ip: null })).split(';')[0] ?? ''
	ids.buyer = (await findOrCreateBuyer(database.db, { kind: 'phone', account: '+9647701110001', language: 'ar', utmSource: null })).user.id
	ids.other = (await findOrCreateBuyer(database.db, { kind: 'phone', account: '+9647701110002', language: 'ar', utmSource: null })).user.id
	const [staff] = await database.db.insert(users).values({ username: 'agent.realtime', role: 'staff' }).returning({ id: users.id })
	ids.staff = staff?.id ?? ''
	cookies.buyer = await signIn(ids.buyer)
	cookies.other = await signIn(ids.other)
	cookies.staff = await signIn(ids.staff)
})

afterAll(async () => {
	await realtime?.close()
	await database?.close()
})

function get(path: string, cookie: string | null, init: { lastEventId?: string; signal?: AbortSignal } = {}) {
	const headers = new Headers()
	if (cookie) headers.set('Cookie', cookie)
	if (init.lastEventId) headers.set('Last-Event-ID', init.lastEventId)
	return new Request(`http://localhost${path}`, { headers, signal: init.signal })
}

const events = (channels: string, cookie: string | null, init?: { lastEventId?: string; signal?: AbortSignal }) =>
	handleEventsRequest(get(`/resources/realtime/events?channels=${channels}`, cookie, init), context)

/** Opens a stream and reads up to its `ready` event. */
async function open(channels: string, cookie: string, init?: { lastEventId?: string }) {
	const controller = new AbortController()
	const response = await events(channels, cookie, { ...init, signal: controller.signal })
	expect(response.status).toBe(200)
	expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/)
	const stream = readEventStream(response.body!)
	const before = []
	for (;;) {
		const frame = await stream.next()
		if (frame.event === 'ready') break
		before.push(frame)
	}
	return { stream, before, close: () => controller.abort() }
}

test("a buyer cannot subscribe to another buyer's channel: 403, and nothing is subscribed", async () => {
	for (const channels of [`user:${ids.other}`, `user:${ids.buyer},user:${ids.other}`, 'staff']) {
		const response = await events(channels, cookies.buyer)
		expect(response.status).toBe(403)
		expect(((await response.json()) as { refused: string[] }).refused).not.toContain(`user:${ids.buyer}`)
	}
	expect(realtime.hub?.subscriberCount).toBe(0)
	expect((await events(`user:${ids.buyer}`, null)).status).toBe(401)
	expect((await events('user:a b', cookies.buyer)).status).toBe(400)
	expect((await events('', cookies.buyer)).status).toBe(400)
})

test('until this process listens for events, the stream answers 503 and the browser tries again', async () => {
	const notListening = { ...realtime, ready: () => new Promise<void>(() => {}) }
	const request = get(`/resources/realtime/events?channels=user:${ids.buyer}`, cookies.buyer)
	const response = await handleEventsRequest(request, { ...context, realtime: notListening, readyTimeoutMs: 1 })
	expect(response.status).toBe(503)
	expect(realtime.hub?.subscriberCount).toBe(0)
})

test('the connect route describes the SSE stream for your own channels and refuses others', async () => {
	const own = await handleConnectRequest(get(`/resources/realtime/token?channels=user:${ids.buyer}`, cookies.buyer), context)
	expect(own.status).toBe(200)
	expect(await own.json()).toEqual({
		transport: 'sse',
		channels: [`user:${ids.buyer}`],
		url: `/resources/realtime/events?channels=user%3A${ids.buyer}`,
	})
	const theirs = await handleConnectRequest(get(`/resources/realtime/token?channels=user:${ids.other}`, cookies.buyer), context)
	expect(theirs.status).toBe(403)
	const staff = await handleConnectRequest(get('/resources/realtime/token?channels=staff', cookies.staff), context)
	expect(staff.status).toBe(200)
})

test('with Ably, the token request is subscribe-only on your channels; another buyer’s channel gets none', async () => {
	const ably = createRealtime({ transport: 'ably', key: 'app.key:secret' })
	const ablyContext = { ...context, realtime: ably }
	const response = await handleConnectRequest(get(`/resources/realtime/token?channels=user:${ids.buyer}`, cookies.buyer), ablyContext)
	const body = (await response.json()) as { transport: string; tokenRequest: { capability: string; clientId: string } }
	expect(body.transport).toBe('ably')
	expect(body.tokenRequest.clientId).toBe(ids.buyer)
	expect(JSON.parse(body.tokenRequest.capability)).toEqual({ [`user:${ids.buyer}`]: ['subscribe'] })
	const refused = await handleConnectRequest(
		get(`/resources/realtime/token?channels=user:${ids.buyer},user:${ids.other}`, cookies.buyer),
		ablyContext,
	)
	expect(refused.status).toBe(403)
	expect(await refused.json()).toEqual({ error: 'error.http.403', refused: [`user:${ids.other}`] })
	// The SSE route is not served while Ably carries the events.
	expect((await handleEventsRequest(get(`/resources/realtime/events?channels=user:${ids.buyer}`, cookies.buyer), ablyContext)).status).toBe(404)
})

test('a subscriber receives its own events in order, with increasing ids and heartbeats, and never another buyer’s', async () => {
	const buyer = await open(`user:${ids.buyer}`, cookies.buyer)
	expect(buyer.before[0]?.retry).toBeGreaterThan(0)
	await realtime.publish(`user:${ids.other}`, { kind: 'order.paid', orderId: 'not-yours' })
	await realtime.publish(`user:${ids.buyer}`, { kind: 'order.paid', orderId: 'o1' })
	await realtime.publish(`user:${ids.buyer}`, { kind: 'order.paid', orderId: 'o2' })
	const first = await buyer.stream.nextEvent()
	const second = await buyer.stream.nextEvent()
	expect(JSON.parse(first.data ?? '')).toEqual({ channel: `user:${ids.buyer}`, event: { kind: 'order.paid', orderId: 'o1' } })
	expect(JSON.parse(second.data ?? '').event.orderId).toBe('o2')
	expect(seqOf(second.id)).toBeGreaterThan(seqOf(first.id))

	heartbeat.tick()
	expect((await buyer.stream.next()).comments).toEqual(['ping'])
	buyer.close()
	expect(await buyer.stream.ended()).toBe(true)
	expect(realtime.hub?.subscriberCount).toBe(0)
	expect(heartbeat.running).toBe(0)
})

test('resuming with Last-Event-ID replays what was missed, in order; an id this process does not know asks for a resync', async () => {
	const channel = `user:${ids.buyer}`
	const first = await open(channel, cookies.buyer)
	for (const n of [1, 2, 3]) await realtime.publish(channel, { kind: 'chat.message', n })
	const seen = await first.stream.nextEvent()
	expect(JSON.parse(seen.data ?? '').event.n).toBe(1)
	// 2 and 3 were on their way when the connection dropped; the browser last saw 1.
	await first.stream.nextEvent()
	await first.stream.nextEvent()
	first.close()

	// The browser comes back with the id of the last event it saw.
	const resumed = await open(channel, cookies.buyer, { lastEventId: seen.id })
	const missed = resumed.before.filter((frame) => frame.data !== undefined)
	expect(missed.map((frame) => JSON.parse(frame.data ?? '').event.n)).toEqual([2, 3])
	expect(seqOf(missed[0]?.id)).toBeGreaterThan(seqOf(seen.id))
	expect(seqOf(missed[1]?.id)).toBeGreaterThan(seqOf(missed[0]?.id))
	await realtime.publish(channel, { kind: 'chat.message', n: 4 })
	const live = await resumed.stream.nextEvent()
	expect(JSON.parse(live.data ?? '').event.n).toBe(4)
	expect(seqOf(live.id)).toBeGreaterThan(seqOf(missed[1]?.id))
	heartbeat.tick()
	expect((await resumed.stream.next()).comments).toEqual(['ping'])
	resumed.close()

	const elsewhere = await open(channel, cookies.buyer, { lastEventId: 'otherprocess.41' })
	expect(elsewhere.before.map((frame) => frame.event)).toContain('resync')
	elsewhere.close()
})

test('when this process may have missed events (LISTEN re-made), open streams are told to resync', async () => {
	const staff = await open('staff', cookies.staff)
	realtime.hub?.resyncAll()
	expect((await staff.stream.next()).event).toBe('resync')
	staff.close()
})

test('closing the real-time server ends every open stream', async () => {
	const local = process.env.TEST_DATABASE_URL
		? createRealtime({
				transport: 'sse',
				db: database.db,
				kind: 'postgres',
				url: process.env.TEST_DATABASE_URL,
				notifyChannel: `rt_${randomBytes(6).toString('hex')}`,
			})
		: createRealtime({ transport: 'sse', db: database.db, kind: 'pglite' })
	await local.ready()
	const response = await handleEventsRequest(get(`/resources/realtime/events?channels=staff`, cookies.staff), { ...context, realtime: local })
	const stream = readEventStream(response.body!)
	await local.close()
	expect(await stream.ended()).toBe(true)
})

test('production door (server.js writes the frames to the connection): the same refusals, your events in order, and a closed tab subscribed to nothing', async () => {
	const app = express()
	app.use(realtimeEventsMiddleware(() => context))
	app.use((_req, res) => res.status(418).end())
	const server: Server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	const fetchEvents = (channels: string, cookie: string | null, signal?: AbortSignal) =>
		fetch(`${origin}/resources/realtime/events?channels=${channels}`, { headers: cookie ? { cookie } : {}, signal })
	try {
		const refused = await fetchEvents(`user:${ids.other}`, cookies.buyer)
		expect(refused.status).toBe(403)
		expect(await refused.json()).toEqual({ error: 'error.http.403', refused: [`user:${ids.other}`] })
		expect((await fetchEvents(`user:${ids.buyer}`, null)).status).toBe(401)
		expect((await fetchEvents('user:a b', cookies.buyer)).status).toBe(400)
		// Anything else goes on to the next handler.
		expect((await fetch(`${origin}/resources/realtime/token?channels=staff`)).status).toBe(418)
		expect(realtime.hub?.subscriberCount).toBe(0)

		const controller = new AbortController()
		const response = await fetchEvents(`user:${ids.buyer}`, cookies.buyer, controller.signal)
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
		expect(response.headers.get('cache-control')).toBe('no-cache, no-transform')
		// Not chunked: each frame reaches the socket as it is, and the body ends with the connection.
		expect(response.headers.get('transfer-encoding')).toBeNull()
		expect(response.headers.get('connection')).toBe('close')
		const stream = readEventStream(response.body!)
		expect((await stream.next()).retry).toBeGreaterThan(0)
		expect((await stream.next()).event).toBe('ready')
		await realtime.publish(`user:${ids.other}`, { kind: 'order.paid', orderId: 'not-yours' })
		await realtime.publish(`user:${ids.buyer}`, { kind: 'order.paid', orderId: 'o1' })
		await realtime.publish(`user:${ids.buyer}`, { kind: 'order.paid', orderId: 'o2' })
		const first = await stream.nextEvent()
		const second = await stream.nextEvent()
		expect(JSON.parse(first.data ?? '')).toEqual({ channel: `user:${ids.buyer}`, event: { kind: 'order.paid', orderId: 'o1' } })
		expect(JSON.parse(second.data ?? '').event.orderId).toBe('o2')
		expect(seqOf(second.id)).toBeGreaterThan(seqOf(first.id))
		heartbeat.tick()
		expect((await stream.next()).comments).toEqual(['ping'])

		controller.abort()
		await expect.poll(() => realtime.hub?.subscriberCount, { timeout: 10_000 }).toBe(0)
		expect(heartbeat.running).toBe(0)
	} finally {
		server.closeAllConnections()
		await new Promise((resolve) => server.close(resolve))
	}
})
