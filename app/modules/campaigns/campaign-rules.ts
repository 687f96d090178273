import { CAMPAIGN_KINDS, CAMPAIGN_STATUSES, type CampaignEventType, type CampaignKind, type CampaignStatus } from './campaign-states.ts'

/**
 * Every campaign rule, in one place (issue 7; spec sections 1, 4, 6 and 9). Pure: the clock is a parameter
 * (`now`), so the server, the pages and the tests all judge a campaign the same way at the same moment.
 *
 * STATES (spec section 4, "help activity states")
 *   in_progress     the timer runs; fewer than `target` friends have helped (free gift) or joined (group price).
 *   qualified       the target was met before the timer ended: qualified for the free gift / the group price is
 *                   unlocked. The initiator claims it (a zero-price order, or one order at the group price) within
 *                   CLAIM_WINDOW_MS of qualifying.
 *   success         claimed: the order exists (campaigns.order_id). Final.
 *   not_successful  the timer ended first. The initiator may restart it (a new round) within RESTART_WINDOW_MS of
 *                   the timer's end, at most MAX_RESTARTS times, while the template is still offered.
 *   ended           closed for good: the claim window or the restart window passed, or the timer ended with the
 *                   restarts used up. Final.
 *
 * TRANSITIONS (each one row of campaign_events, the audit trail)
 *   start                         → in_progress   (initiator; template offered; rate limits below)
 *   in_progress --helped--------→ in_progress   (a new user's help, below the target)
 *   in_progress --helped--------→ qualified     (the help that meets the target; 'helped' then 'qualified')
 *   in_progress --reset---------→ not_successful (the timer ran out below the target; restarts left)
 *   in_progress --reset---------→ ended          (the timer ran out below the target; no restarts left)
 *   not_successful --restarted--→ in_progress   (initiator; see canRestart)
 *   not_successful --restart_expired→ ended      (RESTART_WINDOW_MS after the timer's end)
 *   qualified --claimed---------→ success       (the order was placed, in the same transaction)
 *   qualified --claim_expired---→ ended         (CLAIM_WINDOW_MS after qualifying, unclaimed)
 *
 * WHAT "RESET" DOES. When the timer of a round ends with fewer helps than the target, that round is over: the
 * campaign becomes not_successful (or ended, when no restart is left), its progress (`helped`) goes back to 0,
 * and the round's helps stay in campaign_helps with their round number — the audit trail — but no longer count.
 * Each of those helpers has still used their one help. A restart begins a new round: a fresh timer of the same
 * duration from the moment of the restart, progress 0, the same share link.
 *
 * Timers are never trusted to a cron: every read settles a campaign first (settleCampaign), and a housekeeping
 * pass does the same for campaigns nobody looks at. A help that arrives at or after `endsAt` does not count.
 *
 * WHO IS A NEW USER (spec sections 1 and 6: "only new users may help; invitations are for new users only").
 * A signed-in person H may help (or join) campaign C at time `now` only when all of these hold:
 *   1. H is an active buyer account, and not C's initiator;
 *   2. H's phone or e-mail was first seen by Dijla at or after C was first started
 *      (users.identity_first_seen_at >= campaigns.created_at; a restart does not move this). An account that was
 *      deactivated and signed up again keeps its identity's first-seen time (retired_identities), so it is never
 *      new again;
 *   3. H signed up at most NEW_USER_HELP_WINDOW_MS before `now` (now − identity_first_seen_at ≤ 24 h);
 *   4. H has never placed an order (in any status, cancelled included);
 *   5. H has never helped or joined any campaign before — one help per person, ever, across campaigns and kinds
 *      (enforced by a unique index on campaign_helps.helper_id).
 *
 * LIMITS ON STARTING: a buyer has at most MAX_RUNNING_PER_BUYER campaigns in progress at once, at most
 * MAX_STARTS_PER_WINDOW starts and restarts in any STARTS_WINDOW_MS (24 h), and one live campaign (in progress,
 * qualified or not successful) per template.
 */

export { CAMPAIGN_KINDS, CAMPAIGN_STATUSES, type CampaignEventType, type CampaignKind, type CampaignStatus }

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** Spec section 9: "invite 3 friends for exclusive rate"; the free gift asks the same of friends by default. */
export const GROUP_PRICE_TARGET = 3
export const FREE_GIFT_TARGET = 3
/** A round's timer unless the template says otherwise. */
export const DEFAULT_DURATION_MINUTES = 24 * 60
/** How soon after signing up a new user may still help (rule 3). */
export const NEW_USER_HELP_WINDOW_MS = 24 * HOUR_MS
/** How long a qualified campaign may wait to be claimed. */
export const CLAIM_WINDOW_MS = 7 * DAY_MS
/** How long after a round's timer ends the initiator may restart it. */
export const RESTART_WINDOW_MS = 7 * DAY_MS
/** Restarts per campaign (so at most MAX_RESTARTS + 1 rounds). */
export const MAX_RESTARTS = 3
/** Campaigns one buyer may have in progress at once. */
export const MAX_RUNNING_PER_BUYER = 3
/** Starts and restarts one buyer may make in any STARTS_WINDOW_MS. */
export const MAX_STARTS_PER_WINDOW = 10
export const STARTS_WINDOW_MS = DAY_MS

