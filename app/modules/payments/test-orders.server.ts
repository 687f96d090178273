import { type Db } from '#app/db/client.server.ts'
import { orderLogisticsCosts, users } from '#app/db/schema/index.ts'
import { applyOrderEvent } from '#app/modules/orders/commands.server.ts'
import { placeOrder } from '#app/modules/orders/placement.server.ts'
import { PAYMENT_TYPE, type PaymentType } from '#app/modules/orders/order-status.ts'
import { createOrderBuyer, createOrderShop } from '#app/modules/orders/test-orders.server.ts'

/**
 * For the payment tests: orders placed through the real placeOrder (so stock, statuses and the pending cash
 * payment of cash orders are what the shop makes), and moved on by staff events to the second payment.
 */
export async function createPaymentShop(db: Db) {
	const shop = await createOrderShop(db, { skuStocks: [1_000], price: 25_000 })
	return { skuId: shop.skuIds[0] as string, unitPrice: shop.prices[0] as number }
}

let keyCounter = 0
function key(prefix: string) {
	keyCounter += 1
	return `${prefix}-${process.pid}-${keyCounter}-${crypto.randomUUID().slice(0, 8)}`
}

export async function createPaymentBuyer(db: Db, options: { pickup?: boolean } = {}) {
	return createOrderBuyer(db, options)
}

let staffCounter = 0
export async function createStaffMember(db: Db): Promise<string> {
	staffCounter += 1
	const [staff] = await db
		.insert(users)
		.values({ role: 'staff', email: `reviewer-${process.pid}-${staffCounter}-${crypto.randomUUID().slice(0, 6)}@dijla.test`, firstName: 'Reviewer' })
		.returning({ id: users.id })
	return staff!.id
}

/** An order placed by `buyer`, paid (or to be paid) by `paymentType`, for `quantity` of the shop's SKU. */
export async function placeTestOrder(
	db: Db,
	input: {
		buyer: { userId: string; addressId: string; pickupAddressId?: string | null }
		skuId: string
		paymentType?: PaymentType
		quantity?: number
	},
) {
	const paymentType = input.paymentType ?? PAYMENT_TYPE.card
	const addressId = paymentType === PAYMENT_TYPE.cashAtStore ? input.buyer.pickupAddressId : input.buyer.addressId
	if (!addressId) throw new Error('cash at a store needs a buyer with a pickup address')
	return placeOrder(db, {
		userId: input.buyer.userId,
		idempotencyKey: key('order'),
		source: 'buy_now',
		lines: [{ skuId: input.skuId, quantity: input.quantity ?? 2 }],
		addressId,
		logisticsMethod: 'sea',
		paymentType,
		userCouponId: null,
		remark: '',
		locale: 'en',
	})
}

/**
 * Moves an order whose goods are settled (14) through purchase and shipping to the second payment (10), with
 * second-stage costs totalling `total`.
 */
export async function billLogistics(db: Db, input: { orderId: string; staffId: string; total: number }) {
	for (const event of ['purchased', 'shippedInChina', 'shippedBySea', 'arrivedAtWarehouse'] as const) {
		await applyOrderEvent(db, { orderId: input.orderId, event, actor: 'staff', actorId: input.staffId })
	}
	await db.insert(orderLogisticsCosts).values({
		orderId: input.orderId,
		maritimeFee: input.total,
		usdToIqd: 1_310,
		total: input.total,
		enteredBy: input.staffId,
	})
	await applyOrderEvent(db, { orderId: input.orderId, event: 'logisticsBilled', actor: 'staff', actorId: input.staffId })
}

export function paymentKey() {
	return key('pay')
}
