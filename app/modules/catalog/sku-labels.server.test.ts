import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { attributes, attributeValues, attributeValueTexts, skuAttributes } from '#app/db/schema/index.ts'
import { addCart, listCart } from '#app/modules/cart/cart.server.ts'
import { createSkuProduct, skuAt } from '#app/modules/cart/test-skus.server.ts'
import { createBuyer } from '#app/modules/favorites/test-shop.server.ts'
import { priceCheckout } from '#app/modules/orders/pricing.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { getSkuLabels } from './sku-labels.server.ts'

let database: TestDatabase

beforeAll(async () => {
	database = await createTestDatabase()
}, 60_000)

afterAll(async () => {
	await database?.close()
})

/**
 * A SKU with colour "Red" (attribute sort 0) and size "XL" (attribute sort 1). The size attribute's id sorts
 * first, so a label ordered by attribute id would read "XL / Red"; the product page lists colour first.
 */
async function redXlSku() {
	const db = database.db
	const { skuIds } = await createSkuProduct(db, { skus: [{ price: 5_000, stock: 20, colour: { ar: 'أحمر', en: 'Red' } }] })
	const skuId = skuAt(skuIds, 0)
	const tag = crypto.randomUUID().slice(0, 8)
	const [size] = await db
		.insert(attributes)
		.values({ id: `00000000-0000-4000-8000-${tag}0000`, key: `size-${tag}`, originalName: '尺码', sort: 1 })
		.returning({ id: attributes.id })
	if (!size) throw new Error('no attribute')
	const [xl] = await db.insert(attributeValues).values({ attributeId: size.id, key: 'xl', originalValue: 'XL' }).returning({ id: attributeValues.id })
	if (!xl) throw new Error('no value')
	await db.insert(attributeValueTexts).values([
		{ valueId: xl.id, locale: 'ar', value: 'XL' },
		{ valueId: xl.id, locale: 'en', value: 'XL' },
	])
	await db.insert(skuAttributes).values({ skuId, attributeId: size.id, valueId: xl.id })
	return { skuId }
}

describe('SKU labels', () => {
	test('a two-attribute SKU reads in attribute sort order, the product page order, not by attribute id', async () => {
		const { skuId } = await redXlSku()
		const labels = await getSkuLabels(database.db, [skuId], 'en')
		expect(labels.get(skuId)).toBe('Red / XL')
		expect((await getSkuLabels(database.db, [skuId], 'ar')).get(skuId)).toBe('أحمر / XL')
	})

	test('the cart and the checkout show the same label', async () => {
		const db = database.db
		const { skuId } = await redXlSku()
		const userId = await createBuyer(db)
		await addCart(db, { userId, skuId, quantity: 1 })
		const [line] = await listCart(db, { userId, locale: 'en' })
		expect(line?.skuLabel).toBe('Red / XL')
		const quote = await priceCheckout(db, {
			userId,
			lines: [{ skuId, quantity: 1 }],
			addressId: null,
			logisticsMethod: 'sea',
			userCouponId: null,
			locale: 'en',
		})
		expect(quote.lines[0]?.skuLabel).toBe('Red / XL')
	})
})
