import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { campaigns, campaignTemplates } from '#app/db/schema/index.ts'
import { createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import {
	callOk as ok,
	signInByWhatsApp,
	startApiTestDatabase,
	stopApiTestDatabase,
	callRefused as refused,
	expectReason as says,
} from '#tests/fixtures/api.ts'
import { type TestDatabase } from '#tests/fixtures/db.ts'
import { translate } from './context.server.ts'
import { API_V1 as V1 } from './paths.ts'

/**
 * Free gifts and group prices through the app's API (issue 20, spec section 7 "campaigns"): the offer list, a
 * start, a friend's help, the page of a campaign, the share link, the alerts, the help record and my prizes, all
 * by the campaigns module the pages use. Bad input is a 4xx envelope; another buyer's campaign shows its public
 * face only and cannot be changed; no token where one is needed is a 401.
 */

let database: TestDatabase
let freeTemplateId = ''
let groupTemplateId = ''
let phones = 0

beforeAll(async () => {
	database = await startApiTestDatabase()
	const template = async (kind: 'free_gift' | 'group_price', code: string) => {
		const shop = await createOrderShop(database.db, { skuStocks: [5], price: 12_000 })
		const [row] = await database.db
			.insert(campaignTemplates)
			.values({
				code,
				kind,
				productId: shop.productId,
				skuId: shop.skuIds[0]!,
				targetCount: 2,
				durationMinutes: 24 * 60,
				groupPrice: kind === 'group_price' ? 9_000 : null,
				quantity: kind === 'group_price' ? 4 : 1,
				activeFrom: new Date('2020-01-01T00:00:00Z'),
			})
			.returning()
		return row!.id
	}
	freeTemplateId = await template('free_gift', 'API-FREE')
	groupTemplateId = await template('group_price', 'API-GROUP')
})
afterAll(async () => {
	await stopApiTestDatabase(database)
})

async function buyer() {
	phones += 1
	return signInByWhatsApp(database.db, `77014${String(phones).padStart(5, '0')}`, { ip: `198.51.101.${phones}` })
}

type Template = { id: string; kind: string; liveToken: string | null; product: { title: string } }
type Page = {
	campaign: {
		id: string
		status: string
		isInitiator: boolean
		helpers: unknown[]
		progress: { helped: number; target: number }
		orderId: string | null
	}
	verdict: { ok: boolean; reason: string | null; message: string | null } | null
	shareUrl: string
}

describe('free gifts through the API', () => {
	test('a buyer starts a gift, two new friends help, the alerts and prizes follow', async () => {
		const visitorList = await ok<Template[]>(`${V1}/takeFree/product/list`, { body: {} })
		expect(visitorList.map((item) => [item.id, item.liveToken])).toEqual([[freeTemplateId, null]])
		expect((await ok<Template[]>(`${V1}/takeFree/product/list`, { body: { kind: 'group_price' } })).map((item) => item.id)).toEqual([groupTemplateId])

		const a = await buyer()
		const started = await ok<{ campaignId: string; kind: string; shareToken: string; shareUrl: string }>(`${V1}/activity/participate`, {
			token: a.token,
			body: { templateId: freeTemplateId },
		})
		expect(started.kind).toBe('free_gift')
		const link = new URL(started.shareUrl)
		expect(link.pathname).toBe('/pages/free-help/index')
		expect(Object.fromEntries(link.searchParams)).toEqual({ c: started.shareToken, utm_source: 'share', lang: 'en' })
		expect((await ok<Template[]>(`${V1}/takeFree/product/list`, { token: a.token, body: {} }))[0]!.liveToken).toBe(started.shareToken)
		says(await refused(`${V1}/activity/participate`, 409, { token: a.token, body: { templateId: freeTemplateId } }), 'campaign.error.alreadyRunning')

		// The owner's view has the helpers; the visitor's the public face; the owner cannot help.
		const own = await ok<Page>(`${V1}/help/show`, { token: a.token, body: { token: started.shareToken } })
		expect(own.campaign).toMatchObject({ id: started.campaignId, isInitiator: true, status: 'in_progress', progress: { helped: 0, target: 2 } })
		expect(own.verdict).toBeNull()
		says(await refused(`${V1}/doHelp/add`, 403, { token: a.token, body: { token: started.shareToken } }), 'campaign.help.own')

		const b = await buyer()
		const seen = await ok<Page>(`${V1}/doHelp/show`, { token: b.token, body: { token: started.shareToken } })
		expect(seen.campaign.isInitiator).toBe(false)
		expect(seen.verdict).toEqual({ ok: true, reason: null, message: null })
		expect(await ok(`${V1}/doHelp/add`, { token: b.token, body: { token: started.shareToken } })).toEqual({
			campaignId: started.campaignId,
			helped: 1,
			target: 2,
			status: 'in_progress',
		})
		says(await refused(`${V1}/doHelp/add`, 409, { token: b.token, body: { token: started.shareToken } }, 'ar'), 'campaign.help.thanks', 'ar')
		const after = await ok<Page>(`${V1}/doHelp/show`, { token: b.token, body: { token: started.shareToken } })
		expect(after.verdict).toEqual({ ok: false, reason: 'campaign.help.thanks', message: translate('en', 'campaign.help.thanks') })
		expect(after.campaign.helpers).toEqual([])

		const c = await buyer()
		expect(await ok(`${V1}/doHelp/add`, { token: c.token, body: { token: started.shareToken } })).toMatchObject({ helped: 2, status: 'qualified' })

		const record = await ok<{ mine: Array<{ id: string; helpers: unknown[] }>; helped: unknown[]; ended: unknown[] }>(
			`${V1}/helpChop/myHelpChopList`,
			{
				token: a.token,
				body: { kind: 'free_gift' },
			},
		)
		expect(record.mine.map((item) => [item.id, item.helpers.length])).toEqual([[started.campaignId, 2]])
		const helpedRecord = await ok<{ helped: Array<{ id: string; helpedAt: string }> }>(`${V1}/helpChop/myHelpChopList`, {
			token: b.token,
			body: { kind: 'free_gift' },
		})
		expect(helpedRecord.helped.map((item) => item.id)).toEqual([started.campaignId])

		// Alerts: another buyer cannot dismiss A's (404); A dismisses them.
		says(await refused(`${V1}/help/updateAlert`, 404, { token: b.token, body: { campaignId: started.campaignId } }), 'campaign.error.notFound')
		expect(await ok(`${V1}/help/updateAlert`, { token: a.token, body: { campaignId: started.campaignId } })).toEqual({ dismissed: 2, unseen: [] })

		const prizes = await ok<{ gifts: Array<{ id: string }>; groups: unknown[] }>(`${V1}/reward/myList`, { token: a.token, body: {} })
		expect(prizes.gifts.map((gift) => gift.id)).toEqual([started.campaignId])
		expect((await ok<{ gifts: unknown[] }>(`${V1}/reward/myList`, { token: b.token, body: {} })).gifts).toEqual([])

		const broadcast = await ok<Array<{ id: string; productTitle: string }>>(`${V1}/activity/listRollingBroadcast`, { body: {} })
		expect(broadcast.map((item) => item.id)).toContain(started.campaignId)
	})

	test('group prices start, show and share under helpChop', async () => {
		const a = await buyer()
		const started = await ok<{ shareToken: string; kind: string }>(`${V1}/helpChop/createHelpChop`, {
			token: a.token,
			body: { templateId: groupTemplateId },
			headers: {},
		})
		expect(started.kind).toBe('group_price')
		const share = await ok<{ shareUrl: string; kind: string }>(`${V1}/helpChop/getShareLink`, { body: { token: started.shareToken }, headers: {} })
		expect(new URL(share.shareUrl).pathname).toBe('/pages/group-help/index')
		// No language chosen (no header, no saved language): the recipient's browser decides.
		expect(new URL(share.shareUrl).searchParams.has('lang')).toBe(false)
		const shown = await ok<Page>(`${V1}/helpChop/help/show`, { body: { token: started.shareToken } })
		expect(shown.campaign).toMatchObject({ isInitiator: false, helpers: [], orderId: null })
		expect(shown.verdict).toBeNull()
		const b = await buyer()
		expect(await ok(`${V1}/helpChop/doHelp/add`, { token: b.token, body: { token: started.shareToken } })).toMatchObject({ helped: 1 })
		expect((await ok<Page>(`${V1}/helpChop/doHelp/show`, { token: a.token, body: { token: started.shareToken } })).campaign.helpers).toHaveLength(1)
	})

	test('a campaign that ended without enough helps starts again for its owner only, with the same link; a running one cannot', async () => {
		const owner = await buyer()
		const started = await ok<{ campaignId: string; shareToken: string }>(`${V1}/activity/participate`, {
			token: owner.token,
			body: { templateId: freeTemplateId },
		})
		const early = await refused(`${V1}/activity/restart`, 409, { token: owner.token, body: { campaignId: started.campaignId } })
		expect(early.data.reason).toMatch(/^campaign\./)

		// Its day is over with no help.
		const hour = 60 * 60 * 1000
		await database.db
			.update(campaigns)
			.set({ startedAt: new Date(Date.now() - 25 * hour), endsAt: new Date(Date.now() - hour) })
			.where(eq(campaigns.id, started.campaignId))
		const stranger = await buyer()
		await refused(`${V1}/activity/restart`, 404, { token: stranger.token, body: { campaignId: started.campaignId } })
		const restarted = await ok<{ campaignId: string; shareToken: string; shareUrl: string }>(`${V1}/activity/restart`, {
			token: owner.token,
			body: { campaignId: started.campaignId },
		})
		expect(restarted).toMatchObject({ campaignId: started.campaignId, shareToken: started.shareToken })
		const [row] = await database.db.select().from(campaigns).where(eq(campaigns.id, started.campaignId))
		expect(row).toMatchObject({ status: 'in_progress', round: 2, helpedCount: 0 })
		expect(row!.endsAt.getTime()).toBeGreaterThan(Date.now())

		await refused(`${V1}/activity/restart`, 404, { token: owner.token, body: { campaignId: 'nope' } })
		await refused(`${V1}/activity/restart`, 401, { body: { campaignId: started.campaignId } })
	})

	test('the landing page: the group deals with the buyer’s running one, its settings, one deal or a 404', async () => {
		type Landing = { templates: Array<{ id: string; liveToken: string | null }>; hasGroupCampaigns: boolean }
		const visitor = await ok<Landing>(`${V1}/lp/page`, { body: {} })
		expect(visitor).toEqual({ templates: [expect.objectContaining({ id: groupTemplateId, liveToken: null })], hasGroupCampaigns: false })
		const a = await buyer()
		const started = await ok<{ shareToken: string }>(`${V1}/helpChop/createHelpChop`, { token: a.token, body: { templateId: groupTemplateId } })
		expect(await ok<Landing>(`${V1}/lp/page`, { token: a.token, body: { templateId: groupTemplateId } })).toEqual({
			templates: [expect.objectContaining({ id: groupTemplateId, liveToken: started.shareToken })],
			hasGroupCampaigns: true,
		})
		expect(await ok(`${V1}/lp/config`, { body: {} })).toEqual({ targetCount: 2, durationMinutes: 24 * 60, newUserHelpHours: 24 })
		// A free-gift template is not a deal of the landing page.
		await refused(`${V1}/lp/page`, 404, { body: { templateId: freeTemplateId } })
		expect((await refused(`${V1}/lp/page`, 400, { body: { templateId: 'x y' } })).data.issues?.[0]?.field).toBe('templateId')
	})

	test('bad input is a 4xx envelope naming the field; unknown campaigns and ended offers are refused; no token is a 401', async () => {
		const a = await buyer()
		const bad = await refused(`${V1}/doHelp/show`, 400, { body: { token: 'no' } })
		expect(bad.data.issues?.map((issue) => issue.field)).toEqual(['token'])
		expect((await refused(`${V1}/takeFree/product/list`, 400, { body: { kind: 'raffle' } })).data.issues?.[0]?.field).toBe('kind')
		says(await refused(`${V1}/help/show`, 404, { body: { token: 'AAAAAAAAAAAAAAAAAAAA' } }), 'campaign.error.notFound')
		says(await refused(`${V1}/getShareLink`, 404, { body: { token: 'AAAAAAAAAAAAAAAAAAAA' } }), 'campaign.error.notFound')
		says(await refused(`${V1}/doHelp/add`, 404, { token: a.token, body: { token: 'AAAAAAAAAAAAAAAAAAAA' } }), 'campaign.error.notFound')
		says(
			await refused(`${V1}/activity/participate`, 410, { token: a.token, body: { templateId: crypto.randomUUID() } }),
			'campaign.error.templateEnded',
		)
		says(await refused(`${V1}/help/updateAlert`, 404, { token: a.token, body: { campaignId: crypto.randomUUID() } }), 'campaign.error.notFound')
		for (const path of [
			'activity/participate',
			'helpChop/createHelpChop',
			'doHelp/add',
			'helpChop/doHelp/add',
			'help/updateAlert',
			'helpChop/myHelpChopList',
			'reward/myList',
		]) {
			says(await refused(`${V1}/${path}`, 401, { body: { templateId: freeTemplateId, token: 'AAAAAAAAAAAAAAAAAAAA' } }), 'api.error.signInRequired')
		}
	})
})
