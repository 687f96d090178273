import { type Db } from '#app/db/client.server.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { type AddressCardData } from '#app/modules/addresses/AddressCard.tsx'
import { type CartMessage } from '#app/modules/cart/cart.ts'
import { transitDays } from '#app/modules/logistics/freight.ts'
import { campaignCheckout } from '#app/modules/campaigns/campaign-checkout.server.ts'
import { type CampaignKind } from '#app/db/schema/campaigns.ts'
import { PAYMENT_TYPE, type PaymentType, paysOnHandover } from '#app/modules/orders/order-status.ts'
import { OrderError } from '#app/modules/orders/orders.server.ts'
import { orderPlacedWithKey, type PlacedOrder, placeOrder } from '#app/modules/orders/placement.server.ts'
import { type AgreedPrice, type CheckoutLineView, priceCheckout, type PriceAgreement } from '#app/modules/orders/pricing.server.ts'
import { findCheckoutDraft } from '#app/modules/orders/checkout-drafts.server.ts'
import { quoteCheckoutLines } from './quote-lines.server.ts'
import { COUPON_AUTO, COUPON_NONE, readTradeFlowParams, REMARK_MAX_LENGTH, type RequestedLine, type TradeFlowState } from './trade-flow-url.ts'
import { orderLink, paymentLink } from '#app/links.ts'

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

/** Where agreed prices come from, as the page names them. */
export type TradeFlowOrigin =
	| { type: 'quote'; quoteId: string; validUntil: Date }
	| { type: 'campaign'; campaignId: string; kind: CampaignKind; claimDeadline: Date | null }

export type TradeFlowView = {
	lines: TradeFlowLine[]
	/** An accepted quote or a won campaign whose prices these are; null for catalogue prices. */
	origin: TradeFlowOrigin | null
	goodsAmount: number
	/** What a campaign pays of the goods. */
	subsidyAmount: number
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
		case 'checkout.problem.aboveAgreed':
			return { id: 'checkout.problem.aboveAgreed', values: { maximum: line.stock } }
		default:
			return { id: line.problemId }
	}
}

type Agreed = { lines: RequestedLine[]; agreedPrices: readonly AgreedPrice[]; agreement: PriceAgreement; origin: TradeFlowOrigin }

/**
 * The lines and agreed prices of an accepted quote or a won campaign (the quantities the address asks for, within
 * the agreement's); undefined for catalogue sources; null when there is no such quote or campaign to order now.
 */
async function agreedLines(
	db: Db,
	{ userId, state, now }: { userId: string; state: TradeFlowState; now?: Date },
): Promise<Agreed | { unavailableId: string } | null | undefined> {
	if (state.source === 'quote') {
		const quote = state.quoteId ? await quoteCheckoutLines(db, { userId, quoteId: state.quoteId, requested: state.lines, now }) : null
		if (!quote) return null
		return { ...quote, origin: { type: 'quote', quoteId: quote.quoteId, validUntil: quote.validUntil } }
	}
	if (state.source === 'campaign') {
		const campaign = state.campaignId ? await campaignCheckout(db, { userId, campaignId: state.campaignId, now }) : null
		if (!campaign) return null
		if (campaign.refusedId !== null) return { unavailableId: campaign.refusedId }
		const lines = campaign.agreedPrices.map((agreed) => {
			const asked = state.lines.find((line) => line.skuId === agreed.skuId)
			// A gift is its own quantity; a group price starts at one.
			return asked && agreed.minQuantity !== agreed.maxQuantity
				? asked
				: { skuId: agreed.skuId, quantity: agreed.minQuantity, typed: String(agreed.minQuantity) }
		})
		return {
			lines,
			agreedPrices: campaign.agreedPrices,
			agreement: campaign.agreement,
			origin: { type: 'campaign', campaignId: campaign.campaignId, kind: campaign.kind, claimDeadline: campaign.claimDeadline },
		}
	}
	return undefined
}

/**
 * The trade flow for `state` (daftOrder get / createRealOrderPre). Null for a quote or campaign that cannot be
 * ordered (the route answers 404). Without an address in the state the buyer's default one is used.
 */
