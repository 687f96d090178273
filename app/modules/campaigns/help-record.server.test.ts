import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { campaignTemplates, users } from '#app/db/schema/index.ts'
import { createOrderBuyer, createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { helpCampaign } from './campaign-help.server.ts'
import { startCampaign } from './campaign-start.server.ts'
import { listHelpRecord } from './campaign-views.server.ts'

/** The help record: my live campaigns, the friends' campaigns I helped, my campaigns that ended. */

let database: TestDatabase
const db = () => database.db
const HOUR = 60 * 60 * 1000
const quiet = { publish: async () => {}, postToTimeline: async () => {} }

beforeAll(async () => {
	database = await createTestDatabase()
}, 60_000)

afterAll(async () => {
	await database?.close()
})

async function freeGiftTemplate() {
	const shop = await createOrderShop(db(), { skuStocks: [5], price: 12_000 })
	const [row] = await db()
		.insert(campaignTemplates)
		.values({
			code: `RECORD-${crypto.randomUUID().slice(0, 8)}`,
			kind: 'free_gift',
			productId: shop.productId,
			skuId: shop.skuIds[0]!,
			targetCount: 3,
			durationMinutes: 24 * 60,
			quantity: 1,
			activeFrom: new Date('2020-01-01T00:00:00Z'),
		})
		.returning()
	return row!
}

/** A new user (first seen just now), who may help. */
async function newUser(seenAt: Date) {
	const phone = `+96479${String(process.pid % 1000).padStart(3, '0')}${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`
	const [user] = await db()
		.insert(users)
		.values({ phone, firstName: 'Sara', lastName: 'Kareem', firstLoginAt: seenAt, identityFirstSeenAt: seenAt, createdAt: seenAt })
		.returning({ id: users.id })
	return user!.id
}

describe('the help record', () => {
	test('sorts campaigns into mine (live), helped and ended, and moves a campaign to ended once it is over', async () => {
		const t0 = new Date('2026-11-20T09:00:00Z')
		const gift = await freeGiftTemplate()
		const initiator = await createOrderBuyer(db())
		const started = await startCampaign(db(), { userId: initiator.userId, templateId: gift.id, now: t0 })
		const helper = await newUser(new Date(t0.getTime() + HOUR - 60_000))
		await helpCampaign(
			db(),
			{ token: started.shareToken, helperId: helper, ipHash: 'ip', userAgentHash: 'ua', now: new Date(t0.getTime() + HOUR) },
			quiet,
		)

		const during = new Date(t0.getTime() + 2 * HOUR)
		const initiatorRecord = await listHelpRecord(db(), { userId: initiator.userId, kind: 'free_gift', locale: 'en', now: during })
		expect(initiatorRecord.mine.map((campaign) => [campaign.id, campaign.status, campaign.progress.helped])).toEqual([
			[started.campaignId, 'in_progress', 1],
		])
		expect(initiatorRecord.helped).toEqual([])
		expect(initiatorRecord.ended).toEqual([])

		const helperRecord = await listHelpRecord(db(), { userId: helper, kind: 'free_gift', locale: 'en', now: during })
		expect(helperRecord.mine).toEqual([])
		expect(helperRecord.ended).toEqual([])
		expect(helperRecord.helped).toHaveLength(1)
		const [helped] = helperRecord.helped
		expect(helped).toMatchObject({ id: started.campaignId, isInitiator: false, orderId: null, helpers: [] })
		expect(helped!.helpedAt.getTime()).toBe(t0.getTime() + HOUR)
		// The helper sees the friend's masked name, never their phone.
		expect(helped!.initiatorName).not.toContain('+964')

		// Long after the timer and the restart window: ended, for the initiator; still in the helper's "helped".
		const later = new Date(t0.getTime() + 60 * 24 * HOUR)
		const afterwards = await listHelpRecord(db(), { userId: initiator.userId, kind: 'free_gift', locale: 'en', now: later })
		expect(afterwards.mine).toEqual([])
		expect(afterwards.ended.map((campaign) => [campaign.id, campaign.status])).toEqual([[started.campaignId, 'ended']])
		const helperLater = await listHelpRecord(db(), { userId: helper, kind: 'free_gift', locale: 'en', now: later })
		expect(helperLater.helped.map((campaign) => [campaign.id, campaign.status])).toEqual([[started.campaignId, 'ended']])
	})

	test('a buyer with no campaigns has three empty sections', async () => {
		const buyer = await createOrderBuyer(db())
		expect(await listHelpRecord(db(), { userId: buyer.userId, kind: 'free_gift', locale: 'en' })).toEqual({ mine: [], helped: [], ended: [] })
	})
})
