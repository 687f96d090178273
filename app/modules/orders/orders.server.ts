import { createHash, randomInt } from 'node:crypto'
import { and, asc, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm'
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
	orderLogisticsCosts,
	orders,
	type OrderAddressSnapshot,
	type OrderSource,
	payments,
	products,
	productTexts,
	skus,
} from '#app/db/schema/index.ts'
import {
	CheckoutDraftPlacedError,
	consumeCheckoutDraft,
	deleteStaleCheckoutDrafts,
	findCheckoutDraft,
} from '#app/modules/orders/checkout-drafts.server.ts'
import { AddressNotFoundError, type AddressView, getAddress, getDefaultAddress } from '#app/modules/addresses/addresses.server.ts'
import { mediaUrl, productSummaryColumns } from '#app/modules/catalog/catalog.server.ts'
import { getCurrentUsdToIqdRate } from '#app/modules/catalog/exchange-rate.server.ts'
import { skuLabelInSql, skuLabelSql } from '#app/modules/catalog/sku-labels.server.ts'
import {
	CouponNotUsableError,
	listUsableCoupons,
	preselectCoupon,
	redeemUserCoupon,
	releaseUserCoupon,
	type UsableCoupon,
} from '#app/modules/coupons/coupons.server.ts'
import { baghdadDay } from '#app/modules/history/baghdad-day.ts'
import { estimateLineFreightIqd } from '#app/modules/logistics/freight.ts'
import { cardPaymentsOffered } from '#app/providers/payment/index.server.ts'
import { publish } from '#app/realtime/realtime.server.ts'
import { userChannel } from '#app/realtime/channels.ts'
import {
	ADDRESS_CHANGEABLE_STATUSES,
	availableEvents,
	awaitsBuyerPayment,
	buyerCanCancel,
	isClosed,
	isOrderStatus,
	nextStatus,
	ORDER_STATUS,
	ORDER_TABS,
	type OrderActor,
	type OrderEvent,
	type OrderFacts,
	type OrderStatus,
	type OrderTab,
	PAYMENT_TYPE,
	type PaymentType,
	paymentTypesFor,
	paysOnHandover,
	UNPAID_ORDER_TTL_MS,
	AFTER_SALES_WINDOW_MS,
} from './order-status.ts'

/**
 * Orders (spec section 7: daftOrder, createOrder, getOrderPage, getOrderDetail, getStatusCount, cancelOrder,
 * confirmOrder, updateOrderAddress, updateOrderRemark, updateOrderLogistic). Every command runs in one
 * transaction that locks what it changes; stock is taken with `UPDATE … WHERE stock >= n` (DESIGN.md section 4),
 * so an order is never oversold; createOrder takes an idempotency key, so a retried or double-tapped order is
 * one order. Events are published only after the transaction commits (DESIGN.md section 6).
 */

export const MAX_CHECKOUT_LINES = 50
export const MAX_LINE_QUANTITY = 100_000
export const MAX_REMARK_LENGTH = 200
export const ORDER_PAGE_SIZE = 16

/** A refusal the route shows next to a field (or as a toast) with its status; never a 500. */
export class OrderError extends Error {
	override name = 'OrderError'
	constructor(
		readonly messageId: string,
		readonly status: number,
		readonly field?: 'lines' | 'addressId' | 'logisticsMethod' | 'paymentType' | 'userCouponId' | 'remark' | 'idempotencyKey',
	) {
		super(messageId)
	}
}

/** Unknown, malformed, or another buyer's order: the route answers 404, exactly as for an order that never existed. */
export class OrderNotFoundError extends OrderError {
	override name = 'OrderNotFoundError'
	constructor() {
		super('error.notFound.title', 404)
	}
}

export type CheckoutLine = { skuId: string; quantity: number }

/**
 * A price agreed for one SKU instead of the catalogue's: an agent's quote, a campaign's unlocked group rate or
 * free gift. The one seam through which the trade flow orders at a negotiated price (decision 014).
 */
export type AgreedPrice = {
	skuId: string
	/** What the buyer pays per unit (IQD; 0 for a gift). */
	unitPrice: number
	/** The agreement's quantities: a quote's minimum, a campaign's 1 … its quantity. */
	minQuantity: number
	maxQuantity: number | null
	/**
	 * false (a quote): the agreed price is the line's price. true (a campaign): the line keeps the SKU's own price
	 * and the shop pays the difference, recorded as the order's subsidy.
	 */
	subsidized: boolean
	/** The agreement's own sea-freight estimate per unit (a quote's), instead of the one from weight and volume. */
	seaFreightPerUnit?: number | null
}

/**
 * What placeOrder re-checks inside its transaction when the order is priced by agreement: `lock` locks the quote
 * or campaign row, checks it still holds for this buyer at `now` (throwing OrderError when not) and returns its
 * prices; `settle` marks it used by the new order in the same transaction (the quote ordered, the campaign
 * claimed), so one agreement makes at most one order, whatever races.
 */
export type PriceAgreement = {
	source: Extract<OrderSource, 'quote' | 'campaign'>
	sourceRef: string
	lock(tx: DbTransaction, input: { userId: string; now: Date }): Promise<readonly AgreedPrice[]>
	settle(tx: DbTransaction, input: { userId: string; orderId: string; now: Date }): Promise<void>
}

