import { z } from 'zod'
import { CAMPAIGN_KINDS, CAMPAIGN_STATUSES } from '#app/modules/campaigns/campaign-states.ts'
import { campaignShareUrl, SHARE_TOKEN_SHAPE } from '#app/modules/campaigns/campaign-links.ts'
import { DEFAULT_DURATION_MINUTES, GROUP_PRICE_TARGET, LIVE_STATUSES, NEW_USER_HELP_WINDOW_MS } from '#app/modules/campaigns/campaign-rules.ts'
import { dismissHelpAlerts, helpCampaign, helpVerdictFor, listUnseenHelps } from '#app/modules/campaigns/campaign-help.server.ts'
import { listOfferedTemplates, restartCampaign, startCampaign } from '#app/modules/campaigns/campaign-start.server.ts'
import {
	type CampaignView,
	getCampaignByToken,
	getOwnCampaign,
	listHelpRecord,
	listMyCampaigns,
	listRollingBroadcast,
} from '#app/modules/campaigns/campaign-views.server.ts'
import { abuseHash, CampaignNotFoundError } from '#app/modules/campaigns/campaigns.server.ts'
import { NEW_USER_COUPON } from '#app/modules/coupons/coupon-rules.ts'
import { listUserCoupons } from '#app/modules/coupons/wallet.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { type ApiContext, sharedLanguage } from '../context.server.ts'
import { API_V1, defineCall, iso, IsoDate, isoOrNull, RecordId } from '../define.server.ts'
import { ApiError, genericMessageId } from '../errors.server.ts'

/**
 * Campaigns (spec section 7: takeFree, activity, doHelp, help, reward, helpChop): free gifts and group prices by
 * the campaigns module the pages use (app/modules/campaigns). The free-gift and group-price names reach the same
 * services, as the pages do: a campaign is found by its share token whatever its kind. The rules are the
 * module's: only new users help, once; limits on running campaigns and starts; another buyer's campaign shows
 * its public face (no helpers, no order) and cannot be changed (404).
 */

const Kind = z.enum(CAMPAIGN_KINDS)

const ShareToken = z.string().trim().regex(SHARE_TOKEN_SHAPE).meta({ description: 'The campaign’s share token (the `c` of its link).' })

const TokenInput = z.object({ token: ShareToken })

const CampaignProduct = z
	.object({
		productId: z.string(),
		skuId: z.string(),
		title: z.string(),
		imageUrl: z.string().nullable(),
		unitPrice: z.number().int().meta({ description: 'IQD per unit, the price without the campaign.' }),
		stock: z.number().int(),
		available: z.boolean(),
	})
	.meta({ id: 'CampaignProduct' })

const CampaignFields = z.object({
	id: z.string(),
	templateId: z.string(),
	kind: Kind,
	status: z.enum(CAMPAIGN_STATUSES),
	round: z.number().int(),
	restartsLeft: z.number().int(),
	progress: z.object({ helped: z.number().int(), target: z.number().int(), remaining: z.number().int(), percent: z.number().int() }),
	startedAt: IsoDate,
	endsAt: IsoDate,
	timeLeftMs: z.number().int().meta({ description: 'At the server’s time of the answer; count down from it.' }),
	qualifiedAt: IsoDate.nullable(),
	claimDeadline: IsoDate.nullable(),
	restartDeadline: IsoDate.nullable(),
	closedAt: IsoDate.nullable(),
	shareToken: z.string(),
	groupPrice: z.number().int().nullable().meta({ description: 'Group price: IQD per unit once unlocked.' }),
	quantity: z.number().int(),
	product: CampaignProduct.nullable(),
	initiatorName: z.string().meta({ description: 'Masked, e.g. "A*** H***".' }),
	helpers: z
		.array(z.object({ name: z.string(), at: IsoDate, round: z.number().int(), seen: z.boolean() }))
		.meta({ description: 'Masked names, for the initiator only (empty for anyone else).' }),
	isInitiator: z.boolean(),
	orderId: z.string().nullable().meta({ description: 'The claim’s order, for the initiator only.' }),
	templateOffered: z.boolean(),
})

