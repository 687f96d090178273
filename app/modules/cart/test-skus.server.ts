import { type Db } from '#app/db/client.server.ts'
import {
	attributes,
	attributeTexts,
	attributeValues,
	attributeValueTexts,
	categories,
	products,
	productTexts,
	skuAttributes,
	skus,
} from '#app/db/schema/index.ts'

/**
 * For the cart and trade-flow tests: one product titled in Arabic and English with SKUs of a colour attribute
 * (values named in Arabic and English), at the given prices and stock. Codes and keys are unique per call.
 */
export async function createSkuProduct(
	db: Db,
	{
		minOrderQty = 1,
		status = 'active',
		skus: wanted = [{ price: 5_000, stock: 20 }],
	}: {
		minOrderQty?: number
		status?: 'active' | 'archived' | 'draft'
		skus?: Array<{ price: number; promotionPrice?: number | null; stock: number; colour?: { ar: string; en: string } }>
	} = {},
) {
	const tag = crypto.randomUUID().slice(0, 8)
	const [category] = await db
		.insert(categories)
		.values({ slug: `cart-${tag}` })
		.returning({ id: categories.id })
	if (!category) throw new Error('no category')
	const prices = wanted.map((sku) => sku.promotionPrice ?? sku.price)
	const [product] = await db
		.insert(products)
		.values({
			categoryId: category.id,
			code: `C-${tag}`,
			originalTitle: `产品 ${tag}`,
			status,
			price: Math.min(...wanted.map((sku) => sku.price)),
			minPrice: Math.min(...prices),
			maxPrice: Math.max(...prices),
			minOrderQty,
			stock: wanted.reduce((sum, sku) => sum + sku.stock, 0),
		})
		.returning({ id: products.id })
	if (!product) throw new Error('no product')
	await db.insert(productTexts).values([
		{ productId: product.id, locale: 'ar', title: `حقيبة ${tag}` },
		{ productId: product.id, locale: 'en', title: `Bag ${tag}` },
	])
	const [attribute] = await db
		.insert(attributes)
		.values({ key: `colour-${tag}`, originalName: '颜色' })
		.returning({ id: attributes.id })
	if (!attribute) throw new Error('no attribute')
	await db.insert(attributeTexts).values([
		{ attributeId: attribute.id, locale: 'ar', name: 'اللون' },
		{ attributeId: attribute.id, locale: 'en', name: 'Colour' },
	])
	const skuIds: string[] = []
	for (const [index, sku] of wanted.entries()) {
		const colour = sku.colour ?? { ar: `لون ${index + 1}`, en: `Colour ${index + 1}` }
		const [value] = await db
			.insert(attributeValues)
			.values({ attributeId: attribute.id, key: `c${index}`, originalValue: `色 ${index + 1}`, sort: index })
			.returning({ id: attributeValues.id })
		if (!value) throw new Error('no value')
		await db.insert(attributeValueTexts).values([
			{ valueId: value.id, locale: 'ar', value: colour.ar },
			{ valueId: value.id, locale: 'en', value: colour.en },
		])
		const [row] = await db
			.insert(skus)
			.values({
				productId: product.id,
				code: `C-${tag}-${index}`,
				price: sku.price,
				promotionPrice: sku.promotionPrice ?? null,
				stock: sku.stock,
				sort: index,
			})
			.returning({ id: skus.id })
		if (!row) throw new Error('no sku')
		await db.insert(skuAttributes).values({ skuId: row.id, attributeId: attribute.id, valueId: value.id })
		skuIds.push(row.id)
	}
	return { productId: product.id, skuIds, tag }
}

/** The `index`-th SKU id; fails loudly when there are fewer. */
export function skuAt(skuIds: readonly string[], index: number): string {
	const id = skuIds[index]
	if (!id) throw new Error(`no sku ${index}`)
	return id
}