export type CheckoutLineView = {
	skuId: string
	productId: string
	title: string
	skuLabel: string
	imageUrl: string | null
	imageKey: string | null
	unitPrice: number
	quantity: number
	minOrderQty: number
	stock: number
	/** Why this line cannot be ordered as it is (a message id), or null. */
	problemId: string | null
}

export type CheckoutQuote = {
	lines: CheckoutLineView[]
	goodsAmount: number
	/** What a campaign pays of the goods (0 otherwise). */
	subsidyAmount: number
	pieces: number
	coupons: UsableCoupon[]
	userCouponId: string | null
	discountAmount: number
	payableAmount: number
	estimatedLogisticsAmount: number
	address: AddressView | null
	paymentTypes: PaymentType[]
	/** Every line can be ordered as it is. */
	orderable: boolean
}

type SkuFacts = {
	skuId: string
	productId: string
	price: number
	promotionPrice: number | null
	stock: number
	active: boolean
	productStatus: string
	minOrderQty: number
	weightGrams: number | null
	volumeCm3: number | null
	skuImageKey: string | null
	title: string
	productImageKey: string | null
	/** The SKU's label in the locale asked for (getSkuLabels), read in the same query. */
	skuLabel: string
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function isId(value: string) {
	return UUID_PATTERN.test(value)
}

/** Merges repeated SKUs and drops lines that can never be valid, so every reader sees one line per SKU. */
export function normalizeLines(lines: readonly CheckoutLine[]): CheckoutLine[] {
	const merged = new Map<string, number>()
	for (const line of lines) {
		if (!isId(line.skuId) || !Number.isInteger(line.quantity)) continue
		merged.set(line.skuId, (merged.get(line.skuId) ?? 0) + line.quantity)
	}
	return [...merged].map(([skuId, quantity]) => ({ skuId, quantity })).slice(0, MAX_CHECKOUT_LINES)
}

async function loadSkuFacts(db: Db | DbTransaction, skuIds: string[], locale: Locale): Promise<Map<string, SkuFacts>> {
	if (skuIds.length === 0) return new Map()
	const { columns, joins } = productSummaryColumns(locale)
	let query = db
		.select({
			skuId: skus.id,
			productId: skus.productId,
			price: skus.price,
			promotionPrice: skus.promotionPrice,
			stock: skus.stock,
			active: skus.active,
			productStatus: products.status,
			minOrderQty: products.minOrderQty,
			weightGrams: products.weightGrams,
			volumeCm3: products.volumeCm3,
			skuImageKey: skus.imageKey,
			title: columns.title,
			productImageKey: columns.imageKey,
			skuLabel: skuLabelSql(skus.id, locale),
		})
		.from(skus)
		.innerJoin(products, eq(products.id, skus.productId))
		.$dynamic()
	for (const join of joins) query = query.leftJoin(join.table, join.on)
	const rows = await query.where(inArray(skus.id, skuIds))
	return new Map(rows.map((row) => [row.skuId, row]))
}

function unitPriceOf(facts: Pick<SkuFacts, 'price' | 'promotionPrice'>) {
	return facts.promotionPrice ?? facts.price
}

/**
 * What stands between a line and an order, as a message id; null when it can be ordered. A line at an agreed
 * price keeps the agreement's quantities instead of the product's minimum, and may be a sourced (unlisted)
 * product; without one, only listed products can be ordered.
 */
export function lineProblem(facts: SkuFacts | undefined, quantity: number, agreed?: AgreedPrice | null): string | null {
	const orderable = facts?.productStatus === 'active' || (agreed && facts?.productStatus === 'sourced')
	if (!facts || !facts.active || !orderable) return 'checkout.problem.unavailable'
	if (quantity <= 0) return 'product.quantity.zero'
	if (facts.stock <= 0) return 'checkout.problem.soldOut'
	if (quantity < (agreed ? agreed.minQuantity : facts.minOrderQty)) return 'checkout.problem.belowMinimum'
	if (agreed?.maxQuantity != null && quantity > agreed.maxQuantity) return 'checkout.problem.aboveAgreed'
	if (quantity > facts.stock) return 'checkout.problem.overStock'
	return null
}

/** A line's unit price as recorded on the order, and what the buyer pays of it. */
function agreedUnit(facts: SkuFacts, agreed: AgreedPrice | null | undefined): { recorded: number; paid: number } {
	const live = unitPriceOf(facts)
	if (!agreed) return { recorded: live, paid: live }
	if (!agreed.subsidized) return { recorded: agreed.unitPrice, paid: agreed.unitPrice }
	return { recorded: live, paid: Math.min(live, Math.max(0, agreed.unitPrice)) }
}

/** The rate for freight estimates: kept in process for a minute (getCurrentUsdToIqdRate), not read per page. */
async function usdRate(db: Db | DbTransaction, now: Date) {
	return (await getCurrentUsdToIqdRate(db as Db, now))?.rate ?? null
}

function estimateLogistics(
	method: LogisticsMethod,
	lines: { facts: SkuFacts; quantity: number; agreed?: AgreedPrice | null }[],
	rate: number | null,
) {
	return lines.reduce((sum, { facts, quantity, agreed }) => {
		if (method === 'sea' && agreed?.seaFreightPerUnit != null) return sum + agreed.seaFreightPerUnit * quantity
		if (rate === null) return sum
		return sum + estimateLineFreightIqd(method, { weightGrams: facts.weightGrams, volumeCm3: facts.volumeCm3, quantity, usdToIqd: rate })
	}, 0)
}

async function findAddress(db: Db, userId: string, addressId: string | null, locale: Locale): Promise<AddressView | null> {
	if (addressId === null) return getDefaultAddress(db, userId, locale)
	if (!isId(addressId)) return null
	try {
		return await getAddress(db, userId, addressId, locale)
	} catch (error) {
		if (error instanceof AddressNotFoundError) return null
		throw error
	}
}

/**
 * The trade flow's preview (daftOrder get / createRealOrderPre): the lines as they would be ordered now, their
 * problems, the buyer's coupons judged against them with the best preselected ('auto'), the price breakdown,
 * the estimated second-stage logistics and the payment types the delivery mode allows. Never throws for bad
 * lines: it reports them, so the page can show what to fix.
 */
export async function priceCheckout(
	db: Db,
	input: {
		userId: string
		lines: readonly CheckoutLine[]
		addressId: string | null
		logisticsMethod: LogisticsMethod
		userCouponId: string | null | 'auto'
		/** Prices agreed in a quote or a campaign (no coupon applies on top of them); read, not locked, for the preview. */
		agreedPrices?: readonly AgreedPrice[] | null
		locale: Locale
		now?: Date
	},
): Promise<CheckoutQuote> {
	const now = input.now ?? new Date()
	const lines = normalizeLines(input.lines)
	const agreedBySku = input.agreedPrices ? new Map(input.agreedPrices.map((agreed) => [agreed.skuId, agreed])) : null
	const agreedOf = (skuId: string) => agreedBySku?.get(skuId) ?? null
	const skuIds = lines.map((line) => line.skuId)
	const [facts, address, rate] = await Promise.all([
		loadSkuFacts(db, skuIds, input.locale),
		findAddress(db, input.userId, input.addressId, input.locale),
		usdRate(db, now),
	])
	const recorded = new Map<string, number>()
	const views: CheckoutLineView[] = lines.map((line) => {
		const sku = facts.get(line.skuId)
		const agreed = agreedOf(line.skuId)
		const imageKey = sku ? (sku.skuImageKey ?? sku.productImageKey) : null
		const unit = sku ? agreedUnit(sku, agreed) : { recorded: 0, paid: 0 }
		recorded.set(line.skuId, unit.recorded)
		return {
			skuId: line.skuId,
			productId: sku?.productId ?? '',
			title: sku?.title ?? '',
			skuLabel: sku?.skuLabel ?? '',
			imageKey,
			imageUrl: mediaUrl(imageKey),
			unitPrice: unit.paid,
			quantity: line.quantity,
			minOrderQty: agreed ? agreed.minQuantity : (sku?.minOrderQty ?? 1),
			stock: Math.min(sku?.stock ?? 0, agreed?.maxQuantity ?? Number.POSITIVE_INFINITY),
			// A line outside the agreement cannot ride on it.
			problemId: agreedBySku && !agreed ? 'checkout.problem.unavailable' : lineProblem(sku, line.quantity, agreed),
		}
	})
	const good = views.filter((view) => view.problemId === null)
	const goodsAmount = good.reduce((sum, view) => sum + recorded.get(view.skuId)! * view.quantity, 0)
	const paidAmount = good.reduce((sum, view) => sum + view.unitPrice * view.quantity, 0)
	const pieces = good.reduce((sum, view) => sum + view.quantity, 0)
	const coupons = agreedBySku
		? []
		: await listUsableCoupons(db, {
				userId: input.userId,
				lines: good.map((view) => ({ productId: view.productId, quantity: view.quantity, unitPrice: view.unitPrice })),
				locale: input.locale,
				now,
			})
	const chosen =
		input.userCouponId === 'auto'
			? preselectCoupon(coupons)
			: input.userCouponId === null
				? null
				: (coupons.find((coupon) => coupon.userCouponId === input.userCouponId && coupon.verdict.usable) ?? null)
	const discountAmount = chosen?.verdict.usable ? chosen.verdict.discount : 0
	const estimatedLogisticsAmount = estimateLogistics(
		input.logisticsMethod,
		good.map((view) => ({ facts: facts.get(view.skuId)!, quantity: view.quantity, agreed: agreedOf(view.skuId) })),
		rate,
	)
	return {
		lines: views,
		goodsAmount,
		subsidyAmount: goodsAmount - paidAmount,
		pieces,
		coupons,
		userCouponId: chosen?.userCouponId ?? null,
		discountAmount,
		payableAmount: paidAmount - discountAmount,
		estimatedLogisticsAmount,
		address,
		paymentTypes: offeredPaymentTypes(address?.deliveryMode ?? null),
		orderable: views.length > 0 && good.length === views.length,
	}
}

/**
 * The payment types a checkout offers for a delivery mode (before an address is chosen: the prepaid ones), without
 * card where no card gateway is offered (cardPaymentsOffered).
 */
export function offeredPaymentTypes(deliveryMode: 1 | 2 | null, { card = cardPaymentsOffered() }: { card?: boolean } = {}): PaymentType[] {
	const types = deliveryMode === null ? [PAYMENT_TYPE.card, PAYMENT_TYPE.bankTransfer] : paymentTypesFor(deliveryMode)
	return types.filter((type) => card || type !== PAYMENT_TYPE.card)
}

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

function snapshotOf(address: AddressView): OrderAddressSnapshot {
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
function inLockOrder(lines: readonly StockLine[]) {
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

/** Tells the buyer's open pages (order list, details, payment result) that an order changed. After commit only. */
export async function announce(userId: string, orderId: string, status: OrderStatus) {
	// A missed signal costs nothing (pages re-read the order), so a transport failure never fails the command.
	try {
		await publish(userChannel(userId), { kind: 'order.status', orderId, status })
	} catch {
		// ignored: the order is committed; the buyer's page will show it on its next load.
	}
}

/* ---------------------------------------------------------------------------------------------- */

export type OrderSummary = {
	id: string
	number: string
	status: OrderStatus
	paymentType: PaymentType
	submittedAt: Date
	payableAmount: number
	goodsAmount: number
	itemCount: number
	pieces: number
	firstItem: { title: string; skuLabel: string; imageUrl: string | null } | null
	/** What the buyer may do now (buttons on the card). */
	actions: { pay: 'goods' | 'logistics' | null; cancel: boolean; confirmReceipt: boolean; repurchase: boolean; track: boolean }
}

type OrderRow = typeof orders.$inferSelect

async function goodsPaidOrders(db: Db | DbTransaction, orderIds: string[]) {
	if (orderIds.length === 0) return new Set<string>()
	const rows = await db
		.select({ orderId: payments.orderId })
		.from(payments)
		.where(and(inArray(payments.orderId, orderIds), eq(payments.stage, 'goods'), eq(payments.status, 'succeeded')))
	return new Set(rows.map((row) => row.orderId))
}

function factsOf(row: Pick<OrderRow, 'status' | 'paymentType' | 'subsidyAmount'>, goodsPaid: boolean): OrderFacts {
	return { status: row.status as OrderStatus, paymentType: row.paymentType as PaymentType, subsidyAmount: row.subsidyAmount, goodsPaid }
}

/** A campaign's gift or group-price order is not cancelled by the buyer: the campaign is already spent on it. */
function buyerActions(facts: OrderFacts, source: OrderSource) {
	return {
		pay: awaitsBuyerPayment(facts),
		cancel: buyerCanCancel(facts) && source !== 'campaign',
		confirmReceipt: availableEvents(facts, 'buyer').includes('receiptConfirmed'),
		repurchase: facts.status !== ORDER_STATUS.awaitingPayment,
		track: ![ORDER_STATUS.awaitingPayment, ORDER_STATUS.cancelled].includes(facts.status as 1 | 7),
	}
}

function encodeCursor(row: { submittedAt: Date; id: string }) {
	return Buffer.from(`${row.submittedAt.toISOString()}|${row.id}`).toString('base64url')
}

function decodeCursor(cursor: string | null | undefined): { submittedAt: Date; id: string } | null {
	if (!cursor) return null
	const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
	const submittedAt = new Date(at ?? '')
	if (!id || !isId(id) || Number.isNaN(submittedAt.getTime())) return null
	return { submittedAt, id }
}

function tabStatuses(tab: OrderTab): readonly number[] | null {
	return ORDER_TABS.find((candidate) => candidate.key === tab)?.statuses ?? null
}

/**
 * An order line's title and SKU label for its reader. The line keeps them as they read when ordered, in the
 * buyer's language then (they may change on the product page since). A reader in another language sees the
 * product's own title and values in theirs where the product has them, so an English or Chinese reader is not
 * shown the Arabic of the order's day (issue 17); the saved texts stay where the product has no such
 * translation, or when the saved title is no longer any of the product's (renamed since: the saved one wins).
 */
function orderItemTextsSql(locale: Locale | undefined) {
	if (!locale) return { title: sql<string>`${orderItems.title}`, skuLabel: sql<string>`${orderItems.skuLabel}` }
	// The product's title in the reader's language: its translation, or the supplier's own title when that is theirs.
	const own = sql`coalesce((select ${productTexts.title} from ${productTexts} where ${productTexts.productId} = ${orderItems.productId} and ${productTexts.locale} = ${locale}), (select ${products.originalTitle} from ${products} where ${products.id} = ${orderItems.productId} and ${products.originalLocale} = ${locale}))`
	const savedInAnotherLanguage = sql`(exists (select 1 from ${productTexts} where ${productTexts.productId} = ${orderItems.productId} and ${productTexts.locale} <> ${locale} and ${productTexts.title} = ${orderItems.title}) or exists (select 1 from ${products} where ${products.id} = ${orderItems.productId} and ${products.originalTitle} = ${orderItems.title}))`
	return {
		title: sql<string>`case when ${own} is not null and ${own} <> ${orderItems.title} and ${savedInAnotherLanguage} then ${own} else ${orderItems.title} end`,
		skuLabel: sql<string>`case when ${own} is not null and ${own} <> ${orderItems.title} and ${savedInAnotherLanguage} then coalesce(${skuLabelInSql(orderItems.skuId, locale)}, ${orderItems.skuLabel}) else ${orderItems.skuLabel} end`,
	}
}

/** getOrderPage: one tab of the buyer's orders, newest first, keyset-paged (`cursor` from the previous page). */
export async function listOrders(
	db: Db,
	{
		userId,
		tab,
		cursor,
		limit = ORDER_PAGE_SIZE,
		locale,
	}: { userId: string; tab: OrderTab; cursor?: string | null; limit?: number; locale?: Locale },
): Promise<{ orders: OrderSummary[]; nextCursor: string | null }> {
	const statuses = tabStatuses(tab)
	const after = decodeCursor(cursor)
	const pageSize = Math.min(Math.max(limit, 1), 50)
	const rows = await db
		.select()
		.from(orders)
		.where(
			and(
				eq(orders.userId, userId),
				statuses ? inArray(orders.status, [...statuses]) : undefined,
				after ? or(lt(orders.submittedAt, after.submittedAt), and(eq(orders.submittedAt, after.submittedAt), lt(orders.id, after.id))) : undefined,
			),
		)
		.orderBy(desc(orders.submittedAt), desc(orders.id))
		.limit(pageSize + 1)
	const page = rows.slice(0, pageSize)
	const ids = page.map((row) => row.id)
	const texts = orderItemTextsSql(locale)
	const [items, paid] = await Promise.all([
		ids.length
			? db
					.select({
						orderId: orderItems.orderId,
						title: texts.title,
						skuLabel: texts.skuLabel,
						imageKey: orderItems.imageKey,
						quantity: orderItems.quantity,
						sort: orderItems.sort,
					})
					.from(orderItems)
					.where(inArray(orderItems.orderId, ids))
					.orderBy(asc(orderItems.sort))
			: [],
		goodsPaidOrders(db, ids),
	])
	return {
		orders: page.map((row) => {
			const own = items.filter((item) => item.orderId === row.id)
			const first = own[0]
			return {
				id: row.id,
				number: row.number,
				status: row.status as OrderStatus,
				paymentType: row.paymentType as PaymentType,
				submittedAt: row.submittedAt,
				payableAmount: row.payableAmount,
				goodsAmount: row.goodsAmount,
				itemCount: own.length,
				pieces: own.reduce((sum, item) => sum + item.quantity, 0),
				firstItem: first ? { title: first.title, skuLabel: first.skuLabel, imageUrl: mediaUrl(first.imageKey) } : null,
				actions: buyerActions(factsOf(row, paid.has(row.id)), row.source),
			}
		}),
		nextCursor: rows.length > pageSize ? encodeCursor(page[page.length - 1]!) : null,
	}
}

/** getStatusCount: how many of the buyer's orders each tab holds. */
export async function countOrdersByTab(db: Db, userId: string): Promise<Record<OrderTab, number>> {
	const rows = await db.select({ status: orders.status, total: count() }).from(orders).where(eq(orders.userId, userId)).groupBy(orders.status)
	const counts = Object.fromEntries(ORDER_TABS.map((tab) => [tab.key, 0])) as Record<OrderTab, number>
	for (const row of rows) {
		const total = Number(row.total)
		counts.all += total
		for (const tab of ORDER_TABS) if (tab.statuses?.some((status) => status === row.status)) counts[tab.key] += total
	}
	return counts
}

export type OrderPaymentView = {
	id: string
	stage: 'goods' | 'logistics'
	type: PaymentType
	amount: number
	status: (typeof payments.$inferSelect)['status']
	failureReason: string | null
	createdAt: Date
	succeededAt: Date | null
}

export type OrderLogisticsCostsView = Omit<typeof orderLogisticsCosts.$inferSelect, 'orderId' | 'enteredBy' | 'createdAt' | 'updatedAt'> & {
	containerStorageIqd: number
	enteredAt: Date
}

export type OrderDetail = {
	id: string
	number: string
	userId: string
	status: OrderStatus
	source: OrderSource
	sourceRef: string | null
	paymentType: PaymentType
	logisticsMethod: LogisticsMethod
	deliveryMode: 1 | 2
	address: OrderAddressSnapshot
	remark: string
	goodsAmount: number
	discountAmount: number
	subsidyAmount: number
	payableAmount: number
	estimatedLogisticsAmount: number
	logisticsNumber: string | null
	submittedAt: Date
	paidAt: Date | null
	addressConfirmedAt: Date | null
	receivedAt: Date | null
	closedAt: Date | null
	closeReason: string | null
	statusChangedAt: Date
	items: {
		id: string
		productId: string
		skuId: string
		title: string
		skuLabel: string
		imageUrl: string | null
		quantity: number
		unitPrice: number
	}[]
	payments: OrderPaymentView[]
	logisticsCosts: OrderLogisticsCostsView | null
	events: { fromStatus: number | null; toStatus: number; actor: OrderActor; note: string | null; at: Date }[]
	goodsPaid: boolean
	/** What the buyer may do now. */
	actions: OrderSummary['actions'] & { changeAddress: boolean; editRemark: boolean; changeLogistics: boolean }
	/** Events staff may apply now (the console's buttons). */
	staffEvents: OrderEvent[]
}

async function detailOf(db: Db, row: OrderRow, locale?: Locale): Promise<OrderDetail> {
	const texts = orderItemTextsSql(locale)
	const [items, paymentRows, costs, events] = await Promise.all([
		db
			.select({
				id: orderItems.id,
				productId: orderItems.productId,
				skuId: orderItems.skuId,
				title: texts.title,
				skuLabel: texts.skuLabel,
				imageKey: orderItems.imageKey,
				quantity: orderItems.quantity,
				unitPrice: orderItems.unitPrice,
			})
			.from(orderItems)
			.where(eq(orderItems.orderId, row.id))
			.orderBy(asc(orderItems.sort)),
		db.select().from(payments).where(eq(payments.orderId, row.id)).orderBy(asc(payments.createdAt)),
		db.select().from(orderLogisticsCosts).where(eq(orderLogisticsCosts.orderId, row.id)).limit(1),
		db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.createdAt)),
	])
	const goodsPaid = paymentRows.some((payment) => payment.stage === 'goods' && payment.status === 'succeeded')
	const facts = factsOf(row, goodsPaid)
	const status = row.status as OrderStatus
	const cost = costs[0]
	return {
		id: row.id,
		number: row.number,
		userId: row.userId,
		status,
		source: row.source,
		sourceRef: row.sourceRef,
		paymentType: row.paymentType as PaymentType,
		logisticsMethod: row.logisticsMethod,
		deliveryMode: row.deliveryMode === 2 ? 2 : 1,
		address: row.address,
		remark: row.remark,
		goodsAmount: row.goodsAmount,
		discountAmount: row.discountAmount,
		subsidyAmount: row.subsidyAmount,
		payableAmount: row.payableAmount,
		estimatedLogisticsAmount: row.estimatedLogisticsAmount,
		logisticsNumber: row.logisticsNumber,
		submittedAt: row.submittedAt,
		paidAt: row.paidAt,
		addressConfirmedAt: row.addressConfirmedAt,
		receivedAt: row.receivedAt,
		closedAt: row.closedAt,
		closeReason: row.closeReason,
		statusChangedAt: row.statusChangedAt,
		items: items.map((item) => ({
			id: item.id,
			productId: item.productId,
			skuId: item.skuId,
			title: item.title,
			skuLabel: item.skuLabel,
			imageUrl: mediaUrl(item.imageKey),
			quantity: item.quantity,
			unitPrice: item.unitPrice,
		})),
		payments: paymentRows.map((payment) => ({
			id: payment.id,
			stage: payment.stage,
			type: payment.type as PaymentType,
			amount: payment.amount,
			status: payment.status,
			failureReason: payment.failureReason,
			createdAt: payment.createdAt,
			succeededAt: payment.succeededAt,
		})),
		logisticsCosts: cost
			? {
					maritimeFee: cost.maritimeFee,
					containerStorageUsdCentsPerDay: cost.containerStorageUsdCentsPerDay,
					containerStorageDays: cost.containerStorageDays,
					usdToIqd: cost.usdToIqd,
					containerStorageIqd: containerStorageIqd(cost),
					chinaFreightSupplement: cost.chinaFreightSupplement,
					insurance: cost.insurance,
					domesticWarehouseFee: cost.domesticWarehouseFee,
					valueAddedServiceFee: cost.valueAddedServiceFee,
					total: cost.total,
					enteredAt: cost.createdAt,
				}
			: null,
		events: events.map((event) => ({
			fromStatus: event.fromStatus,
			toStatus: event.toStatus,
			actor: event.actor,
			note: event.note,
			at: event.createdAt,
		})),
		goodsPaid,
		actions: {
			...buyerActions(facts, row.source),
			changeAddress: ADDRESS_CHANGEABLE_STATUSES.includes(status),
			editRemark: !isClosed(status),
			changeLogistics: status === ORDER_STATUS.awaitingPayment,
		},
		staffEvents: availableEvents(facts, 'staff'),
	}
}

/** The container storage fee in dinars: USD cents per day × days at the rate entered with the costs, rounded up. */
export function containerStorageIqd(cost: { containerStorageUsdCentsPerDay: number; containerStorageDays: number; usdToIqd: number }) {
	return Math.ceil((cost.containerStorageUsdCentsPerDay * cost.containerStorageDays * cost.usdToIqd) / 100)
}

/** getOrderDetail: one of the buyer's own orders; anyone else's is OrderNotFoundError. */
export async function getOrder(db: Db, { userId, orderId, locale }: { userId: string; orderId: string; locale?: Locale }): Promise<OrderDetail> {
	if (!isId(orderId)) throw new OrderNotFoundError()
	const [row] = await db
		.select()
		.from(orders)
		.where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
		.limit(1)
	if (!row) throw new OrderNotFoundError()
	return detailOf(db, row, locale)
}

/** An order by the number printed on it: for the staff console and the visitor page (which prove access first). */
export async function getOrderByNumber(db: Db, number: string): Promise<OrderDetail | null> {
	const normalized = number.trim().toUpperCase()
	if (!/^D\d{12}$/.test(normalized)) return null
	const [row] = await db.select().from(orders).where(eq(orders.number, normalized)).limit(1)
	return row ? detailOf(db, row) : null
}

/** An order by id, whoever's it is: for the staff console only. */
export async function getOrderForStaff(db: Db, orderId: string): Promise<OrderDetail | null> {
	if (!isId(orderId)) return null
	const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1)
	return row ? detailOf(db, row) : null
}

