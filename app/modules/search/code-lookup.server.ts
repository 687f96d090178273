import { and, eq, sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { products, skus } from '#app/db/schema/index.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { productSummaryColumns, type ProductSummary, toProductSummary } from '#app/modules/catalog/catalog.server.ts'

/**
 * Looking a product up by its number (the app's keywordSNSearch): the code printed for buyers and staff on a product
 * (KT-2204) or on one of its SKUs, typed or scanned. Only an exact code finds anything (case, spaces around and a
 * full-width form aside); a listed product only, as search lists them. Anything looser is keywordSearch's work,
 * which also matches codes as words.
 */

export const MAX_CODE_LENGTH = 64

/** The code as typed: NFKC (full-width ＫＴ－２２０４ is KT-2204), trimmed, upper case; null when it cannot be one. */
export function normalizeProductCode(input: string): string | null {
	const code = input.normalize('NFKC').trim().toUpperCase()
	return code.length > 0 && code.length <= MAX_CODE_LENGTH && !/\s/.test(code) ? code : null
}

/** The listed product whose code, or one of whose active SKUs' code, is `code`; with that SKU's id when it was a SKU's. */
export async function findProductByCode(
	db: Db,
	{ code, locale }: { code: string; locale: Locale },
): Promise<{ product: ProductSummary; skuId: string | null } | null> {
	const wanted = normalizeProductCode(code)
	if (!wanted) return null
	let productId: string | null = null
	let skuId: string | null = null
	const [byProduct] = await db
		.select({ id: products.id })
		.from(products)
		.where(and(sql`upper(${products.code}) = ${wanted}`, eq(products.status, 'active')))
		.limit(1)
	if (byProduct) productId = byProduct.id
	else {
		const [bySku] = await db
			.select({ id: skus.id, productId: skus.productId })
			.from(skus)
			.innerJoin(products, eq(products.id, skus.productId))
			.where(and(sql`upper(${skus.code}) = ${wanted}`, eq(skus.active, true), eq(products.status, 'active')))
			.limit(1)
		if (!bySku) return null
		productId = bySku.productId
		skuId = bySku.id
	}
	const { columns, joins } = productSummaryColumns(locale)
	let query = db.select(columns).from(products).$dynamic()
	for (const join of joins) query = query.leftJoin(join.table, join.on)
	const [row] = await query.where(eq(products.id, productId)).limit(1)
	return row ? { product: toProductSummary(row), skuId } : null
}
