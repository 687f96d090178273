import { data, redirect } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { formatIqd } from '#app/i18n/format.ts'
import { getIntl } from '#app/i18n/intl.ts'
import { getMessages } from '#app/i18n/messages.server.ts'
import { type LocaleSource } from '#app/i18n/negotiate.server.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { currentPath, signInRedirect } from '#app/modules/auth/auth.server.ts'
import { type SessionUser } from '#app/modules/auth/session.server.ts'
import { absoluteImageUrl, openGraphLocale, shareLanguage } from '#app/modules/catalog/product-share.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { campaignPagePath, campaignShareUrl, SHARE_TOKEN_SHAPE } from './campaign-links.ts'
import { type CampaignKind } from './campaign-rules.ts'
import { dismissHelpAlerts, helpCampaign, helpVerdictFor } from './campaign-help.server.ts'
import { restartCampaign, startCampaign } from './campaign-start.server.ts'
import { type CampaignView, getCampaignByToken } from './campaign-views.server.ts'
import { abuseHash, CampaignError } from './campaigns.server.ts'
import { CampaignPageActionSchema, StartCampaignSchema } from './schema.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { href } from '#app/href.ts'

/**
 * What the campaign routes share: loading a campaign page (in the language of the request context, with where it
 * came from, so a shared link's preview is in the sharer's chosen language, as on the product page), and the
 * forms' actions. Routes stay thin.
 */

/** What the browser gets of a campaign: dates as ISO strings (the same on the server and after hydration). */
export function serializeCampaign(campaign: CampaignView) {
	return {
		...campaign,
		startedAt: campaign.startedAt.toISOString(),
		endsAt: campaign.endsAt.toISOString(),
		qualifiedAt: campaign.qualifiedAt?.toISOString() ?? null,
		claimDeadline: campaign.claimDeadline?.toISOString() ?? null,
		restartDeadline: campaign.restartDeadline?.toISOString() ?? null,
		closedAt: campaign.closedAt?.toISOString() ?? null,
		helpers: campaign.helpers.map((helper) => ({
			...helper,
			at: helper.at.toISOString(),
		})),
	}
}
export type CampaignData = ReturnType<typeof serializeCampaign>

/**
 * help show / doHelp show: the campaign of `?c=`, who is looking (initiator, a friend who may help or why not,
 * a visitor), the share link (getShareLink) and the link preview in the recipient's language.
 */
/** Who is looking and in which language: the route's request context (app/request-context.server.ts). */
export type CampaignPageViewer = { user: SessionUser | null; locale: Locale; localeSource: LocaleSource }

export async function loadCampaignPage(request: Request, kind: CampaignKind, viewer: CampaignPageViewer) {
	const url = new URL(request.url)
	const token = url.searchParams.get('c') ?? ''
	// Redirects keep the language a shared link asked for (`?lang=`), or the page would open in another one.
	const lang = url.searchParams.get('lang')
	const withLang = (path: string) => (lang ? `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}` : path)
	if (!token) throw redirect(withLang(kind === 'free_gift' ? href('/pages/free-gifts/index') : href('/pages/landing-page/index')))
	if (!SHARE_TOKEN_SHAPE.test(token)) throw data(null, { status: 404 })
	const db = getDb()
	const { user, locale, localeSource: source } = viewer
	const now = new Date()
	const campaign = await getCampaignByToken(db, {
		token,
		viewerId: user?.id ?? null,
		locale,
		now,
	})
	if (!campaign) throw data(null, { status: 404 })
	// A group price link opened on the free-help page (or the other way round) goes to its own page.
	if (campaign.kind !== kind) throw redirect(withLang(campaignPagePath(campaign.kind, token)))

	const verdict = user && !campaign.isInitiator ? await helpVerdictFor(db, { campaign, viewerId: user.id, now }) : null
	const origin = getEnv().PUBLIC_URL ?? url.origin
	const shareUrl = campaignShareUrl({
		origin,
		kind: campaign.kind,
		token,
		lang: shareLanguage({ locale, source }),
	})
	return {
		campaign: serializeCampaign(campaign),
		serverNow: now.toISOString(),
		viewer: user ? { id: user.id, isInitiator: campaign.isInitiator } : null,
		verdict: verdict ? (verdict.ok ? { ok: true as const, messageId: null } : { ok: false as const, messageId: verdict.messageId }) : null,
		shareUrl,
		loginHref: href('/pages/login/index', { redirectTo: currentPath(request) }),
		seo: seoOf(campaign, { locale, origin, url: shareUrl }),
	}
}