/* ---------------------------------------------------------------------------------------------- */

export type AppliedEvent = { orderId: string; userId: string; from: OrderStatus; to: OrderStatus }

async function lockOrder(tx: DbTransaction, orderId: string, ownerId?: string) {
	if (!isId(orderId)) throw new OrderNotFoundError()
	const [row] = await tx
		.select()
		.from(orders)
		.where(and(eq(orders.id, orderId), ownerId ? eq(orders.userId, ownerId) : undefined))
		.for('update')
	if (!row) throw new OrderNotFoundError()
	return row
}

/** Gives the order's stock back to its SKUs (and products), in lock order: it was cancelled before the goods were bought. */
async function returnStock(tx: DbTransaction, orderId: string, now: Date) {
	const lines = await tx
		.select({ skuId: orderItems.skuId, productId: orderItems.productId, quantity: orderItems.quantity })
		.from(orderItems)
		.where(eq(orderItems.orderId, orderId))
	const { bySku, products: byProduct } = inLockOrder(lines)
	for (const line of bySku) {
		await tx
			.update(skus)
			.set({ stock: sql`${skus.stock} + ${line.quantity}`, sold: sql`greatest(${skus.sold} - ${line.quantity}, 0)`, updatedAt: now })
			.where(eq(skus.id, line.skuId))
	}
	for (const line of byProduct) {
		await tx
			.update(products)
			.set({ stock: sql`${products.stock} + ${line.quantity}`, sold: sql`greatest(${products.sold} - ${line.quantity}, 0)`, updatedAt: now })
			.where(eq(products.id, line.productId))
	}
}

