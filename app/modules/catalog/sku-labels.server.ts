import { inArray, type SQL, sql, type SQLWrapper } from 'drizzle-orm'
import { type Db, type DbTransaction } from '#app/db/client.server.ts'
import { attributes, attributeValues, attributeValueTexts, skuAttributes, skus } from '#app/db/schema/index.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { textFallbackChain } from './catalog.server.ts'

/** Between the values of a SKU label: "أحمر / XL". */
export const SKU_LABEL_SEPARATOR = ' / '

/**
 * The label of the SKU in `skuId` (a column or a value) as one SQL expression, for a query that reads SKUs
 * anyway (one round trip instead of two more): its attribute values in `locale` (fallback chain → the
 * original value), in the attributes' display order (`attributes.sort`, then key), joined with
 * SKU_LABEL_SEPARATOR; '' for a SKU without attributes.
 */
export function skuLabelSql(skuId: SQLWrapper, locale: Locale): SQL<string> {
	const names = textFallbackChain(locale).map(
		(wanted) =>
			sql`(select ${attributeValueTexts.value} from ${attributeValueTexts} where ${attributeValueTexts.valueId} = ${attributeValues.id} and ${attributeValueTexts.locale} = ${wanted})`,
	)
	// Nested, so that a single-table select (which drizzle writes with bare column names) keeps these qualified.
	const values = sql`select string_agg(coalesce(${sql.join(names, sql`, `)}, ${attributeValues.originalValue}), ${SKU_LABEL_SEPARATOR} order by ${attributes.sort}, ${attributes.key}) from ${skuAttributes} inner join ${attributes} on ${attributes.id} = ${skuAttributes.attributeId} inner join ${attributeValues} on ${attributeValues.id} = ${skuAttributes.valueId} where ${skuAttributes.skuId} = ${skuId}`
	return sql<string>`coalesce((${values}), '')`
}

/**
 * The label of the SKU in `skuId` with every value in `locale` itself (no fallback), or null when a value has
 * no text in that language or the SKU has no attributes: for the order lines, whose saved label wins then.
 */
export function skuLabelInSql(skuId: SQLWrapper, locale: Locale): SQL<string | null> {
	const value = sql`(select ${attributeValueTexts.value} from ${attributeValueTexts} where ${attributeValueTexts.valueId} = ${attributeValues.id} and ${attributeValueTexts.locale} = ${locale})`
	return sql<
		string | null
	>`(select case when bool_and(${value} is not null) then string_agg(${value}, ${SKU_LABEL_SEPARATOR} order by ${attributes.sort}, ${attributes.key}) end from ${skuAttributes} inner join ${attributes} on ${attributes.id} = ${skuAttributes.attributeId} inner join ${attributeValues} on ${attributeValues.id} = ${skuAttributes.valueId} where ${skuAttributes.skuId} = ${skuId})`
}

/**
 * What a buyer reads for each SKU (cart lines, checkout, order lines): its attribute values in `locale`
 * (fallback chain → the original value), in the attributes' display order (`attributes.sort`, as the product
 * page lists them, then key), e.g. "Red / XL". A SKU without attributes gets '' (so does an unknown id).
 */
export async function getSkuLabels(db: Db | DbTransaction, skuIds: readonly string[], locale: Locale): Promise<Map<string, string>> {
	const ids = [...new Set(skuIds)]
	const labels = new Map<string, string>(ids.map((id) => [id, '']))
	if (ids.length === 0) return labels
	const rows = await db
		.select({ skuId: skus.id, label: skuLabelSql(skus.id, locale) })
		.from(skus)
		.where(inArray(skus.id, ids))
	for (const row of rows) labels.set(row.skuId, row.label)
	return labels
}
