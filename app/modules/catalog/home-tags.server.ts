import { and, asc, eq, inArray } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { products, productTagItems, productTags, productTagTexts } from '#app/db/schema/index.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { productSummaryColumns, type ProductSummary, textFallbackChain, toProductSummary } from './catalog.server.ts'

/** Products shown on one home shelf (spec: tags/productList). */
export const HOME_TAG_PRODUCTS = 12

export type HomeTag = { id: string; slug: string; name: string; products: ProductSummary[] }

/** The active home shelves in order, each with its name in `locale` and its first products (active only). */
export async function listHomeTags(db: Db, locale: Locale): Promise<HomeTag[]> {
	const tags = await db
		.select({ id: productTags.id, slug: productTags.slug })
		.from(productTags)
		.where(eq(productTags.active, true))
		.orderBy(asc(productTags.sort), asc(productTags.id))
	if (tags.length === 0) return []
	const tagIds = tags.map((tag) => tag.id)

	const texts = await db
		.select({ tagId: productTagTexts.tagId, locale: productTagTexts.locale, name: productTagTexts.name })
		.from(productTagTexts)
		.where(inArray(productTagTexts.tagId, tagIds))
	const chain = textFallbackChain(locale)
	const nameOf = (tagId: string, slug: string) => {
		for (const candidate of chain) {
			const text = texts.find((row) => row.tagId === tagId && row.locale === candidate)
			if (text) return text.name
		}
		return slug
	}

	const { columns, joins } = productSummaryColumns(locale)
	let query = db
		.select({ ...columns, tagId: productTagItems.tagId, sort: productTagItems.sort })
		.from(productTagItems)
		.innerJoin(products, eq(products.id, productTagItems.productId))
		.$dynamic()
	for (const join of joins) query = query.leftJoin(join.table, join.on)
	const rows = await query
		.where(and(inArray(productTagItems.tagId, tagIds), eq(products.status, 'active')))
		.orderBy(asc(productTagItems.tagId), asc(productTagItems.sort))

	return tags
		.map((tag) => ({
			id: tag.id,
			slug: tag.slug,
			name: nameOf(tag.id, tag.slug),
			products: rows
				.filter((row) => row.tagId === tag.id)
				.slice(0, HOME_TAG_PRODUCTS)
				.map(({ tagId: _tagId, sort: _sort, ...row }) => toProductSummary(row)),
		}))
		.filter((tag) => tag.products.length > 0)
}
