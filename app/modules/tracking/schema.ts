import { z } from 'zod'
import { PAGE_TIMINGS, TRACKING_ACTIONS } from '#app/db/schema/tracking.ts'
import { MAX_TRACKING_BATCH } from './limits.ts'

/** Query parameters a page URL keeps (spec section 9: the product id and utm_source are what matter). */
export const TRACKED_QUERY_PARAMS = ['productId', 'tab', 'source', 'utm_source', 'keyword'] as const

export const TrackingEventSchema = z.object({
	action: z.enum(TRACKING_ACTIONS),
	pageUrl: z.string().min(1).max(500),
	spm: z
		.string()
		.max(120)
		.regex(/^[A-Za-z0-9_.-]*$/)
		.default(''),
	timing: z.enum(PAGE_TIMINGS).optional(),
	durationMs: z.number().int().min(0).max(3_600_000).optional(),
	at: z.number().int().positive(),
})
export type TrackingEventInput = z.infer<typeof TrackingEventSchema>

export const TrackingBatchSchema = z.object({ events: z.array(TrackingEventSchema).min(1).max(MAX_TRACKING_BATCH) })

/** The path and allowed query parameters of a URL; anything else (names, phone numbers typed into a search) is dropped. */
export function sanitizePageUrl(raw: string): string | null {
	let url: URL
	try {
		url = new URL(raw, 'http://dijla.invalid')
	} catch {
		return null
	}
	if (!url.pathname.startsWith('/')) return null
	const kept = new URLSearchParams()
	for (const name of TRACKED_QUERY_PARAMS) {
		const value = url.searchParams.get(name)
		if (value) kept.set(name, value.slice(0, 100))
	}
	const query = kept.toString()
	return (url.pathname + (query ? `?${query}` : '')).slice(0, 500)
}
