import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { orders } from '#app/db/schema/index.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { applyOrderEvent, logisticsOptions, updateOrderLogistic } from './commands.server.ts'
import { OrderError, OrderNotFoundError } from './orders.server.ts'
import { placeOrder } from './placement.server.ts'
import { createOrderBuyer, createOrderShop } from './test-orders.server.ts'

/** updateOrderLogistic after ordering: the methods with their estimates, the change, and the refusal once paid. */

let database: TestDatabase
const db = () => database.db

beforeAll(async () => {
	database = await createTestDatabase()
}, 60_000)

afterAll(async () => {
	await database?.close()
})

async function placedSeaOrder() {
	const shop = await createOrderShop(db())
	const buyer = await createOrderBuyer(db())
	const placed = await placeOrder(db(), {
		userId: buyer.userId,
		idempotencyKey: crypto.randomUUID(),
		source: 'buy_now',
		lines: [{ skuId: shop.skuIds[0]!, quantity: 4 }],
		addressId: buyer.addressId,
		logisticsMethod: 'sea',
		paymentType: 5,
		userCouponId: null,
		remark: '',
		locale: 'en',
	})
	return { userId: buyer.userId, orderId: placed.orderId }
}

async function stored(orderId: string) {
	const [row] = await db()
		.select({ method: orders.logisticsMethod, estimate: orders.estimatedLogisticsAmount })
		.from(orders)
		.where(eq(orders.id, orderId))
	return row!
}

describe('changing the shipping method after ordering', () => {
	test('lists both methods with their estimate for this order, and switching moves the estimate with it', async () => {
		const { userId, orderId } = await placedSeaOrder()
		const options = await logisticsOptions(db(), { userId, orderId })
		expect(options.map((option) => [option.method, option.current])).toEqual([
			['sea', true],
			['air', false],
		])
		const sea = options.find((option) => option.method === 'sea')!
		const air = options.find((option) => option.method === 'air')!
		expect(sea.estimate).toBeGreaterThan(0)
		expect(air.estimate).toBeGreaterThan(0)
		expect(air.estimate).not.toBe(sea.estimate)
		expect(air.days.max).toBeLessThan(sea.days.min)
		expect((await stored(orderId)).estimate).toBe(sea.estimate)

		const changed = await updateOrderLogistic(db(), { userId, orderId, logisticsMethod: 'air' })
		expect(changed.estimate).toBe(air.estimate)
		expect(await stored(orderId)).toEqual({ method: 'air', estimate: air.estimate })
		expect((await logisticsOptions(db(), { userId, orderId })).find((option) => option.current)?.method).toBe('air')
	})

	test('refuses an unknown method (422) and another buyer’s order (not found), changing nothing', async () => {
		const { userId, orderId } = await placedSeaOrder()
		const stranger = await createOrderBuyer(db())
		const unknown = await updateOrderLogistic(db(), { userId, orderId, logisticsMethod: 'rocket' }).catch((error: unknown) => error)
		expect(unknown).toBeInstanceOf(OrderError)
		expect(unknown).toMatchObject({ messageId: 'checkout.error.logistics', status: 422 })
		await expect(updateOrderLogistic(db(), { userId: stranger.userId, orderId, logisticsMethod: 'air' })).rejects.toBeInstanceOf(OrderNotFoundError)
		await expect(logisticsOptions(db(), { userId: stranger.userId, orderId })).rejects.toBeInstanceOf(OrderNotFoundError)
		expect((await stored(orderId)).method).toBe('sea')
	})

	test('once the goods are paid the method is locked: no options, and a change is refused with 409', async () => {
		const { userId, orderId } = await placedSeaOrder()
		await applyOrderEvent(db(), { orderId, event: 'goodsPaid', actor: 'system', actorId: null })
		expect(await logisticsOptions(db(), { userId, orderId })).toEqual([])
		const refused = await updateOrderLogistic(db(), { userId, orderId, logisticsMethod: 'air' }).catch((error: unknown) => error)
		expect(refused).toMatchObject({ messageId: 'order.error.logisticsLocked', status: 409 })
		expect((await stored(orderId)).method).toBe('sea')
	})
})
