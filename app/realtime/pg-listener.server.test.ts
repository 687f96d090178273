import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { PgListener } from './pg-listener.server.ts'

// PostgreSQL only (PGlite fans out in-process): run with TEST_DATABASE_URL.
const url = process.env.TEST_DATABASE_URL
let admin: pg.Client

beforeAll(async () => {
	if (!url) return
	admin = new pg.Client({ connectionString: url })
	await admin.connect()
})
afterAll(async () => {
	await admin?.end()
})

function waitFor<T>() {
	let resolve!: (value: T) => void
	const promise = new Promise<T>((r) => (resolve = r))
	return { promise, resolve }
}

test.skipIf(!url)('the LISTEN connection is re-made after it is killed, says so, and receives again', async () => {
	const channel = `rt_${randomBytes(6).toString('hex')}`
	let received = waitFor<string>()
	const resubscribed = waitFor<void>()
	const listener = new PgListener({
		url: url!,
		channel,
		minDelayMs: 5,
		maxDelayMs: 20,
		onNotification: (payload) => received.resolve(payload),
		onResubscribed: () => resubscribed.resolve(),
	}).start()
	try {
		await listener.ready()
		await admin.query('select pg_notify($1, $2)', [channel, 'first'])
		expect(await received.promise).toBe('first')

		// The database drops the connection (a failover, a network cut).
		const pid = listener.backendPid
		expect(pid).toBeGreaterThan(0)
		await admin.query('select pg_terminate_backend($1)', [pid])
		await resubscribed.promise
		expect(listener.backendPid).not.toBe(pid)

		received = waitFor<string>()
		await admin.query('select pg_notify($1, $2)', [channel, 'second'])
		expect(await received.promise).toBe('second')
	} finally {
		await listener.close()
	}
})
