import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { campaignHelps, campaigns, campaignTemplates, type CampaignKind, type CampaignStatus, type Locale, users } from '#app/db/schema/index.ts'
import {
	claimDeadline,
	isTemplateOffered,
	LIVE_STATUSES,
	maskedName,
	progressOf,
	restartDeadline,
	restartsLeft,
	timeLeftMs,
} from './campaign-rules.ts'
import { SHARE_TOKEN_SHAPE } from './campaign-links.ts'
import { CampaignProduct, CampaignRow, factsOf, isId, productsOf, settleRows } from './campaigns.server.ts'

/** What the campaign pages show: a campaign by its share token or its owner, the buyer's own list, and the rolling broadcast of wins. */

export type HelperView = {
	name: string
	at: Date
	round: number
	seen: boolean
}

export type CampaignView = {
	id: string
	templateId: string
	kind: CampaignKind
	status: CampaignStatus
	round: number
	restartsLeft: number
	progress: ReturnType<typeof progressOf>
	startedAt: Date
	endsAt: Date
	/** Computed at the server's `now`; the page counts down from it. */
	timeLeftMs: number
	qualifiedAt: Date | null
	claimDeadline: Date | null
	restartDeadline: Date | null
	closedAt: Date | null
	shareToken: string
	groupPrice: number | null
	quantity: number
	product: CampaignProduct | null
	/** "A*** H***". */
	initiatorName: string
	/** Shown to the initiator only (masked names, the current round first). */
	helpers: HelperView[]
	isInitiator: boolean
	orderId: string | null
	templateOffered: boolean
}

async function viewsOf(
	db: Db,
	rows: CampaignRow[],
	{ viewerId, locale, now }: { viewerId: string | null; locale: Locale; now: Date },
): Promise<CampaignView[]> {
	if (rows.length === 0) return []
	const ids = rows.map((row) => row.id)
	const [productMap, initiators, helpRows, templates] = await Promise.all([
		productsOf(
			db,
			await db
				.select({
					productId: campaignTemplates.productId,
					skuId: campaignTemplates.skuId,
				})
				.from(campaignTemplates)
				.where(inArray(campaignTemplates.id, [...new Set(rows.map((row) => row.templateId))])),
			locale,
		),
		db
			.select({
				id: users.id,
				firstName: users.firstName,
				lastName: users.lastName,
				phone: users.phone,
				email: users.email,
			})
			.from(users)
			.where(inArray(users.id, [...new Set(rows.map((row) => row.initiatorId))])),
		viewerId
			? db
					.select({
						campaignId: campaignHelps.campaignId,
						round: campaignHelps.round,
						createdAt: campaignHelps.createdAt,
						seenAt: campaignHelps.seenAt,
						firstName: users.firstName,
						lastName: users.lastName,
						phone: users.phone,
						email: users.email,
					})
					.from(campaignHelps)
					.innerJoin(users, eq(users.id, campaignHelps.helperId))
					.innerJoin(campaigns, eq(campaigns.id, campaignHelps.campaignId))
					.where(and(inArray(campaignHelps.campaignId, ids), eq(campaigns.initiatorId, viewerId)))
					.orderBy(desc(campaignHelps.round), asc(campaignHelps.createdAt))
			: [],
		db
			.select()
			.from(campaignTemplates)
			.where(inArray(campaignTemplates.id, [...new Set(rows.map((row) => row.templateId))])),
	])
	return rows.map((row) => {
		const facts = factsOf(row)
		const template = templates.find((candidate) => candidate.id === row.templateId)
		const initiator = initiators.find((user) => user.id === row.initiatorId)
		const isInitiator = viewerId === row.initiatorId
		return {
			id: row.id,
			templateId: row.templateId,
			kind: row.kind,
			status: row.status,
			round: row.round,
			restartsLeft: restartsLeft(facts),
			progress: progressOf(facts),
			startedAt: row.startedAt,
			endsAt: row.endsAt,
			timeLeftMs: timeLeftMs(facts, now),
			qualifiedAt: row.qualifiedAt,
			claimDeadline: row.status === 'qualified' ? claimDeadline(facts) : null,
			restartDeadline: row.status === 'not_successful' ? restartDeadline(facts) : null,
			closedAt: row.closedAt,
			shareToken: row.shareToken,
			groupPrice: row.groupPrice,
			quantity: row.quantity,
			product: template ? (productMap.get(template.skuId) ?? null) : null,
			initiatorName: initiator ? maskedName(initiator) : '***',
			helpers: isInitiator
				? helpRows
						.filter((help) => help.campaignId === row.id)
						.map((help) => ({
							name: maskedName(help),
							at: help.createdAt,
							round: help.round,
							seen: help.seenAt !== null,
						}))
				: [],
			isInitiator,
			orderId: isInitiator ? row.orderId : null,
			templateOffered: template ? isTemplateOffered(template, now) : false,
		}
	})
}

/** help show / doHelp show: a campaign by its share token, settled at `now`, as `viewerId` may see it. */
export async function getCampaignByToken(
	db: Db,
	{ token, viewerId, locale, now = new Date() }: { token: string; viewerId: string | null; locale: Locale; now?: Date },
): Promise<CampaignView | null> {
	if (!SHARE_TOKEN_SHAPE.test(token)) return null
	const rows = await db.select().from(campaigns).where(eq(campaigns.shareToken, token)).limit(1)
	const [settled] = await settleRows(db, rows, now)
	if (!settled) return null
	const [view] = await viewsOf(db, [settled], { viewerId, locale, now })
	return view ?? null
}

