import { eq } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { payments } from '#app/db/schema/index.ts'
import { getStorage, type Storage } from '#app/providers/storage/index.server.ts'
import { stagedName, stagedNameTest } from '#app/providers/storage/staged.server.ts'
import { submitBankSlips } from './bank-transfer.server.ts'
import { orderIdOfPayment, PaymentError } from './payments.server.ts'
import { MAX_SLIPS } from './schema.ts'
import { prepareSlip, SlipError } from './slips.server.ts'

/**
 * Slips sent ahead of their submission (the app's `/usb/upload/file`, then a submit call naming the files):
 * each file is checked and re-encoded at once by the web's rules (prepareSlip: pictures re-encoded, a PDF drawn
 * as pictures) and kept under a staged name in the private 'slips' folder (app/providers/storage/staged.server.ts:
 * the name carries a tag of the uploader, so only the buyer who uploaded a file can submit it); submitting hands the files to submitBankSlips,
 * the web's own path (checked again, stored under fresh names), and deletes the staged copies.
 */

export type StagedSlip = { name: string; contentType: string; byteSize: number }

/**
 * One uploaded slip, checked and stored for its uploader (a buyer's id; a visitor's is visitorSlipUploader's, of the
 * order they proved); a PDF gives one name per page. Throws PaymentError.
 */
export async function stageSlipUpload(uploader: string, bytes: Uint8Array, storage: Storage = getStorage()): Promise<StagedSlip[]> {
	let prepared
	try {
		prepared = await prepareSlip(bytes, { maxPages: MAX_SLIPS })
	} catch (error) {
		if (error instanceof SlipError) throw new PaymentError(error.messageId, error.status, 'slips')
		throw error
	}
	const staged: StagedSlip[] = []
	for (const slip of prepared) {
		const name = await stagedName('slips', 'slip', uploader, slip.extension)
		await storage.put(name, slip.bytes, slip.contentType)
		staged.push({ name, contentType: slip.contentType, byteSize: slip.bytes.byteLength })
	}
	return staged
}

/**
 * Step 2 of a transfer with files staged by stageSlipUpload: the same as the web's slip form (submitBankSlips).
 * Another buyer's payment is a 404 and slips already with staff a 409 before any name is looked at (a resent
 * request learns where its slips are); a name that is not one of this uploader's staged files (the buyer's, or
 * `uploader` when a visitor staged them), or whose file is gone, is refused (400).
 */
export async function submitStagedSlips(
	db: Db,
	input: { userId: string; uploader?: string; paymentId: string; names: readonly string[]; storage?: Storage },
): Promise<{ paymentId: string; slipIds: string[] }> {
	const storage = input.storage ?? getStorage()
	await orderIdOfPayment(db, input.paymentId, input.userId)
	const [current] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, input.paymentId)).limit(1)
	if (current?.status === 'in_review') throw new PaymentError('payment.slip.alreadySubmitted', 409)
	const isStaged = await stagedNameTest('slips', 'slip', input.uploader ?? input.userId, ['png', 'jpg', 'gif'])
	const names = [...new Set(input.names)]
	const files: { bytes: Uint8Array }[] = []
	for (const name of names) {
		const file = isStaged(name) ? await storage.get(name) : null
		if (!file) throw new PaymentError('payment.slip.unknownFile', 400, 'slips')
		files.push({ bytes: new Uint8Array(await new Response(file.body).arrayBuffer()) })
	}
	const submitted = await submitBankSlips(db, { userId: input.userId, paymentId: input.paymentId, files, storage })
	await Promise.all(names.map((name) => storage.delete(name).catch(() => undefined)))
	return submitted
}

/** Whose slips a visitor stages: the order they proved, never its buyer (so neither can submit the other's files). */
export function visitorSlipUploader(orderId: string): string {
	return `visitor-order:${orderId}`
}
