import { createHmac, randomBytes } from 'node:crypto'
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import { isUniqueViolation } from '#app/db/errors.server.ts'
import { type Db, type DbTransaction } from '#app/db/client.server.ts'
import {
	campaignEvents,
	campaignHelps,
	campaigns,
	campaignTemplates,
	campaignTemplateTexts,
	type CampaignKind,
	type CampaignStatus,
	createId,
	type Locale,
	orders,
	products,
	skus,
	users,
} from '#app/db/schema/index.ts'
import { mediaUrl, productSummaryColumns, textFallbackChain } from '#app/modules/catalog/catalog.server.ts'
import { getOrCreateConversation, sendMessage } from '#app/modules/chat/chat.server.ts'
import { OrderError } from '#app/modules/orders/orders.server.ts'
import { type AgreedPrice, type PriceAgreement } from '#app/modules/orders/pricing.server.ts'
import { userChannel } from '#app/realtime/channels.ts'
import { publish as realtimePublish } from '#app/realtime/realtime.server.ts'
import { type RealtimeEvent } from '#app/realtime/channels.ts'
import {
	afterHelp,
	type CampaignFacts,
	canClaim,
	canHelp,
	canRestart,
	canStart,
	claimDeadline,
	claimedCampaign,
	CLAIM_WINDOW_MS,
	type HelperFacts,
	isTemplateOffered,
	LIVE_STATUSES,
	maskedName,
	progressOf,
	restartDeadline,
	restartedCampaign,
	RESTART_WINDOW_MS,
	restartsLeft,
	settleCampaign,
	startedCampaign,
	STARTS_WINDOW_MS,
	timeLeftMs,
	type Transition,
	type Verdict,
} from './campaign-rules.ts'
import { SHARE_TOKEN_SHAPE } from './campaign-links.ts'

/**
 * Campaigns on the database (spec section 7, Campaigns: takeFree product list, activity listRollingBroadcast and
 * participate, helpChop createHelpChop / help show / doHelp show / doHelp add / myHelpChopList, updateAlert,
 * reward myList). The rules are campaign-rules.ts; this file reads and writes, each command in one transaction
 * that locks the campaign row, so racing helps are counted once and a target is met once. Real-time signals are
 * published only after the transaction commits (DESIGN.md section 6).
 */

/** A refusal a person can read (message id) with the status the route answers; never a 500. */
export class CampaignError extends Error {
	override name = 'CampaignError'
	constructor(
		readonly messageId: string,
		readonly status: number,
		readonly field?: 'addressId' | 'logisticsMethod' | 'paymentType' | 'quantity',
	) {
		super(messageId)
	}
}

/** Unknown token or id, or someone else's campaign where only the initiator may act: 404, as if it never existed. */
export class CampaignNotFoundError extends CampaignError {
	override name = 'CampaignNotFoundError'
	constructor() {
		super('campaign.error.notFound', 404)
	}
}

function refused(verdict: Verdict): never {
	if (verdict.ok) throw new Error('not a refusal')
	if (verdict.status === 404) throw new CampaignNotFoundError()
	throw new CampaignError(verdict.messageId, verdict.status)
}

/** What a campaign event in the initiator's chat says: who helped (masked), and the count at that moment. */
export type CampaignTimelineEvent = {
	buyerId: string
	campaignId: string
	event: 'helped' | 'qualified'
	helpId: string | null
	helped: number
	target: number
}

export type CampaignDeps = {
	publish?: (channel: string, event: RealtimeEvent) => Promise<void>
	/** Posts a campaign event into the initiator's chat timeline (the chat module); failures are ignored. */
	postToTimeline?: (db: Db, input: CampaignTimelineEvent, deps?: Pick<CampaignDeps, 'publish'>) => Promise<void>
}

/**
 * The chat timeline's campaign events (issue 7 item 5: a friend's help appears "as an event in their timeline"):
 * one message per help and one when the target is met. The message keeps the event's name and its facts — the
 * helper's name masked as the rolling broadcast masks it, the count then — and the reader's language words them.
 */
