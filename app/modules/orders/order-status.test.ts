import { describe, expect, test } from 'vitest'
import {
	availableEvents,
	awaitsBuyerPayment,
	buyerCanCancel,
	nextStatus,
	ORDER_EVENTS,
	ORDER_STATUS,
	ORDER_STATUS_LABEL,
	ORDER_STATUSES,
	ORDER_TABS,
	type OrderEvent,
	type OrderFacts,
	OrderTransitionError,
	PAYMENT_TYPE,
	paymentTypesFor,
	tabOf,
} from './order-status.ts'

const card = (status: OrderFacts['status'], extra: Partial<OrderFacts> = {}): OrderFacts => ({
	status,
	paymentType: PAYMENT_TYPE.card,
	subsidyAmount: 0,
	goodsPaid: status !== 1,
	...extra,
})

describe('order lifecycle', () => {
	test('a card order travels every leg from payment to success', () => {
		const path: [OrderEvent, 'buyer' | 'staff' | 'system', number][] = [
			['goodsPaid', 'system', 14],
			['purchased', 'staff', 2],
			['shippedInChina', 'staff', 9],
			['shippedBySea', 'staff', 11],
			['arrivedAtWarehouse', 'staff', 12],
			['logisticsBilled', 'staff', 10],
			['logisticsPaid', 'system', 3],
			['receiptConfirmed', 'buyer', 5],
			['completed', 'system', 6],
		]
		let facts = card(ORDER_STATUS.awaitingPayment)
		for (const [event, actor, expected] of path) {
			const to = nextStatus(facts, event, actor)
			expect(to, event).toBe(expected)
			facts = { ...facts, status: to, goodsPaid: true }
		}
	})

	test('a subsidised order is received as "confirm goods with subsidy" (4)', () => {
		expect(nextStatus(card(3, { subsidyAmount: 5000 }), 'receiptConfirmed', 'buyer')).toBe(4)
		expect(nextStatus(card(4, { subsidyAmount: 5000 }), 'completed', 'system')).toBe(6)
	})

	test('buyers cannot move goods along; staff cannot confirm a payment the gateway has not approved for a buyer', () => {
		expect(() => nextStatus(card(14), 'purchased', 'buyer')).toThrow(OrderTransitionError)
		expect(() => nextStatus(card(1), 'goodsPaid', 'buyer')).toThrow(OrderTransitionError)
		expect(() => nextStatus(card(12), 'logisticsPaid', 'buyer')).toThrow(OrderTransitionError)
	})

	test('no event skips a leg', () => {
		expect(() => nextStatus(card(14), 'shippedBySea', 'staff')).toThrow(OrderTransitionError)
		expect(() => nextStatus(card(2), 'logisticsBilled', 'staff')).toThrow(OrderTransitionError)
		expect(() => nextStatus(card(10), 'receiptConfirmed', 'buyer')).toThrow(OrderTransitionError)
	})

	test('closed orders accept nothing', () => {
		for (const status of [6, 7, 8] as const) {
			for (const actor of ['buyer', 'staff', 'system'] as const) expect(availableEvents(card(status), actor)).toEqual([])
		}
	})

	test('cash orders go to purchase unpaid and may be cancelled there; prepaid ones may not', () => {
		const cod: OrderFacts = { status: 1, paymentType: PAYMENT_TYPE.cashOnDelivery, subsidyAmount: 0, goodsPaid: false }
		expect(nextStatus(cod, 'acceptedForPurchase', 'system')).toBe(14)
		expect(() => nextStatus(card(1, { goodsPaid: false }), 'acceptedForPurchase', 'system')).toThrow(OrderTransitionError)
		expect(buyerCanCancel({ ...cod, status: 14 })).toBe(true)
		expect(buyerCanCancel(card(14))).toBe(false)
		expect(buyerCanCancel(card(1, { goodsPaid: false }))).toBe(true)
		expect(buyerCanCancel(card(2))).toBe(false)
	})

	test('staff terminate paid orders until they are out for delivery', () => {
		for (const status of [14, 2, 9, 11, 12, 10] as const) expect(nextStatus(card(status), 'terminated', 'staff')).toBe(8)
		expect(() => nextStatus(card(3), 'terminated', 'staff')).toThrow(OrderTransitionError)
		expect(() => nextStatus(card(2), 'terminated', 'buyer')).toThrow(OrderTransitionError)
	})

	test('the buyer is asked to pay the goods before purchase and the logistics costs on arrival, cash orders never online', () => {
		expect(awaitsBuyerPayment(card(1, { goodsPaid: false }))).toBe('goods')
		expect(awaitsBuyerPayment(card(10))).toBe('logistics')
		expect(awaitsBuyerPayment(card(14))).toBeNull()
		expect(awaitsBuyerPayment({ status: 1, paymentType: PAYMENT_TYPE.cashOnDelivery, subsidyAmount: 0, goodsPaid: false })).toBeNull()
	})

	test('cash on delivery needs an address, cash at a store needs self pickup', () => {
		expect(paymentTypesFor(1)).toContain(PAYMENT_TYPE.cashOnDelivery)
		expect(paymentTypesFor(1)).not.toContain(PAYMENT_TYPE.cashAtStore)
		expect(paymentTypesFor(2)).toContain(PAYMENT_TYPE.cashAtStore)
		expect(paymentTypesFor(2)).not.toContain(PAYMENT_TYPE.cashOnDelivery)
	})

	test('every status has a label and exactly one list tab; every event leaves from real statuses', () => {
		for (const status of ORDER_STATUSES) {
			expect(ORDER_STATUS_LABEL[status]).toMatch(/^order\.status\./)
			expect(ORDER_TABS.filter((tab) => tab.statuses?.some((s) => s === status))).toHaveLength(1)
			expect(tabOf(status)).not.toBe('all')
		}
		for (const rule of Object.values(ORDER_EVENTS)) for (const from of rule.from) expect(ORDER_STATUSES).toContain(from)
	})
})
