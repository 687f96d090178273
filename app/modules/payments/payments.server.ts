import { and, eq, inArray } from 'drizzle-orm'
import { isUniqueViolation } from '#app/db/errors.server.ts'
import { type Db, type DbTransaction } from '#app/db/client.server.ts'
import { createId, orderLogisticsCosts, orders, PAYMENT_STAGES, type PaymentStage, type PaymentStatus, payments } from '#app/db/schema/index.ts'
import { type AppliedEvent, applyOrderEvent } from '#app/modules/orders/commands.server.ts'
import { announce } from '#app/modules/orders/orders.server.ts'
import {
	awaitsBuyerPayment,
	isPaymentType,
	type OrderFacts,
	type OrderStatus,
	PAYMENT_TYPE,
	type PaymentType,
	paymentTypesFor,
	paysOnHandover,
} from '#app/modules/orders/order-status.ts'
import { cardPaymentsOffered } from '#app/providers/payment/index.server.ts'
import { logger } from '#app/utils/logger.server.ts'

/**
 * Paying an order (spec sections 3, 4 and 8; issue 6 item 3): the goods (first stage) and the sea-freight
 * logistics costs (second stage), by card through the gateway, by bank transfer with slips that staff review,
 * or in cash at handover. Each attempt is one `payments` row; a new attempt after a failure or a rejection is a
 * new row.
 *
 * Every command runs in one transaction that locks the order row first and then the payment row
 * (`SELECT … FOR UPDATE`, always in that order, so two commands never wait for each other in a circle). Every
 * state change is idempotent: a repeated callback, a double-tapped button or a second reviewer finds the
 * payment already decided and changes nothing. The order's status moves only through applyOrderEvent, in the
 * same transaction as the payment it follows from.
  Parts: card.server.ts (card), bank-transfer.server.ts (slips and their review), cash.server.ts (cash), payment-views.server.ts
 * (what the pages show); this file starts payments and holds what they share.
 */

/** A refusal the route shows (as a message, next to a field or as a toast) with its status; never a 500. */
export class PaymentError extends Error {
	override name = 'PaymentError'
	constructor(
		readonly messageId: string,
		readonly status: number,
		readonly field?: 'type' | 'slips' | 'reason' | 'idempotencyKey',
	) {
		super(messageId)
	}
}

