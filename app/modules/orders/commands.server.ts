import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { type Db, type DbTransaction } from '#app/db/client.server.ts'
import {
	type Locale,
	LOGISTICS_METHODS,
	type LogisticsMethod,
	orderEvents,
	orderItems,
	orders,
	payments,
	products,
	skus,
} from '#app/db/schema/index.ts'
import { releaseUserCoupon } from '#app/modules/coupons/coupons.server.ts'
import { estimateLineFreightIqd, transitDays } from '#app/modules/logistics/freight.ts'
import {
	ADDRESS_CHANGEABLE_STATUSES,
	isClosed,
	isOrderStatus,
	nextStatus,
	ORDER_STATUS,
	type OrderActor,
	type OrderEvent,
	type OrderStatus,
	PAYMENT_TYPE,
	type PaymentType,
	paymentTypesFor,
} from './order-status.ts'
import { announce, MAX_REMARK_LENGTH, OrderError, OrderNotFoundError } from './orders.server.ts'
import { inLockOrder, snapshotOf } from './placement.server.ts'
import { CheckoutLine, findAddress, isId, usdRate } from './pricing.server.ts'
import { factsOf, getOrder } from './queries.server.ts'

/**
 * What happens to an order after it is placed (spec section 7: cancelOrder, confirmOrder, updateOrderAddress,
 * updateOrderRemark, updateOrderLogistic): every command locks the order, checks the event machine
 * (order-status.ts) and publishes only after its transaction commits (DESIGN.md section 6).
 */

export type AppliedEvent = { orderId: string; userId: string; from: OrderStatus; to: OrderStatus }

async function lockOrder(tx: DbTransaction, orderId: string, ownerId?: string) {
	if (!isId(orderId)) throw new OrderNotFoundError()
	const [row] = await tx
		.select()
		.from(orders)
		.where(and(eq(orders.id, orderId), ownerId ? eq(orders.userId, ownerId) : undefined))
		.for('update')
	if (!row) throw new OrderNotFoundError()
	return row
}

/** Gives the order's stock back to its SKUs (and products), in lock order: it was cancelled before the goods were bought. */
async function returnStock(tx: DbTransaction, orderId: string, now: Date) {
	const lines = await tx
		.select({ skuId: orderItems.skuId, productId: orderItems.productId, quantity: orderItems.quantity })
		.from(orderItems)
		.where(eq(orderItems.orderId, orderId))
	const { bySku, products: byProduct } = inLockOrder(lines)
	for (const line of bySku) {
		await tx
			.update(skus)
			.set({ stock: sql`${skus.stock} + ${line.quantity}`, sold: sql`greatest(${skus.sold} - ${line.quantity}, 0)`, updatedAt: now })
			.where(eq(skus.id, line.skuId))
	}
	for (const line of byProduct) {
		await tx
			.update(products)
			.set({ stock: sql`${products.stock} + ${line.quantity}`, sold: sql`greatest(${products.sold} - ${line.quantity}, 0)`, updatedAt: now })
			.where(eq(products.id, line.productId))
	}
}

const STOCK_RETURNING_FROM: readonly OrderStatus[] = [ORDER_STATUS.awaitingPayment, ORDER_STATUS.waitingPurchase, ORDER_STATUS.waitSellerSend]

/**
 * The one way an order's status changes: locks the order, checks the transition table (order-status.ts) for
 * this actor, writes the new status and an order_events row, and does what the change implies (paid time,
 * receipt time, stock and coupon back on cancellation, open payments cancelled). With a transaction passed in,
 * the caller commits and then calls `announce`; with a Db, this commits and announces.
 */
