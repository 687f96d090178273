import { BACKGROUND_HEADER, type KeyValueStorage, readWriteQueue, saveWriteQueue, writeQueueStorage } from './write-queue.ts'

/*
 * Sending the buyer's queued writes (app/utils/write-queue.ts) once the connection is back. A module of its own,
 * loaded by the shell only when the buyer has writes waiting (issue 19: every page loaded it before).
 */

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
		saveWriteQueue(
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

/** Sends the buyer's queue (one tab at a time where the browser can lock). */
export async function sendQueuedWrites(userId: string): Promise<ReplayResult> {
	const run = () =>
		replayWrites(writeQueueStorage(), userId, (path, body) =>
			fetch(actionDataPath(path), { method: 'POST', body, credentials: 'same-origin', headers: { [BACKGROUND_HEADER]: '1' } }),
		)
	const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined
	return locks ? locks.request(`dijla.writeQueue:${userId}`, run) : run()
}
