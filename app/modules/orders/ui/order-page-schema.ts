import { z } from 'zod'
import { safeRedirectPath } from '#app/utils/safe-redirect.ts'

/** What the order pages accept from forms and query strings. Messages are message ids. */

const Id = z.string().trim().min(1).max(64)
const Confirm = z.literal('yes').optional()
/** Where to come back to after a confirmed action: a same-site path only. */
const ReturnPath = z
	.string()
	.max(2000)
	.optional()
	.transform((value) => safeRedirectPath(value, '') || null)

/** Every button of the order page (and the order list's buttons, which post here), one intent each. */
export const OrderActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('cancel'), orderId: Id, confirm: Confirm, redirectTo: ReturnPath }),
	z.object({ intent: z.literal('confirmReceipt'), orderId: Id, confirm: Confirm, redirectTo: ReturnPath }),
	z.object({ intent: z.literal('repurchase'), orderId: Id }),
	z.object({ intent: z.literal('remark'), orderId: Id, remark: z.string().max(2000).default('') }),
	z.object({ intent: z.literal('changeAddress'), orderId: Id, addressId: Id }),
	z.object({ intent: z.literal('changeLogistics'), orderId: Id, logisticsMethod: z.string().trim().max(20).default('') }),
])

export const OrderQuerySchema = z.object({
	orderId: Id,
	/** Back from the address book in "choose" mode: the address to confirm for this order. */
	addressId: Id.optional().catch(undefined),
})

/** The visitor page's forms: find the order and send a code; check the code. */
export const VisitorActionSchema = z.discriminatedUnion('intent', [
	z.object({
		intent: z.literal('send'),
		number: z.string().trim().max(40).default(''),
		phone: z.string().trim().max(30).default(''),
		channel: z.enum(['whatsapp', 'sms']).catch('whatsapp'),
	}),
	z.object({
		intent: z.literal('verify'),
		number: z.string().trim().max(40).default(''),
		phone: z.string().trim().max(30).default(''),
		channel: z.enum(['whatsapp', 'sms']).catch('whatsapp'),
		code: z.string().trim().max(12).default(''),
	}),
])