/** One of the buyer's own campaigns by id (the claim form); null for anyone else's. */
export async function getOwnCampaign(
	db: Db,
	{ userId, campaignId, locale, now = new Date() }: { userId: string; campaignId: string; locale: Locale; now?: Date },
): Promise<CampaignView | null> {
	if (!isId(campaignId)) return null
	const rows = await db
		.select()
		.from(campaigns)
		.where(and(eq(campaigns.id, campaignId), eq(campaigns.initiatorId, userId)))
		.limit(1)
	const [view] = await viewsOf(db, await settleRows(db, rows, now), {
		viewerId: userId,
		locale,
		now,
	})
	return view ?? null
}

/** myHelpChopList: the buyer's campaigns of a kind, the live ones first, then the newest. */
export async function listMyCampaigns(
	db: Db,
	{
		userId,
		kind,
		statuses,
		locale,
		now = new Date(),
		limit = 50,
	}: {
		userId: string
		kind?: CampaignKind
		statuses?: readonly CampaignStatus[]
		locale: Locale
		now?: Date
		limit?: number
	},
): Promise<CampaignView[]> {
	const rows = await db
		.select()
		.from(campaigns)
		.where(and(eq(campaigns.initiatorId, userId), kind ? eq(campaigns.kind, kind) : undefined))
		.orderBy(desc(campaigns.createdAt))
		.limit(Math.min(Math.max(limit, 1), 100))
	const settled = await settleRows(db, rows, now)
	const wanted = statuses ? settled.filter((row) => statuses.includes(row.status)) : settled
	const order: Record<CampaignStatus, number> = {
		qualified: 0,
		in_progress: 1,
		not_successful: 2,
		success: 3,
		ended: 4,
	}
	wanted.sort((a, b) => order[a.status] - order[b.status] || b.createdAt.getTime() - a.createdAt.getTime())
	return viewsOf(db, wanted, { viewerId: userId, locale, now })
}

export type HelpRecord = {
	/** The buyer's own campaigns still running (in progress, qualified, or waiting to be restarted). */
	mine: CampaignView[]
	/** Friends' campaigns the buyer helped, the newest help first, with when they helped. */
	helped: Array<CampaignView & { helpedAt: Date }>
	/** The buyer's own campaigns that are over (succeeded or ended). */
	ended: CampaignView[]
}

/**
 * The help record (help show, myHelpChopList): the buyer's live campaigns, the ones they helped, and their own
 * that ended, each settled at `now` so a campaign whose time ran out is already in "ended".
 */
export async function listHelpRecord(
	db: Db,
	{ userId, kind, locale, now = new Date(), limit = 50 }: { userId: string; kind: CampaignKind; locale: Locale; now?: Date; limit?: number },
): Promise<HelpRecord> {
	const own = await listMyCampaigns(db, { userId, kind, locale, now, limit })
	const live = new Set<CampaignStatus>(LIVE_STATUSES)
	const helps = await db
		.select({ campaign: campaigns, helpedAt: campaignHelps.createdAt })
		.from(campaignHelps)
		.innerJoin(campaigns, eq(campaigns.id, campaignHelps.campaignId))
		.where(and(eq(campaignHelps.helperId, userId), eq(campaigns.kind, kind)))
		.orderBy(desc(campaignHelps.createdAt))
		.limit(Math.min(Math.max(limit, 1), 100))
	const helpedViews = await viewsOf(
		db,
		await settleRows(
			db,
			helps.map((help) => help.campaign),
			now,
		),
		{ viewerId: userId, locale, now },
	)
	return {
		mine: own.filter((campaign) => live.has(campaign.status)),
		helped: helpedViews.map((view) => ({ ...view, helpedAt: helps.find((help) => help.campaign.id === view.id)!.helpedAt })),
		ended: own.filter((campaign) => !live.has(campaign.status)),
	}
}

/* ---------------------------------------------------------------------------------------------- */
/* Helping.                                                                                         */

export type BroadcastItem = {
	id: string
	kind: CampaignKind
	name: string
	productTitle: string
	at: Date
}

/** Recent successes (target met), newest first, with the initiators' names masked. */
export async function listRollingBroadcast(db: Db, { locale, limit = 20 }: { locale: Locale; limit?: number }): Promise<BroadcastItem[]> {
	const rows = await db
		.select({
			id: campaigns.id,
			kind: campaigns.kind,
			at: campaigns.qualifiedAt,
			productId: campaignTemplates.productId,
			skuId: campaignTemplates.skuId,
			firstName: users.firstName,
			lastName: users.lastName,
			phone: users.phone,
			email: users.email,
		})
		.from(campaigns)
		.innerJoin(campaignTemplates, eq(campaignTemplates.id, campaigns.templateId))
		.innerJoin(users, eq(users.id, campaigns.initiatorId))
		.where(and(inArray(campaigns.status, ['qualified', 'success']), sql`${campaigns.qualifiedAt} is not null`))
		.orderBy(desc(campaigns.qualifiedAt))
		.limit(Math.min(Math.max(limit, 1), 50))
	const productMap = await productsOf(db, rows, locale)
	return rows.flatMap((row) => {
		const product = productMap.get(row.skuId)
		if (!product || !row.at) return []
		return [
			{
				id: row.id,
				kind: row.kind,
				name: maskedName(row),
				productTitle: product.title,
				at: row.at,
			},
		]
	})
}

/* ---------------------------------------------------------------------------------------------- */
/* Claiming: the campaign's order goes through the trade flow.                                      */