const Campaign = CampaignFields.meta({ id: 'Campaign' })

function campaign(view: CampaignView) {
	return {
		...view,
		startedAt: iso(view.startedAt),
		endsAt: iso(view.endsAt),
		qualifiedAt: isoOrNull(view.qualifiedAt),
		claimDeadline: isoOrNull(view.claimDeadline),
		restartDeadline: isoOrNull(view.restartDeadline),
		closedAt: isoOrNull(view.closedAt),
		helpers: view.helpers.map((helper) => ({ ...helper, at: iso(helper.at) })),
	}
}

const CampaignPage = z
	.object({
		campaign: Campaign,
		serverNow: IsoDate,
		verdict: z.object({ ok: z.boolean(), reason: z.string().nullable(), message: z.string().nullable() }).nullable().meta({
			description: 'A signed-in friend: whether they may help now, or why not (in the request language). Null for the initiator and visitors.',
		}),
		shareUrl: z.string(),
	})
	.meta({ id: 'CampaignPage' })

const Template = z
	.object({
		id: z.string(),
		kind: Kind,
		product: CampaignProduct,
		targetCount: z.number().int(),
		durationMinutes: z.number().int(),
		groupPrice: z.number().int().nullable(),
		quantity: z.number().int(),
		headline: z.string().nullable(),
		description: z.string().nullable(),
		liveToken: z.string().nullable().meta({ description: 'The signed-in buyer’s running campaign for this template, if any.' }),
	})
	.meta({ id: 'CampaignTemplate' })

const HelpRecord = z
	.object({
		mine: z.array(Campaign).meta({ description: 'The buyer’s campaigns still running (in progress, qualified, waiting to be restarted).' }),
		helped: z
			.array(CampaignFields.extend({ helpedAt: IsoDate }).meta({ id: 'HelpedCampaign' }))
			.meta({ description: 'Friends’ campaigns the buyer helped, newest help first.' }),
		ended: z.array(Campaign).meta({ description: 'The buyer’s campaigns that succeeded or ended.' }),
	})
	.meta({ id: 'HelpRecord' })

const Started = z.object({ campaignId: z.string(), kind: Kind, shareToken: z.string(), shareUrl: z.string() }).meta({ id: 'StartedCampaign' })

const Helped = z
	.object({ campaignId: z.string(), helped: z.number().int(), target: z.number().int(), status: z.enum(CAMPAIGN_STATUSES) })
	.meta({ id: 'CampaignHelped' })

/** The share link in the buyer's language when they chose it (the `language` header or their saved language), as on the pages. */
function shareUrlOf(context: ApiContext, { kind, token }: { kind: (typeof CAMPAIGN_KINDS)[number]; token: string }) {
	return campaignShareUrl({ origin: getEnv().PUBLIC_URL ?? new URL(context.request.url).origin, kind, token, lang: sharedLanguage(context) })
}

/** The templates on offer of a kind (or one template), each with the signed-in buyer's running campaign for it (the lists' "open" link). */
async function offeredTemplates(context: ApiContext, { kind, templateId }: { kind: (typeof CAMPAIGN_KINDS)[number]; templateId?: string }) {
	const now = new Date()
	const [templates, running] = await Promise.all([
		listOfferedTemplates(context.db, { kind, templateId, locale: context.locale, now }),
		context.user ? listMyCampaigns(context.db, { userId: context.user.id, kind, statuses: LIVE_STATUSES, locale: context.locale, now }) : [],
	])
	const live = new Map(running.map((view) => [view.templateId, view.shareToken]))
	return templates.map((template) => ({ ...template, liveToken: live.get(template.id) ?? null }))
}

