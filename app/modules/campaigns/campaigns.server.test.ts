import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { campaignEvents, campaignHelps, campaigns, campaignTemplates, orders, skus, users } from '#app/db/schema/index.ts'
import { submitDrafted } from '#app/modules/checkout/test-drafts.server.ts'
import { createOrderBuyer, createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import { type RealtimeEvent } from '#app/realtime/channels.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { MAX_RUNNING_PER_BUYER, NEW_USER_HELP_WINDOW_MS } from './campaign-rules.ts'
import { dismissHelpAlerts, helpCampaign, listUnseenHelps } from './campaign-help.server.ts'
import { settleExpiredCampaigns } from './campaign-housekeeping.server.ts'
import { restartCampaign, startCampaign } from './campaign-start.server.ts'
import { getCampaignByToken, listMyCampaigns, listRollingBroadcast } from './campaign-views.server.ts'
import { CampaignError, CampaignNotFoundError } from './campaigns.server.ts'

let database: TestDatabase

beforeAll(async () => {
	database = await createTestDatabase()
}, 60_000)

afterAll(async () => {
	await database?.close()
})

const db = () => database.db
const HOUR = 60 * 60 * 1000

/** What the initiator's pages and chat would have heard. */
function recorder() {
	const published: Array<{ channel: string; event: RealtimeEvent }> = []
	const timeline: Array<{ buyerId: string; event: string }> = []
	return {
		published,
		timeline,
		deps: {
			publish: async (channel: string, event: RealtimeEvent) => {
				published.push({ channel, event })
			},
			postToTimeline: async (_db: unknown, input: { buyerId: string; event: 'helped' | 'qualified' }) => {
				timeline.push({ buyerId: input.buyerId, event: input.event })
			},
		},
	}
}

/**
 * Claiming goes through the trade flow like any order: its form as the page sends it
 * (`source=campaign&campaignId=…`, the address, shipping, payment and the key made when the page was drawn).
 */
async function claim(input: {
	userId: string
	campaignId: string
	addressId: string
	logisticsMethod: string
	paymentType: number | null
	quantity?: number
	skuId?: string
	idempotencyKey?: string
	now: Date
}) {
	const form = new URLSearchParams({
		source: 'campaign',
		campaignId: input.campaignId,
		addressId: input.addressId,
		logisticsMethod: input.logisticsMethod,
	})
	if (input.paymentType !== null) form.set('paymentType', String(input.paymentType))
	if (input.skuId && input.quantity !== undefined) {
		form.set('skuId', input.skuId)
		form.set('qty', String(input.quantity))
	}
	form.set('idempotencyKey', input.idempotencyKey ?? crypto.randomUUID())
	return submitDrafted(db(), { userId: input.userId, locale: 'en', form, now: input.now })
}

let templateCounter = 0

async function template(kind: 'free_gift' | 'group_price' = 'free_gift', extra: Partial<typeof campaignTemplates.$inferInsert> = {}) {
	const shop = await createOrderShop(db(), { skuStocks: [5], price: 12_000 })
	templateCounter += 1
	const [row] = await db()
		.insert(campaignTemplates)
		.values({
			code: `TEST-${templateCounter}-${Date.now()}`,
			kind,
			productId: shop.productId,
			skuId: shop.skuIds[0]!,
			targetCount: 3,
			durationMinutes: 24 * 60,
			groupPrice: kind === 'group_price' ? 9_000 : null,
			quantity: kind === 'group_price' ? 4 : 1,
			activeFrom: new Date('2020-01-01T00:00:00Z'),
			...extra,
		})
		.returning()
	return { ...row!, shop }
}

let phoneCounter = 0

/** A person whose phone was first seen at `seenAt` (a new user when that is after the campaign started). */
async function person(seenAt: Date) {
	phoneCounter += 1
	const phone = `+96477${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(5, '0')}`
	const [user] = await db()
		.insert(users)
		.values({
			phone,
			firstName: 'Sara',
			lastName: 'Kareem',
			firstLoginAt: seenAt,
			identityFirstSeenAt: seenAt,
			createdAt: seenAt,
		})
		.returning({ id: users.id })
	return user!.id
}

async function campaignRow(id: string) {
	const [row] = await db().select().from(campaigns).where(eq(campaigns.id, id))
	return row!
}

describe('free gift: start, help, qualify, claim', () => {
	test('three new users help; the initiator hears each help after commit, and claims a zero-price order with the gift value as subsidy', async () => {
		const t0 = new Date('2026-11-20T09:00:00Z')
		const gift = await template()
		const initiator = await createOrderBuyer(db())
		const started = await startCampaign(db(), {
			userId: initiator.userId,
			templateId: gift.id,
			now: t0,
		})
		const { published, timeline, deps } = recorder()

		for (let index = 1; index <= 3; index++) {
			const at = new Date(t0.getTime() + index * HOUR)
			const helper = await person(new Date(at.getTime() - 60_000))
			const result = await helpCampaign(
				db(),
				{
					token: started.shareToken,
					helperId: helper,
					ipHash: 'ip',
					userAgentHash: 'ua',
					now: at,
				},
				deps,
			)
			expect(result).toMatchObject({
				helped: index,
				target: 3,
				status: index < 3 ? 'in_progress' : 'qualified',
			})
		}
		expect(published.map((entry) => [entry.channel, entry.event.kind, entry.event.helped])).toEqual([
			[`user:${initiator.userId}`, 'campaign.help', 1],
			[`user:${initiator.userId}`, 'campaign.help', 2],
			[`user:${initiator.userId}`, 'campaign.help', 3],
		])
		expect(timeline.map((entry) => entry.event)).toEqual(['helped', 'helped', 'helped', 'qualified'])

		const seen = await getCampaignByToken(db(), {
			token: started.shareToken,
			viewerId: initiator.userId,
			locale: 'en',
			now: new Date(t0.getTime() + 4 * HOUR),
		})
		expect(seen).toMatchObject({
			status: 'qualified',
			progress: { helped: 3, target: 3 },
			isInitiator: true,
		})
		expect(seen!.helpers.map((helper) => helper.name)).toEqual(['S*** K***', 'S*** K***', 'S*** K***'])
		// A visitor sees the progress but not who helped.
		const visitorView = await getCampaignByToken(db(), {
			token: started.shareToken,
			viewerId: null,
			locale: 'en',
			now: new Date(t0.getTime() + 4 * HOUR),
		})
		expect(visitorView!.helpers).toEqual([])

		const claimAt = new Date(t0.getTime() + 5 * HOUR)
		const key = crypto.randomUUID()
		const claimed = await claim({
			userId: initiator.userId,
			campaignId: started.campaignId,
			addressId: initiator.addressId,
			logisticsMethod: 'sea',
			paymentType: null,
			idempotencyKey: key,
			now: claimAt,
		})
		if (!claimed.ok) throw new Error(claimed.messageId)
		const placed = claimed.order
		expect(placed).toMatchObject({
			payableAmount: 0,
			status: 14,
			replayed: false,
		})
		// Nothing to pay: the buyer lands on the order, not on a payment page.
		expect(claimed.redirectTo).toContain(placed.orderId)
		const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId))
		expect(order).toMatchObject({
			source: 'campaign',
			sourceRef: started.campaignId,
			goodsAmount: 12_000,
			subsidyAmount: 12_000,
			payableAmount: 0,
			userId: initiator.userId,
		})
		const [sku] = await db().select({ stock: skus.stock }).from(skus).where(eq(skus.id, gift.skuId))
		expect(sku!.stock).toBe(4)
		expect(await campaignRow(started.campaignId)).toMatchObject({
			status: 'success',
			orderId: placed.orderId,
		})

		// Tapping "claim" again is the same order, not a second gift; a fresh page cannot claim it again.
		const again = await claim({
			userId: initiator.userId,
			campaignId: started.campaignId,
			addressId: initiator.addressId,
			logisticsMethod: 'sea',
			paymentType: null,
			idempotencyKey: key,
			now: claimAt,
		})
		expect(again).toMatchObject({ ok: true, order: { orderId: placed.orderId, replayed: true } })
		const second = await claim({
			userId: initiator.userId,
			campaignId: started.campaignId,
			addressId: initiator.addressId,
			logisticsMethod: 'sea',
			paymentType: null,
			now: claimAt,
		})
		expect(second).toMatchObject({ ok: false, messageId: 'campaign.claim.already' })
		expect(await db().select({ id: orders.id }).from(orders).where(eq(orders.userId, initiator.userId))).toHaveLength(1)

		const events = await db()
			.select()
			.from(campaignEvents)
			.where(eq(campaignEvents.campaignId, started.campaignId))
			.orderBy(campaignEvents.occurredAt)
		expect(events.map((event) => event.type)).toEqual(['started', 'helped', 'helped', 'helped', 'qualified', 'claimed'])

		const broadcast = await listRollingBroadcast(db(), { locale: 'en' })
		expect(broadcast.find((item) => item.id === started.campaignId)).toMatchObject({ name: 'A***', productTitle: 'Thermal cup' })
	})

	test('an existing user is told only new users can help (403), and nothing is counted', async () => {
		const t0 = new Date('2026-11-21T09:00:00Z')
		// A three-day timer, so the 24-hour new-user window is what refuses the late helper below.
		const gift = await template('free_gift', { durationMinutes: 3 * 24 * 60 })
		const initiator = await createOrderBuyer(db())
		const started = await startCampaign(db(), {
			userId: initiator.userId,
			templateId: gift.id,
			now: t0,
		})
		const oldTimer = await person(new Date('2025-01-01T00:00:00Z'))
		const { deps, published } = recorder()
		await expect(
			helpCampaign(
				db(),
				{
					token: started.shareToken,
					helperId: oldTimer,
					now: new Date(t0.getTime() + HOUR),
				},
				deps,
			),
		).rejects.toMatchObject({
			messageId: 'campaign.help.onlyNew',
			status: 403,
		})
		// Signed up in time but came back two days later: too late.
		const late = await person(new Date(t0.getTime() + 60_000))
		await expect(
			helpCampaign(
				db(),
				{
					token: started.shareToken,
					helperId: late,
					now: new Date(t0.getTime() + 60_000 + NEW_USER_HELP_WINDOW_MS + 1),
				},
				deps,
			),
		).rejects.toMatchObject({
			messageId: 'campaign.help.onlyNew',
			status: 403,
		})
		// A new person who already ordered something is not new either.
		const buyer = await createOrderBuyer(db())
		await db()
			.update(users)
			.set({ identityFirstSeenAt: new Date(t0.getTime() + 60_000) })
			.where(eq(users.id, buyer.userId))
		await db()
			.insert(orders)
			.values({
				number: `D261121${String(Date.now()).slice(-6)}`,
				userId: buyer.userId,
				source: 'buy_now',
				paymentType: 10,
				logisticsMethod: 'sea',
				deliveryMode: 1,
				address: {
					deliveryMode: 1,
					fullName: 'x',
					phone: 'x',
					regions: [],
					postcode: null,
					addressLine: null,
					pickupStoreId: null,
					pickupStoreName: null,
					pickupStoreAddress: null,
				},
				goodsAmount: 1,
				payableAmount: 1,
				idempotencyKey: `k-${Date.now()}`,
				requestHash: 'h',
			})
		await expect(
			helpCampaign(
				db(),
				{
					token: started.shareToken,
					helperId: buyer.userId,
					now: new Date(t0.getTime() + HOUR),
				},
				deps,
			),
		).rejects.toMatchObject({
			messageId: 'campaign.help.onlyNew',
			status: 403,
		})
		// The initiator cannot help themselves.
		await expect(
			helpCampaign(
				db(),
				{
					token: started.shareToken,
					helperId: initiator.userId,
					now: new Date(t0.getTime() + HOUR),
				},
				deps,
			),
		).rejects.toMatchObject({
			messageId: 'campaign.help.own',
			status: 403,
		})
		expect((await campaignRow(started.campaignId)).helpedCount).toBe(0)
		expect(await db().select().from(campaignHelps).where(eq(campaignHelps.campaignId, started.campaignId))).toEqual([])
		expect(published).toEqual([])
	})

	test('a double-tapped help counts once; a new user racing to help two campaigns helps one', async () => {
		const t0 = new Date('2026-11-22T09:00:00Z')
		const [giftA, giftB] = [await template(), await template()]
		const [alice, bob] = [await createOrderBuyer(db()), await createOrderBuyer(db())]
		const a = await startCampaign(db(), {
			userId: alice.userId,
			templateId: giftA.id,
			now: t0,
		})
		const b = await startCampaign(db(), {
			userId: bob.userId,
			templateId: giftB.id,
			now: t0,
		})
		const { deps } = recorder()
		const now = new Date(t0.getTime() + HOUR)

		const friend = await person(new Date(t0.getTime() + 60_000))
		const twice = await Promise.allSettled([
			helpCampaign(db(), { token: a.shareToken, helperId: friend, now }, deps),
			helpCampaign(db(), { token: a.shareToken, helperId: friend, now }, deps),
		])
		expect(twice.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
		const rejection = twice.find((result) => result.status === 'rejected') as PromiseRejectedResult
		expect(rejection.reason).toBeInstanceOf(CampaignError)
		expect((rejection.reason as CampaignError).status).toBe(409)
		expect((await campaignRow(a.campaignId)).helpedCount).toBe(1)

		const other = await person(new Date(t0.getTime() + 60_000))
		const both = await Promise.allSettled([
			helpCampaign(db(), { token: a.shareToken, helperId: other, now }, deps),
			helpCampaign(db(), { token: b.shareToken, helperId: other, now }, deps),
		])
		expect(both.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
		expect((both.find((result) => result.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({
			messageId: 'campaign.help.usedUp',
			status: 409,
		})
		// `friend` helped a once; `other` helped exactly one of a and b.
		expect((await campaignRow(a.campaignId)).helpedCount + (await campaignRow(b.campaignId)).helpedCount).toBe(2)
		expect(await db().select().from(campaignHelps).where(eq(campaignHelps.helperId, other))).toHaveLength(1)
	})

	test('another buyer cannot restart or claim my campaign, and a made-up link is not found', async () => {
		const t0 = new Date('2026-11-23T09:00:00Z')
		const gift = await template()
		const [owner, stranger] = [await createOrderBuyer(db()), await createOrderBuyer(db())]
		const started = await startCampaign(db(), {
			userId: owner.userId,
			templateId: gift.id,
			now: t0,
		})
		const later = new Date(t0.getTime() + 25 * HOUR)
		await expect(
			restartCampaign(db(), {
				userId: stranger.userId,
				campaignId: started.campaignId,
				now: later,
			}),
		).rejects.toBeInstanceOf(CampaignNotFoundError)
		expect(
			await claim({
				userId: stranger.userId,
				campaignId: started.campaignId,
				addressId: stranger.addressId,
				logisticsMethod: 'sea',
				paymentType: null,
				now: later,
			}),
		).toMatchObject({ ok: false, status: 409, messageId: 'checkout.campaign.unavailable' })
		expect(
			await dismissHelpAlerts(db(), {
				userId: stranger.userId,
				campaignId: started.campaignId,
			}),
		).toBe(0)
		expect(
			await getCampaignByToken(db(), {
				token: 'not-a-real-token-at-all',
				viewerId: null,
				locale: 'en',
			}),
		).toBeNull()
		// Not yet qualified: the owner cannot claim either.
		expect(
			await claim({
				userId: owner.userId,
				campaignId: started.campaignId,
				addressId: owner.addressId,
				logisticsMethod: 'sea',
				paymentType: null,
				now: new Date(t0.getTime() + HOUR),
			}),
		).toMatchObject({ ok: false, messageId: 'campaign.claim.notQualified' })
	})
})

describe('the timer', () => {
	test('a campaign whose timer runs out resets: not successful, progress 0, helps kept with their round; a restart begins round 2', async () => {
		const t0 = new Date('2026-11-24T09:00:00Z')
		const gift = await template()
		const initiator = await createOrderBuyer(db())
		const started = await startCampaign(db(), {
			userId: initiator.userId,
			templateId: gift.id,
			now: t0,
		})
		const { deps } = recorder()
		const friend = await person(new Date(t0.getTime() + 60_000))
		await helpCampaign(
			db(),
			{
				token: started.shareToken,
				helperId: friend,
				now: new Date(t0.getTime() + HOUR),
			},
			deps,
		)

		// Just before the end nothing changes.
		const before = await getCampaignByToken(db(), {
			token: started.shareToken,
			viewerId: initiator.userId,
			locale: 'en',
			now: new Date(t0.getTime() + 24 * HOUR - 1000),
		})
		expect(before).toMatchObject({
			status: 'in_progress',
			progress: { helped: 1 },
			timeLeftMs: 1000,
		})

		// Read after the end: settled lazily, no cron needed.
		const after = await getCampaignByToken(db(), {
			token: started.shareToken,
			viewerId: initiator.userId,
			locale: 'en',
			now: new Date(t0.getTime() + 26 * HOUR),
		})
		expect(after).toMatchObject({
			status: 'not_successful',
			progress: { helped: 0 },
			timeLeftMs: 0,
			restartsLeft: 3,
		})
		expect(after!.helpers).toMatchObject([{ round: 1 }])
		const [reset] = await db()
			.select()
			.from(campaignEvents)
			.where(and(eq(campaignEvents.campaignId, started.campaignId), eq(campaignEvents.type, 'reset')))
		expect(reset).toMatchObject({
			fromStatus: 'in_progress',
			toStatus: 'not_successful',
			actorId: null,
			occurredAt: new Date(t0.getTime() + 24 * HOUR),
		})

		// Late help is refused; the helper's help was already spent in round 1.
		const lateFriend = await person(new Date(t0.getTime() + 23 * HOUR))
		await expect(
			helpCampaign(
				db(),
				{
					token: started.shareToken,
					helperId: lateFriend,
					now: new Date(t0.getTime() + 26 * HOUR),
				},
				deps,
			),
		).rejects.toMatchObject({
			messageId: 'campaign.help.closed',
			status: 409,
		})

		const restartAt = new Date(t0.getTime() + 27 * HOUR)
		await restartCampaign(db(), {
			userId: initiator.userId,
			campaignId: started.campaignId,
			now: restartAt,
		})
		expect(await campaignRow(started.campaignId)).toMatchObject({
			status: 'in_progress',
			round: 2,
			helpedCount: 0,
			startedAt: restartAt,
			endsAt: new Date(restartAt.getTime() + 24 * HOUR),
		})
		// The late friend signed up after the campaign was first started and is within 24 h: they may help round 2.
		await expect(
			helpCampaign(
				db(),
				{
					token: started.shareToken,
					helperId: lateFriend,
					now: new Date(restartAt.getTime() + 60_000),
				},
				deps,
			),
		).resolves.toMatchObject({ helped: 1 })
	})

	test('housekeeping settles campaigns nobody looks at', async () => {
		const t0 = new Date('2026-11-25T09:00:00Z')
		const gift = await template()
		const initiator = await createOrderBuyer(db())
		const started = await startCampaign(db(), {
			userId: initiator.userId,
			templateId: gift.id,
			now: t0,
		})
		await settleExpiredCampaigns(db(), new Date(t0.getTime() + HOUR))
		expect((await campaignRow(started.campaignId)).status).toBe('in_progress')
		expect(await settleExpiredCampaigns(db(), new Date(t0.getTime() + 25 * HOUR))).toBeGreaterThanOrEqual(1)
		expect((await campaignRow(started.campaignId)).status).toBe('not_successful')
	})
})

describe('limits on starting', () => {
	test(`one live campaign per template and at most ${MAX_RUNNING_PER_BUYER} running at once`, async () => {
		const t0 = new Date('2026-11-26T09:00:00Z')
		const buyer = await createOrderBuyer(db())
		const templates = []
		for (let index = 0; index <= MAX_RUNNING_PER_BUYER; index++) templates.push(await template())
		await startCampaign(db(), {
			userId: buyer.userId,
			templateId: templates[0]!.id,
			now: t0,
		})
		await expect(
			startCampaign(db(), {
				userId: buyer.userId,
				templateId: templates[0]!.id,
				now: t0,
			}),
		).rejects.toMatchObject({
			messageId: 'campaign.error.alreadyRunning',
			status: 409,
		})
		for (let index = 1; index < MAX_RUNNING_PER_BUYER; index++)
			await startCampaign(db(), {
				userId: buyer.userId,
				templateId: templates[index]!.id,
				now: t0,
			})
		await expect(
			startCampaign(db(), {
				userId: buyer.userId,
				templateId: templates[MAX_RUNNING_PER_BUYER]!.id,
				now: t0,
			}),
		).rejects.toMatchObject({
			messageId: 'campaign.error.tooManyRunning',
			status: 429,
		})
		// Once the timers ran out they no longer count as running.
		await expect(
			startCampaign(db(), {
				userId: buyer.userId,
				templateId: templates[MAX_RUNNING_PER_BUYER]!.id,
				now: new Date(t0.getTime() + 25 * HOUR),
			}),
		).resolves.toBeTruthy()
		const mine = await listMyCampaigns(db(), {
			userId: buyer.userId,
			locale: 'en',
			now: new Date(t0.getTime() + 25 * HOUR),
		})
		expect(mine.map((campaign) => campaign.status).sort()).toEqual(['in_progress', 'not_successful', 'not_successful', 'not_successful'])
	})

	test('a template that is switched off cannot be started', async () => {
		const off = await template('free_gift', { active: false })
		const buyer = await createOrderBuyer(db())
		await expect(startCampaign(db(), { userId: buyer.userId, templateId: off.id })).rejects.toMatchObject({
			messageId: 'campaign.error.templateEnded',
			status: 410,
		})
	})
})

describe('group price', () => {
	test('three friends join; the initiator orders at the unlocked rate, the difference recorded as a subsidy', async () => {
		const t0 = new Date('2026-11-27T09:00:00Z')
		const deal = await template('group_price')
		const initiator = await createOrderBuyer(db())
		const started = await startCampaign(db(), {
			userId: initiator.userId,
			templateId: deal.id,
			now: t0,
		})
		const { deps } = recorder()
		for (let index = 1; index <= 3; index++) {
			const friend = await person(new Date(t0.getTime() + index * 60_000))
			await helpCampaign(
				db(),
				{
					token: started.shareToken,
					helperId: friend,
					now: new Date(t0.getTime() + index * HOUR),
				},
				deps,
			)
		}
		const now = new Date(t0.getTime() + 4 * HOUR)
		const base = {
			userId: initiator.userId,
			campaignId: started.campaignId,
			addressId: initiator.addressId,
			logisticsMethod: 'sea',
			skuId: deal.skuId,
			now,
		}
		expect(await claim({ ...base, paymentType: 10, quantity: 5 })).toMatchObject({
			ok: false,
			status: 409,
			messageId: 'checkout.problem.aboveAgreed',
		})
		expect(await claim({ ...base, paymentType: null, quantity: 2 })).toMatchObject({ ok: false, status: 422, messageId: 'checkout.error.payment' })
		const claimed = await claim({ ...base, paymentType: 10, quantity: 2 })
		if (!claimed.ok) throw new Error(claimed.messageId)
		const placed = claimed.order
		expect(placed).toMatchObject({ payableAmount: 18_000, status: 1 })
		const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId))
		expect(order).toMatchObject({
			goodsAmount: 24_000,
			subsidyAmount: 6_000,
			payableAmount: 18_000,
			source: 'campaign',
		})
	})
})

describe('help alerts', () => {
	test('the initiator sees unseen helps until they dismiss them', async () => {
		const t0 = new Date('2026-11-28T09:00:00Z')
		const gift = await template()
		const initiator = await createOrderBuyer(db())
		const started = await startCampaign(db(), {
			userId: initiator.userId,
			templateId: gift.id,
			now: t0,
		})
		const friend = await person(new Date(t0.getTime() + 60_000))
		await helpCampaign(
			db(),
			{
				token: started.shareToken,
				helperId: friend,
				now: new Date(t0.getTime() + HOUR),
			},
			recorder().deps,
		)
		expect(await listUnseenHelps(db(), { userId: initiator.userId })).toMatchObject([
			{
				campaignId: started.campaignId,
				name: 'S*** K***',
				helped: 1,
				target: 3,
			},
		])
		expect(
			await dismissHelpAlerts(db(), {
				userId: initiator.userId,
				campaignId: started.campaignId,
			}),
		).toBe(1)
		expect(await listUnseenHelps(db(), { userId: initiator.userId })).toEqual([])
	})
})
