import { type Locale } from '#app/i18n/locales.ts'
import { SHARE_UTM_SOURCE } from '#app/modules/catalog/product-share.ts'
import { checkoutUrl } from '#app/modules/checkout/trade-flow-url.ts'
import { type CampaignKind } from './campaign-rules.ts'

/** The campaign pages of the URL contract (spec section 2). */
export const FREE_GIFTS_PATH = '/pages/free-gifts/index'
export const FREE_HELP_PATH = '/pages/free-help/index'
export const GROUP_HELP_PATH = '/pages/group-help/index'
export const LANDING_PATH = '/pages/landing-page/index'
export const GROUP_ORDER_LIST_PATH = '/pages/group-order-list/index'
export const MY_PRIZES_PATH = '/pages/my-prizes/index'

/** What a share token looks like (base64url, 16 characters); anything else is a 404 before the database is asked. */
export const SHARE_TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,32}$/

/** The page a campaign is shown on: free-help for a free gift, group-help for a group price. */
export function campaignPagePath(kind: CampaignKind, token: string): string {
	return `${kind === 'free_gift' ? FREE_HELP_PATH : GROUP_HELP_PATH}?c=${encodeURIComponent(token)}`
}

/**
 * getShareLink: the campaign page with `utm_source=share` (a sign-up through it is credited to sharing), and
 * `lang` when the sharer chose their language (product-share.ts explains why), so the WhatsApp preview is in it.
 */
export function campaignShareUrl({ origin, kind, token, lang = null }: { origin: string; kind: CampaignKind; token: string; lang?: Locale | null }): string {
	const url = new URL(campaignPagePath(kind, token), origin)
	url.searchParams.set('utm_source', SHARE_UTM_SOURCE)
	if (lang) url.searchParams.set('lang', lang)
	return url.toString()
}

/** Where a won gift (or an unlocked group price) is claimed: the trade flow, with the campaign's SKU and price. */
export function claimPath(campaignId: string): string {
	return checkoutUrl('campaign', [], { campaignId })
}

/** Pages of other domains a campaign links to (spec section 2 paths, stable because links travel). */
export const ORDER_DETAILS_PATH = '/pages/order-details/index'

export function orderDetailsPath(orderId: string): string {
	return `${ORDER_DETAILS_PATH}?${new URLSearchParams({ orderId })}`
}