/** The statuses in which a campaign still counts against "one live campaign per template". */
export const LIVE_STATUSES: readonly CampaignStatus[] = ['in_progress', 'qualified', 'not_successful']
/** Final statuses: nothing happens to them any more. */
export const FINAL_STATUSES: readonly CampaignStatus[] = ['success', 'ended']

export function isCampaignKind(value: unknown): value is CampaignKind {
	return typeof value === 'string' && (CAMPAIGN_KINDS as readonly string[]).includes(value)
}

/** What the rules need to know of a campaign. */
export type CampaignFacts = {
	status: CampaignStatus
	initiatorId: string
	targetCount: number
	helpedCount: number
	round: number
	/** When the campaign was first started (campaigns.created_at): the lower bound of rule 2. */
	createdAt: Date
	startedAt: Date
	endsAt: Date
	qualifiedAt: Date | null
	closedAt: Date | null
	orderId: string | null
}

/** A refusal with the message a person reads and the HTTP status the route answers with. */
export type Refusal = {
	ok: false
	messageId: string
	status: 400 | 403 | 404 | 409 | 410 | 429
}
export type Verdict = { ok: true } | Refusal

const refuse = (messageId: string, status: Refusal['status']): Refusal => ({
	ok: false,
	messageId,
	status,
})

/* ---------------------------------------------------------------------------------------------- */
/* The timer: settling a campaign at `now`.                                                         */

export type Transition = {
	type: CampaignEventType
	from: CampaignStatus | null
	to: CampaignStatus
	/** By the rules' clock: a timer's transition is stamped with the moment it ran out, not when it was noticed. */
	at: Date
	round: number
}

/** When a qualified campaign stops being claimable. */
export function claimDeadline(facts: Pick<CampaignFacts, 'qualifiedAt'>): Date | null {
	return facts.qualifiedAt ? new Date(facts.qualifiedAt.getTime() + CLAIM_WINDOW_MS) : null
}

/** When a not-successful campaign stops being restartable. */
export function restartDeadline(facts: Pick<CampaignFacts, 'endsAt'>): Date {
	return new Date(facts.endsAt.getTime() + RESTART_WINDOW_MS)
}

export function restartsLeft(facts: Pick<CampaignFacts, 'round'>): number {
	return Math.max(0, MAX_RESTARTS - (facts.round - 1))
}

/**
 * The campaign as it stands at `now`, with the timer transitions that happened since it was last written (in
 * order). Nothing to do → the same facts and no transitions. Applying it twice changes nothing more.
 */
export function settleCampaign<T extends CampaignFacts>(facts: T, now: Date): { facts: T; transitions: Transition[] } {
	let current = facts
	const transitions: Transition[] = []
	for (let step = 0; step < 3; step++) {
		const next = settleOnce(current, now)
		if (!next) break
		transitions.push(next.transition)
		current = next.facts
	}
	return { facts: current, transitions }
}

function settleOnce<T extends CampaignFacts>(facts: T, now: Date): { facts: T; transition: Transition } | null {
	const at = (time: Date) => ({ at: time, round: facts.round })
	if (facts.status === 'in_progress' && now.getTime() >= facts.endsAt.getTime()) {
		// A help that met the target always moved the campaign on at once, so here the target was not met.
		const to: CampaignStatus = restartsLeft(facts) > 0 ? 'not_successful' : 'ended'
		return {
			facts: {
				...facts,
				status: to,
				helpedCount: 0,
				closedAt: to === 'ended' ? facts.endsAt : null,
			},
			transition: {
				type: 'reset',
				from: 'in_progress',
				to,
				...at(facts.endsAt),
			},
		}
	}
	if (facts.status === 'not_successful') {
		const deadline = restartDeadline(facts)
		if (now.getTime() >= deadline.getTime())
			return {
				facts: { ...facts, status: 'ended', closedAt: deadline },
				transition: {
					type: 'restart_expired',
					from: 'not_successful',
					to: 'ended',
					...at(deadline),
				},
			}
	}
	if (facts.status === 'qualified') {
		const deadline = claimDeadline(facts)
		if (deadline && now.getTime() >= deadline.getTime())
			return {
				facts: { ...facts, status: 'ended', closedAt: deadline },
				transition: {
					type: 'claim_expired',
					from: 'qualified',
					to: 'ended',
					...at(deadline),
				},
			}
	}
	return null
}

