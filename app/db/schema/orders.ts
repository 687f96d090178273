import { relations, sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { addresses, pickupStores } from './addresses.ts'
import { products, skus } from './catalog.ts'
import { id, LOCALES, oneOf, timestamps, timestampTz } from './columns.ts'
import {
	COUPON_KINDS,
	LOGISTICS_LEGS,
	LOGISTICS_METHODS,
	ORDER_ACTORS,
	ORDER_SOURCES,
	ORDER_STATUS_CODES,
	PAYMENT_STAGES,
	PAYMENT_STATUSES,
	PAYMENT_TYPE_CODES,
} from './order-vocabulary.ts'

export * from './order-vocabulary.ts'

/*
 * Cart, orders, payments, bank slips, second-stage logistics costs, the shipment timeline and coupons
 * (spec sections 3 and 4; DESIGN.md section 4). Money is integer IQD; the container storage fee is quoted in
 * USD cents per day. Nothing here is hard-deleted by a buyer: orders and payments change state, and each
 * change of an order's status is one row of `order_events`. The status codes and the rules between them live
 * in app/modules/orders/order-status.ts; the columns only check the codes exist.
 */

/** One line of a buyer's cart (addCart): a SKU and how many. Signed-in buyers only. */
export const cartItems = pgTable(
	'cart_items',
	{
		id: id(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		productId: text('product_id')
			.notNull()
			.references(() => products.id, { onDelete: 'cascade' }),
		skuId: text('sku_id')
			.notNull()
			.references(() => skus.id, { onDelete: 'cascade' }),
		quantity: integer('quantity').notNull(),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('cart_items_user_sku_unique').on(t.userId, t.skuId),
		index('cart_items_user_updated_idx').on(t.userId, t.updatedAt.desc()),
		check('cart_items_quantity_check', sql`${t.quantity} >= 1`),
	],
)

/** Where an order goes, copied when it is placed, so editing the address book never rewrites an order. */
export type OrderAddressSnapshot = {
	deliveryMode: 1 | 2
	fullName: string
	phone: string
	/** Region names in the buyer's language at the time, country → province → city. */
	regions: string[]
	postcode: string | null
	addressLine: string | null
	pickupStoreId: string | null
	pickupStoreName: string | null
	pickupStoreAddress: string | null
}

export const orders = pgTable(
	'orders',
	{
		id: id(),
		/** What buyers and staff read and type: D + yymmdd + 6 digits, e.g. D261123048213. */
		number: text('number').notNull(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'restrict' }),
		status: integer('status').notNull().default(1),
		source: text('source', { enum: ORDER_SOURCES }).notNull(),
		/** A quote accepted in the chat (issue 5) or a campaign (issue 7) this order came from. */
		sourceRef: text('source_ref'),
		/** Chosen at checkout; the buyer may pay again by another method after a failure. */
		paymentType: integer('payment_type').notNull(),
		logisticsMethod: text('logistics_method', { enum: LOGISTICS_METHODS }).notNull(),
		deliveryMode: integer('delivery_mode').notNull(),
		addressId: text('address_id').references(() => addresses.id, { onDelete: 'restrict' }),
		pickupStoreId: text('pickup_store_id').references(() => pickupStores.id, { onDelete: 'restrict' }),
		address: jsonb('address').$type<OrderAddressSnapshot>().notNull(),
		remark: text('remark').notNull().default(''),
		/** Sum of the lines at their unit prices (IQD). */
		goodsAmount: integer('goods_amount').notNull(),
		/** The coupon's discount (IQD). */
		discountAmount: integer('discount_amount').notNull().default(0),
		/** Paid by a campaign (free gift, group price), shown as a subsidy (status 4 on receipt). */
		subsidyAmount: integer('subsidy_amount').notNull().default(0),
		/** First stage: goods − discount − subsidy (IQD). */
		payableAmount: integer('payable_amount').notNull(),
		/** The second-stage estimate shown at checkout (IQD); the real costs are in order_logistics_costs. */
		estimatedLogisticsAmount: integer('estimated_logistics_amount').notNull().default(0),
		userCouponId: text('user_coupon_id'),
		/** The carrier's tracking number once the goods leave China. */
		logisticsNumber: text('logistics_number'),
		/** Unique per buyer: a retried createOrder returns the same order; a different body is refused. */
		idempotencyKey: text('idempotency_key').notNull(),
		/** SHA-256 of the normalised request, to tell a retry from a different order with a reused key. */
		requestHash: text('request_hash').notNull(),
		submittedAt: timestampTz('submitted_at').notNull().defaultNow(),
		paidAt: timestampTz('paid_at'),
		/** When the buyer confirmed the address for domestic delivery (3 to 5 days from here). */
		addressConfirmedAt: timestampTz('address_confirmed_at'),
		receivedAt: timestampTz('received_at'),
		closedAt: timestampTz('closed_at'),
		/** Why it was cancelled or terminated, as the actor wrote it or a message id for the system's reasons. */
		closeReason: text('close_reason'),
		statusChangedAt: timestampTz('status_changed_at').notNull().defaultNow(),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('orders_number_unique').on(t.number),
		uniqueIndex('orders_user_idempotency_unique').on(t.userId, t.idempotencyKey),
		// The order list reads newest first (submitted_at desc, id desc), per buyer and per tab.
		index('orders_user_submitted_idx').on(t.userId, t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
		index('orders_user_status_idx').on(t.userId, t.status, t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
		index('orders_status_changed_idx').on(t.status, t.statusChangedAt),
		check('orders_status_check', sql.raw(`"status" in (${ORDER_STATUS_CODES.join(', ')})`)),
		check('orders_payment_type_check', sql.raw(`"payment_type" in (${PAYMENT_TYPE_CODES.join(', ')})`)),
		check('orders_source_check', oneOf(t.source, ORDER_SOURCES)),
		check('orders_logistics_method_check', oneOf(t.logisticsMethod, LOGISTICS_METHODS)),
		check('orders_delivery_mode_check', sql`${t.deliveryMode} in (1, 2)`),
		check(
			'orders_amounts_check',
			sql`${t.goodsAmount} >= 0 and ${t.discountAmount} >= 0 and ${t.subsidyAmount} >= 0 and ${t.payableAmount} >= 0 and ${t.estimatedLogisticsAmount} >= 0`,
		),
	],
)

/**
 * A trade flow the buyer opened (issue 17): its id rides in the page's address, and placing the order consumes
 * it, once. A checkout page shown again (the back button, a stale tab) finds it placed and answers with the order
 * instead of a live confirm button; a second submit, even with a new idempotency key, is that same order.
 */
export const checkoutDrafts = pgTable(
	'checkout_drafts',
	{
		id: id(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** The order that consumed it; null while the checkout is open. */
		orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
		placedAt: timestampTz('placed_at'),
		...timestamps(),
	},
	(t) => [
		index('checkout_drafts_user_idx').on(t.userId),
		uniqueIndex('checkout_drafts_order_unique').on(t.orderId),
		index('checkout_drafts_open_created_idx')
			.on(t.createdAt)
			.where(sql`${t.orderId} is null`),
	],
)

/** A SKU and quantity of an order, with the price and names it was bought at. */
export const orderItems = pgTable(
	'order_items',
	{
		id: id(),
		orderId: text('order_id')
			.notNull()
			.references(() => orders.id, { onDelete: 'cascade' }),
		productId: text('product_id')
			.notNull()
			.references(() => products.id, { onDelete: 'restrict' }),
		skuId: text('sku_id')
			.notNull()
			.references(() => skus.id, { onDelete: 'restrict' }),
		quantity: integer('quantity').notNull(),
		unitPrice: integer('unit_price').notNull(),
		/** The title and SKU label in the buyer's language when ordered ("Red / XL"); the product page may change. */
		title: text('title').notNull(),
		skuLabel: text('sku_label').notNull().default(''),
		imageKey: text('image_key'),
		sort: integer('sort').notNull().default(0),
		...timestamps(),
	},
	(t) => [index('order_items_order_idx').on(t.orderId, t.sort), check('order_items_quantity_check', sql`${t.quantity} >= 1 and ${t.unitPrice} >= 0`)],
)

/** Every change of an order's status, who made it and why: the order's audit trail. */
export const orderEvents = pgTable(
	'order_events',
	{
		id: id(),
		orderId: text('order_id')
			.notNull()
			.references(() => orders.id, { onDelete: 'cascade' }),
		fromStatus: integer('from_status'),
		toStatus: integer('to_status').notNull(),
		actor: text('actor', { enum: ORDER_ACTORS }).notNull(),
		actorId: text('actor_id'),
		note: text('note'),
		...timestamps(),
	},
	(t) => [index('order_events_order_idx').on(t.orderId, t.createdAt), check('order_events_actor_check', oneOf(t.actor, ORDER_ACTORS))],
)

/**
 * One attempt to pay one stage of an order by one method. A new attempt after a failure or a rejection is a
 * new row (the old one is kept); at most one attempt per order and stage is open or succeeded at a time.
 */
export const payments = pgTable(
	'payments',
	{
		id: id(),
		orderId: text('order_id')
			.notNull()
			.references(() => orders.id, { onDelete: 'restrict' }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'restrict' }),
		stage: text('stage', { enum: PAYMENT_STAGES }).notNull(),
		type: integer('type').notNull(),
		amount: integer('amount').notNull(),
		status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
		/** Unique per buyer: paying twice with one key is one payment. */
		idempotencyKey: text('idempotency_key').notNull(),
		/** The card gateway's reference for this attempt. */
		gatewayRef: text('gateway_ref'),
		/** Why it failed (gateway code) or was rejected (the reviewer's words). */
		failureReason: text('failure_reason'),
		reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
		reviewedAt: timestampTz('reviewed_at'),
		succeededAt: timestampTz('succeeded_at'),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('payments_user_idempotency_unique').on(t.userId, t.idempotencyKey),
		uniqueIndex('payments_gateway_ref_unique').on(t.gatewayRef),
		uniqueIndex('payments_one_live_per_stage_unique')
			.on(t.orderId, t.stage)
			.where(sql`${t.status} in ('pending', 'in_review', 'succeeded')`),
		index('payments_order_idx').on(t.orderId, t.createdAt),
		index('payments_review_idx').on(t.status, t.createdAt),
		check('payments_type_check', sql.raw(`"type" in (${PAYMENT_TYPE_CODES.join(', ')})`)),
		check('payments_stage_check', oneOf(t.stage, PAYMENT_STAGES)),
		check('payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
		check('payments_amount_check', sql`${t.amount} >= 0`),
	],
)

/** A bank-transfer slip (png, jpg, gif or pdf, checked by content) uploaded for a payment's review. */
export const paymentSlips = pgTable(
	'payment_slips',
	{
		id: id(),
		paymentId: text('payment_id')
			.notNull()
			.references(() => payments.id, { onDelete: 'restrict' }),
		storageKey: text('storage_key').notNull(),
		contentType: text('content_type').notNull(),
		byteSize: integer('byte_size').notNull(),
		sort: integer('sort').notNull().default(0),
		...timestamps(),
	},
	(t) => [index('payment_slips_payment_idx').on(t.paymentId, t.sort)],
)

/**
 * The second-stage logistics costs (spec section 3), entered by staff when the goods reach the Iraqi warehouse
 * and paid by the buyer as the second payment. The container storage fee is USD cents per day times days,
 * converted at `usd_to_iqd`; the rest are IQD. `total` is what the buyer pays.
 */
export const orderLogisticsCosts = pgTable(
	'order_logistics_costs',
	{
		orderId: text('order_id')
			.primaryKey()
			.references(() => orders.id, { onDelete: 'cascade' }),
		maritimeFee: integer('maritime_fee').notNull().default(0),
		containerStorageUsdCentsPerDay: integer('container_storage_usd_cents_per_day').notNull().default(0),
		containerStorageDays: integer('container_storage_days').notNull().default(0),
		usdToIqd: integer('usd_to_iqd').notNull(),
		chinaFreightSupplement: integer('china_freight_supplement').notNull().default(0),
		insurance: integer('insurance').notNull().default(0),
		domesticWarehouseFee: integer('domestic_warehouse_fee').notNull().default(0),
		valueAddedServiceFee: integer('value_added_service_fee').notNull().default(0),
		total: integer('total').notNull(),
		enteredBy: text('entered_by').references(() => users.id, { onDelete: 'set null' }),
		...timestamps(),
	},
	(t) => [
		check(
			'order_logistics_costs_non_negative_check',
			sql`${t.maritimeFee} >= 0 and ${t.containerStorageUsdCentsPerDay} >= 0 and ${t.containerStorageDays} >= 0 and ${t.usdToIqd} > 0 and ${t.chinaFreightSupplement} >= 0 and ${t.insurance} >= 0 and ${t.domesticWarehouseFee} >= 0 and ${t.valueAddedServiceFee} >= 0 and ${t.total} >= 0`,
		),
	],
)

/** One step of the shipment timeline, entered by staff. */
export const logisticsEvents = pgTable(
	'logistics_events',
	{
		id: id(),
		orderId: text('order_id')
			.notNull()
			.references(() => orders.id, { onDelete: 'cascade' }),
		leg: text('leg', { enum: LOGISTICS_LEGS }).notNull(),
		occurredAt: timestampTz('occurred_at').notNull(),
		/** Where, as staff wrote it ("Yiwu", "Umm Qasr"). */
		location: text('location').notNull().default(''),
		note: text('note').notNull().default(''),
		createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
		...timestamps(),
	},
	(t) => [index('logistics_events_order_idx').on(t.orderId, t.occurredAt), check('logistics_events_leg_check', oneOf(t.leg, LOGISTICS_LEGS))],
)

/** A coupon template: what it takes off, when, and for which products (none listed: all products). */
export const coupons = pgTable(
	'coupons',
	{
		id: id(),
		/** Stable across databases, e.g. NEW-USER-1000; what the seed matches on. */
		code: text('code').notNull(),
		kind: text('kind', { enum: COUPON_KINDS }).notNull(),
		amount: integer('amount').notNull(),
		thresholdType: integer('threshold_type').notNull().default(1),
		thresholdValue: integer('threshold_value').notNull().default(0),
		/** A received coupon is valid for this many days… */
		validDays: integer('valid_days'),
		/** …or until this time, whichever comes first. */
		validUntil: timestampTz('valid_until'),
		/** Buyers may take it themselves from the coupon centre (receive); otherwise it is granted. */
		receivable: boolean('receivable').notNull().default(false),
		active: boolean('active').notNull().default(true),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('coupons_code_unique').on(t.code),
		check('coupons_kind_check', oneOf(t.kind, COUPON_KINDS)),
		check('coupons_threshold_type_check', sql`${t.thresholdType} in (1, 2, 3)`),
		check('coupons_amount_check', sql`${t.amount} > 0 and ${t.thresholdValue} >= 0`),
	],
)

export const couponTexts = pgTable(
	'coupon_texts',
	{
		couponId: text('coupon_id')
			.notNull()
			.references(() => coupons.id, { onDelete: 'cascade' }),
		locale: text('locale', { enum: LOCALES }).notNull(),
		name: text('name').notNull(),
		...timestamps(),
	},
	(t) => [primaryKey({ columns: [t.couponId, t.locale] }), check('coupon_texts_locale_check', oneOf(t.locale, LOCALES))],
)

/** Products a coupon is limited to (by-products); a coupon without rows here is valid for every product. */
export const couponProducts = pgTable(
	'coupon_products',
	{
		couponId: text('coupon_id')
			.notNull()
			.references(() => coupons.id, { onDelete: 'cascade' }),
		productId: text('product_id')
			.notNull()
			.references(() => products.id, { onDelete: 'cascade' }),
		...timestamps(),
	},
	(t) => [primaryKey({ columns: [t.couponId, t.productId] }), index('coupon_products_product_idx').on(t.productId)],
)

/** A coupon in a buyer's wallet. Used by exactly one order; released again if that order is cancelled unpaid. */
export const userCoupons = pgTable(
	'user_coupons',
	{
		id: id(),
		couponId: text('coupon_id')
			.notNull()
			.references(() => coupons.id, { onDelete: 'restrict' }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		validUntil: timestampTz('valid_until').notNull(),
		orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
		usedAt: timestampTz('used_at'),
		...timestamps(),
	},
	(t) => [uniqueIndex('user_coupons_user_coupon_unique').on(t.userId, t.couponId), index('user_coupons_user_valid_idx').on(t.userId, t.validUntil)],
)

export const ordersRelations = relations(orders, ({ many, one }) => ({
	items: many(orderItems),
	events: many(orderEvents),
	payments: many(payments),
	logisticsEvents: many(logisticsEvents),
	logisticsCosts: one(orderLogisticsCosts, { fields: [orders.id], references: [orderLogisticsCosts.orderId] }),
}))

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
	order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
}))

export const orderEventsRelations = relations(orderEvents, ({ one }) => ({
	order: one(orders, { fields: [orderEvents.orderId], references: [orders.id] }),
}))

export const paymentsRelations = relations(payments, ({ one, many }) => ({
	order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
	slips: many(paymentSlips),
}))

export const paymentSlipsRelations = relations(paymentSlips, ({ one }) => ({
	payment: one(payments, { fields: [paymentSlips.paymentId], references: [payments.id] }),
}))

export const logisticsEventsRelations = relations(logisticsEvents, ({ one }) => ({
	order: one(orders, { fields: [logisticsEvents.orderId], references: [orders.id] }),
}))
