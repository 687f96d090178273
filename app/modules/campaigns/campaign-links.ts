import { type Locale } from '#app/i18n/locales.ts'
import { SHARE_UTM_SOURCE } from '#app/modules/catalog/product-share.ts'
import { type CampaignKind } from './campaign-rules.ts'
import { href } from '#app/href.ts'

/** What a share token looks like (base64url, 16 characters); anything else is a 404 before the database is asked. */
export const SHARE_TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,32}$/

/** The page a campaign is shown on: free-help for a free gift, group-help for a group price. */
export function campaignPagePath(kind: CampaignKind, token: string): string {
	return kind === 'free_gift' ? href('/pages/free-help/index', { c: token }) : href('/pages/group-help/index', { c: token })
}

/**
 * getShareLink: the campaign page with `utm_source=share` (a sign-up through it is credited to sharing), and
 * `lang` when the sharer chose their language (product-share.ts explains why), so the WhatsApp preview is in it.
 */
export function campaignShareUrl({
	origin,
	kind,
	token,
	lang = null,
}: {
	origin: string
	kind: CampaignKind
	token: string
	lang?: Locale | null
}): string {
	const url = new URL(campaignPagePath(kind, token), origin)
	url.searchParams.set('utm_source', SHARE_UTM_SOURCE)
	if (lang) url.searchParams.set('lang', lang)
	return url.toString()
}
