import { type OrderTab } from '../order-status.ts'
import { href } from '#app/href.ts'
import { checkoutLink, orderLink } from '#app/links.ts'

/** Where the order pages link to each other (spec section 2 paths; DESIGN.md section 3: parameters are query strings). */

export function orderListPath(tab: OrderTab = 'all', options: { cursor?: string | null; page?: number } = {}): string {
	const params = new URLSearchParams()
	if (tab !== 'all') params.set('tab', tab)
	if (options.cursor) params.set('cursor', options.cursor)
	if (options.page && options.page > 1) params.set('page', String(options.page))
	return href('/pages/individualCenter/buyer_order_list/index', params)
}

export function logisticsPath(orderId: string): string {
	return href('/pages/logistics-details/index', { orderId })
}

/** The address book in "choose" mode: it comes back to the order with `&addressId=…` added. */
export function changeAddressPath(orderId: string): string {
	return href('/pages/address/index', { redirectTo: orderLink(orderId) })
}

/** Repurchase: the trade flow for the order's lines that went back into the cart, as the cart's own checkout opens it. */
export function repurchaseCheckoutPath(lines: ReadonlyArray<{ skuId: string; quantity: number }>): string {
	return checkoutLink('cart', lines)
}

export function visitorOrderPath(number?: string): string {
	return number ? href('/pages/not-login-order-details/index', { number }) : href('/pages/not-login-order-details/index')
}