const STOCK_RETURNING_FROM: readonly OrderStatus[] = [ORDER_STATUS.awaitingPayment, ORDER_STATUS.waitingPurchase, ORDER_STATUS.waitSellerSend]

/**
 * The one way an order's status changes: locks the order, checks the transition table (order-status.ts) for
 * this actor, writes the new status and an order_events row, and does what the change implies (paid time,
 * receipt time, stock and coupon back on cancellation, open payments cancelled). With a transaction passed in,
 * the caller commits and then calls `announce`; with a Db, this commits and announces.
 */
export async function applyOrderEvent(
	dbOrTx: Db | DbTransaction,
	input: { orderId: string; event: OrderEvent; actor: OrderActor; actorId: string | null; note?: string | null; ownerId?: string; now?: Date },
): Promise<AppliedEvent> {
	const run = async (tx: DbTransaction): Promise<AppliedEvent> => {
		const now = input.now ?? new Date()
		const row = await lockOrder(tx, input.orderId, input.ownerId)
		const [paid] = await tx
			.select({ id: payments.id })
			.from(payments)
			.where(and(eq(payments.orderId, row.id), eq(payments.stage, 'goods'), eq(payments.status, 'succeeded')))
			.limit(1)
		const from = row.status as OrderStatus
		const to = nextStatus(factsOf(row, Boolean(paid)), input.event, input.actor)
		const closing = to === ORDER_STATUS.cancelled || to === ORDER_STATUS.terminated
		await tx
			.update(orders)
			.set({
				status: to,
				statusChangedAt: now,
				...(input.event === 'goodsPaid' ? { paidAt: now } : {}),
				...(input.event === 'logisticsPaid' ? { addressConfirmedAt: row.addressConfirmedAt ?? now } : {}),
				...(input.event === 'receiptConfirmed' ? { receivedAt: now } : {}),
				...(closing ? { closedAt: now, closeReason: input.note ?? null } : {}),
				...(to === ORDER_STATUS.success ? { closedAt: now } : {}),
			})
			.where(eq(orders.id, row.id))
		await tx
			.insert(orderEvents)
			.values({ orderId: row.id, fromStatus: from, toStatus: to, actor: input.actor, actorId: input.actorId, note: input.note ?? null })
		if (closing) {
			if (STOCK_RETURNING_FROM.includes(from)) await returnStock(tx, row.id, now)
			await releaseUserCoupon(tx, row.id)
			await tx
				.update(payments)
				.set({ status: 'cancelled' })
				// Open attempts, and cash reported not collected (nothing is owed on a closed order any more).
				.where(
					and(
						eq(payments.orderId, row.id),
						or(
							inArray(payments.status, ['pending', 'in_review']),
							and(eq(payments.status, 'failed'), inArray(payments.type, [PAYMENT_TYPE.cashOnDelivery, PAYMENT_TYPE.cashAtStore])),
						),
					),
				)
		}
		return { orderId: row.id, userId: row.userId, from, to }
	}
	if ('rollback' in dbOrTx) return run(dbOrTx)
	const applied = await dbOrTx.transaction(run)
	await announce(applied.userId, applied.orderId, applied.to)
	return applied
}