async function postCampaignMessage(db: Db, input: CampaignTimelineEvent, deps: Pick<CampaignDeps, 'publish'> = {}) {
	const [campaign] = await db.select({ kind: campaigns.kind }).from(campaigns).where(eq(campaigns.id, input.campaignId)).limit(1)
	if (!campaign) return
	let name = '***'
	if (input.helpId) {
		const [helper] = await db
			.select({ firstName: users.firstName, lastName: users.lastName, phone: users.phone, email: users.email })
			.from(campaignHelps)
			.innerJoin(users, eq(users.id, campaignHelps.helperId))
			.where(eq(campaignHelps.id, input.helpId))
			.limit(1)
		if (helper) name = maskedName(helper)
	}
	const conversation = await getOrCreateConversation(db, input.buyerId)
	await sendMessage(
		db,
		{
			userId: null,
			side: 'system',
			conversationId: conversation.id,
			// Unique per event, so the message id tells what it was about.
			clientId: `cmp-${input.event}-${(input.helpId ?? input.campaignId).replaceAll('-', '')}`.slice(0, 64),
			kind: 'campaign',
			payload: {
				campaignId: input.campaignId,
				event: input.event === 'helped' ? 'campaign.helped' : 'campaign.qualified',
				params:
					input.event === 'helped'
						? { kind: campaign.kind, name, helped: input.helped, target: input.target }
						: { kind: campaign.kind, target: input.target },
			},
		},
		deps,
	)
}

