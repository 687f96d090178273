import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addCart, CartError, listCart } from '#app/modules/cart/cart.server.ts'
import { createSkuProduct, skuAt } from '#app/modules/cart/test-skus.server.ts'
import { createBuyer } from '#app/modules/favorites/test-shop.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { hasWriteReceipt, pruneWriteReceipts, readWriteKey, writeOnce } from './write-receipts.server.ts'

let database: TestDatabase

beforeAll(async () => {
	database = await createTestDatabase()
}, 60_000)

afterAll(async () => {
	await database?.close()
})

const KEY = '3f1c2b9e-8a77-4c1e-9d2f-5b6a7c8d9e0f'

describe('a write sent again by the offline queue', () => {
	test('the same key adds to the cart once, however often it arrives; another key adds again', async () => {
		const db = database.db
		const userId = await createBuyer(db)
		const sku = skuAt((await createSkuProduct(db, { skus: [{ price: 1_000, stock: 50 }] })).skuIds, 0)
		const add = () => writeOnce(db, { userId, key: KEY }, (tx) => addCart(tx, { userId, skuId: sku, quantity: 2 }))
		expect(await add()).toMatchObject({ replayed: false, value: { quantity: 2 } })
		expect(await add()).toEqual({ replayed: true })
		expect((await listCart(db, { userId, locale: 'en' }))[0]?.quantity).toBe(2)
		await writeOnce(db, { userId, key: crypto.randomUUID() }, (tx) => addCart(tx, { userId, skuId: sku, quantity: 2 }))
		expect((await listCart(db, { userId, locale: 'en' }))[0]?.quantity).toBe(4)
	})

	test('two deliveries at once: one does the write', async () => {
		const db = database.db
		const userId = await createBuyer(db)
		const sku = skuAt((await createSkuProduct(db, { skus: [{ price: 1_000, stock: 50 }] })).skuIds, 0)
		const key = crypto.randomUUID()
		const results = await Promise.allSettled(
			[1, 2, 3].map(() => writeOnce(db, { userId, key }, (tx) => addCart(tx, { userId, skuId: sku, quantity: 1 }))),
		)
		expect(results.filter((result) => result.status === 'fulfilled' && !result.value.replayed)).toHaveLength(1)
		expect((await listCart(db, { userId, locale: 'en' }))[0]?.quantity).toBe(1)
	})

	test('a write that fails keeps no key: sent again later, it is done', async () => {
		const db = database.db
		const userId = await createBuyer(db)
		const sku = skuAt((await createSkuProduct(db, { skus: [{ price: 1_000, stock: 3 }] })).skuIds, 0)
		const key = crypto.randomUUID()
		await expect(writeOnce(db, { userId, key }, (tx) => addCart(tx, { userId, skuId: sku, quantity: 9 }))).rejects.toBeInstanceOf(CartError)
		expect(await hasWriteReceipt(db, { userId, key })).toBe(false)
		expect(await writeOnce(db, { userId, key }, (tx) => addCart(tx, { userId, skuId: sku, quantity: 1 }))).toMatchObject({ replayed: false })
	})

	test('keys are per buyer, and forgotten after 30 days', async () => {
		const db = database.db
		const [first, second] = [await createBuyer(db), await createBuyer(db)]
		const key = crypto.randomUUID()
		expect(await writeOnce(db, { userId: first, key }, async () => 1)).toEqual({ replayed: false, value: 1 })
		expect(await writeOnce(db, { userId: second, key }, async () => 2)).toEqual({ replayed: false, value: 2 })
		await pruneWriteReceipts(db, new Date(Date.now() + 31 * 24 * 60 * 60 * 1000))
		expect(await hasWriteReceipt(db, { userId: first, key })).toBe(false)
	})

	test('only a UUID is a key', () => {
		expect(readWriteKey(new Map([['writeKey', KEY.toUpperCase()]]))).toBe(KEY)
		expect(readWriteKey(new Map([['writeKey', 'x; drop table']]))).toBeNull()
		expect(readWriteKey(new Map())).toBeNull()
	})
})