export async function applyOrderEvent(
	dbOrTx: Db | DbTransaction,
	input: { orderId: string; event: OrderEvent; actor: OrderActor; actorId: string | null; note?: string | null; ownerId?: string; now?: Date },
): Promise<AppliedEvent> {
	const run = async (tx: DbTransaction): Promise<AppliedEvent> => {
		const now = input.now ?? new Date()
		const row = await lockOrder(tx, input.orderId, input.ownerId)
		const [paid] = await tx
			.select({ id: payments.id })
			.from(payments)
			.where(and(eq(payments.orderId, row.id), eq(payments.stage, 'goods'), eq(payments.status, 'succeeded')))
			.limit(1)
		const from = row.status as OrderStatus
		const to = nextStatus(factsOf(row, Boolean(paid)), input.event, input.actor)
		const closing = to === ORDER_STATUS.cancelled || to === ORDER_STATUS.terminated
		await tx
			.update(orders)
			.set({
				status: to,
				statusChangedAt: now,
				...(input.event === 'goodsPaid' ? { paidAt: now } : {}),
				...(input.event === 'logisticsPaid' ? { addressConfirmedAt: row.addressConfirmedAt ?? now } : {}),
				...(input.event === 'receiptConfirmed' ? { receivedAt: now } : {}),
				...(closing ? { closedAt: now, closeReason: input.note ?? null } : {}),
				...(to === ORDER_STATUS.success ? { closedAt: now } : {}),
			})
			.where(eq(orders.id, row.id))
		await tx
			.insert(orderEvents)
			.values({ orderId: row.id, fromStatus: from, toStatus: to, actor: input.actor, actorId: input.actorId, note: input.note ?? null })
		if (closing) {
			if (STOCK_RETURNING_FROM.includes(from)) await returnStock(tx, row.id, now)
			await releaseUserCoupon(tx, row.id)
			await tx
				.update(payments)
				.set({ status: 'cancelled' })
				// Open attempts, and cash reported not collected (nothing is owed on a closed order any more).
				.where(
					and(
						eq(payments.orderId, row.id),
						or(
							inArray(payments.status, ['pending', 'in_review']),
							and(eq(payments.status, 'failed'), inArray(payments.type, [PAYMENT_TYPE.cashOnDelivery, PAYMENT_TYPE.cashAtStore])),
						),
					),
				)
		}
		return { orderId: row.id, userId: row.userId, from, to }
	}
	if ('rollback' in dbOrTx) return run(dbOrTx)
	const applied = await dbOrTx.transaction(run)
	await announce(applied.userId, applied.orderId, applied.to)
	return applied
}

/** cancelOrder: the buyer cancels (after a confirmation) while nothing was paid or bought. */
export async function cancelOrder(db: Db, { userId, orderId, reason, now }: { userId: string; orderId: string; reason?: string; now?: Date }) {
	const order = await getOrder(db, { userId, orderId })
	if (order.source === 'campaign') throw new OrderError('order.error.campaignNoCancel', 409)
	const event: OrderEvent = order.status === ORDER_STATUS.awaitingPayment ? 'cancelled' : 'cancelledBeforePurchase'
	return applyOrderEvent(db, { orderId, event, actor: 'buyer', actorId: userId, ownerId: userId, note: reason?.slice(0, 200) ?? null, now })
}

/** confirmOrder: the buyer confirms the goods arrived (after a confirmation). */
export async function confirmReceipt(db: Db, { userId, orderId, now }: { userId: string; orderId: string; now?: Date }) {
	return applyOrderEvent(db, { orderId, event: 'receiptConfirmed', actor: 'buyer', actorId: userId, ownerId: userId, now })
}

/** updateOrderAddress: another address of the buyer's, while the goods have not left the Iraqi warehouse. */
export async function updateOrderAddress(
	db: Db,
	{ userId, orderId, addressId, locale }: { userId: string; orderId: string; addressId: string; locale: Locale },
): Promise<void> {
	const address = await findAddress(db, userId, addressId, locale)
	if (!address) throw new OrderError('checkout.error.address', 422, 'addressId')
	await db.transaction(async (tx) => {
		const row = await lockOrder(tx, orderId, userId)
		if (!ADDRESS_CHANGEABLE_STATUSES.includes(row.status as OrderStatus)) throw new OrderError('order.error.addressLocked', 409, 'addressId')
		if (!paymentTypesFor(address.deliveryMode).includes(row.paymentType as PaymentType))
			throw new OrderError('checkout.error.paymentForDelivery', 422, 'addressId')
		await tx
			.update(orders)
			.set({
				addressId: address.id,
				deliveryMode: address.deliveryMode,
				pickupStoreId: address.pickupStore?.id ?? null,
				address: snapshotOf(address),
			})
			.where(eq(orders.id, row.id))
	})
}