/** help show / doHelp show (both kinds): the campaign as the caller may see it, with whether they may help. */
async function showCampaign(input: { token: string }, context: ApiContext) {
	const now = new Date()
	const viewerId = context.user?.id ?? null
	const view = await getCampaignByToken(context.db, { token: input.token, viewerId, locale: context.locale, now })
	if (!view) throw new CampaignNotFoundError()
	const verdict = viewerId && !view.isInitiator ? await helpVerdictFor(context.db, { campaign: view, viewerId, now }) : null
	return {
		campaign: campaign(view),
		serverNow: iso(now),
		verdict: verdict
			? verdict.ok
				? { ok: true, reason: null, message: null }
				: { ok: false, reason: verdict.messageId, message: context.t(verdict.messageId) }
			: null,
		shareUrl: shareUrlOf(context, { kind: view.kind, token: view.shareToken }),
	}
}

/** doHelp add (both kinds): a new user's help, with the same abuse hashes the page records. */
async function addHelp(input: { token: string }, context: ApiContext) {
	const key = getEnv().SESSION_SECRETS[0] ?? 'dijla'
	const result = await helpCampaign(context.db, {
		token: input.token,
		helperId: context.requireUser().id,
		ipHash: abuseHash(context.ip, key),
		userAgentHash: abuseHash(context.client.userAgent, key),
	})
	return { campaignId: result.campaignId, helped: result.helped, target: result.target, status: result.status }
}

/** createHelpChop / participate: start a campaign for a template on offer (the lists' button). */
async function start(input: { templateId: string }, context: ApiContext) {
	const started = await startCampaign(context.db, { userId: context.requireUser().id, templateId: input.templateId })
	return { ...started, shareUrl: shareUrlOf(context, { kind: started.kind, token: started.shareToken }) }
}

/** getShareLink (both kinds): the link a buyer shares, for any campaign they can see. */
async function shareLink(input: { token: string }, context: ApiContext) {
	const view = await getCampaignByToken(context.db, { token: input.token, viewerId: context.user?.id ?? null, locale: context.locale })
	if (!view) throw new CampaignNotFoundError()
	return { shareUrl: shareUrlOf(context, { kind: view.kind, token: view.shareToken }), shareToken: view.shareToken, kind: view.kind }
}

const ShareLink = z.object({ shareUrl: z.string(), shareToken: z.string(), kind: Kind }).meta({ id: 'CampaignShareLink' })

const ShowCall = (path: string, kind: string) =>
	defineCall({
		method: 'POST',
		path,
		group: 'campaigns',
		summary: `A ${kind} campaign by its share token, as the caller may see it (the initiator also gets helpers and order), and whether a signed-in friend may help.`,
		auth: 'optional',
		state: 'implemented',
		errors: [404],
		request: TokenInput,
		response: CampaignPage,
		handler: showCampaign,
	})

const HelpCall = (path: string, kind: string) =>
	defineCall({
		method: 'POST',
		path,
		group: 'campaigns',
		summary: `Help a friend’s ${kind} campaign (only a new user, once; not one’s own): the campaign page’s help button.`,
		auth: 'required',
		state: 'implemented',
		errors: [403, 404, 409, 410],
		request: TokenInput,
		response: Helped,
		handler: addHelp,
	})

const ShareCall = (path: string, kind: string) =>
	defineCall({
		method: 'POST',
		path,
		group: 'campaigns',
		summary: `The link to share for a ${kind} campaign (utm_source=share, and the language when the buyer chose one).`,
		auth: 'optional',
		state: 'implemented',
		errors: [404],
		request: TokenInput,
		response: ShareLink,
		handler: shareLink,
	})

const StartCall = (path: string, kind: string) =>
	defineCall({
		method: 'POST',
		path,
		group: 'campaigns',
		summary: `Start a ${kind} campaign for a template on offer (the list’s start button); limits on running campaigns and starts a day apply.`,
		auth: 'required',
		state: 'implemented',
		errors: [403, 409, 410, 429],
		request: z.object({ templateId: RecordId }),
		response: Started,
		handler: start,
	})

