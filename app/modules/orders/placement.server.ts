import { createHash, randomInt } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { ContentionError, isUniqueViolation, withContentionRetry } from '#app/db/errors.server.ts'
import { type Db, type DbTransaction } from '#app/db/client.server.ts'
import {
	cartItems,
	createId,
	type Locale,
	LOGISTICS_METHODS,
	type LogisticsMethod,
	orderEvents,
	orderItems,
	orders,
	type OrderAddressSnapshot,
	type OrderSource,
	payments,
	products,
	skus,
} from '#app/db/schema/index.ts'
import { CheckoutDraftPlacedError, consumeCheckoutDraft, findCheckoutDraft } from '#app/modules/orders/checkout-drafts.server.ts'
import { type AddressView } from '#app/modules/addresses/addresses.server.ts'
import { CouponNotUsableError, redeemUserCoupon } from '#app/modules/coupons/coupons.server.ts'
import { baghdadDay } from '#app/modules/history/baghdad-day.ts'
import { nextStatus, ORDER_STATUS, type OrderFacts, type OrderStatus, PAYMENT_TYPE, type PaymentType, paysOnHandover } from './order-status.ts'
import { announce, MAX_LINE_QUANTITY, MAX_REMARK_LENGTH, OrderError } from './orders.server.ts'
import {
	agreedUnit,
	CheckoutLine,
	estimateLogistics,
	findAddress,
	lineProblem,
	loadSkuFacts,
	normalizeLines,
	offeredPaymentTypes,
	PriceAgreement,
	unitPriceOf,
	usdRate,
} from './pricing.server.ts'

/**
 * Placing an order (spec section 7: createOrder): one transaction that prices the lines again, takes the stock
 * with `UPDATE … WHERE stock >= n` in one fixed lock order (SKUs by id, then products), redeems the coupon and
 * consumes the checkout draft; the idempotency key makes a retried or double-tapped order one order.
 */

export type PlaceOrderInput = {
	userId: string
	idempotencyKey: string
	/** The trade flow's checkout draft (checkout-drafts.server.ts): consumed by this order, so it places one order only. */
	draftId?: string | null
	source: OrderSource
	sourceRef?: string | null
	lines: readonly CheckoutLine[]
	addressId: string | null
	logisticsMethod: string | null
	paymentType: number | null
	userCouponId: string | null
	remark: string
	/** An accepted quote or a qualified campaign: its prices instead of the catalogue's, checked in the transaction. */
	agreement?: PriceAgreement | null
	locale: Locale
	now?: Date
}

export type PlacedOrder = { orderId: string; number: string; status: OrderStatus; payableAmount: number; paymentType: PaymentType; replayed: boolean }

