import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seedDemoCoupons } from '#app/db/seed/coupons.ts'
import { couponProducts, coupons, couponTexts, userCoupons, users } from '#app/db/schema/index.ts'
import { deactivateAccount } from '#app/modules/accounts/deactivate.server.ts'
import { findOrCreateBuyer, findOrCreateBuyerFromOAuth } from '#app/modules/auth/users.server.ts'
import { requestCode, signInWithCode } from '#app/modules/auth/login.server.ts'
import { type CodeMessage } from '#app/modules/auth/otp.server.ts'
import { createBuyer, createTestShop, productAt } from '#app/modules/favorites/test-shop.server.ts'
import { createMemoryStorage } from '#app/providers/storage/index.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { NEW_USER_COUPON } from './coupon-rules.ts'
import {
	countUserCoupons,
	CouponReceiveError,
	grantNewUserCoupon,
	listReceivableCoupons,
	listUserCoupons,
	listUserCouponsForProducts,
	NEW_USER_COUPON_TEMPLATE,
	receiveCoupon,
	seedCouponTemplates,
	walletValidUntil,
} from './wallet.server.ts'
import { couponWalletStatus } from './wallet.ts'

const DAY = 86_400_000
const NOW = new Date('2026-12-01T09:00:00Z')
const secret = 'wallet-test-secret-wallet-test-secret-0'
const delivered: CodeMessage[] = []
const sender = { send: async (message: CodeMessage) => void delivered.push(message) }

let database: TestDatabase
let productIds: string[]

beforeAll(async () => {
	database = await createTestDatabase()
	await seedCouponTemplates(database.db)
	productIds = (await createTestShop(database.db, { productCount: 4 })).productIds
}, 60_000)

afterAll(async () => {
	await database?.close()
})

let couponCounter = 0

/** A template as staff would make one: receivable unless said otherwise, named in Arabic and English. */
async function createCoupon(values: Partial<typeof coupons.$inferInsert> & { products?: string[] } = {}) {
	couponCounter += 1
	const { products = [], ...rest } = values
	const [coupon] = await database.db
		.insert(coupons)
		.values({ code: `TEST-${couponCounter}`, kind: 'promotion', amount: 2_000, validDays: 30, receivable: true, ...rest })
		.returning()
	if (!coupon) throw new Error('no coupon')
	await database.db.insert(couponTexts).values([
		{ couponId: coupon.id, locale: 'ar', name: `قسيمة ${couponCounter}` },
		{ couponId: coupon.id, locale: 'en', name: `Coupon ${couponCounter}` },
	])
	if (products.length > 0) await database.db.insert(couponProducts).values(products.map((productId) => ({ couponId: coupon.id, productId })))
	return coupon
}

async function walletRows(userId: string) {
	return database.db
		.select({ code: coupons.code, validUntil: userCoupons.validUntil })
		.from(userCoupons)
		.innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
		.where(eq(userCoupons.userId, userId))
}

async function signIn(phone: string, now = NOW) {
	const services = { db: database.db, sender, secret, now }
	await requestCode(services, { account: phone, callingCode: '964', channel: 'sms', purpose: 'login', locale: 'ar', ip: null })
	const code = delivered.at(-1)?.code ?? ''
	return signInWithCode(services, { account: phone, callingCode: '964', code, language: 'ar', utmSource: null })
}

