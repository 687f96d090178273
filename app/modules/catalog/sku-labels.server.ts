import { and, asc, eq, inArray } from 'drizzle-orm'
import { type Db, type DbTransaction } from '#app/db/client.server.ts'
import { attributes, attributeValues, attributeValueTexts, skuAttributes } from '#app/db/schema/index.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { textFallbackChain } from './catalog.server.ts'

/** Between the values of a SKU label: "أحمر / XL". */
export const SKU_LABEL_SEPARATOR = ' / '

/**
 * What a buyer reads for each SKU (cart lines, checkout, order lines): its attribute values in `locale`
 * (fallback chain → the original value), in the attributes' display order (`attributes.sort`, as the product
 * page lists them, then key), e.g. "Red / XL". A SKU without attributes gets ''.
 */
export async function getSkuLabels(db: Db | DbTransaction, skuIds: readonly string[], locale: Locale): Promise<Map<string, string>> {
	const ids = [...new Set(skuIds)]
	const labels = new Map<string, string>(ids.map((id) => [id, '']))
	if (ids.length === 0) return labels
	const chain = textFallbackChain(locale)
	const rows = await db
		.select({ skuId: skuAttributes.skuId, valueId: attributeValues.id, original: attributeValues.originalValue })
		.from(skuAttributes)
		.innerJoin(attributes, eq(attributes.id, skuAttributes.attributeId))
		.innerJoin(attributeValues, eq(attributeValues.id, skuAttributes.valueId))
		.where(inArray(skuAttributes.skuId, ids))
		.orderBy(asc(attributes.sort), asc(attributes.key))
	if (rows.length === 0) return labels
	const valueIds = [...new Set(rows.map((row) => row.valueId))]
	const texts = await db
		.select({ valueId: attributeValueTexts.valueId, locale: attributeValueTexts.locale, value: attributeValueTexts.value })
		.from(attributeValueTexts)
		.where(and(inArray(attributeValueTexts.valueId, valueIds), inArray(attributeValueTexts.locale, chain)))
	const named = (valueId: string, original: string) => {
		for (const wanted of chain) {
			const text = texts.find((row) => row.valueId === valueId && row.locale === wanted)
			if (text) return text.value
		}
		return original
	}
	const parts = new Map<string, string[]>()
	for (const row of rows) parts.set(row.skuId, [...(parts.get(row.skuId) ?? []), named(row.valueId, row.original)])
	for (const [skuId, values] of parts) labels.set(skuId, values.join(SKU_LABEL_SEPARATOR))
	return labels
}
