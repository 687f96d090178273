/**
 * The bench catalogue: a large, deterministic product set for measuring search (separate from the demo
 * shop). Product n (1-based) is a pure function of n — `benchProduct(n)` — so the golden queries' expected
 * products are derived from the same rules without running a search, and the first 1,000 products are
 * the same whether 1,000 or 100,000 are seeded.
 *
 * Each product is a kind (the demo vocabulary's 35 product types) × material × two selling points × a
 * brand (× model suffix), titled in ar, ckb, en and zh like a wholesale listing, with 1–3 SKUs that carry
 * a colour and, for kinds that have one, a size/capacity/power/pack value.
 */
import { sql } from 'drizzle-orm'
import { type PgTable } from 'drizzle-orm/pg-core'
import { type Db } from '#app/db/client.server.ts'
import * as schema from '#app/db/schema/index.ts'
import { LOCALES, type Locale } from '#app/db/schema/index.ts'
import { createRandom } from '#app/db/seed/random.ts'
import {
	ATTRIBUTES,
	type AttributeKey,
	type AttributeValueDef,
	CATEGORIES,
	type ColourKey,
	COLOURS,
	composeTitle,
	EXCLUSIVE_FEATURES,
	FEATURES,
	type FeatureKey,
	type MaterialKey,
	MATERIALS,
	PRODUCT_TYPES,
	type ProductTypeDef,
	type Texts,
} from '#app/db/seed/vocabulary.ts'
import { ensureSearchDocuments } from '#app/modules/search/search-index.server.ts'

/** Bump when the generator's rules change (the golden set must be regenerated then). */
export const BENCH_CATALOG_VERSION = 1
export const BENCH_CATALOG_MARKER = 'bench-catalog'

/** Brand names, as suppliers print them in Latin letters on every listing whatever its language. */
export const BENCH_BRANDS = [
	'Aurex',
	'Belmara',
	'Corvin',
	'Delmar',
	'Elvora',
	'Fenwick',
	'Galdor',
	'Helix',
	'Ivora',
	'Jasper',
	'Kestrel',
	'Lumora',
	'Marlow',
	'Nexora',
	'Orvella',
	'Pavona',
	'Quintor',
	'Rivena',
	'Solvik',
	'Tavira',
	'Ulmara',
	'Veltro',
	'Wexford',
	'Xandor',
	'Yarrow',
	'Zephyr',
	'Altair',
	'Borealis',
	'Cygnus',
	'Draco',
	'Equinox',
	'Fornax',
	'Gemina',
	'Hydra',
	'Izmir',
	'Juno',
	'Kepler',
	'Lyra',
	'Mensa',
	'Nimbus',
] as const
export type BenchBrand = (typeof BENCH_BRANDS)[number]

const MODEL_SUFFIXES = ['', '', 'Pro', 'Max', 'Plus', 'Lite', 'Mini'] as const

export type BenchSku = {
	code: string
	colour: ColourKey
	second: AttributeValueDef | null
	price: number
	promotionPrice: number | null
	stock: number
	sold: number
}

export type BenchProduct = {
	index: number
	id: string
	code: string
	kind: ProductTypeDef
	material: MaterialKey
	features: [FeatureKey, FeatureKey]
	brand: BenchBrand
	suffix: string
	titles: Record<Locale, string>
	skus: BenchSku[]
	price: number
	promotionPrice: number | null
	minPrice: number
	maxPrice: number
	minOrderQty: number
	stock: number
	sold: number
	recommendScore: number
}

export function benchCode(index: number) {
	return `BENCH-${String(index).padStart(6, '0')}`
}

/** Bench product ids are `bench-product-000042` for BENCH-000042. */
export function benchProductId(index: number) {
	return `bench-product-${String(index).padStart(6, '0')}`
}

export function benchCodeOfId(id: string) {
	return benchCode(Number(id.slice('bench-product-'.length)))
}

function roundToDinarStep(amount: number) {
	return Math.max(250, Math.round(amount / 250) * 250)
}

