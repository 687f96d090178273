import { describe, expect, test } from 'vitest'
import {
	afterHelp,
	type CampaignFacts,
	canClaim,
	canHelp,
	canRestart,
	canStart,
	claimedCampaign,
	CLAIM_WINDOW_MS,
	countdownParts,
	type HelperFacts,
	isNewUserFor,
	isTemplateOffered,
	maskedName,
	MAX_RESTARTS,
	MAX_RUNNING_PER_BUYER,
	MAX_STARTS_PER_WINDOW,
	NEW_USER_HELP_WINDOW_MS,
	notNewReason,
	progressOf,
	restartedCampaign,
	RESTART_WINDOW_MS,
	restartsLeft,
	settleCampaign,
	startedCampaign,
	timeLeftMs,
} from './campaign-rules.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** A controllable clock: every test moves time explicitly. */
function clock(start = '2026-11-20T09:00:00Z') {
	let now = new Date(start).getTime()
	return {
		now: () => new Date(now),
		advance: (ms: number) => {
			now += ms
			return new Date(now)
		},
	}
}

const template = {
	active: true,
	activeFrom: new Date('2026-01-01T00:00:00Z'),
	activeUntil: null,
}

function campaignAt(now: Date, extra: Partial<CampaignFacts & { durationMinutes: number }> = {}) {
	return {
		initiatorId: 'initiator',
		targetCount: 3,
		createdAt: now,
		qualifiedAt: null,
		closedAt: null,
		orderId: null,
		durationMinutes: 24 * 60,
		...startedCampaign(24 * 60, now),
		...extra,
	}
}

function newHelper(signedUpAt: Date, extra: Partial<HelperFacts> = {}): HelperFacts {
	return {
		id: `helper-${signedUpAt.getTime()}`,
		role: 'buyer',
		status: 'active',
		identityFirstSeenAt: signedUpAt,
		orderCount: 0,
		helpCount: 0,
		...extra,
	}
}

describe('starting', () => {
	const free = { runningCount: 0, recentStarts: 0, hasLiveForTemplate: false }

	test('a buyer starts a campaign: in progress, round 1, nothing helped, the timer runs for the duration', () => {
		const t = clock()
		expect(canStart(template, free, t.now())).toEqual({ ok: true })
		const started = startedCampaign(24 * 60, t.now())
		expect(started).toMatchObject({
			status: 'in_progress',
			round: 1,
			helpedCount: 0,
		})
		expect(started.endsAt.getTime() - started.startedAt.getTime()).toBe(24 * HOUR)
	})

	test('a template that is switched off, not yet open or over cannot be started', () => {
		const now = new Date('2026-06-01T00:00:00Z')
		expect(canStart({ ...template, active: false }, free, now)).toMatchObject({
			ok: false,
			status: 410,
			messageId: 'campaign.error.templateEnded',
		})
		expect(canStart({ ...template, activeFrom: new Date('2026-07-01T00:00:00Z') }, free, now)).toMatchObject({ ok: false, status: 410 })
		expect(canStart({ ...template, activeUntil: now }, free, now)).toMatchObject({ ok: false, status: 410 })
		expect(isTemplateOffered({ ...template, activeUntil: new Date(now.getTime() + 1) }, now)).toBe(true)
	})

	test('one live campaign per product template', () => {
		expect(canStart(template, { ...free, hasLiveForTemplate: true }, new Date())).toMatchObject({
			ok: false,
			status: 409,
			messageId: 'campaign.error.alreadyRunning',
		})
	})

	test(`at most ${MAX_RUNNING_PER_BUYER} running at once and ${MAX_STARTS_PER_WINDOW} starts a day`, () => {
		const now = new Date()
		expect(canStart(template, { ...free, runningCount: MAX_RUNNING_PER_BUYER - 1 }, now).ok).toBe(true)
		expect(canStart(template, { ...free, runningCount: MAX_RUNNING_PER_BUYER }, now)).toMatchObject({
			ok: false,
			status: 429,
			messageId: 'campaign.error.tooManyRunning',
		})
		expect(canStart(template, { ...free, recentStarts: MAX_STARTS_PER_WINDOW - 1 }, now).ok).toBe(true)
		expect(canStart(template, { ...free, recentStarts: MAX_STARTS_PER_WINDOW }, now)).toMatchObject({
			ok: false,
			status: 429,
			messageId: 'campaign.error.tooManyStarts',
		})
	})
})

