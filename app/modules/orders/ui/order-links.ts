import { checkoutUrl } from '#app/modules/checkout/trade-flow-url.ts'
import { paymentPagePath } from '#app/modules/payments/paths.ts'
import { type OrderTab } from '../order-status.ts'

/** Where the order pages link to each other (spec section 2 paths; DESIGN.md section 3: parameters are query strings). */

export const ORDER_LIST_PATH = '/pages/individualCenter/buyer_order_list/index'
export const ORDER_DETAILS_PATH = '/pages/order-details/index'
export const LOGISTICS_DETAILS_PATH = '/pages/logistics-details/index'
export const VISITOR_ORDER_PATH = '/pages/not-login-order-details/index'
export const ADDRESS_LIST_PATH = '/pages/address/index'

export function orderListPath(tab: OrderTab = 'all', options: { cursor?: string | null; page?: number } = {}): string {
	const params = new URLSearchParams()
	if (tab !== 'all') params.set('tab', tab)
	if (options.cursor) params.set('cursor', options.cursor)
	if (options.page && options.page > 1) params.set('page', String(options.page))
	const query = params.toString()
	return query ? `${ORDER_LIST_PATH}?${query}` : ORDER_LIST_PATH
}

export function orderDetailsPath(orderId: string, extra: Record<string, string> = {}): string {
	return `${ORDER_DETAILS_PATH}?${new URLSearchParams({ orderId, ...extra })}`
}

export function logisticsPath(orderId: string): string {
	return `${LOGISTICS_DETAILS_PATH}?${new URLSearchParams({ orderId })}`
}

/** Paying one stage of an order: the goods (first) or the logistics costs (second), on the payment page. */
export function paymentPath(orderId: string, stage: 'goods' | 'logistics'): string {
	return paymentPagePath(orderId, stage)
}

/** The address book in "choose" mode: it comes back to the order with `&addressId=…` added. */
export function changeAddressPath(orderId: string): string {
	return `${ADDRESS_LIST_PATH}?${new URLSearchParams({ redirectTo: orderDetailsPath(orderId) })}`
}

/** Repurchase: the trade flow for the order's lines that went back into the cart, as the cart's own checkout opens it. */
export function repurchaseCheckoutPath(lines: ReadonlyArray<{ skuId: string; quantity: number }>): string {
	return checkoutUrl('cart', lines)
}

export function visitorOrderPath(number?: string): string {
	return number ? `${VISITOR_ORDER_PATH}?${new URLSearchParams({ number })}` : VISITOR_ORDER_PATH
}
