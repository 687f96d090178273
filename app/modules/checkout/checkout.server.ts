import { type Db } from '#app/db/client.server.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { type AddressCardData } from '#app/modules/addresses/AddressCard.tsx'
import { type CartMessage } from '#app/modules/cart/cart.ts'
import { transitDays } from '#app/modules/logistics/freight.ts'
import { type PaymentType, paysOnHandover } from '#app/modules/orders/order-status.ts'
import { type CheckoutLineView, OrderError, type PlacedOrder, placeOrder, priceCheckout } from '#app/modules/orders/orders.server.ts'
import { orderDetailsPath, paymentPath } from '#app/modules/orders/ui/order-links.ts'
import { quoteCheckoutLines } from './quote-lines.server.ts'
import {
	COUPON_AUTO,
	COUPON_NONE,
	readTradeFlowParams,
	REMARK_MAX_LENGTH,
	type RequestedLine,
	type TradeFlowState,
} from './trade-flow-url.ts'

/**
 * Placing the order from the trade flow (createRealOrder / createOrder): the page's form — the same fields as
 * its address, plus the idempotency key made when the page was rendered — checked in one pass so every
 * missing choice is named at once (spec section 5: select a delivery address, a logistics method, a payment
 * method; product quantity cannot be 0), then handed to placeOrder. A refusal carries what the buyer sent, so
 * the page shows it again unchanged.
 */

/** The parts of the page a refusal can point at, in the order the page shows them (the toast names the first). */
export const CHECKOUT_FIELDS = ['addressId', 'lines', 'logisticsMethod', 'userCouponId', 'remark', 'paymentType', 'form'] as const
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number]
export type CheckoutErrors = Partial<Record<CheckoutField, string>>

export type CheckoutRefusal = {
	ok: false
	status: number
	errors: CheckoutErrors
	/** skuId → message id, for the line a quantity problem is about. */
	lineErrors: Record<string, string>
	/** The first error in page order: the toast. */
	messageId: string
	/** What the buyer sent, to show again. */
	state: TradeFlowState
}

export type CheckoutPlaced = {
	ok: true
	order: PlacedOrder
	/** Card and transfer pay the goods next; cash types go to the order (with a toast). */
	redirectTo: string
	toastId: string | null
}

/* ---------------------------------------------------------------------------------------------- */
/* The page: what priceCheckout says about the state in the address, as the page shows it.          */

export type TradeFlowLine = Omit<CheckoutLineView, 'imageKey' | 'problemId'> & {
	/** What the quantity field holds (as typed, so "0" stays "0"). */
	typed: string
	/** What stands between this line and an order, with the numbers the message needs. */
	problem: CartMessage | null
}

export type TradeFlowCoupon = {
	userCouponId: string
	name: string
	amount: number
	thresholdType: number
	thresholdValue: number
	validUntil: Date
	/** What it takes off this order, or why it cannot be used on it. */
	discount: number | null
	reasonId: string | null
}

export type TradeFlowView = {
	lines: TradeFlowLine[]
	goodsAmount: number
	pieces: number
	discountAmount: number
	payableAmount: number
	/** For the chosen logistics method (0 when it cannot be estimated yet or none is chosen). */
	estimatedLogisticsAmount: number
	orderable: boolean
	coupons: TradeFlowCoupon[]
	/** The coupon applied: the one chosen, the best one for 'auto', or null. */
	userCouponId: string | null
	address: AddressCardData | null
	paymentTypes: PaymentType[]
	/** Days from China to the door, by method. */
	transit: Record<'sea' | 'air', { min: number; max: number }>
}

/** The catalogue's quantity messages say the numbers (minimum, stock); the trade flow uses them for its lines. */
function problemOf(line: CheckoutLineView): CartMessage | null {
	switch (line.problemId) {
		case null:
			return null
		case 'checkout.problem.belowMinimum':
			return { id: 'product.quantity.belowMinimum', values: { minimum: line.minOrderQty } }
		case 'checkout.problem.overStock':
			return { id: 'product.quantity.aboveStock', values: { stock: line.stock } }
		default:
			return { id: line.problemId }
	}
}

/**
 * The trade flow for `state` (daftOrder get / createRealOrderPre). Null for a quote that cannot be ordered
 * (the route answers 404). Without an address in the state the buyer's default one is used.
 */
