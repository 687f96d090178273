import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chatMessages, couponTexts, coupons, favorites, inquiries, payments, trackingEvents, userCoupons } from '#app/db/schema/index.ts'
import { DEMO_BANK_ACCOUNT } from '#app/modules/payments/bank-account.server.ts'
import { addLogisticsEvent } from '#app/modules/orders/tracking.server.ts'
import { createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import {
	callOk as ok,
	placeApiOrder,
	signInByWhatsApp,
	startApiTestDatabase,
	stopApiTestDatabase,
	callRefused as refused,
	expectReason as says,
	forgetStorage,
	useMemoryStorage,
} from '#tests/fixtures/api.ts'
import { type TestDatabase } from '#tests/fixtures/db.ts'
import { translate } from './context.server.ts'
import { API_V1 as V1 } from './paths.ts'

/**
 * The buyer's own things through the app's API (issue 20): favourite groups and history, coupons, sourcing
 * inquiries, shipment tracking and the payment calls beside paying (the visitor's bank card, paying again by
 * card). Each call goes through the module the pages use, so each test checks what the buyer would see: the
 * happy path, bad input as a 4xx envelope in the request's language, another buyer's record refused, and no
 * token refused where one is needed.
 */

let database: TestDatabase
let shop: Awaited<ReturnType<typeof createOrderShop>>
let other: Awaited<ReturnType<typeof createOrderShop>>
let phones = 0

beforeAll(async () => {
	database = await startApiTestDatabase()
	useMemoryStorage()
	shop = await createOrderShop(database.db, { skuStocks: [100, 100] })
	other = await createOrderShop(database.db, { skuStocks: [100] })
})
afterAll(async () => {
	forgetStorage()
	await stopApiTestDatabase(database)
})

/** A new buyer signed in through the API (WhatsApp code from the outbox). */
async function buyer() {
	phones += 1
	// Each from its own address: the code limits per address are the web's, and these are many sign-ins.
	return signInByWhatsApp(database.db, `77013${String(phones).padStart(5, '0')}`, { ip: `198.51.100.${phones}` })
}

type Group = { id: string; name: string; isDefault: boolean; productCount: number }
type FavoritePage = { items: Array<{ id: string; groupId: string; title: string }>; hasMore: boolean }

describe('favourite groups and favourites', () => {
	test('a buyer saves products, makes a group, moves one in, lists and removes them; the counts follow', async () => {
		const { token } = await buyer()
		const [initial] = await ok<Group[]>(`${V1}/group/list`, { token, body: {} })
		expect(initial).toMatchObject({ isDefault: true, name: translate('en', 'favorites.group.default'), productCount: 0 })

		const saved = await ok<{ groupId: string; created: boolean }>(`${V1}/collect/add`, { token, body: { productId: shop.productId } })
		expect(saved).toEqual({ groupId: initial!.id, created: true })
		expect(await ok(`${V1}/collect/add`, { token, body: { productId: shop.productId } })).toEqual({ groupId: initial!.id, created: false })
		await ok(`${V1}/collect/add`, { token, body: { productId: other.productId } })
		expect(await ok(`${V1}/share/collectCount`, { token, body: {} })).toEqual({ count: 2 })

		const gifts = await ok<Group>(`${V1}/group/add`, { token, body: { name: '  Gifts   for  Eid ' } })
		expect(gifts).toMatchObject({ name: 'Gifts for Eid', isDefault: false, productCount: 0 })
		expect(await ok(`${V1}/group/product/add`, { token, body: { productId: other.productId, groupId: gifts.id } })).toEqual({
			groupId: gifts.id,
			created: false,
		})
		const inGifts = await ok<FavoritePage>(`${V1}/group/product/page`, { token, body: { groupId: gifts.id } })
		expect(inGifts.items.map((item) => item.id)).toEqual([other.productId])
		const all = await ok<FavoritePage>(`${V1}/collect/page`, { token, body: {} })
		expect(all.items.map((item) => item.id).sort()).toEqual([shop.productId, other.productId].sort())
		expect(all.items.find((item) => item.id === shop.productId)?.title).toBe('Thermal cup')

		const groups = await ok<Group[]>(`${V1}/group/list`, { token, body: {} })
		expect(groups.map((group) => [group.id, group.productCount])).toEqual([
			[initial!.id, 1],
			[gifts.id, 1],
		])

		// Deleting the group moves its product to the default group; the default group itself stays.
		expect(await ok(`${V1}/group/delete`, { token, body: { groupId: gifts.id } })).toEqual({ moved: 1 })
		says(await refused(`${V1}/group/delete`, 409, { token, body: { groupId: initial!.id } }), 'favorites.group.defaultLocked')
		expect(await ok(`${V1}/collect/delete`, { token, body: { productIds: [shop.productId] } })).toEqual({ removed: 1 })
		expect(await ok(`${V1}/group/product/delete`, { token, body: { productIds: [other.productId] } })).toEqual({ removed: 1 })
		expect(await ok(`${V1}/share/collectCount`, { token, body: {} })).toEqual({ count: 0 })
	})

	test('the rules of the pages: ten groups at most, names unique, nothing selected, unknown products (in the request language)', async () => {
		const { token } = await buyer()
		await ok(`${V1}/group/add`, { token, body: { name: 'Group 1' } })
		says(await refused(`${V1}/group/add`, 409, { token, body: { name: 'group  1' } }), 'favorites.group.name.taken')
		for (let index = 2; index <= 9; index += 1) await ok(`${V1}/group/add`, { token, body: { name: `Group ${index}` } })
		says(await refused(`${V1}/group/add`, 422, { token, body: { name: 'Eleventh' } }, 'ar'), 'favorites.group.limit', 'ar')
		const blank = await refused(`${V1}/group/add`, 400, { token, body: { name: '   ' } })
		expect(blank.data.issues).toEqual([{ field: 'name', message: translate('en', 'favorites.group.name.required') }])
		says(await refused(`${V1}/collect/delete`, 400, { token, body: { productIds: [] } }), 'favorites.selectBeforeDeleting')
		says(await refused(`${V1}/collect/add`, 404, { token, body: { productId: crypto.randomUUID() } }), 'favorites.productNotFound')
		expect((await refused(`${V1}/collect/add`, 400, { token, body: { productId: 42 } })).data.issues?.[0]?.field).toBe('productId')
	})

	test('another buyer’s group is a 404 and their favourites are untouched; no token is a 401', async () => {
		const a = await buyer()
		const b = await buyer()
		const group = await ok<Group>(`${V1}/group/add`, { token: a.token, body: { name: 'Mine' } })
		await ok(`${V1}/group/product/add`, { token: a.token, body: { productId: shop.productId, groupId: group.id } })

		says(await refused(`${V1}/group/product/page`, 404, { token: b.token, body: { groupId: group.id } }), 'favorites.group.notFound')
		await refused(`${V1}/group/delete`, 404, { token: b.token, body: { groupId: group.id } })
		await refused(`${V1}/group/product/add`, 404, { token: b.token, body: { productId: other.productId, groupId: group.id } })
		// B removing "the same product" only ever removes B's own favourites: A's stays.
		expect(await ok(`${V1}/collect/delete`, { token: b.token, body: { productIds: [shop.productId] } })).toEqual({ removed: 0 })
		const kept = await database.db
			.select()
			.from(favorites)
			.where(and(eq(favorites.userId, a.userId), eq(favorites.productId, shop.productId)))
		expect(kept).toHaveLength(1)

		for (const path of ['group/list', 'group/add', 'collect/page', 'collect/add', 'share/collectCount']) {
			says(await refused(`${V1}/${path}`, 401, { body: { name: 'x', productId: shop.productId } }), 'api.error.signInRequired')
		}
	})
})

describe('browsing history', () => {
	test('product/detail and browsingHistory/save record visits; the list groups them by day; deleting needs a selection and only deletes one’s own', async () => {
		const a = await buyer()
		await ok(`${V1}/product/detail`, { token: a.token, body: { productId: shop.productId } })
		await ok(`${V1}/browsingHistory/save`, { token: a.token, body: { productId: other.productId } })
		expect(await ok(`${V1}/share/historyCount`, { token: a.token, body: {} })).toEqual({ count: 2 })
		const page = await ok<{ days: Array<{ day: string; entries: Array<{ id: string; entryId: string }> }> }>(`${V1}/browsingHistory/list`, {
			token: a.token,
			body: {},
		})
		expect(page.days).toHaveLength(1)
		const entries = page.days[0]!.entries
		expect(entries.map((entry) => entry.id).sort()).toEqual([shop.productId, other.productId].sort())

		const b = await buyer()
		expect(await ok(`${V1}/browsingHistory/delete`, { token: b.token, body: { entryIds: [entries[0]!.entryId] } })).toEqual({ removed: 0 })
		says(await refused(`${V1}/browsingHistory/delete`, 400, { token: a.token, body: { entryIds: [] } }), 'history.selectBeforeDeleting')
		await refused(`${V1}/browsingHistory/delete`, 400, { token: a.token, body: { entryIds: 'all' } })
		expect(await ok(`${V1}/browsingHistory/delete`, { token: a.token, body: { entryIds: [entries[0]!.entryId] } })).toEqual({ removed: 1 })
		expect(await ok(`${V1}/share/historyCount`, { token: a.token, body: {} })).toEqual({ count: 1 })
		await refused(`${V1}/browsingHistory/list`, 401, { body: {} })
	})
})

describe('coupons', () => {
	async function receivableCoupon(values: Partial<typeof coupons.$inferInsert> = {}) {
		const [coupon] = await database.db
			.insert(coupons)
			.values({ code: `API-${crypto.randomUUID().slice(0, 8)}`, kind: 'promotion', amount: 3_000, validDays: 30, receivable: true, ...values })
			.returning()
		await database.db.insert(couponTexts).values([
			{ couponId: coupon!.id, locale: 'ar', name: 'قسيمة التطبيق' },
			{ couponId: coupon!.id, locale: 'en', name: 'App coupon' },
		])
		return coupon!
	}

	test('the coupon centre offers a coupon; receiving it puts it in the wallet once; by-products finds it', async () => {
		const coupon = await receivableCoupon()
		const { token, userId } = await buyer()
		const centre = await ok<Array<{ couponId: string; name: string; received: boolean }>>(`${V1}/coupon/receivable`, { token, body: {} })
		expect(centre.find((entry) => entry.couponId === coupon.id)).toMatchObject({ name: 'App coupon', received: false })

		const received = await ok<{ userCouponId: string }>('/api/v1/coupon/user/receive', { token, body: { couponId: coupon.id } })
		const [row] = await database.db.select().from(userCoupons).where(eq(userCoupons.id, received.userCouponId))
		expect(row).toMatchObject({ userId, couponId: coupon.id, usedAt: null })
		says(await refused('/api/v1/coupon/user/receive', 409, { token, body: { couponId: coupon.id } }), 'coupon.receive.already')

		const wallet = await ok<{ coupons: Array<{ couponId: string; status: string }>; counts: Record<string, number> }>(`${V1}/coupon/user/available`, {
			token,
			body: {},
		})
		expect(wallet.coupons.map((entry) => entry.couponId)).toContain(coupon.id)
		expect(wallet.counts.available).toBe(wallet.coupons.length)
		const forProduct = await ok<Array<{ couponId: string }>>(`${V1}/coupon/user/available/by-products`, {
			token,
			body: { productIds: [shop.productId] },
		})
		expect(forProduct.map((entry) => entry.couponId)).toContain(coupon.id)
		const centreAgain = await ok<Array<{ couponId: string; received: boolean }>>(`${V1}/coupon/receivable`, { token, body: {} })
		expect(centreAgain.find((entry) => entry.couponId === coupon.id)?.received).toBe(true)
	})

	test('refusals: an unknown or ended coupon, bad input, no token; another buyer’s wallet is their own', async () => {
		const ended = await receivableCoupon({ active: false })
		const a = await buyer()
		const b = await buyer()
		says(
			await refused('/api/v1/coupon/user/receive', 404, { token: a.token, body: { couponId: crypto.randomUUID() } }, 'ar'),
			'coupon.receive.unknown',
			'ar',
		)
		says(await refused('/api/v1/coupon/user/receive', 410, { token: a.token, body: { couponId: ended.id } }), 'coupon.receive.ended')
		expect((await refused('/api/v1/coupon/user/receive', 400, { token: a.token, body: {} })).data.issues?.[0]?.field).toBe('couponId')
		await refused(`${V1}/coupon/user/available`, 400, { token: a.token, body: { status: 'lost' } })
		await refused(`${V1}/coupon/user/available/by-products`, 400, { token: a.token, body: { productIds: [] } })
		await refused('/api/v1/coupon/user/receive', 401, { body: { couponId: ended.id } })
		await refused(`${V1}/coupon/user/available`, 401, { body: {} })

		const coupon = await receivableCoupon()
		await ok('/api/v1/coupon/user/receive', { token: a.token, body: { couponId: coupon.id } })
		const bWallet = await ok<{ coupons: Array<{ couponId: string }> }>(`${V1}/coupon/user/available`, { token: b.token, body: {} })
		expect(bWallet.coupons.map((entry) => entry.couponId)).not.toContain(coupon.id)
		// A visitor sees the coupon centre, never marked as received.
		const visitor = await ok<Array<{ couponId: string; received: boolean }>>(`${V1}/coupon/receivable`, { body: {} })
		expect(visitor.find((entry) => entry.couponId === coupon.id)?.received).toBe(false)
	})
})

type InquiryAnswer = { id: string; description: string; estimatedQuantity: number; targetUnitPrice: number | null; status: string; editable: boolean }

describe('sourcing inquiries', () => {
	const form = { description: 'Stainless thermal cups, 500 ml', attributes: [{ name: 'Colour', value: 'Black' }], estimatedQuantity: '١٬٢٠٠' }

	test('a buyer sends an inquiry (a card in their conversation), lists, reads, changes and deletes it', async () => {
		const { token, userId } = await buyer()
		const saved = await ok<InquiryAnswer>(`${V1}/source/saveInquiry`, { token, body: form })
		expect(saved).toMatchObject({ description: form.description, estimatedQuantity: 1200, targetUnitPrice: null, status: 'open', editable: true })
		const cards = await database.db
			.select()
			.from(chatMessages)
			.where(eq(chatMessages.clientId, `inquiry-${saved.id}`))
		expect(cards).toHaveLength(1)

		const list = await ok<{ items: Array<{ id: string }> }>(`${V1}/source/queryUserInquiries`, { token, body: {} })
		expect(list.items.map((item) => item.id)).toEqual([saved.id])
		expect(await ok(`${V1}/source/getInquiryDetails`, { token, body: { inquiryId: saved.id } })).toMatchObject({
			id: saved.id,
			attributes: form.attributes,
		})

		const changed = await ok<InquiryAnswer>(`${V1}/source/updateInquiry`, {
			token,
			body: { inquiryId: saved.id, ...form, estimatedQuantity: '300', targetUnitPrice: '2,500' },
		})
		expect(changed).toMatchObject({ estimatedQuantity: 300, targetUnitPrice: 2500 })

		await ok(`${V1}/source/delInquiry`, { token, body: { inquiryId: saved.id } })
		expect(await ok(`${V1}/source/queryUserInquiries`, { token, body: {} })).toMatchObject({ items: [] })
		const [row] = await database.db.select().from(inquiries).where(eq(inquiries.id, saved.id))
		expect(row).toMatchObject({ userId, deletedAt: expect.any(Date) })
	})

	test('the form’s rules name every wrong field in the request language; a closed inquiry cannot change', async () => {
		const { token } = await buyer()
		const empty = await refused(`${V1}/source/saveInquiry`, 400, { token, body: { description: 'cup' } }, 'ar')
		expect(empty.data.issues).toEqual([
			{ field: 'description', message: translate('ar', 'inquiry.description.tooShort') },
			{ field: 'estimatedQuantity', message: translate('ar', 'inquiry.quantity.required') },
		])
		const saved = await ok<InquiryAnswer>(`${V1}/source/saveInquiry`, { token, body: form })
		await database.db.update(inquiries).set({ status: 'closed' }).where(eq(inquiries.id, saved.id))
		says(await refused(`${V1}/source/updateInquiry`, 409, { token, body: { inquiryId: saved.id, ...form } }), 'inquiry.closed')
	})

	test('another buyer’s inquiry is a 404 to read, change or delete; no token is a 401', async () => {
		const a = await buyer()
		const b = await buyer()
		const saved = await ok<InquiryAnswer>(`${V1}/source/saveInquiry`, { token: a.token, body: form })
		await refused(`${V1}/source/getInquiryDetails`, 404, { token: b.token, body: { inquiryId: saved.id } })
		await refused(`${V1}/source/updateInquiry`, 404, { token: b.token, body: { inquiryId: saved.id, ...form, estimatedQuantity: '1' } })
		await refused(`${V1}/source/delInquiry`, 404, { token: b.token, body: { inquiryId: saved.id } })
		expect(await ok(`${V1}/source/queryUserInquiries`, { token: b.token, body: {} })).toMatchObject({ items: [] })
		expect(await ok(`${V1}/source/getInquiryDetails`, { token: a.token, body: { inquiryId: saved.id } })).toMatchObject({
			estimatedQuantity: 1200,
		})
		await refused(`${V1}/source/saveInquiry`, 401, { body: form })
		await refused(`${V1}/source/queryUserInquiries`, 401, { body: {} })
	})
})

type TrackingAnswer = {
	orderId: string
	number: string
	currentLeg: string | null
	legs: Array<{ leg: string; state: string; events: Array<{ location: string }> }>
	estimate: { kind: string }
}

describe('tracking', () => {
	test('order/track answers the logistics page’s timeline; another buyer’s order is a 404; no token a 401', async () => {
		const a = await buyer()
		const order = await placeApiOrder({ token: a.token, key: 'track-order-1', skuId: shop.skuIds[0]!, paymentType: 11 })
		const before = await ok<TrackingAnswer>(`${V1}/order/track`, { token: a.token, body: { orderId: order.orderId } })
		expect(before).toMatchObject({ orderId: order.orderId, number: order.number, currentLeg: null, estimate: { kind: 'none' } })

		await addLogisticsEvent(database.db, { orderId: order.orderId, leg: 'china_warehouse', occurredAt: new Date(), location: 'Yiwu', staffId: null })
		const after = await ok<TrackingAnswer>(`${V1}/order/track`, { token: a.token, body: { orderId: order.orderId } })
		expect(after.currentLeg).toBe('china_warehouse')
		expect(after.legs.find((leg) => leg.leg === 'china_warehouse')).toMatchObject({ state: 'current', events: [{ location: 'Yiwu' }] })
		expect(after.legs.find((leg) => leg.leg === 'supplier')?.state).toBe('done')

		const b = await buyer()
		says(await refused(`${V1}/order/track`, 404, { token: b.token, body: { orderId: order.orderId } }), 'error.notFound.title')
		await refused(`${V1}/order/track`, 400, { token: a.token, body: { orderId: '../x' } })
		await refused(`${V1}/order/track`, 401, { body: { orderId: order.orderId } })
	})

	test('trace/pushEvent stores the app’s events as the web’s (query trimmed to the allowed parameters, the buyer noted)', async () => {
		const { token, userId } = await buyer()
		const at = Date.now()
		const stored = await ok<{ stored: number }>(`${V1}/trace/pushEvent`, {
			token,
			body: { events: [{ action: 'click', pageUrl: '/pages/product_details/index?productId=p1&phone=0770', spm: 'home.card.1', at }] },
		})
		expect(stored).toEqual({ stored: 1 })
		const [row] = await database.db.select().from(trackingEvents).where(eq(trackingEvents.userId, userId))
		expect(row).toMatchObject({ action: 'click', pageUrl: '/pages/product_details/index?productId=p1', spm: 'home.card.1' })
		// A visitor's events are kept without a user; a wrong action or an empty batch is refused.
		expect(await ok(`${V1}/trace/pushEvent`, { body: { events: [{ action: 'show', pageUrl: '/', at }] } })).toEqual({ stored: 1 })
		expect((await refused(`${V1}/trace/pushEvent`, 400, { body: { events: [{ action: 'hover', pageUrl: '/', at }] } })).data.issues?.[0]?.field).toBe(
			'events.0.action',
		)
		await refused(`${V1}/trace/pushEvent`, 400, { body: { events: [] } })
	})
})

describe('payment calls beside paying', () => {
	test('getBackCardNotLogin shows a visitor the account getBackCard shows a buyer; a bad token is still a 401', async () => {
		const { token } = await buyer()
		const visitor = await ok(`${V1}/pay/getBackCardNotLogin`, { body: {} })
		expect(visitor).toEqual(await ok(`${V1}/pay/getBackCard`, { token, body: {} }))
		expect(visitor).toEqual(DEMO_BANK_ACCOUNT)
		await refused(`${V1}/pay/getBackCardNotLogin`, 401, { token: 'not-a-token', body: {} })
	})

	test('apy/goPay opens the card checkout again for the buyer’s pending card payment; not another buyer’s, not a transfer', async () => {
		const a = await buyer()
		const order = await placeApiOrder({ token: a.token, key: 'gopay-order-1', skuId: shop.skuIds[0]!, paymentType: 10 })
		const started = await ok<{ paymentId: string; redirectUrl: string }>(`${V1}/v2/pay/payment`, {
			token: a.token,
			body: { orderId: order.orderId, type: 10, idempotencyKey: 'gopay-start-1' },
		})
		const [first] = await database.db.select({ gatewayRef: payments.gatewayRef }).from(payments).where(eq(payments.id, started.paymentId))
		const again = await ok<{ paymentId: string; redirectUrl: string }>(`${V1}/apy/goPay`, { token: a.token, body: { paymentId: started.paymentId } })
		expect(again.paymentId).toBe(started.paymentId)
		expect(again.redirectUrl).toMatch(/\?checkout=/)
		expect(again.redirectUrl).not.toBe(started.redirectUrl)
		const [second] = await database.db.select({ gatewayRef: payments.gatewayRef }).from(payments).where(eq(payments.id, started.paymentId))
		expect(second!.gatewayRef).not.toBe(first!.gatewayRef)

		const b = await buyer()
		says(await refused(`${V1}/apy/goPay`, 404, { token: b.token, body: { paymentId: started.paymentId } }), 'error.notFound.title')
		await refused(`${V1}/apy/goPay`, 400, { token: a.token, body: {} })
		await refused(`${V1}/apy/goPay`, 401, { body: { paymentId: started.paymentId } })

		const transferOrder = await placeApiOrder({ token: b.token, key: 'gopay-order-2', skuId: shop.skuIds[0]!, paymentType: 5 })
		const transfer = await ok<{ paymentId: string }>(`${V1}/v2/pay/payment`, {
			token: b.token,
			body: { orderId: transferOrder.orderId, type: 5, idempotencyKey: 'gopay-start-2' },
		})
		says(await refused(`${V1}/apy/goPay`, 409, { token: b.token, body: { paymentId: transfer.paymentId } }), 'payment.error.notPending')
	})
})