const DEFAULT_DEPS: Required<CampaignDeps> = {
	publish: realtimePublish,
	postToTimeline: postCampaignMessage,
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const isId = (value: string) => UUID.test(value)

/** Only a hash of the client address and of the browser is kept, for abuse review (keyed, so it cannot be looked up). */
export function abuseHash(value: string | null | undefined, key: string): string | null {
	if (!value) return null
	return createHmac('sha256', key).update(value).digest('hex').slice(0, 32)
}

export function newShareToken(): string {
	return randomBytes(12).toString('base64url')
}

type CampaignRow = typeof campaigns.$inferSelect
type Tx = DbTransaction

function factsOf(row: CampaignRow): CampaignFacts & { durationMinutes: number } {
	return {
		status: row.status,
		initiatorId: row.initiatorId,
		targetCount: row.targetCount,
		helpedCount: row.helpedCount,
		round: row.round,
		createdAt: row.createdAt,
		startedAt: row.startedAt,
		endsAt: row.endsAt,
		qualifiedAt: row.qualifiedAt,
		closedAt: row.closedAt,
		orderId: row.orderId,
		durationMinutes: row.durationMinutes,
	}
}

async function writeFacts(tx: Tx, id: string, facts: CampaignFacts) {
	await tx
		.update(campaigns)
		.set({
			status: facts.status,
			helpedCount: facts.helpedCount,
			round: facts.round,
			startedAt: facts.startedAt,
			endsAt: facts.endsAt,
			qualifiedAt: facts.qualifiedAt,
			closedAt: facts.closedAt,
			orderId: facts.orderId,
		})
		.where(eq(campaigns.id, id))
}

async function writeEvents(tx: Tx, campaignId: string, transitions: Transition[], extra: { actorId?: string | null; helpId?: string | null } = {}) {
	if (transitions.length === 0) return
	await tx.insert(campaignEvents).values(
		transitions.map((transition) => ({
			campaignId,
			type: transition.type,
			fromStatus: transition.from,
			toStatus: transition.to,
			// The timer's transitions have no actor; a help's are the helper's, a claim's the initiator's.
			actorId:
				transition.type === 'reset' || transition.type === 'claim_expired' || transition.type === 'restart_expired' ? null : (extra.actorId ?? null),
			helpId: extra.helpId ?? null,
			round: transition.round,
			occurredAt: transition.at,
		})),
	)
}

async function lockCampaign(tx: Tx, where: SQL | undefined) {
	const [row] = await tx.select().from(campaigns).where(where).for('update')
	return row ?? null
}

/** Locks the row, applies the timer's transitions up to `now` and writes them; the settled row. */
async function settleLocked(tx: Tx, row: CampaignRow, now: Date): Promise<CampaignRow> {
	const { facts, transitions } = settleCampaign(factsOf(row), now)
	if (transitions.length === 0) return row
	await writeFacts(tx, row.id, facts)
	await writeEvents(tx, row.id, transitions)
	return { ...row, ...facts }
}

/**
 * Campaigns as they stand at `now`: the timer is evaluated on every read (no cron needed for correctness), and
 * what it changed is written once, under the row lock.
 */
async function settleRows(db: Db, rows: CampaignRow[], now: Date): Promise<CampaignRow[]> {
	const settled: CampaignRow[] = []
	for (const row of rows) {
		if (settleCampaign(factsOf(row), now).transitions.length === 0) {
			settled.push(row)
			continue
		}
		settled.push(
			await db.transaction(async (tx) => {
				const locked = await lockCampaign(tx, eq(campaigns.id, row.id))
				return locked ? settleLocked(tx, locked, now) : row
			}),
		)
	}
	return settled
}

/** Housekeeping: settles every campaign whose timer or window ran out (what reads would do lazily). Returns how many. */
export async function settleExpiredCampaigns(db: Db, now = new Date()): Promise<number> {
	const due = await db
		.select()
		.from(campaigns)
		.where(
			or(
				and(eq(campaigns.status, 'in_progress'), lte(campaigns.endsAt, now)),
				and(eq(campaigns.status, 'not_successful'), lte(campaigns.endsAt, new Date(now.getTime() - RESTART_WINDOW_MS))),
				and(eq(campaigns.status, 'qualified'), lte(campaigns.qualifiedAt, new Date(now.getTime() - CLAIM_WINDOW_MS))),
			),
		)
		.limit(500)
	const settled = await settleRows(db, due, now)
	return settled.filter((row, index) => row.status !== due[index]?.status).length
}

/** How often the campaign housekeeping may run (it is safe in several processes at once). */
export const CAMPAIGN_HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000

/* ---------------------------------------------------------------------------------------------- */
/* Products and templates.                                                                          */

export type CampaignProduct = {
	productId: string
	skuId: string
	title: string
	imageUrl: string | null
	/** What the SKU costs a buyer normally (IQD per unit). */
	unitPrice: number
	stock: number
	available: boolean
}

async function productsOf(
	db: Db | Tx,
	pairs: ReadonlyArray<{ productId: string; skuId: string }>,
	locale: Locale,
): Promise<Map<string, CampaignProduct>> {
	const skuIds = [...new Set(pairs.map((pair) => pair.skuId))]
	if (skuIds.length === 0) return new Map()
	const { columns, joins } = productSummaryColumns(locale)
	let query = db
		.select({
			skuId: skus.id,
			productId: skus.productId,
			title: columns.title,
			productImageKey: columns.imageKey,
			skuImageKey: skus.imageKey,
			price: skus.price,
			promotionPrice: skus.promotionPrice,
			stock: skus.stock,
			skuActive: skus.active,
			productStatus: products.status,
		})
		.from(skus)
		.innerJoin(products, eq(products.id, skus.productId))
		.$dynamic()
	for (const join of joins) query = query.leftJoin(join.table, join.on)
	const rows = await query.where(inArray(skus.id, skuIds))
	return new Map(
		rows.map((row) => [
			row.skuId,
			{
				productId: row.productId,
				skuId: row.skuId,
				title: row.title,
				imageUrl: mediaUrl(row.skuImageKey ?? row.productImageKey),
				unitPrice: row.promotionPrice ?? row.price,
				stock: row.stock,
				available: row.skuActive && row.productStatus === 'active' && row.stock > 0,
			},
		]),
	)
}

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

/** What the signed-in viewer may do on someone's campaign page: help, or why not (shown before they tap). */
export async function helpVerdictFor(
	db: Db,
	{ campaign, viewerId, now = new Date() }: { campaign: CampaignView; viewerId: string; now?: Date },
): Promise<Verdict> {
	const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id)).limit(1)
	if (!row) return { ok: false, messageId: 'campaign.error.notFound', status: 404 }
	const helper = await helperFacts(db, viewerId)
	if (!helper) return { ok: false, messageId: 'error.http.403', status: 403 }
	const [already] = await db
		.select({ id: campaignHelps.id })
		.from(campaignHelps)
		.where(and(eq(campaignHelps.campaignId, row.id), eq(campaignHelps.helperId, viewerId)))
		.limit(1)
	if (already) return { ok: false, messageId: 'campaign.help.thanks', status: 409 }
	return canHelp(factsOf(row), helper, now)
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

