import { afterAll, beforeAll, expect, test } from 'vitest'
import { couponProducts, coupons, couponTexts, userCoupons, users } from '#app/db/schema/index.ts'
import { createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { listUsableCoupons } from './coupons.server.ts'

let database: TestDatabase
beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(() => database.close())

const DAY = 24 * 60 * 60 * 1000

test("the checkout's coupons: named in the buyer's language, limited ones only for their products, used ones left out", async () => {
	const db = database.db
	const { productId } = await createOrderShop(db)
	const other = await createOrderShop(db)
	const [buyer] = await db.insert(users).values({ phone: '+9647712345670' }).returning({ id: users.id })
	const inserted = await db
		.insert(coupons)
		.values([
			{ code: 'T-ANY-2000', kind: 'promotion', amount: 2_000 },
			{ code: 'T-LIMITED-3000', kind: 'promotion', amount: 3_000, thresholdType: 2, thresholdValue: 10_000 },
			{ code: 'T-UNNAMED-500', kind: 'promotion', amount: 500 },
			{ code: 'T-USED-9000', kind: 'promotion', amount: 9_000 },
		])
		.returning({ id: coupons.id, code: coupons.code })
	const id = (code: string) => inserted.find((row) => row.code === code)!.id
	await db.insert(couponTexts).values([
		{ couponId: id('T-ANY-2000'), locale: 'ar', name: 'خصم عام' },
		{ couponId: id('T-ANY-2000'), locale: 'ckb', name: 'داشکاندنی گشتی' },
		{ couponId: id('T-ANY-2000'), locale: 'en', name: 'Any order' },
		{ couponId: id('T-LIMITED-3000'), locale: 'en', name: 'Thermal cups only' },
		{ couponId: id('T-USED-9000'), locale: 'en', name: 'Used' },
	])
	await db.insert(couponProducts).values({ couponId: id('T-LIMITED-3000'), productId })
	const validUntil = new Date(Date.now() + 10 * DAY)
	await db.insert(userCoupons).values([
		{ couponId: id('T-ANY-2000'), userId: buyer!.id, validUntil },
		{ couponId: id('T-LIMITED-3000'), userId: buyer!.id, validUntil },
		{ couponId: id('T-UNNAMED-500'), userId: buyer!.id, validUntil },
		{ couponId: id('T-USED-9000'), userId: buyer!.id, validUntil, usedAt: new Date() },
	])

	const forCups = await listUsableCoupons(db, { userId: buyer!.id, lines: [{ productId, quantity: 4, unitPrice: 5_000 }], locale: 'ckb' })
	expect(forCups.map(({ name, amount, limitedToProducts, verdict }) => ({ name, amount, limitedToProducts, usable: verdict.usable }))).toEqual([
		// Kurdish where there is Kurdish, else English (the fallback chain), else nothing.
		{ name: 'Thermal cups only', amount: 3_000, limitedToProducts: true, usable: true },
		{ name: 'داشکاندنی گشتی', amount: 2_000, limitedToProducts: false, usable: true },
		{ name: '', amount: 500, limitedToProducts: false, usable: true },
	])

	const forOther = await listUsableCoupons(db, {
		userId: buyer!.id,
		lines: [{ productId: other.productId, quantity: 4, unitPrice: 5_000 }],
		locale: 'ar',
	})
	const limited = forOther.find((coupon) => coupon.amount === 3_000)!
	expect(limited.verdict).toEqual({ usable: false, reasonId: 'coupon.unusable.products' })
	expect(forOther.find((coupon) => coupon.amount === 2_000)!.name).toBe('خصم عام')
})
