import { eq } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { orders } from '#app/db/schema/index.ts'
import { type PaymentGateway } from '#app/providers/payment/gateway.ts'
import { type Storage } from '#app/providers/storage/index.server.ts'
import { type SlipUpload, submitBankSlips } from './bank-transfer.server.ts'
import { beginCardCheckout } from './card.server.ts'
import { getPaymentPage, type PaymentPageView } from './payment-views.server.ts'
import { isId, orderIdOfPayment, PaymentNotFoundError, startPayment, type StartedPayment, type StartPaymentInput } from './payments.server.ts'
import { stageSlipUpload, type StagedSlip, submitStagedSlips, visitorSlipUploader } from './slip-uploads.server.ts'

/**
 * Paying from the visitor's order page (issue 21). A visitor who proved the phone on an order
 * (app/modules/orders/visitor-access.server.ts) pays that order the way its buyer would, through the buyer's own
 * services — getPaymentPage, startPayment, beginCardCheckout, submitBankSlips — acting as the order's buyer.
 *
 * - `provenOrderId` is the order the visitor's proof names (provenOrder): the route never passes anything else.
 * - The buyer's id is read here from that order, never taken from a form.
 * - A payment a form names must belong to that very order: a proof for one order never pays or uploads for
 *   another, not even another order of the same buyer (404, exactly like a payment that does not exist).
 * - The app's visitor (app/api/calls/payments.server.ts) uploads slips ahead of submitting them, as the app's buyer
 *   does (slip-uploads.server.ts): staged under the proven order's tag, so only a proof for that order submits them.
 */

async function buyerOf(db: Db, provenOrderId: string): Promise<string> {
	if (!isId(provenOrderId)) throw new PaymentNotFoundError()
	const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, provenOrderId)).limit(1)
	if (!row) throw new PaymentNotFoundError()
	return row.userId
}

/** The buyer to act as, when `paymentId` is a payment of the proven order; 404 otherwise. */
async function buyerOfPayment(db: Db, provenOrderId: string, paymentId: string): Promise<string> {
	const userId = await buyerOf(db, provenOrderId)
	const orderId = await orderIdOfPayment(db, paymentId, userId)
	if (orderId !== provenOrderId) throw new PaymentNotFoundError()
	return userId
}

/** What the payment page would show the buyer for one stage of the proven order. */
export async function getVisitorPaymentPage(db: Db, input: { provenOrderId: string; stage: 'goods' | 'logistics' }): Promise<PaymentPageView> {
	return getPaymentPage(db, { userId: await buyerOf(db, input.provenOrderId), orderId: input.provenOrderId, stage: input.stage })
}

/** startPayment for the proven order (the same rules, the same idempotency key semantics). */
export async function startVisitorPayment(
	db: Db,
	input: Omit<StartPaymentInput, 'userId' | 'orderId'> & { provenOrderId: string },
): Promise<StartedPayment> {
	const { provenOrderId, ...rest } = input
	return startPayment(db, { ...rest, userId: await buyerOf(db, provenOrderId), orderId: provenOrderId })
}

/** beginCardCheckout for a pending card payment of the proven order. */
export async function beginVisitorCardCheckout(
	db: Db,
	gateway: PaymentGateway,
	input: { provenOrderId: string; paymentId: string; returnUrl: string; callbackUrl: string; locale: string },
): Promise<{ redirectUrl: string; gatewayRef: string }> {
	const { provenOrderId, ...rest } = input
	return beginCardCheckout(db, gateway, { ...rest, userId: await buyerOfPayment(db, provenOrderId, input.paymentId) })
}

/** submitBankSlips for a pending transfer of the proven order (the same content checks, limits and storage). */
export async function submitVisitorSlips(
	db: Db,
	input: { provenOrderId: string; paymentId: string; files: readonly SlipUpload[]; storage?: Storage },
): Promise<{ paymentId: string; slipIds: string[] }> {
	const { provenOrderId, ...rest } = input
	return submitBankSlips(db, { ...rest, userId: await buyerOfPayment(db, provenOrderId, input.paymentId) })
}

/** A slip the app's visitor uploads ahead of submitting it (stageSlipUpload's checks), tagged with the proven order. */
export async function stageVisitorSlipUpload(db: Db, input: { provenOrderId: string; bytes: Uint8Array; storage?: Storage }): Promise<StagedSlip[]> {
	await buyerOf(db, input.provenOrderId)
	return stageSlipUpload(visitorSlipUploader(input.provenOrderId), input.bytes, input.storage)
}

/** submitStagedSlips for a pending transfer of the proven order, with files staged by stageVisitorSlipUpload for it. */
export async function submitVisitorStagedSlips(
	db: Db,
	input: { provenOrderId: string; paymentId: string; names: readonly string[]; storage?: Storage },
): Promise<{ paymentId: string; slipIds: string[] }> {
	const { provenOrderId, ...rest } = input
	const userId = await buyerOfPayment(db, provenOrderId, input.paymentId)
	return submitStagedSlips(db, { ...rest, userId, uploader: visitorSlipUploader(provenOrderId) })
}
