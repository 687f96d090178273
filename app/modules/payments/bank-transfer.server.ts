import { eq } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { createId, orders, type PaymentStatus, paymentSlips, payments } from '#app/db/schema/index.ts'
import { type AppliedEvent } from '#app/modules/orders/commands.server.ts'
import { PAYMENT_TYPE } from '#app/modules/orders/order-status.ts'
import { createStorageKey, getStorage, type Storage, type StoredFile } from '#app/providers/storage/index.server.ts'
import { checkSlipCount, prepareSlips, SlipError } from './slips.server.ts'
import { announceAfterCommit, isId, lockPaymentWithOrder, orderIdOfPayment, PaymentError, PaymentNotFoundError, succeed } from './payments.server.ts'

/** Paying by bank transfer: the buyer's slips (pictures; a PDF is drawn as pictures) and the staff's review of them. */

export type SlipUpload = { bytes: Uint8Array }

/**
 * Step 2 of a transfer: 1 to 5 slips for the buyer's pending transfer, checked by content and stored under
 * random names in the 'slips' folder; the payment goes to staff review (in_review). Files are stored before
 * the transaction and deleted again when it does not commit.
 */
export async function submitBankSlips(
	db: Db,
	input: { userId: string; paymentId: string; files: readonly SlipUpload[]; storage?: Storage },
): Promise<{ paymentId: string; slipIds: string[] }> {
	const storage = input.storage ?? getStorage()
	const orderId = await orderIdOfPayment(db, input.paymentId, input.userId)
	const [current] = await db.select({ type: payments.type, status: payments.status }).from(payments).where(eq(payments.id, input.paymentId)).limit(1)
	if (!current || current.type !== PAYMENT_TYPE.bankTransfer) throw new PaymentNotFoundError()
	if (current.status === 'in_review') throw new PaymentError('payment.slip.alreadySubmitted', 409)
	if (current.status !== 'pending') throw new PaymentError('payment.error.notPending', 409)

	let prepared
	try {
		checkSlipCount(input.files.length)
		prepared = await prepareSlips(input.files.map((file) => file.bytes))
	} catch (error) {
		if (error instanceof SlipError) throw new PaymentError(error.messageId, error.status, 'slips')
		throw error
	}
	const stored: string[] = []
	try {
		for (const slip of prepared) {
			const key = createStorageKey('slips', slip.extension)
			await storage.put(key, slip.bytes, slip.contentType)
			stored.push(key)
		}
		const slipIds = await db.transaction(async (tx) => {
			const { payment } = await lockPaymentWithOrder(tx, orderId, input.paymentId)
			if (payment.userId !== input.userId) throw new PaymentNotFoundError()
			if (payment.status === 'in_review') throw new PaymentError('payment.slip.alreadySubmitted', 409)
			if (payment.status !== 'pending') throw new PaymentError('payment.error.notPending', 409)
			const rows = prepared.map((slip, index) => ({
				id: createId(),
				paymentId: payment.id,
				storageKey: stored[index] as string,
				contentType: slip.contentType,
				byteSize: slip.bytes.byteLength,
				sort: index,
			}))
			await tx.insert(paymentSlips).values(rows)
			await tx.update(payments).set({ status: 'in_review' }).where(eq(payments.id, payment.id))
			return rows.map((row) => row.id)
		})
		return { paymentId: input.paymentId, slipIds }
	} catch (error) {
		await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)))
		throw error
	}
}

export type ReviewDecision = 'approve' | 'reject'

/**
 * Staff review of a transfer's slips. Approve: the payment succeeds and the order moves on (goodsPaid or
 * logisticsPaid, actor staff) in the same transaction. Reject (a reason is required): the payment is
 * rejected; the buyer reads "payment audit failed" with the reason and may pay again. The same decision
 * twice changes nothing; the other decision after one was made is refused (409) — so when two reviewers
 * approve and reject at once, exactly one wins.
 */
export async function reviewBankSlip(
	db: Db,
	input: { paymentId: string; staffId: string; decision: ReviewDecision; reason?: string | null; now?: Date },
): Promise<{ paymentId: string; status: PaymentStatus; changed: boolean }> {
	const now = input.now ?? new Date()
	const reason = input.reason?.trim() ?? ''
	if (input.decision === 'reject' && reason.length === 0) throw new PaymentError('payment.review.reasonRequired', 400, 'reason')
	const orderId = await orderIdOfPayment(db, input.paymentId)
	let applied: AppliedEvent | null = null
	const outcome = await db.transaction(async (tx) => {
		const { order, payment } = await lockPaymentWithOrder(tx, orderId, input.paymentId)
		if (payment.type !== PAYMENT_TYPE.bankTransfer) throw new PaymentError('payment.review.notTransfer', 409)
		const target: PaymentStatus = input.decision === 'approve' ? 'succeeded' : 'rejected'
		if (payment.status === target && payment.reviewedBy !== null) return { paymentId: payment.id, status: target, changed: false }
		if (payment.status !== 'in_review') throw new PaymentError('payment.review.alreadyDecided', 409)
		if (input.decision === 'approve') {
			applied = await succeed(tx, order, payment, { actor: 'staff', actorId: input.staffId }, now)
		} else {
			await tx
				.update(payments)
				.set({ status: 'rejected', failureReason: reason.slice(0, 500), reviewedBy: input.staffId, reviewedAt: now })
				.where(eq(payments.id, payment.id))
		}
		return { paymentId: payment.id, status: target, changed: true }
	})
	await announceAfterCommit(applied)
	return outcome
}

/* ---------------------------------------------------------------------------------------------- */
/* Cash (payment types 3 and 11)                                                                   */

export type SlipFile = StoredFile & { fileName: string }

/**
 * A slip's file, for its owner or staff only; anyone else (and a slip that does not exist) gets 404.
 * The staff console calls this with the signed-in staff member as viewer.
 */
export async function readSlip(
	db: Db,
	input: { slipId: string; viewer: { id: string; role: 'buyer' | 'staff' } },
	storage: Storage = getStorage(),
): Promise<SlipFile> {
	if (!isId(input.slipId)) throw new PaymentNotFoundError()
	const [row] = await db
		.select({ storageKey: paymentSlips.storageKey, ownerId: payments.userId, orderNumber: orders.number, sort: paymentSlips.sort })
		.from(paymentSlips)
		.innerJoin(payments, eq(payments.id, paymentSlips.paymentId))
		.innerJoin(orders, eq(orders.id, payments.orderId))
		.where(eq(paymentSlips.id, input.slipId))
		.limit(1)
	if (!row) throw new PaymentNotFoundError()
	if (input.viewer.role !== 'staff' && row.ownerId !== input.viewer.id) throw new PaymentNotFoundError()
	const file = await storage.get(row.storageKey)
	if (!file) throw new PaymentNotFoundError()
	const extension = row.storageKey.slice(row.storageKey.lastIndexOf('.') + 1)
	return { ...file, fileName: `${row.orderNumber}-slip-${row.sort + 1}.${extension}` }
}
