import { type AnyColumn, and, asc, eq, gt, type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '#app/db/client.server.ts'
import {
	attributeValues,
	attributeValueTexts,
	categories,
	categoryTexts,
	products,
	productSearchDocuments,
	productTexts,
	seedRuns,
	skuAttributes,
	skus,
} from '#app/db/schema/index.ts'
import { documentTokens } from './normalize.ts'
import { CATEGORY_MARK, quoteLexeme } from './search-query.ts'

/**
 * Bump when the way documents are built changes (normalisation, tokens, weights): the next
 * `ensureSearchDocuments` then rebuilds every document once.
 */
export const SEARCH_DOCUMENT_VERSION = 2
/** The `seed_runs` row that records which document version the table holds. */
export const SEARCH_DOCUMENTS_MARKER = 'search-documents'
/** Statistics detail for the document vectors (see analyzeSearchTables). */
export const SEARCH_STATISTICS_TARGET = 1000
/** Products read and written per round trip while rebuilding. */
const REBUILD_BATCH_SIZE = 1000

/*
 * A product's document is made of:
 *   - its titles in every language, the supplier's original title and the product code;
 *   - its active SKUs' attribute values in every language (colours, sizes, capacities);
 *   - the names of its category and the category's parents, in every language.
 * `vector` holds the tokens of the first two as lexemes, and the category tokens marked with
 * CATEGORY_MARK ("#shoes"), so a query can ask for a word in titles only, or in titles or category names,
 * and every question is answered by the GIN index alone (tsvector weights would need the row rechecked).
 * `document` is every token once, space-separated, for the trigram index (misspellings).
 *
 * The tokens come from `documentTokens` (normalize.ts) and are written as a tsvector literal rather than
 * through `to_tsvector`: PostgreSQL's text parser would re-split some of them ("kt-2204" → "kt", "-2204"),
 * while queries are built from the same JavaScript tokens, so both sides agree on every database.
 */

/** `'kettle' 'red' '#kitchen' …`: product tokens, then category tokens with their mark. */
export function tsvectorLiteral(productTokens: readonly string[], categoryTokens: readonly string[]): string {
	const lexemes = new Set([...productTokens, ...categoryTokens.map((token) => `${CATEGORY_MARK}${token}`)])
	return [...lexemes].map(quoteLexeme).join(' ')
}

type Lookup = {
	/** Attribute value id → the tokens of every spelling of it (original and translations). */
	valueTokens: Map<string, string[]>
	/** Category id → the tokens of its names and its ancestors' names, in every language. */
	categoryTokens: Map<string, string[]>
}

/** Tokens of several texts, each once, in order. */
function uniqueTokens(texts: readonly string[]): string[] {
	const out = new Set<string>()
	for (const text of texts) for (const token of documentTokens(text)) out.add(token)
	return [...out]
}

/** Attribute values and categories are shared by many products: tokenised once per rebuild. */
async function loadLookup(db: Db): Promise<Lookup> {
	const [valueRows, valueTextRows, categoryRows, categoryTextRows] = await Promise.all([
		db.select({ id: attributeValues.id, original: attributeValues.originalValue }).from(attributeValues),
		db.select({ id: attributeValueTexts.valueId, value: attributeValueTexts.value }).from(attributeValueTexts),
		db.select({ id: categories.id, parentId: categories.parentId }).from(categories),
		db.select({ id: categoryTexts.categoryId, name: categoryTexts.name }).from(categoryTexts),
	])
	const valueTexts = new Map<string, string[]>()
	for (const row of valueRows) valueTexts.set(row.id, [row.original])
	for (const row of valueTextRows) valueTexts.get(row.id)?.push(row.value)
	const valueTokens = new Map([...valueTexts].map(([id, texts]) => [id, uniqueTokens(texts)]))

	const ownNames = new Map<string, string[]>()
	for (const row of categoryTextRows) ownNames.set(row.id, [...(ownNames.get(row.id) ?? []), row.name])
	const parentOf = new Map(categoryRows.map((row) => [row.id, row.parentId]))
	const categoryTokens = new Map<string, string[]>()
	for (const row of categoryRows) {
		const names: string[] = []
		const seen = new Set<string>()
		for (let id: string | null | undefined = row.id; id && !seen.has(id); id = parentOf.get(id)) {
			seen.add(id)
			names.push(...(ownNames.get(id) ?? []))
		}
		categoryTokens.set(row.id, uniqueTokens(names))
	}
	return { valueTokens, categoryTokens }
}

export type SearchDocument = { productId: string; document: string; vector: string }

/** `column in (…ids)` with the ids as one JSON parameter, however many there are. */
function inIds(column: SQL | AnyColumn, ids: readonly string[]) {
	return sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`
}

/** The documents of these products, from their current titles, SKUs and category (no writes). */
export async function buildSearchDocuments(db: Db, productIds: readonly string[], lookup?: Lookup): Promise<SearchDocument[]> {
	if (productIds.length === 0) return []
	const [{ valueTokens, categoryTokens }, productRows, titleRows, valueLinks] = await Promise.all([
		lookup ?? loadLookup(db),
		db
			.select({ id: products.id, code: products.code, originalTitle: products.originalTitle, categoryId: products.categoryId })
			.from(products)
			.where(inIds(products.id, productIds)),
		db.select({ productId: productTexts.productId, title: productTexts.title }).from(productTexts).where(inIds(productTexts.productId, productIds)),
		db
			.selectDistinct({ productId: skus.productId, valueId: skuAttributes.valueId })
			.from(skuAttributes)
			.innerJoin(skus, eq(skus.id, skuAttributes.skuId))
			.where(and(inIds(skus.productId, productIds), eq(skus.active, true))),
	])
	const titlesOf = new Map<string, string[]>()
	for (const row of titleRows) titlesOf.set(row.productId, [...(titlesOf.get(row.productId) ?? []), row.title])
	const valuesOf = new Map<string, string[]>()
	for (const row of valueLinks) valuesOf.set(row.productId, [...(valuesOf.get(row.productId) ?? []), row.valueId])

	return productRows.map((product) => {
		const own = new Set(uniqueTokens([product.code, product.originalTitle, ...(titlesOf.get(product.id) ?? [])]))
		for (const valueId of valuesOf.get(product.id) ?? []) for (const token of valueTokens.get(valueId) ?? []) own.add(token)
		const category = categoryTokens.get(product.categoryId) ?? []
		return {
			productId: product.id,
			document: [...new Set([...own, ...category])].join(' '),
			vector: tsvectorLiteral([...own], category),
		}
	})
}

async function writeSearchDocuments(db: Db, documents: SearchDocument[]) {
	if (documents.length === 0) return
	// One statement per batch: the rows travel as one JSON parameter (the same on PGlite and node-postgres).
	await db.execute(sql`
		insert into ${productSearchDocuments} (product_id, document, vector, created_at, updated_at)
		select t."productId", t.document, t.vector::tsvector, now(), now()
		from jsonb_to_recordset(${JSON.stringify(documents)}::jsonb) as t("productId" text, document text, vector text)
		where exists (select 1 from ${products} where ${products.id} = t."productId")
		on conflict (product_id) do update set document = excluded.document, vector = excluded.vector, updated_at = now()
	`)
}

/**
 * Rebuild the search documents of `productIds` (every product when omitted), in batches of 1,000 products:
 * three reads and one write per batch.
 * Call after a product's texts, SKUs, attribute values or category change.
 */
export async function rebuildSearchDocuments(db: Db, productIds?: readonly string[]): Promise<{ documents: number }> {
	if (productIds && productIds.length === 0) return { documents: 0 }
	const lookup = await loadLookup(db)
	let written = 0
	if (productIds) {
		const unique = [...new Set(productIds)]
		for (let start = 0; start < unique.length; start += REBUILD_BATCH_SIZE) {
			const documents = await buildSearchDocuments(db, unique.slice(start, start + REBUILD_BATCH_SIZE), lookup)
			await writeSearchDocuments(db, documents)
			written += documents.length
		}
		return { documents: written }
	}
	let after = ''
	for (;;) {
		const batch = await db
			.select({ id: products.id })
			.from(products)
			.where(gt(products.id, after))
			.orderBy(asc(products.id))
			.limit(REBUILD_BATCH_SIZE)
		if (batch.length === 0) break
		const documents = await buildSearchDocuments(
			db,
			batch.map((row) => row.id),
			lookup,
		)
		await writeSearchDocuments(db, documents)
		written += documents.length
		after = batch.at(-1)!.id
	}
	return { documents: written }
}

/**
 * Fresh planner statistics after many documents changed: search picks its plan from the estimated number
 * of matches (PostgreSQL's autovacuum would get there eventually; embedded PGlite has no autovacuum).
 */
export async function analyzeSearchTables(db: Db) {
	await db.transaction(async (tx) => {
		// Ten times the default detail for the documents: the statistics then list the ~10,000 most common
		// words with their frequencies, which search reads to plan queries and to correct misspellings.
		await tx.execute(sql`set local default_statistics_target = ${sql.raw(String(SEARCH_STATISTICS_TARGET))}`)
		await tx.execute(sql`analyze ${productSearchDocuments}`)
	})
	await db.execute(sql`analyze ${products}`)
}

/**
 * Make sure every product has an up-to-date document: rebuilds everything when the table was built by an
 * older version of the rules (or never), otherwise only the products that have no document or changed
 * after theirs was written. Cheap when nothing is missing; safe to call on every start-up.
 */
export async function ensureSearchDocuments(db: Db): Promise<{ rebuilt: 'all' | 'stale' | 'none'; documents: number }> {
	const [marker] = await db.select({ version: seedRuns.version }).from(seedRuns).where(eq(seedRuns.name, SEARCH_DOCUMENTS_MARKER))
	if (marker?.version !== SEARCH_DOCUMENT_VERSION) {
		const { documents } = await rebuildSearchDocuments(db)
		await analyzeSearchTables(db)
		await db
			.insert(seedRuns)
			.values({ name: SEARCH_DOCUMENTS_MARKER, version: SEARCH_DOCUMENT_VERSION })
			.onConflictDoUpdate({ target: seedRuns.name, set: { version: SEARCH_DOCUMENT_VERSION, updatedAt: new Date() } })
		return { rebuilt: 'all', documents }
	}
	const stale = await queryRows<{ id: string }>(
		db,
		sql`
			select p.id from ${products} p
			left join ${productSearchDocuments} d on d.product_id = p.id
			where d.product_id is null
				or d.updated_at < p.updated_at
				or exists (select 1 from ${productTexts} t where t.product_id = p.id and t.updated_at > d.updated_at)
		`,
	)
	if (stale.length === 0) return { rebuilt: 'none', documents: 0 }
	const { documents } = await rebuildSearchDocuments(
		db,
		stale.map((row) => row.id),
	)
	await analyzeSearchTables(db)
	return { rebuilt: 'stale', documents }
}
