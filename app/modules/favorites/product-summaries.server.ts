import { and, inArray, ne } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { products } from '#app/db/schema/index.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { productSummaryColumns, type ProductSummary, toProductSummary } from '#app/modules/catalog/catalog.server.ts'

/** A visitor's device asks for at most this many product cards at once. */
export const MAX_SUMMARY_IDS = 100

/**
 * Product cards for ids a device remembers (a visitor's favourites and history), in the order asked, named in
 * `locale`. Unknown ids and products that are not on show are left out.
 */
export async function getProductSummaries(db: Db, { ids, locale }: { ids: readonly string[]; locale: Locale }): Promise<ProductSummary[]> {
	const wanted = [...new Set(ids)].slice(0, MAX_SUMMARY_IDS)
	if (wanted.length === 0) return []
	const { columns, joins } = productSummaryColumns(locale)
	let query = db.select(columns).from(products).$dynamic()
	for (const join of joins) query = query.leftJoin(join.table, join.on)
	const rows = await query.where(and(inArray(products.id, wanted), ne(products.status, 'draft')))
	const byId = new Map(rows.map((row) => [row.id, toProductSummary(row)]))
	return wanted.flatMap((id) => byId.get(id) ?? [])
}
