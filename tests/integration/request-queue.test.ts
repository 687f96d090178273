import { EventEmitter } from 'node:events'
import { expect, test } from 'vitest'
import { requestQueue } from '../../server/request-queue.js'

type Middleware = (req: unknown, res: unknown, next: () => void) => void

/** A request through the middleware: `started` once it is let through; `respond()` starts its response. */
function arrive(queue: Middleware, path = '/') {
	const res = Object.assign(new EventEmitter(), { writableEnded: false, writeHead: () => undefined })
	const request = { path, destroyed: false, started: false, respond: () => res.writeHead(), close: () => res.emit('close') }
	queue(
		{
			path,
			get destroyed() {
				return request.destroyed
			},
		},
		res,
		() => (request.started = true),
	)
	return request
}

test('lets a few requests through at a time, the others in the order they came, each as soon as one answers', () => {
	const queue = requestQueue({ limit: 2 }) as Middleware
	const requests = Array.from({ length: 5 }, () => arrive(queue))
	expect(requests.map((r) => r.started)).toEqual([true, true, false, false, false])
	requests[1]!.respond()
	expect(requests.map((r) => r.started)).toEqual([true, true, true, false, false])
	requests[0]!.close()
	requests[2]!.respond()
	expect(requests.map((r) => r.started)).toEqual([true, true, true, true, true])
})

test('a visitor who left while waiting gives the place on; event streams and health checks never wait', () => {
	const queue = requestQueue({ limit: 1 }) as Middleware
	const first = arrive(queue)
	const gone = arrive(queue)
	const third = arrive(queue)
	gone.destroyed = true
	first.respond()
	expect([gone.started, third.started]).toEqual([false, true])
	expect(arrive(queue, '/resources/realtime/events').started).toBe(true)
	expect(arrive(queue, '/healthz').started).toBe(true)
})