describe('helping: in progress → in progress → qualified', () => {
	test('each new user’s help moves the progress; the one that meets the target qualifies the campaign', () => {
		const t = clock()
		let campaign = campaignAt(t.now())
		for (let helped = 1; helped <= 3; helped++) {
			const helper = newHelper(t.advance(10 * MINUTE))
			expect(canHelp(campaign, helper, t.now())).toEqual({ ok: true })
			const result = afterHelp(campaign, t.now())
			campaign = result.facts
			expect(campaign.helpedCount).toBe(helped)
			expect(result.transitions.map((transition) => transition.type)).toEqual(helped < 3 ? ['helped'] : ['helped', 'qualified'])
		}
		expect(campaign.status).toBe('qualified')
		expect(campaign.qualifiedAt).toEqual(t.now())
		expect(progressOf(campaign)).toEqual({
			helped: 3,
			target: 3,
			remaining: 0,
			percent: 100,
		})
	})

	test('a qualified campaign takes no more help, so no new user wastes their one help on it', () => {
		const t = clock()
		const qualified = {
			...campaignAt(t.now()),
			status: 'qualified' as const,
			helpedCount: 3,
			qualifiedAt: t.now(),
		}
		expect(canHelp(qualified, newHelper(t.advance(MINUTE)), t.now())).toMatchObject({
			ok: false,
			status: 409,
			messageId: 'campaign.help.complete',
		})
	})

	test('the initiator cannot help their own campaign', () => {
		const t = clock()
		const campaign = campaignAt(t.now())
		expect(canHelp(campaign, newHelper(t.advance(MINUTE), { id: 'initiator' }), t.now())).toMatchObject({
			ok: false,
			status: 403,
			messageId: 'campaign.help.own',
		})
	})

	test('a help at the very moment the timer ends does not count', () => {
		const t = clock()
		const campaign = campaignAt(t.now())
		const helper = newHelper(t.advance(23 * HOUR))
		t.advance(HOUR)
		expect(canHelp(campaign, helper, t.now())).toMatchObject({
			ok: false,
			status: 409,
			messageId: 'campaign.help.closed',
		})
	})
})

describe('who is a new user', () => {
	const t = clock()
	const campaign = campaignAt(t.now())
	const start = campaign.createdAt.getTime()

	test('signed up after the campaign started, within 24 hours, no order, never helped: new', () => {
		const helper = newHelper(new Date(start + HOUR))
		expect(isNewUserFor(helper, campaign, new Date(start + 2 * HOUR))).toBe(true)
		expect(notNewReason(helper, campaign, new Date(start + HOUR + NEW_USER_HELP_WINDOW_MS))).toBeNull()
	})

	test('an account that existed before the campaign started is not new', () => {
		const helper = newHelper(new Date(start - MINUTE))
		expect(notNewReason(helper, campaign, new Date(start + HOUR))).toBe('campaign.help.onlyNew')
		expect(canHelp(campaign, helper, new Date(start + HOUR))).toMatchObject({
			ok: false,
			status: 403,
			messageId: 'campaign.help.onlyNew',
		})
	})

	test('re-registering after deactivation keeps the identity’s first-seen time, so it is never new again', () => {
		// The new account row is made now, but identity_first_seen_at comes from retired_identities.
		const returning = newHelper(new Date('2025-03-01T00:00:00Z'))
		expect(isNewUserFor(returning, campaign, new Date(start + HOUR))).toBe(false)
	})

	test('more than 24 hours after signing up is too late', () => {
		const helper = newHelper(new Date(start + HOUR))
		expect(notNewReason(helper, campaign, new Date(start + HOUR + NEW_USER_HELP_WINDOW_MS + 1))).toBe('campaign.help.onlyNew')
	})

	test('someone who ever placed an order is not new', () => {
		expect(notNewReason(newHelper(new Date(start + HOUR), { orderCount: 1 }), campaign, new Date(start + 2 * HOUR))).toBe('campaign.help.onlyNew')
	})

	test('one help per person, ever, across campaigns', () => {
		const helper = newHelper(new Date(start + HOUR), { helpCount: 1 })
		expect(canHelp(campaign, helper, new Date(start + 2 * HOUR))).toMatchObject({ ok: false, status: 409, messageId: 'campaign.help.usedUp' })
	})

	test('staff and deactivated accounts are not new users', () => {
		expect(isNewUserFor(newHelper(new Date(start + HOUR), { role: 'staff' }), campaign, new Date(start + 2 * HOUR))).toBe(false)
		expect(isNewUserFor(newHelper(new Date(start + HOUR), { status: 'deactivated' }), campaign, new Date(start + 2 * HOUR))).toBe(false)
	})

	test('a restart does not make people new who signed up before the first round', () => {
		const restarted = {
			...campaign,
			startedAt: new Date(start + 30 * HOUR),
			endsAt: new Date(start + 54 * HOUR),
			round: 2,
		}
		const beforeFirstRound = newHelper(new Date(start - HOUR))
		expect(canHelp(restarted, beforeFirstRound, new Date(start + 31 * HOUR)).ok).toBe(false)
		const duringSecondRound = newHelper(new Date(start + 30 * HOUR + MINUTE))
		expect(canHelp(restarted, duringSecondRound, new Date(start + 31 * HOUR))).toEqual({ ok: true })
	})
})

