import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { isUniqueViolation } from '#app/db/errors.server.ts'
import { type Db, type DbTransaction } from '#app/db/client.server.ts'
import {
	createId,
	orderLogisticsCosts,
	orders,
	PAYMENT_STAGES,
	PAYMENT_STATUSES,
	type PaymentStage,
	type PaymentStatus,
	paymentSlips,
	payments,
	users,
} from '#app/db/schema/index.ts'
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
import { GatewayUnavailableError, type PaymentGateway, type VerifiedCallback } from '#app/providers/payment/gateway.ts'
import { cardPaymentsOffered } from '#app/providers/payment/index.server.ts'
import { createStorageKey, getStorage, type Storage, type StoredFile } from '#app/providers/storage/index.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { slipPath } from './schema.ts'
import { checkSlipCount, prepareSlips, SlipError } from './slips.server.ts'

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

function isId(value: string) {
	return UUID_PATTERN.test(value)
}

type OrderRow = typeof orders.$inferSelect
type PaymentRow = typeof payments.$inferSelect

function factsOf(order: OrderRow, goodsPaid = false): OrderFacts {
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
async function orderIdOfPayment(db: Db, paymentId: string, userId?: string): Promise<string> {
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
async function lockPaymentWithOrder(tx: DbTransaction, orderId: string, paymentId: string) {
	const order = await lockOrder(tx, orderId)
	const payment = await lockPayment(tx, paymentId)
	if (payment.orderId !== order.id) throw new PaymentNotFoundError()
	return { order, payment }
}

async function amountDue(tx: DbTransaction | Db, order: OrderRow, stage: PaymentStage): Promise<number | null> {
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
async function succeed(
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

async function announceAfterCommit(applied: AppliedEvent | null) {
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

/** A gateway result that was already received: refused (400); the buyer is pointed to the payment's result. */
export class PaymentReplayError extends PaymentError {
	override name = 'PaymentReplayError'
	constructor(readonly paymentId: string) {
		super('payment.callback.replayed', 400)
	}
}

/* ---------------------------------------------------------------------------------------------- */
/* Bank transfer (payment type 5)                                                                  */

export type SlipUpload = { bytes: Uint8Array }

/**
 * Step 2 of a transfer: 1 to 5 slips for the buyer's pending transfer, checked by content and stored under
 * random names in the 'slips' folder; the payment goes to staff review (in_review). Files are stored before
 * the transaction and deleted again when it does not commit.
 */
export async function submitBankSlips(
	db: Db,
	input: { userId: string; paymentId: string; files: readonly SlipUpload[]; storage?: Storage },
): Promise<{ paymentId: string; slipIds: string[] }> {
	const storage = input.storage ?? getStorage()
	const orderId = await orderIdOfPayment(db, input.paymentId, input.userId)
	const [current] = await db.select({ type: payments.type, status: payments.status }).from(payments).where(eq(payments.id, input.paymentId)).limit(1)
	if (!current || current.type !== PAYMENT_TYPE.bankTransfer) throw new PaymentNotFoundError()
	if (current.status === 'in_review') throw new PaymentError('payment.slip.alreadySubmitted', 409)
	if (current.status !== 'pending') throw new PaymentError('payment.error.notPending', 409)

	let prepared
	try {
		checkSlipCount(input.files.length)
		prepared = await prepareSlips(input.files.map((file) => file.bytes))
	} catch (error) {
		if (error instanceof SlipError) throw new PaymentError(error.messageId, error.status, 'slips')
		throw error
	}
	const stored: string[] = []
	try {
		for (const slip of prepared) {
			const key = createStorageKey('slips', slip.extension)
			await storage.put(key, slip.bytes, slip.contentType)
			stored.push(key)
		}
		const slipIds = await db.transaction(async (tx) => {
			const { payment } = await lockPaymentWithOrder(tx, orderId, input.paymentId)
			if (payment.userId !== input.userId) throw new PaymentNotFoundError()
			if (payment.status === 'in_review') throw new PaymentError('payment.slip.alreadySubmitted', 409)
			if (payment.status !== 'pending') throw new PaymentError('payment.error.notPending', 409)
			const rows = prepared.map((slip, index) => ({
				id: createId(),
				paymentId: payment.id,
				storageKey: stored[index] as string,
				contentType: slip.contentType,
				byteSize: slip.bytes.byteLength,
				sort: index,
			}))
			await tx.insert(paymentSlips).values(rows)
			await tx.update(payments).set({ status: 'in_review' }).where(eq(payments.id, payment.id))
			return rows.map((row) => row.id)
		})
		return { paymentId: input.paymentId, slipIds }
	} catch (error) {
		await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)))
		throw error
	}
}

export type ReviewDecision = 'approve' | 'reject'

/**
 * Staff review of a transfer's slips. Approve: the payment succeeds and the order moves on (goodsPaid or
 * logisticsPaid, actor staff) in the same transaction. Reject (a reason is required): the payment is
 * rejected; the buyer reads "payment audit failed" with the reason and may pay again. The same decision
 * twice changes nothing; the other decision after one was made is refused (409) — so when two reviewers
 * approve and reject at once, exactly one wins.
 */
export async function reviewBankSlip(
	db: Db,
	input: { paymentId: string; staffId: string; decision: ReviewDecision; reason?: string | null; now?: Date },
): Promise<{ paymentId: string; status: PaymentStatus; changed: boolean }> {
	const now = input.now ?? new Date()
	const reason = input.reason?.trim() ?? ''
	if (input.decision === 'reject' && reason.length === 0) throw new PaymentError('payment.review.reasonRequired', 400, 'reason')
	const orderId = await orderIdOfPayment(db, input.paymentId)
	let applied: AppliedEvent | null = null
	const outcome = await db.transaction(async (tx) => {
		const { order, payment } = await lockPaymentWithOrder(tx, orderId, input.paymentId)
		if (payment.type !== PAYMENT_TYPE.bankTransfer) throw new PaymentError('payment.review.notTransfer', 409)
		const target: PaymentStatus = input.decision === 'approve' ? 'succeeded' : 'rejected'
		if (payment.status === target && payment.reviewedBy !== null) return { paymentId: payment.id, status: target, changed: false }
		if (payment.status !== 'in_review') throw new PaymentError('payment.review.alreadyDecided', 409)
		if (input.decision === 'approve') {
			applied = await succeed(tx, order, payment, { actor: 'staff', actorId: input.staffId }, now)
		} else {
			await tx
				.update(payments)
				.set({ status: 'rejected', failureReason: reason.slice(0, 500), reviewedBy: input.staffId, reviewedAt: now })
				.where(eq(payments.id, payment.id))
		}
		return { paymentId: payment.id, status: target, changed: true }
	})
	await announceAfterCommit(applied)
	return outcome
}

/* ---------------------------------------------------------------------------------------------- */
/* Cash (payment types 3 and 11)                                                                   */

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

export type SlipView = { id: string; url: string; contentType: string; byteSize: number }

export type PaymentAttemptView = {
	id: string
	stage: PaymentStage
	type: PaymentType
	amount: number
	status: PaymentStatus
	failureReason: string | null
	createdAt: Date
	succeededAt: Date | null
	reviewedAt: Date | null
	slips: SlipView[]
}

async function slipsOf(db: Db, paymentIds: string[]): Promise<Map<string, SlipView[]>> {
	const bySlip = new Map<string, SlipView[]>()
	if (paymentIds.length === 0) return bySlip
	const rows = await db
		.select({ id: paymentSlips.id, paymentId: paymentSlips.paymentId, contentType: paymentSlips.contentType, byteSize: paymentSlips.byteSize })
		.from(paymentSlips)
		.where(inArray(paymentSlips.paymentId, paymentIds))
		.orderBy(asc(paymentSlips.sort))
	for (const row of rows) {
		const list = bySlip.get(row.paymentId) ?? []
		list.push({ id: row.id, url: slipPath(row.id), contentType: row.contentType, byteSize: row.byteSize })
		bySlip.set(row.paymentId, list)
	}
	return bySlip
}

function attemptView(payment: PaymentRow, slips: SlipView[]): PaymentAttemptView {
	return {
		id: payment.id,
		stage: payment.stage,
		type: payment.type as PaymentType,
		amount: payment.amount,
		status: payment.status,
		failureReason: payment.failureReason,
		createdAt: payment.createdAt,
		succeededAt: payment.succeededAt,
		reviewedAt: payment.reviewedAt,
		slips,
	}
}

export type PaymentPageView = {
	orderId: string
	orderNumber: string
	orderStatus: OrderStatus
	deliveryMode: 1 | 2
	stage: PaymentStage
	/** The order waits for the buyer to pay this stage. */
	due: boolean
	/** What this stage costs (null: not billed yet). */
	amount: number | null
	methods: PaymentType[]
	/**
	 * The method the page preselects, so its main button acts on it (issue 17): the newest attempt's, else the one
	 * the buyer chose at checkout (bank transfer stays bank transfer), when this stage offers it; else the first.
	 */
	preferredType: PaymentType | null
	/** The newest attempt at this stage, if any. */
	latest: PaymentAttemptView | null
	/** The store to pay at (cash at a store), as written on the order. */
	pickupStore: { name: string; address: string | null } | null
}

/** Everything the payment page shows for one stage of the buyer's order; another buyer's order is 404. */
export async function getPaymentPage(db: Db, input: { userId: string; orderId: string; stage: PaymentStage }): Promise<PaymentPageView> {
	if (!isId(input.orderId)) throw new PaymentNotFoundError()
	const [order] = await db
		.select()
		.from(orders)
		.where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)))
		.limit(1)
	if (!order) throw new PaymentNotFoundError()
	const [latest] = await db
		.select()
		.from(payments)
		.where(and(eq(payments.orderId, order.id), eq(payments.stage, input.stage)))
		.orderBy(desc(payments.createdAt), desc(payments.id))
		.limit(1)
	const slips = latest ? await slipsOf(db, [latest.id]) : new Map<string, SlipView[]>()
	const methods = paymentTypesForStage(order, input.stage)
	const preferredType =
		[latest?.type, order.paymentType].find((type): type is PaymentType => methods.includes(type as PaymentType)) ?? methods[0] ?? null
	return {
		orderId: order.id,
		orderNumber: order.number,
		orderStatus: order.status as OrderStatus,
		deliveryMode: order.deliveryMode === 2 ? 2 : 1,
		stage: input.stage,
		due: awaitsBuyerPayment(factsOf(order)) === input.stage,
		amount: await amountDue(db, order, input.stage),
		methods,
		preferredType,
		latest: latest ? attemptView(latest, slips.get(latest.id) ?? []) : null,
		pickupStore: order.address.pickupStoreName ? { name: order.address.pickupStoreName, address: order.address.pickupStoreAddress } : null,
	}
}

