import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { findOrCreateBuyer } from '#app/modules/auth/users.server.ts'
import { startSession } from '#app/modules/auth/session.server.ts'
import { getOrCreateConversation, listMessages } from '#app/modules/chat/chat.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { readEventStream } from './realtime-support.ts'

// Two app processes on one PostgreSQL: each has its own LISTEN connection and its own SSE streams.
// An event published through one reaches a subscriber connected to the other.
const url = process.env.TEST_DATABASE_URL
const SESSION_SECRET = 'realtime-fanout-secret-realtime-fanout-secret'

type Peer = { process: ChildProcess; base: string }
let database: TestDatabase
const peers: Peer[] = []
let buyerId = ''
let otherId = ''
let cookie = ''

async function startPeer(schemaName: string, notifyChannel: string): Promise<Peer> {
	const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/realtime-peer.ts'], {
		env: { ...process.env, PEER_DATABASE_URL: url, PEER_SCHEMA: schemaName, PEER_NOTIFY_CHANNEL: notifyChannel, SESSION_SECRET, LOG_LEVEL: 'warn' },
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`peer exited with ${code}`))))
	const firstLine = new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once('line', resolve))
	const line = await Promise.race([firstLine, exited])
	const { port } = JSON.parse(line) as { port: number }
	return { process: child, base: `http://127.0.0.1:${port}` }
}

beforeAll(async () => {
	if (!url) return
	process.env.SESSION_SECRET = SESSION_SECRET
	database = await createTestDatabase()
	buyerId = (await findOrCreateBuyer(database.db, { kind: 'phone', account: '+9647702220001', language: 'ar', utmSource: null })).user.id
	otherId = (await findOrCreateBuyer(database.db, { kind: 'phone', account: '+9647702220002', language: 'ar', utmSource: null })).user.id
	cookie = (await startSession(database.db, new Request('http://localhost/'), { userId: buyerId, ip: null })).split(';')[0] ?? ''
	const notifyChannel = `rt_${randomBytes(6).toString('hex')}`
	peers.push(...(await Promise.all([startPeer(database.schemaName!, notifyChannel), startPeer(database.schemaName!, notifyChannel)])))
})

afterAll(async () => {
	await Promise.all(
		peers.map(
			(peer) =>
				new Promise<void>((resolve) => {
					peer.process.once('exit', () => resolve())
					peer.process.kill('SIGTERM')
				}),
		),
	)
	await database?.close()
})

async function subscribeAt(peer: Peer, channels: string) {
	const controller = new AbortController()
	const response = await fetch(`${peer.base}/events?channels=${channels}`, { headers: { Cookie: cookie }, signal: controller.signal })
	return { response, controller }
}

async function publishAt(peer: Peer, channel: string, event: Record<string, unknown>) {
	const response = await fetch(`${peer.base}/publish`, { method: 'POST', body: JSON.stringify({ channel, event }) })
	expect(response.status).toBe(204)
}

test.skipIf(!url)('a message published through one app process reaches a subscriber of the other, both ways', async () => {
	const [first, second] = peers as [Peer, Peer]
	const atSecond = await subscribeAt(second, `user:${buyerId}`)
	const atFirst = await subscribeAt(first, `user:${buyerId}`)
	expect(atSecond.response.status).toBe(200)
	const secondStream = readEventStream(atSecond.response.body!)
	const firstStream = readEventStream(atFirst.response.body!)
	expect((await secondStream.nextEvent()).event).toBe('ready')
	expect((await firstStream.nextEvent()).event).toBe('ready')

	await publishAt(first, `user:${buyerId}`, { kind: 'chat.message', conversationId: 'c1', messageId: 'm1' })
	const received = await secondStream.nextEvent()
	expect(JSON.parse(received.data ?? '')).toEqual({
		channel: `user:${buyerId}`,
		event: { kind: 'chat.message', conversationId: 'c1', messageId: 'm1' },
	})
	// The publishing process's own subscribers get it too (through the same LISTEN path).
	expect(JSON.parse((await firstStream.nextEvent()).data ?? '').event.messageId).toBe('m1')

	await publishAt(second, `user:${buyerId}`, { kind: 'chat.message', conversationId: 'c1', messageId: 'm2' })
	expect(JSON.parse((await firstStream.nextEvent()).data ?? '').event.messageId).toBe('m2')
	expect(JSON.parse((await secondStream.nextEvent()).data ?? '').event.messageId).toBe('m2')
	atFirst.controller.abort()
	atSecond.controller.abort()
})

test.skipIf(!url)('a chat message a buyer sends through one app process reaches a subscriber of the other, and is in the database', async () => {
	const [first, second] = peers as [Peer, Peer]
	const conversation = await getOrCreateConversation(database.db, buyerId)
	// The buyer's other device, connected to the other process.
	const watching = await subscribeAt(second, `user:${buyerId}`)
	expect(watching.response.status).toBe(200)
	const stream = readEventStream(watching.response.body!)
	expect((await stream.nextEvent()).event).toBe('ready')

	const sent = await fetch(`${first.base}/send`, {
		method: 'POST',
		body: JSON.stringify({ userId: buyerId, clientId: 'fanout-1', text: 'أحتاج ٥٠٠ قطعة' }),
	})
	expect(sent.status).toBe(200)
	const message = (await sent.json()) as { id: string; seq: number }
	const received = JSON.parse((await stream.nextEvent()).data ?? '') as { channel: string; event: { kind: string; messageId: string } }
	expect(received.channel).toBe(`user:${buyerId}`)
	expect(received.event).toMatchObject({ kind: 'chat.message', conversationId: conversation.id, messageId: message.id })
	// What the subscriber then fetches is there: the message, committed before it was announced.
	const { messages } = await listMessages(database.db, { conversationId: conversation.id, locale: 'ar' })
	expect(messages.map((row) => [row.id, row.body])).toEqual([[message.id, 'أحتاج ٥٠٠ قطعة']])
	watching.controller.abort()
})

test.skipIf(!url)("either process refuses another buyer's channel with 403", async () => {
	for (const peer of peers) {
		const { response } = await subscribeAt(peer, `user:${otherId}`)
		expect(response.status).toBe(403)
	}
})
