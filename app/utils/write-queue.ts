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

export function saveWriteQueue(storage: KeyValueStorage, userId: string, items: readonly QueuedWrite[]) {
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
		saveWriteQueue(storage, userId, [
			...readWriteQueue(storage, userId),
			{ key, path: write.path, fields: write.fields, createdAt: now.toISOString() },
		])
		return true
	} catch {
		return false
	}
}

/** The device's storage for the queue, or null where the browser refuses it. */
export function writeQueueStorage(): KeyValueStorage | null {
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
	return enqueueWrite(writeQueueStorage(), userId, write)
}

/**
 * The event the shell listens for (OfflineSupport's useQueuedWrites) to send the queue at once: a write queued
 * while the browser says it is online (a visit read from the device's copy on a connection that answers nothing)
 * would otherwise wait for the next page load or the next "online" event.
 */
export const WRITE_QUEUED_EVENT = 'dijla:write-queued'

/** Adds a write to the buyer's queue whatever the network (a visit read from the device's copy), and says so. */
export function queueWrite(userId: string, write: { path: string; fields: Record<string, string> }): boolean {
	const queued = enqueueWrite(writeQueueStorage(), userId, write)
	if (queued && typeof window !== 'undefined') window.dispatchEvent(new Event(WRITE_QUEUED_EVENT))
	return queued
}

/** Request header that marks the queue's own sending: no retry prompt, the queue retries by itself. */
export const BACKGROUND_HEADER = 'X-Dijla-Background'