/* ---------------------------------------------------------------------------------------------- */
/* Helping.                                                                                         */

async function helperFacts(db: Db | Tx, userId: string): Promise<HelperFacts | null> {
	const [user] = await db
		.select({
			id: users.id,
			role: users.role,
			status: users.status,
			identityFirstSeenAt: users.identityFirstSeenAt,
		})
		.from(users)
		.where(eq(users.id, userId))
		.limit(1)
	if (!user) return null
	const [[ordersPlaced], [helped]] = await Promise.all([
		db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
		db.select({ total: count() }).from(campaignHelps).where(eq(campaignHelps.helperId, userId)),
	])
	return {
		...user,
		orderCount: Number(ordersPlaced?.total ?? 0),
		helpCount: Number(helped?.total ?? 0),
	}
}

export type HelpResult = {
	campaignId: string
	initiatorId: string
	helped: number
	target: number
	status: CampaignStatus
}

/**
 * doHelp add (and a friend joining a group price): counts a new user's help. Refused — with a message the
 * helper reads and a 4xx — for the initiator, anyone who is not a new user, a second help, and a campaign that
 * is not in progress. Racing helps are serialised by the campaign's row lock; the one-help-ever index settles a
 * helper racing on two campaigns. After the commit the initiator's pages hear of it, and their chat timeline
 * gets a campaign card.
 */