/** cancelOrder: the buyer cancels (after a confirmation) while nothing was paid or bought. */
export async function cancelOrder(db: Db, { userId, orderId, reason, now }: { userId: string; orderId: string; reason?: string; now?: Date }) {
	const order = await getOrder(db, { userId, orderId })
	if (order.source === 'campaign') throw new OrderError('order.error.campaignNoCancel', 409)
	const event: OrderEvent = order.status === ORDER_STATUS.awaitingPayment ? 'cancelled' : 'cancelledBeforePurchase'
	return applyOrderEvent(db, { orderId, event, actor: 'buyer', actorId: userId, ownerId: userId, note: reason?.slice(0, 200) ?? null, now })
}

/** confirmOrder: the buyer confirms the goods arrived (after a confirmation). */
export async function confirmReceipt(db: Db, { userId, orderId, now }: { userId: string; orderId: string; now?: Date }) {
	return applyOrderEvent(db, { orderId, event: 'receiptConfirmed', actor: 'buyer', actorId: userId, ownerId: userId, now })
}

/** updateOrderAddress: another address of the buyer's, while the goods have not left the Iraqi warehouse. */
export async function updateOrderAddress(
	db: Db,
	{ userId, orderId, addressId, locale }: { userId: string; orderId: string; addressId: string; locale: Locale },
): Promise<void> {
	const address = await findAddress(db, userId, addressId, locale)
	if (!address) throw new OrderError('checkout.error.address', 422, 'addressId')
	await db.transaction(async (tx) => {
		const row = await lockOrder(tx, orderId, userId)
		if (!ADDRESS_CHANGEABLE_STATUSES.includes(row.status as OrderStatus)) throw new OrderError('order.error.addressLocked', 409, 'addressId')
		if (!paymentTypesFor(address.deliveryMode).includes(row.paymentType as PaymentType))
			throw new OrderError('checkout.error.paymentForDelivery', 422, 'addressId')
		await tx
			.update(orders)
			.set({
				addressId: address.id,
				deliveryMode: address.deliveryMode,
				pickupStoreId: address.pickupStore?.id ?? null,
				address: snapshotOf(address),
			})
			.where(eq(orders.id, row.id))
	})
}

