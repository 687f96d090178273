import { type Db } from '#app/db/client.server.ts'
import { categories, products, productTexts, users } from '#app/db/schema/index.ts'

/**
 * For the favourites and history tests: a small shop (one category, products titled in Arabic and English)
 * and buyers, without the demo seed's pictures.
 */
export async function createTestShop(db: Db, { productCount = 6 }: { productCount?: number } = {}) {
	const [category] = await db
		.insert(categories)
		.values({ slug: `test-${crypto.randomUUID().slice(0, 8)}` })
		.returning({ id: categories.id })
	if (!category) throw new Error('no category')
	const rows = await db
		.insert(products)
		.values(
			Array.from({ length: productCount }, (_, index) => ({
				categoryId: category.id,
				code: `T-${index + 1}`,
				originalTitle: `产品 ${index + 1}`,
				price: 1000 * (index + 1),
				minPrice: 1000 * (index + 1),
				maxPrice: 1000 * (index + 1),
				stock: 50,
			})),
		)
		.returning({ id: products.id, code: products.code })
	await db.insert(productTexts).values(
		rows.flatMap((row, index) => [
			{ productId: row.id, locale: 'ar' as const, title: `منتج ${index + 1}` },
			{ productId: row.id, locale: 'en' as const, title: `Product ${index + 1}` },
		]),
	)
	return { categoryId: category.id, productIds: rows.map((row) => row.id) }
}

let buyerCounter = 0

export async function createBuyer(db: Db) {
	buyerCounter += 1
	const phone = `+964771${String(Date.now() % 10_000).padStart(4, '0')}${String(buyerCounter).padStart(3, '0')}`
	const [user] = await db.insert(users).values({ phone }).returning({ id: users.id })
	if (!user) throw new Error('no user')
	return user.id
}

/** The id of the `index`-th product of a test shop; fails loudly when the shop is smaller. */
export function productAt(productIds: readonly string[], index: number): string {
	const id = productIds[index]
	if (!id) throw new Error(`no product ${index}`)
	return id
}
