import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { coupons, orderItems, orders, payments, skus, userCoupons } from '#app/db/schema/index.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { applyOrderEvent, cancelOrder, confirmReceipt, updateOrderAddress, updateOrderRemark } from './commands.server.ts'
import { OrderError, OrderNotFoundError } from './orders.server.ts'
import { placeOrder, type PlaceOrderInput } from './placement.server.ts'
import { priceCheckout } from './pricing.server.ts'
import { countOrdersByTab, getOrder, listOrders } from './queries.server.ts'
import { createOrderBuyer, createOrderShop } from './test-orders.server.ts'
import { offersPayment, paymentNotice } from './ui/payment-notice.ts'

let database: TestDatabase
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

beforeAll(async () => {
	database = await createTestDatabase()
}, 60_000)

afterAll(async () => {
	await database?.close()
})

const db = () => database.db
let keyCounter = 0
const newKey = () => `test-key-${Date.now()}-${++keyCounter}`

function order(userId: string, addressId: string, skuId: string, extra: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
	return {
		userId,
		idempotencyKey: newKey(),
		source: 'buy_now',
		lines: [{ skuId, quantity: 2 }],
		addressId,
		logisticsMethod: 'sea',
		paymentType: 10,
		userCouponId: null,
		remark: '',
		locale: 'en',
		...extra,
	}
}

async function stockOf(skuId: string) {
	const [row] = await db().select({ stock: skus.stock, sold: skus.sold }).from(skus).where(eq(skus.id, skuId))
	return row!
}

async function grantCoupon(userId: string, { amount = 1_000, thresholdType = 1, thresholdValue = 0 } = {}) {
	const [coupon] = await db()
		.insert(coupons)
		.values({ code: `C-${newKey()}`, kind: 'promotion', amount, thresholdType, thresholdValue })
		.returning({ id: coupons.id })
	const [wallet] = await db()
		.insert(userCoupons)
		.values({ couponId: coupon!.id, userId, validUntil: new Date(Date.now() + 86_400_000) })
		.returning({ id: userCoupons.id })
	return wallet!.id
}

