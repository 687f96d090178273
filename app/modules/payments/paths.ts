import { type PaymentStage } from '#app/db/schema/order-vocabulary.ts'

/** The payment pages' addresses, without the forms' schemas (a page that only links to them loads no zod). */
export const PAYMENT_PAGE_PATH = '/pages/payment/index'
export const PAYMENT_RESULT_PATH = '/pages/payment-result/index'
export const PAYMENT_CALLBACK_PATH = '/pages/payment/callback'
export const SLIP_PATH_PREFIX = '/resources/payment/slip/'

export function paymentPagePath(orderId: string, stage: PaymentStage, extra: Record<string, string> = {}): string {
	return `${PAYMENT_PAGE_PATH}?${new URLSearchParams({ orderId, stage, ...extra })}`
}

export function paymentResultPath(paymentId: string): string {
	return `${PAYMENT_RESULT_PATH}?${new URLSearchParams({ paymentId })}`
}

export function slipPath(slipId: string): string {
	return `${SLIP_PATH_PREFIX}${encodeURIComponent(slipId)}`
}
