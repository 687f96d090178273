import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { orders, payments } from '#app/db/schema/index.ts'
import { deleteStaleCheckoutDrafts } from '#app/modules/orders/checkout-drafts.server.ts'
import { ORDER_STATUS, UNPAID_ORDER_TTL_MS, AFTER_SALES_WINDOW_MS } from './order-status.ts'
import { applyOrderEvent } from './commands.server.ts'

/** The orders' timers: unpaid orders cancelled after their time (stock returned), received orders completed after the after-sales window, stale checkout drafts removed. */

/**
 * Housekeeping: card and transfer orders still unpaid after UNPAID_ORDER_TTL_MS are cancelled by the system
 * (stock and coupon given back). Orders with a slip in review are left for staff. Returns how many.
 */
export async function cancelUnpaidOrders(db: Db, now = new Date()): Promise<number> {
	const cutoff = new Date(now.getTime() - UNPAID_ORDER_TTL_MS)
	const stale = await db
		.select({ id: orders.id })
		.from(orders)
		.where(
			and(
				eq(orders.status, ORDER_STATUS.awaitingPayment),
				lt(orders.submittedAt, cutoff),
				sql`not exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} = 'in_review')`,
			),
		)
		.limit(500)
	let cancelled = 0
	for (const { id } of stale) {
		try {
			await applyOrderEvent(db, { orderId: id, event: 'cancelled', actor: 'system', actorId: null, note: 'order.closeReason.unpaid', now })
			cancelled++
		} catch {
			// Paid or cancelled meanwhile: nothing to do.
		}
	}
	return cancelled
}

/** Housekeeping: received orders (4, 5) complete (6) once the after-sales window has passed. Returns how many. */
export async function completeReceivedOrders(db: Db, now = new Date()): Promise<number> {
	const cutoff = new Date(now.getTime() - AFTER_SALES_WINDOW_MS)
	const due = await db
		.select({ id: orders.id })
		.from(orders)
		.where(and(inArray(orders.status, [ORDER_STATUS.receivedWithSubsidy, ORDER_STATUS.received]), lt(orders.statusChangedAt, cutoff)))
		.limit(500)
	let completed = 0
	for (const { id } of due) {
		try {
			await applyOrderEvent(db, { orderId: id, event: 'completed', actor: 'system', actorId: null, now })
			completed++
		} catch {
			// Changed meanwhile: nothing to do.
		}
	}
	return completed
}

/** How often the order housekeeping runs in each app process (safe to run in several at once). */
export const ORDER_HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000

export async function runOrderHousekeeping(db: Db, now = new Date()) {
	return {
		cancelledUnpaid: await cancelUnpaidOrders(db, now),
		completed: await completeReceivedOrders(db, now),
		staleCheckouts: await deleteStaleCheckoutDrafts(db, now),
	}
}