/** updateOrderRemark: a note for staff, until the order is closed. */
export async function updateOrderRemark(db: Db, { userId, orderId, remark }: { userId: string; orderId: string; remark: string }): Promise<void> {
	const text = remark.trim()
	if (text.length > MAX_REMARK_LENGTH) throw new OrderError('checkout.error.remarkTooLong', 422, 'remark')
	await db.transaction(async (tx) => {
		const row = await lockOrder(tx, orderId, userId)
		if (isClosed(row.status as OrderStatus)) throw new OrderError('order.error.closed', 409, 'remark')
		await tx.update(orders).set({ remark: text }).where(eq(orders.id, row.id))
	})
}

/** The order's lines as the freight estimate needs them. */
async function freightLines(dbOrTx: Db | DbTransaction, orderId: string) {
	return dbOrTx
		.select({ quantity: orderItems.quantity, weightGrams: products.weightGrams, volumeCm3: products.volumeCm3 })
		.from(orderItems)
		.innerJoin(products, eq(products.id, orderItems.productId))
		.where(eq(orderItems.orderId, orderId))
}

/** The second-stage estimate in dinars for the lines by one method; 0 when it cannot be estimated yet (no rate). */
function estimateFor(method: LogisticsMethod, lines: Awaited<ReturnType<typeof freightLines>>, rate: number | null) {
	if (rate === null) return 0
	return lines.reduce(
		(sum, line) =>
			sum + estimateLineFreightIqd(method, { weightGrams: line.weightGrams, volumeCm3: line.volumeCm3, quantity: line.quantity, usdToIqd: rate }),
		0,
	)
}

export type LogisticsOption = { method: LogisticsMethod; estimate: number; days: { min: number; max: number }; current: boolean }

/**
 * The shipping methods the buyer may switch the order to (the sheet of the order page), each with its freight
 * estimate for this order's goods and days to the door. Empty once the order's state no longer allows a change.
 */
export async function logisticsOptions(
	db: Db,
	{ userId, orderId, now = new Date() }: { userId: string; orderId: string; now?: Date },
): Promise<LogisticsOption[]> {
	if (!isId(orderId)) throw new OrderNotFoundError()
	const [row] = await db
		.select({ id: orders.id, status: orders.status, logisticsMethod: orders.logisticsMethod })
		.from(orders)
		.where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
		.limit(1)
	if (!row) throw new OrderNotFoundError()
	if (row.status !== ORDER_STATUS.awaitingPayment) return []
	const [lines, rate] = await Promise.all([freightLines(db, row.id), usdRate(db, now)])
	return LOGISTICS_METHODS.map((method) => ({
		method,
		estimate: estimateFor(method, lines, rate),
		days: transitDays(method),
		current: row.logisticsMethod === method,
	}))
}

/** updateOrderLogistic: sea or air, while the order still awaits payment; the estimate follows. */
export async function updateOrderLogistic(
	db: Db,
	{ userId, orderId, logisticsMethod, now = new Date() }: { userId: string; orderId: string; logisticsMethod: string; now?: Date },
): Promise<{ estimate: number }> {
	if (!(LOGISTICS_METHODS as readonly string[]).includes(logisticsMethod)) throw new OrderError('checkout.error.logistics', 422, 'logisticsMethod')
	const method = logisticsMethod as LogisticsMethod
	const rate = await usdRate(db, now)
	return db.transaction(async (tx) => {
		const row = await lockOrder(tx, orderId, userId)
		if (row.status !== ORDER_STATUS.awaitingPayment) throw new OrderError('order.error.logisticsLocked', 409, 'logisticsMethod')
		const estimate = estimateFor(method, await freightLines(tx, row.id), rate)
		await tx.update(orders).set({ logisticsMethod: method, estimatedLogisticsAmount: estimate }).where(eq(orders.id, row.id))
		return { estimate }
	})
}

/** Whether a number parses as an order status code (for query strings and staff forms). */
export function parseOrderStatus(value: unknown): OrderStatus | null {
	const number = Number(value)
	return Number.isInteger(number) && isOrderStatus(number) ? number : null
}

/** The lines of an order as checkout lines, for repurchase. */
export async function repurchaseLines(db: Db, { userId, orderId }: { userId: string; orderId: string }): Promise<CheckoutLine[]> {
	const order = await getOrder(db, { userId, orderId })
	return order.items.map((item) => ({ skuId: item.skuId, quantity: item.quantity }))
}
