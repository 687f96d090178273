import { and, asc, count, eq, gt, inArray } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import {
	campaignEvents,
	campaigns,
	campaignTemplates,
	campaignTemplateTexts,
	type CampaignKind,
	createId,
	type Locale,
	users,
} from '#app/db/schema/index.ts'
import { textFallbackChain } from '#app/modules/catalog/catalog.server.ts'
import { canRestart, canStart, isTemplateOffered, LIVE_STATUSES, restartedCampaign, startedCampaign, STARTS_WINDOW_MS } from './campaign-rules.ts'
import {
	CampaignError,
	CampaignNotFoundError,
	CampaignProduct,
	factsOf,
	isId,
	lockCampaign,
	newShareToken,
	productsOf,
	refused,
	settleLocked,
	Tx,
	writeFacts,
} from './campaigns.server.ts'

/** Starting a campaign (spec section 7: free gifts and group prices): the templates on offer, and a buyer's start or restart of one. */

export type CampaignTemplateView = {
	id: string
	kind: CampaignKind
	product: CampaignProduct
	targetCount: number
	durationMinutes: number
	groupPrice: number | null
	quantity: number
	headline: string | null
	description: string | null
}

async function templateTexts(db: Db, templateIds: string[], locale: Locale) {
	const chain = textFallbackChain(locale)
	const rows = templateIds.length
		? await db
				.select()
				.from(campaignTemplateTexts)
				.where(and(inArray(campaignTemplateTexts.templateId, templateIds), inArray(campaignTemplateTexts.locale, chain)))
		: []
	return (templateId: string) => {
		for (const candidate of chain) {
			const hit = rows.find((row) => row.templateId === templateId && row.locale === candidate)
			if (hit) return hit
		}
		return null
	}
}

/**
 * takeFree product list / lp config: the templates offered now, of one kind (or one template), with their product
 * in the buyer's language. Products that cannot be ordered (sold out, withdrawn) are left out.
 */
export async function listOfferedTemplates(
	db: Db,
	{ kind, templateId, locale, now = new Date() }: { kind?: CampaignKind; templateId?: string; locale: Locale; now?: Date },
): Promise<CampaignTemplateView[]> {
	if (templateId !== undefined && !isId(templateId)) return []
	const rows = await db
		.select()
		.from(campaignTemplates)
		.where(
			and(
				kind ? eq(campaignTemplates.kind, kind) : undefined,
				templateId ? eq(campaignTemplates.id, templateId) : undefined,
				eq(campaignTemplates.active, true),
			),
		)
		.orderBy(asc(campaignTemplates.sort), asc(campaignTemplates.code))
	const offered = rows.filter((row) => isTemplateOffered(row, now))
	const [productMap, textOf] = await Promise.all([
		productsOf(db, offered, locale),
		templateTexts(
			db,
			offered.map((row) => row.id),
			locale,
		),
	])
	return offered.flatMap((row) => {
		const product = productMap.get(row.skuId)
		if (!product?.available) return []
		const text = textOf(row.id)
		return [
			{
				id: row.id,
				kind: row.kind,
				product,
				targetCount: row.targetCount,
				durationMinutes: row.durationMinutes,
				groupPrice: row.groupPrice,
				quantity: row.quantity,
				headline: text?.headline ?? null,
				description: text?.description || null,
			},
		]
	})
}

/* ---------------------------------------------------------------------------------------------- */
/* Starting and restarting.                                                                         */

async function starterFacts(tx: Tx, userId: string, now: Date) {
	const since = new Date(now.getTime() - STARTS_WINDOW_MS)
	const [running, starts] = await Promise.all([
		tx
			.select()
			.from(campaigns)
			.where(and(eq(campaigns.initiatorId, userId), eq(campaigns.status, 'in_progress'))),
		tx
			.select({ total: count() })
			.from(campaignEvents)
			.where(and(eq(campaignEvents.actorId, userId), inArray(campaignEvents.type, ['started', 'restarted']), gt(campaignEvents.occurredAt, since))),
	])
	// A running campaign whose timer ran out no longer counts (and is settled here, under the buyer's lock).
	let runningCount = 0
	for (const row of running) {
		const settled = await settleLocked(tx, row, now)
		if (settled.status === 'in_progress') runningCount++
	}
	return { runningCount, recentStarts: Number(starts[0]?.total ?? 0) }
}

