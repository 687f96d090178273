import { type PageTiming, type TrackingAction } from '#app/db/schema/tracking.ts'
import { MAX_TRACKING_BATCH, TRACKING_FLUSH_MS, TRACKING_FLUSH_SIZE } from './limits.ts'
import type { TrackingEventInput } from './schema.ts'
import { href } from '#app/href.ts'

type Send = (body: string) => void

/**
 * The browser's tracking queue (a store action that sends lists of tracking events, spec section 7): events
 * wait until there are TRACKING_FLUSH_SIZE of them, or TRACKING_FLUSH_MS passed, or the page is hidden, and
 * then go in one request. Tracking never gets in a buyer's way: a failed send is dropped, not retried.
 */
export function createTracker(
	{ send, now = () => Date.now(), location = () => window.location.pathname + window.location.search } = {} as {
		send?: Send
		now?: () => number
		location?: () => string
	},
) {
	let queue: TrackingEventInput[] = []
	let timer: ReturnType<typeof setTimeout> | null = null
	const transmit: Send = send ?? defaultSend

	function flush() {
		if (timer) clearTimeout(timer)
		timer = null
		while (queue.length > 0) {
			const batch = queue.slice(0, MAX_TRACKING_BATCH)
			queue = queue.slice(MAX_TRACKING_BATCH)
			transmit(JSON.stringify({ events: batch }))
		}
	}

	function push({ pageUrl, spm, ...event }: Omit<TrackingEventInput, 'at' | 'pageUrl' | 'spm'> & { spm?: string; pageUrl?: string }) {
		queue.push({ ...event, spm: spm ?? '', pageUrl: pageUrl ?? location(), at: now() })
		if (queue.length >= TRACKING_FLUSH_SIZE) flush()
		else timer ??= setTimeout(flush, TRACKING_FLUSH_MS)
	}

	return {
		track(action: Exclude<TrackingAction, 'time'>, spm: string) {
			push({ action, spm })
		},
		timePage(timing: PageTiming, durationMs: number, pageUrl?: string) {
			push({ action: 'time', timing, durationMs: Math.max(0, Math.round(durationMs)), pageUrl })
		},
		flush,
		get size() {
			return queue.length
		},
	}
}

function defaultSend(body: string) {
	const blob = new Blob([body], { type: 'application/json' })
	if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(href('/resources/trace'), blob)) return
	void fetch(href('/resources/trace'), { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(
		() => undefined,
	)
}

export type Tracker = ReturnType<typeof createTracker>
