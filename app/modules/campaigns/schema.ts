import { z } from 'zod'

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

/** `?claim=<campaignId>` on my prizes: the claim link before claims went through the trade flow. */
export const ClaimQuerySchema = z.object({
	claim: z
		.string()
		.trim()
		.regex(/^[A-Za-z0-9_-]{1,64}$/)
		.optional()
		.catch(undefined),
})