/** Unknown, malformed, or someone else's order, payment or slip: 404, exactly like one that never existed. */
export class PaymentNotFoundError extends PaymentError {
	override name = 'PaymentNotFoundError'
	constructor() {
		super('error.notFound.title', 404)
	}
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/

/** Written on a payment whose money arrived after the order stopped waiting for it: staff must refund it. */
export const REFUND_DUE = 'refund_due'

export function isId(value: string) {
	return UUID_PATTERN.test(value)
}

type OrderRow = typeof orders.$inferSelect

export type PaymentRow = typeof payments.$inferSelect

export function factsOf(order: OrderRow, goodsPaid = false): OrderFacts {
	return {
		status: order.status as OrderStatus,
		paymentType: order.paymentType as PaymentType,
		subsidyAmount: order.subsidyAmount,
		goodsPaid,
	}
}

/**
 * The methods a stage may be paid with. The goods: card or transfer (cash orders are not paid up front: they
 * go to purchase when placed, and the cash is collected at handover). The logistics costs: card or transfer,
 * and cash when the order is a cash order (on delivery with an address, at the store with pickup).
 */
export function paymentTypesForStage(
	order: { deliveryMode: number; paymentType: number },
	stage: PaymentStage,
	{ card = cardPaymentsOffered() }: { card?: boolean } = {},
): PaymentType[] {
	const mode = order.deliveryMode === 2 ? 2 : 1
	const offered = paymentTypesFor(mode).filter((type) => card || type !== PAYMENT_TYPE.card)
	const prepaid = offered.filter((type) => !paysOnHandover(type))
	if (stage === 'goods') return prepaid
	const cashOrder = isPaymentType(order.paymentType) && paysOnHandover(order.paymentType)
	return cashOrder ? offered : prepaid
}

/* ---------------------------------------------------------------------------------------------- */
/* Locks: always the order first, then its payment.                                               */

async function lockOrder(tx: DbTransaction, orderId: string, userId?: string): Promise<OrderRow> {
	const [order] = await tx
		.select()
		.from(orders)
		.where(and(eq(orders.id, orderId), userId ? eq(orders.userId, userId) : undefined))
		.for('update')
	if (!order) throw new PaymentNotFoundError()
	return order
}

async function lockPayment(tx: DbTransaction, paymentId: string): Promise<PaymentRow> {
	const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update')
	if (!payment) throw new PaymentNotFoundError()
	return payment
}

/** Which order a payment belongs to (read without a lock, to lock the order before the payment). */
export async function orderIdOfPayment(db: Db, paymentId: string, userId?: string): Promise<string> {
	if (!isId(paymentId)) throw new PaymentNotFoundError()
	const [row] = await db
		.select({ orderId: payments.orderId })
		.from(payments)
		.where(and(eq(payments.id, paymentId), userId ? eq(payments.userId, userId) : undefined))
		.limit(1)
	if (!row) throw new PaymentNotFoundError()
	return row.orderId
}

/** Locks the payment's order and then the payment; a payment moved to another order (never) is not found. */
export async function lockPaymentWithOrder(tx: DbTransaction, orderId: string, paymentId: string) {
	const order = await lockOrder(tx, orderId)
	const payment = await lockPayment(tx, paymentId)
	if (payment.orderId !== order.id) throw new PaymentNotFoundError()
	return { order, payment }
}

export async function amountDue(tx: DbTransaction | Db, order: OrderRow, stage: PaymentStage): Promise<number | null> {
	if (stage === 'goods') return order.payableAmount
	const [costs] = await tx
		.select({ total: orderLogisticsCosts.total })
		.from(orderLogisticsCosts)
		.where(eq(orderLogisticsCosts.orderId, order.id))
		.limit(1)
	return costs?.total ?? null
}

/**
 * Marks a payment succeeded and moves the order on (goodsPaid / logisticsPaid) when it is still waiting for
 * that stage. A goods payment also records the method the order was finally paid with. Money that arrives for
 * an order no longer waiting for it (cancelled meanwhile) is kept as succeeded and marked REFUND_DUE.
 */
export async function succeed(
	tx: DbTransaction,
	order: OrderRow,
	payment: PaymentRow,
	by: { actor: 'system' | 'staff'; actorId: string | null },
	now: Date,
): Promise<AppliedEvent | null> {
	const awaited = awaitsBuyerPayment(factsOf(order))
	const applies = awaited === payment.stage
	await tx
		.update(payments)
		.set({
			status: 'succeeded',
			succeededAt: now,
			failureReason: applies ? null : REFUND_DUE,
			...(by.actor === 'staff' ? { reviewedBy: by.actorId, reviewedAt: now } : {}),
		})
		.where(eq(payments.id, payment.id))
	if (!applies) {
		logger.warn({ paymentId: payment.id, orderId: order.id, status: order.status }, 'payment succeeded for an order not waiting for it: refund due')
		return null
	}
	if (payment.stage === 'goods' && order.paymentType !== payment.type) {
		await tx.update(orders).set({ paymentType: payment.type }).where(eq(orders.id, order.id))
	}
	return applyOrderEvent(tx, {
		orderId: order.id,
		event: payment.stage === 'goods' ? 'goodsPaid' : 'logisticsPaid',
		actor: by.actor,
		actorId: by.actorId,
		now,
	})
}

export async function announceAfterCommit(applied: AppliedEvent | null) {
	if (applied) await announce(applied.userId, applied.orderId, applied.to)
}

/* ---------------------------------------------------------------------------------------------- */
/* Starting a payment                                                                              */

export type StartPaymentInput = {
	userId: string
	orderId: string
	stage: PaymentStage
	type: number
	idempotencyKey: string
	now?: Date
}

export type StartedPayment = {
	paymentId: string
	orderId: string
	orderNumber: string
	stage: PaymentStage
	type: PaymentType
	amount: number
	status: PaymentStatus
	/** The same key was used before: this is the payment it made, unchanged. */
	replayed: boolean
}

async function replayOfStart(db: Db | DbTransaction, input: StartPaymentInput): Promise<StartedPayment | null> {
	const [row] = await db
		.select({ payment: payments, orderNumber: orders.number })
		.from(payments)
		.innerJoin(orders, eq(orders.id, payments.orderId))
		.where(and(eq(payments.userId, input.userId), eq(payments.idempotencyKey, input.idempotencyKey)))
		.limit(1)
	if (!row) return null
	const { payment } = row
	if (payment.orderId !== input.orderId || payment.stage !== input.stage || payment.type !== input.type) {
		throw new PaymentError('payment.error.keyReused', 422, 'idempotencyKey')
	}
	return {
		paymentId: payment.id,
		orderId: payment.orderId,
		orderNumber: row.orderNumber,
		stage: payment.stage,
		type: payment.type as PaymentType,
		amount: payment.amount,
		status: payment.status,
		replayed: true,
	}
}

/**
 * Opens a payment of one stage of the buyer's order by one method. Refuses another buyer's order (404), a
 * stage the order is not waiting for, a method that stage cannot be paid with, and a stage whose slips are
 * with staff or that is already paid. An open attempt by another method (or a card attempt left at the
 * gateway) is cancelled; an open transfer or cash payment chosen again is returned as it is. The same
 * idempotency key returns the same payment; reused for something else it is refused (422).
 */
export async function startPayment(db: Db, input: StartPaymentInput): Promise<StartedPayment> {
	if (!IDEMPOTENCY_KEY_PATTERN.test(input.idempotencyKey)) throw new PaymentError('payment.error.expired', 422, 'idempotencyKey')
	if (!isId(input.orderId)) throw new PaymentNotFoundError()
	if (!(PAYMENT_STAGES as readonly string[]).includes(input.stage)) throw new PaymentError('error.http.400', 400)
	if (!isPaymentType(input.type)) throw new PaymentError('payment.method.required', 422, 'type')
	const type = input.type
	const earlier = await replayOfStart(db, input)
	if (earlier) return earlier
	try {
		return await db.transaction(async (tx) => {
			const order = await lockOrder(tx, input.orderId, input.userId)
			if (awaitsBuyerPayment(factsOf(order)) !== input.stage) throw new PaymentError('payment.error.notDue', 409)
			if (!paymentTypesForStage(order, input.stage).includes(type)) throw new PaymentError('payment.method.unavailable', 422, 'type')
			const amount = await amountDue(tx, order, input.stage)
			if (amount === null) throw new PaymentError('payment.error.notDue', 409)
			if (amount <= 0) throw new PaymentError('payment.error.nothingToPay', 409)

			const live = await tx
				.select()
				.from(payments)
				.where(and(eq(payments.orderId, order.id), eq(payments.stage, input.stage), inArray(payments.status, ['pending', 'in_review', 'succeeded'])))
				.for('update')
			for (const payment of live) {
				if (payment.status === 'succeeded') throw new PaymentError('payment.error.alreadyPaid', 409)
				if (payment.status === 'in_review') throw new PaymentError('payment.error.inReview', 409)
			}
			const reusable = live.find((payment) => payment.type === type && type !== PAYMENT_TYPE.card && payment.amount === amount)
			if (reusable) {
				return {
					paymentId: reusable.id,
					orderId: order.id,
					orderNumber: order.number,
					stage: input.stage,
					type,
					amount,
					status: reusable.status,
					replayed: false,
				}
			}
			if (live.length > 0) {
				await tx
					.update(payments)
					.set({ status: 'cancelled' })
					.where(
						inArray(
							payments.id,
							live.map((payment) => payment.id),
						),
					)
			}
			const paymentId = createId()
			await tx.insert(payments).values({
				id: paymentId,
				orderId: order.id,
				userId: input.userId,
				stage: input.stage,
				type,
				amount,
				status: 'pending',
				idempotencyKey: input.idempotencyKey,
			})
			return {
				paymentId,
				orderId: order.id,
				orderNumber: order.number,
				stage: input.stage,
				type,
				amount,
				status: 'pending' as const,
				replayed: false,
			}
		})
	} catch (error) {
		// A concurrent twin with the same key committed first: return what it made.
		if (isUniqueViolation(error)) {
			const replay = await replayOfStart(db, input)
			if (replay) return replay
		}
		throw error
	}
}

/* ---------------------------------------------------------------------------------------------- */
/* Card (payment type 10)                                                                          */

/** A gateway result that was already received: refused (400); the buyer is pointed to the payment's result. */
export class PaymentReplayError extends PaymentError {
	override name = 'PaymentReplayError'
	constructor(readonly paymentId: string) {
		super('payment.callback.replayed', 400)
	}
}

/* ---------------------------------------------------------------------------------------------- */
/* Bank transfer (payment type 5)                                                                  */
