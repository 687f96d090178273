import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { id, oneOf, timestamps, timestampTz } from './columns.ts'

/** Spec section 3, "Tracker event": show, close, click and time. */
export const TRACKING_ACTIONS = ['show', 'close', 'click', 'time'] as const
export type TrackingAction = (typeof TRACKING_ACTIONS)[number]

/** Page timing is labelled page init (a full load) or page switch (a client-side navigation). */
export const PAGE_TIMINGS = ['page_init', 'page_switch'] as const
export type PageTiming = (typeof PAGE_TIMINGS)[number]

/**
 * One tracking event (trace pushEvent), sent in batches by the browser. Nothing personal beyond the user id
 * (spec issue 5): no IP address, no user agent, and the page URL is kept as its path plus the query
 * parameters on an allow-list (app/modules/tracking). Not a foreign key: events outlive deactivated accounts
 * and are never joined for display.
 */
export const trackingEvents = pgTable(
	'tracking_events',
	{
		id: id(),
		userId: text('user_id'),
		action: text('action', { enum: TRACKING_ACTIONS }).notNull(),
		/** The page path and allowed query parameters, e.g. /pages/commodity_details/index?productId=… */
		pageUrl: text('page_url').notNull(),
		/** Where on the page (spm: page.section.element), e.g. product.actions.buyNow. */
		spm: text('spm').notNull().default(''),
		timing: text('timing', { enum: PAGE_TIMINGS }),
		durationMs: integer('duration_ms'),
		/** When it happened in the browser (clamped to the time it was received). */
		occurredAt: timestampTz('occurred_at').notNull(),
		...timestamps(),
	},
	(t) => [
		index('tracking_events_action_occurred_idx').on(t.action, t.occurredAt),
		index('tracking_events_user_occurred_idx').on(t.userId, t.occurredAt),
		check('tracking_events_action_check', oneOf(t.action, TRACKING_ACTIONS)),
	],
)
