import { LOGISTICS_METHODS, type LogisticsMethod } from '#app/db/schema/order-vocabulary.ts'
import { toAsciiDigits } from '#app/modules/auth/rules.ts'
import { isPaymentType, type PaymentType } from '#app/modules/orders/order-status.ts'
import { href } from '#app/href.ts'

/**
 * The trade flow keeps every choice in its address (spec section 2: page parameters are query strings), so a
 * reload, the back button, a shared link and a page without JavaScript all show the same checkout:
 *
 *   /pages/trade_flow/index?source=buy_now&skuId=…&qty=3&addressId=…&userCouponId=auto&logisticsMethod=sea&paymentType=11&draft=…
 *
 * Lines are `skuId` + `qty` pairs, repeated in order (one pair from "buy now", several from the cart), which is
 * exactly what the page's own form sends. `draft` is the checkout draft the page opened (checkout-drafts.server.ts):
 * the server's record that this checkout is open or already placed. Pure: the loader, the action, the cart and
 * the browser share it.
 */

/** Where the lines come from: "buy now", the cart, an accepted quote (`quoteId`) or a won campaign (`campaignId`). */
export const CHECKOUT_SOURCES = ['buy_now', 'cart', 'quote', 'campaign'] as const
export type CheckoutSource = (typeof CHECKOUT_SOURCES)[number]

/** At most this many lines in one order (orders.server.ts MAX_CHECKOUT_LINES; the cart holds as many). */
export const MAX_CHECKOUT_LINES = 50
/** The remark's length, in characters. */
export const REMARK_MAX_LENGTH = 200

/** `userCouponId` in the address: the best one (the default), none, or a coupon of the buyer's wallet. */
export const COUPON_AUTO = 'auto'
export const COUPON_NONE = 'none'

const ID = /^[A-Za-z0-9_-]{1,64}$/

/** A line as the buyer asked for it: `typed` is what the quantity field held, `quantity` its whole number (0 when it is not one). */
export type RequestedLine = { skuId: string; quantity: number; typed: string }

export type TradeFlowState = {
	source: CheckoutSource
	/** The checkout draft; null until the page opens one (a fresh link from "buy now", the cart, a quote…). */
	draftId: string | null
	quoteId: string | null
	campaignId: string | null
	lines: RequestedLine[]
	addressId: string | null
	/** 'auto' (the best, also when absent), 'none', or a user coupon id. */
	userCouponId: string
	logisticsMethod: LogisticsMethod | null
	paymentType: PaymentType | null
	remark: string
}

/** A typed quantity read as a whole number: Arabic-Indic digits count; empty, 0 or nonsense is 0. */
export function readQuantity(typed: string): number {
	const text = toAsciiDigits(typed).trim()
	if (!/^\d{1,9}$/.test(text)) return 0
	return Number(text)
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
	return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null
}

function id(value: string | null): string | null {
	return value !== null && ID.test(value) ? value : null
}

/** What the address says, made safe; `canonical` is false when it should be rewritten (aliases, steps, stray parameters). */
export function readTradeFlowParams(params: URLSearchParams): { state: TradeFlowState; canonical: boolean } {
	const skuIds = params.getAll('skuId')
	// The product page's form without JavaScript sends `quantity`, its own field's name.
	const quantities = params.getAll('qty').length > 0 ? params.getAll('qty') : params.getAll('quantity')
	const lines: RequestedLine[] = []
	for (const [index, raw] of skuIds.entries()) {
		const skuId = id(raw.trim())
		if (!skuId || lines.length >= MAX_CHECKOUT_LINES) continue
		const typed = (quantities[index] ?? '1').slice(0, 12)
		const existing = lines.find((line) => line.skuId === skuId)
		if (existing) {
			existing.quantity += readQuantity(typed)
			existing.typed = String(existing.quantity)
		} else lines.push({ skuId, quantity: readQuantity(typed), typed })
	}
	// − / + without JavaScript: `step=<skuId>:-1`.
	for (const step of params.getAll('step')) {
		const [skuId, delta] = step.split(':')
		const line = lines.find((candidate) => candidate.skuId === skuId)
		if (!line || (delta !== '-1' && delta !== '1')) continue
		line.quantity = Math.max(1, line.quantity + Number(delta))
		line.typed = String(line.quantity)
	}
	const paymentType = Number(params.get('paymentType'))
	const coupon = params.get('userCouponId')
	const source = oneOf(CHECKOUT_SOURCES, params.get('source')) ?? 'buy_now'
	const state: TradeFlowState = {
		source,
		draftId: id(params.get('draft')),
		quoteId: source === 'quote' ? id(params.get('quoteId')) : null,
		campaignId: source === 'campaign' ? id(params.get('campaignId')) : null,
		lines,
		addressId: id(params.get('addressId')),
		userCouponId: coupon === COUPON_NONE ? COUPON_NONE : (id(coupon) ?? COUPON_AUTO),
		logisticsMethod: oneOf(LOGISTICS_METHODS, params.get('logisticsMethod')),
		paymentType: params.get('paymentType') && isPaymentType(paymentType) ? paymentType : null,
		remark: (params.get('remark') ?? '').slice(0, REMARK_MAX_LENGTH),
	}
	const kept = new Set(['coupons', 'lang'])
	const rewritten = tradeFlowSearch(state)
	const given = new URLSearchParams([...params].filter(([name]) => !kept.has(name)))
	return { state, canonical: given.toString() === rewritten.toString() }
}

/** The address's query for a state, in one fixed order; defaults are left out. */
export function tradeFlowSearch(state: TradeFlowState): URLSearchParams {
	const params = new URLSearchParams()
	params.set('source', state.source)
	if (state.quoteId) params.set('quoteId', state.quoteId)
	if (state.campaignId) params.set('campaignId', state.campaignId)
	for (const line of state.lines) {
		params.append('skuId', line.skuId)
		params.append('qty', line.typed)
	}
	if (state.addressId) params.set('addressId', state.addressId)
	if (state.userCouponId !== COUPON_AUTO) params.set('userCouponId', state.userCouponId)
	if (state.logisticsMethod) params.set('logisticsMethod', state.logisticsMethod)
	if (state.paymentType !== null) params.set('paymentType', String(state.paymentType))
	if (state.remark) params.set('remark', state.remark)
	if (state.draftId) params.set('draft', state.draftId)
	return params
}

/** The trade flow's address for `state`, with `patch` applied: what every link and choice on the page goes to. */
export function tradeFlowUrl(state: TradeFlowState, patch: Partial<TradeFlowState> = {}): string {
	return href('/pages/trade_flow/index', tradeFlowSearch({ ...state, ...patch }))
}

/** `state` with one line's quantity set (the stepper). */
export function withQuantity(state: TradeFlowState, skuId: string, typed: string): TradeFlowState {
	return {
		...state,
		lines: state.lines.map((line) => (line.skuId === skuId ? { skuId, typed, quantity: readQuantity(typed) } : line)),
	}
}
