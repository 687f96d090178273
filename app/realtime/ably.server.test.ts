import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { createAblyServer, parseAblyKey } from './ably.server.ts'
import { createRealtime } from './realtime.server.ts'

// No network here: the SDK is pointed at a loopback HTTP server that stands in for Ably's REST API.
const RAW_KEY = 'appId1.keyId2:c2VjcmV0LXNlY3JldA'

type Received = { method: string; url: string; authorization: string; body: unknown }

let server: Server | null = null
afterEach(async () => {
	await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
	server = null
})

async function fakeAbly(statuses: number[]): Promise<{ received: Received[]; port: number }> {
	const received: Received[] = []
	server = createServer((request: IncomingMessage, response) => {
		let body = ''
		request.on('data', (chunk: Buffer) => (body += chunk.toString()))
		request.on('end', () => {
			received.push({
				method: request.method ?? '',
				url: request.url ?? '',
				authorization: request.headers.authorization ?? '',
				body: body ? JSON.parse(body) : null,
			})
			const status = statuses[received.length - 1] ?? 201
			response.writeHead(status, { 'Content-Type': 'application/json' })
			response.end(status < 300 ? '{}' : JSON.stringify({ error: { code: 50000, statusCode: status, message: 'boom' } }))
		})
	})
	await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
	return { received, port: (server!.address() as AddressInfo).port }
}

test('an API key is appId.keyId:secret', () => {
	expect(parseAblyKey(RAW_KEY)).toMatchObject({ keyName: 'appId1.keyId2', keySecret: 'c2VjcmV0LXNlY3JldA' })
	expect(() => parseAblyKey('not-a-key')).toThrow(/ABLY_API_KEY/)
	expect(() => createAblyServer('not-a-key')).toThrow(/ABLY_API_KEY/)
})

test('a token request grants subscribe-only on exactly the given channels to that buyer, signed with the secret it never contains', async () => {
	const ably = createAblyServer(RAW_KEY)
	const request = await ably.createTokenRequest({ clientId: 'buyer-1', channels: ['user:buyer-1', 'conversation:c1'] })
	expect(JSON.parse(request.capability)).toEqual({ 'conversation:c1': ['subscribe'], 'user:buyer-1': ['subscribe'] })
	expect(request).toMatchObject({ keyName: 'appId1.keyId2', clientId: 'buyer-1', ttl: 3_600_000 })
	expect(JSON.stringify(request)).not.toContain('c2VjcmV0LXNlY3JldA')
	// Ably's documented MAC: HMAC-SHA256 (base64) over keyName, ttl, capability, clientId, timestamp, nonce — one per line.
	const signText = [request.keyName, request.ttl, request.capability, request.clientId, request.timestamp, request.nonce, ''].join('\n')
	expect(request.mac).toBe(createHmac('sha256', 'c2VjcmV0LXNlY3JldA').update(signText).digest('base64'))
})

test('publishing sends the event as one message on its channel, with the key and an idempotent message id', async () => {
	const { received, port } = await fakeAbly([201])
	const realtime = createRealtime({ transport: 'ably', key: RAW_KEY, connection: { endpoint: '127.0.0.1', port, tls: false } })
	expect(realtime.transport).toBe('ably')
	await realtime.publish('user:buyer-1', { kind: 'chat.message', conversationId: 'c1', messageId: 'm9' })
	expect(received).toHaveLength(1)
	const [call] = received
	expect(call?.method).toBe('POST')
	expect(call?.url.split('?')[0]).toBe('/channels/user%3Abuyer-1/messages')
	expect(call?.authorization).toBe(`Basic ${Buffer.from(RAW_KEY).toString('base64')}`)
	const [message] = ([] as Record<string, unknown>[]).concat(call?.body as Record<string, unknown>)
	expect(message).toMatchObject({ name: 'chat.message' })
	const data = typeof message?.data === 'string' ? JSON.parse(message.data) : message?.data
	expect(data).toEqual({ kind: 'chat.message', conversationId: 'c1', messageId: 'm9' })
	expect(message?.id).toEqual(expect.stringMatching(/:0$/))
})

test('the Ably adapter never fails the caller for a transport problem, but does for a bad event', async () => {
	const { received, port } = await fakeAbly([500, 500, 500])
	const realtime = createRealtime({ transport: 'ably', key: RAW_KEY, connection: { endpoint: '127.0.0.1', port, tls: false } })
	await expect(realtime.publish('staff', { kind: 'chat.assigned' })).resolves.toBeUndefined()
	expect(received.length).toBeGreaterThanOrEqual(1)
	await expect(realtime.publish('Bad Channel', { kind: 'x' })).rejects.toThrow(TypeError)
})
