import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { skus } from '#app/db/schema/index.ts'
import { createSkuProduct } from '#app/modules/cart/test-skus.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { type CatalogWatch, onCatalogChange, watchCatalogChanges } from './catalog-changes.server.ts'

let database: TestDatabase
let watch: CatalogWatch
let product: Awaited<ReturnType<typeof createSkuProduct>>
let changes = 0
const stopCounting = onCatalogChange(() => changes++)

beforeAll(async () => {
	database = await createTestDatabase()
	product = await createSkuProduct(database.db, { skus: [{ price: 5_000, stock: 20 }] })
	watch = watchCatalogChanges(database, { url: process.env.TEST_DATABASE_URL })
	await watch.ready
})

afterAll(async () => {
	stopCounting()
	await watch.close()
	await database.close()
})

/** The next catalogue change this process hears of, or a failure after `ms`. */
function nextChange(ms = 5_000) {
	const before = changes
	return new Promise<void>((resolve, reject) => {
		const started = Date.now()
		const poll = setInterval(() => {
			if (changes > before) {
				clearInterval(poll)
				resolve()
			} else if (Date.now() - started > ms) {
				clearInterval(poll)
				reject(new Error('no catalogue change was heard'))
			}
		}, 5)
	})
}

test('a SKU’s new price, written by anyone (plain SQL here), tells this process', async () => {
	const heard = nextChange()
	await database.db.execute(sql`update skus set price = 6500 where id = ${product.skuIds[0]!}`)
	await heard
})

test('a product withdrawn from sale tells this process', async () => {
	const heard = nextChange()
	await database.db.execute(sql`update products set status = 'archived' where id = ${product.productId}`)
	await heard
})

test('an order taking stock is not a price change: nothing is forgotten', async () => {
	const before = changes
	await database.db
		.update(skus)
		.set({ stock: sql`${skus.stock} - 1`, sold: sql`${skus.sold} + 1` })
		.where(eq(skus.id, product.skuIds[0]!))
	// A price change made after it is heard, and it is the only one.
	const heard = nextChange()
	await database.db.execute(sql`update skus set promotion_price = 6000 where id = ${product.skuIds[0]!}`)
	await heard
	expect(changes).toBe(before + 1)
})