describe('the new-user coupon', () => {
	test('its template is on every database after start-up, in four languages, and seeding again changes nothing', async () => {
		await seedCouponTemplates(database.db)
		const rows = await database.db.select().from(coupons).where(eq(coupons.code, NEW_USER_COUPON.code))
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ amount: 1_000, thresholdType: 1, validDays: 30, receivable: false, active: true, kind: 'new_user' })
		const texts = await database.db
			.select()
			.from(couponTexts)
			.where(eq(couponTexts.couponId, rows[0]?.id ?? ''))
		expect(Object.fromEntries(texts.map((text) => [text.locale, text.name]))).toEqual(NEW_USER_COUPON_TEMPLATE.names)
	})

	test('a first sign-in grants IQD 1,000 with no minimum for 30 days; a second sign-in grants nothing more', async () => {
		const first = await signIn('07701110001')
		expect(first.created).toBe(true)
		const wallet = await listUserCoupons(database.db, { userId: first.user.id, status: 'available', locale: 'en', now: NOW })
		expect(wallet).toHaveLength(1)
		expect(wallet[0]).toMatchObject({
			code: 'NEW-USER-1000',
			name: NEW_USER_COUPON_TEMPLATE.names.en,
			amount: 1_000,
			thresholdType: 1,
			productIds: [],
			status: 'available',
			validUntil: new Date(NOW.getTime() + 30 * DAY),
		})

		const again = await signIn('07701110001', new Date(NOW.getTime() + DAY))
		expect(again).toMatchObject({ created: false, user: { id: first.user.id } })
		expect(await grantNewUserCoupon(database.db, { userId: first.user.id, now: NOW })).toBeNull()
		expect(await walletRows(first.user.id)).toHaveLength(1)
	})

	test('signing up again after deleting the account does not grant it again', async () => {
		const first = await findOrCreateBuyer(database.db, { kind: 'phone', account: '+9647701110002', language: 'ar', utmSource: null, now: NOW })
		expect(await walletRows(first.user.id)).toHaveLength(1)
		await deactivateAccount(database.db, first.user.id, { storage: createMemoryStorage(), now: new Date(NOW.getTime() + DAY) })

		const returning = await findOrCreateBuyer(database.db, {
			kind: 'phone',
			account: '+9647701110002',
			language: 'ar',
			utmSource: null,
			now: new Date(NOW.getTime() + 10 * DAY),
		})
		expect(returning.created).toBe(true)
		expect(returning.user.id).not.toBe(first.user.id)
		expect(await walletRows(returning.user.id)).toEqual([])
	})

	test('a Google sign-up gets it once too', async () => {
		const profile = {
			provider: 'google' as const,
			subject: 'google-wallet-1',
			email: 'new.buyer@dijla.test',
			emailVerified: true,
			name: null,
			firstName: null,
			lastName: null,
		}
		const first = await findOrCreateBuyerFromOAuth(database.db, profile, { language: 'en', utmSource: null, now: NOW })
		const again = await findOrCreateBuyerFromOAuth(database.db, profile, { language: 'en', utmSource: null, now: NOW })
		expect(again.user.id).toBe(first.user.id)
		expect((await walletRows(first.user.id)).map((row) => row.code)).toEqual(['NEW-USER-1000'])
	})

	test('is not granted while staff have withdrawn it, and a re-seed keeps it withdrawn', async () => {
		await database.db.update(coupons).set({ active: false }).where(eq(coupons.code, NEW_USER_COUPON.code))
		try {
			await seedCouponTemplates(database.db)
			const { user } = await findOrCreateBuyer(database.db, { kind: 'phone', account: '+9647701110003', language: 'ar', utmSource: null, now: NOW })
			expect(await walletRows(user.id)).toEqual([])
		} finally {
			await database.db.update(coupons).set({ active: true }).where(eq(coupons.code, NEW_USER_COUPON.code))
		}
	})
})

