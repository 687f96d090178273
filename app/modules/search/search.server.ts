import { inArray, type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '#app/db/client.server.ts'
import { categories, products, productSearchDocuments } from '#app/db/schema/index.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { MAX_PAGE_SIZE, type ProductSummary, productSummaryColumns, toProductSummary } from '#app/modules/catalog/catalog.server.ts'
import { createTtlCache } from '#app/utils/ttl-cache.ts'
import {
	allTermsQuery,
	atLeastQuery,
	CATEGORY_MARK,
	clipKeyword,
	compoundSplits,
	type LexemeStats,
	pickCorrections,
	type QueryTerm,
	searchTerms,
	type TermAlternative,
} from './search-query.ts'
import { MAX_SEARCH_PAGE, SEARCH_SORTS, type SearchSort } from './search-params.ts'

/** Spec section 9: lists come in pages of 16. */
export const SEARCH_PAGE_SIZE = 16
export { MAX_SEARCH_PAGE, SEARCH_SORTS, type SearchSort }

/**
 * Misspellings. A word that no document has is corrected to the closest of the ~10,000 most common words
 * of the documents (PostgreSQL's statistics, see correctTerm) or, for a rarer word of six letters or more,
 * to a word of the documents that share enough of its trigrams: pg_trgm's `<%` (word similarity) through
 * the trigram index on `document`. Either way only words a typo or two away are taken (search-query.ts).
 * Tuned on the golden set (tests/bench/search-golden.json): at 0.5 one- and two-letter typos in Arabic,
 * Kurdish and English words find their word ("kettel", "سماعت", "بێتل" score 0.57–0.71).
 */
export const TYPO_WORD_SIMILARITY = 0.5
/** Words of those documents at least this similar (trigram similarity) are candidates for the correction. */
export const TYPO_CANDIDATE_SIMILARITY = 0.3
/**
 * Words shorter than this are only corrected from the statistics: their few trigrams are in so many
 * documents that the trigram index would hand over thousands of documents to test.
 */
const TRIGRAM_MIN_LENGTH = 6
/** Documents read for correction candidates (each costs a word-similarity computation). */
const TYPO_CANDIDATE_DOCUMENTS = 20
const CATEGORY_MARK_PATTERN = new RegExp(`^${CATEGORY_MARK}`)
/** At most this many unknown words are corrected in one query. */
const MAX_CORRECTED_TERMS = 3

export type SearchInput = {
	locale: Locale
	keyword: string
	sort?: SearchSort
	categoryId?: string
	minPrice?: number
	maxPrice?: number
	/** 1-based. */
	page?: number
	pageSize?: number
}

/**
 * How the results relate to the keyword, so the page can say so honestly:
 * - `prompt`: nothing to search for (no keyword, no category);
 * - `browse`: no keyword, the products of a category;
 * - `all`: products with every word of the keyword (spelled any of the ways normalisation allows);
 * - `corrected`: products with every word once misspelled words were corrected (see `corrections`);
 * - `partial`: no product has every word; these have most of them;
 * - `none`: nothing matches (including keywords with no letters or digits at all, such as emoji).
 */
export type SearchMatch = 'prompt' | 'browse' | 'all' | 'corrected' | 'partial' | 'none'

export type SearchResult = {
	items: ProductSummary[]
	page: number
	pageSize: number
	hasMore: boolean
	match: SearchMatch
	/** Misspelled words and what they were read as. */
	corrections: Array<{ from: string; to: string }>
	/** The keyword as searched: trimmed and cut to MAX_QUERY_LENGTH characters. */
	keyword: string
}

type Filters = { categoryId?: string; minPrice?: number; maxPrice?: number }
type PageWindow = { limit: number; offset: number }

function hasFilters({ categoryId, minPrice, maxPrice }: Filters) {
	return Boolean(categoryId) || minPrice !== undefined || maxPrice !== undefined
}

/** Conditions every listed product meets: active, in the category or below it, inside the price range. */
function filterConditions({ categoryId, minPrice, maxPrice }: Filters, p: string): SQL {
	const column = (name: string) => sql.raw(`${p}.${name}`)
	const conditions: SQL[] = [sql`${column('status')} = 'active'`]
	if (categoryId) {
		conditions.push(sql`${column('category_id')} in (
			with recursive tree(id) as (
				select ${categories.id} from ${categories} where ${categories.id} = ${categoryId}
				union
				select child.id from ${categories} child join tree on child.parent_id = tree.id
			)
			select id from tree
		)`)
	}
	const [low, high] = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice ? [maxPrice, minPrice] : [minPrice, maxPrice]
	// The price a card shows is the cheapest SKU's, so that is the price the range filters on.
	if (low !== undefined) conditions.push(sql`${column('min_price')} >= ${low}`)
	if (high !== undefined) conditions.push(sql`${column('min_price')} <= ${high}`)
	return sql.join(conditions, sql` and `)
}

/**
 * The order of a list. Relevance, inside a tier of matches, is the shop's own order (recommendation score,
 * then sales), which is the order of the products_status_recommend_idx index, so broad matches can walk it.
 */
function sortOrder(sort: SearchSort, p: string): SQL {
	switch (sort) {
		case 'price-asc':
			return sql.raw(`${p}.min_price asc, ${p}.sold desc, ${p}.id`)
		case 'price-desc':
			return sql.raw(`${p}.min_price desc, ${p}.sold desc, ${p}.id`)
		case 'sales':
			return sql.raw(`${p}.sold desc, ${p}.id`)
		case 'relevance':
			// Spelled exactly as the index is (NULLS LAST), or PostgreSQL cannot read the index in this order.
			return sql.raw(`${p}.recommend_score desc nulls last, ${p}.sold desc nulls last, ${p}.id`)
	}
}

/** `vector @@ match`, and not `exclude` (an earlier tier of relevance) when given. */
function documentMatches(match: string, exclude?: string): SQL {
	const matches = sql`d.vector @@ ${match}::tsquery`
	return exclude ? sql`${matches} and not (d.vector @@ ${exclude}::tsquery)` : matches
}

/*
 * Plans. A page of matching products is read one of two ways:
 * - "bitmap": every matching document through the GIN index, each joined to its product by primary key,
 *   then sorted. Its cost grows with the number of matches.
 * - "walk": active products in the shop's order through products_status_recommend_idx, each checked
 *   against its document, stopping when the page is full. Its cost grows with (offset + limit) divided by
 *   the share of products that match, so it wins for broad words ("red", "kettle"); relevance order only.
 * The choice needs the number of matches. Estimates are no good here: PostgreSQL gives any word outside
 * its statistics 0.5% of the table, and treats words as independent while "electric" and "kettle", or the
 * pairs of characters of "电热水壶", always come together. So the GIN index counts them (matchCount).
 */

/**
 * A walk step (index entry, document lookup, match) costs about this many bitmap rows. Measured on PGlite with
 * the bench catalogue (100,000 products), CPU time of single terms matching ~2,800 documents: 5–10 µs a walk
 * step, 6–11 µs a bitmap row (tests/bench/parts/search-tail.ts finds such queries). At the former 2.5, pages 2
 * and 3 of a broad word were read the bitmap way at twice the cost of a walk.
 */
const WALK_STEP_COST = 1
/** Counts and statistics are planning information: a little staleness only costs a slower plan. */
const PLANNING_TTL_MS = 30_000
const MAX_CACHED_COUNTS = 2000
const planningCache = new WeakMap<Db, ReturnType<typeof createTtlCache<unknown>>>()

function planning<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
	let cache = planningCache.get(db)
	if (!cache) {
		cache = createTtlCache<unknown>({ ttlMs: PLANNING_TTL_MS, maxEntries: 2000 })
		planningCache.set(db, cache)
	}
	return cache.get(key, load) as Promise<T>
}