/** updateOrderRemark: a note for staff, until the order is closed. */
export async function updateOrderRemark(db: Db, { userId, orderId, remark }: { userId: string; orderId: string; remark: string }): Promise<void> {
	const text = remark.trim()
	if (text.length > MAX_REMARK_LENGTH) throw new OrderError('checkout.error.remarkTooLong', 422, 'remark')
	await db.transaction(async (tx) => {
		const row = await lockOrder(tx, orderId, userId)
		if (isClosed(row.status as OrderStatus)) throw new OrderError('order.error.closed', 409, 'remark')
		await tx.update(orders).set({ remark: text }).where(eq(orders.id, row.id))
	})
}

/** updateOrderLogistic: sea or air, while the order still awaits payment; the estimate follows. */
export async function updateOrderLogistic(
	db: Db,
	{ userId, orderId, logisticsMethod, now = new Date() }: { userId: string; orderId: string; logisticsMethod: string; now?: Date },
): Promise<void> {
	if (!(LOGISTICS_METHODS as readonly string[]).includes(logisticsMethod)) throw new OrderError('checkout.error.logistics', 422, 'logisticsMethod')
	const method = logisticsMethod as LogisticsMethod
	const rate = await usdRate(db, now)
	await db.transaction(async (tx) => {
		const row = await lockOrder(tx, orderId, userId)
		if (row.status !== ORDER_STATUS.awaitingPayment) throw new OrderError('order.error.logisticsLocked', 409, 'logisticsMethod')
		const lines = await tx
			.select({ quantity: orderItems.quantity, weightGrams: products.weightGrams, volumeCm3: products.volumeCm3 })
			.from(orderItems)
			.innerJoin(products, eq(products.id, orderItems.productId))
			.where(eq(orderItems.orderId, row.id))
		const estimate =
			rate === null
				? 0
				: lines.reduce(
						(sum, line) =>
							sum +
							estimateLineFreightIqd(method, { weightGrams: line.weightGrams, volumeCm3: line.volumeCm3, quantity: line.quantity, usdToIqd: rate }),
						0,
					)
		await tx.update(orders).set({ logisticsMethod: method, estimatedLogisticsAmount: estimate }).where(eq(orders.id, row.id))
	})
}