export type PaymentResultView = PaymentAttemptView & { orderId: string; orderNumber: string; orderStatus: OrderStatus; due: boolean }

/** One of the buyer's payments with its order (the payment result page); anyone else's is 404. */
export async function getPaymentResult(db: Db, input: { userId: string; paymentId: string }): Promise<PaymentResultView> {
	if (!isId(input.paymentId)) throw new PaymentNotFoundError()
	const [row] = await db
		.select({ payment: payments, order: orders })
		.from(payments)
		.innerJoin(orders, eq(orders.id, payments.orderId))
		.where(and(eq(payments.id, input.paymentId), eq(payments.userId, input.userId)))
		.limit(1)
	if (!row) throw new PaymentNotFoundError()
	const slips = await slipsOf(db, [row.payment.id])
	return {
		...attemptView(row.payment, slips.get(row.payment.id) ?? []),
		orderId: row.order.id,
		orderNumber: row.order.number,
		orderStatus: row.order.status as OrderStatus,
		due: awaitsBuyerPayment(factsOf(row.order)) === row.payment.stage,
	}
}

export type ReviewQueueItem = PaymentAttemptView & {
	orderId: string
	orderNumber: string
	orderStatus: OrderStatus
	buyer: { id: string; name: string | null; phone: string | null }
}