/**
 * Run `read` with sequential scans discouraged: probes for a word or its trigrams are instant through the
 * GIN indexes, but the planner (which guesses an unknown word is in 0.5% of documents, and cannot see a
 * parameter's trigrams) would rather scan the table and test every document.
 */
function withIndexScans<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
	return db.transaction(async (tx) => {
		await tx.execute(sql`set local enable_seqscan = off`)
		return read(tx)
	})
}

type PlanNode = { 'Node Type'?: string; 'Actual Rows'?: number; Plans?: PlanNode[] }

function findNode(node: PlanNode | undefined, type: string): PlanNode | undefined {
	if (!node) return undefined
	if (node['Node Type'] === type) return node
	for (const child of node.Plans ?? []) {
		const found = findNode(child, type)
		if (found) return found
	}
	return undefined
}

const countCache = new WeakMap<Db, Map<string, { expiresAt: number; count: number }>>()

/**
 * How many documents match, counted by the GIN index alone: the bitmap index scan of a one-row query
 * collects every matching document's address without reading a single row, and EXPLAIN ANALYZE reports
 * how many it collected. A millisecond or two, where count(*) would read every matching row. Documents of
 * inactive products count too, so it is an upper bound of what a list shows. Counts above zero are kept
 * for a while (they choose plans and skip empty tiers); zero never is, so a new product is found at once.
 */
