import { expect, test } from 'vitest'
import { type Delivery, type HubSubscriber, RealtimeHub } from './hub.server.ts'

function recorder() {
	const events: Delivery[] = []
	let resyncs = 0
	let closed = false
	const subscriber: HubSubscriber = {
		event: (delivery) => events.push(delivery),
		resync: () => (resyncs += 1),
		close: () => (closed = true),
	}
	return { subscriber, events, resyncs: () => resyncs, closed: () => closed }
}

test('an event reaches the subscribers of its channel, and only them', () => {
	const hub = new RealtimeHub()
	const a = recorder()
	const b = recorder()
	hub.subscribe(['user:a', 'staff'], a.subscriber)
	const stopB = hub.subscribe(['user:b'], b.subscriber)
	hub.deliver('user:a', { kind: 'x', n: 1 })
	hub.deliver('user:b', { kind: 'x', n: 2 })
	hub.deliver('staff', { kind: 'x', n: 3 })
	expect(a.events.map((delivery) => delivery.event.n)).toEqual([1, 3])
	expect(b.events.map((delivery) => delivery.event.n)).toEqual([2])
	stopB()
	hub.deliver('user:b', { kind: 'x', n: 4 })
	expect(b.events).toHaveLength(1)
	expect(hub.subscriberCount).toBe(1)
})

test('ids increase, and a client resuming from one gets what it missed on its channels', () => {
	const hub = new RealtimeHub({ bufferSize: 3 })
	const first = hub.deliver('user:a', { kind: 'x', n: 1 })
	hub.deliver('user:b', { kind: 'x', n: 2 })
	const third = hub.deliver('user:a', { kind: 'x', n: 3 })
	expect(third.seq).toBeGreaterThan(first.seq)
	expect(third.id.startsWith(hub.epoch)).toBe(true)
	const replay = hub.replayAfter(first.id, ['user:a'])
	expect(replay.ok && replay.deliveries.map((delivery) => delivery.event.n)).toEqual([3])
	expect(hub.replayAfter(third.id, ['user:a'])).toEqual({ ok: true, deliveries: [] })
})

test('an id from another process, a forged one or one older than the window cannot be resumed', () => {
	const hub = new RealtimeHub({ bufferSize: 2 })
	const first = hub.deliver('user:a', { kind: 'x' })
	const second = hub.deliver('user:a', { kind: 'x' })
	hub.deliver('user:a', { kind: 'x' })
	hub.deliver('user:a', { kind: 'x' })
	// The window holds the 3rd and 4th: after the 2nd nothing is lost, after the 1st the 2nd is.
	expect(hub.replayAfter(second.id, ['user:a'])).toMatchObject({ ok: true })
	expect(hub.replayAfter(first.id, ['user:a'])).toEqual({ ok: false })
	expect(hub.replayAfter(`${new RealtimeHub().epoch}.1`, ['user:a'])).toEqual({ ok: false })
	expect(hub.replayAfter(`${hub.epoch}.999`, ['user:a'])).toEqual({ ok: false })
	expect(hub.replayAfter('garbage', ['user:a'])).toEqual({ ok: false })
})

test('resync and close reach every subscriber', () => {
	const hub = new RealtimeHub()
	const a = recorder()
	hub.subscribe(['user:a'], a.subscriber)
	hub.resyncAll()
	expect(a.resyncs()).toBe(1)
	hub.closeAll()
	expect(a.closed()).toBe(true)
	expect(hub.subscriberCount).toBe(0)
})
