import { and, eq, isNull, lt } from 'drizzle-orm'
import { type Db, type DbTransaction } from '#app/db/client.server.ts'
import { checkoutDrafts, orders } from '#app/db/schema/index.ts'
import { type OrderStatus } from '#app/modules/orders/order-status.ts'

/**
 * The checkout draft (issue 17): a trade flow, once opened, is a row on the server whose id rides in the page's
 * address. Placing the order consumes it in the order's own transaction, so the same checkout can never place a
 * second order — not from the back button, a stale tab, or a resent form with a new idempotency key. A page
 * drawn for a consumed draft answers with its order instead of a live confirm button.
 */

const DRAFT_ID = /^[A-Za-z0-9_-]{8,64}$/

/** Unplaced drafts are kept this long (a buyer may come back to an open checkout later the same week). */
export const OPEN_DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000

export type PlacedCheckout = { orderId: string; number: string; status: OrderStatus; payableAmount: number; paymentType: number }

export type CheckoutDraft = { id: string; placed: PlacedCheckout | null }

/** Thrown in the order's transaction when the draft was consumed by another order first (rolls it back). */
export class CheckoutDraftPlacedError extends Error {
	override name = 'CheckoutDraftPlacedError'
}

/** Opens a checkout for the buyer: the id for the page's address. */
export async function openCheckoutDraft(db: Db, { userId, now = new Date() }: { userId: string; now?: Date }): Promise<string> {
	const [draft] = await db.insert(checkoutDrafts).values({ userId, createdAt: now, updatedAt: now }).returning({ id: checkoutDrafts.id })
	return draft!.id
}

/** The buyer's draft and, once placed, its order; null for an unknown id or someone else's. */
export async function findCheckoutDraft(
	db: Db | DbTransaction,
	{ userId, draftId }: { userId: string; draftId: string },
): Promise<CheckoutDraft | null> {
	if (!DRAFT_ID.test(draftId)) return null
	const [row] = await db
		.select({
			id: checkoutDrafts.id,
			orderId: orders.id,
			number: orders.number,
			status: orders.status,
			payableAmount: orders.payableAmount,
			paymentType: orders.paymentType,
		})
		.from(checkoutDrafts)
		.leftJoin(orders, eq(orders.id, checkoutDrafts.orderId))
		.where(and(eq(checkoutDrafts.id, draftId), eq(checkoutDrafts.userId, userId)))
		.limit(1)
	if (!row) return null
	const placed =
		row.orderId !== null && row.number !== null && row.status !== null && row.payableAmount !== null && row.paymentType !== null
			? {
					orderId: row.orderId,
					number: row.number,
					status: row.status as OrderStatus,
					payableAmount: row.payableAmount,
					paymentType: row.paymentType,
				}
			: null
	return { id: row.id, placed }
}

/**
 * Marks the draft placed by `orderId`, inside the order's transaction: a guarded UPDATE, so of two orders racing
 * for one draft only the first commits; the other gets CheckoutDraftPlacedError (and its transaction rolls back).
 */
export async function consumeCheckoutDraft(
	tx: DbTransaction,
	{ userId, draftId, orderId, now }: { userId: string; draftId: string; orderId: string; now: Date },
): Promise<void> {
	const consumed = await tx
		.update(checkoutDrafts)
		.set({ orderId, placedAt: now })
		.where(and(eq(checkoutDrafts.id, draftId), eq(checkoutDrafts.userId, userId), isNull(checkoutDrafts.orderId)))
		.returning({ id: checkoutDrafts.id })
	if (consumed.length === 0) throw new CheckoutDraftPlacedError()
}

/** Housekeeping: checkouts opened and never placed, after a week. Placed ones stay with their order. */
export async function deleteStaleCheckoutDrafts(db: Db, now = new Date()): Promise<number> {
	const deleted = await db
		.delete(checkoutDrafts)
		.where(and(isNull(checkoutDrafts.orderId), lt(checkoutDrafts.createdAt, new Date(now.getTime() - OPEN_DRAFT_TTL_MS))))
		.returning({ id: checkoutDrafts.id })
	return deleted.length
}
