import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { listCart } from '#app/modules/cart/cart.server.ts'
import { createSkuProduct, skuAt } from '#app/modules/cart/test-skus.server.ts'
import { createBuyer } from '#app/modules/favorites/test-shop.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { finishAfterSignIn } from './after-sign-in.server.ts'

let database: TestDatabase

beforeAll(async () => {
	database = await createTestDatabase()
}, 60_000)

afterAll(async () => {
	await database?.close()
})

describe('a visitor\'s "add to cart" finished by signing in (issue 17)', () => {
	test("the line is in the new buyer's cart and the toast says so", async () => {
		const db = database.db
		const userId = await createBuyer(db)
		const { skuIds } = await createSkuProduct(db, { minOrderQty: 2, skus: [{ price: 4_000, stock: 30 }] })
		const toast = await finishAfterSignIn(db, userId, { addSkuId: skuAt(skuIds, 0), addQuantity: 3 })
		expect(toast).toEqual({ messageId: 'auth.signedIn.cartAdded', tone: 'success' })
		expect(await listCart(db, { userId, locale: 'ar' })).toMatchObject([{ skuId: skuAt(skuIds, 0), quantity: 3 }])
	})

	test('a line the cart refuses (sold out) is not added, and the toast says that instead of just "signed in"', async () => {
		const db = database.db
		const userId = await createBuyer(db)
		const { skuIds } = await createSkuProduct(db, { skus: [{ price: 4_000, stock: 0 }] })
		const toast = await finishAfterSignIn(db, userId, { addSkuId: skuAt(skuIds, 0), addQuantity: 1 })
		expect(toast).toEqual({ messageId: 'auth.signedIn.cartFailed', tone: 'danger' })
		expect(await listCart(db, { userId, locale: 'ar' })).toEqual([])
	})

	test('nothing pending: just signed in', async () => {
		const userId = await createBuyer(database.db)
		expect(await finishAfterSignIn(database.db, userId, {})).toEqual({ messageId: 'auth.signedIn', tone: 'success' })
	})
})
