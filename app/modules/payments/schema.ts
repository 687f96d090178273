import { z } from 'zod'
import { PAYMENT_STAGES, type PaymentStage } from '#app/db/schema/order-vocabulary.ts'
import { PAYMENT_TYPE, type PaymentType } from '#app/modules/orders/order-status.ts'

/**
 * The payment pages' rules, the same in the browser and on the server (spec sections 2, 5, 8 and 9). What the
 * server alone can check (whose order, what is due, how much) lives in payments.server.ts.
 */

/** Spec sections 5 and 9: a transfer is proven by 1 to 5 slips. */
export const MIN_SLIPS = 1
export const MAX_SLIPS = 5
/** Each slip file at most 10 MB (the platform's upload limit for pictures and documents). */
export const SLIP_MAX_BYTES = 10 * 1024 * 1024
/** What the file picker offers; the server decides by the bytes, not by this list. */
export const SLIP_ACCEPT = '.png,.jpg,.jpeg,.gif,.pdf,image/png,image/jpeg,image/gif,application/pdf'
export const SLIP_FIELD = 'slip'
/** The longest reason staff may give for rejecting a transfer's slips (the buyer reads it on the order page). */
export const REJECT_REASON_MAX_LENGTH = 300

export { PAYMENT_STAGES, type PaymentStage }
export { paymentResultPath, SLIP_PATH_PREFIX, slipPath } from './paths.ts'

/** The message id naming a payment method (spec section 4's payment types). */
export const PAYMENT_TYPE_LABEL: Record<PaymentType, string> = {
	[PAYMENT_TYPE.card]: 'payment.method.card',
	[PAYMENT_TYPE.bankTransfer]: 'payment.method.transfer',
	[PAYMENT_TYPE.cashOnDelivery]: 'payment.method.cod',
	[PAYMENT_TYPE.cashAtStore]: 'payment.method.cashAtStore',
}

export const PAYMENT_TYPE_HINT: Record<PaymentType, string> = {
	[PAYMENT_TYPE.card]: 'payment.method.card.hint',
	[PAYMENT_TYPE.bankTransfer]: 'payment.method.transfer.hint',
	[PAYMENT_TYPE.cashOnDelivery]: 'payment.method.cod.hint',
	[PAYMENT_TYPE.cashAtStore]: 'payment.method.cashAtStore.hint',
}

/** Gateway decline codes the buyer is told about in their language; anything else reads "payment failed". */
const DECLINE_MESSAGES: Record<string, string> = {
	insufficient_funds: 'payment.declined.insufficientFunds',
	declined: 'payment.declined.generic',
}

export function declineMessageId(reason: string | null | undefined): string {
	return (reason && DECLINE_MESSAGES[reason]) || 'payment.declined.generic'
}

/** `?orderId=&stage=&step=`: a bad stage reads as the goods; step 2 is the slip upload of a transfer. */
export const PaymentPageQuerySchema = z.object({
	orderId: z.string().trim().min(1).max(64),
	stage: z.enum(PAYMENT_STAGES).catch('goods'),
	step: z.enum(['1', '2']).optional().catch(undefined),
	/** "Choose another method" while a transfer or cash payment is open. */
	change: z.literal('1').optional().catch(undefined),
})

const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'payment.error.expired')

/** The page's buttons: start paying by a method, or send the slips of an open transfer. */
export const PaymentActionSchema = z.discriminatedUnion('intent', [
	z.object({
		intent: z.literal('start'),
		type: z.coerce.number({ error: 'payment.method.required' }).int({ error: 'payment.method.required' }),
		idempotencyKey: IdempotencyKey,
	}),
	z.object({ intent: z.literal('slips'), paymentId: z.string().min(1).max(64) }),
])

/**
 * The visitor order page's payment buttons (issue 21): the buyer's, except that the slips of a transfer not yet
 * started carry the key that starts it (the order's payment type is a transfer, so the page shows the account and
 * the upload at once).
 */
export const VisitorPaymentActionSchema = z.discriminatedUnion('intent', [
	PaymentActionSchema.options[0],
	z.object({ intent: z.literal('slips'), paymentId: z.string().min(1).max(64).optional(), idempotencyKey: IdempotencyKey }),
])

export const PaymentResultQuerySchema = z.object({ paymentId: z.string().trim().min(1).max(64) })