/**
 * Payments for the staff console: by status or statuses (transfers waiting for review by default, oldest
 * first), and optionally by method (e.g. cash to collect: statuses pending and failed, types [3, 11]).
 */
export async function listPaymentsForReview(
	db: Db,
	input: { status?: PaymentStatus | readonly PaymentStatus[]; types?: readonly PaymentType[]; stage?: PaymentStage; limit?: number } = {},
): Promise<ReviewQueueItem[]> {
	const statuses: readonly string[] = typeof input.status === 'string' ? [input.status] : (input.status ?? ['in_review'])
	if (statuses.length === 0 || statuses.some((status) => !(PAYMENT_STATUSES as readonly string[]).includes(status))) return []
	const types = input.types ?? (statuses.length === 1 && statuses[0] === 'in_review' ? [PAYMENT_TYPE.bankTransfer] : null)
	const limit = Math.min(Math.max(input.limit ?? 50, 1), 200)
	const rows = await db
		.select({
			payment: payments,
			orderNumber: orders.number,
			orderStatus: orders.status,
			firstName: users.firstName,
			lastName: users.lastName,
			phone: users.phone,
		})
		.from(payments)
		.innerJoin(orders, eq(orders.id, payments.orderId))
		.innerJoin(users, eq(users.id, payments.userId))
		.where(
			and(
				inArray(payments.status, statuses as PaymentStatus[]),
				types && types.length > 0 ? inArray(payments.type, [...types]) : undefined,
				input.stage ? eq(payments.stage, input.stage) : undefined,
				// Not the goods cash of an order that is still awaiting payment (never happens) nor closed orders' open payments.
				statuses.includes('pending') || statuses.includes('failed') ? sql`${orders.status} not in (7, 8)` : undefined,
			),
		)
		.orderBy(asc(payments.createdAt), asc(payments.id))
		.limit(limit)
	const slips = await slipsOf(
		db,
		rows.map((row) => row.payment.id),
	)
	return rows.map((row) => ({
		...attemptView(row.payment, slips.get(row.payment.id) ?? []),
		orderId: row.payment.orderId,
		orderNumber: row.orderNumber,
		orderStatus: row.orderStatus as OrderStatus,
		buyer: {
			id: row.payment.userId,
			name: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
			phone: row.phone,
		},
	}))
}

