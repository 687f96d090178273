/**
 * The order lifecycle: spec section 4's status codes, the list tabs they fall under, and the one table of
 * transitions between them. The spec lists the codes but says "exact transitions: not shown"; the rules chosen
 * here are written down in docs/decisions/012-order-lifecycle.md. Pure: shared by the server (which enforces
 * them inside a transaction), the order pages (which show only the actions allowed) and the staff console.
 */

export const ORDER_STATUS = {
	awaitingPayment: 1,
	waitSellerSend: 2,
	waitBuyerReceive: 3,
	receivedWithSubsidy: 4,
	received: 5,
	success: 6,
	cancelled: 7,
	terminated: 8,
	chinaShipping: 9,
	logisticsPayment: 10,
	seaShipping: 11,
	toWarehouse: 12,
	waitingPurchase: 14,
} as const
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]

export const ORDER_STATUSES = Object.values(ORDER_STATUS) as OrderStatus[]

export function isOrderStatus(value: number): value is OrderStatus {
	return (ORDER_STATUSES as number[]).includes(value)
}

/** Spec section 4: 10 online (card), 11 cash on delivery, 5 offline account transfer, 3 offline cash at a store. */
export const PAYMENT_TYPE = { cashAtStore: 3, bankTransfer: 5, card: 10, cashOnDelivery: 11 } as const
export type PaymentType = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE]
export const PAYMENT_TYPES = Object.values(PAYMENT_TYPE) as PaymentType[]

export function isPaymentType(value: number): value is PaymentType {
	return (PAYMENT_TYPES as number[]).includes(value)
}

/** Paid before the goods are bought (card, transfer), or collected in cash when the goods are handed over. */
export function paysOnHandover(type: PaymentType): boolean {
	return type === PAYMENT_TYPE.cashOnDelivery || type === PAYMENT_TYPE.cashAtStore
}

/**
 * Which payment types fit a delivery mode: cash on delivery needs a delivery address (mode 1), cash at a store
 * needs self pickup at that store (mode 2); card and bank transfer fit both.
 */
export function paymentTypesFor(deliveryMode: 1 | 2): PaymentType[] {
	return deliveryMode === 1
		? [PAYMENT_TYPE.card, PAYMENT_TYPE.bankTransfer, PAYMENT_TYPE.cashOnDelivery]
		: [PAYMENT_TYPE.card, PAYMENT_TYPE.bankTransfer, PAYMENT_TYPE.cashAtStore]
}

/** The message id a buyer reads for a status (spec section 4: 14 and 2 read "wait delivery"; 9–12 "waiting for receipt"). */
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
	1: 'order.status.awaitingPayment',
	14: 'order.status.waitingPurchase',
	2: 'order.status.waitSellerSend',
	9: 'order.status.chinaShipping',
	11: 'order.status.seaShipping',
	12: 'order.status.toWarehouse',
	10: 'order.status.logisticsPayment',
	3: 'order.status.waitBuyerReceive',
	4: 'order.status.receivedWithSubsidy',
	5: 'order.status.received',
	6: 'order.status.success',
	7: 'order.status.cancelled',
	8: 'order.status.terminated',
}

/**
 * The one colour of each status, the same on the buyer's pages and in the staff console (a design-system Badge
 * tone): waiting on the buyer (warning), moving (brand), done (success), over without being done (neutral).
 */
export const ORDER_STATUS_TONE = {
	1: 'warning',
	14: 'brand',
	2: 'brand',
	9: 'brand',
	11: 'brand',
	12: 'brand',
	10: 'warning',
	3: 'brand',
	4: 'success',
	5: 'success',
	6: 'success',
	7: 'neutral',
	8: 'neutral',
} as const satisfies Record<OrderStatus, 'warning' | 'brand' | 'success' | 'neutral'>

