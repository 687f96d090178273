import { createHmac, randomBytes } from 'node:crypto'
import { eq, inArray, type SQL } from 'drizzle-orm'
import { type Db, type DbTransaction } from '#app/db/client.server.ts'
import { campaignEvents, campaignHelps, campaigns, type Locale, products, skus, users } from '#app/db/schema/index.ts'
import { mediaUrl, productSummaryColumns } from '#app/modules/catalog/catalog.server.ts'
import { getOrCreateConversation, sendMessage } from '#app/modules/chat/chat.server.ts'
import { publish as realtimePublish } from '#app/realtime/realtime.server.ts'
import { type RealtimeEvent } from '#app/realtime/channels.ts'
import { type CampaignFacts, maskedName, settleCampaign, type Transition, type Verdict } from './campaign-rules.ts'

/**
 * Campaigns on the database (spec section 7, Campaigns: takeFree product list, activity listRollingBroadcast and
 * participate, helpChop createHelpChop / help show / doHelp show / doHelp add / myHelpChopList, updateAlert,
 * reward myList). The rules are campaign-rules.ts; this file reads and writes, each command in one transaction
 * that locks the campaign row, so racing helps are counted once and a target is met once. Real-time signals are
 * published only after the transaction commits (DESIGN.md section 6).
 Parts: campaign-start, campaign-views, campaign-help, campaign-checkout and campaign-housekeeping
 * (.server.ts); this file holds what they share: errors, the facts and events of a campaign, locking and settling.
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

export function refused(verdict: Verdict): never {
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

export const DEFAULT_DEPS: Required<CampaignDeps> = {
	publish: realtimePublish,
	postToTimeline: postCampaignMessage,
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isId = (value: string) => UUID.test(value)

/** Only a hash of the client address and of the browser is kept, for abuse review (keyed, so it cannot be looked up). */
export function abuseHash(value: string | null | undefined, key: string): string | null {
	if (!value) return null
	return createHmac('sha256', key).update(value).digest('hex').slice(0, 32)
}

export function newShareToken(): string {
	return randomBytes(12).toString('base64url')
}

export type CampaignRow = typeof campaigns.$inferSelect

export type Tx = DbTransaction

export function factsOf(row: CampaignRow): CampaignFacts & { durationMinutes: number } {
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

export async function writeFacts(tx: Tx, id: string, facts: CampaignFacts) {
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

export async function writeEvents(
	tx: Tx,
	campaignId: string,
	transitions: Transition[],
	extra: { actorId?: string | null; helpId?: string | null } = {},
) {
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

export async function lockCampaign(tx: Tx, where: SQL | undefined) {
	const [row] = await tx.select().from(campaigns).where(where).for('update')
	return row ?? null
}

/** Locks the row, applies the timer's transitions up to `now` and writes them; the settled row. */
export async function settleLocked(tx: Tx, row: CampaignRow, now: Date): Promise<CampaignRow> {
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
export async function settleRows(db: Db, rows: CampaignRow[], now: Date): Promise<CampaignRow[]> {
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

export async function productsOf(
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