describe('placing an order', () => {
	test('takes the stock, prices the lines and waits for a card payment', async () => {
		const shop = await createOrderShop(db(), { skuStocks: [10, 5] })
		const buyer = await createOrderBuyer(db())
		const placed = await placeOrder(db(), order(buyer.userId, buyer.addressId, shop.skuIds[0]!, { lines: [{ skuId: shop.skuIds[0]!, quantity: 3 }] }))
		expect(placed.status).toBe(1)
		expect(placed.payableAmount).toBe(3 * shop.prices[0]!)
		expect(placed.number).toMatch(/^D\d{12}$/)
		expect(await stockOf(shop.skuIds[0]!)).toEqual({ stock: 7, sold: 3 })
		const detail = await getOrder(db(), { userId: buyer.userId, orderId: placed.orderId })
		expect(detail.items).toMatchObject([{ title: 'Thermal cup', quantity: 3, unitPrice: shop.prices[0] }])
		expect(detail.address.addressLine).toBe('Karrada, street 62, house 14')
		expect(detail.estimatedLogisticsAmount).toBeGreaterThan(0)
		expect(detail.actions).toMatchObject({ pay: 'goods', cancel: true, confirmReceipt: false })
	})

	test('cash on delivery goes straight to purchase with the cash still to collect', async () => {
		const shop = await createOrderShop(db())
		const buyer = await createOrderBuyer(db())
		const placed = await placeOrder(db(), order(buyer.userId, buyer.addressId, shop.skuIds[0]!, { paymentType: 11 }))
		expect(placed.status).toBe(14)
		const rows = await db().select().from(payments).where(eq(payments.orderId, placed.orderId))
		expect(rows).toMatchObject([{ stage: 'goods', type: 11, status: 'pending', amount: placed.payableAmount }])
	})

	test('refuses what spec section 5 names: no address, no logistics method, no payment method, zero quantity, cash at a store for a delivery', async () => {
		const shop = await createOrderShop(db())
		const buyer = await createOrderBuyer(db())
		const sku = shop.skuIds[0]!
		const refusal = async (extra: Partial<PlaceOrderInput>) => {
			const error = await placeOrder(db(), order(buyer.userId, buyer.addressId, sku, extra)).catch((caught: unknown) => caught)
			expect(error).toBeInstanceOf(OrderError)
			return { messageId: (error as OrderError).messageId, status: (error as OrderError).status }
		}
		expect(await refusal({ addressId: null })).toEqual({ messageId: 'checkout.error.address', status: 422 })
		expect(await refusal({ logisticsMethod: null })).toEqual({ messageId: 'checkout.error.logistics', status: 422 })
		expect(await refusal({ paymentType: null })).toEqual({ messageId: 'checkout.error.payment', status: 422 })
		expect(await refusal({ paymentType: 42 })).toEqual({ messageId: 'checkout.error.payment', status: 422 })
		expect(await refusal({ lines: [{ skuId: sku, quantity: 0 }] })).toEqual({ messageId: 'product.quantity.zero', status: 422 })
		expect(await refusal({ lines: [] })).toEqual({ messageId: 'checkout.error.noItems', status: 422 })
		expect(await refusal({ paymentType: 3 })).toEqual({ messageId: 'checkout.error.paymentForDelivery', status: 422 })
		expect(await refusal({ lines: [{ skuId: sku, quantity: 11 }] })).toEqual({ messageId: 'checkout.problem.overStock', status: 409 })
		expect(await stockOf(sku)).toEqual({ stock: 10, sold: 0 })
	})

	test('a remark of 200 characters is kept; 201 is refused with the message', async () => {
		const shop = await createOrderShop(db())
		const buyer = await createOrderBuyer(db())
		const longest = 'ملاحظة '.repeat(40).slice(0, 200)
		expect(longest).toHaveLength(200)
		const placed = await placeOrder(db(), order(buyer.userId, buyer.addressId, shop.skuIds[0]!, { remark: longest }))
		expect((await getOrder(db(), { userId: buyer.userId, orderId: placed.orderId })).remark).toBe(longest)
		await expect(placeOrder(db(), order(buyer.userId, buyer.addressId, shop.skuIds[0]!, { remark: `${longest}x` }))).rejects.toMatchObject({
			messageId: 'checkout.error.remarkTooLong',
			status: 422,
		})
	})

	test('another buyer’s address is no address', async () => {
		const shop = await createOrderShop(db())
		const buyer = await createOrderBuyer(db())
		const other = await createOrderBuyer(db())
		await expect(placeOrder(db(), order(buyer.userId, other.addressId, shop.skuIds[0]!))).rejects.toMatchObject({
			messageId: 'checkout.error.address',
		})
	})

	test('a retried request is the same order; the same key with another body is refused', async () => {
		const shop = await createOrderShop(db())
		const buyer = await createOrderBuyer(db())
		const input = order(buyer.userId, buyer.addressId, shop.skuIds[0]!)
		const first = await placeOrder(db(), input)
		const again = await placeOrder(db(), { ...input, lines: [...input.lines] })
		expect(again).toMatchObject({ orderId: first.orderId, replayed: true })
		await expect(placeOrder(db(), { ...input, lines: [{ skuId: shop.skuIds[0]!, quantity: 5 }] })).rejects.toMatchObject({
			messageId: 'checkout.error.keyReused',
			status: 422,
		})
		expect(await stockOf(shop.skuIds[0]!)).toEqual({ stock: 8, sold: 2 })
	})

	test('a coupon is taken off, spent once, and given back when the unpaid order is cancelled', async () => {
		const shop = await createOrderShop(db())
		const buyer = await createOrderBuyer(db())
		const walletId = await grantCoupon(buyer.userId, { amount: 1_000, thresholdType: 2, thresholdValue: 5_000 })
		const quote = await priceCheckout(db(), {
			userId: buyer.userId,
			lines: [{ skuId: shop.skuIds[0]!, quantity: 2 }],
			addressId: null,
			logisticsMethod: 'sea',
			userCouponId: 'auto',
			locale: 'en',
		})
		expect(quote).toMatchObject({ userCouponId: walletId, discountAmount: 1_000, payableAmount: 2 * shop.prices[0]! - 1_000, orderable: true })
		const placed = await placeOrder(db(), order(buyer.userId, buyer.addressId, shop.skuIds[0]!, { userCouponId: walletId }))
		expect(placed.payableAmount).toBe(2 * shop.prices[0]! - 1_000)
		await expect(placeOrder(db(), order(buyer.userId, buyer.addressId, shop.skuIds[0]!, { userCouponId: walletId }))).rejects.toMatchObject({
			messageId: 'coupon.unusable.used',
		})
		await cancelOrder(db(), { userId: buyer.userId, orderId: placed.orderId })
		const [wallet] = await db().select().from(userCoupons).where(eq(userCoupons.id, walletId))
		expect(wallet).toMatchObject({ usedAt: null, orderId: null })
		expect(await stockOf(shop.skuIds[0]!)).toEqual({ stock: 10, sold: 0 })
	})

	test('the trade-flow preview reports what cannot be ordered instead of failing', async () => {
		const shop = await createOrderShop(db(), { skuStocks: [0, 3], minOrderQty: 2 })
		const buyer = await createOrderBuyer(db())
		const quote = await priceCheckout(db(), {
			userId: buyer.userId,
			lines: [
				{ skuId: shop.skuIds[0]!, quantity: 2 },
				{ skuId: shop.skuIds[1]!, quantity: 1 },
			],
			addressId: null,
			logisticsMethod: 'air',
			userCouponId: null,
			locale: 'ar',
		})
		expect(quote.lines.map((line) => line.problemId)).toEqual(['checkout.problem.soldOut', 'checkout.problem.belowMinimum'])
		expect(quote.lines[0]!.title).toBe('كوب حراري')
		expect(quote.orderable).toBe(false)
		expect(quote.address?.isDefault).toBe(true)
		expect(quote.paymentTypes).toEqual([10, 5, 11])
	})
})