async function matchCount(db: Db, match: string, now = Date.now()): Promise<number> {
	let cache = countCache.get(db)
	if (!cache) {
		cache = new Map()
		countCache.set(db, cache)
	}
	const cached = cache.get(match)
	if (cached && cached.expiresAt > now) return cached.count
	const count = await withIndexScans(db, async (tx) => {
		const rows = await queryRows<Record<string, unknown>>(
			tx,
			sql`explain (analyze, format json, costs off, timing off, summary off) select 1 from ${productSearchDocuments} d where d.vector @@ ${match}::tsquery limit 1`,
		)
		const raw = Object.values(rows[0] ?? {})[0]
		const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan?: PlanNode }> | undefined
		const scan = findNode(plan?.[0]?.Plan, 'Bitmap Index Scan')
		if (!scan) throw new Error('search: expected a bitmap index scan on product_search_documents_vector_idx')
		return Number(scan['Actual Rows'] ?? 0)
	})
	if (count > 0) {
		if (cache.size >= MAX_CACHED_COUNTS) cache.delete(cache.keys().next().value!)
		cache.set(match, { expiresAt: now + PLANNING_TTL_MS, count })
	}
	return count
}

/** Documents in the table (the planner's count after ANALYZE, else counted). */
function documentCount(db: Db): Promise<number> {
	return planning(db, 'documents', async () => {
		const [row] = await queryRows<{ estimate: number | string }>(
			db,
			sql`select reltuples::float8 as estimate from pg_class where oid = to_regclass(${'product_search_documents'})`,
		)
		const estimate = Number(row?.estimate ?? -1)
		if (estimate > 0) return estimate
		const [counted] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from ${productSearchDocuments}`)
		return Number(counted?.count ?? 0)
	})
}

async function walkPays(db: Db, matches: number, window: PageWindow) {
	if (matches <= 0) return false
	const documents = await documentCount(db)
	return matches * matches > WALK_STEP_COST * (window.offset + window.limit) * documents
}

/** The most common words of the documents with their frequencies (for corrections), or null before ANALYZE. */
function lexemeStats(db: Db): Promise<LexemeStats | null> {
	return planning(db, 'lexemes', async () => {
		const [row] = await queryRows<{ documents: number | string | null; lexemes: string[] | null; frequencies: Array<number | string> | null }>(
			db,
			sql`
				select c.reltuples::float8 as documents, s.most_common_elems::text::text[] as lexemes, s.most_common_elem_freqs::float8[] as frequencies
				from pg_class c
				join pg_namespace n on n.oid = c.relnamespace
				left join pg_stats s on s.schemaname = n.nspname and s.tablename = c.relname and s.attname = 'vector'
				where c.oid = to_regclass(${'product_search_documents'})
			`,
		)
		const documents = Number(row?.documents ?? -1)
		if (!row || documents <= 0 || !row.lexemes || !row.frequencies) return null
		const frequencies = new Map<string, number>()
		row.lexemes.forEach((lexeme, index) => frequencies.set(lexeme, Number(row.frequencies![index] ?? 0)))
		return { documents, frequencies }
	})
}

/** How to read a page: the bitmap, or a walk (with filters, a walk of at most `budget` products). */
type Plan = { walk: false } | { walk: true; budget?: number }

/**
 * A walk with filters reads about as many products as without, unless the filters rule out most of the
 * matches (a category that does not fit the keyword). It is then cut short after this many times the
 * products the walk should need, and the page is read the bitmap way instead.
 */
const FILTERED_WALK_BUDGET = 3
const MAX_WALK_BUDGET = 5000

async function planRead(db: Db, matches: number, window: PageWindow, filters: Filters): Promise<Plan> {
	if (!(await walkPays(db, matches, window))) return { walk: false }
	if (!hasFilters(filters)) return { walk: true }
	const documents = await documentCount(db)
	return { walk: true, budget: Math.min(MAX_WALK_BUDGET, Math.ceil((FILTERED_WALK_BUDGET * (window.offset + window.limit) * documents) / matches)) }
}

type MatchRead = { match: string; exclude?: string; plan: Plan; sort: SearchSort; filters: Filters; window: PageWindow }

/** Ids of one page of active products whose document matches, in `sort` order. */
async function matchedIds(db: Db, { match, exclude, plan, sort, filters, window }: MatchRead): Promise<string[]> {
	// `offset 0` keeps each lateral subquery a per-row lookup (the planner would rather hash-join whole tables).
	if (plan.walk) {
		const walked = plan.budget
			? sql`(select p.id, p.recommend_score, p.sold from ${products} p where ${filterConditions(filters, 'p')} order by ${sortOrder(sort, 'p')} limit ${plan.budget})`
			: sql`(select p.id, p.recommend_score, p.sold from ${products} p where ${filterConditions(filters, 'p')})`
		const rows = await queryRows<{ id: string }>(
			db,
			sql`
				select p.id from ${walked} as p
				cross join lateral (
					select 1 from ${productSearchDocuments} d where d.product_id = p.id and ${documentMatches(match, exclude)} offset 0
				) as hit
				order by ${sortOrder(sort, 'p')}
				limit ${window.limit} offset ${window.offset}
			`,
		)
		// A cut-short walk that did not fill the page proves nothing: read it the bitmap way.
		if (!plan.budget || rows.length >= window.limit) return rows.map((row) => row.id)
	}
	const rows = await queryRows<{ id: string }>(
		db,
		sql`
			select p.id from ${productSearchDocuments} d
			cross join lateral (
				select p.id, p.recommend_score, p.sold, p.min_price from ${products} p
				where p.id = d.product_id and ${filterConditions(filters, 'p')} offset 0
			) as p
			where ${documentMatches(match, exclude)}
			order by ${sortOrder(sort, 'p')}
			limit ${window.limit} offset ${window.offset}
		`,
	)
	return rows.map((row) => row.id)
}

async function countMatches(db: Db, match: string, exclude: string | undefined, filters: Filters) {
	const [row] = await queryRows<{ count: number }>(
		db,
		sql`
			select count(*)::int as count from ${productSearchDocuments} d
			cross join lateral (select 1 from ${products} p where p.id = d.product_id and ${filterConditions(filters, 'p')} offset 0) as p
			where ${documentMatches(match, exclude)}
		`,
	)
	return Number(row?.count ?? 0)
}

/** Whether any active product in the filters matches (a page past the end is then empty, not a miss). */
async function anyMatch(db: Db, match: string, filters: Filters) {
	if ((await matchCount(db, match)) === 0) return false
	if (!hasFilters(filters)) return true
	return withIndexScans(db, async (tx) => {
		const rows = await queryRows<{ found: number }>(
			tx,
			sql`
				select 1 as found from ${productSearchDocuments} d
				cross join lateral (select 1 from ${products} p where p.id = d.product_id and ${filterConditions(filters, 'p')} offset 0) as p
				where ${documentMatches(match)}
				limit 1
			`,
		)
		return rows.length > 0
	})
}

/**
 * A page of products with every term. In relevance order, products with every term as a whole word of a
 * title, code or attribute come first; then those where a term only starts a word or names the category.
 */
async function allTermsIds(db: Db, terms: readonly QueryTerm[], sort: SearchSort, filters: Filters, window: PageWindow) {
	const broad = allTermsQuery(terms)
	if (sort !== 'relevance')
		return (await matchCount(db, broad)) > 0 ? matchedIds(db, { match: broad, plan: { walk: false }, sort, filters, window }) : []
	const exact = allTermsQuery(terms, { exact: true })
	const ids: string[] = []
	// Counts bound the listed products from above (inactive and filtered-out products count too).
	const exactCount = await matchCount(db, exact)
	if (window.offset < exactCount) {
		const plan = await planRead(db, exactCount, window, filters)
		ids.push(...(await matchedIds(db, { match: exact, plan, sort, filters, window })))
		if (ids.length >= window.limit) return ids
	}
	const broadCount = await matchCount(db, broad)
	if (broadCount <= exactCount) return ids
	// The second tier starts where the first ended: on this page, or (counted) before it.
	const offset = ids.length > 0 || window.offset === 0 ? 0 : Math.max(0, window.offset - (await countMatches(db, exact, undefined, filters)))
	const tierWindow = { offset, limit: window.limit - ids.length }
	const plan = await planRead(db, broadCount - exactCount, tierWindow, filters)
	ids.push(...(await matchedIds(db, { match: broad, exclude: exact, plan, sort, filters, window: tierWindow })))
	return ids
}

/** Ids of one page of a category (no keyword). */
async function browseIds(db: Db, filters: Filters, sort: SearchSort, window: PageWindow) {
	const rows = await queryRows<{ id: string }>(
		db,
		sql`
			select p.id from ${products} p
			where ${filterConditions(filters, 'p')}
			order by ${sortOrder(sort, 'p')}
			limit ${window.limit} offset ${window.offset}
		`,
	)
	return rows.map((row) => row.id)
}

/** Product cards for `ids`, in that order. */
async function summaries(db: Db, locale: Locale, ids: readonly string[]): Promise<ProductSummary[]> {
	if (ids.length === 0) return []
	const { columns, joins } = productSummaryColumns(locale)
	let query = db.select(columns).from(products).$dynamic()
	for (const join of joins) query = query.leftJoin(join.table, join.on)
	const rows = await query.where(inArray(products.id, [...ids]))
	const byId = new Map(rows.map((row) => [row.id, toProductSummary(row)]))
	return ids.flatMap((id) => byId.get(id) ?? [])
}

/** For each query, whether any document matches it (through the GIN index). */
async function existing(db: Db, queries: readonly string[]): Promise<boolean[]> {
	const found: boolean[] = []
	for (const query of queries) found.push((await matchCount(db, query)) > 0)
	return found
}

/**
 * Corrections for a word no document has: close spellings found through the trigram index, and ways to
 * cut a run-together word into two words that some document has together ("airfryer" → "air fryer").
 */
async function correctTerm(db: Db, term: QueryTerm): Promise<QueryTerm | null> {
	const token = term.token
	const stats = await lexemeStats(db)
	// Most typos are in common words (kinds, colours, materials, brands): the ~10,000 most common words of the
	// statistics answer those without a query.
	const alternatives: TermAlternative[] = (
		stats
			? pickCorrections(
					token,
					[...stats.frequencies].map(([lexeme, frequency]) => ({ word: lexeme.replace(CATEGORY_MARK_PATTERN, ''), score: frequency })),
				)
			: []
	).map((word) => ({ lexemes: [word], prefix: false }))

	// A run-together word: two words that some document has together (only pairs of common words when the
	// statistics are there, so a long word is not tried at every cut).
	const splits = compoundSplits(token)
		.filter(([left, right]) => !stats || (stats.frequencies.has(left) && stats.frequencies.has(right)))
		.map(([left, right]) => ({ lexemes: [left, right], prefix: false }))
	const found = await existing(
		db,
		splits.map((split) => allTermsQuery([{ token, alternatives: [split] }], { exact: true })),
	)
	alternatives.push(...splits.filter((_, index) => found[index]))

	// Rarer words go through the trigram index.
	if (alternatives.length === 0 && [...token].length >= TRIGRAM_MIN_LENGTH) {
		alternatives.push(...(await trigramCorrections(db, token)).map((word) => ({ lexemes: [word], prefix: false })))
	}
	return alternatives.length > 0 ? { token, alternatives: alternatives.slice(0, 4) } : null
}

/** Words of documents that share enough trigrams with `token` (pg_trgm word similarity), closest first. */
async function trigramCorrections(db: Db, token: string): Promise<string[]> {
	const candidates = await withIndexScans(db, async (tx) => {
		await tx.execute(
			sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_WORD_SIMILARITY)}, true), set_config('pg_trgm.similarity_threshold', ${String(TYPO_CANDIDATE_SIMILARITY)}, true)`,
		)
		return queryRows<{ word: string; similarity: number | string }>(
			tx,
			sql`
				select word, max(similarity(word, ${token}))::float8 as similarity
				from (
					select ${productSearchDocuments.document} as document from ${productSearchDocuments}
					where ${token} <% ${productSearchDocuments.document}
					limit ${TYPO_CANDIDATE_DOCUMENTS}
				) as close_documents
				cross join lateral unnest(string_to_array(close_documents.document, ' ')) as words(word)
				where word % ${token}
				group by word
				order by similarity desc
				limit 20
			`,
		)
	})
	return pickCorrections(
		token,
		candidates.map((candidate) => ({ word: candidate.word, score: Number(candidate.similarity) })),
	)
}

