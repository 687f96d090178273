import { type Db } from '#app/db/client.server.ts'
import { trackingEvents } from '#app/db/schema/index.ts'
import { sanitizePageUrl, type TrackingEventInput } from './schema.ts'

/** Events claiming to be older than this are dropped (a device clock far off, or a replayed queue). */
const MAX_EVENT_AGE_MS = 24 * 60 * 60 * 1000

/**
 * trace pushEvent: stores one batch of a browser's tracking events. Page URLs keep only their path and the
 * allowed query parameters; times from the future are clamped to now; stale events are dropped. Returns how
 * many were stored.
 */
export async function recordTrackingEvents(
	db: Db,
	{ userId, events, now = new Date() }: { userId: string | null; events: readonly TrackingEventInput[]; now?: Date },
): Promise<number> {
	const rows = events.flatMap((event) => {
		const pageUrl = sanitizePageUrl(event.pageUrl)
		if (!pageUrl || now.getTime() - event.at > MAX_EVENT_AGE_MS) return []
		return [
			{
				userId,
				action: event.action,
				pageUrl,
				spm: event.spm,
				timing: event.timing ?? null,
				durationMs: event.durationMs ?? null,
				occurredAt: new Date(Math.min(event.at, now.getTime())),
			},
		]
	})
	if (rows.length === 0) return 0
	await db.insert(trackingEvents).values(rows)
	return rows.length
}