/** Order numbers a person can read out on the phone: D + Baghdad date (yymmdd) + 6 random digits. */
export function newOrderNumber(now: Date): string {
	return `D${baghdadDay(now).slice(2).replaceAll('-', '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
}

/** The same request hashes the same whatever order its lines came in. */
export function checkoutRequestHash(input: Omit<PlaceOrderInput, 'idempotencyKey' | 'draftId' | 'locale' | 'now' | 'userId' | 'agreement'>): string {
	const normalized = {
		source: input.source,
		sourceRef: input.sourceRef ?? null,
		lines: normalizeLines(input.lines).sort((a, b) => a.skuId.localeCompare(b.skuId)),
		addressId: input.addressId,
		logisticsMethod: input.logisticsMethod,
		paymentType: input.paymentType,
		userCouponId: input.userCouponId,
		remark: input.remark.trim(),
	}
	return createHash('sha256').update(JSON.stringify(normalized)).digest('hex')
}

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/

export function snapshotOf(address: AddressView): OrderAddressSnapshot {
	return {
		deliveryMode: address.deliveryMode,
		fullName: address.fullName,
		phone: address.phone,
		regions: [address.country?.name, address.province?.name, address.city?.name].filter((name): name is string => Boolean(name)),
		postcode: address.postcode,
		addressLine: address.addressLine,
		pickupStoreId: address.pickupStore?.id ?? null,
		pickupStoreName: address.pickupStore?.name ?? null,
		pickupStoreAddress: address.pickupStore?.address ?? null,
	}
}

async function replayOf(db: Db | DbTransaction, userId: string, key: string, requestHash: string): Promise<PlacedOrder | null> {
	const [existing] = await db
		.select({
			orderId: orders.id,
			number: orders.number,
			status: orders.status,
			payableAmount: orders.payableAmount,
			paymentType: orders.paymentType,
			requestHash: orders.requestHash,
		})
		.from(orders)
		.where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
		.limit(1)
	if (!existing) return null
	if (existing.requestHash !== requestHash) throw new OrderError('checkout.error.keyReused', 422, 'idempotencyKey')
	return {
		orderId: existing.orderId,
		number: existing.number,
		status: existing.status as OrderStatus,
		payableAmount: existing.payableAmount,
		paymentType: existing.paymentType as PaymentType,
		replayed: true,
	}
}

function placedOf(order: { orderId: string; number: string; status: OrderStatus; payableAmount: number; paymentType: number }): PlacedOrder {
	return { ...order, paymentType: order.paymentType as PaymentType, replayed: true }
}

/**
 * The order a page's idempotency key already made, if any: a form sent again after its quote or campaign was
 * used by that very order answers with the order instead of "already ordered".
 */
export async function orderPlacedWithKey(
	db: Db,
	{ userId, idempotencyKey }: { userId: string; idempotencyKey: string },
): Promise<PlacedOrder | null> {
	if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) return null
	const [existing] = await db
		.select({
			orderId: orders.id,
			number: orders.number,
			status: orders.status,
			payableAmount: orders.payableAmount,
			paymentType: orders.paymentType,
		})
		.from(orders)
		.where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))
		.limit(1)
	return existing ? { ...existing, status: existing.status as OrderStatus, paymentType: existing.paymentType as PaymentType, replayed: true } : null
}

/**
 * createOrder: places the order in one transaction — the order row first (the idempotency key is unique per
 * buyer, so a concurrent twin waits and then finds it), then each SKU's stock is taken with a guarded UPDATE
 * (a shortfall rolls everything back), the coupon is redeemed, the lines and the first status event written.
 * Cash on delivery and cash at a store go straight to purchase (14) with a pending cash payment; a zero
 * payable by card or transfer counts as paid. The same key and body return the first order; the same key
 * with another body is refused (422).
 */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlacedOrder> {
	const now = input.now ?? new Date()
	if (!IDEMPOTENCY_KEY_PATTERN.test(input.idempotencyKey)) throw new OrderError('checkout.error.expired', 422, 'idempotencyKey')
	const requestHash = checkoutRequestHash(input)
	const earlier = await replayOf(db, input.userId, input.idempotencyKey, requestHash)
	if (earlier) return earlier
	// A checkout already placed (back to it, a stale tab, a new key): its order, never a second one.
	const draftId = input.draftId ?? null
	if (draftId !== null) {
		const draft = await findCheckoutDraft(db, { userId: input.userId, draftId })
		if (!draft) throw new OrderError('checkout.error.expired', 422, 'idempotencyKey')
		if (draft.placed) return placedOf(draft.placed)
	}

	const lines = normalizeLines(input.lines)
	if (lines.length === 0) throw new OrderError('checkout.error.noItems', 422, 'lines')
	if (lines.some((line) => line.quantity <= 0)) throw new OrderError('product.quantity.zero', 422, 'lines')
	if (lines.some((line) => line.quantity > MAX_LINE_QUANTITY)) throw new OrderError('checkout.problem.overStock', 422, 'lines')
	if (!input.addressId) throw new OrderError('checkout.error.address', 422, 'addressId')
	if (!input.logisticsMethod || !(LOGISTICS_METHODS as readonly string[]).includes(input.logisticsMethod))
		throw new OrderError('checkout.error.logistics', 422, 'logisticsMethod')
	const logisticsMethod = input.logisticsMethod as LogisticsMethod
	if (input.paymentType === null || !Object.values(PAYMENT_TYPE).includes(input.paymentType as PaymentType))
		throw new OrderError('checkout.error.payment', 422, 'paymentType')
	const paymentType = input.paymentType as PaymentType
	const remark = input.remark.trim()
	if (remark.length > MAX_REMARK_LENGTH) throw new OrderError('checkout.error.remarkTooLong', 422, 'remark')
	const agreement = input.agreement ?? null
	if (agreement && (agreement.source !== input.source || agreement.sourceRef !== input.sourceRef))
		throw new Error('the agreement is not the order source')
	if (agreement && input.userCouponId) throw new OrderError('checkout.error.couponOnAgreedPrice', 422, 'userCouponId')
	const address = await findAddress(db, input.userId, input.addressId, input.locale)
	if (!address) throw new OrderError('checkout.error.address', 422, 'addressId')
	if (!offeredPaymentTypes(address.deliveryMode).includes(paymentType)) throw new OrderError('checkout.error.paymentForDelivery', 422, 'paymentType')

	const skuIds = lines.map((line) => line.skuId)
	const rate = await usdRate(db, now)

	try {
		// Lost to another checkout on the same rows (a lock not had in time): the whole transaction runs again.
		const placed = await withContentionRetry(() =>
			db.transaction(async (tx) => {
				// The quote or campaign first (locked until commit), so two tabs ordering it queue here.
				const agreed = agreement ? new Map((await agreement.lock(tx, { userId: input.userId, now })).map((price) => [price.skuId, price])) : null
				const facts = await loadSkuFacts(tx, skuIds, input.locale)
				for (const line of lines) {
					if (agreed && !agreed.has(line.skuId)) throw new OrderError('checkout.problem.unavailable', 422, 'lines')
					const problem = lineProblem(facts.get(line.skuId), line.quantity, agreed?.get(line.skuId))
					if (problem) throw new OrderError(problem, problem === 'checkout.problem.unavailable' ? 422 : 409, 'lines')
				}
				const priced = lines.map((line) => {
					const lineFacts = facts.get(line.skuId)!
					const lineAgreed = agreed?.get(line.skuId) ?? null
					const unit = agreedUnit(lineFacts, lineAgreed)
					// A quote's price stands whatever the SKU costs today; every other line is checked against the live price.
					return {
						...line,
						facts: lineFacts,
						agreed: lineAgreed,
						unitPrice: unit.recorded,
						paidPrice: unit.paid,
						checkLivePrice: !lineAgreed || lineAgreed.subsidized,
					}
				})
				const goodsAmount = priced.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)
				const subsidyAmount = priced.reduce((sum, line) => sum + (line.unitPrice - line.paidPrice) * line.quantity, 0)
				const estimatedLogisticsAmount = estimateLogistics(logisticsMethod, priced, rate)

				const { orderId, number } = await insertOrderRow(tx, {
					userId: input.userId,
					source: input.source,
					sourceRef: input.sourceRef ?? null,
					paymentType,
					logisticsMethod,
					address,
					remark,
					goodsAmount,
					subsidyAmount,
					payableAmount: goodsAmount - subsidyAmount,
					estimatedLogisticsAmount,
					idempotencyKey: input.idempotencyKey,
					requestHash,
					now,
				})
				if (draftId !== null) await consumeCheckoutDraft(tx, { userId: input.userId, draftId, orderId, now })

				const livePrices = await takeStock(
					tx,
					priced.map((line) => ({ skuId: line.skuId, productId: line.facts.productId, quantity: line.quantity })),
					now,
				)
				for (const line of priced) {
					const livePrice = livePrices.get(line.skuId)
					if (livePrice === undefined) throw new OrderError('checkout.problem.overStock', 409, 'lines')
					if (line.checkLivePrice && livePrice !== line.unitPrice) throw new OrderError('checkout.error.priceChanged', 409, 'lines')
				}

				let discountAmount = 0
				if (input.userCouponId) {
					try {
						discountAmount = await redeemUserCoupon(tx, {
							userId: input.userId,
							userCouponId: input.userCouponId,
							orderId,
							lines: priced.map((line) => ({ productId: line.facts.productId, quantity: line.quantity, unitPrice: line.unitPrice })),
							now,
						})
					} catch (error) {
						if (error instanceof CouponNotUsableError) throw new OrderError(error.reasonId, 422, 'userCouponId')
						throw error
					}
				}
				const payableAmount = goodsAmount - subsidyAmount - discountAmount

				const status = await openOrder(tx, {
					orderId,
					userId: input.userId,
					paymentType,
					idempotencyKey: input.idempotencyKey,
					payableAmount,
					subsidyAmount,
					lines: priced.map((line) => ({
						productId: line.facts.productId,
						skuId: line.skuId,
						quantity: line.quantity,
						unitPrice: line.unitPrice,
						title: line.facts.title,
						skuLabel: line.facts.skuLabel,
						imageKey: line.facts.skuImageKey ?? line.facts.productImageKey,
					})),
					set: { discountAmount, payableAmount, userCouponId: input.userCouponId },
					now,
				})
				if (input.source === 'cart') await tx.delete(cartItems).where(and(eq(cartItems.userId, input.userId), inArray(cartItems.skuId, skuIds)))
				if (agreement) await agreement.settle(tx, { userId: input.userId, orderId, now })
				return { orderId, number, status, payableAmount, paymentType, replayed: false }
			}),
		)
		await announce(input.userId, placed.orderId, placed.status)
		return placed
	} catch (error) {
		if (error instanceof ContentionError) throw new OrderError('checkout.error.busy', 409, 'lines')
		// Another order consumed the draft first (two tabs, two keys): that order.
		if (error instanceof CheckoutDraftPlacedError && draftId !== null) {
			const draft = await findCheckoutDraft(db, { userId: input.userId, draftId })
			if (draft?.placed) return placedOf(draft.placed)
			throw new OrderError('checkout.error.expired', 422, 'idempotencyKey')
		}
		// A twin request committed first (same key): its order. With an agreement the twin may also have been
		// refused by the agreement's lock (already ordered) before reaching the key: the same answer.
		if (error instanceof OrderKeyTakenError || isUniqueViolation(error) || agreement) {
			const replay = await replayOf(db, input.userId, input.idempotencyKey, requestHash)
			if (replay) return replay
		}
		throw error
	}
}

/* The steps every order is written with, inside the caller's transaction: placeOrder and a campaign's claim
   (campaigns.server.ts) validate and price in their own ways, then write the order the same way. */

/** Thrown inside the transaction when another request with the same idempotency key committed first. */
export class OrderKeyTakenError extends Error {
	override name = 'OrderKeyTakenError'
}

export type NewOrderRow = {
	userId: string
	source: OrderSource
	sourceRef: string | null
	paymentType: PaymentType
	logisticsMethod: LogisticsMethod
	address: AddressView
	remark: string
	goodsAmount: number
	/** What the shop pays for the buyer (a campaign's gift or group rate); 0 for a plain order. */
	subsidyAmount?: number
	payableAmount: number
	estimatedLogisticsAmount: number
	idempotencyKey: string
	requestHash: string
	now: Date
}

/**
 * The order row, awaiting payment, under a fresh order number (a clash with another order's number draws again).
 * The idempotency key is unique per buyer, so a concurrent twin waits here and, once the first commits, gets
 * OrderKeyTakenError (the caller answers with the first order).
 */
export async function insertOrderRow(tx: DbTransaction, row: NewOrderRow): Promise<{ orderId: string; number: string }> {
	const orderId = createId()
	for (let attempt = 0; attempt < 5; attempt++) {
		const candidate = newOrderNumber(row.now)
		const inserted = await tx
			.insert(orders)
			.values({
				id: orderId,
				number: candidate,
				userId: row.userId,
				status: ORDER_STATUS.awaitingPayment,
				source: row.source,
				sourceRef: row.sourceRef,
				paymentType: row.paymentType,
				logisticsMethod: row.logisticsMethod,
				deliveryMode: row.address.deliveryMode,
				addressId: row.address.id,
				pickupStoreId: row.address.pickupStore?.id ?? null,
				address: snapshotOf(row.address),
				remark: row.remark,
				goodsAmount: row.goodsAmount,
				subsidyAmount: row.subsidyAmount ?? 0,
				payableAmount: row.payableAmount,
				estimatedLogisticsAmount: row.estimatedLogisticsAmount,
				idempotencyKey: row.idempotencyKey,
				requestHash: row.requestHash,
				submittedAt: row.now,
				statusChangedAt: row.now,
			})
			.onConflictDoNothing()
			.returning({ id: orders.id })
		if (inserted.length > 0) return { orderId, number: candidate }
		const [twin] = await tx
			.select({ id: orders.id })
			.from(orders)
			.where(and(eq(orders.userId, row.userId), eq(orders.idempotencyKey, row.idempotencyKey)))
			.limit(1)
		if (twin) throw new OrderKeyTakenError()
	}
	throw new Error('could not allocate an order number')
}

export type StockLine = { skuId: string; productId: string; quantity: number }

/**
 * Every write to stock takes its row locks in one order, whatever order the buyer's lines came in: the SKUs by
 * id, then their products by id. Two checkouts of the same SKUs in opposite orders then queue instead of
 * deadlocking (docs/decisions/018-safe-by-default.md).
 */
export function inLockOrder(lines: readonly StockLine[]) {
	const bySku = [...lines].sort((a, b) => (a.skuId < b.skuId ? -1 : a.skuId > b.skuId ? 1 : 0))
	const byProduct = new Map<string, number>()
	for (const line of lines) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity)
	const products = [...byProduct.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([productId, quantity]) => ({ productId, quantity }))
	return { bySku, products }
}

/**
 * Takes each line's quantity of its SKU with a guarded UPDATE (never below zero, active SKUs only) and counts it
 * sold on the SKU and its product, in lock order (inLockOrder). Returns each SKU's unit price as it is now; a SKU
 * whose stock is short is missing from the map (the caller rolls the transaction back).
 */
export async function takeStock(tx: DbTransaction, lines: readonly StockLine[], now: Date): Promise<Map<string, number>> {
	const { bySku, products: byProduct } = inLockOrder(lines)
	const prices = new Map<string, number>()
	for (const line of bySku) {
		const [taken] = await tx
			.update(skus)
			.set({ stock: sql`${skus.stock} - ${line.quantity}`, sold: sql`${skus.sold} + ${line.quantity}`, updatedAt: now })
			.where(and(eq(skus.id, line.skuId), eq(skus.active, true), sql`${skus.stock} >= ${line.quantity}`))
			.returning({ price: skus.price, promotionPrice: skus.promotionPrice })
		// Short: nothing more is locked; the caller's error rolls back what was taken.
		if (!taken) return prices
		prices.set(line.skuId, unitPriceOf(taken))
	}
	for (const line of byProduct) {
		await tx
			.update(products)
			.set({ stock: sql`greatest(${products.stock} - ${line.quantity}, 0)`, sold: sql`${products.sold} + ${line.quantity}`, updatedAt: now })
			.where(eq(products.id, line.productId))
	}
	return prices
}

export type NewOrderLine = {
	productId: string
	skuId: string
	quantity: number
	unitPrice: number
	title: string
	skuLabel: string
	imageKey: string | null
}

/**
 * Writes the order's lines and its first status: submitted (awaiting payment) by the buyer, then — cash on
 * delivery or at a store — straight to purchase with a pending cash payment, or — nothing to pay by card or
 * transfer — paid. `set` writes the amounts known only now (a coupon's discount) with the status. Returns the status.
 */
export async function openOrder(
	tx: DbTransaction,
	order: {
		orderId: string
		userId: string
		paymentType: PaymentType
		idempotencyKey: string
		payableAmount: number
		subsidyAmount: number
		lines: readonly NewOrderLine[]
		set?: { discountAmount: number; payableAmount: number; userCouponId: string | null }
		now: Date
	},
): Promise<OrderStatus> {
	const { orderId, paymentType, now } = order
	await tx.insert(orderItems).values(order.lines.map((line, index) => ({ orderId, ...line, sort: index })))
	await tx.insert(orderEvents).values({ orderId, fromStatus: null, toStatus: ORDER_STATUS.awaitingPayment, actor: 'buyer', actorId: order.userId })

	let status: OrderStatus = ORDER_STATUS.awaitingPayment
	const facts: OrderFacts = { status, paymentType, subsidyAmount: order.subsidyAmount, goodsPaid: false }
	if (paysOnHandover(paymentType)) {
		status = nextStatus(facts, 'acceptedForPurchase', 'system')
		await tx.insert(payments).values({
			orderId,
			userId: order.userId,
			stage: 'goods',
			type: paymentType,
			amount: order.payableAmount,
			idempotencyKey: `${order.idempotencyKey}:goods`,
		})
	} else if (order.payableAmount === 0) {
		status = nextStatus(facts, 'goodsPaid', 'system')
	}
	if (order.set || status !== ORDER_STATUS.awaitingPayment)
		await tx
			.update(orders)
			.set({
				...order.set,
				status,
				paidAt: status === ORDER_STATUS.waitingPurchase && !paysOnHandover(paymentType) ? now : null,
			})
			.where(eq(orders.id, orderId))
	if (status !== ORDER_STATUS.awaitingPayment)
		await tx.insert(orderEvents).values({ orderId, fromStatus: ORDER_STATUS.awaitingPayment, toStatus: status, actor: 'system' })
	return status
}