describe('the timer', () => {
	test('nothing changes while the timer runs; the countdown shrinks', () => {
		const t = clock()
		const campaign = campaignAt(t.now())
		t.advance(23 * HOUR + 59 * MINUTE)
		expect(settleCampaign(campaign, t.now()).transitions).toEqual([])
		expect(timeLeftMs(campaign, t.now())).toBe(MINUTE)
		expect(countdownParts(timeLeftMs(campaign, t.now()))).toEqual({
			hours: 0,
			minutes: 1,
			seconds: 0,
		})
	})

	test('reset: the timer runs out below the target → not successful, progress back to 0, stamped at the timer’s end', () => {
		const t = clock()
		const campaign = { ...campaignAt(t.now()), helpedCount: 2 }
		t.advance(25 * HOUR)
		const { facts, transitions } = settleCampaign(campaign, t.now())
		expect(facts).toMatchObject({
			status: 'not_successful',
			helpedCount: 0,
			round: 1,
		})
		expect(transitions).toEqual([
			{
				type: 'reset',
				from: 'in_progress',
				to: 'not_successful',
				at: campaign.endsAt,
				round: 1,
			},
		])
		expect(timeLeftMs(facts, t.now())).toBe(0)
		// Settling again changes nothing.
		expect(settleCampaign(facts, t.now()).transitions).toEqual([])
	})

	test('not successful → restarted: a new round with a fresh timer from the restart and progress 0', () => {
		const t = clock()
		const campaign = campaignAt(t.now())
		t.advance(30 * HOUR)
		const reset = settleCampaign(campaign, t.now()).facts
		expect(canRestart(reset, 'initiator', template, { runningCount: 0, recentStarts: 1 }, t.now())).toEqual({ ok: true })
		const restarted = restartedCampaign(reset, t.now())
		expect(restarted).toMatchObject({
			status: 'in_progress',
			round: 2,
			helpedCount: 0,
			startedAt: t.now(),
		})
		expect(restarted.endsAt.getTime() - t.now().getTime()).toBe(24 * HOUR)
		expect(restartsLeft(restarted)).toBe(MAX_RESTARTS - 1)
	})

	test('only the initiator restarts, only a not-successful campaign, only while the template is offered and within limits', () => {
		const t = clock()
		const campaign = campaignAt(t.now())
		const limits = { runningCount: 0, recentStarts: 0 }
		expect(canRestart(campaign, 'initiator', template, limits, t.now())).toMatchObject({ ok: false, status: 409 })
		t.advance(25 * HOUR)
		const reset = settleCampaign(campaign, t.now()).facts
		expect(canRestart(reset, 'someone-else', template, limits, t.now())).toMatchObject({ ok: false, status: 404 })
		expect(canRestart(reset, 'initiator', { ...template, active: false }, limits, t.now())).toMatchObject({ ok: false, status: 410 })
		expect(canRestart(reset, 'initiator', template, { ...limits, runningCount: MAX_RUNNING_PER_BUYER }, t.now())).toMatchObject({
			ok: false,
			status: 429,
		})
		expect(canRestart(reset, 'initiator', template, { ...limits, recentStarts: MAX_STARTS_PER_WINDOW }, t.now())).toMatchObject({
			ok: false,
			status: 429,
		})
	})

	test('not successful → ended when the restart window passes', () => {
		const t = clock()
		const campaign = campaignAt(t.now())
		t.advance(24 * HOUR + RESTART_WINDOW_MS)
		const { facts, transitions } = settleCampaign(campaign, t.now())
		expect(transitions.map((transition) => [transition.type, transition.to])).toEqual([
			['reset', 'not_successful'],
			['restart_expired', 'ended'],
		])
		expect(facts.status).toBe('ended')
		expect(facts.closedAt).toEqual(new Date(campaign.endsAt.getTime() + RESTART_WINDOW_MS))
	})

	test('the last round’s reset ends the campaign: no restarts left', () => {
		const t = clock()
		const lastRound = campaignAt(t.now(), { round: MAX_RESTARTS + 1 })
		t.advance(25 * HOUR)
		const { facts, transitions } = settleCampaign(lastRound, t.now())
		expect(transitions).toEqual([
			{
				type: 'reset',
				from: 'in_progress',
				to: 'ended',
				at: lastRound.endsAt,
				round: MAX_RESTARTS + 1,
			},
		])
		expect(facts.status).toBe('ended')
		expect(canRestart(facts, 'initiator', template, { runningCount: 0, recentStarts: 0 }, t.now()).ok).toBe(false)
	})

	test('qualified → ended when the gift is not claimed within the claim window', () => {
		const t = clock()
		const qualified = afterHelp({ ...campaignAt(t.now()), helpedCount: 2 }, t.advance(HOUR)).facts
		expect(qualified.status).toBe('qualified')
		// The round's timer running out does not touch a qualified campaign.
		t.advance(30 * HOUR)
		expect(settleCampaign(qualified, t.now()).transitions).toEqual([])
		t.advance(CLAIM_WINDOW_MS)
		const { facts, transitions } = settleCampaign(qualified, t.now())
		expect(transitions.map((transition) => transition.type)).toEqual(['claim_expired'])
		expect(facts.status).toBe('ended')
		expect(canClaim(facts, 'initiator')).toMatchObject({
			ok: false,
			status: 410,
			messageId: 'campaign.claim.expired',
		})
	})
})

