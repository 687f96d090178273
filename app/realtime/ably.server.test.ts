import { createHmac } from 'node:crypto'
import { expect, test, vi } from 'vitest'
import { ablyPublish, canonicalCapability, createAblyTokenRequest, parseAblyKey } from './ably.server.ts'
import { createRealtime } from './realtime.server.ts'

// No network here: Ably's REST API is stood in for by a mocked fetch that records what it was sent.
const key = parseAblyKey('appId1.keyId2:c2VjcmV0LXNlY3JldA')

test('an API key is appId.keyId:secret', () => {
	expect(key).toMatchObject({ keyName: 'appId1.keyId2', keySecret: 'c2VjcmV0LXNlY3JldA' })
	expect(() => parseAblyKey('not-a-key')).toThrow(/ABLY_API_KEY/)
})

test('a token request grants subscribe-only on exactly the given channels, signed as Ably verifies it', () => {
	const request = createAblyTokenRequest(key, {
		clientId: 'buyer-1',
		channels: ['user:buyer-1', 'conversation:c1'],
		now: 1_700_000_000_000,
		nonce: '0123456789abcdef0123',
	})
	expect(JSON.parse(request.capability)).toEqual({ 'conversation:c1': ['subscribe'], 'user:buyer-1': ['subscribe'] })
	expect(request.capability).toBe('{"conversation:c1":["subscribe"],"user:buyer-1":["subscribe"]}')
	expect(request).toMatchObject({ keyName: 'appId1.keyId2', clientId: 'buyer-1', ttl: 3_600_000, timestamp: 1_700_000_000_000 })
	expect(JSON.stringify(request)).not.toContain(key.keySecret)
	// Ably's documented MAC: HMAC-SHA256 (base64) over keyName, ttl, capability, clientId, timestamp, nonce — one per line.
	const signText = `appId1.keyId2\n3600000\n${request.capability}\nbuyer-1\n1700000000000\n0123456789abcdef0123\n`
	expect(request.mac).toBe(createHmac('sha256', key.keySecret).update(signText).digest('base64'))
	expect(canonicalCapability({ b: ['subscribe', 'history'], a: ['subscribe'] })).toBe('{"a":["subscribe"],"b":["history","subscribe"]}')
})

function recordingFetch(statuses: number[]) {
	const calls: { url: string; init: RequestInit }[] = []
	const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
		calls.push({ url: String(url), init: init ?? {} })
		return new Response('{}', { status: statuses[calls.length - 1] ?? 201 })
	})
	return { calls, fetch: fetchMock as unknown as typeof fetch }
}

test('publishing sends one message to the channel on the REST API, with Basic auth and the event as JSON', async () => {
	const { calls, fetch } = recordingFetch([201])
	await ablyPublish({ key, fetch }, 'user:buyer-1', { kind: 'chat.message', conversationId: 'c1', messageId: 'm9' })
	expect(calls).toHaveLength(1)
	const [call] = calls
	expect(call?.url).toBe('https://main.rest.ably.net/channels/user%3Abuyer-1/messages')
	expect(call?.init.method).toBe('POST')
	const headers = call?.init.headers as Record<string, string>
	expect(headers.Authorization).toBe(`Basic ${Buffer.from('appId1.keyId2:c2VjcmV0LXNlY3JldA').toString('base64')}`)
	const body = JSON.parse(String(call?.init.body)) as Record<string, string>
	expect(body).toMatchObject({ name: 'chat.message', encoding: 'json' })
	expect(JSON.parse(body.data ?? '')).toEqual({ kind: 'chat.message', conversationId: 'c1', messageId: 'm9' })
	expect(body.id).toMatch(/^[A-Za-z0-9_-]+:0$/)
})

test('a server error is retried once with the same message id (idempotent); a refusal is not', async () => {
	const retried = recordingFetch([503, 201])
	await ablyPublish({ key, fetch: retried.fetch }, 'staff', { kind: 'x' })
	expect(retried.calls).toHaveLength(2)
	expect(retried.calls[0]?.init.body).toBe(retried.calls[1]?.init.body)

	const refused = recordingFetch([401])
	await expect(ablyPublish({ key, fetch: refused.fetch }, 'staff', { kind: 'x' })).rejects.toThrow(/401/)
	expect(refused.calls).toHaveLength(1)
})

test('the Ably adapter never fails the caller for a transport problem, but does for a bad event', async () => {
	const { calls, fetch } = recordingFetch([500, 500])
	const realtime = createRealtime({ transport: 'ably', key: key.raw, fetch })
	expect(realtime.transport).toBe('ably')
	await expect(realtime.publish('staff', { kind: 'chat.assigned' })).resolves.toBeUndefined()
	expect(calls).toHaveLength(2)
	await expect(realtime.publish('Bad Channel', { kind: 'x' })).rejects.toThrow(TypeError)
})