/**
 * Housekeeping: card and transfer orders still unpaid after UNPAID_ORDER_TTL_MS are cancelled by the system
 * (stock and coupon given back). Orders with a slip in review are left for staff. Returns how many.
 */
export async function cancelUnpaidOrders(db: Db, now = new Date()): Promise<number> {
	const cutoff = new Date(now.getTime() - UNPAID_ORDER_TTL_MS)
	const stale = await db
		.select({ id: orders.id })
		.from(orders)
		.where(
			and(
				eq(orders.status, ORDER_STATUS.awaitingPayment),
				lt(orders.submittedAt, cutoff),
				sql`not exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} = 'in_review')`,
			),
		)
		.limit(500)
	let cancelled = 0
	for (const { id } of stale) {
		try {
			await applyOrderEvent(db, { orderId: id, event: 'cancelled', actor: 'system', actorId: null, note: 'order.closeReason.unpaid', now })
			cancelled++
		} catch {
			// Paid or cancelled meanwhile: nothing to do.
		}
	}
	return cancelled
}

/** Whether a number parses as an order status code (for query strings and staff forms). */
export function parseOrderStatus(value: unknown): OrderStatus | null {
	const number = Number(value)
	return Number.isInteger(number) && isOrderStatus(number) ? number : null
}