describe('receiving a coupon', () => {
	test('puts it in the wallet once; asking again is refused with 409', async () => {
		const buyer = await createBuyer(database.db)
		const coupon = await createCoupon({ validDays: 10 })
		const received = await receiveCoupon(database.db, { userId: buyer, couponId: coupon.id, now: NOW })
		expect(received.validUntil).toEqual(new Date(NOW.getTime() + 10 * DAY))
		await expect(receiveCoupon(database.db, { userId: buyer, couponId: coupon.id, now: NOW })).rejects.toMatchObject({
			messageId: 'coupon.receive.already',
			status: 409,
		})
		expect(await walletRows(buyer)).toHaveLength(1)
	})

	test('twenty taps at once make exactly one wallet copy', async () => {
		const buyer = await createBuyer(database.db)
		const coupon = await createCoupon()
		const outcomes = await Promise.allSettled(
			Array.from({ length: 20 }, () => receiveCoupon(database.db, { userId: buyer, couponId: coupon.id, now: NOW })),
		)
		expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
		const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []))
		expect(refused).toHaveLength(19)
		expect(refused.every((error) => error instanceof CouponReceiveError && error.status === 409)).toBe(true)
		const [row] = await database.db
			.select({ value: count() })
			.from(userCoupons)
			.where(and(eq(userCoupons.userId, buyer), eq(userCoupons.couponId, coupon.id)))
		expect(row?.value).toBe(1)
	})

	test('refuses coupons that cannot be taken: granted-only (404), unknown (404), withdrawn or ended (410)', async () => {
		const buyer = await createBuyer(database.db)
		const [newUser] = await database.db.select().from(coupons).where(eq(coupons.code, NEW_USER_COUPON.code))
		const withdrawn = await createCoupon({ active: false })
		const ended = await createCoupon({ validUntil: new Date(NOW.getTime() - DAY) })
		const attempts = [newUser?.id ?? '', 'no-such-coupon', withdrawn.id, ended.id].map((couponId) =>
			receiveCoupon(database.db, { userId: buyer, couponId, now: NOW }).catch((error: unknown) => error),
		)
		expect(await Promise.all(attempts)).toMatchObject([
			{ messageId: 'coupon.receive.unknown', status: 404 },
			{ messageId: 'coupon.receive.unknown', status: 404 },
			{ messageId: 'coupon.receive.ended', status: 410 },
			{ messageId: 'coupon.receive.ended', status: 410 },
		])
		expect(await walletRows(buyer)).toEqual([])
	})

	test('a copy never outlives its template', () => {
		const endsSoon = new Date(NOW.getTime() + 3 * DAY)
		expect(walletValidUntil({ validDays: 30, validUntil: endsSoon }, NOW)).toEqual(endsSoon)
		expect(walletValidUntil({ validDays: 2, validUntil: endsSoon }, NOW)).toEqual(new Date(NOW.getTime() + 2 * DAY))
		expect(walletValidUntil({ validDays: null, validUntil: endsSoon }, NOW)).toEqual(endsSoon)
		expect(walletValidUntil({ validDays: null, validUntil: null }, NOW)).toEqual(new Date(NOW.getTime() + 365 * DAY))
	})

	test('the coupon centre lists open receivable coupons, largest first, and marks the ones already taken', async () => {
		const buyer = await createBuyer(database.db)
		const big = await createCoupon({ amount: 900_000 })
		const bigger = await createCoupon({ amount: 950_000 })
		const hidden = await createCoupon({ amount: 990_000, receivable: false })
		const ended = await createCoupon({ amount: 980_000, validUntil: new Date(NOW.getTime() - 1) })
		await receiveCoupon(database.db, { userId: buyer, couponId: big.id, now: NOW })
		const listed = await listReceivableCoupons(database.db, { userId: buyer, locale: 'ar', now: NOW })
		const ids = listed.map((coupon) => coupon.couponId)
		expect(ids).not.toContain(hidden.id)
		expect(ids).not.toContain(ended.id)
		expect(ids.indexOf(bigger.id)).toBeLessThan(ids.indexOf(big.id))
		expect(listed.find((coupon) => coupon.couponId === big.id)).toMatchObject({ received: true, name: expect.stringMatching(/^قسيمة/) })
		expect(listed.find((coupon) => coupon.couponId === bigger.id)?.received).toBe(false)
	})
})

