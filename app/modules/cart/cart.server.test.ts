import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { skus } from '#app/db/schema/index.ts'
import { createBuyer } from '#app/modules/favorites/test-shop.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import {
	addCart,
	cartCheckoutLines,
	CartError,
	CartLineNotFoundError,
	countCart,
	listCart,
	removeCartLines,
	updateCartQuantity,
} from './cart.server.ts'
import { createSkuProduct, skuAt } from './test-skus.server.ts'

let database: TestDatabase

beforeAll(async () => {
	database = await createTestDatabase()
}, 60_000)

afterAll(async () => {
	await database?.close()
})

describe('adding to the cart', () => {
	test('adding a SKU that is already there adds to its quantity: one line, the sum', async () => {
		const db = database.db
		const userId = await createBuyer(db)
		const { skuIds } = await createSkuProduct(db, { minOrderQty: 2, skus: [{ price: 4_000, stock: 30 }] })
		const sku = skuAt(skuIds, 0)
		const first = await addCart(db, { userId, skuId: sku, quantity: 3 })
		const second = await addCart(db, { userId, skuId: sku, quantity: 5 })
		expect(first).toMatchObject({ quantity: 3, merged: false })
		expect(second).toEqual({ lineId: first.lineId, quantity: 8, merged: true })
		const lines = await listCart(db, { userId, locale: 'en' })
		expect(lines).toHaveLength(1)
		expect(lines[0]).toMatchObject({ skuId: sku, quantity: 8, unitPrice: 4_000, problem: null })
		expect(await countCart(db, userId)).toBe(1)
	})

	test('0, below the minimum order and more than the stock are refused with the rule, and nothing changes', async () => {
		const db = database.db
		const userId = await createBuyer(db)
		const { skuIds } = await createSkuProduct(db, { minOrderQty: 5, skus: [{ price: 1_000, stock: 12 }] })
		const sku = skuAt(skuIds, 0)
		await expect(addCart(db, { userId, skuId: sku, quantity: 0 })).rejects.toMatchObject({ messageId: 'product.quantity.zero', status: 422 })
		await expect(addCart(db, { userId, skuId: sku, quantity: 4 })).rejects.toMatchObject({
			messageId: 'product.quantity.belowMinimum',
			values: { minimum: 5 },
		})
		await expect(addCart(db, { userId, skuId: sku, quantity: 13 })).rejects.toMatchObject({
			messageId: 'product.quantity.aboveStock',
			values: { stock: 12 },
		})
		expect(await countCart(db, userId)).toBe(0)

		// With 10 in the cart, 3 more would pass the stock: the refusal says how many are already there.
		await addCart(db, { userId, skuId: sku, quantity: 10 })
		await expect(addCart(db, { userId, skuId: sku, quantity: 3 })).rejects.toMatchObject({
			messageId: 'cart.add.aboveStock',
			values: { inCart: 10, stock: 12 },
		})
		await expect(listCart(db, { userId, locale: 'ar' })).resolves.toMatchObject([{ quantity: 10 }])
	})

	test('sold-out SKUs and products no longer on sale cannot be added', async () => {
		const db = database.db
		const userId = await createBuyer(db)
		const soldOut = await createSkuProduct(db, { skus: [{ price: 1_000, stock: 0 }] })
		const archived = await createSkuProduct(db, { status: 'archived' })
		await expect(addCart(db, { userId, skuId: skuAt(soldOut.skuIds, 0), quantity: 1 })).rejects.toMatchObject({ messageId: 'cart.soldOut' })
		await expect(addCart(db, { userId, skuId: skuAt(archived.skuIds, 0), quantity: 1 })).rejects.toMatchObject({
			messageId: 'cart.unavailable',
			status: 404,
		})
		await expect(addCart(db, { userId, skuId: 'no-such-sku', quantity: 1 })).rejects.toBeInstanceOf(CartError)
		expect(await countCart(db, userId)).toBe(0)
	})
})