/** Order-list tabs of spec section 4, in the order they are shown, with the statuses each holds. */
export const ORDER_TABS = [
	{ key: 'all', labelId: 'order.tab.all', statuses: null },
	{ key: 'unpaid', labelId: 'order.tab.unpaid', statuses: [1] },
	{ key: 'delivery', labelId: 'order.tab.delivery', statuses: [14, 2] },
	{ key: 'receipt', labelId: 'order.tab.receipt', statuses: [9, 11, 12, 10, 3] },
	{ key: 'received', labelId: 'order.tab.received', statuses: [4, 5, 6] },
	{ key: 'cancelled', labelId: 'order.tab.cancelled', statuses: [7, 8] },
] as const satisfies readonly { key: string; labelId: string; statuses: readonly OrderStatus[] | null }[]
export type OrderTab = (typeof ORDER_TABS)[number]['key']
export const ORDER_TAB_KEYS = ORDER_TABS.map((tab) => tab.key) as OrderTab[]

export function tabOf(status: OrderStatus): Exclude<OrderTab, 'all'> {
	for (const tab of ORDER_TABS) if (tab.statuses?.some((s) => s === status)) return tab.key as Exclude<OrderTab, 'all'>
	throw new Error(`status ${status} is in no tab`)
}

export type OrderActor = 'buyer' | 'staff' | 'system'

/**
 * What can happen to an order. Each event names who may cause it and which statuses it leaves from; its target
 * may depend on the order (a subsidised order is received as 4, otherwise 5).
 */
export const ORDER_EVENTS = {
	/** The goods payment succeeded: card approved, slip approved (or a zero-price order was placed). */
	goodsPaid: { from: [1], actors: ['system', 'staff'] },
	/** A cash-on-delivery or cash-at-store order is confirmed for purchase without prepayment. */
	acceptedForPurchase: { from: [1], actors: ['system', 'staff'] },
	/** Staff bought the goods from the supplier. */
	purchased: { from: [14], actors: ['staff'] },
	/** The supplier sent the goods into China (to the consolidation warehouse). */
	shippedInChina: { from: [2], actors: ['staff'] },
	/** Loaded on the ship. */
	shippedBySea: { from: [9], actors: ['staff'] },
	/** Arrived at Dijla's Iraqi warehouse. */
	arrivedAtWarehouse: { from: [11], actors: ['staff'] },
	/** Staff entered the second-stage logistics costs: the buyer now pays them. */
	logisticsBilled: { from: [12], actors: ['staff'] },
	/** The second-stage payment succeeded (or was nothing to pay): out for domestic delivery or ready at the store. */
	logisticsPaid: { from: [10], actors: ['system', 'staff'] },
	/** The buyer confirmed receipt (or staff, on the courier's proof). */
	receiptConfirmed: { from: [3], actors: ['buyer', 'staff'] },
	/** The after-sales window closed: the order is complete. */
	completed: { from: [4, 5], actors: ['system', 'staff'] },
	/** Cancelled before money changed hands: by the buyer, staff, or the system when payment never came. */
	cancelled: { from: [1], actors: ['buyer', 'staff', 'system'] },
	/** Cancelled before purchase when nothing was prepaid (cash orders): the buyer or staff. */
	cancelledBeforePurchase: { from: [14], actors: ['buyer', 'staff'] },
	/** Stopped after payment (supplier cannot deliver, goods lost): staff only, the money is refunded. */
	terminated: { from: [14, 2, 9, 11, 12, 10], actors: ['staff'] },
} as const satisfies Record<string, { from: readonly OrderStatus[]; actors: readonly OrderActor[] }>
export type OrderEvent = keyof typeof ORDER_EVENTS

export type OrderFacts = {
	status: OrderStatus
	paymentType: PaymentType
	/** Part of the price was paid by a campaign. */
	subsidyAmount: number
	/** A goods payment has succeeded. */
	goodsPaid: boolean
}

export class OrderTransitionError extends Error {
	override name = 'OrderTransitionError'
	constructor(
		readonly event: OrderEvent,
		readonly status: OrderStatus,
		readonly actor: OrderActor,
	) {
		super(`order.error.transition`)
	}
}

