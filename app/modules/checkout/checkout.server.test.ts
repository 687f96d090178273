import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { coupons, orders, userCoupons } from '#app/db/schema/index.ts'
import { addCart, countCart } from '#app/modules/cart/cart.server.ts'
import { placeOrder } from '#app/modules/orders/placement.server.ts'
import { createOrderBuyer, createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { submitCheckout } from './checkout.server.ts'
import { submitDrafted } from './test-drafts.server.ts'
import { findCheckoutDraft, openCheckoutDraft } from '#app/modules/orders/checkout-drafts.server.ts'

let database: TestDatabase

beforeAll(async () => {
	database = await createTestDatabase()
}, 60_000)

afterAll(async () => {
	await database?.close()
})

const db = () => database.db

/** The trade flow's form as the page sends it: every field of its address plus the key made when it was drawn. */
function tradeFlowForm(fields: Record<string, string | string[]>) {
	const form = new URLSearchParams()
	for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one)
	return form
}

async function ordersOf(userId: string) {
	return db().select({ id: orders.id, number: orders.number, discountAmount: orders.discountAmount }).from(orders).where(eq(orders.userId, userId))
}

describe('placing the order from the trade flow', () => {
	test('a missing delivery address is refused with 422 and its message; what the buyer chose comes back', async () => {
		const shop = await createOrderShop(db())
		const buyer = await createOrderBuyer(db())
		const result = await submitDrafted(db(), {
			userId: buyer.userId,
			locale: 'ar',
			form: tradeFlowForm({
				source: 'buy_now',
				skuId: shop.skuIds[0]!,
				qty: '3',
				logisticsMethod: 'sea',
				paymentType: '11',
				remark: 'التغليف بكراتين مزدوجة',
				idempotencyKey: crypto.randomUUID(),
			}),
		})
		expect(result).toMatchObject({
			ok: false,
			status: 422,
			messageId: 'checkout.error.address',
			errors: { addressId: 'checkout.error.address' },
			state: { lines: [{ skuId: shop.skuIds[0], quantity: 3 }], logisticsMethod: 'sea', paymentType: 11, remark: 'التغليف بكراتين مزدوجة' },
		})
		expect(await ordersOf(buyer.userId)).toEqual([])
	})

	test('every missing choice is named at once: address, logistics method, payment method, and quantity 0', async () => {
		const shop = await createOrderShop(db())
		const buyer = await createOrderBuyer(db())
		const result = await submitDrafted(db(), {
			userId: buyer.userId,
			locale: 'en',
			form: tradeFlowForm({ source: 'buy_now', skuId: shop.skuIds[0]!, qty: '0', idempotencyKey: crypto.randomUUID() }),
		})
		expect(result).toMatchObject({
			ok: false,
			status: 422,
			errors: {
				addressId: 'checkout.error.address',
				lines: 'product.quantity.zero',
				logisticsMethod: 'checkout.error.logistics',
				paymentType: 'checkout.error.payment',
			},
			lineErrors: { [shop.skuIds[0]!]: 'product.quantity.zero' },
		})
	})

	test('a double submit with the same key is one order; cash on delivery goes to the order with a toast', async () => {
		const shop = await createOrderShop(db(), { skuStocks: [10] })
		const buyer = await createOrderBuyer(db())
		const form = tradeFlowForm({
			source: 'buy_now',
			skuId: shop.skuIds[0]!,
			qty: '2',
			addressId: buyer.addressId,
			userCouponId: 'none',
			logisticsMethod: 'sea',
			paymentType: '11',
			idempotencyKey: crypto.randomUUID(),
		})
		const [first, second] = await Promise.all([
			submitDrafted(db(), { userId: buyer.userId, locale: 'en', form }),
			submitDrafted(db(), { userId: buyer.userId, locale: 'en', form }),
		])
		if (!first.ok || !second.ok) throw new Error('the order was refused')
		expect(second.order.orderId).toBe(first.order.orderId)
		expect([first.order.replayed, second.order.replayed].sort()).toEqual([false, true])
		expect(first.redirectTo).toBe(`/pages/order-details/index?orderId=${first.order.orderId}`)
		expect(first.toastId).toBe('checkout.placed')
		expect(await ordersOf(buyer.userId)).toHaveLength(1)
	})

	test('card and bank transfer go on to pay the goods', async () => {
		const shop = await createOrderShop(db())
		const buyer = await createOrderBuyer(db())
		for (const paymentType of ['10', '5']) {
			const result = await submitDrafted(db(), {
				userId: buyer.userId,
				locale: 'en',
				form: tradeFlowForm({
					source: 'buy_now',
					skuId: shop.skuIds[0]!,
					qty: '1',
					addressId: buyer.addressId,
					logisticsMethod: 'air',
					paymentType,
					idempotencyKey: crypto.randomUUID(),
				}),
			})
			if (!result.ok) throw new Error(result.messageId)
			expect(result.redirectTo).toBe(`/pages/payment/index?orderId=${result.order.orderId}&stage=goods`)
			expect(result.toastId).toBeNull()
		}
	})

	test('without a coupon choice the best one is used; from the cart, the ordered lines leave the cart', async () => {
		const shop = await createOrderShop(db(), { skuStocks: [20] })
		const buyer = await createOrderBuyer(db())
		const [coupon] = await db()
			.insert(coupons)
			.values({ code: `T-${crypto.randomUUID()}`, kind: 'promotion', amount: 1_500 })
			.returning({ id: coupons.id })
		await db()
			.insert(userCoupons)
			.values({ couponId: coupon!.id, userId: buyer.userId, validUntil: new Date(Date.now() + 86_400_000) })
		await addCart(db(), { userId: buyer.userId, skuId: shop.skuIds[0]!, quantity: 4 })
		const result = await submitDrafted(db(), {
			userId: buyer.userId,
			locale: 'en',
			form: tradeFlowForm({
				source: 'cart',
				skuId: shop.skuIds[0]!,
				qty: '4',
				addressId: buyer.addressId,
				userCouponId: 'auto',
				logisticsMethod: 'sea',
				paymentType: '5',
				idempotencyKey: crypto.randomUUID(),
			}),
		})
		if (!result.ok) throw new Error(result.messageId)
		expect(result.order.payableAmount).toBe(4 * shop.prices[0]! - 1_500)
		expect(await countCart(db(), buyer.userId)).toBe(0)
	})

	test('someone else’s address is refused like a missing one', async () => {
		const shop = await createOrderShop(db())
		const buyer = await createOrderBuyer(db())
		const other = await createOrderBuyer(db())
		const result = await submitDrafted(db(), {
			userId: buyer.userId,
			locale: 'en',
			form: tradeFlowForm({
				source: 'buy_now',
				skuId: shop.skuIds[0]!,
				qty: '1',
				addressId: other.addressId,
				logisticsMethod: 'sea',
				paymentType: '11',
				idempotencyKey: crypto.randomUUID(),
			}),
		})
		expect(result).toMatchObject({ ok: false, status: 422, errors: { addressId: 'checkout.error.address' } })
		expect(await ordersOf(buyer.userId)).toEqual([])
	})

	test('a quote cannot be ordered until quotes exist (the seam answers "unavailable")', async () => {
		const buyer = await createOrderBuyer(db())
		const result = await submitDrafted(db(), {
			userId: buyer.userId,
			locale: 'en',
			form: tradeFlowForm({
				source: 'quote',
				quoteId: crypto.randomUUID(),
				addressId: buyer.addressId,
				logisticsMethod: 'sea',
				paymentType: '11',
				idempotencyKey: crypto.randomUUID(),
			}),
		})
		expect(result).toMatchObject({ ok: false, errors: { lines: 'checkout.quote.unavailable' } })
	})
})

