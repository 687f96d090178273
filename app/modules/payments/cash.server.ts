import { eq } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { type PaymentStatus, payments } from '#app/db/schema/index.ts'
import { type AppliedEvent } from '#app/modules/orders/commands.server.ts'
import { awaitsBuyerPayment, type OrderStatus, type PaymentType, paysOnHandover } from '#app/modules/orders/order-status.ts'
import { announceAfterCommit, factsOf, lockPaymentWithOrder, orderIdOfPayment, PaymentError, succeed } from './payments.server.ts'

/** Cash at a store or on delivery: the staff mark it collected, or not collected. */

/** Orders that owe nothing more: cancelled (7) and terminated (8). */
const CLOSED_ORDER_STATUSES: readonly OrderStatus[] = [7, 8]

/**
 * Staff mark a cash payment collected (cash on delivery by the courier, or at the store). The goods stage of a
 * cash order went to purchase when it was placed, so only the payment changes; the logistics stage moves the
 * order on (logisticsPaid). Marking it twice changes nothing.
 */
export async function markCashCollected(
	db: Db,
	input: { paymentId: string; staffId: string; now?: Date },
): Promise<{ paymentId: string; status: PaymentStatus; changed: boolean }> {
	const now = input.now ?? new Date()
	const orderId = await orderIdOfPayment(db, input.paymentId)
	let applied: AppliedEvent | null = null
	const outcome = await db.transaction(async (tx) => {
		const { order, payment } = await lockPaymentWithOrder(tx, orderId, input.paymentId)
		if (!paysOnHandover(payment.type as PaymentType)) throw new PaymentError('payment.cash.notCash', 409)
		if (payment.status === 'succeeded') return { paymentId: payment.id, status: payment.status, changed: false }
		// Cash reported not collected (abnormal payment collection) may still be collected on a later visit, while
		// the order is open and still owes it (a logistics bill may have been paid another way meanwhile).
		const stillOwed =
			payment.status === 'pending' ||
			(payment.status === 'failed' &&
				!CLOSED_ORDER_STATUSES.includes(order.status as OrderStatus) &&
				(payment.stage === 'goods' || awaitsBuyerPayment(factsOf(order)) === 'logistics'))
		if (!stillOwed) throw new PaymentError('payment.error.notPending', 409)
		if (payment.stage === 'goods') {
			await tx
				.update(payments)
				.set({ status: 'succeeded', succeededAt: now, failureReason: null, reviewedBy: input.staffId, reviewedAt: now })
				.where(eq(payments.id, payment.id))
		} else {
			applied = await succeed(tx, order, payment, { actor: 'staff', actorId: input.staffId }, now)
		}
		return { paymentId: payment.id, status: 'succeeded' as const, changed: true }
	})
	await announceAfterCommit(applied)
	return outcome
}

/**
 * Staff report cash that was not collected at handover (the buyer refused or was away, the amount was short):
 * "abnormal payment collection" (spec section 4). The payment fails with the reason the buyer reads on the
 * order; the order stays where it is, and staff can still mark the cash collected later (markCashCollected), or
 * the buyer pays a logistics bill another way. Reporting it twice changes nothing.
 */
export async function reportCashNotCollected(
	db: Db,
	input: { paymentId: string; staffId: string; reason: string; now?: Date },
): Promise<{ paymentId: string; status: PaymentStatus; changed: boolean }> {
	const now = input.now ?? new Date()
	const reason = input.reason.trim()
	if (!reason) throw new PaymentError('payment.review.reasonRequired', 400, 'reason')
	const orderId = await orderIdOfPayment(db, input.paymentId)
	return db.transaction(async (tx) => {
		const { payment } = await lockPaymentWithOrder(tx, orderId, input.paymentId)
		if (!paysOnHandover(payment.type as PaymentType)) throw new PaymentError('payment.cash.notCash', 409)
		if (payment.status === 'failed') return { paymentId: payment.id, status: payment.status, changed: false }
		if (payment.status !== 'pending') throw new PaymentError('payment.error.notPending', 409)
		await tx
			.update(payments)
			.set({ status: 'failed', failureReason: reason.slice(0, 500), reviewedBy: input.staffId, reviewedAt: now })
			.where(eq(payments.id, payment.id))
		return { paymentId: payment.id, status: 'failed' as const, changed: true }
	})
}

/* ---------------------------------------------------------------------------------------------- */
/* Reading                                                                                         */