/** Milliseconds left on the timer (0 once it ran out, or when no timer runs). */
export function timeLeftMs(facts: Pick<CampaignFacts, 'status' | 'endsAt'>, now: Date): number {
	if (facts.status !== 'in_progress') return 0
	return Math.max(0, facts.endsAt.getTime() - now.getTime())
}

/* ---------------------------------------------------------------------------------------------- */
/* Starting and restarting.                                                                         */

export type TemplateFacts = {
	active: boolean
	activeFrom: Date
	activeUntil: Date | null
}

/** Whether a template is offered at `now` (switched on and inside its window). */
export function isTemplateOffered(template: TemplateFacts, now: Date): boolean {
	if (!template.active) return false
	if (now.getTime() < template.activeFrom.getTime()) return false
	return template.activeUntil === null || now.getTime() < template.activeUntil.getTime()
}

/** What a buyer's own campaigns say about starting another one now. */
export type StarterFacts = {
	/** Their campaigns in progress now (settled). */
	runningCount: number
	/** Their starts and restarts in the last STARTS_WINDOW_MS. */
	recentStarts: number
	/** They already have a live campaign for this template. */
	hasLiveForTemplate: boolean
}

/** createHelpChop: may this buyer start a campaign for this template now? */
export function canStart(template: TemplateFacts, starter: StarterFacts, now: Date): Verdict {
	if (!isTemplateOffered(template, now)) return refuse('campaign.error.templateEnded', 410)
	if (starter.hasLiveForTemplate) return refuse('campaign.error.alreadyRunning', 409)
	if (starter.runningCount >= MAX_RUNNING_PER_BUYER) return refuse('campaign.error.tooManyRunning', 429)
	if (starter.recentStarts >= MAX_STARTS_PER_WINDOW) return refuse('campaign.error.tooManyStarts', 429)
	return { ok: true }
}

/** The first round of a campaign started at `now`. */
export function startedCampaign(
	durationMinutes: number,
	now: Date,
): {
	status: CampaignStatus
	round: number
	helpedCount: number
	startedAt: Date
	endsAt: Date
} {
	return {
		status: 'in_progress',
		round: 1,
		helpedCount: 0,
		startedAt: now,
		endsAt: new Date(now.getTime() + durationMinutes * 60_000),
	}
}

/** May the initiator restart this (settled) campaign now? */
export function canRestart(
	facts: CampaignFacts,
	actorId: string,
	template: TemplateFacts,
	starter: Omit<StarterFacts, 'hasLiveForTemplate'>,
	now: Date,
): Verdict {
	if (facts.initiatorId !== actorId) return refuse('campaign.error.notFound', 404)
	if (facts.status !== 'not_successful') return refuse('campaign.error.notRestartable', 409)
	if (restartsLeft(facts) <= 0) return refuse('campaign.error.notRestartable', 409)
	if (!isTemplateOffered(template, now)) return refuse('campaign.error.templateEnded', 410)
	if (starter.runningCount >= MAX_RUNNING_PER_BUYER) return refuse('campaign.error.tooManyRunning', 429)
	if (starter.recentStarts >= MAX_STARTS_PER_WINDOW) return refuse('campaign.error.tooManyStarts', 429)
	return { ok: true }
}

/** The new round a restart begins: same duration, from now, progress 0. */
export function restartedCampaign<T extends CampaignFacts & { durationMinutes: number }>(facts: T, now: Date): T {
	return {
		...facts,
		status: 'in_progress',
		round: facts.round + 1,
		helpedCount: 0,
		startedAt: now,
		endsAt: new Date(now.getTime() + facts.durationMinutes * 60_000),
		closedAt: null,
	}
}

/* ---------------------------------------------------------------------------------------------- */
/* Who may help.                                                                                    */

/** What the rules need to know of the person who wants to help. */
export type HelperFacts = {
	id: string
	role: 'buyer' | 'staff'
	status: 'active' | 'deactivated'
	identityFirstSeenAt: Date
	/** Orders they ever placed, in any status. */
	orderCount: number
	/** Campaigns they ever helped or joined. */
	helpCount: number
}

/** Why someone is not a new user for this campaign, or null when they are (rules 1–5 above). */
export function notNewReason(helper: HelperFacts, campaign: Pick<CampaignFacts, 'initiatorId' | 'createdAt'>, now: Date): string | null {
	if (helper.role !== 'buyer' || helper.status !== 'active') return 'campaign.help.onlyNew'
	if (helper.id === campaign.initiatorId) return 'campaign.help.own'
	if (helper.helpCount > 0) return 'campaign.help.usedUp'
	if (helper.identityFirstSeenAt.getTime() < campaign.createdAt.getTime()) return 'campaign.help.onlyNew'
	if (now.getTime() - helper.identityFirstSeenAt.getTime() > NEW_USER_HELP_WINDOW_MS) return 'campaign.help.onlyNew'
	if (helper.orderCount > 0) return 'campaign.help.onlyNew'
	return null
}