describe('a buyer’s orders', () => {
	test('are listed per tab with counts, newest first, paged', async () => {
		const shop = await createOrderShop(db(), { skuStocks: [100] })
		const buyer = await createOrderBuyer(db())
		const placed = []
		for (let index = 0; index < 3; index++)
			placed.push(await placeOrder(db(), order(buyer.userId, buyer.addressId, shop.skuIds[0]!, { now: new Date(Date.now() + index * 1000) })))
		await placeOrder(db(), order(buyer.userId, buyer.addressId, shop.skuIds[0]!, { paymentType: 11 }))
		await cancelOrder(db(), { userId: buyer.userId, orderId: placed[0]!.orderId })
		expect(await countOrdersByTab(db(), buyer.userId)).toEqual({ all: 4, unpaid: 2, delivery: 1, receipt: 0, received: 0, cancelled: 1 })
		const first = await listOrders(db(), { userId: buyer.userId, tab: 'unpaid', limit: 1 })
		expect(first.orders.map((o) => o.id)).toEqual([placed[2]!.orderId])
		const second = await listOrders(db(), { userId: buyer.userId, tab: 'unpaid', cursor: first.nextCursor, limit: 1 })
		expect(second.orders.map((o) => o.id)).toEqual([placed[1]!.orderId])
		expect(second.nextCursor).toBeNull()
	})

	test("read in the reader's language where the product has it, else as saved when ordered", async () => {
		const shop = await createOrderShop(db())
		const buyer = await createOrderBuyer(db())
		const placed = await placeOrder(db(), order(buyer.userId, buyer.addressId, shop.skuIds[0]!, { locale: 'ar' }))
		const titleIn = async (locale: 'ar' | 'en' | 'zh' | 'ckb') => {
			const list = await listOrders(db(), { userId: buyer.userId, tab: 'all', locale })
			const detail = await getOrder(db(), { userId: buyer.userId, orderId: placed.orderId, locale })
			return [list.orders[0]!.firstItem!.title, detail.items[0]!.title]
		}
		expect(await titleIn('ar')).toEqual(['كوب حراري', 'كوب حراري'])
		expect(await titleIn('en')).toEqual(['Thermal cup', 'Thermal cup'])
		// The supplier's title is Chinese; the product has no Kurdish one: the saved one stays for a Kurdish reader.
		expect(await titleIn('zh')).toEqual(['保温杯', '保温杯'])
		expect(await titleIn('ckb')).toEqual(['كوب حراري', 'كوب حراري'])
		// A saved title the product no longer has (renamed since) is kept as the buyer ordered it.
		await db().update(orderItems).set({ title: 'كوب حراري قديم' }).where(eq(orderItems.orderId, placed.orderId))
		expect(await titleIn('en')).toEqual(['كوب حراري قديم', 'كوب حراري قديم'])
	})

	test('a bank transfer whose slip is with staff is not offered for payment again, as on the order page', async () => {
		const shop = await createOrderShop(db())
		const buyer = await createOrderBuyer(db())
		const placed = await placeOrder(db(), order(buyer.userId, buyer.addressId, shop.skuIds[0]!, { paymentType: 5 }))
		const card = async () => (await listOrders(db(), { userId: buyer.userId, tab: 'all' })).orders[0]!
		const detailNotice = async () => {
			const detail = await getOrder(db(), { userId: buyer.userId, orderId: placed.orderId })
			return paymentNotice({ awaited: detail.actions.pay, payments: detail.payments })
		}
		// Nothing sent yet: pay now.
		expect((await card()).actions.pay).toBe('goods')
		expect((await card()).payment).toEqual({ kind: 'due', stage: 'goods' })
		expect(offersPayment((await card()).payment)).toBe(true)
		// The slips are sent: the order still awaits the goods payment, but there is nothing to pay, only to wait.
		const [attempt] = await db()
			.insert(payments)
			.values({
				orderId: placed.orderId,
				userId: buyer.userId,
				stage: 'goods',
				type: 5,
				amount: placed.payableAmount,
				status: 'in_review',
				idempotencyKey: newKey(),
			})
			.returning({ id: payments.id })
		expect((await card()).actions.pay).toBe('goods')
		expect((await card()).payment).toEqual({ kind: 'inReview', stage: 'goods' })
		expect(offersPayment((await card()).payment)).toBe(false)
		expect((await card()).payment).toEqual(await detailNotice())
		// Staff reject the slip: paying again is offered, with their reason, on the list as on the order page.
		await db().update(payments).set({ status: 'rejected', failureReason: 'blurred' }).where(eq(payments.id, attempt!.id))
		expect((await card()).payment).toEqual({ kind: 'rejected', stage: 'goods', reason: 'blurred' })
		expect(offersPayment((await card()).payment)).toBe(true)
		expect((await card()).payment).toEqual(await detailNotice())
	})

	test('another buyer can neither see nor change them', async () => {
		const shop = await createOrderShop(db())
		const owner = await createOrderBuyer(db())
		const stranger = await createOrderBuyer(db())
		const placed = await placeOrder(db(), order(owner.userId, owner.addressId, shop.skuIds[0]!))
		const asStranger = { userId: stranger.userId, orderId: placed.orderId }
		await expect(getOrder(db(), asStranger)).rejects.toBeInstanceOf(OrderNotFoundError)
		await expect(cancelOrder(db(), asStranger)).rejects.toBeInstanceOf(OrderNotFoundError)
		await expect(confirmReceipt(db(), asStranger)).rejects.toBeInstanceOf(OrderNotFoundError)
		await expect(updateOrderRemark(db(), { ...asStranger, remark: 'mine now' })).rejects.toBeInstanceOf(OrderNotFoundError)
		await expect(updateOrderAddress(db(), { ...asStranger, addressId: stranger.addressId, locale: 'en' })).rejects.toBeInstanceOf(OrderNotFoundError)
		expect(await listOrders(db(), { userId: stranger.userId, tab: 'all' })).toEqual({ orders: [], nextCursor: null })
		const [row] = await db().select().from(orders).where(eq(orders.id, placed.orderId))
		expect(row).toMatchObject({ status: 1, remark: '' })
	})

	test('each change of status is written down with who made it', async () => {
		const shop = await createOrderShop(db())
		const buyer = await createOrderBuyer(db())
		const placed = await placeOrder(db(), order(buyer.userId, buyer.addressId, shop.skuIds[0]!, { paymentType: 11 }))
		await applyOrderEvent(db(), { orderId: placed.orderId, event: 'purchased', actor: 'staff', actorId: null })
		await expect(
			applyOrderEvent(db(), { orderId: placed.orderId, event: 'receiptConfirmed', actor: 'buyer', actorId: buyer.userId }),
		).rejects.toThrow()
		const detail = await getOrder(db(), { userId: buyer.userId, orderId: placed.orderId })
		expect(detail.events.map((event) => [event.fromStatus, event.toStatus, event.actor])).toEqual([
			[null, 1, 'buyer'],
			[1, 14, 'system'],
			[14, 2, 'staff'],
		])
		expect(detail.actions.cancel).toBe(false)
	})
})

