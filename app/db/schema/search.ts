import { customType, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns.ts'
import { products } from './catalog.ts'
import { users } from './accounts.ts'

const tsvector = customType<{ data: string }>({
	dataType() {
		return 'tsvector'
	},
})

/**
 * What text search reads for one product, rebuilt by the search module whenever a product's texts or SKUs
 * change. `document` is every title (all four languages), the product code and the SKU attribute values,
 * normalised (Arabic letter variants folded, tashkeel removed, Chinese runs split into bigrams); `vector` is
 * the same text as a `simple` tsvector for exact and prefix matches, and the trigram index on `document`
 * answers misspellings and substrings.
 */
export const productSearchDocuments = pgTable(
	'product_search_documents',
	{
		productId: text('product_id')
			.primaryKey()
			.references(() => products.id, { onDelete: 'cascade' }),
		document: text('document').notNull(),
		vector: tsvector('vector').notNull(),
		...timestamps(),
	},
	(t) => [
		index('product_search_documents_vector_idx').using('gin', t.vector),
		index('product_search_documents_document_trgm_idx').using('gin', t.document.op('gin_trgm_ops')),
	],
)

/** A signed-in buyer's recent searches; saving the same query again moves it to the top. */
export const searchHistory = pgTable(
	'search_history',
	{
		id: id(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		query: text('query').notNull(),
		/** The query normalised as search reads it, so "كوب" and "كوپ" are one entry. */
		normalizedQuery: text('normalized_query').notNull(),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('search_history_user_query_unique').on(t.userId, t.normalizedQuery),
		index('search_history_user_updated_idx').on(t.userId, t.updatedAt.desc()),
	],
)