/** The lines of an order as checkout lines, for repurchase. */
export async function repurchaseLines(db: Db, { userId, orderId }: { userId: string; orderId: string }): Promise<CheckoutLine[]> {
	const order = await getOrder(db, { userId, orderId })
	return order.items.map((item) => ({ skuId: item.skuId, quantity: item.quantity }))
}

/** Housekeeping: received orders (4, 5) complete (6) once the after-sales window has passed. Returns how many. */
export async function completeReceivedOrders(db: Db, now = new Date()): Promise<number> {
	const cutoff = new Date(now.getTime() - AFTER_SALES_WINDOW_MS)
	const due = await db
		.select({ id: orders.id })
		.from(orders)
		.where(and(inArray(orders.status, [ORDER_STATUS.receivedWithSubsidy, ORDER_STATUS.received]), lt(orders.statusChangedAt, cutoff)))
		.limit(500)
	let completed = 0
	for (const { id } of due) {
		try {
			await applyOrderEvent(db, { orderId: id, event: 'completed', actor: 'system', actorId: null, now })
			completed++
		} catch {
			// Changed meanwhile: nothing to do.
		}
	}
	return completed
}

/** How often the order housekeeping runs in each app process (safe to run in several at once). */
export const ORDER_HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000

export async function runOrderHousekeeping(db: Db, now = new Date()) {
	return {
		cancelledUnpaid: await cancelUnpaidOrders(db, now),
		completed: await completeReceivedOrders(db, now),
		staleCheckouts: await deleteStaleCheckoutDrafts(db, now),
	}
}
