/**
 * One "app process" for the two-process fan-out test: the real-time layer on PostgreSQL (its own LISTEN
 * connection) behind a tiny HTTP server with the real SSE route handler and sessions, plus a test-only
 * POST /publish and POST /send (a buyer's chat message stored and published by the chat module, as the
 * chat's resource route does). Started with `node --import tsx`; prints `{"port":…}` once LISTEN is in place.
 * Env: PEER_DATABASE_URL, PEER_SCHEMA, PEER_NOTIFY_CHANNEL, SESSION_SECRET.
 */
import { createServer } from 'node:http'
import { createDatabase } from '#app/db/client.server.ts'
import { getSessionUser } from '#app/modules/auth/session.server.ts'
import { sendMessage } from '#app/modules/chat/chat.server.ts'
import { createRealtime } from '#app/realtime/realtime.server.ts'
import { handleEventsRequest } from '#app/realtime/routes.server.ts'

const url = process.env.PEER_DATABASE_URL
if (!url) throw new Error('PEER_DATABASE_URL is required')
const database = await createDatabase({ url, schemaName: process.env.PEER_SCHEMA })
const realtime = createRealtime({ transport: 'sse', db: database.db, kind: 'postgres', url, notifyChannel: process.env.PEER_NOTIFY_CHANNEL })
await realtime.ready()

const server = createServer(async (req, res) => {
	const controller = new AbortController()
	res.on('close', () => controller.abort())
	const request = new Request(`http://127.0.0.1${req.url}`, {
		headers: Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])),
		signal: controller.signal,
	})
	if (req.method === 'POST' && req.url === '/publish') {
		let body = ''
		for await (const chunk of req) body += String(chunk)
		const { channel, event } = JSON.parse(body) as { channel: string; event: { kind: string } }
		await realtime.publish(channel, event)
		res.writeHead(204).end()
		return
	}
	if (req.method === 'POST' && req.url === '/send') {
		let body = ''
		for await (const chunk of req) body += String(chunk)
		const { userId, clientId, text } = JSON.parse(body) as { userId: string; clientId: string; text: string }
		const { message } = await sendMessage(
			database.db,
			{ userId, side: 'buyer', clientId, kind: 'text', body: text },
			{ publish: (channel, event) => realtime.publish(channel, event) },
		)
		res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(message))
		return
	}
	const response = await handleEventsRequest(request, { db: database.db, realtime, getUser: (r) => getSessionUser(database.db, r) })
	res.writeHead(response.status, Object.fromEntries(response.headers))
	if (!response.body) return res.end()
	const reader = response.body.getReader()
	try {
		for (;;) {
			const { value, done } = await reader.read()
			if (done) break
			res.write(value)
		}
	} catch {
		// Client gone.
	}
	res.end()
})
server.listen(0, '127.0.0.1', () => {
	const address = server.address()
	process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`)
})
process.on('SIGTERM', () => {
	server.closeAllConnections()
	server.close()
	void realtime
		.close()
		.then(() => database.close())
		.then(() => process.exit(0))
})
