import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '#app/db/client.server.ts'
import * as schema from '#app/db/schema/index.ts'
import { seedDemoShop } from '#app/db/seed.server.ts'
import { CATEGORIES } from '#app/db/seed/vocabulary.ts'
import { LOCALES } from '#app/i18n/locales.ts'
import { createMemoryStorage } from '#app/providers/storage/index.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import {
	discountPercent,
	getProduct,
	getProductDescription,
	getProductForPage,
	getProductGallery,
	PRODUCT_PAGE_CACHE_TTL_MS,
	listBanners,
	listCategories,
	listHotWords,
	listRecommendedProducts,
	syncProductDerivedColumns,
	textFallbackChain,
} from './catalog.server.ts'

let database: TestDatabase

beforeAll(async () => {
	database = await createTestDatabase()
	await seedDemoShop(database.db, { storage: createMemoryStorage(), productCount: 40 })
})

afterAll(async () => {
	await database?.close()
})

/** A product with at least two SKUs at different prices, for the range and picker tests. */
async function productWithPriceRange() {
	const [row] = await database.db
		.select({ id: schema.products.id })
		.from(schema.products)
		.where(sql`${schema.products.maxPrice} > ${schema.products.minPrice}`)
		.orderBy(schema.products.code)
		.limit(1)
	if (!row) throw new Error('the demo shop has no product with a price range')
	return row.id
}

describe('listCategories', () => {
	test.each(LOCALES)('names every category in %s', async (locale) => {
		const categories = await listCategories(database.db, locale)
		expect(categories.map((category) => category.name)).toEqual(CATEGORIES.map((category) => category.texts[locale]))
		expect(categories.every((category) => category.iconUrl?.startsWith('/media/categories/'))).toBe(true)
	})
})

