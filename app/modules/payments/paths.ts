import { href } from '#app/href.ts'

/** The payment pages' addresses, without the forms' schemas (a page that only links to them loads no zod). */
export const SLIP_PATH_PREFIX = '/resources/payment/slip/'

export function paymentResultPath(paymentId: string): string {
	return href('/pages/payment-result/index', { paymentId })
}

export function slipPath(slipId: string): string {
	return `${SLIP_PATH_PREFIX}${encodeURIComponent(slipId)}`
}
