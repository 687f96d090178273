import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { type Db, type DbTransaction } from '#app/db/client.server.ts'
import { inquiryImages, products, quotes, skus } from '#app/db/schema/index.ts'
import { chatFileUrl } from '#app/modules/chat/chat-view.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { mediaUrl, productSummaryColumns } from '#app/modules/catalog/catalog.server.ts'
import { getSkuLabels } from '#app/modules/catalog/sku-labels.server.ts'
import { type QuoteCardView, quoteStatusAt } from './quote-view.ts'

/**
 * Quotes as cards: the item's name and picture in the reader's language (the catalogue product's, or the sourced
 * product the quote made), the SKU's values, the quoted terms and the status now. Read by the chat's timeline
 * (chat.server.ts), the quote page and the staff side panel; it writes nothing, so the chat can import it.
 */
export async function readQuoteCards(db: Db | DbTransaction, where: SQL | undefined, locale: Locale, { now = new Date(), limit = 50 } = {}) {
	const { columns, joins } = productSummaryColumns(locale)
	let query = db
		.select({
			id: quotes.id,
			buyerId: quotes.buyerId,
			conversationId: quotes.conversationId,
			status: quotes.status,
			custom: quotes.custom,
			skuId: quotes.skuId,
			title: columns.title,
			productImageKey: columns.imageKey,
			skuImageKey: skus.imageKey,
			// A custom item has no catalogue picture: the sourcing request's first photo stands for it.
			requestImageKey: sql<
				string | null
			>`(select photo.storage_key from ${inquiryImages} photo where photo.inquiry_id = ${quotes.inquiryId} and photo.deleted_at is null order by photo.sort, photo.created_at limit 1)`,
			specification: quotes.specification,
			unitPrice: quotes.unitPrice,
			minQuantity: quotes.minQuantity,
			leadTimeDays: quotes.leadTimeDays,
			freightEstimate: quotes.freightEstimate,
			validUntil: quotes.validUntil,
			orderId: quotes.orderId,
			createdAt: quotes.createdAt,
		})
		.from(quotes)
		.innerJoin(products, eq(products.id, quotes.productId))
		.innerJoin(skus, eq(skus.id, quotes.skuId))
		.$dynamic()
	for (const join of joins) query = query.leftJoin(join.table, join.on)
	const rows = await query.where(where).orderBy(desc(quotes.createdAt), desc(quotes.id)).limit(limit)
	const labels = await getSkuLabels(db, [...new Set(rows.map((row) => row.skuId))], locale)
	return rows.map((row) => ({
		buyerId: row.buyerId,
		conversationId: row.conversationId,
		createdAt: row.createdAt,
		card: {
			id: row.id,
			status: quoteStatusAt(row, now),
			custom: row.custom,
			title: row.title,
			skuLabel: labels.get(row.skuId) ?? '',
			imageUrl: mediaUrl(row.skuImageKey ?? row.productImageKey) ?? (row.requestImageKey ? chatFileUrl(row.requestImageKey) : null),
			specification: row.specification,
			unitPrice: row.unitPrice,
			minQuantity: row.minQuantity,
			leadTimeDays: row.leadTimeDays,
			freightEstimate: row.freightEstimate,
			validUntil: row.validUntil.toISOString(),
			orderId: row.orderId,
		} satisfies QuoteCardView,
	}))
}

/** The chat's quote cards by id. */
export async function getQuoteCards(db: Db, ids: readonly string[], locale: Locale, now = new Date()): Promise<Map<string, QuoteCardView>> {
	if (ids.length === 0) return new Map()
	const rows = await readQuoteCards(db, inArray(quotes.id, [...ids]), locale, { now, limit: ids.length })
	return new Map(rows.map((row) => [row.card.id, row.card]))
}

/** A buyer's latest quotes (the staff side panel). */
export async function listBuyerQuotes(db: Db, { buyerId, locale, limit = 10, now }: { buyerId: string; locale: Locale; limit?: number; now?: Date }) {
	const rows = await readQuoteCards(db, and(eq(quotes.buyerId, buyerId)), locale, { now, limit })
	return rows.map((row) => ({ ...row.card, createdAt: row.createdAt.toISOString() }))
}