/** Product `index` (1-based) of the bench catalogue: the same on every machine and every run. */
export function benchProduct(index: number): BenchProduct {
	const random = createRandom(`dijla-bench/${index}`)
	const kind = random.pick(PRODUCT_TYPES)
	const material = random.pick(kind.materials)
	let features = random.sample(kind.features, 2) as [FeatureKey, FeatureKey]
	while (EXCLUSIVE_FEATURES.some(([a, b]) => features.includes(a) && features.includes(b))) {
		features = random.sample(kind.features, 2) as [FeatureKey, FeatureKey]
	}
	const brand = random.pick(BENCH_BRANDS)
	const suffix = random.pick(MODEL_SUFFIXES)
	const model = suffix ? `${brand} ${suffix}` : brand
	const code = benchCode(index)
	const titles = Object.fromEntries(
		LOCALES.map((locale) => [
			locale,
			composeTitle(locale, { type: kind.name, material: MATERIALS[material], features: [FEATURES[features[0]], FEATURES[features[1]]], model }),
		]),
	) as Record<Locale, string>

	// Log-uniform base price inside the kind's range, like real listings: many cheap, a few dear.
	const [low, high] = kind.price
	const base = roundToDinarStep(low * Math.pow(high / low, random.next()))
	const onPromotion = random.chance(0.3)
	const discount = random.int(8, 30) / 100
	const skuCount = random.int(1, 3)
	const colours = random.sample(kind.colours, skuCount) as ColourKey[]
	const skus: BenchSku[] = colours.map((colour, skuIndex) => {
		const stepIndex = kind.second ? random.int(0, kind.second.values.length - 1) : 0
		const price = roundToDinarStep(base * (1 + (kind.second?.priceStep ?? 0) * stepIndex))
		const promotion = onPromotion ? Math.min(price - 250, roundToDinarStep(price * (1 - discount))) : null
		return {
			code: `${code}-${skuIndex + 1}`,
			colour,
			second: kind.second ? kind.second.values[stepIndex]! : null,
			price,
			promotionPrice: promotion !== null && promotion > 0 ? promotion : null,
			stock: random.chance(0.06) ? 0 : random.int(5, 2000),
			sold: 0,
		}
	})
	const roll = random.next()
	const sold = roll < 0.1 ? random.int(10_000, 200_000) : roll < 0.45 ? random.int(500, 9_999) : random.int(0, 499)
	let remaining = sold
	for (const [skuIndex, sku] of skus.entries()) {
		sku.sold = skuIndex === skus.length - 1 ? remaining : Math.floor(remaining * random.next() * 0.6)
		remaining -= sku.sold
	}
	const effective = (sku: BenchSku) => sku.promotionPrice ?? sku.price
	const cheapest = skus.reduce((best, sku) => (effective(sku) < effective(best) ? sku : best))
	return {
		index,
		id: benchProductId(index),
		code,
		kind,
		material,
		features,
		brand,
		suffix,
		titles,
		skus,
		price: cheapest.price,
		promotionPrice: cheapest.promotionPrice,
		minPrice: Math.min(...skus.map(effective)),
		maxPrice: Math.max(...skus.map(effective)),
		minOrderQty: random.pick(kind.minOrderQty),
		stock: skus.reduce((sum, sku) => sum + sku.stock, 0),
		sold,
		recommendScore: random.int(0, 1000),
	}
}

/* ------------------------------------------------------------------------------------------------ */

const categoryId = (slug: string) => `bench-category-${slug}`
const attributeId = (key: AttributeKey) => `bench-attribute-${key}`
const valueId = (attribute: AttributeKey, key: string) => `bench-value-${attribute}-${key}`

/** Every attribute value the catalogue uses: the 15 colours and each kind's second-attribute values. */
function attributeValueDefs() {
	const defs = new Map<string, { attribute: AttributeKey; def: AttributeValueDef; swatch: string | null }>()
	for (const [key, colour] of Object.entries(COLOURS)) {
		defs.set(`colour:${key}`, { attribute: 'colour', def: { key, original: colour.texts.zh, texts: colour.texts }, swatch: colour.swatch })
	}
	for (const kind of PRODUCT_TYPES) {
		for (const def of kind.second?.values ?? [])
			defs.set(`${kind.second!.attribute}:${def.key}`, { attribute: kind.second!.attribute, def, swatch: null })
	}
	return [...defs.values()]
}