export const CAMPAIGN_CALLS = [
	defineCall({
		method: 'POST',
		path: `${API_V1}/takeFree/product/list`,
		group: 'campaigns',
		summary: 'The free gifts on offer (the free gifts tab), with the signed-in buyer’s running campaign for each.',
		auth: 'optional',
		state: 'implemented',
		request: z.object({ kind: Kind.default('free_gift').meta({ description: 'free_gift (default) or group_price (the landing page’s deals).' }) }),
		response: z.array(Template),
		handler: async (input, context) => offeredTemplates(context, { kind: input.kind }),
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/activity/listRollingBroadcast`,
		group: 'campaigns',
		summary: 'Recent winners (target met), newest first, names masked.',
		auth: 'optional',
		state: 'implemented',
		request: z.object({}),
		response: z.array(z.object({ id: z.string(), kind: Kind, name: z.string(), productTitle: z.string(), at: IsoDate })),
		handler: async (_input, context) =>
			(await listRollingBroadcast(context.db, { locale: context.locale })).map((item) => ({ ...item, at: iso(item.at) })),
	}),
	StartCall(`${API_V1}/activity/participate`, 'free-gift'),
	StartCall(`${API_V1}/helpChop/createHelpChop`, 'group-price'),
	defineCall({
		method: 'POST',
		path: `${API_V1}/activity/restart`,
		group: 'campaigns',
		summary:
			'Start one’s own campaign (either kind) again after it ended without enough helps, while its template allows (restartsLeft, restartDeadline): the campaign page’s restart button. The same campaign and share link, a new round. The spec names no call for it; this is ours.',
		auth: 'required',
		state: 'implemented',
		errors: [403, 404, 409, 410, 429],
		request: z.object({ campaignId: RecordId }),
		response: Started,
		handler: async (input, context) => {
			const restarted = await restartCampaign(context.db, { userId: context.requireUser().id, campaignId: input.campaignId })
			return { ...restarted, shareUrl: shareUrlOf(context, { kind: restarted.kind, token: restarted.shareToken }) }
		},
	}),
	HelpCall(`${API_V1}/doHelp/add`, 'free-gift'),
	HelpCall(`${API_V1}/helpChop/doHelp/add`, 'group-price'),
	ShowCall(`${API_V1}/doHelp/show`, 'free-gift'),
	ShowCall(`${API_V1}/help/show`, 'free-gift'),
	ShowCall(`${API_V1}/helpChop/doHelp/show`, 'group-price'),
	ShowCall(`${API_V1}/helpChop/help/show`, 'group-price'),
	ShareCall(`${API_V1}/getShareLink`, 'free-gift'),
	ShareCall(`${API_V1}/helpChop/getShareLink`, 'group-price'),
	defineCall({
		method: 'POST',
		path: `${API_V1}/help/updateAlert`,
		group: 'campaigns',
		summary: 'Dismiss the alerts of new helps: of one of the buyer’s campaigns (another buyer’s is a 404), or of all of them.',
		auth: 'required',
		state: 'implemented',
		errors: [404],
		request: z.object({ campaignId: RecordId.optional() }),
		response: z.object({
			dismissed: z.number().int(),
			unseen: z
				.array(
					z.object({
						campaignId: z.string(),
						kind: Kind,
						shareToken: z.string(),
						name: z.string(),
						at: IsoDate,
						helped: z.number().int(),
						target: z.number().int(),
					}),
				)
				.meta({ description: 'The alerts still not dismissed after this call.' }),
		}),
		handler: async (input, context) => {
			const user = context.requireUser()
			if (input.campaignId !== undefined) {
				const own = await getOwnCampaign(context.db, { userId: user.id, campaignId: input.campaignId, locale: context.locale })
				if (!own) throw new CampaignNotFoundError()
			}
			const dismissed = await dismissHelpAlerts(context.db, { userId: user.id, campaignId: input.campaignId })
			const unseen = await listUnseenHelps(context.db, { userId: user.id })
			return { dismissed, unseen: unseen.map((alert) => ({ ...alert, at: iso(alert.at) })) }
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/helpChop/myHelpChopList`,
		group: 'campaigns',
		summary: 'The help record: the buyer’s running campaigns, the friends’ campaigns they helped, and their ended ones.',
		auth: 'required',
		state: 'implemented',
		request: z.object({ kind: Kind.default('group_price') }),
		response: HelpRecord,
		handler: async (input, context) => {
			const record = await listHelpRecord(context.db, { userId: context.requireUser().id, kind: input.kind, locale: context.locale })
			return {
				mine: record.mine.map(campaign),
				helped: record.helped.map((view) => ({ ...campaign(view), helpedAt: iso(view.helpedAt) })),
				ended: record.ended.map(campaign),
			}
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/reward/myList`,
		group: 'campaigns',
		summary: 'My prizes: free gifts won and group prices unlocked (claimed through the trade flow), and the new-user coupons.',
		auth: 'required',
		state: 'implemented',
		request: z.object({}),
		response: z
			.object({
				gifts: z.array(Campaign),
				groups: z.array(Campaign),
				coupons: z.array(z.object({ id: z.string(), name: z.string(), amount: z.number().int(), validUntil: IsoDate, used: z.boolean() })),
			})
			.meta({ id: 'Prizes' }),
		handler: async (_input, context) => {
			const user = context.requireUser()
			const { db, locale } = context
			const now = new Date()
			const [won, available, used] = await Promise.all([
				listMyCampaigns(db, { userId: user.id, statuses: ['qualified', 'success'], locale, now }),
				listUserCoupons(db, { userId: user.id, status: 'available', locale, now }),
				listUserCoupons(db, { userId: user.id, status: 'used', locale, now }),
			])
			return {
				gifts: won.filter((view) => view.kind === 'free_gift').map(campaign),
				groups: won.filter((view) => view.kind === 'group_price').map(campaign),
				coupons: [...available, ...used]
					.filter((coupon) => coupon.code === NEW_USER_COUPON.code)
					.map((coupon) => ({
						id: coupon.userCouponId,
						name: coupon.name,
						amount: coupon.amount,
						validUntil: iso(coupon.validUntil),
						used: coupon.usedAt !== null,
					})),
			}
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/lp/config`,
		group: 'campaigns',
		summary:
			'What the landing page’s hero and “how it works” say: friends to invite, the timer, and how long after signing up a friend counts as new.',
		auth: 'optional',
		state: 'implemented',
		request: z.object({ templateId: RecordId.optional() }),
		response: z
			.object({ targetCount: z.number().int(), durationMinutes: z.number().int(), newUserHelpHours: z.number().int() })
			.meta({ id: 'LandingConfig' }),
		handler: async (input, context) => {
			const [first] = await offeredTemplates(context, { kind: 'group_price', templateId: input.templateId })
			return {
				targetCount: first?.targetCount ?? GROUP_PRICE_TARGET,
				durationMinutes: first?.durationMinutes ?? DEFAULT_DURATION_MINUTES,
				newUserHelpHours: NEW_USER_HELP_WINDOW_MS / 3_600_000,
			}
		},
	}),
	defineCall({
		method: 'POST',
		path: `${API_V1}/lp/page`,
		group: 'campaigns',
		summary:
			'The landing page: the group-price deals on offer (templateId: one deal, 404 when it is not on offer), with the buyer’s running campaign for each.',
		auth: 'optional',
		state: 'implemented',
		errors: [404],
		request: z.object({ templateId: RecordId.optional() }),
		response: z.object({ templates: z.array(Template), hasGroupCampaigns: z.boolean() }).meta({ id: 'LandingPage' }),
		handler: async (input, context) => {
			const templates = await offeredTemplates(context, { kind: 'group_price', templateId: input.templateId })
			if (input.templateId && templates.length === 0) throw new ApiError(404, genericMessageId(404))
			const mine = context.user
				? await listMyCampaigns(context.db, { userId: context.user.id, kind: 'group_price', statuses: LIVE_STATUSES, locale: context.locale })
				: []
			return { templates, hasGroupCampaigns: mine.length > 0 }
		},
	}),
]
