import { publish } from '#app/realtime/realtime.server.ts'
import { userChannel } from '#app/realtime/channels.ts'
import { type OrderStatus } from './order-status.ts'

/**
 * Orders (spec section 7: daftOrder, createOrder, getOrderPage, getOrderDetail, getStatusCount, cancelOrder,
 * confirmOrder, updateOrderAddress, updateOrderRemark, updateOrderLogistic), in parts by responsibility:
 * pricing.server.ts (pricing a checkout), placement.server.ts (placing an order: stock, coupon, idempotency),
 * queries.server.ts (the list, one order), commands.server.ts (the event machine's commands after placing) and
 * housekeeping.server.ts (the timers). This file holds what they share: the limits, the errors and the signal
 * that an order changed. Events are published only after the transaction commits (DESIGN.md section 6).
 */

export const MAX_CHECKOUT_LINES = 50
export const MAX_LINE_QUANTITY = 100_000
export const MAX_REMARK_LENGTH = 200
export const ORDER_PAGE_SIZE = 16

/** A refusal the route shows next to a field (or as a toast) with its status; never a 500. */
export class OrderError extends Error {
	override name = 'OrderError'
	constructor(
		readonly messageId: string,
		readonly status: number,
		readonly field?: 'lines' | 'addressId' | 'logisticsMethod' | 'paymentType' | 'userCouponId' | 'remark' | 'idempotencyKey',
	) {
		super(messageId)
	}
}

/** Unknown, malformed, or another buyer's order: the route answers 404, exactly as for an order that never existed. */
export class OrderNotFoundError extends OrderError {
	override name = 'OrderNotFoundError'
	constructor() {
		super('error.notFound.title', 404)
	}
}

/** Tells the buyer's open pages (order list, details, payment result) that an order changed. After commit only. */
export async function announce(userId: string, orderId: string, status: OrderStatus) {
	// A missed signal costs nothing (pages re-read the order), so a transport failure never fails the command.
	try {
		await publish(userChannel(userId), { kind: 'order.status', orderId, status })
	} catch {
		// ignored: the order is committed; the buyer's page will show it on its next load.
	}
}
