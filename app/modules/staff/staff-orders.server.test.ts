import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { exchangeRates, orderEvents, orderLogisticsCosts, orders, users } from '#app/db/schema/index.ts'
import { placeOrder } from '#app/modules/orders/placement.server.ts'
import { ORDER_STATUS, PAYMENT_TYPE } from '#app/modules/orders/order-status.ts'
import { createOrderBuyer, createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { LogisticsCostsSchema } from './schema.ts'
import {
	addStaffLogisticsEvent,
	applyStaffEvent,
	enterLogisticsCosts,
	fromBaghdadLocal,
	getStaffOrder,
	listStaffOrders,
	setLogisticsNumber,
	StaffOrderError,
} from './staff-orders.server.ts'

let database: TestDatabase
let skuIds: string[]
let staffId: string

beforeAll(async () => {
	database = await createTestDatabase()
	;({ skuIds } = await createOrderShop(database.db, { skuStocks: [500, 500], price: 5_000 }))
	const [staff] = await database.db.insert(users).values({ username: 'agent', role: 'staff', firstName: 'Zainab' }).returning({ id: users.id })
	staffId = staff!.id
})
afterAll(() => database.close())

let keyCounter = 0
/** A cash-on-delivery order (straight to 14, waiting purchase) of `quantity` pieces of the first SKU. */
async function codOrder(buyer?: Awaited<ReturnType<typeof createOrderBuyer>>, quantity = 2) {
	const who = buyer ?? (await createOrderBuyer(database.db))
	keyCounter += 1
	const placed = await placeOrder(database.db, {
		userId: who.userId,
		idempotencyKey: `staff-test-${keyCounter}-${Date.now()}`,
		source: 'buy_now',
		lines: [{ skuId: skuIds[0]!, quantity }],
		addressId: who.addressId,
		logisticsMethod: 'sea',
		paymentType: PAYMENT_TYPE.cashOnDelivery,
		userCouponId: null,
		remark: '',
		locale: 'en',
	})
	return { ...placed, buyer: who }
}

/** An order that has reached the Iraqi warehouse (12), moved there by staff buttons. */
async function orderAtWarehouse() {
	const placed = await codOrder()
	for (const event of ['purchased', 'shippedInChina', 'shippedBySea', 'arrivedAtWarehouse']) {
		await applyStaffEvent(database.db, { orderId: placed.orderId, event, staffId })
	}
	return placed
}

const zeroCosts = {
	maritimeFee: 0,
	containerStorageUsdCentsPerDay: 0,
	containerStorageDays: 0,
	chinaFreightSupplement: 0,
	insurance: 0,
	domesticWarehouseFee: 0,
	valueAddedServiceFee: 0,
}

const statusOf = async (orderId: string) =>
	(await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status

describe('second-stage costs', () => {
	test('entering the costs bills the buyer the total, with container storage converted from dollars, and moves 12 → 10', async () => {
		const placed = await orderAtWarehouse()
		expect(await statusOf(placed.orderId)).toBe(ORDER_STATUS.toWarehouse)
		// The shop's rate is 1,310 IQD per dollar; $2.50 a day for 12 days is $30 = 39,300 IQD.
		const result = await enterLogisticsCosts(database.db, {
			orderId: placed.orderId,
			staffId,
			costs: {
				maritimeFee: 25_000,
				containerStorageUsdCentsPerDay: 250,
				containerStorageDays: 12,
				chinaFreightSupplement: 3_000,
				insurance: 1_500,
				domesticWarehouseFee: 2_000,
				valueAddedServiceFee: 500,
			},
		})
		expect(result).toMatchObject({ containerStorageIqd: 39_300, total: 25_000 + 39_300 + 3_000 + 1_500 + 2_000 + 500, from: 12, to: 10 })
		expect(await statusOf(placed.orderId)).toBe(ORDER_STATUS.logisticsPayment)
		const [costs] = await database.db.select().from(orderLogisticsCosts).where(eq(orderLogisticsCosts.orderId, placed.orderId))
		expect(costs).toMatchObject({ total: 71_300, usdToIqd: 1_310, enteredBy: staffId })
		const view = await getStaffOrder(database.db, placed.number)
		expect(view?.order.logisticsCosts?.total).toBe(71_300)
		expect(view?.order.logisticsCosts?.containerStorageIqd).toBe(39_300)
		expect(view?.costsEnteredBy).toBe('Zainab')
		expect(view?.buttonEvents).toContain('logisticsPaid')
	})

	test('a storage fee of fractions of a dinar is rounded up, never under-quoted', async () => {
		const placed = await orderAtWarehouse()
		// 1 cent a day for 1 day at 1,310 is 13.1 IQD.
		const result = await enterLogisticsCosts(database.db, {
			orderId: placed.orderId,
			staffId,
			costs: { ...zeroCosts, containerStorageUsdCentsPerDay: 1, containerStorageDays: 1 },
		})
		expect(result.total).toBe(14)
	})

	test('the current rate is used: a newer rate changes the conversion', async () => {
		await database.db
			.insert(exchangeRates)
			.values({ baseCurrency: 'USD', quoteCurrency: 'IQD', rate: 1_500, effectiveAt: new Date('2030-01-01T00:00:00Z') })
		const placed = await orderAtWarehouse()
		const result = await enterLogisticsCosts(database.db, {
			orderId: placed.orderId,
			staffId,
			costs: { ...zeroCosts, containerStorageUsdCentsPerDay: 100, containerStorageDays: 10 },
			now: new Date('2030-02-01T00:00:00Z'),
		})
		expect(result).toMatchObject({ usdToIqd: 1_500, total: 15_000 })
	})

	test('negative, fractional or absurd amounts are refused with 422 naming the field, and nothing changes', async () => {
		const placed = await orderAtWarehouse()
		for (const [field, value, messageId] of [
			['insurance', -1, 'staff.costs.negative'],
			['maritimeFee', 12.5, 'staff.costs.notWholeNumber'],
			['containerStorageDays', Number.NaN, 'staff.costs.notWholeNumber'],
			['domesticWarehouseFee', 10_000_000_000, 'staff.costs.tooLarge'],
		] as const) {
			const attempt = enterLogisticsCosts(database.db, { orderId: placed.orderId, staffId, costs: { ...zeroCosts, [field]: value } })
			await expect(attempt).rejects.toBeInstanceOf(StaffOrderError)
			await expect(attempt).rejects.toMatchObject({ status: 422, messageId, field })
		}
		expect(await statusOf(placed.orderId)).toBe(ORDER_STATUS.toWarehouse)
		expect(await database.db.select().from(orderLogisticsCosts).where(eq(orderLogisticsCosts.orderId, placed.orderId))).toHaveLength(0)
	})

	test('an order that is not at the warehouse cannot be billed (409), and no costs are kept', async () => {
		const placed = await codOrder()
		const attempt = enterLogisticsCosts(database.db, { orderId: placed.orderId, staffId, costs: { ...zeroCosts, maritimeFee: 1_000 } })
		await expect(attempt).rejects.toMatchObject({ status: 409, messageId: 'staff.order.transitionRefused' })
		expect(await database.db.select().from(orderLogisticsCosts).where(eq(orderLogisticsCosts.orderId, placed.orderId))).toHaveLength(0)
	})

	test('the form refuses negative and non-numeric input with a message per field, and reads Arabic digits', () => {
		const form = {
			intent: 'costs',
			maritimeFee: '-500',
			containerStorageUsdCentsPerDay: 'abc',
			containerStorageDays: '3.5',
			chinaFreightSupplement: '١٥٬٠٠٠',
			insurance: '2,000',
			domesticWarehouseFee: '0',
			valueAddedServiceFee: '',
		}
		const result = LogisticsCostsSchema.safeParse(form)
		expect(result.success).toBe(false)
		const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]))
		expect(messages).toEqual({
			maritimeFee: 'staff.costs.negative',
			containerStorageUsdCentsPerDay: 'staff.costs.notWholeNumber',
			containerStorageDays: 'staff.costs.notWholeNumber',
			valueAddedServiceFee: 'staff.costs.required',
		})
		const ok = LogisticsCostsSchema.safeParse({
			...form,
			maritimeFee: '25000',
			containerStorageUsdCentsPerDay: '250',
			containerStorageDays: '12',
			valueAddedServiceFee: '0',
		})
		expect(ok.data).toMatchObject({ maritimeFee: 25_000, chinaFreightSupplement: 15_000, insurance: 2_000, valueAddedServiceFee: 0 })
	})
})