export async function helpCampaign(
	db: Db,
	input: {
		token: string
		helperId: string
		ipHash?: string | null
		userAgentHash?: string | null
		now?: Date
	},
	deps: CampaignDeps = {},
): Promise<HelpResult> {
	const { publish, postToTimeline } = { ...DEFAULT_DEPS, ...deps }
	const now = input.now ?? new Date()
	if (!SHARE_TOKEN_SHAPE.test(input.token)) throw new CampaignNotFoundError()
	let outcome: HelpResult & { helpId: string; qualified: boolean }
	try {
		outcome = await db.transaction(async (tx) => {
			const row = await lockCampaign(tx, eq(campaigns.shareToken, input.token))
			if (!row) throw new CampaignNotFoundError()
			const settled = await settleLocked(tx, row, now)
			const helper = await helperFacts(tx, input.helperId)
			if (!helper) throw new CampaignError('error.http.403', 403)
			const [already] = await tx
				.select({ id: campaignHelps.id })
				.from(campaignHelps)
				.where(and(eq(campaignHelps.campaignId, row.id), eq(campaignHelps.helperId, input.helperId)))
				.limit(1)
			if (already) throw new CampaignError('campaign.help.thanks', 409)
			const verdict = canHelp(factsOf(settled), helper, now)
			if (!verdict.ok) refused(verdict)
			const helpId = createId()
			const inserted = await tx
				.insert(campaignHelps)
				.values({
					id: helpId,
					campaignId: row.id,
					helperId: input.helperId,
					round: settled.round,
					ipHash: input.ipHash ?? null,
					userAgentHash: input.userAgentHash ?? null,
					createdAt: now,
				})
				.onConflictDoNothing()
				.returning({ id: campaignHelps.id })
			if (inserted.length === 0) throw new CampaignError('campaign.help.usedUp', 409)
			const { facts, transitions } = afterHelp(factsOf(settled), now)
			await writeFacts(tx, row.id, facts)
			await writeEvents(tx, row.id, transitions, {
				actorId: input.helperId,
				helpId,
			})
			return {
				campaignId: row.id,
				initiatorId: row.initiatorId,
				helped: facts.helpedCount,
				target: facts.targetCount,
				status: facts.status,
				helpId,
				qualified: facts.status === 'qualified',
			}
		})
	} catch (error) {
		if (isUniqueViolation(error)) throw new CampaignError('campaign.help.usedUp', 409)
		throw error
	}
	await publish(userChannel(outcome.initiatorId), {
		kind: 'campaign.help',
		campaignId: outcome.campaignId,
		helped: outcome.helped,
		target: outcome.target,
		status: outcome.status,
	}).catch(() => undefined)
	const counts = { helped: outcome.helped, target: outcome.target }
	const post = (event: CampaignTimelineEvent) => postToTimeline(db, event, { publish }).catch(() => undefined)
	await post({ buyerId: outcome.initiatorId, campaignId: outcome.campaignId, event: 'helped', helpId: outcome.helpId, ...counts })
	if (outcome.qualified) await post({ buyerId: outcome.initiatorId, campaignId: outcome.campaignId, event: 'qualified', helpId: null, ...counts })
	const { helpId: _helpId, qualified: _qualified, ...result } = outcome
	return result
}

/* ---------------------------------------------------------------------------------------------- */
/* Help alerts (updateAlert).                                                                       */

export type HelpAlert = {
	campaignId: string
	kind: CampaignKind
	shareToken: string
	name: string
	at: Date
	helped: number
	target: number
}

/** Helps the initiator has not dismissed yet, newest first (the badge and toast on the campaign pages). */
export async function listUnseenHelps(db: Db, { userId, limit = 20 }: { userId: string; limit?: number }): Promise<HelpAlert[]> {
	const rows = await db
		.select({
			campaignId: campaigns.id,
			kind: campaigns.kind,
			shareToken: campaigns.shareToken,
			status: campaigns.status,
			helpedCount: campaigns.helpedCount,
			targetCount: campaigns.targetCount,
			at: campaignHelps.createdAt,
			firstName: users.firstName,
			lastName: users.lastName,
			phone: users.phone,
			email: users.email,
		})
		.from(campaignHelps)
		.innerJoin(campaigns, eq(campaigns.id, campaignHelps.campaignId))
		.innerJoin(users, eq(users.id, campaignHelps.helperId))
		.where(and(eq(campaigns.initiatorId, userId), isNull(campaignHelps.seenAt)))
		.orderBy(desc(campaignHelps.createdAt))
		.limit(limit)
	return rows.map((row) => ({
		campaignId: row.campaignId,
		kind: row.kind,
		shareToken: row.shareToken,
		name: maskedName(row),
		at: row.at,
		...(({ helped, target }) => ({ helped, target }))(progressOf(row)),
	}))
}

/** updateAlert: the initiator dismissed the alerts (of one campaign, or all of theirs). Returns how many. */
export async function dismissHelpAlerts(
	db: Db,
	{ userId, campaignId, now = new Date() }: { userId: string; campaignId?: string; now?: Date },
): Promise<number> {
	if (campaignId !== undefined && !isId(campaignId)) return 0
	const own = db
		.select({ id: campaigns.id })
		.from(campaigns)
		.where(and(eq(campaigns.initiatorId, userId), campaignId ? eq(campaigns.id, campaignId) : undefined))
	const updated = await db
		.update(campaignHelps)
		.set({ seenAt: now })
		.where(and(isNull(campaignHelps.seenAt), inArray(campaignHelps.campaignId, own)))
		.returning({ id: campaignHelps.id })
	return updated.length
}

