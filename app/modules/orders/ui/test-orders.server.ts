import { type Db } from '#app/db/client.server.ts'
import { type OrderAddressSnapshot, orders } from '#app/db/schema/index.ts'
import { type OrderStatus } from '../order-status.ts'

/**
 * For the order pages' tests: an order row as placeOrder leaves it (no lines, so no catalogue is needed), with a
 * readable number (D + 12 digits) and a delivery address in Baghdad.
 */
let counter = 0

export const BAGHDAD_ADDRESS: OrderAddressSnapshot = {
	deliveryMode: 1,
	fullName: 'علي حسن',
	phone: '07701234567',
	regions: ['العراق', 'بغداد', 'الكرادة'],
	postcode: '10001',
	addressLine: 'شارع ٦٢، قرب الجسر',
	pickupStoreId: null,
	pickupStoreName: null,
	pickupStoreAddress: null,
}

export async function insertOrder(
	db: Db,
	{
		userId,
		status = 1,
		address = BAGHDAD_ADDRESS,
		paymentType = 5,
		logisticsNumber = null,
		remark = '',
	}: {
		userId: string
		status?: OrderStatus
		address?: OrderAddressSnapshot
		paymentType?: 3 | 5 | 10 | 11
		logisticsNumber?: string | null
		remark?: string
	},
) {
	counter += 1
	const number = `D26${String(Date.now() % 10_000).padStart(4, '0')}${String(counter).padStart(6, '0')}`
	const [order] = await db
		.insert(orders)
		.values({
			number,
			userId,
			status,
			source: 'buy_now',
			paymentType,
			logisticsMethod: 'sea',
			deliveryMode: address.deliveryMode,
			address,
			remark,
			goodsAmount: 25_000,
			payableAmount: 25_000,
			idempotencyKey: crypto.randomUUID(),
			requestHash: 'test',
			logisticsNumber,
		})
		.returning({ id: orders.id, number: orders.number })
	if (!order) throw new Error('no order')
	return order
}