describe('staff buttons', () => {
	test('each allowed event moves the order on and is written to the audit trail with the staff member', async () => {
		const placed = await codOrder()
		const view = await getStaffOrder(database.db, placed.number)
		expect(view?.order.status).toBe(ORDER_STATUS.waitingPurchase)
		expect(view?.buttonEvents).toEqual(['purchased'])
		expect(view?.closeEvents).toEqual(['cancelledBeforePurchase', 'terminated'])
		await applyStaffEvent(database.db, { orderId: placed.orderId, event: 'purchased', staffId, note: 'Yiwu supplier 8812' })
		const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.orderId))
		expect(events.at(-1)).toMatchObject({ fromStatus: 14, toStatus: 2, actor: 'staff', actorId: staffId, note: 'Yiwu supplier 8812' })
	})

	test('an event the order cannot take now is refused with 409; an unknown one with 422', async () => {
		const placed = await codOrder()
		await expect(applyStaffEvent(database.db, { orderId: placed.orderId, event: 'shippedBySea', staffId })).rejects.toMatchObject({ status: 409 })
		await expect(applyStaffEvent(database.db, { orderId: placed.orderId, event: 'teleported', staffId })).rejects.toMatchObject({ status: 422 })
		await expect(applyStaffEvent(database.db, { orderId: placed.orderId, event: 'logisticsBilled', staffId })).rejects.toMatchObject({
			messageId: 'staff.order.useCostsForm',
		})
	})

	test('closing an order needs a reason, which the order keeps', async () => {
		const placed = await codOrder()
		await expect(applyStaffEvent(database.db, { orderId: placed.orderId, event: 'terminated', staffId, note: '  ' })).rejects.toMatchObject({
			messageId: 'staff.order.reasonRequired',
			status: 422,
		})
		await applyStaffEvent(database.db, { orderId: placed.orderId, event: 'cancelledBeforePurchase', staffId, note: 'Buyer asked by phone' })
		const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId))
		expect(row).toMatchObject({ status: ORDER_STATUS.cancelled, closeReason: 'Buyer asked by phone' })
	})

	test('the tracking number is kept in capitals; nonsense is refused', async () => {
		const placed = await codOrder()
		expect(await setLogisticsNumber(database.db, { orderId: placed.orderId, logisticsNumber: ' cosu-6312 ' })).toBe('COSU-6312')
		await expect(setLogisticsNumber(database.db, { orderId: placed.orderId, logisticsNumber: '<script>' })).rejects.toMatchObject({ status: 422 })
		expect((await getStaffOrder(database.db, placed.number))?.tracking.logisticsNumber).toBe('COSU-6312')
	})

	test('a logistics event entered in Baghdad time shows on the timeline', async () => {
		const placed = await codOrder()
		await addStaffLogisticsEvent(database.db, {
			orderId: placed.orderId,
			staffId,
			leg: 'china_warehouse',
			occurredAt: fromBaghdadLocal('2026-11-20T09:30'),
			location: 'Yiwu',
			note: 'Received and weighed',
		})
		const view = await getStaffOrder(database.db, placed.number)
		const leg = view?.tracking.legs.find((candidate) => candidate.leg === 'china_warehouse')
		expect(leg?.events[0]).toMatchObject({ location: 'Yiwu', occurredAt: new Date('2026-11-20T06:30:00Z') })
		await expect(
			addStaffLogisticsEvent(database.db, { orderId: placed.orderId, staffId, leg: 'moon', occurredAt: new Date() }),
		).rejects.toMatchObject({ status: 422, field: 'leg' })
	})
})

