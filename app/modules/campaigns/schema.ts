import { z } from 'zod'
import { toAsciiDigits } from '#app/modules/auth/rules.ts'

/** The campaign pages' forms; errors are message ids. Every form works without JavaScript. */

const id = z.string().trim().min(1).max(64)

/** createHelpChop: start a campaign for a template (free gifts tab, landing page). */
export const StartCampaignSchema = z.object({
	intent: z.literal('start'),
	templateId: id,
})

/** A campaign page: a friend helps (doHelp add); the initiator restarts, or dismisses the help alerts (updateAlert). */
export const CampaignPageActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('help') }),
	z.object({ intent: z.literal('restart') }),
	z.object({ intent: z.literal('dismissAlerts') }),
])

/** Typed digits (Arabic-Indic too) as a whole number; anything else is 0, which the rules refuse. */
const quantity = z
	.string()
	.trim()
	.max(9)
	.transform((value) => {
		const digits = toAsciiDigits(value)
		return /^\d{1,6}$/.test(digits) ? Number(digits) : 0
	})

/** Claiming a won gift (or ordering at an unlocked group price): delivery rules as for any order. */
export const ClaimSchema = z.object({
	intent: z.literal('claim'),
	campaignId: id,
	addressId: z
		.string()
		.trim()
		.max(64)
		.optional()
		.transform((value) => value || null),
	logisticsMethod: z.enum(['sea', 'air'], { error: 'checkout.error.logistics' }).optional(),
	paymentType: z.coerce.number().int().optional(),
	quantity: quantity.optional(),
	remark: z.string().max(400).optional(),
})

/** `?claim=<campaignId>&addressId=…` on my prizes. */
export const ClaimQuerySchema = z.object({
	claim: z.string().trim().max(64).optional().catch(undefined),
	addressId: z.string().trim().max(64).optional().catch(undefined),
})
