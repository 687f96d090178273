import { afterEach, describe, expect, test, vi } from 'vitest'
import { enqueueWrite, queueWrite, readWriteQueue, WRITE_QUEUE_LIMIT, WRITE_QUEUED_EVENT } from './write-queue.ts'
import { actionDataPath, keepSending, replayWrites, type ReplayResult, RESEND_DELAYS_MS } from './write-queue-send.ts'

function memoryStorage() {
	const map = new Map<string, string>()
	return {
		getItem: (key: string) => map.get(key) ?? null,
		setItem: (key: string, value: string) => void map.set(key, value),
		removeItem: (key: string) => void map.delete(key),
	}
}

const at = new Date('2026-11-27T12:00:00Z')

describe('the offline write queue', () => {
	test('replays in the order made, each with its own key, and empties', async () => {
		const storage = memoryStorage()
		enqueueWrite(storage, 'u1', { path: '/pages/individualCenter/buyer_collection/index', fields: { intent: 'add', productId: 'p1' } }, at, 'k1')
		enqueueWrite(storage, 'u1', { path: '/pages/cart/index', fields: { intent: 'add', skuId: 's1', quantity: '2' } }, at, 'k2')
		const sent: string[] = []
		const result = await replayWrites(storage, 'u1', async (path, body) => {
			sent.push(`${path} ${body.get('writeKey')} ${body.get('intent')}`)
			return { status: 200 }
		})
		expect(sent).toEqual(['/pages/individualCenter/buyer_collection/index k1 add', '/pages/cart/index k2 add'])
		expect(result).toEqual({ sent: 2, refused: 0, left: 0 })
		expect(readWriteQueue(storage, 'u1')).toEqual([])
	})

	test('no answer stops the replay there; the next try sends the same write with the same key first', async () => {
		const storage = memoryStorage()
		enqueueWrite(storage, 'u1', { path: '/a', fields: {} }, at, 'k1')
		enqueueWrite(storage, 'u1', { path: '/b', fields: {} }, at, 'k2')
		let calls = 0
		const first = await replayWrites(storage, 'u1', async () => {
			calls++
			throw new TypeError('Failed to fetch')
		})
		expect(calls).toBe(1)
		expect(first).toEqual({ sent: 0, refused: 0, left: 2 })
		const keys: string[] = []
		await replayWrites(storage, 'u1', async (_path, body) => {
			keys.push(body.get('writeKey') ?? '')
			return { status: 200 }
		})
		expect(keys).toEqual(['k1', 'k2'])
	})

	test('a 5xx waits; a 4xx is dropped (sending it again will not help)', async () => {
		const storage = memoryStorage()
		enqueueWrite(storage, 'u1', { path: '/a', fields: {} }, at, 'k1')
		expect(await replayWrites(storage, 'u1', async () => ({ status: 503 }))).toEqual({ sent: 0, refused: 0, left: 1 })
		expect(await replayWrites(storage, 'u1', async () => ({ status: 400 }))).toEqual({ sent: 0, refused: 1, left: 0 })
	})

	test('queues are per buyer, bounded, and unreadable storage is empty', () => {
		const storage = memoryStorage()
		for (let index = 0; index < WRITE_QUEUE_LIMIT + 5; index++) enqueueWrite(storage, 'u1', { path: '/a', fields: {} }, at, `k${index}`)
		expect(readWriteQueue(storage, 'u1')).toHaveLength(WRITE_QUEUE_LIMIT)
		expect(readWriteQueue(storage, 'u1')[0]?.key).toBe('k5')
		expect(readWriteQueue(storage, 'u2')).toEqual([])
		storage.setItem('dijla.writeQueue:u3', '{nope')
		expect(readWriteQueue(storage, 'u3')).toEqual([])
	})

	test('writes go to the action as data', () => {
		expect(actionDataPath('/pages/cart/index')).toBe('/pages/cart/index.data')
		expect(actionDataPath('/pages/x?a=1')).toBe('/pages/x.data?a=1')
	})
})

describe('sending again while writes are left', () => {
	afterEach(() => {
		vi.useRealTimers()
	})

	test('a try that leaves writes (no answer yet after coming online) is followed by another, later ones wait longer', async () => {
		vi.useFakeTimers()
		const answers: (ReplayResult | Error)[] = [{ sent: 0, refused: 0, left: 2 }, new Error('no network'), { sent: 2, refused: 0, left: 0 }]
		let tries = 0
		const heard: ReplayResult[] = []
		const sending = keepSending(
			async () => {
				const answer = answers[tries++]!
				if (answer instanceof Error) throw answer
				return answer
			},
			(result) => heard.push(result),
		)
		sending.run()
		await vi.advanceTimersByTimeAsync(0)
		expect(tries).toBe(1)
		await vi.advanceTimersByTimeAsync(RESEND_DELAYS_MS[0] - 1)
		expect(tries).toBe(1)
		await vi.advanceTimersByTimeAsync(1)
		expect(tries).toBe(2)
		await vi.advanceTimersByTimeAsync(RESEND_DELAYS_MS[1])
		expect(tries).toBe(3)
		expect(heard.map((result) => result.left)).toEqual([2, 0])
		// Empty now: nothing more is sent.
		await vi.advanceTimersByTimeAsync(120_000)
		expect(tries).toBe(3)
	})

	test('stopped (offline, or another buyer), it sends nothing more', async () => {
		vi.useFakeTimers()
		let tries = 0
		const sending = keepSending(
			async () => {
				tries++
				return { sent: 0, refused: 0, left: 1 }
			},
			() => undefined,
		)
		sending.run()
		await vi.advanceTimersByTimeAsync(0)
		sending.stop()
		await vi.advanceTimersByTimeAsync(120_000)
		expect(tries).toBe(1)
	})
})

describe('queueWrite', () => {
	afterEach(() => {
		vi.unstubAllGlobals()
	})

	test('keeps the write and tells the shell at once, so it is sent without waiting for a page load', () => {
		const page = Object.assign(new EventTarget(), { localStorage: memoryStorage() })
		vi.stubGlobal('window', page)
		const heard = vi.fn()
		page.addEventListener(WRITE_QUEUED_EVENT, heard)
		expect(queueWrite('buyer-1', { path: '/pages/individualCenter/browsing_history/index', fields: { productId: 'p1' } })).toBe(true)
		expect(heard).toHaveBeenCalledTimes(1)
		expect(readWriteQueue(page.localStorage, 'buyer-1').map((write) => write.fields)).toEqual([{ productId: 'p1' }])
	})

	test('a device that cannot keep it says nothing', () => {
		const page = Object.defineProperty(new EventTarget(), 'localStorage', {
			get() {
				throw new Error('storage is off')
			},
		})
		vi.stubGlobal('window', page)
		const heard = vi.fn()
		page.addEventListener(WRITE_QUEUED_EVENT, heard)
		expect(queueWrite('buyer-1', { path: '/x', fields: {} })).toBe(false)
		expect(heard).not.toHaveBeenCalled()
	})
})