describe('the cart list', () => {
	test('names, SKU label and price in the buyer’s language; a line whose stock fell says so', async () => {
		const db = database.db
		const userId = await createBuyer(db)
		const { skuIds, tag } = await createSkuProduct(db, {
			minOrderQty: 1,
			skus: [
				{ price: 9_000, promotionPrice: 7_500, stock: 10, colour: { ar: 'أحمر', en: 'Red' } },
				{ price: 9_000, stock: 10, colour: { ar: 'أزرق', en: 'Blue' } },
			],
		})
		await addCart(db, { userId, skuId: skuAt(skuIds, 0), quantity: 6 })
		await addCart(db, { userId, skuId: skuAt(skuIds, 1), quantity: 2 })
		await db
			.update(skus)
			.set({ stock: 4 })
			.where(eq(skus.id, skuAt(skuIds, 0)))

		const arabic = await listCart(db, { userId, locale: 'ar' })
		expect(arabic.map((line) => [line.title, line.skuLabel])).toEqual([
			[`حقيبة ${tag}`, 'أزرق'],
			[`حقيبة ${tag}`, 'أحمر'],
		])
		// Kurdish has no stored text here: English first, then Arabic (the catalogue's fallback chain).
		const kurdish = await listCart(db, { userId, locale: 'ckb' })
		expect(kurdish.map((line) => line.skuLabel)).toEqual(['Blue', 'Red'])
		const red = arabic.find((line) => line.skuId === skuAt(skuIds, 0))
		expect(red).toMatchObject({
			unitPrice: 7_500,
			listPrice: 9_000,
			quantity: 6,
			problem: { id: 'product.quantity.aboveStock', values: { stock: 4 } },
		})
	})
})

describe('changing and removing lines', () => {
	test('the stepper sets a quantity within the bounds', async () => {
		const db = database.db
		const userId = await createBuyer(db)
		const { skuIds } = await createSkuProduct(db, { minOrderQty: 2, skus: [{ price: 1_000, stock: 6 }] })
		const { lineId } = await addCart(db, { userId, skuId: skuAt(skuIds, 0), quantity: 2 })
		await expect(updateCartQuantity(db, { userId, lineId, quantity: 5 })).resolves.toEqual({ lineId, quantity: 5 })
		await expect(updateCartQuantity(db, { userId, lineId, quantity: 0 })).rejects.toMatchObject({ messageId: 'product.quantity.zero' })
		await expect(updateCartQuantity(db, { userId, lineId, quantity: 1 })).rejects.toMatchObject({ messageId: 'product.quantity.belowMinimum' })
		await expect(updateCartQuantity(db, { userId, lineId, quantity: 7 })).rejects.toMatchObject({ messageId: 'product.quantity.aboveStock' })
		await expect(listCart(db, { userId, locale: 'en' })).resolves.toMatchObject([{ quantity: 5 }])
	})

	test('removing nothing chosen is refused with "select a product before deleting"', async () => {
		await expect(removeCartLines(database.db, { userId: await createBuyer(database.db), lineIds: [] })).rejects.toMatchObject({
			messageId: 'cart.select.beforeDelete',
			status: 422,
		})
	})

	test('another buyer can neither change, remove nor check out my lines', async () => {
		const db = database.db
		const me = await createBuyer(db)
		const someoneElse = await createBuyer(db)
		const { skuIds } = await createSkuProduct(db, { skus: [{ price: 2_000, stock: 9 }] })
		const { lineId } = await addCart(db, { userId: me, skuId: skuAt(skuIds, 0), quantity: 3 })

		await expect(updateCartQuantity(db, { userId: someoneElse, lineId, quantity: 4 })).rejects.toBeInstanceOf(CartLineNotFoundError)
		await expect(removeCartLines(db, { userId: someoneElse, lineIds: [lineId] })).resolves.toBe(0)
		await expect(cartCheckoutLines(db, { userId: someoneElse, lineIds: [lineId] })).rejects.toMatchObject({ messageId: 'cart.select.beforeCheckout' })
		await expect(listCart(db, { userId: someoneElse, locale: 'en' })).resolves.toEqual([])

		await expect(listCart(db, { userId: me, locale: 'en' })).resolves.toMatchObject([{ id: lineId, quantity: 3 }])
		await expect(cartCheckoutLines(db, { userId: me, lineIds: [lineId] })).resolves.toEqual([{ skuId: skuAt(skuIds, 0), quantity: 3 }])
		await expect(removeCartLines(db, { userId: me, lineIds: [lineId] })).resolves.toBe(1)
		expect(await countCart(db, me)).toBe(0)
	})
})
