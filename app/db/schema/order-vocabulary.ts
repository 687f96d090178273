/**
 * The orders' vocabulary (status and payment codes, stages, methods, legs, coupon kinds): what the schema's CHECK
 * constraints, the rules and the pages share. No imports, so a page's JavaScript can take it without the database
 * layer (app/db/schema/orders.ts re-exports it).
 */

/** Spec section 4, every order status code. */
export const ORDER_STATUS_CODES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14] as const

/** Spec section 4: 10 online (card), 11 cash on delivery, 5 offline account transfer, 3 offline cash (at a store). */
export const PAYMENT_TYPE_CODES = [3, 5, 10, 11] as const

/** The first payment is for the goods; the second for the sea-freight logistics costs billed on arrival. */
export const PAYMENT_STAGES = ['goods', 'logistics'] as const
export type PaymentStage = (typeof PAYMENT_STAGES)[number]

/**
 * - pending: created, waiting for the buyer (card: at the gateway; transfer: no slip yet; cash: not collected)
 * - in_review: slips uploaded, waiting for staff (spec "examine", 9)
 * - succeeded: money received (card approved, slip approved — spec "examine success", 10 — cash collected)
 * - failed: the gateway declined (spec "payment failed", pay again), or cash was not collected at handover (spec
 *   "abnormal payment collection")
 * - rejected: staff rejected the slips (spec "payment audit failed", pay again)
 * - cancelled: superseded by another attempt, or the order was cancelled
 */
export const PAYMENT_STATUSES = ['pending', 'in_review', 'succeeded', 'failed', 'rejected', 'cancelled'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const ORDER_SOURCES = ['buy_now', 'cart', 'quote', 'campaign'] as const
export type OrderSource = (typeof ORDER_SOURCES)[number]

/** Logistics methods a buyer can choose (spec: "select a logistics method"); rates in app/modules/logistics. */
export const LOGISTICS_METHODS = ['sea', 'air'] as const
export type LogisticsMethod = (typeof LOGISTICS_METHODS)[number]

export const ORDER_ACTORS = ['buyer', 'staff', 'system'] as const
export type OrderActor = (typeof ORDER_ACTORS)[number]

/** The legs of a shipment, in the order goods travel them (issue 6: supplier → … → delivered). */
export const LOGISTICS_LEGS = [
	'supplier',
	'china_warehouse',
	'china_section',
	'at_sea',
	'port',
	'customs',
	'iraq_warehouse',
	'courier',
	'delivered',
] as const
export type LogisticsLeg = (typeof LOGISTICS_LEGS)[number]

/** Spec section 3: thresholdType 2 is an amount threshold (IQD), 3 a piece count, anything else none (1). */
export const COUPON_THRESHOLD_TYPES = [1, 2, 3] as const
export const COUPON_KINDS = ['new_user', 'campaign', 'promotion'] as const
export type CouponKind = (typeof COUPON_KINDS)[number]