export function isNewUserFor(helper: HelperFacts, campaign: Pick<CampaignFacts, 'initiatorId' | 'createdAt'>, now: Date): boolean {
	return notNewReason(helper, campaign, now) === null
}

/** doHelp add: may this person help this (settled) campaign now? */
export function canHelp(facts: CampaignFacts, helper: HelperFacts, now: Date): Verdict {
	if (facts.initiatorId === helper.id) return refuse('campaign.help.own', 403)
	if (facts.status === 'qualified' || facts.status === 'success') return refuse('campaign.help.complete', 409)
	if (facts.status !== 'in_progress' || now.getTime() >= facts.endsAt.getTime()) return refuse('campaign.help.closed', 409)
	const reason = notNewReason(helper, facts, now)
	if (reason === 'campaign.help.usedUp') return refuse(reason, 409)
	if (reason) return refuse(reason, 403)
	return { ok: true }
}

/** The campaign after one more counted help, with the transitions it makes ('helped', then 'qualified' on the target). */
export function afterHelp<T extends CampaignFacts>(facts: T, now: Date): { facts: T; transitions: Transition[] } {
	const helpedCount = facts.helpedCount + 1
	const transitions: Transition[] = [
		{
			type: 'helped',
			from: 'in_progress',
			to: 'in_progress',
			at: now,
			round: facts.round,
		},
	]
	if (helpedCount < facts.targetCount) return { facts: { ...facts, helpedCount }, transitions }
	transitions.push({
		type: 'qualified',
		from: 'in_progress',
		to: 'qualified',
		at: now,
		round: facts.round,
	})
	return {
		facts: { ...facts, helpedCount, status: 'qualified', qualifiedAt: now },
		transitions,
	}
}

/* ---------------------------------------------------------------------------------------------- */
/* Claiming.                                                                                        */

/** May `actorId` claim this (settled) campaign now: the gift as a zero-price order, or one order at the group price? */
export function canClaim(facts: CampaignFacts, actorId: string): Verdict {
	if (facts.initiatorId !== actorId) return refuse('campaign.error.notFound', 404)
	if (facts.status === 'success' || facts.orderId) return refuse('campaign.claim.already', 409)
	if (facts.status === 'ended') return refuse('campaign.claim.expired', 410)
	if (facts.status !== 'qualified') return refuse('campaign.claim.notQualified', 409)
	return { ok: true }
}

export function claimedCampaign<T extends CampaignFacts>(facts: T, orderId: string, now: Date): { facts: T; transition: Transition } {
	return {
		facts: { ...facts, status: 'success', orderId, closedAt: now },
		transition: {
			type: 'claimed',
			from: 'qualified',
			to: 'success',
			at: now,
			round: facts.round,
		},
	}
}

/* ---------------------------------------------------------------------------------------------- */
/* Showing.                                                                                         */

/** "A*** H***": the first letter of each name; without names, the last two digits of the phone. */
export function maskedName(user: { firstName: string | null; lastName: string | null; phone: string | null; email: string | null }): string {
	const initial = (name: string | null) => {
		const first = name?.trim() ? Array.from(name.trim())[0] : null
		return first ? `${first.toLocaleUpperCase()}***` : null
	}
	const names = [initial(user.firstName), initial(user.lastName)].filter((part): part is string => part !== null)
	if (names.length > 0) return names.join(' ')
	if (user.phone) return `***${user.phone.slice(-2)}`
	if (user.email) return `${Array.from(user.email)[0] ?? ''}***`
	return '***'
}

/** The progress a page shows: "2 of 3", and how many are still needed. */
export function progressOf(facts: Pick<CampaignFacts, 'helpedCount' | 'targetCount' | 'status'>) {
	const helped = facts.status === 'qualified' || facts.status === 'success' ? facts.targetCount : Math.min(facts.helpedCount, facts.targetCount)
	return {
		helped,
		target: facts.targetCount,
		remaining: Math.max(0, facts.targetCount - helped),
		percent: Math.round((helped / facts.targetCount) * 100),
	}
}

/** hh:mm:ss for a countdown (hours may exceed 24). */
export function countdownParts(ms: number): {
	hours: number
	minutes: number
	seconds: number
} {
	const total = Math.max(0, Math.floor(ms / 1000))
	return {
		hours: Math.floor(total / 3600),
		minutes: Math.floor((total % 3600) / 60),
		seconds: total % 60,
	}
}