export async function previewTradeFlow(
	db: Db,
	{ userId, locale, state, now }: { userId: string; locale: Locale; state: TradeFlowState; now?: Date },
): Promise<TradeFlowView | null> {
	let requested: RequestedLine[] = state.lines
	if (state.source === 'quote') {
		const quote = state.quoteId ? await quoteCheckoutLines(db, { userId, quoteId: state.quoteId, now }) : null
		if (!quote) return null
		requested = quote.lines.map(({ skuId, quantity }) => ({ skuId, quantity, typed: String(quantity) }))
	}
	const quote = await priceCheckout(db, {
		userId,
		lines: requested.map(({ skuId, quantity }) => ({ skuId, quantity })),
		addressId: state.addressId,
		// Priced by sea until the buyer chooses; the estimate is shown only for a chosen method.
		logisticsMethod: state.logisticsMethod ?? 'sea',
		userCouponId: state.userCouponId === COUPON_NONE ? null : state.userCouponId,
		locale,
		now,
	})
	const address = quote.address
	return {
		lines: quote.lines.map((line) => {
			const { imageKey: _imageKey, problemId: _problemId, ...shown } = line
			return {
				...shown,
				typed: requested.find((wanted) => wanted.skuId === line.skuId)?.typed ?? String(line.quantity),
				problem: problemOf(line),
			}
		}),
		goodsAmount: quote.goodsAmount,
		pieces: quote.pieces,
		discountAmount: quote.discountAmount,
		payableAmount: quote.payableAmount,
		estimatedLogisticsAmount: state.logisticsMethod ? quote.estimatedLogisticsAmount : 0,
		orderable: quote.orderable,
		coupons: quote.coupons.map((coupon) => ({
			userCouponId: coupon.userCouponId,
			name: coupon.name,
			amount: coupon.amount,
			thresholdType: coupon.thresholdType,
			thresholdValue: coupon.thresholdValue,
			validUntil: coupon.validUntil,
			discount: coupon.verdict.usable ? coupon.verdict.discount : null,
			reasonId: coupon.verdict.usable ? null : coupon.verdict.reasonId,
		})),
		userCouponId: quote.userCouponId,
		address: address
			? {
					id: address.id,
					deliveryMode: address.deliveryMode,
					fullName: address.fullName,
					phone: address.phone,
					isDefault: address.isDefault,
					country: address.country,
					province: address.province,
					city: address.city,
					postcode: address.postcode,
					addressLine: address.addressLine,
					pickupStore: address.pickupStore,
				}
			: null,
		paymentTypes: quote.paymentTypes,
		transit: { sea: transitDays('sea'), air: transitDays('air') },
	}
}

/* ---------------------------------------------------------------------------------------------- */
/* Placing the order.                                                                               */

/** Form fields as the trade flow reads them. */
function paramsOf(form: FormData | URLSearchParams): URLSearchParams {
	const params = new URLSearchParams()
	for (const [name, value] of form.entries()) if (typeof value === 'string') params.append(name, value)
	return params
}

function refuse(state: TradeFlowState, errors: CheckoutErrors, lineErrors: Record<string, string> = {}, status = 422): CheckoutRefusal {
	const first = CHECKOUT_FIELDS.find((field) => errors[field])
	return { ok: false, status, errors, lineErrors, messageId: (first && errors[first]) ?? 'error.http.422', state }
}

/** Where the buyer goes once the order exists. */
export function afterPlacing(order: Pick<PlacedOrder, 'orderId' | 'paymentType'>): { redirectTo: string; toastId: string | null } {
	return paysOnHandover(order.paymentType as PaymentType)
		? { redirectTo: orderDetailsPath(order.orderId), toastId: 'checkout.placed' }
		: { redirectTo: paymentPath(order.orderId, 'goods'), toastId: null }
}

export async function submitCheckout(
	db: Db,
	{ userId, locale, form, now }: { userId: string; locale: Locale; form: FormData | URLSearchParams; now?: Date },
): Promise<CheckoutPlaced | CheckoutRefusal> {
	const params = paramsOf(form)
	const { state } = readTradeFlowParams(params)
	const rawRemark = (params.get('remark') ?? '').trim()
	state.remark = rawRemark
	const idempotencyKey = params.get('idempotencyKey') ?? ''

	const errors: CheckoutErrors = {}
	const lineErrors: Record<string, string> = {}
	let lines = state.lines.map(({ skuId, quantity }) => ({ skuId, quantity }))
	if (state.source === 'quote') {
		const quote = state.quoteId ? await quoteCheckoutLines(db, { userId, quoteId: state.quoteId, now }) : null
		if (quote) lines = quote.lines.map(({ skuId, quantity }) => ({ skuId, quantity }))
		else errors.lines = 'checkout.quote.unavailable'
	}
	if (lines.length === 0) errors.lines ??= 'checkout.error.noItems'
	for (const line of lines) {
		if (line.quantity > 0) continue
		lineErrors[line.skuId] = 'product.quantity.zero'
		errors.lines ??= 'product.quantity.zero'
	}
	if (!state.addressId) errors.addressId = 'checkout.error.address'
	if (!state.logisticsMethod) errors.logisticsMethod = 'checkout.error.logistics'
	if (state.paymentType === null) errors.paymentType = 'checkout.error.payment'
	if (rawRemark.length > REMARK_MAX_LENGTH) errors.remark = 'checkout.error.remarkTooLong'
	if (Object.keys(errors).length > 0 || !state.logisticsMethod) return refuse(state, errors, lineErrors)

	// "The best one" was preselected when the page was drawn; a form that still says 'auto' gets it now.
	let userCouponId: string | null = state.userCouponId === COUPON_NONE ? null : state.userCouponId
	if (userCouponId === COUPON_AUTO) {
		const preview = await priceCheckout(db, { userId, lines, addressId: state.addressId, logisticsMethod: state.logisticsMethod, userCouponId: 'auto', locale, now })
		userCouponId = preview.userCouponId
	}

	try {
		const order = await placeOrder(db, {
			userId,
			idempotencyKey,
			source: state.source,
			sourceRef: state.source === 'quote' ? state.quoteId : null,
			lines,
			addressId: state.addressId,
			logisticsMethod: state.logisticsMethod,
			paymentType: state.paymentType,
			userCouponId,
			remark: rawRemark,
			locale,
			now,
		})
		return { ok: true, order, ...afterPlacing(order) }
	} catch (error) {
		if (!(error instanceof OrderError) || error.status === 404) throw error
		const field: CheckoutField = error.field === 'idempotencyKey' || !error.field ? 'form' : error.field
		return refuse(state, { [field]: error.messageId }, {}, error.status)
	}
}