/** Serialises one buyer's starts and restarts, so the limits hold however many requests race. */
async function lockBuyer(tx: Tx, userId: string) {
	const [user] = await tx.select({ id: users.id, role: users.role, status: users.status }).from(users).where(eq(users.id, userId)).for('update')
	if (!user || user.role !== 'buyer' || user.status !== 'active') throw new CampaignError('error.http.403', 403)
}

export type StartedCampaign = {
	campaignId: string
	kind: CampaignKind
	shareToken: string
}

/** helpChop createHelpChop: the buyer starts a campaign for a template; refused by the rules' limits. */
export async function startCampaign(
	db: Db,
	{ userId, templateId, now = new Date() }: { userId: string; templateId: string; now?: Date },
): Promise<StartedCampaign> {
	if (!isId(templateId)) throw new CampaignError('campaign.error.templateEnded', 410)
	return db.transaction(async (tx) => {
		await lockBuyer(tx, userId)
		const [template] = await tx.select().from(campaignTemplates).where(eq(campaignTemplates.id, templateId)).limit(1)
		if (!template) throw new CampaignError('campaign.error.templateEnded', 410)
		const live = await tx
			.select()
			.from(campaigns)
			.where(and(eq(campaigns.initiatorId, userId), eq(campaigns.templateId, templateId), inArray(campaigns.status, [...LIVE_STATUSES])))
		const stillLive = []
		for (const row of live) {
			const settled = await settleLocked(tx, row, now)
			if ((LIVE_STATUSES as readonly string[]).includes(settled.status)) stillLive.push(settled)
		}
		const verdict = canStart(
			template,
			{
				...(await starterFacts(tx, userId, now)),
				hasLiveForTemplate: stillLive.length > 0,
			},
			now,
		)
		if (!verdict.ok) refused(verdict)
		const id = createId()
		const shareToken = newShareToken()
		const round = startedCampaign(template.durationMinutes, now)
		await tx.insert(campaigns).values({
			id,
			templateId,
			initiatorId: userId,
			kind: template.kind,
			targetCount: template.targetCount,
			durationMinutes: template.durationMinutes,
			groupPrice: template.groupPrice,
			quantity: template.quantity,
			shareToken,
			...round,
			createdAt: now,
		})
		await tx.insert(campaignEvents).values({
			campaignId: id,
			type: 'started',
			fromStatus: null,
			toStatus: 'in_progress',
			actorId: userId,
			round: 1,
			occurredAt: now,
		})
		return { campaignId: id, kind: template.kind, shareToken }
	})
}

/** The initiator restarts a not-successful campaign: a new round, a fresh timer, progress 0, the same link. */
export async function restartCampaign(
	db: Db,
	{ userId, campaignId, now = new Date() }: { userId: string; campaignId: string; now?: Date },
): Promise<StartedCampaign> {
	if (!isId(campaignId)) throw new CampaignNotFoundError()
	return db.transaction(async (tx) => {
		await lockBuyer(tx, userId)
		const row = await lockCampaign(tx, and(eq(campaigns.id, campaignId), eq(campaigns.initiatorId, userId)))
		if (!row) throw new CampaignNotFoundError()
		const settled = await settleLocked(tx, row, now)
		const [template] = await tx.select().from(campaignTemplates).where(eq(campaignTemplates.id, row.templateId)).limit(1)
		if (!template) throw new CampaignError('campaign.error.templateEnded', 410)
		const verdict = canRestart(factsOf(settled), userId, template, await starterFacts(tx, userId, now), now)
		if (!verdict.ok) refused(verdict)
		const next = restartedCampaign(factsOf(settled), now)
		await writeFacts(tx, row.id, next)
		await tx.insert(campaignEvents).values({
			campaignId: row.id,
			type: 'restarted',
			fromStatus: 'not_successful',
			toStatus: 'in_progress',
			actorId: userId,
			round: next.round,
			occurredAt: now,
		})
		return { campaignId: row.id, kind: row.kind, shareToken: row.shareToken }
	})
}

/* ---------------------------------------------------------------------------------------------- */
/* Showing a campaign.                                                                              */
