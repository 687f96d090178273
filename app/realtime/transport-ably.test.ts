import { expect, test, vi } from 'vitest'
import { eventOfAblyMessage, openAblyTransport } from './transport-ably.ts'
import { type EventSourceConstructor } from './transport.ts'

test('an Ably message carries our event as JSON data', () => {
	expect(eventOfAblyMessage({ channel: 'user:u1', encoding: 'json', data: '{"kind":"chat.message","messageId":"m1"}' })).toEqual({
		channel: 'user:u1',
		event: { kind: 'chat.message', messageId: 'm1' },
	})
	expect(eventOfAblyMessage({ channel: 'user:u1', encoding: 'json', data: '{oops' })).toBeNull()
	expect(eventOfAblyMessage({ channel: 'user:u1', data: 'plain text' })).toBeNull()
})

test('the token request is exchanged at Ably, then the SSE stream opens with the token and resumes from lastEvent', async () => {
	const urls: string[] = []
	class Source {
		static readonly CLOSED = 2
		readyState = 0
		onopen = null
		onmessage = null
		onerror = null
		constructor(url: string) {
			urls.push(url)
		}
		addEventListener() {}
		close() {}
	}
	const fetchMock = vi.fn(async () => Response.json({ token: 'tok.en', expires: 1 }))
	const tokenRequest = { keyName: 'app.key', clientId: 'u1', capability: '{}', ttl: 1, timestamp: 1, nonce: 'n', mac: 'm' }
	await openAblyTransport(
		{ channels: ['user:u1', 'staff'], tokenRequest, restHost: 'rest.example', realtimeHost: 'realtime.example' },
		{ onEvent: () => {}, onOpen: () => {}, onResync: () => {}, onClosed: () => {} },
		{ EventSource: Source as unknown as EventSourceConstructor, fetch: fetchMock as unknown as typeof fetch, lastEventId: 'x:1' },
	)
	expect(fetchMock).toHaveBeenCalledWith('https://rest.example/keys/app.key/requestToken', expect.objectContaining({ method: 'POST', body: JSON.stringify(tokenRequest) }))
	const url = new URL(urls[0] ?? '')
	expect(url.origin + url.pathname).toBe('https://realtime.example/sse')
	expect(Object.fromEntries(url.searchParams)).toEqual({ v: '1.2', channels: 'user:u1,staff', accessToken: 'tok.en', lastEvent: 'x:1' })
})