/* ---------------------------------------------------------------------------------------------- */
/* The rolling broadcast (activity listRollingBroadcast).                                           */

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

/**
 * A won campaign as the trade flow orders it (`/pages/trade_flow/index?source=campaign&campaignId=…`; issue 7
 * items 3 and 4): its SKU at the unlocked group rate (1 … the campaign's quantity) or, for a free gift, at 0 for
 * the gift's own quantity, the SKU's price recorded and the difference as the campaign's subsidy. Delivery rules
 * apply as for any order. placeOrder calls the agreement inside its transaction: the campaign row locked and
 * settled, canClaim checked (the initiator's, qualified, within its claim window, not claimed), and, once the order
 * exists, the campaign marked claimed (success) in the same transaction — one order per campaign, whatever races.
 * Null when the buyer has no campaign by this id; `refusedId` says why their campaign cannot be claimed now.
 */
export async function campaignCheckout(db: Db, { userId, campaignId, now = new Date() }: { userId: string; campaignId: string; now?: Date }) {
	if (!isId(campaignId)) return null
	const [settled] = await settleRows(
		db,
		await db
			.select()
			.from(campaigns)
			.where(and(eq(campaigns.id, campaignId), eq(campaigns.initiatorId, userId)))
			.limit(1),
		now,
	)
	if (!settled) return null
	const verdict = canClaim(factsOf(settled), userId)
	if (!verdict.ok) return { refusedId: verdict.messageId } as const
	const agreed = await agreedPricesOf(db, settled)
	if (!agreed) return null
	return {
		refusedId: null,
		campaignId: settled.id,
		kind: settled.kind,
		claimDeadline: claimDeadline(factsOf(settled)),
		agreedPrices: [agreed],
		agreement: campaignAgreement(settled.id),
	}
}

async function agreedPricesOf(db: Db | Tx, row: CampaignRow): Promise<AgreedPrice | null> {
	const [template] = await db
		.select({ skuId: campaignTemplates.skuId })
		.from(campaignTemplates)
		.where(eq(campaignTemplates.id, row.templateId))
		.limit(1)
	if (!template) return null
	const gift = row.kind === 'free_gift'
	return {
		skuId: template.skuId,
		// A gift costs nothing; a group price without a rate is the SKU's own price (paid = min(price, rate)).
		unitPrice: gift ? 0 : (row.groupPrice ?? Number.MAX_SAFE_INTEGER),
		minQuantity: gift ? row.quantity : 1,
		maxQuantity: row.quantity,
		subsidized: true,
	}
}

/** placeOrder's check for a campaign order (see campaignCheckout). */
export function campaignAgreement(campaignId: string): PriceAgreement {
	let locked: CampaignRow | null = null
	return {
		source: 'campaign',
		sourceRef: campaignId,
		async lock(tx, { userId, now }) {
			const row = await lockCampaign(tx, and(eq(campaigns.id, campaignId), eq(campaigns.initiatorId, userId)))
			if (!row) throw new OrderError('campaign.error.notFound', 409, 'lines')
			const current = await settleLocked(tx, row, now)
			const verdict = canClaim(factsOf(current), userId)
			if (!verdict.ok) throw new OrderError(verdict.messageId, verdict.status === 404 ? 409 : verdict.status, 'lines')
			const agreed = await agreedPricesOf(tx, current)
			if (!agreed) throw new OrderError('checkout.problem.unavailable', 422, 'lines')
			locked = current
			return [agreed]
		},
		async settle(tx, { userId, orderId, now }) {
			if (!locked) throw new Error('campaign agreement settled before it was locked')
			const claimed = claimedCampaign(factsOf(locked), orderId, now)
			await writeFacts(tx, locked.id, claimed.facts)
			await writeEvents(tx, locked.id, [claimed.transition], { actorId: userId })
		},
	}
}
