import { afterEach, expect, test, vi } from 'vitest'
import { FakeEventSource, fakeEventSource } from '#tests/fixtures/fake-event-source.ts'
import { watchSupportUnread } from './support-unread-watcher.ts'
import { href } from '#app/href.ts'

afterEach(() => FakeEventSource.reset())

function setUp({ unreadOnServer = 0, refreshOnReady = false } = {}) {
	const server = { unread: unreadOnServer, countRequests: 0 }
	const fetch = vi.fn(async (input: string | URL | Request) => {
		const url = new URL(String(input), 'http://shop.test')
		if (url.pathname === href('/resources/realtime/token')) {
			const channels = url.searchParams.get('channels') ?? ''
			return Response.json({ transport: 'sse', channels: channels.split(','), url: `/resources/realtime/events?channels=${channels}` })
		}
		if (url.pathname === href('/resources/chat-read')) {
			server.countRequests += 1
			return Response.json({ unread: server.unread })
		}
		return new Response(null, { status: 404 })
	}) as unknown as typeof globalThis.fetch
	let count = 2
	const watcher = watchSupportUnread('buyer-1', (next) => (count = next(count)), {
		fetch,
		EventSource: fakeEventSource,
		refreshOnReady,
	})
	return { server, watcher, count: () => count }
}

test('the badge follows support’s replies and the buyer reading them, on the buyer’s own channel, without asking the server', async () => {
	const { server, watcher, count } = setUp()
	await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
	const source = FakeEventSource.opened[0]!
	expect(source.url).toContain('channels=user:buyer-1')
	source.onopen?.()

	source.send('user:buyer-1', { kind: 'chat.message', side: 'staff', seq: 5, buyerUnread: 3 })
	expect(count()).toBe(3)
	source.send('user:buyer-1', { kind: 'chat.read', side: 'buyer', seq: 5, buyerUnread: 0 })
	expect(count()).toBe(0)
	expect(server.countRequests).toBe(0)

	watcher.close()
	await vi.waitFor(() => expect(source.closed).toBe(true))
})

test('after a reconnect (events may have been missed) the badge asks once for the count', async () => {
	const { server, count } = setUp({ unreadOnServer: 4 })
	await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
	const source = FakeEventSource.opened[0]!
	source.onopen?.()
	expect(server.countRequests).toBe(0)
	// The browser reconnected by itself: the second open.
	source.onopen?.()
	await vi.waitFor(() => expect(count()).toBe(4))
	expect(server.countRequests).toBe(1)
})

test('started again after the chat room, the badge asks for the count as soon as it is connected', async () => {
	const { server, count } = setUp({ unreadOnServer: 0, refreshOnReady: true })
	await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
	FakeEventSource.opened[0]!.onopen?.()
	await vi.waitFor(() => expect(count()).toBe(0))
	expect(server.countRequests).toBe(1)
})