function clampPage(value: number | undefined, max: number) {
	return Math.min(max, Math.max(1, Math.floor(Number.isFinite(value) ? (value as number) : 1)))
}

/**
 * Products for a keyword in any of the four languages, with the shop's filters, sorted, one page at a time.
 *
 * Text search runs in PostgreSQL on `product_search_documents` (see search-index.server.ts): every word of
 * the keyword must be in the document, as a whole word or the start of one, through the GIN index on the
 * tsvector. Only when no product has every word are misspellings corrected (pg_trgm, through the trigram
 * index) and then fewer words required. An empty keyword lists the category when there is one.
 */
export async function searchProducts(db: Db, input: SearchInput): Promise<SearchResult> {
	const sort = input.sort ?? 'relevance'
	const page = clampPage(input.page, MAX_SEARCH_PAGE)
	const pageSize = clampPage(input.pageSize ?? SEARCH_PAGE_SIZE, MAX_PAGE_SIZE)
	const window = { limit: pageSize + 1, offset: (page - 1) * pageSize }
	const filters: Filters = { categoryId: input.categoryId, minPrice: input.minPrice, maxPrice: input.maxPrice }
	const keyword = clipKeyword(input.keyword)
	const base = { page, pageSize, keyword, corrections: [] as SearchResult['corrections'] }

	const finish = async (ids: string[], match: SearchMatch, corrections: SearchResult['corrections'] = []): Promise<SearchResult> => ({
		...base,
		items: await summaries(db, input.locale, ids.slice(0, pageSize)),
		hasMore: ids.length > pageSize,
		match,
		corrections,
	})

	const terms = searchTerms(keyword)
	if (terms.length === 0) {
		if (keyword !== '') return { ...base, items: [], hasMore: false, match: 'none' }
		if (!filters.categoryId) return { ...base, items: [], hasMore: false, match: 'prompt' }
		return finish(await browseIds(db, filters, sort, window), 'browse')
	}

	// One way of matching: `undefined` when it matches nothing at all (so the next way is tried), an empty
	// page when it matches but this page is past the end.
	const attempt = async (read: () => Promise<string[]>, match: string) => {
		const ids = await read()
		if (ids.length > 0) return ids
		if (page > 1 && (await anyMatch(db, match, filters))) return ids
		return undefined
	}

	const every = await attempt(() => allTermsIds(db, terms, sort, filters, window), allTermsQuery(terms))
	if (every) return finish(every, 'all')

	// Products have every word, just none inside the filters: say so rather than loosen the words.
	if (hasFilters(filters) && (await matchCount(db, allTermsQuery(terms))) > 0) return { ...base, items: [], hasMore: false, match: 'none' }

	// No product has every word. Correct the words that no product has at all, then try again.
	const known = await existing(
		db,
		terms.map((term) => allTermsQuery([term])),
	)
	const corrected = [...terms]
	const corrections: SearchResult['corrections'] = []
	const unknown = terms.map((_, index) => index).filter((index) => !known[index])
	for (const index of unknown.slice(0, MAX_CORRECTED_TERMS)) {
		const correction = await correctTerm(db, terms[index]!)
		if (!correction) continue
		corrected[index] = correction
		corrections.push({ from: terms[index]!.token, to: correction.alternatives[0]!.lexemes.join(' ') })
	}
	if (corrections.length > 0) {
		const ids = await attempt(() => allTermsIds(db, corrected, sort, filters, window), allTermsQuery(corrected))
		if (ids) return finish(ids, 'corrected', corrections)
	}

	// Still nothing: products with most of the words (at least half of them), in the chosen order.
	const usable = corrected.filter((term, index) => known[index] || term !== terms[index])
	for (let count = Math.min(usable.length, terms.length - 1); count >= Math.max(1, Math.ceil(terms.length / 2)); count--) {
		const match = atLeastQuery(usable, count)
		const matches = await matchCount(db, match)
		if (matches === 0) continue
		const plan: Plan = sort === 'relevance' ? await planRead(db, matches, window, filters) : { walk: false }
		const ids = await attempt(() => matchedIds(db, { match, plan, sort, filters, window }), match)
		if (ids) return finish(ids, 'partial', corrections)
	}
	return { ...base, items: [], hasMore: false, match: 'none', corrections }
}
