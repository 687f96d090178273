/*
 * Writes made with no network (issue 21 item 3; decision 025): a favourite, a cart line, a page of browsing
 * history. Each is kept on the device, per buyer, with a key of its own, and sent in the order it was made once the
 * connection is back. The server stores each key once per buyer in the same transaction as the write
 * (write_receipts), so a write whose answer was lost with the connection and is sent again is not done twice.
 * Orders and payments never come here: they need the buyer's eyes on the answer.
 */

export type QueuedWrite = {
	/** The write's idempotency key (a UUID), sent as `writeKey`. */
	key: string
	/** Where the form is posted (a page's action). */
	path: string
	fields: Record<string, string>
	createdAt: string
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** At most this many writes wait (the oldest are dropped beyond it; a buyer offline for days). */
export const WRITE_QUEUE_LIMIT = 200

export function writeQueueKey(userId: string): string {
	return `dijla.writeQueue:${userId}`
}

export function readWriteQueue(storage: KeyValueStorage | null, userId: string): QueuedWrite[] {
	if (!storage) return []
	try {
		const parsed = JSON.parse(storage.getItem(writeQueueKey(userId)) ?? '[]') as unknown
		if (!Array.isArray(parsed)) return []
		return parsed.filter(
			(item): item is QueuedWrite =>
				typeof item === 'object' &&
				item !== null &&
				typeof item.key === 'string' &&
				typeof item.path === 'string' &&
				item.path.startsWith('/') &&
				typeof item.fields === 'object' &&
				item.fields !== null,
		)
	} catch {
		return []
	}
}

function save(storage: KeyValueStorage, userId: string, items: readonly QueuedWrite[]) {
	if (items.length === 0) storage.removeItem(writeQueueKey(userId))
	else storage.setItem(writeQueueKey(userId), JSON.stringify(items.slice(-WRITE_QUEUE_LIMIT)))
}

/** Adds a write at the end of the buyer's queue; false when the device cannot keep it. */
export function enqueueWrite(
	storage: KeyValueStorage | null,
	userId: string,
	write: { path: string; fields: Record<string, string> },
	now = new Date(),
	key: string = crypto.randomUUID(),
): boolean {
	if (!storage) return false
	try {
		save(storage, userId, [...readWriteQueue(storage, userId), { key, path: write.path, fields: write.fields, createdAt: now.toISOString() }])
		return true
	} catch {
		return false
	}
}

export type ReplayResult = { sent: number; refused: number; left: number }

type Post = (path: string, body: URLSearchParams) => Promise<{ status: number }>

/**
 * Sends the queue in order. A write the server took (2xx, 3xx) or refused (4xx: sending it again will not help)
 * leaves the queue; no answer or a 5xx stops here, and the rest waits for the next try, in the same order.
 */
export async function replayWrites(storage: KeyValueStorage | null, userId: string, post: Post): Promise<ReplayResult> {
	const result: ReplayResult = { sent: 0, refused: 0, left: 0 }
	if (!storage) return result
	for (;;) {
		const [next] = readWriteQueue(storage, userId)
		if (!next) return result
		let status: number
		try {
			status = (await post(next.path, new URLSearchParams({ ...next.fields, writeKey: next.key }))).status
		} catch {
			result.left = readWriteQueue(storage, userId).length
			return result
		}
		if (status >= 500) {
			result.left = readWriteQueue(storage, userId).length
			return result
		}
		if (status >= 400) result.refused++
		else result.sent++
		// Another tab may have sent it meanwhile; only this key leaves.
		save(
			storage,
			userId,
			readWriteQueue(storage, userId).filter((item) => item.key !== next.key),
		)
	}
}

/** A Remix action answered as data (the queue posts to the page's `.data` address, as a fetcher would). */
export function actionDataPath(path: string): string {
	const url = new URL(path, 'http://x')
	return `${url.pathname === '/' ? '/_root' : url.pathname}.data${url.search}`
}

function localStore(): KeyValueStorage | null {
	try {
		return window.localStorage
	} catch {
		return null
	}
}

/**
 * With no network and a buyer signed in: keeps the write in the buyer's queue (sent when the connection is back)
 * and returns true; otherwise returns false and the caller sends it as usual.
 */
export function queueIfOffline(userId: string | null | undefined, write: { path: string; fields: Record<string, string> }): boolean {
	if (typeof navigator === 'undefined' || navigator.onLine || !userId) return false
	return enqueueWrite(localStore(), userId, write)
}

/**
 * The event the shell listens for (OfflineSupport's useQueuedWrites) to send the queue at once: a write queued
 * while the browser says it is online (a visit read from the device's copy on a connection that answers nothing)
 * would otherwise wait for the next page load or the next "online" event.
 */
export const WRITE_QUEUED_EVENT = 'dijla:write-queued'

/** Adds a write to the buyer's queue whatever the network (a visit read from the device's copy), and says so. */
export function queueWrite(userId: string, write: { path: string; fields: Record<string, string> }): boolean {
	const queued = enqueueWrite(localStore(), userId, write)
	if (queued && typeof window !== 'undefined') window.dispatchEvent(new Event(WRITE_QUEUED_EVENT))
	return queued
}

/**
 * How long to wait before sending again while writes are left: the connection says it is back, but the first
 * request finds nothing yet, or the server failed. Without it the writes would wait for the next page load.
 */
export const RESEND_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const

export function resendDelayMs(failures: number): number {
	return RESEND_DELAYS_MS[Math.min(Math.max(failures, 1), RESEND_DELAYS_MS.length) - 1]!
}

/**
 * Sends the queue with `send` each time `run` is called, and again after a growing wait while writes are left,
 * until `stop` (the page went offline, or the buyer changed). `onResult` hears each try.
 */
export function keepSending(send: () => Promise<ReplayResult>, onResult: (result: ReplayResult) => void): { run: () => void; stop: () => void } {
	let stopped = false
	let failures = 0
	let timer: ReturnType<typeof setTimeout> | undefined
	const after = (result: ReplayResult | null) => {
		if (stopped) return
		if (result) onResult(result)
		if (result && result.left === 0) {
			failures = 0
			return
		}
		failures++
		timer = setTimeout(run, resendDelayMs(failures))
	}
	const run = () => {
		if (stopped) return
		clearTimeout(timer)
		timer = undefined
		send().then(after, () => after(null))
	}
	return {
		run,
		stop() {
			stopped = true
			clearTimeout(timer)
		},
	}
}

/** Request header that marks the queue's own sending: no retry prompt, the queue retries by itself. */
export const BACKGROUND_HEADER = 'X-Dijla-Background'

/** Sends the buyer's queue (one tab at a time where the browser can lock). */
export async function sendQueuedWrites(userId: string): Promise<ReplayResult> {
	const run = () =>
		replayWrites(localStore(), userId, (path, body) =>
			fetch(actionDataPath(path), { method: 'POST', body, credentials: 'same-origin', headers: { [BACKGROUND_HEADER]: '1' } }),
		)
	const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined
	return locks ? locks.request(`dijla.writeQueue:${userId}`, run) : run()
}
