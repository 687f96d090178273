import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { orders, PAYMENT_STATUSES, type PaymentStage, type PaymentStatus, paymentSlips, payments, users } from '#app/db/schema/index.ts'
import { awaitsBuyerPayment, type OrderStatus, PAYMENT_TYPE, type PaymentType } from '#app/modules/orders/order-status.ts'
import { slipPath } from './schema.ts'
import { amountDue, factsOf, isId, PaymentNotFoundError, PaymentRow, paymentTypesForStage } from './payments.server.ts'

/** What the payment pages and the staff's review queue show: a payment's attempts, its slips, its result. */

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