describe('claiming: qualified → success', () => {
	test('the initiator claims a qualified campaign once', () => {
		const t = clock()
		const qualified = afterHelp({ ...campaignAt(t.now()), helpedCount: 2 }, t.advance(HOUR)).facts
		expect(canClaim(qualified, 'initiator')).toEqual({ ok: true })
		const { facts, transition } = claimedCampaign(qualified, 'order-1', t.now())
		expect(facts).toMatchObject({ status: 'success', orderId: 'order-1' })
		expect(transition).toMatchObject({
			type: 'claimed',
			from: 'qualified',
			to: 'success',
		})
		expect(canClaim(facts, 'initiator')).toMatchObject({
			ok: false,
			status: 409,
			messageId: 'campaign.claim.already',
		})
	})

	test('nobody else can claim it, and an unqualified campaign cannot be claimed', () => {
		const t = clock()
		const running = campaignAt(t.now())
		expect(canClaim(running, 'initiator')).toMatchObject({
			ok: false,
			status: 409,
			messageId: 'campaign.claim.notQualified',
		})
		const qualified = {
			...running,
			status: 'qualified' as const,
			qualifiedAt: t.now(),
		}
		expect(canClaim(qualified, 'someone-else')).toMatchObject({
			ok: false,
			status: 404,
		})
	})
})

describe('showing', () => {
	test('names are masked as "A*** H***", else the phone’s last two digits', () => {
		expect(
			maskedName({
				firstName: 'Ali',
				lastName: 'Hassan',
				phone: '+9647701234567',
				email: null,
			}),
		).toBe('A*** H***')
		expect(maskedName({ firstName: 'علي', lastName: null, phone: null, email: null })).toBe('ع***')
		expect(
			maskedName({
				firstName: null,
				lastName: null,
				phone: '+9647701234567',
				email: null,
			}),
		).toBe('***67')
		expect(
			maskedName({
				firstName: ' ',
				lastName: null,
				phone: null,
				email: 'sara@example.com',
			}),
		).toBe('s***')
	})

	test('progress never shows more than the target', () => {
		expect(progressOf({ helpedCount: 2, targetCount: 3, status: 'in_progress' })).toEqual({ helped: 2, target: 3, remaining: 1, percent: 67 })
		expect(progressOf({ helpedCount: 0, targetCount: 3, status: 'success' }).helped).toBe(3)
	})
})