describe('listBanners', () => {
	test('lists live banners with a title in the requested language', async () => {
		const banners = await listBanners(database.db, 'ckb')
		expect(banners.length).toBeGreaterThanOrEqual(3)
		for (const banner of banners) {
			expect(banner.title).not.toBe('')
			expect(banner.imageUrl).toMatch(/^\/media\/banners\//)
			expect(banner.link.startsWith('/')).toBe(true)
		}
	})

	test('leaves out banners outside their window', async () => {
		const before = await listBanners(database.db, 'en')
		await database.db.insert(schema.banners).values([
			{ imageKey: 'banners/0123456789abcdef.webp', endsAt: new Date(Date.now() - 60_000) },
			{ imageKey: 'banners/0123456789abcdee.webp', startsAt: new Date(Date.now() + 3_600_000) },
		])
		expect(await listBanners(database.db, 'en')).toEqual(before)
	})
})

test.each(LOCALES)('listHotWords gives the %s words', async (locale) => {
	const words = await listHotWords(database.db, locale)
	expect(words.length).toBeGreaterThan(3)
	if (locale === 'zh') expect(words.map((word) => word.word)).toContain('空气炸锅')
})

describe('listRecommendedProducts', () => {
	test('pages through every active product once, 16 at a time by default', async () => {
		const seen: string[] = []
		let page = 1
		for (;;) {
			const result = await listRecommendedProducts(database.db, { locale: 'ar', page })
			expect(result.pageSize).toBe(16)
			seen.push(...result.items.map((item) => item.id))
			if (!result.hasMore) break
			expect(result.items).toHaveLength(16)
			page++
		}
		expect(page).toBe(3)
		expect(new Set(seen).size).toBe(40)
	})

	test('returns plain card data with a title, a picture and prices', async () => {
		const { items } = await listRecommendedProducts(database.db, { locale: 'en', pageSize: 5 })
		expect(items).toHaveLength(5)
		for (const item of items) {
			expect(Object.keys(item).sort()).toEqual(
				['id', 'imageUrl', 'maxPrice', 'minOrderQty', 'minPrice', 'price', 'promotionPrice', 'sold', 'title'].sort(),
			)
			expect(item.title).toMatch(/[A-Za-z]/)
			expect(item.imageUrl).toMatch(/^\/media\/products\/[0-9a-f]+\.webp$/)
			expect(item.minPrice).toBeLessThanOrEqual(item.maxPrice)
			expect(typeof item.sold).toBe('number')
		}
	})

	test('hides products that are not active', async () => {
		const { items } = await listRecommendedProducts(database.db, { locale: 'en', pageSize: 1 })
		const hidden = items[0]!.id
		await database.db.update(schema.products).set({ status: 'archived' }).where(eq(schema.products.id, hidden))
		const after = await listRecommendedProducts(database.db, { locale: 'en', pageSize: 100 })
		expect(after.items.map((item) => item.id)).not.toContain(hidden)
		expect(after.items).toHaveLength(39)
		await database.db.update(schema.products).set({ status: 'active' }).where(eq(schema.products.id, hidden))
	})
})

describe('getProduct', () => {
	test('gives texts, pictures, SKUs with translated attributes and the price range', async () => {
		const id = await productWithPriceRange()
		const product = await getProduct(database.db, { id, locale: 'ckb' })
		expect(product).not.toBeNull()
		const [kurdish] = await database.db
			.select()
			.from(schema.productTexts)
			.where(and(eq(schema.productTexts.productId, id), eq(schema.productTexts.locale, 'ckb')))
		if (kurdish) expect(product!.title).toBe(kurdish.title)
		expect(product!.images.length).toBeGreaterThan(0)
		expect(product!.skus.length).toBeGreaterThan(1)

		const paid = product!.skus.map((sku) => sku.promotionPrice ?? sku.price)
		expect(product!.minPrice).toBe(Math.min(...paid))
		expect(product!.maxPrice).toBe(Math.max(...paid))
		expect(product!.minPrice).toBeLessThan(product!.maxPrice)

		const colour = product!.skus[0]!.attributes.find((attribute) => attribute.key === 'colour')
		expect(colour?.name).toBe('ڕەنگ')
		expect(colour?.swatch).toMatch(/^#[0-9a-f]{6}$/)
		expect(product!.attributes[0]?.key).toBe('colour')
		expect(product!.parameters.length).toBeGreaterThan(0)
	})

	test('falls back requested language → English → Arabic → the original title', async () => {
		const id = await productWithPriceRange()
		const texts = await database.db.select().from(schema.productTexts).where(eq(schema.productTexts.productId, id))
		const titleIn = (locale: string) => texts.find((text) => text.locale === locale)!.title
		const [original] = await database.db.select().from(schema.products).where(eq(schema.products.id, id))

		const remove = (locale: 'ckb' | 'en' | 'ar' | 'zh') =>
			database.db.delete(schema.productTexts).where(and(eq(schema.productTexts.productId, id), eq(schema.productTexts.locale, locale)))

		await remove('ckb')
		expect((await getProduct(database.db, { id, locale: 'ckb' }))!.title).toBe(titleIn('en'))
		const card = (await listRecommendedProducts(database.db, { locale: 'ckb', pageSize: 100 })).items.find((item) => item.id === id)
		expect(card?.title).toBe(titleIn('en'))

		await remove('en')
		expect((await getProduct(database.db, { id, locale: 'ckb' }))!.title).toBe(titleIn('ar'))
		expect((await getProduct(database.db, { id, locale: 'en' }))!.title).toBe(titleIn('ar'))

		await remove('ar')
		await remove('zh')
		const bare = await getProduct(database.db, { id, locale: 'ckb' })
		expect(bare!.title).toBe(original!.originalTitle)
		expect(bare!.description).toBe('')
		const bareCard = (await listRecommendedProducts(database.db, { locale: 'en', pageSize: 100 })).items.find((item) => item.id === id)
		expect(bareCard?.title).toBe(original!.originalTitle)

		await database.db.insert(schema.productTexts).values(texts)
	})

	test('shows values that need no translation as stored (sizes), translated ones in the language', async () => {
		const [sized] = await queryRows<{ id: string }>(
			database.db,
			sql`
			select s.product_id as id from ${schema.skuAttributes} sa
			join ${schema.attributeValues} v on v.id = sa.value_id
			join ${schema.skus} s on s.id = sa.sku_id
			where v.key in ('m', 'l', 'xl') limit 1`,
		)
		if (!sized) return
		const product = await getProduct(database.db, { id: sized.id, locale: 'zh' })
		const size = product!.attributes.find((group) => group.key === 'size')
		expect(size?.name).toBe('尺码')
		expect(size?.values.map((value) => value.value).every((value) => /^(S|M|L|XL|XXL)$/.test(value))).toBe(true)
	})

	test('gives the rounded discount of a product on promotion', async () => {
		const [onPromotion] = await database.db
			.select()
			.from(schema.products)
			.where(sql`${schema.products.promotionPrice} is not null`)
			.limit(1)
		expect(onPromotion).toBeDefined()
		const product = await getProduct(database.db, { id: onPromotion!.id, locale: 'en' })
		expect(product!.discountPercent).toBe(Math.round(((onPromotion!.price - onPromotion!.promotionPrice!) / onPromotion!.price) * 100))
		expect(product!.discountPercent).toBeGreaterThan(0)
	})

	test('is null for an unknown product or a draft', async () => {
		expect(await getProduct(database.db, { id: 'no-such-product', locale: 'ar' })).toBeNull()
		const id = await productWithPriceRange()
		await database.db.update(schema.products).set({ status: 'draft' }).where(eq(schema.products.id, id))
		expect(await getProduct(database.db, { id, locale: 'ar' })).toBeNull()
		await database.db.update(schema.products).set({ status: 'active' }).where(eq(schema.products.id, id))
	})
})

describe('getProductForPage', () => {
	/** A product with several SKUs that no other test in this file changes. */
	async function untouchedProduct() {
		const [row] = await database.db
			.select({ id: schema.products.id })
			.from(schema.products)
			.where(sql`${schema.products.maxPrice} > ${schema.products.minPrice} and ${schema.products.status} = 'active'`)
			.orderBy(sql`${schema.products.code} desc`)
			.limit(1)
		if (!row) throw new Error('no product with a price range')
		return row.id
	}

	test('stock, prices, sold and status are read every time; texts are kept for 30 seconds', async () => {
		const id = await untouchedProduct()
		const t0 = Date.UTC(2026, 10, 26, 12)
		const first = await getProductForPage(database.db, { id, locale: 'en', now: t0 })
		expect(first).toEqual(await getProduct(database.db, { id, locale: 'en' }))
		const [sku] = first!.skus
		const [before] = await database.db.select({ sold: schema.products.sold }).from(schema.products).where(eq(schema.products.id, id))
		const [oldText] = await database.db
			.select()
			.from(schema.productTexts)
			.where(and(eq(schema.productTexts.productId, id), eq(schema.productTexts.locale, 'en')))

		// A sale and a price change by the catalogue, one second later: the page shows them at once.
		await database.db
			.update(schema.skus)
			.set({ stock: 3, price: sku!.price + 1_000, promotionPrice: null })
			.where(eq(schema.skus.id, sku!.id))
		await database.db.update(schema.products).set({ sold: 777 }).where(eq(schema.products.id, id))
		await database.db
			.update(schema.productTexts)
			.set({ title: 'A title written later' })
			.where(and(eq(schema.productTexts.productId, id), eq(schema.productTexts.locale, 'en')))
		const second = await getProductForPage(database.db, { id, locale: 'en', now: t0 + 1_000 })
		expect(second!.skus[0]).toMatchObject({ id: sku!.id, stock: 3, price: sku!.price + 1_000, promotionPrice: null })
		expect(second!.sold).toBe(777)
		expect(second!.stock).toBe(second!.skus.reduce((sum, each) => sum + each.stock, 0))
		expect(second!.maxPrice).toBe(Math.max(...second!.skus.map((each) => each.promotionPrice ?? each.price)))
		expect(second!.title).toBe(first!.title)

		// The new title once the kept copy has expired.
		const later = await getProductForPage(database.db, { id, locale: 'en', now: t0 + PRODUCT_PAGE_CACHE_TTL_MS + 1 })
		expect(later!.title).toBe('A title written later')

		// Withdrawn: not found at once, kept copy or not.
		await database.db.update(schema.products).set({ status: 'draft' }).where(eq(schema.products.id, id))
		expect(await getProductForPage(database.db, { id, locale: 'en', now: t0 + PRODUCT_PAGE_CACHE_TTL_MS + 2 })).toBeNull()
		await database.db.update(schema.products).set({ status: 'active', sold: before!.sold }).where(eq(schema.products.id, id))
		await database.db
			.update(schema.skus)
			.set({ stock: sku!.stock, price: sku!.price, promotionPrice: sku!.promotionPrice })
			.where(eq(schema.skus.id, sku!.id))
		await database.db
			.update(schema.productTexts)
			.set({ title: oldText!.title })
			.where(and(eq(schema.productTexts.productId, id), eq(schema.productTexts.locale, 'en')))
	})

	test('a product not found is not kept: published a moment later, it shows at once', async () => {
		const id = await untouchedProduct()
		const t0 = Date.UTC(2026, 10, 28, 12)
		await database.db.update(schema.products).set({ status: 'draft' }).where(eq(schema.products.id, id))
		expect(await getProductForPage(database.db, { id, locale: 'zh', now: t0 })).toBeNull()
		await database.db.update(schema.products).set({ status: 'active' }).where(eq(schema.products.id, id))
		expect(await getProductForPage(database.db, { id, locale: 'zh', now: t0 + 1_000 })).toEqual(await getProduct(database.db, { id, locale: 'zh' }))
	})

	test('a SKU withdrawn since the product was kept reads the whole product again', async () => {
		const id = await untouchedProduct()
		const t0 = Date.UTC(2026, 10, 27, 12)
		const first = await getProductForPage(database.db, { id, locale: 'ar', now: t0 })
		const withdrawn = first!.skus.at(-1)!
		await database.db.update(schema.skus).set({ active: false }).where(eq(schema.skus.id, withdrawn.id))
		const after = await getProductForPage(database.db, { id, locale: 'ar', now: t0 + 1_000 })
		expect(after!.skus.map((sku) => sku.id)).toEqual(first!.skus.slice(0, -1).map((sku) => sku.id))
		expect(after).toEqual(await getProduct(database.db, { id, locale: 'ar' }))
		await database.db.update(schema.skus).set({ active: true }).where(eq(schema.skus.id, withdrawn.id))
	})
})

describe('getProductDescription and getProductGallery', () => {
	test('the description comes in the language asked, else the next language that has one', async () => {
		const id = await productWithPriceRange()
		const texts = await database.db.select().from(schema.productTexts).where(eq(schema.productTexts.productId, id))
		const inLocale = (locale: string) => texts.find((text) => text.locale === locale)!.description
		expect(await getProductDescription(database.db, { id, locale: 'zh' })).toBe(inLocale('zh'))
		await database.db
			.update(schema.productTexts)
			.set({ description: '' })
			.where(and(eq(schema.productTexts.productId, id), eq(schema.productTexts.locale, 'zh')))
		expect(await getProductDescription(database.db, { id, locale: 'zh' })).toBe(inLocale('en'))
		await database.db
			.update(schema.productTexts)
			.set({ description: inLocale('zh') })
			.where(and(eq(schema.productTexts.productId, id), eq(schema.productTexts.locale, 'zh')))
		expect(await getProductDescription(database.db, { id: 'no-such-product', locale: 'ar' })).toBe('')
		// The product page streams the one getProduct read with the product: the same rule.
		expect((await getProduct(database.db, { id, locale: 'zh' }))!.longDescription).toBe(inLocale('zh'))
		await database.db
			.update(schema.productTexts)
			.set({ description: '' })
			.where(and(eq(schema.productTexts.productId, id), eq(schema.productTexts.locale, 'zh')))
		expect((await getProduct(database.db, { id, locale: 'zh' }))!.longDescription).toBe(inLocale('en'))
		await database.db
			.update(schema.productTexts)
			.set({ description: inLocale('zh') })
			.where(and(eq(schema.productTexts.productId, id), eq(schema.productTexts.locale, 'zh')))
	})

	test('the gallery lists the pictures in order with the title, for active products only', async () => {
		const id = await productWithPriceRange()
		const gallery = await getProductGallery(database.db, { id, locale: 'en' })
		const product = await getProduct(database.db, { id, locale: 'en' })
		expect(gallery).toEqual({ id, title: product!.title, images: product!.images })
		await database.db.update(schema.products).set({ status: 'archived' }).where(eq(schema.products.id, id))
		expect(await getProductGallery(database.db, { id, locale: 'en' })).toBeNull()
		await database.db.update(schema.products).set({ status: 'active' }).where(eq(schema.products.id, id))
	})
})

describe('syncProductDerivedColumns', () => {
	test('agrees with the seeded prices and follows a SKU price change', async () => {
		const columns = {
			id: schema.products.id,
			price: schema.products.price,
			promotionPrice: schema.products.promotionPrice,
			minPrice: schema.products.minPrice,
			maxPrice: schema.products.maxPrice,
			stock: schema.products.stock,
		}
		const before = await database.db.select(columns).from(schema.products).orderBy(schema.products.id)
		await syncProductDerivedColumns(database.db)
		expect(await database.db.select(columns).from(schema.products).orderBy(schema.products.id)).toEqual(before)

		const id = await productWithPriceRange()
		const [sku] = await database.db.select().from(schema.skus).where(eq(schema.skus.productId, id)).limit(1)
		await database.db.update(schema.skus).set({ price: 250, promotionPrice: null, stock: 0 }).where(eq(schema.skus.id, sku!.id))
		await syncProductDerivedColumns(database.db, [id])
		const [after] = await database.db.select(columns).from(schema.products).where(eq(schema.products.id, id))
		expect(after!.minPrice).toBe(250)
		expect(after!.price).toBe(250)
		expect(after!.promotionPrice).toBeNull()
	})
})

test('helpers', () => {
	expect(textFallbackChain('ckb')).toEqual(['ckb', 'en', 'ar'])
	expect(textFallbackChain('en')).toEqual(['en', 'ar'])
	expect(textFallbackChain('ar')).toEqual(['ar', 'en'])
	expect(discountPercent(10_000, 7_450)).toBe(26)
	expect(discountPercent(10_000, null)).toBe(0)
	expect(discountPercent(10_000, 12_000)).toBe(0)
})