/** Insert in statements of at most ~30,000 parameters (PostgreSQL allows 65,535). */
async function insertAll<T extends PgTable>(db: Db, table: T, rows: Array<T['$inferInsert']>) {
	if (rows.length === 0) return
	const columns = Object.keys(rows[0]!).length
	const chunk = Math.max(1, Math.floor(30_000 / columns))
	for (let start = 0; start < rows.length; start += chunk) {
		await db.insert(table).values(rows.slice(start, start + chunk))
	}
}

function textRows<K extends string, V extends string>(texts: Texts | undefined, ownerKey: K, ownerId: string, valueKey: V) {
	if (!texts) return []
	return LOCALES.map(
		(locale) => ({ [ownerKey]: ownerId, locale, [valueKey]: texts[locale] }) as Record<K, string> & Record<V, string> & { locale: Locale },
	)
}

/** The tables the bulk load fills; their secondary indexes are built after the data. */
const BULK_TABLES = ['products', 'product_texts', 'skus', 'sku_attributes', 'product_search_documents'] as const

/** One INSERT … SELECT FROM jsonb_to_recordset per call: the rows travel as one JSON parameter. */
async function insertJson(db: Db, table: string, columns: Record<string, 'text' | 'int'>, rows: Array<Record<string, unknown>>) {
	if (rows.length === 0) return
	const names = Object.keys(columns)
	const list = sql.raw(names.map((name) => `"${name}"`).join(', '))
	const definition = sql.raw(names.map((name) => `"${name}" ${columns[name]}`).join(', '))
	await db.execute(
		sql`insert into ${sql.identifier(table)} (${list}) select ${list} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(${definition})`,
	)
}

type IndexDefinition = { name: string; definition: string }

/** Drop the non-constraint indexes of `tables` (in the current schema) and return their definitions. */
async function dropSecondaryIndexes(db: Db, tables: readonly string[]): Promise<IndexDefinition[]> {
	const result = (await db.execute(sql`
		select i.indexname as name, i.indexdef as definition
		from pg_indexes i
		where i.schemaname = current_schema()
			and i.tablename in (${sql.join(
				tables.map((table) => sql`${table}`),
				sql`, `,
			)})
			and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
	`)) as unknown as { rows: IndexDefinition[] }
	for (const index of result.rows) await db.execute(sql.raw(`drop index "${index.name}"`))
	return result.rows
}

async function recreateIndexes(db: Db, indexes: readonly IndexDefinition[]) {
	for (const index of indexes) await db.execute(sql.raw(index.definition))
}

export type SeedBenchCatalogOptions = {
	count?: number
	/** Products generated and inserted per round (default 2,000). */
	batchSize?: number
	log?: (message: string) => void
}

/**
 * Fill an empty database with `count` bench products (default 100,000) and build their search documents.
 * Batched: a few multi-row inserts per 2,000 products. Refuses a database that already has products.
 */