/** Where `event` takes an order, or throws OrderTransitionError when it may not happen now or by this actor. */
export function nextStatus(order: OrderFacts, event: OrderEvent, actor: OrderActor): OrderStatus {
	const rule = ORDER_EVENTS[event]
	const allowedFrom = (rule.from as readonly OrderStatus[]).includes(order.status)
	const allowedActor = (rule.actors as readonly OrderActor[]).includes(actor)
	if (!allowedFrom || !allowedActor) throw new OrderTransitionError(event, order.status, actor)
	switch (event) {
		case 'goodsPaid':
		case 'acceptedForPurchase':
			if (event === 'acceptedForPurchase' && !paysOnHandover(order.paymentType)) throw new OrderTransitionError(event, order.status, actor)
			return ORDER_STATUS.waitingPurchase
		case 'purchased':
			return ORDER_STATUS.waitSellerSend
		case 'shippedInChina':
			return ORDER_STATUS.chinaShipping
		case 'shippedBySea':
			return ORDER_STATUS.seaShipping
		case 'arrivedAtWarehouse':
			return ORDER_STATUS.toWarehouse
		case 'logisticsBilled':
			return ORDER_STATUS.logisticsPayment
		case 'logisticsPaid':
			return ORDER_STATUS.waitBuyerReceive
		case 'receiptConfirmed':
			return order.subsidyAmount > 0 ? ORDER_STATUS.receivedWithSubsidy : ORDER_STATUS.received
		case 'completed':
			return ORDER_STATUS.success
		case 'cancelled':
			return ORDER_STATUS.cancelled
		case 'cancelledBeforePurchase':
			if (order.goodsPaid) throw new OrderTransitionError(event, order.status, actor)
			return ORDER_STATUS.cancelled
		case 'terminated':
			return ORDER_STATUS.terminated
	}
}

/** Whether `event` may happen now, for showing or hiding a button. */
export function canHappen(order: OrderFacts, event: OrderEvent, actor: OrderActor): boolean {
	try {
		nextStatus(order, event, actor)
		return true
	} catch (error) {
		if (error instanceof OrderTransitionError) return false
		throw error
	}
}

/** The events `actor` may cause now, in table order. */
export function availableEvents(order: OrderFacts, actor: OrderActor): OrderEvent[] {
	return (Object.keys(ORDER_EVENTS) as OrderEvent[]).filter((event) => canHappen(order, event, actor))
}

/** The buyer may cancel (with a confirmation) only before anything was paid or bought. */
export function buyerCanCancel(order: OrderFacts): boolean {
	return canHappen(order, 'cancelled', 'buyer') || canHappen(order, 'cancelledBeforePurchase', 'buyer')
}

/** The order waits for a payment from the buyer: the goods (1, unless paid on handover) or the logistics costs (10). */
export function awaitsBuyerPayment(order: OrderFacts): 'goods' | 'logistics' | null {
	if (order.status === ORDER_STATUS.awaitingPayment && !paysOnHandover(order.paymentType)) return 'goods'
	if (order.status === ORDER_STATUS.logisticsPayment) return 'logistics'
	return null
}

/** Until the goods leave the Iraqi warehouse the buyer may still change where they go. */
export const ADDRESS_CHANGEABLE_STATUSES: readonly OrderStatus[] = [1, 14, 2, 9, 11, 12, 10]

/** The order is over: no further events. */
export function isClosed(status: OrderStatus): boolean {
	return status === ORDER_STATUS.success || status === ORDER_STATUS.cancelled || status === ORDER_STATUS.terminated
}

/** An unpaid order (card or transfer) is cancelled by the system after this long, and its stock returned. */
export const UNPAID_ORDER_TTL_MS = 48 * 60 * 60 * 1000
/** Received orders complete (6) this long after receipt: the after-sales window. */
export const AFTER_SALES_WINDOW_MS = 7 * 24 * 60 * 60 * 1000
