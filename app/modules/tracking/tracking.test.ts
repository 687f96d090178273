import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { trackingEvents } from '#app/db/schema/index.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { MAX_TRACKING_BATCH, TRACKING_FLUSH_MS, TRACKING_FLUSH_SIZE } from './limits.ts'
import { sanitizePageUrl, TrackingBatchSchema } from './schema.ts'
import { createTracker } from './tracker.ts'
import { recordTrackingEvents } from './tracking.server.ts'

let database: TestDatabase
beforeAll(async () => {
	database = await createTestDatabase()
}, 60_000)
afterAll(async () => {
	await database?.close()
})

describe('tracking', () => {
	test('page URLs keep their path, the product id and utm_source, and nothing a buyer typed', () => {
		expect(sanitizePageUrl('/pages/commodity_details/index?productId=abc&utm_source=share&phone=07701234567')).toBe(
			'/pages/commodity_details/index?productId=abc&utm_source=share',
		)
		expect(sanitizePageUrl('https://evil.example/x?name=Ali')).toBe('/x')
	})

	test('the browser sends events in batches: when the queue is full, after a pause, and when asked', () => {
		vi.useFakeTimers()
		try {
			const sent: string[] = []
			const tracker = createTracker({ send: (body) => sent.push(body), now: () => 1_000, location: () => '/pages/home/index' })
			for (let index = 0; index < TRACKING_FLUSH_SIZE - 1; index++) tracker.track('click', 'home.feed.card')
			expect(sent).toHaveLength(0)
			tracker.track('show', 'home.banner')
			expect(sent).toHaveLength(1)
			expect(JSON.parse(sent[0]!).events).toHaveLength(TRACKING_FLUSH_SIZE)
			tracker.timePage('page_switch', 123.4)
			vi.advanceTimersByTime(TRACKING_FLUSH_MS)
			expect(JSON.parse(sent[1]!).events).toEqual([
				{ action: 'time', timing: 'page_switch', durationMs: 123, spm: '', pageUrl: '/pages/home/index', at: 1_000 },
			])
		} finally {
			vi.useRealTimers()
		}
	})

	test('a batch is stored with the user id only; stale events are dropped and future ones clamped', async () => {
		const now = new Date('2026-11-23T12:00:00Z')
		const batch = TrackingBatchSchema.parse({
			events: [
				{ action: 'click', pageUrl: '/pages/search-detail/index?keyword=cup&q=secret', spm: 'search.results.card', at: now.getTime() - 1_000 },
				{ action: 'time', pageUrl: '/', timing: 'page_init', durationMs: 850, at: now.getTime() + 60_000 },
				{ action: 'show', pageUrl: '/', spm: 'home.sheet', at: now.getTime() - 3 * 24 * 3600 * 1000 },
			],
		})
		expect(await recordTrackingEvents(database.db, { userId: 'user-1', events: batch.events, now })).toBe(2)
		const rows = await database.db.select().from(trackingEvents)
		expect(rows.map((row) => [row.action, row.pageUrl, row.userId, row.occurredAt.getTime() <= now.getTime()])).toEqual([
			['click', '/pages/search-detail/index?keyword=cup', 'user-1', true],
			['time', '/', 'user-1', true],
		])
	})

	test('oversized batches and unknown actions are refused', () => {
		const event = { action: 'click', pageUrl: '/', at: 1 }
		expect(TrackingBatchSchema.safeParse({ events: Array.from({ length: MAX_TRACKING_BATCH + 1 }, () => event) }).success).toBe(false)
		expect(TrackingBatchSchema.safeParse({ events: [{ ...event, action: 'purchase' }] }).success).toBe(false)
		expect(TrackingBatchSchema.safeParse({ events: [] }).success).toBe(false)
	})
})
