/**
 * The campaign vocabulary, shared by the schema (its CHECK constraints), the rules and the pages. No imports, so
 * the browser bundle can take it without the database layer.
 */

/** free_gift: friends' help unlocks one unit of a SKU for free; group_price: friends joining unlock a lower rate. */
export const CAMPAIGN_KINDS = ['free_gift', 'group_price'] as const
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number]

/** Spec section 4, "help activity states"; see campaign-rules.ts for the transitions. */
export const CAMPAIGN_STATUSES = ['in_progress', 'qualified', 'success', 'not_successful', 'ended'] as const
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number]

/** The audit trail's entries: who did what to a campaign, and when. */
export const CAMPAIGN_EVENT_TYPES = ['started', 'helped', 'qualified', 'reset', 'restarted', 'claimed', 'claim_expired', 'restart_expired'] as const
export type CampaignEventType = (typeof CAMPAIGN_EVENT_TYPES)[number]
