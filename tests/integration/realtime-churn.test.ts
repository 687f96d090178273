import http from 'node:http'
import { type AddressInfo } from 'node:net'
import v8 from 'node:v8'
import vm from 'node:vm'
import { createRequestHandler } from '@remix-run/express'
import { type LoaderFunction, type ServerBuild } from '@remix-run/node'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { realtimeEventsMiddleware } from '#app/realtime/events-middleware.server.ts'
import { createRealtime, type RealtimeServer } from '#app/realtime/realtime.server.ts'
import { handleEventsRequest, type RealtimeRouteContext } from '#app/realtime/routes.server.ts'
import { openEventStreamCount } from '#app/realtime/sse-stream.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { createLoadContext } from '../../server/load-context.js'
import { manualHeartbeat } from './realtime-support.ts'

/*
 * No leak on closed connections (issue 18): 10,000 SSE connections to the staff channel, each opened through one of
 * the app's two doors to the stream: production's (server.js's express middleware writing to Node's response,
 * events-middleware.server.ts) and development's (express, @remix-run/express's request handler with server.js's
 * load context, Remix's server runtime calling the route's loader), read up to `ready` and dropped by the client. The hub's bookkeeping
 * (subscribers, channels), the open streams, their heartbeats and the server's sockets all return to where they
 * started, and an event published afterwards reaches no one and queues nothing.
 */

const CYCLES = 10_000
const AT_ONCE = 100

// A garbage collection while the streams are open: what a busy server does by itself at some point. (A closed
// connection's Request collected before its abort reached the stream is what left streams behind; then the copies
// Remix makes of the request on its way to the loader, which the bench's churn showed: about 1% of streams.)
v8.setFlagsFromString('--expose-gc')
const collectGarbage = vm.runInNewContext('gc') as () => void

let database: TestDatabase
let realtime: RealtimeServer
let server: http.Server
let base: string
let remixServer: http.Server
let remixBase: string
const heartbeat = manualHeartbeat()

beforeAll(async () => {
	process.env.SESSION_SECRET ??= 'realtime-test-secret-realtime-test-secret'
	database = await createTestDatabase()
	realtime = createRealtime({ transport: 'sse', db: database.db, kind: 'pglite' })
	// Who is asking is not what this test is about (the SSE tests cover sessions): every request is one agent's.
	const context: RealtimeRouteContext = {
		db: database.db,
		realtime,
		getUser: async () => ({ id: 'agent-churn', role: 'staff' }),
		heartbeat: heartbeat.scheduler,
	}
	const app = express()
	app.use(realtimeEventsMiddleware(() => context))
	server = await listen(app)
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	const remixApp = express()
	remixApp.all('*', createRequestHandler({ build: eventsOnlyBuild(context), getLoadContext: createLoadContext({ isDirectLoopback: () => false }) }))
	remixServer = await listen(remixApp)
	remixBase = `http://127.0.0.1:${(remixServer.address() as AddressInfo).port}`
}, 60_000)

async function listen(app: express.Express): Promise<http.Server> {
	const listening = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => listening.once('listening', resolve))
	return listening
}

/** A Remix build of one resource route whose loader does what app/routes/resources.realtime.events.ts's does, on the test's context. */
function eventsOnlyBuild(context: RealtimeRouteContext): ServerBuild {
	const loader: LoaderFunction = ({ request, context: load }) => handleEventsRequest(request, { ...context, closed: load.closed })
	return {
		mode: 'production',
		future: { v3_singleFetch: true },
		entry: { module: { default: () => new Response(null, { status: 404 }) } },
		routes: {
			root: { id: 'root', path: '', module: { default: () => null } },
			events: { id: 'events', parentId: 'root', path: 'resources/realtime/events', module: { loader } },
		},
	} as unknown as ServerBuild
}

afterAll(async () => {
	for (const one of [server, remixServer]) {
		one?.closeAllConnections()
		await new Promise((resolve) => one?.close(resolve))
	}
	await realtime?.close()
	await database?.close()
})

/** Opens a stream and reads until its `ready` event; `drop` then closes the connection as a closed tab would. */
function open(agent: http.Agent, origin: string): Promise<{ drop: () => void }> {
	return new Promise((resolve, reject) => {
		const request = http.get(
			`${origin}/resources/realtime/events?channels=staff`,
			{ agent, headers: { accept: 'text/event-stream' } },
			(response) => {
				if (response.statusCode !== 200) return reject(new Error(`HTTP ${response.statusCode}`))
				let text = ''
				response.on('data', (chunk: Buffer) => {
					text += chunk.toString()
					if (text.includes('event: ready')) resolve({ drop: () => request.destroy() })
				})
			},
		)
		request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)))
	})
}

const connectionsOf = (one: http.Server) => () =>
	new Promise<number>((resolve, reject) => one.getConnections((error, count) => (error ? reject(error) : resolve(count))))

test.each([
	['production', () => ({ origin: base, listening: server })],
	['Remix', () => ({ origin: remixBase, listening: remixServer })],
])(
	`${CYCLES.toLocaleString('en')} connections to the staff channel through the %s door opened and closed: the hub's bookkeeping returns to where it started`,
	async (_door, doorOf) => {
		const { origin, listening } = doorOf()
		const hub = realtime.hub!
		const start = { ...hub.stats(), streams: openEventStreamCount(), heartbeats: heartbeat.running }
		expect(start).toMatchObject({ subscribers: 0, channels: 0, streams: 0, heartbeats: 0 })
		const agent = new http.Agent({ keepAlive: false, maxSockets: AT_ONCE })
		for (let done = 0; done < CYCLES; done += AT_ONCE) {
			const streams = await Promise.all(Array.from({ length: AT_ONCE }, () => open(agent, origin)))
			if (done % (AT_ONCE * 10) === 0) collectGarbage()
			streams.forEach((stream) => stream.drop())
		}
		agent.destroy()

		// The server notices each closed socket by itself (no sleep: poll until it has).
		await expect.poll(() => openEventStreamCount(), { timeout: 30_000 }).toBe(start.streams)
		expect(hub.stats()).toEqual({ subscribers: start.subscribers, channels: start.channels, buffered: start.buffered })
		expect(heartbeat.running).toBe(start.heartbeats)
		await expect.poll(connectionsOf(listening), { timeout: 10_000 }).toBe(0)

		// An event now reaches no one, and nothing is kept for a stream that is gone (only the bounded replay window).
		await realtime.publish('staff', { kind: 'chat.message', conversationId: 'c1', seq: 1 })
		expect(hub.stats()).toEqual({ subscribers: 0, channels: 0, buffered: start.buffered + 1 })
	},
	240_000,
)
