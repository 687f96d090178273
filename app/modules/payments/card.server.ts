import { and, eq, inArray } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { orders, type PaymentStatus, payments } from '#app/db/schema/index.ts'
import { type AppliedEvent } from '#app/modules/orders/commands.server.ts'
import { awaitsBuyerPayment, PAYMENT_TYPE } from '#app/modules/orders/order-status.ts'
import { GatewayUnavailableError, type PaymentGateway, type VerifiedCallback } from '#app/providers/payment/gateway.ts'
import { logger } from '#app/utils/logger.server.ts'
import {
	announceAfterCommit,
	factsOf,
	isId,
	lockPaymentWithOrder,
	orderIdOfPayment,
	PaymentError,
	PaymentNotFoundError,
	PaymentReplayError,
	REFUND_DUE,
	succeed,
} from './payments.server.ts'

/** Paying by card (spec section 7): the hosted checkout of the configured gateway, and its signed callback, answered once. */

/**
 * Opens the gateway's checkout for a pending card payment of the buyer and remembers the gateway's reference.
 * Returns where to send the buyer. The gateway is called outside any transaction.
 */
export async function beginCardCheckout(
	db: Db,
	gateway: PaymentGateway,
	input: { userId: string; paymentId: string; returnUrl: string; callbackUrl: string; locale: string },
): Promise<{ redirectUrl: string; gatewayRef: string }> {
	if (!isId(input.paymentId)) throw new PaymentNotFoundError()
	const [row] = await db
		.select({ payment: payments, orderNumber: orders.number })
		.from(payments)
		.innerJoin(orders, eq(orders.id, payments.orderId))
		.where(and(eq(payments.id, input.paymentId), eq(payments.userId, input.userId)))
		.limit(1)
	if (!row) throw new PaymentNotFoundError()
	if (row.payment.type !== PAYMENT_TYPE.card || row.payment.status !== 'pending') throw new PaymentError('payment.error.notPending', 409)
	let checkout
	try {
		checkout = await gateway.createCheckout({
			paymentId: row.payment.id,
			amountIqd: row.payment.amount,
			orderNumber: row.orderNumber,
			returnUrl: input.returnUrl,
			callbackUrl: input.callbackUrl,
			locale: input.locale,
		})
	} catch (error) {
		if (error instanceof GatewayUnavailableError) {
			logger.warn({ err: error, paymentId: row.payment.id }, 'card gateway unavailable')
			throw new PaymentError('payment.error.gatewayUnavailable', 503)
		}
		throw error
	}
	const updated = await db
		.update(payments)
		.set({ gatewayRef: checkout.gatewayRef })
		.where(and(eq(payments.id, row.payment.id), eq(payments.status, 'pending')))
		.returning({ id: payments.id })
	if (updated.length === 0) throw new PaymentError('payment.error.notPending', 409)
	return checkout
}

export type CardCallbackResult = {
	paymentId: string
	orderId: string
	userId: string
	status: PaymentStatus
	/** False when this result had already been received: nothing changed. */
	changed: boolean
}

/**
 * Applies a verified gateway result. Approved: the payment succeeds and the order moves on (goodsPaid or
 * logisticsPaid) in the same transaction. Declined: the payment fails with the gateway's reason (the buyer may
 * pay again). Idempotent: a second result for a decided payment changes nothing (`changed: false`). An
 * approval for an attempt given up on (the buyer started another, or a decline came first) still counts when
 * the order waits for that stage and nothing else is paid or in review; otherwise it is marked REFUND_DUE.
 * A result that names no card payment of ours, or another transaction, is refused (400).
 */
export async function completeCardPayment(db: Db, result: VerifiedCallback, now = new Date()): Promise<CardCallbackResult> {
	const invalid = () => new PaymentError('payment.callback.invalid', 400)
	let orderId: string
	try {
		orderId = await orderIdOfPayment(db, result.paymentId)
	} catch (error) {
		if (error instanceof PaymentNotFoundError) throw invalid()
		throw error
	}
	let applied: AppliedEvent | null = null
	const outcome = await db.transaction(async (tx) => {
		const { order, payment } = await lockPaymentWithOrder(tx, orderId, result.paymentId)
		if (payment.type !== PAYMENT_TYPE.card) throw invalid()
		if (payment.gatewayRef !== null && payment.gatewayRef !== result.gatewayRef) throw invalid()
		const base = { paymentId: payment.id, orderId: order.id, userId: payment.userId }
		if (payment.gatewayRef === null) await tx.update(payments).set({ gatewayRef: result.gatewayRef }).where(eq(payments.id, payment.id))

		if (payment.status === 'pending') {
			if (result.outcome === 'approved') {
				applied = await succeed(tx, order, payment, { actor: 'system', actorId: null }, now)
				return { ...base, status: 'succeeded' as const, changed: true }
			}
			await tx
				.update(payments)
				.set({ status: 'failed', failureReason: (result.reason ?? 'declined').slice(0, 200) })
				.where(eq(payments.id, payment.id))
			return { ...base, status: 'failed' as const, changed: true }
		}

		const lateApproval = result.outcome === 'approved' && (payment.status === 'failed' || payment.status === 'cancelled')
		if (!lateApproval) return { ...base, status: payment.status, changed: false }

		const others = await tx
			.select()
			.from(payments)
			.where(and(eq(payments.orderId, order.id), eq(payments.stage, payment.stage), inArray(payments.status, ['pending', 'in_review', 'succeeded'])))
			.for('update')
		const blocked = others.some((other) => other.status !== 'pending')
		if (blocked || awaitsBuyerPayment(factsOf(order)) !== payment.stage) {
			if (payment.failureReason === REFUND_DUE) return { ...base, status: payment.status, changed: false }
			logger.warn({ paymentId: payment.id, orderId: order.id }, 'card approved after the attempt was given up on: refund due')
			await tx.update(payments).set({ failureReason: REFUND_DUE }).where(eq(payments.id, payment.id))
			return { ...base, status: payment.status, changed: true }
		}
		if (others.length > 0) {
			await tx
				.update(payments)
				.set({ status: 'cancelled' })
				.where(
					inArray(
						payments.id,
						others.map((other) => other.id),
					),
				)
		}
		applied = await succeed(tx, order, payment, { actor: 'system', actorId: null }, now)
		return { ...base, status: 'succeeded' as const, changed: true }
	})
	await announceAfterCommit(applied)
	return outcome
}

/**
 * The whole callback: verify the gateway's signature, then apply it. A result that does not verify, or one
 * that was already received (a replay), is refused with 400 and changes nothing.
 */
export async function receiveCardCallback(db: Db, gateway: PaymentGateway, input: Parameters<PaymentGateway['verifyCallback']>[0], now = new Date()) {
	const verified = await gateway.verifyCallback(input)
	const outcome = await completeCardPayment(db, verified, now)
	if (!outcome.changed) throw new PaymentReplayError(outcome.paymentId)
	return outcome
}