function seoOf(campaign: CampaignView, { locale, origin, url }: { locale: Locale; origin: string; url: string }) {
	const intl = getIntl(locale, getMessages(locale))
	const title = campaign.product?.title ?? ''
	const description =
		campaign.kind === 'free_gift'
			? intl.formatMessage(
					{ id: 'campaign.share.freeGift' },
					{
						name: campaign.initiatorName,
						count: campaign.progress.target,
						title,
					},
				)
			: intl.formatMessage(
					{ id: 'campaign.share.groupPrice' },
					{
						name: campaign.initiatorName,
						count: campaign.progress.target,
						price: formatIqd(intl, campaign.groupPrice ?? 0),
						title,
					},
				)
	return {
		title: title
			? `${intl.formatMessage({
					id: campaign.kind === 'free_gift' ? 'campaign.share.titleFree' : 'campaign.share.titleGroup',
				})} · ${title}`
			: '',
		description,
		url,
		image: campaign.product?.imageUrl ? absoluteImageUrl(origin, campaign.product.imageUrl) : null,
		locale: openGraphLocale(locale),
	}
}

/** What the route knows of the request: the client's address (for the abuse checks) and who is signed in (its request context). */
type ActionContext = { clientIp: string | null; user: SessionUser | null }

function refusal(error: CampaignError) {
	return data({ error: error.messageId }, { status: error.status })
}

/**
 * The campaign page's buttons: a friend's help, the initiator's restart, dismissing the help alerts. A link that
 * cannot be a campaign's is a 404 before anything else; then a visitor is sent to sign in and brought back.
 */
export async function campaignPageAction(request: Request, context: ActionContext, kind: CampaignKind) {
	const url = new URL(request.url)
	const token = url.searchParams.get('c') ?? ''
	if (!SHARE_TOKEN_SHAPE.test(token)) throw data(null, { status: 404 })
	const { user } = context
	if (!user) throw signInRedirect(request)
	const parsed = CampaignPageActionSchema.safeParse(Object.fromEntries(await readForm(request)))
	if (!parsed.success) return data({ error: 'error.http.400' }, { status: 400 })
	const db = getDb()
	const here = campaignPagePath(kind, token)
	try {
		switch (parsed.data.intent) {
			case 'help': {
				const key = getEnv().SESSION_SECRETS[0] ?? 'dijla'
				const result = await helpCampaign(db, {
					token,
					helperId: user.id,
					ipHash: abuseHash(context.clientIp, key),
					userAgentHash: abuseHash(request.headers.get('User-Agent'), key),
				})
				return redirectWithToast(request, here, {
					messageId: result.status === 'qualified' ? 'campaign.help.doneTarget' : 'campaign.help.done',
					tone: 'success',
				})
			}
			case 'restart': {
				const { campaignId } = await campaignIdOf(token, user.id)
				await restartCampaign(db, { userId: user.id, campaignId })
				return redirectWithToast(request, here, {
					messageId: 'campaign.restarted',
					tone: 'success',
				})
			}
			case 'dismissAlerts': {
				const { campaignId } = await campaignIdOf(token, user.id)
				await dismissHelpAlerts(db, { userId: user.id, campaignId })
				return redirect(here)
			}
		}
	} catch (error) {
		if (error instanceof CampaignError) {
			if (error.status === 404) throw data(null, { status: 404 })
			return refusal(error)
		}
		throw error
	}
}

async function campaignIdOf(token: string, userId: string) {
	const campaign = await getCampaignByToken(getDb(), {
		token,
		viewerId: userId,
		locale: 'ar',
	})
	if (!campaign || !campaign.isInitiator) throw new CampaignError('campaign.error.notFound', 404)
	return { campaignId: campaign.id }
}

/**
 * createHelpChop from a list (free gifts tab, landing page) for the signed-in buyer (the route's
 * requireUserContext sends a visitor to sign in first), then on to the new campaign's page.
 */
export async function startCampaignAction(request: Request, user: SessionUser) {
	const parsed = StartCampaignSchema.safeParse(Object.fromEntries(await readForm(request)))
	if (!parsed.success) return data({ error: 'error.http.400', templateId: null }, { status: 400 })
	try {
		const started = await startCampaign(getDb(), {
			userId: user.id,
			templateId: parsed.data.templateId,
		})
		return redirectWithToast(request, campaignPagePath(started.kind, started.shareToken), { messageId: 'campaign.started', tone: 'success' })
	} catch (error) {
		if (error instanceof CampaignError) return data({ error: error.messageId, templateId: parsed.data.templateId }, { status: error.status })
		throw error
	}
}