export async function seedBenchCatalog(db: Db, { count = 100_000, batchSize = 2000, log = () => {} }: SeedBenchCatalogOptions = {}) {
	const startedAt = performance.now()
	const [existing] = await db
		.execute(sql`select count(*)::int as n from ${schema.products}`)
		.then((result) => (result as unknown as { rows: Array<{ n: number }> }).rows)
	if ((existing?.n ?? 0) > 0) throw new Error('seedBenchCatalog needs a database without products')

	await insertAll(
		db,
		schema.categories,
		CATEGORIES.map((category, sort) => ({ id: categoryId(category.slug), slug: category.slug, sort })),
	)
	await insertAll(
		db,
		schema.categoryTexts,
		CATEGORIES.flatMap((category) => textRows(category.texts, 'categoryId', categoryId(category.slug), 'name')),
	)
	const attributeKeys = Object.keys(ATTRIBUTES) as AttributeKey[]
	await insertAll(
		db,
		schema.attributes,
		attributeKeys.map((key) => ({ id: attributeId(key), key, originalName: ATTRIBUTES[key].original, sort: ATTRIBUTES[key].sort })),
	)
	await insertAll(
		db,
		schema.attributeTexts,
		attributeKeys.flatMap((key) => textRows(ATTRIBUTES[key].texts, 'attributeId', attributeId(key), 'name')),
	)
	const values = attributeValueDefs()
	await insertAll(
		db,
		schema.attributeValues,
		values.map(({ attribute, def, swatch }, sort) => ({
			id: valueId(attribute, def.key),
			attributeId: attributeId(attribute),
			key: def.key,
			originalValue: def.original,
			swatch,
			sort,
		})),
	)
	await insertAll(
		db,
		schema.attributeValueTexts,
		values.flatMap(({ attribute, def }) => textRows(def.texts, 'valueId', valueId(attribute, def.key), 'value')),
	)

	// Bulk load: secondary indexes are dropped for the inserts and rebuilt once at the end from their own
	// definitions (building a GIN index in one go is many times faster than growing it row by row).
	const indexes = await dropSecondaryIndexes(db, BULK_TABLES)
	for (let first = 1; first <= count; first += batchSize) {
		const batch = Array.from({ length: Math.min(batchSize, count - first + 1) }, (_, offset) => benchProduct(first + offset))
		await insertJson(
			db,
			'products',
			{
				id: 'text',
				category_id: 'text',
				code: 'text',
				original_title: 'text',
				original_locale: 'text',
				price: 'int',
				promotion_price: 'int',
				min_price: 'int',
				max_price: 'int',
				min_order_qty: 'int',
				stock: 'int',
				sold: 'int',
				recommend_score: 'int',
			},
			batch.map((product) => ({
				id: product.id,
				category_id: categoryId(product.kind.category),
				code: product.code,
				original_title: product.titles.zh,
				original_locale: 'zh',
				price: product.price,
				promotion_price: product.promotionPrice,
				min_price: product.minPrice,
				max_price: product.maxPrice,
				min_order_qty: product.minOrderQty,
				stock: product.stock,
				sold: product.sold,
				recommend_score: product.recommendScore,
			})),
		)
		await insertJson(
			db,
			'product_texts',
			{ product_id: 'text', locale: 'text', title: 'text' },
			batch.flatMap((product) => LOCALES.map((locale) => ({ product_id: product.id, locale, title: product.titles[locale] }))),
		)
		const skuRows = batch.flatMap((product) => product.skus.map((sku, sort) => ({ product, sku, sort, id: `${product.id}-sku-${sort + 1}` })))
		await insertJson(
			db,
			'skus',
			{ id: 'text', product_id: 'text', code: 'text', price: 'int', promotion_price: 'int', stock: 'int', sold: 'int', sort: 'int' },
			skuRows.map(({ product, sku, sort, id }) => ({
				id,
				product_id: product.id,
				code: sku.code,
				price: sku.price,
				promotion_price: sku.promotionPrice,
				stock: sku.stock,
				sold: sku.sold,
				sort,
			})),
		)
		await insertJson(
			db,
			'sku_attributes',
			{ sku_id: 'text', attribute_id: 'text', value_id: 'text' },
			skuRows.flatMap(({ product, sku, id }) => [
				{ sku_id: id, attribute_id: attributeId('colour'), value_id: valueId('colour', sku.colour) },
				...(product.kind.second && sku.second
					? [
							{
								sku_id: id,
								attribute_id: attributeId(product.kind.second.attribute),
								value_id: valueId(product.kind.second.attribute, sku.second.key),
							},
						]
					: []),
			]),
		)
		if ((first - 1 + batch.length) % 20_000 === 0) log(`bench catalogue: ${first - 1 + batch.length} products inserted`)
	}
	const insertedMs = Math.round(performance.now() - startedAt)
	log(`bench catalogue: ${count} products inserted in ${insertedMs} ms; building search documents…`)
	const documentsStartedAt = performance.now()
	const { documents } = await ensureSearchDocuments(db)
	const documentsMs = Math.round(performance.now() - documentsStartedAt)
	const indexesStartedAt = performance.now()
	await recreateIndexes(db, indexes)
	await db.execute(sql`analyze`)
	log(`bench catalogue: ${indexes.length} indexes rebuilt and statistics gathered in ${Math.round(performance.now() - indexesStartedAt)} ms`)
	await db
		.insert(schema.seedRuns)
		.values({ name: BENCH_CATALOG_MARKER, version: BENCH_CATALOG_VERSION })
		.onConflictDoUpdate({ target: schema.seedRuns.name, set: { version: BENCH_CATALOG_VERSION } })
	log(`bench catalogue: ${documents} search documents in ${documentsMs} ms`)
	return { products: count, insertedMs, documentsMs }
}
