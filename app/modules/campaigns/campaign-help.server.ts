import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import { isUniqueViolation } from '#app/db/errors.server.ts'
import { type Db } from '#app/db/client.server.ts'
import { campaignHelps, campaigns, type CampaignKind, type CampaignStatus, createId, orders, users } from '#app/db/schema/index.ts'
import { userChannel } from '#app/realtime/channels.ts'
import { afterHelp, canHelp, type HelperFacts, maskedName, progressOf, type Verdict } from './campaign-rules.ts'
import { SHARE_TOKEN_SHAPE } from './campaign-links.ts'
import {
	CampaignDeps,
	CampaignError,
	DEFAULT_DEPS,
	CampaignNotFoundError,
	CampaignTimelineEvent,
	factsOf,
	isId,
	lockCampaign,
	refused,
	settleLocked,
	Tx,
	writeEvents,
	writeFacts,
} from './campaigns.server.ts'
import { CampaignView } from './campaign-views.server.ts'

/** Helping a friend's campaign: who may help (a new user, once), the help itself, and the owner's alerts of new helps. */

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
