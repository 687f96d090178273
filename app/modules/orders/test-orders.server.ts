import { eq } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { categories, exchangeRates, pickupStores, products, productTexts, regions, skus, users } from '#app/db/schema/index.ts'
import { createAddress } from '#app/modules/addresses/addresses.server.ts'
import { seedRegions } from '#app/modules/addresses/regions.server.ts'
import { DELIVERY_MODE_ADDRESS, DELIVERY_MODE_PICKUP } from '#app/modules/addresses/schema.ts'
import { syncProductDerivedColumns } from '#app/modules/catalog/catalog.server.ts'

/**
 * For order, payment and staff tests: a product with SKUs of known stock and price, an exchange rate, the
 * regions and pickup stores, and buyers with an address book — without the demo seed's pictures.
 */
export async function createOrderShop(
	db: Db,
	{ skuStocks = [10, 10], price = 5_000, minOrderQty = 1 }: { skuStocks?: number[]; price?: number; minOrderQty?: number } = {},
) {
	await seedRegions(db)
	await db.insert(exchangeRates).values({ baseCurrency: 'USD', quoteCurrency: 'IQD', rate: 1310, effectiveAt: new Date('2020-01-01T00:00:00Z') })
	const tag = crypto.randomUUID().slice(0, 8)
	const [category] = await db
		.insert(categories)
		.values({ slug: `orders-${tag}` })
		.returning({ id: categories.id })
	const [product] = await db
		.insert(products)
		.values({
			categoryId: category!.id,
			code: `O-${tag}`,
			originalTitle: '保温杯',
			price,
			minPrice: price,
			maxPrice: price,
			minOrderQty,
			weightGrams: 400,
			volumeCm3: 1_500,
		})
		.returning({ id: products.id })
	await db.insert(productTexts).values([
		{ productId: product!.id, locale: 'ar', title: 'كوب حراري' },
		{ productId: product!.id, locale: 'en', title: 'Thermal cup' },
	])
	const skuRows = await db
		.insert(skus)
		.values(
			skuStocks.map((stock, index) => ({ productId: product!.id, code: `O-${tag}-${index + 1}`, price: price + index * 1_000, stock, sort: index })),
		)
		.returning({ id: skus.id, price: skus.price })
	await syncProductDerivedColumns(db, [product!.id])
	return { productId: product!.id, skuIds: skuRows.map((row) => row.id), prices: skuRows.map((row) => row.price) }
}

let buyerCounter = 0

/** A buyer with one default delivery address in Baghdad (and, with `pickup`, a second one at a store). */
export async function createOrderBuyer(db: Db, { pickup = false }: { pickup?: boolean } = {}) {
	buyerCounter += 1
	const phone =
		`+96478${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 10_000).padStart(4, '0')}${String(buyerCounter).padStart(3, '0')}`.slice(
			0,
			16,
		)
	const [user] = await db.insert(users).values({ phone, firstName: 'Ali' }).returning({ id: users.id })
	const code = (value: string) =>
		db
			.select({ id: regions.id })
			.from(regions)
			.where(eq(regions.code, value))
			.then((rows) => rows[0]!.id)
	const [country, province] = await Promise.all([code('IQ'), code('IQ-BG')])
	const [city] = await db.select({ id: regions.id }).from(regions).where(eq(regions.parentId, province)).limit(1)
	const address = await createAddress(db, user!.id, {
		deliveryMode: DELIVERY_MODE_ADDRESS,
		fullName: 'Ali Hassan',
		phone: '07701234567',
		countryId: country,
		provinceId: province,
		cityId: city!.id,
		postcode: '10001',
		addressLine: 'Karrada, street 62, house 14',
		isDefault: true,
	})
	let pickupAddressId: string | null = null
	if (pickup) {
		const [store] = await db.select({ id: pickupStores.id }).from(pickupStores).limit(1)
		pickupAddressId = (
			await createAddress(db, user!.id, {
				deliveryMode: DELIVERY_MODE_PICKUP,
				fullName: 'Ali Hassan',
				phone: '07701234567',
				pickupStoreId: store!.id,
				isDefault: false,
			})
		).id
	}
	return { userId: user!.id, addressId: address.id, pickupAddressId }
}
