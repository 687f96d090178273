import { type PaymentStage, type PaymentStatus } from '#app/db/schema/order-vocabulary.ts'
import { PAYMENT_TYPE, type PaymentType, paysOnHandover } from '../order-status.ts'

/** A payment attempt as the order page reads it. */
export type PaymentAttempt = {
	stage: PaymentStage
	type: PaymentType
	status: PaymentStatus
	failureReason: string | null
	createdAt: Date
}

/**
 * What the order page says about paying (spec sections 4 and 8: "payment failed" with pay again, "payment audit
 * failed", examine / in review, cash on handover):
 * - due: the stage awaits the buyer and nothing is under way → pay
 * - continue: a bank transfer waits for its slips (`transfer`), or a card attempt was left at the gateway (`card`)
 *   → continue paying
 * - inReview: slips are with staff → nothing to do but wait
 * - failed: the card gateway declined → pay again
 * - rejected: staff rejected the slips ("payment audit failed", with their reason) → pay again
 * - cashNotCollected: staff reported the cash not collected at handover ("abnormal payment collection", with their
 *   reason) → support arranges it; a logistics bill can be paid another way
 * - cashOnDelivery / cashAtStore: paid in cash when the goods are handed over
 * - none: nothing to say
 */
export type PaymentNotice =
	| { kind: 'none' }
	| { kind: 'due'; stage: PaymentStage }
	| { kind: 'continue'; stage: PaymentStage; method: 'transfer' | 'card' }
	| { kind: 'inReview'; stage: PaymentStage }
	| { kind: 'failed'; stage: PaymentStage }
	| { kind: 'rejected'; stage: PaymentStage; reason: string | null }
	| { kind: 'cashNotCollected'; stage: PaymentStage; reason: string | null; payable: boolean }
	| { kind: 'cashOnDelivery' | 'cashAtStore' }

const isCash = (attempt: PaymentAttempt) => paysOnHandover(attempt.type)
const reasonOf = (attempt: PaymentAttempt) => attempt.failureReason?.trim() || null

function latest(attempts: readonly PaymentAttempt[], stage: PaymentStage): PaymentAttempt | null {
	let found: PaymentAttempt | null = null
	for (const attempt of attempts) if (attempt.stage === stage && (!found || attempt.createdAt >= found.createdAt)) found = attempt
	return found
}

/** `awaited` is the stage the order waits for the buyer to pay (OrderDetail.actions.pay). Pure. */
export function paymentNotice(input: { awaited: PaymentStage | null; payments: readonly PaymentAttempt[] }): PaymentNotice {
	if (input.awaited === null) {
		const goods = latest(input.payments, 'goods')
		if (goods?.status === 'pending' && goods.type === PAYMENT_TYPE.cashOnDelivery) return { kind: 'cashOnDelivery' }
		if (goods?.status === 'pending' && goods.type === PAYMENT_TYPE.cashAtStore) return { kind: 'cashAtStore' }
		if (goods?.status === 'failed' && isCash(goods)) return { kind: 'cashNotCollected', stage: 'goods', reason: reasonOf(goods), payable: false }
		return { kind: 'none' }
	}
	const stage = input.awaited
	const attempt = latest(input.payments, stage)
	if (!attempt || attempt.status === 'cancelled' || attempt.status === 'succeeded') return { kind: 'due', stage }
	switch (attempt.status) {
		case 'pending':
			return { kind: 'continue', stage, method: attempt.type === PAYMENT_TYPE.card ? 'card' : 'transfer' }
		case 'in_review':
			return { kind: 'inReview', stage }
		case 'failed':
			return isCash(attempt) ? { kind: 'cashNotCollected', stage, reason: reasonOf(attempt), payable: true } : { kind: 'failed', stage }
		case 'rejected':
			return { kind: 'rejected', stage, reason: reasonOf(attempt) }
	}
}

/** Whether the notice comes with a button to the payment page. */
export function offersPayment(
	notice: PaymentNotice,
): notice is Extract<PaymentNotice, { kind: 'due' | 'continue' | 'failed' | 'rejected' | 'cashNotCollected' }> {
	return (
		notice.kind === 'due' ||
		notice.kind === 'continue' ||
		notice.kind === 'failed' ||
		notice.kind === 'rejected' ||
		(notice.kind === 'cashNotCollected' && notice.payable)
	)
}
