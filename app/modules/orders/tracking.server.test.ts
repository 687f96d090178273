import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Db } from '#app/db/client.server.ts'
import { type LogisticsLeg, logisticsEvents } from '#app/db/schema/index.ts'
import { createBuyer } from '#app/modules/favorites/test-shop.server.ts'
import { OrderNotFoundError } from '#app/modules/orders/orders.server.ts'
import { type OrderStatus } from '#app/modules/orders/order-status.ts'
import { insertOrder } from '#app/modules/orders/ui/test-orders.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { addLogisticsEvent, type EstimateInputs, estimateDelivery, getTracking, LogisticsEventError } from './tracking.server.ts'

const day = (iso: string) => new Date(`${iso}T09:00:00Z`)
const at = (leg: LogisticsLeg, iso: string) => ({ leg, occurredAt: day(iso) })

function estimate(overrides: Partial<EstimateInputs>) {
	return estimateDelivery({ status: 11, logisticsMethod: 'sea', events: [], addressConfirmedAt: null, now: day('2026-01-11'), ...overrides })
}

describe('the delivery estimate', () => {
	test('no estimate before the goods leave China', () => {
		expect(estimate({ status: 14, events: [] })).toEqual({ kind: 'none', reason: 'notShipped' })
		expect(estimate({ status: 9, events: [at('supplier', '2026-01-02'), at('china_section', '2026-01-05')] })).toEqual({
			kind: 'none',
			reason: 'notShipped',
		})
	})

	test('at sea: in Iraq 35 to 50 days after sailing, counted down from today', () => {
		const result = estimate({ events: [at('china_warehouse', '2025-12-20'), at('at_sea', '2026-01-01')], now: day('2026-01-11') })
		expect(result).toEqual({
			kind: 'window',
			stage: 'sea',
			from: day('2026-02-05'),
			to: day('2026-02-20'),
			daysLeft: { min: 25, max: 40 },
		})
	})

	test('in port the window still counts from the sailing, and the days left shrink', () => {
		const result = estimate({ events: [at('at_sea', '2026-01-01'), at('port', '2026-02-04')], now: day('2026-02-08') })
		expect(result).toMatchObject({ kind: 'window', stage: 'sea', daysLeft: { min: 0, max: 12 } })
	})

	test('past the window it says late instead of inventing a new date', () => {
		expect(estimate({ events: [at('at_sea', '2026-01-01')], now: day('2026-02-21') })).toEqual({
			kind: 'late',
			stage: 'sea',
			expectedBy: day('2026-02-20'),
		})
	})

	test('no sailing date or air freight: no estimate until Iraq', () => {
		expect(estimate({ events: [at('port', '2026-02-01')] })).toEqual({ kind: 'none', reason: 'noTransitTime' })
		expect(estimate({ logisticsMethod: 'air', events: [at('at_sea', '2026-01-01')] })).toEqual({ kind: 'none', reason: 'noTransitTime' })
	})

	test('in the Iraqi warehouse: waits for the address confirmation, then 3 to 5 days from the later date', () => {
		const events = [at('at_sea', '2026-01-01'), at('iraq_warehouse', '2026-02-10')]
		expect(estimate({ status: 12, events, now: day('2026-02-11') })).toEqual({ kind: 'none', reason: 'awaitingAddress' })
		expect(estimate({ status: 3, events, addressConfirmedAt: day('2026-02-12'), now: day('2026-02-13') })).toEqual({
			kind: 'window',
			stage: 'domestic',
			from: day('2026-02-15'),
			to: day('2026-02-17'),
			daysLeft: { min: 2, max: 4 },
		})
		// Confirmed while still at sea: the days start at the arrival.
		expect(estimate({ status: 3, events, addressConfirmedAt: day('2026-01-20'), now: day('2026-02-10') })).toMatchObject({
			from: day('2026-02-13'),
			to: day('2026-02-15'),
		})
	})

	test('with the courier the domestic days run from the hand-over even without a recorded confirmation', () => {
		const events = [at('iraq_warehouse', '2026-02-10'), at('courier', '2026-02-14')]
		expect(estimate({ status: 3, events, now: day('2026-02-14') })).toMatchObject({ kind: 'window', stage: 'domestic', to: day('2026-02-19') })
		expect(estimate({ status: 3, events, now: day('2026-02-20') })).toEqual({ kind: 'late', stage: 'domestic', expectedBy: day('2026-02-19') })
	})

	test('the current leg is the furthest reached even when events were entered out of order', () => {
		const events = [at('courier', '2026-02-14'), at('at_sea', '2026-01-01')]
		expect(estimate({ status: 3, events, now: day('2026-02-14') })).toMatchObject({ stage: 'domestic' })
	})

	test('delivered, received and closed orders have nothing to estimate', () => {
		expect(estimate({ status: 3, events: [at('courier', '2026-02-14'), at('delivered', '2026-02-16')] })).toEqual({
			kind: 'delivered',
			at: day('2026-02-16'),
		})
		expect(estimate({ status: 5, events: [] })).toEqual({ kind: 'delivered', at: null })
		expect(estimate({ status: 7, events: [] })).toEqual({ kind: 'none', reason: 'closed' })
		expect(estimate({ status: 8, events: [at('at_sea', '2026-01-01')] })).toEqual({ kind: 'none', reason: 'closed' })
	})
})