describe('orders list', () => {
	test('finds an order by number, by the buyer phone as typed in Iraq, and by name; tabs count the search', async () => {
		const buyer = await createOrderBuyer(database.db)
		await database.db.update(users).set({ firstName: 'Mustafa', lastName: 'Jabbar' }).where(eq(users.id, buyer.userId))
		const first = await codOrder(buyer)
		const second = await codOrder(buyer)
		await applyStaffEvent(database.db, { orderId: second.orderId, event: 'cancelledBeforePurchase', staffId, note: 'duplicate' })
		const [phoneRow] = await database.db.select({ phone: users.phone }).from(users).where(eq(users.id, buyer.userId))
		const typedPhone = `0${phoneRow!.phone!.slice(4)}`

		const byNumber = await listStaffOrders(database.db, { query: first.number.toLowerCase() })
		expect(byNumber.orders.map((order) => order.number)).toEqual([first.number])

		const byPhone = await listStaffOrders(database.db, { query: typedPhone })
		expect(byPhone.orders.map((order) => order.number).sort()).toEqual([first.number, second.number].sort())
		expect(byPhone.counts).toMatchObject({ all: 2, delivery: 1, cancelled: 1 })

		const byName = await listStaffOrders(database.db, { query: 'mustafa jab', tab: 'cancelled' })
		expect(byName.orders.map((order) => order.number)).toEqual([second.number])
		expect(byName.orders[0]?.buyer.name).toBe('Mustafa Jabbar')
	})

	test('pages hold at most the page size, newest first, and a page past the end shows the last', async () => {
		const all = await listStaffOrders(database.db, { pageSize: 3 })
		expect(all.orders).toHaveLength(3)
		expect(all.pageCount).toBe(Math.ceil(all.total / 3))
		const times = all.orders.map((order) => order.submittedAt.getTime())
		expect([...times].sort((a, b) => b - a)).toEqual(times)
		const last = await listStaffOrders(database.db, { pageSize: 3, page: 10_000 })
		expect(last.page).toBe(all.pageCount)
		expect(last.orders.length).toBeGreaterThan(0)
	})

	test('search text with LIKE wildcards matches literally', async () => {
		expect((await listStaffOrders(database.db, { query: '%' })).total).toBe(0)
	})
})