export async function previewTradeFlow(
	db: Db,
	{ userId, locale, state, now }: { userId: string; locale: Locale; state: TradeFlowState; now?: Date },
): Promise<TradeFlowView | null> {
	const found = await agreedLines(db, { userId, state, now })
	if (found === null || (found && 'unavailableId' in found)) return null
	const agreed = found
	const requested: RequestedLine[] = agreed?.lines ?? state.lines
	const quote = await priceCheckout(db, {
		userId,
		lines: requested.map(({ skuId, quantity }) => ({ skuId, quantity })),
		addressId: state.addressId,
		// Priced by sea until the buyer chooses; the estimate is shown only for a chosen method.
		logisticsMethod: state.logisticsMethod ?? 'sea',
		userCouponId: state.userCouponId === COUPON_NONE ? null : state.userCouponId,
		agreedPrices: agreed?.agreedPrices ?? null,
		locale,
		now,
	})
	const address = quote.address
	return {
		origin: agreed?.origin ?? null,
		subsidyAmount: quote.subsidyAmount,
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

/** Where the buyer goes once the order exists: to pay, or — cash later, or nothing to pay — to the order. */
export function afterPlacing(order: Pick<PlacedOrder, 'orderId' | 'paymentType' | 'payableAmount'>): { redirectTo: string; toastId: string | null } {
	return paysOnHandover(order.paymentType as PaymentType) || order.payableAmount === 0
		? { redirectTo: orderLink(order.orderId), toastId: 'checkout.placed' }
		: { redirectTo: paymentLink(order.orderId, 'goods'), toastId: null }
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

	// The checkout draft (issue 17): a page without one, or with one not this buyer's, is out of date.
	const draft = state.draftId ? await findCheckoutDraft(db, { userId, draftId: state.draftId }) : null
	if (!draft) return refuse(state, { form: 'checkout.error.expired' })
	if (draft.placed) {
		// This very page sent twice (a double tap): on as the first answer went. Any other page of this checkout
		// (back, a stale tab, a new key): the order it already placed, said so.
		const sameKey = await orderPlacedWithKey(db, { userId, idempotencyKey })
		const order = { ...draft.placed, paymentType: draft.placed.paymentType as PaymentType, replayed: true }
		if (sameKey?.orderId === order.orderId) return { ok: true, order, ...afterPlacing(order) }
		return { ok: true, order, redirectTo: orderLink(order.orderId), toastId: 'checkout.alreadyPlaced.title' }
	}

	const errors: CheckoutErrors = {}
	const lineErrors: Record<string, string> = {}
	let lines = state.lines.map(({ skuId, quantity }) => ({ skuId, quantity }))
	const found = await agreedLines(db, { userId, state, now })
	// A quote or campaign no longer open to this buyer: a conflict with its state (409), as placeOrder's locked check says.
	const agreementGone = found === null || (found !== undefined && 'unavailableId' in found)
	if (agreementGone) {
		// This very page already ordered it (a form sent twice): that order.
		const earlier = await orderPlacedWithKey(db, { userId, idempotencyKey })
		if (earlier) return { ok: true, order: earlier, ...afterPlacing(earlier) }
	}
	const agreed = found && !('unavailableId' in found) ? found : undefined
	if (agreed) lines = agreed.lines.map(({ skuId, quantity }) => ({ skuId, quantity }))
	else if (found === null) errors.lines = state.source === 'campaign' ? 'checkout.campaign.unavailable' : 'checkout.quote.unavailable'
	else if (found && 'unavailableId' in found) errors.lines = found.unavailableId
	// A free gift has nothing to pay: no payment method to choose (a zero payable counts as paid when placed).
	const nothingToPay = agreed?.agreedPrices.every((price) => price.unitPrice === 0) ?? false
	if (nothingToPay) state.paymentType = PAYMENT_TYPE.card
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
	if (Object.keys(errors).length > 0 || !state.logisticsMethod) return refuse(state, errors, lineErrors, agreementGone ? 409 : 422)

	// "The best one" was preselected when the page was drawn; a form that still says 'auto' gets it now.
	let userCouponId: string | null = state.userCouponId === COUPON_NONE || agreed ? null : state.userCouponId
	if (userCouponId === COUPON_AUTO) {
		const preview = await priceCheckout(db, {
			userId,
			lines,
			addressId: state.addressId,
			logisticsMethod: state.logisticsMethod,
			userCouponId: 'auto',
			locale,
			now,
		})
		userCouponId = preview.userCouponId
	}

	try {
		const order = await placeOrder(db, {
			userId,
			idempotencyKey,
			draftId: draft.id,
			source: state.source,
			sourceRef: agreed?.agreement.sourceRef ?? null,
			agreement: agreed?.agreement ?? null,
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