let database: TestDatabase
let db: Db

beforeAll(async () => {
	database = await createTestDatabase()
	db = database.db
}, 60_000)

afterAll(async () => {
	await database?.close()
})

async function placeOrder(userId: string, status: OrderStatus = 9) {
	return insertOrder(db, { userId, status, logisticsNumber: 'MSKU1234567' })
}

describe('the timeline', () => {
	test('the buyer sees every leg in travel order with its events and the current one marked', async () => {
		const buyer = await createBuyer(db)
		const order = await placeOrder(buyer, 11)
		await db.insert(logisticsEvents).values([
			{ orderId: order.id, leg: 'at_sea', occurredAt: day('2026-01-01'), location: 'Ningbo' },
			{ orderId: order.id, leg: 'supplier', occurredAt: day('2025-12-10'), location: 'Yiwu' },
			{ orderId: order.id, leg: 'china_warehouse', occurredAt: day('2025-12-15'), location: 'Guangzhou' },
		])
		const tracking = await getTracking(db, { orderId: order.id, viewer: { kind: 'buyer', userId: buyer }, now: day('2026-01-11') })
		expect(tracking.number).toBe(order.number)
		expect(tracking.logisticsNumber).toBe('MSKU1234567')
		expect(tracking.currentLeg).toBe('at_sea')
		expect(tracking.legs.map((leg) => [leg.leg, leg.state, leg.events.map((event) => event.location)])).toEqual([
			['supplier', 'done', ['Yiwu']],
			['china_warehouse', 'done', ['Guangzhou']],
			['china_section', 'done', []],
			['at_sea', 'current', ['Ningbo']],
			['port', 'upcoming', []],
			['customs', 'upcoming', []],
			['iraq_warehouse', 'upcoming', []],
			['courier', 'upcoming', []],
			['delivered', 'upcoming', []],
		])
		expect(tracking.estimate).toMatchObject({ kind: 'window', stage: 'sea', daysLeft: { min: 25, max: 40 } })
	})

	test('another buyer, a visitor proven for another order, and unknown ids all get not found', async () => {
		const owner = await createBuyer(db)
		const stranger = await createBuyer(db)
		const order = await placeOrder(owner)
		const other = await placeOrder(stranger)
		await expect(getTracking(db, { orderId: order.id, viewer: { kind: 'buyer', userId: stranger } })).rejects.toBeInstanceOf(OrderNotFoundError)
		await expect(getTracking(db, { orderId: order.id, viewer: { kind: 'visitor', orderId: other.id } })).rejects.toBeInstanceOf(OrderNotFoundError)
		await expect(getTracking(db, { orderId: 'not-an-order', viewer: { kind: 'staff' } })).rejects.toBeInstanceOf(OrderNotFoundError)
		await expect(getTracking(db, { orderId: order.id, viewer: { kind: 'visitor', orderId: order.id } })).resolves.toMatchObject({
			number: order.number,
		})
	})
})

describe('staff entering events', () => {
	test('an event is stored trimmed and shows on the buyer timeline', async () => {
		const buyer = await createBuyer(db)
		const staff = await createBuyer(db)
		const order = await placeOrder(buyer, 12)
		const event = await addLogisticsEvent(
			db,
			{ orderId: order.id, leg: 'iraq_warehouse', occurredAt: day('2026-02-10'), location: '  بغداد  ', note: ' وصلت ', staffId: staff },
			{ now: day('2026-02-10') },
		)
		expect(event).toMatchObject({ leg: 'iraq_warehouse', location: 'بغداد', note: 'وصلت' })
		const tracking = await getTracking(db, { orderId: order.id, viewer: { kind: 'buyer', userId: buyer }, now: day('2026-02-11') })
		expect(tracking.currentLeg).toBe('iraq_warehouse')
		expect(tracking.estimate).toEqual({ kind: 'none', reason: 'awaitingAddress' })
	})

	test('an unknown leg, a time days ahead and over-long text are refused with the field named', async () => {
		const order = await placeOrder(await createBuyer(db))
		const base = { orderId: order.id, leg: 'at_sea', occurredAt: day('2026-01-01'), staffId: null }
		const refusal = (input: Parameters<typeof addLogisticsEvent>[1]) =>
			addLogisticsEvent(db, input, { now: day('2026-01-01') }).then(
				() => null,
				(error: unknown) => (error instanceof LogisticsEventError ? { messageId: error.messageId, status: error.status, field: error.input } : error),
			)
		expect(await refusal({ ...base, leg: 'teleport' })).toMatchObject({ status: 422, field: 'leg' })
		expect(await refusal({ ...base, occurredAt: day('2026-01-03') })).toMatchObject({ status: 422, field: 'occurredAt' })
		expect(await refusal({ ...base, occurredAt: new Date('nonsense') })).toMatchObject({ status: 422, field: 'occurredAt' })
		expect(await refusal({ ...base, location: 'x'.repeat(101) })).toMatchObject({ status: 422, field: 'location' })
		expect(await refusal({ ...base, note: 'x'.repeat(501) })).toMatchObject({ status: 422, field: 'note' })
		await expect(addLogisticsEvent(db, { ...base, orderId: 'missing' }, { now: day('2026-01-01') })).rejects.toBeInstanceOf(OrderNotFoundError)
	})
})