describe('a checkout places one order (issue 17)', () => {
	async function openCheckout() {
		const shop = await createOrderShop(db(), { skuStocks: [10] })
		const buyer = await createOrderBuyer(db())
		const draft = await openCheckoutDraft(db(), { userId: buyer.userId })
		const page = (idempotencyKey = crypto.randomUUID()) =>
			tradeFlowForm({
				source: 'buy_now',
				draft,
				skuId: shop.skuIds[0]!,
				qty: '2',
				addressId: buyer.addressId,
				userCouponId: 'none',
				logisticsMethod: 'sea',
				paymentType: '5',
				idempotencyKey,
			})
		return { shop, buyer, draft, page }
	}

	test('back to a placed checkout, drawn again with a new key: the order it placed, said so, and no second order', async () => {
		const { buyer, draft, page } = await openCheckout()
		const first = await submitCheckout(db(), { userId: buyer.userId, locale: 'ar', form: page() })
		if (!first.ok) throw new Error(first.messageId)
		expect(first.redirectTo).toBe(`/pages/payment/index?orderId=${first.order.orderId}&stage=goods`)
		expect(await findCheckoutDraft(db(), { userId: buyer.userId, draftId: draft })).toMatchObject({ placed: { orderId: first.order.orderId } })

		const again = await submitCheckout(db(), { userId: buyer.userId, locale: 'ar', form: page() })
		expect(again).toMatchObject({
			ok: true,
			order: { orderId: first.order.orderId, replayed: true },
			redirectTo: `/pages/order-details/index?orderId=${first.order.orderId}`,
			toastId: 'checkout.alreadyPlaced.title',
		})
		expect(await ordersOf(buyer.userId)).toHaveLength(1)
	})

	test('the same page sent twice (a double tap) still goes on to pay, as the first answer did', async () => {
		const { buyer, page } = await openCheckout()
		const form = page()
		const first = await submitCheckout(db(), { userId: buyer.userId, locale: 'en', form })
		const second = await submitCheckout(db(), { userId: buyer.userId, locale: 'en', form })
		if (!first.ok || !second.ok) throw new Error('the order was refused')
		expect(second).toMatchObject({ order: { orderId: first.order.orderId }, redirectTo: first.redirectTo, toastId: null })
	})

	test('two pages of one checkout sent at once with different keys make one order', async () => {
		const { buyer, page } = await openCheckout()
		const attempts = await Promise.all([page(), page(), page()].map((form) => submitCheckout(db(), { userId: buyer.userId, locale: 'en', form })))
		const orderIds = new Set(attempts.map((attempt) => (attempt.ok ? attempt.order.orderId : attempt.messageId)))
		expect(orderIds.size).toBe(1)
		expect(await ordersOf(buyer.userId)).toHaveLength(1)
	})

	test('placeOrder itself refuses to consume a draft twice, whatever the key', async () => {
		const { shop, buyer, draft } = await openCheckout()
		const input = {
			userId: buyer.userId,
			draftId: draft,
			source: 'buy_now' as const,
			lines: [{ skuId: shop.skuIds[0]!, quantity: 1 }],
			addressId: buyer.addressId,
			logisticsMethod: 'air',
			paymentType: 11,
			userCouponId: null,
			remark: '',
			locale: 'en' as const,
		}
		const first = await placeOrder(db(), { ...input, idempotencyKey: crypto.randomUUID() })
		const second = await placeOrder(db(), { ...input, idempotencyKey: crypto.randomUUID(), lines: [{ skuId: shop.skuIds[0]!, quantity: 3 }] })
		expect(second).toMatchObject({ orderId: first.orderId, replayed: true })
		expect(await ordersOf(buyer.userId)).toHaveLength(1)
	})

	test("a page without a checkout draft, or with another buyer's, is out of date: refused, nothing placed", async () => {
		const { shop, buyer, page } = await openCheckout()
		const stranger = await createOrderBuyer(db())
		const strangers = await openCheckoutDraft(db(), { userId: stranger.userId })
		const withoutDraft = page()
		withoutDraft.delete('draft')
		const foreign = page()
		foreign.set('draft', strangers)
		for (const form of [withoutDraft, foreign]) {
			const result = await submitCheckout(db(), { userId: buyer.userId, locale: 'en', form })
			expect(result).toMatchObject({
				ok: false,
				status: 422,
				errors: { form: 'checkout.error.expired' },
				state: { lines: [{ skuId: shop.skuIds[0], quantity: 2 }] },
			})
		}
		expect(await ordersOf(buyer.userId)).toEqual([])
	})
})
