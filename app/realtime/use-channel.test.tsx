// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { type RealtimeEvent } from './channels.ts'
import { FakeEventSource, fakeEventSource } from '#tests/fixtures/fake-event-source.ts'
import { useChannel } from './use-channel.ts'

afterEach(cleanup)

const opened = FakeEventSource.opened
afterEach(() => {
	opened.length = 0
})

const fetchMock = vi.fn(async (url: string | URL | Request) => {
	const channels = new URL(String(url), 'http://shop.test').searchParams.get('channels') ?? ''
	return Response.json({ transport: 'sse', channels: channels.split(','), url: `/resources/realtime/events?channels=${channels}` })
}) as unknown as typeof fetch
const transport = { fetch: fetchMock, EventSource: fakeEventSource }

function Listener(props: { channels: string[]; onEvent: (event: RealtimeEvent) => void; label: string }) {
	useChannel(props.channels, (event) => props.onEvent(event), { transport })
	return <p>{props.label}</p>
}

test('nothing connects during server rendering', () => {
	renderToString(<Listener channels={['user:u1']} onEvent={() => {}} label="x" />)
	expect(fetchMock).not.toHaveBeenCalled()
})

test('subscribes on mount, keeps the connection across re-renders with new handlers, and closes on unmount', async () => {
	const first = vi.fn()
	const second = vi.fn()
	const view = render(<Listener channels={['user:u1']} onEvent={first} label="a" />)
	await vi.waitFor(() => expect(opened).toHaveLength(1))
	view.rerender(<Listener channels={['user:u1']} onEvent={second} label="b" />)
	opened[0]!.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ channel: 'user:u1', event: { kind: 'x' } }) }))
	expect(first).not.toHaveBeenCalled()
	expect(second).toHaveBeenCalledWith({ kind: 'x' })
	expect(opened).toHaveLength(1)

	view.rerender(<Listener channels={['user:u1', 'staff']} onEvent={second} label="c" />)
	await vi.waitFor(() => expect(opened).toHaveLength(2))
	expect(opened[0]!.closed).toBe(true)
	view.unmount()
	await vi.waitFor(() => expect(opened[1]!.closed).toBe(true))
})
