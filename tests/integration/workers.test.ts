import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import net from 'node:net'
import { createInterface } from 'node:readline'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase } from '#app/db/client.server.ts'
import { findOrCreateBuyer } from '#app/modules/auth/users.server.ts'
import { startSession } from '#app/modules/auth/session.server.ts'
import { readEventStream } from './realtime-support.ts'

// Issue 19: `npm run serve` with PostgreSQL runs WEB_CONCURRENCY workers on one port, and real-time events reach
// streams held by any of them. Needs the production build (CI builds before the tests) and TEST_DATABASE_URL.
const url = process.env.TEST_DATABASE_URL
const built = existsSync('build/server/index.js')
const SESSION_SECRET = 'workers-test-secret-workers-test-secret'
const STREAMS = 6

let server: ChildProcess | null = null
let admin: pg.Client | null = null
let databaseName = ''
let base = ''
let cookie = ''
let exitCode: Promise<number | null> = Promise.resolve(null)

function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = net.createServer().listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as net.AddressInfo
			probe.close(() => resolve(port))
		})
		probe.on('error', reject)
	})
}

async function waitUntilListening(target: string, child: ChildProcess) {
	for (let attempt = 0; attempt < 600; attempt++) {
		if (child.exitCode !== null) throw new Error(`server.js exited with ${child.exitCode}`)
		const ok = await fetch(`${target}/healthz`).then(
			(response) => response.ok,
			() => false,
		)
		if (ok) return
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	throw new Error('server.js did not answer /healthz')
}

beforeAll(async () => {
	if (!url || !built) return
	admin = new pg.Client({ connectionString: url })
	await admin.connect()
	databaseName = `dijla_workers_${randomBytes(4).toString('hex')}`
	await admin.query(`create database "${databaseName}"`)
	const databaseUrl = new URL(url)
	databaseUrl.pathname = `/${databaseName}`
	const port = await freePort()
	base = `http://127.0.0.1:${port}`
	server = spawn(process.execPath, ['server.js'], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			DATABASE_URL: databaseUrl.href,
			SESSION_SECRET,
			WEB_CONCURRENCY: '2',
			PORT: String(port),
			HOST: '127.0.0.1',
			DIJLA_SEED: 'false',
			LOG_LEVEL: 'warn',
		},
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	const child = server
	exitCode = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
	const allListening = new Promise<void>((resolve) =>
		createInterface({ input: child.stdout! }).on('line', (line) => line === '2 workers listening' && resolve()),
	)
	await waitUntilListening(base, child)
	await allListening
	// A buyer and a session, made in the workers' database (the first worker migrated it).
	process.env.SESSION_SECRET = SESSION_SECRET
	const database = await createDatabase({ url: databaseUrl.href })
	try {
		const buyer = await findOrCreateBuyer(database.db, { kind: 'phone', account: '+9647702230001', language: 'ar', utmSource: null })
		// The production server reads the session from its production name (app/utils/cookie-policy.server.ts).
		const pair = (await startSession(database.db, new Request(base), { userId: buyer.user.id, ip: null })).split(';')[0] ?? ''
		cookie = pair.startsWith('__Host-') ? pair : `__Host-${pair}`
	} finally {
		await database.close()
	}
}, 180_000)

afterAll(async () => {
	server?.kill('SIGTERM')
	await exitCode
	if (admin) {
		await admin.query(`drop database if exists "${databaseName}" with (force)`)
		await admin.end()
	}
})

test.skipIf(!url || !built)(
	'with PostgreSQL, two workers serve one port and a chat message reaches the streams of both',
	async () => {
		const workers = (await fetch(`${base}/healthz`)).ok
		expect(workers).toBe(true)
		// Streams opened one after the other land on the workers in turn; each event id names the process (its hub).
		const me = await fetch(`${base}/resources/chat-messages`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', accept: 'application/json', cookie, origin: base },
			body: JSON.stringify({ clientId: `w-${randomBytes(6).toString('hex')}`, body: 'مرحبا' }),
		})
		expect(me.status).toBeLessThan(300)
		const buyerId = ((await me.json()) as { message: { senderId: string } }).message.senderId
		const streams = []
		for (let n = 0; n < STREAMS; n++) {
			const response = await fetch(`${base}/resources/realtime/events?channels=user:${buyerId}`, { headers: { cookie, accept: 'text/event-stream' } })
			expect(response.status).toBe(200)
			const stream = readEventStream(response.body!)
			expect((await stream.nextEvent()).event).toBe('ready')
			streams.push(stream)
		}
		const sent = await fetch(`${base}/resources/chat-messages`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', accept: 'application/json', cookie, origin: base },
			body: JSON.stringify({ clientId: `w-${randomBytes(6).toString('hex')}`, body: 'هل وصلت؟' }),
		})
		expect(sent.status).toBeLessThan(300)
		const received = await Promise.all(
			streams.map(async (stream) => {
				for (;;) {
					const frame = await stream.nextEvent()
					const data = JSON.parse(frame.data ?? '{}') as { event?: { kind?: string } }
					if (data.event?.kind === 'chat.message') return frame.id ?? ''
				}
			}),
		)
		for (const stream of streams) await stream.cancel()
		const processes = new Set(received.map((id) => id.split('.')[0]))
		expect(processes.size).toBe(2)
	},
	60_000,
)
