import { eq, inArray } from 'drizzle-orm'
import { type Db, type DbTransaction } from '#app/db/client.server.ts'
import { type Locale, type LogisticsMethod, type OrderSource, products, skus } from '#app/db/schema/index.ts'
import { AddressNotFoundError, type AddressView, getAddress, getDefaultAddress } from '#app/modules/addresses/addresses.server.ts'
import { mediaUrl, productSummaryColumns } from '#app/modules/catalog/catalog.server.ts'
import { getCurrentUsdToIqdRate } from '#app/modules/catalog/exchange-rate.server.ts'
import { skuLabelSql } from '#app/modules/catalog/sku-labels.server.ts'
import { listUsableCoupons, preselectCoupon, type UsableCoupon } from '#app/modules/coupons/coupons.server.ts'
import { estimateLineFreightIqd } from '#app/modules/logistics/freight.ts'
import { cardPaymentsOffered } from '#app/providers/payment/index.server.ts'
import { PAYMENT_TYPE, type PaymentType, paymentTypesFor } from './order-status.ts'
import { MAX_CHECKOUT_LINES } from './orders.server.ts'

/**
 * Pricing a checkout (spec section 7: daftOrder): the lines as the buyer asked, each SKU's price, stock and
 * limits read now, the agreed price of a quote or campaign, the coupon, sea freight and the payment types the
 * delivery allows. Read-only: placing the order (placement.server.ts) prices again inside its transaction.
 */

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

export function isId(value: string) {
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

export async function loadSkuFacts(db: Db | DbTransaction, skuIds: string[], locale: Locale): Promise<Map<string, SkuFacts>> {
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

export function unitPriceOf(facts: Pick<SkuFacts, 'price' | 'promotionPrice'>) {
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
export function agreedUnit(facts: SkuFacts, agreed: AgreedPrice | null | undefined): { recorded: number; paid: number } {
	const live = unitPriceOf(facts)
	if (!agreed) return { recorded: live, paid: live }
	if (!agreed.subsidized) return { recorded: agreed.unitPrice, paid: agreed.unitPrice }
	return { recorded: live, paid: Math.min(live, Math.max(0, agreed.unitPrice)) }
}

/** The rate for freight estimates: kept in process for a minute (getCurrentUsdToIqdRate), not read per page. */
export async function usdRate(db: Db | DbTransaction, now: Date) {
	return (await getCurrentUsdToIqdRate(db as Db, now))?.rate ?? null
}

export function estimateLogistics(
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

export async function findAddress(db: Db, userId: string, addressId: string | null, locale: Locale): Promise<AddressView | null> {
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