describe('under concurrency', () => {
	test('200 buyers racing for a SKU with stock 10 make exactly 10 orders and leave stock 0', async () => {
		const shop = await createOrderShop(db(), { skuStocks: [10] })
		const buyers = await Promise.all(Array.from({ length: 20 }, () => createOrderBuyer(db())))
		const attempts = Array.from({ length: 200 }, (_, index) => {
			const buyer = buyers[index % buyers.length]!
			return placeOrder(db(), order(buyer.userId, buyer.addressId, shop.skuIds[0]!, { lines: [{ skuId: shop.skuIds[0]!, quantity: 1 }] }))
		})
		const results = await Promise.allSettled(attempts)
		const placed = results.filter((result) => result.status === 'fulfilled')
		const refused = results.filter((result) => result.status === 'rejected')
		expect(placed).toHaveLength(10)
		for (const result of refused)
			expect((result as PromiseRejectedResult).reason).toMatchObject({ messageId: expect.stringMatching(/^checkout\.problem\.(overStock|soldOut)$/) })
		expect(await stockOf(shop.skuIds[0]!)).toEqual({ stock: 0, sold: 10 })
		expect(await db().$count(orderItems, eq(orderItems.skuId, shop.skuIds[0]!))).toBe(10)
	}, 120_000)

	test('100 two-line checkouts in opposite orders never deadlock: every answer is an order or a 4xx, stock exact, the database answering throughout', async () => {
		const first = await createOrderShop(db(), { skuStocks: [30, 30] })
		const second = await createOrderShop(db(), { skuStocks: [30] })
		const [a, b, c] = [first.skuIds[0]!, second.skuIds[0]!, first.skuIds[1]!]
		const buyers = await Promise.all(Array.from({ length: 20 }, () => createOrderBuyer(db())))
		const attempts = Array.from({ length: 100 }, (_, index) => {
			const buyer = buyers[index % buyers.length]!
			// Half A then B then C, half C, B, A: the rows two SKUs of one product and two products share.
			const lines = [a, b, c].map((skuId) => ({ skuId, quantity: 1 }))
			return placeOrder(db(), order(buyer.userId, buyer.addressId, a, { lines: index % 2 === 0 ? lines : lines.reverse() }))
		})
		// Meanwhile the database keeps answering a health check (a page's one query).
		let storming = true
		let checks = 0
		const health = (async () => {
			while (storming) {
				await db().execute(sql`select 1`)
				checks += 1
			}
		})()
		const results = await Promise.allSettled(attempts)
		storming = false
		await health
		const placed = results.filter((result) => result.status === 'fulfilled').length
		const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []))
		for (const reason of refused) {
			expect(reason).toBeInstanceOf(OrderError)
			expect(reason).toMatchObject({ status: 409, messageId: expect.stringMatching(/^checkout\.(problem\.(overStock|soldOut)|error\.busy)$/) })
		}
		expect(placed).toBeGreaterThan(0)
		expect(placed).toBeLessThanOrEqual(30)
		for (const skuId of [a, b, c]) expect(await stockOf(skuId)).toEqual({ stock: 30 - placed, sold: placed })
		expect(await db().$count(orderItems, eq(orderItems.skuId, b))).toBe(placed)
		expect(checks).toBeGreaterThan(0)
	}, 120_000)

	test('50 identical requests with one key make one order', async () => {
		const shop = await createOrderShop(db(), { skuStocks: [100] })
		const buyer = await createOrderBuyer(db())
		const input = order(buyer.userId, buyer.addressId, shop.skuIds[0]!)
		const results = await Promise.all(Array.from({ length: 50 }, () => placeOrder(db(), { ...input })))
		expect(new Set(results.map((result) => result.orderId)).size).toBe(1)
		expect(results.filter((result) => !result.replayed)).toHaveLength(1)
		expect(await stockOf(shop.skuIds[0]!)).toEqual({ stock: 98, sold: 2 })
	}, 120_000)

	test.runIf(onPostgres)(
		'the same key with another body, sent at the same time, is refused',
		async () => {
			const shop = await createOrderShop(db(), { skuStocks: [100] })
			const buyer = await createOrderBuyer(db())
			const input = order(buyer.userId, buyer.addressId, shop.skuIds[0]!)
			const results = await Promise.allSettled([
				placeOrder(db(), input),
				placeOrder(db(), { ...input, lines: [{ skuId: shop.skuIds[0]!, quantity: 7 }] }),
			])
			expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
			expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { messageId: 'checkout.error.keyReused' } })
		},
		60_000,
	)
})