export type SlipFile = StoredFile & { fileName: string }

/**
 * A slip's file, for its owner or staff only; anyone else (and a slip that does not exist) gets 404.
 * The staff console calls this with the signed-in staff member as viewer.
 */
export async function readSlip(
	db: Db,
	input: { slipId: string; viewer: { id: string; role: 'buyer' | 'staff' } },
	storage: Storage = getStorage(),
): Promise<SlipFile> {
	if (!isId(input.slipId)) throw new PaymentNotFoundError()
	const [row] = await db
		.select({ storageKey: paymentSlips.storageKey, ownerId: payments.userId, orderNumber: orders.number, sort: paymentSlips.sort })
		.from(paymentSlips)
		.innerJoin(payments, eq(payments.id, paymentSlips.paymentId))
		.innerJoin(orders, eq(orders.id, payments.orderId))
		.where(eq(paymentSlips.id, input.slipId))
		.limit(1)
	if (!row) throw new PaymentNotFoundError()
	if (input.viewer.role !== 'staff' && row.ownerId !== input.viewer.id) throw new PaymentNotFoundError()
	const file = await storage.get(row.storageKey)
	if (!file) throw new PaymentNotFoundError()
	const extension = row.storageKey.slice(row.storageKey.lastIndexOf('.') + 1)
	return { ...file, fileName: `${row.orderNumber}-slip-${row.sort + 1}.${extension}` }
}