describe('the wallet tabs', () => {
	test('a coupon past its end moves from available to expired; a spent one is under used', async () => {
		const buyer = await createBuyer(database.db)
		const shortLived = await createCoupon({ validDays: 3 })
		const spent = await createCoupon({ validDays: 30 })
		await receiveCoupon(database.db, { userId: buyer, couponId: shortLived.id, now: NOW })
		const spentCopy = await receiveCoupon(database.db, { userId: buyer, couponId: spent.id, now: NOW })
		await database.db
			.update(userCoupons)
			.set({ usedAt: new Date(NOW.getTime() + DAY) })
			.where(eq(userCoupons.id, spentCopy.userCouponId))

		const today = new Date(NOW.getTime() + DAY)
		expect(await countUserCoupons(database.db, { userId: buyer, now: today })).toEqual({ available: 1, used: 1, expired: 0 })
		const later = new Date(NOW.getTime() + 4 * DAY)
		expect(await countUserCoupons(database.db, { userId: buyer, now: later })).toEqual({ available: 0, used: 1, expired: 1 })
		expect(await listUserCoupons(database.db, { userId: buyer, status: 'available', locale: 'en', now: later })).toEqual([])
		const expired = await listUserCoupons(database.db, { userId: buyer, status: 'expired', locale: 'en', now: later })
		expect(expired).toMatchObject([{ couponId: shortLived.id, status: 'expired' }])
		const used = await listUserCoupons(database.db, { userId: buyer, status: 'used', locale: 'en', now: later })
		expect(used).toMatchObject([{ couponId: spent.id, status: 'used' }])
	})

	test('a withdrawn coupon is no longer available: it shows as expired', async () => {
		const buyer = await createBuyer(database.db)
		const coupon = await createCoupon()
		await receiveCoupon(database.db, { userId: buyer, couponId: coupon.id, now: NOW })
		await database.db.update(coupons).set({ active: false }).where(eq(coupons.id, coupon.id))
		expect(await countUserCoupons(database.db, { userId: buyer, now: NOW })).toEqual({ available: 0, used: 0, expired: 1 })
		expect(couponWalletStatus({ usedAt: null, validUntil: new Date(NOW.getTime() + DAY), active: false }, NOW)).toBe('expired')
	})

	test('another buyer sees none of my coupons', async () => {
		const me = await createBuyer(database.db)
		const other = await createBuyer(database.db)
		const coupon = await createCoupon()
		await receiveCoupon(database.db, { userId: me, couponId: coupon.id, now: NOW })
		expect(await countUserCoupons(database.db, { userId: other, now: NOW })).toEqual({ available: 0, used: 0, expired: 0 })
		for (const status of ['available', 'used', 'expired'] as const) {
			expect(await listUserCoupons(database.db, { userId: other, status, locale: 'ar', now: NOW })).toEqual([])
		}
		expect(await listUserCouponsForProducts(database.db, { userId: other, productIds, locale: 'ar', now: NOW })).toEqual([])
		expect(await listUserCoupons(database.db, { userId: me, status: 'available', locale: 'ar', now: NOW })).toHaveLength(1)
	})

	test('by products: a coupon for every product matches any; a limited one only its products, named for the card', async () => {
		const buyer = await createBuyer(database.db)
		const everything = await createCoupon()
		const limited = await createCoupon({ products: [productAt(productIds, 0), productAt(productIds, 1)] })
		await receiveCoupon(database.db, { userId: buyer, couponId: everything.id, now: NOW })
		await receiveCoupon(database.db, { userId: buyer, couponId: limited.id, now: NOW })

		const forOther = await listUserCouponsForProducts(database.db, { userId: buyer, productIds: [productAt(productIds, 2)], locale: 'en', now: NOW })
		expect(forOther.map((coupon) => coupon.couponId)).toEqual([everything.id])
		const forFirst = await listUserCouponsForProducts(database.db, {
			userId: buyer,
			productIds: [productAt(productIds, 1), productAt(productIds, 3)],
			locale: 'en',
			now: NOW,
		})
		expect(forFirst.map((coupon) => coupon.couponId).sort()).toEqual([everything.id, limited.id].sort())
		const card = forFirst.find((coupon) => coupon.couponId === limited.id)
		expect(card?.productIds).toHaveLength(2)
		expect(card?.products.map((product) => product.title).sort()).toEqual(['Product 1', 'Product 2'])

		const receivable = await listReceivableCoupons(database.db, { userId: buyer, locale: 'en', now: NOW, productIds: [productAt(productIds, 3)] })
		expect(receivable.map((coupon) => coupon.couponId)).not.toContain(limited.id)
	})
})

describe('the demo coupons', () => {
	test('three to receive and a wallet with something in every tab but used; seeding twice changes nothing', async () => {
		const phone = '+9647709990001'
		await database.db.insert(users).values({ phone })
		const limitedTo = [productAt(productIds, 0), productAt(productIds, 1)]
		await seedDemoCoupons(database.db, { productIds: limitedTo, buyerPhone: phone, now: NOW })
		await seedDemoCoupons(database.db, { productIds: limitedTo, buyerPhone: phone, now: NOW })
		const [buyer] = await database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone))
		const userId = buyer?.id ?? ''

		expect(await countUserCoupons(database.db, { userId, now: NOW })).toEqual({ available: 2, used: 0, expired: 1 })
		const toReceive = (await listReceivableCoupons(database.db, { userId, locale: 'ckb', now: NOW })).filter(
			(coupon) => coupon.code.startsWith('DEMO-') && !coupon.received,
		)
		expect(toReceive.map((coupon) => [coupon.amount, coupon.thresholdType, coupon.thresholdValue])).toEqual([
			[5_000, 2, 50_000],
			[3_000, 2, 20_000],
		])
		expect(toReceive.every((coupon) => coupon.name !== coupon.code)).toBe(true)
		expect(toReceive[1]?.productIds.sort()).toEqual([...limitedTo].sort())
	})
})
