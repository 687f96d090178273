import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, lte, or, type SQL, sql, type SQLWrapper } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { type Db } from '#app/db/client.server.ts'
import {
	attributes,
	attributeTexts,
	attributeValues,
	attributeValueTexts,
	banners,
	bannerTexts,
	categories,
	categoryTexts,
	hotWords,
	productImages,
	type ProductParameter,
	products,
	type ProductStatus,
	productTexts,
	skuAttributes,
	skus,
} from '#app/db/schema/index.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { rebuildSearchDocuments } from '#app/modules/search/search-index.server.ts'
import { publicMediaUrl } from '#app/providers/storage/storage.ts'
import { createTtlCache } from '#app/utils/ttl-cache.ts'
import { onCatalogChange } from './catalog-changes.server.ts'

/** The home feed's page size (spec section 9: "page constant 16"). */
export const RECOMMENDED_PAGE_SIZE = 16
export const MAX_PAGE_SIZE = 100
const MAX_HOT_WORDS = 20

/**
 * The order in which stored translations are tried: the requested language, then English, then Arabic;
 * after that the original (supplier) text on the owner row.
 */
export function textFallbackChain(locale: Locale): Locale[] {
	return [...new Set<Locale>([locale, 'en', 'ar'])]
}

/** Pick the first translation in chain order from rows of one owner. */
function pickText<T extends { locale: string }>(rows: readonly T[], chain: readonly Locale[]): T | undefined {
	for (const locale of chain) {
		const row = rows.find((candidate) => candidate.locale === locale)
		if (row) return row
	}
	return undefined
}

export function mediaUrl(key: string | null | undefined) {
	return key ? publicMediaUrl(key) : null
}

/** Whole percent a promotion takes off (0 when there is none). */
export function discountPercent(price: number, promotionPrice: number | null) {
	if (promotionPrice === null || price <= 0 || promotionPrice >= price) return 0
	return Math.round(((price - promotionPrice) / price) * 100)
}

/** Left-join one alias of a `*_texts` table per locale of the chain and coalesce them in order. */
function coalescedText<T>(columns: SQL[], fallback: SQL | string) {
	const last = typeof fallback === 'string' ? sql`${fallback}` : fallback
	return sql<T>`coalesce(${sql.join([...columns, last], sql`, `)})`
}

/* ---------------------------------------------------------------------------------------------- */

export type CategorySummary = {
	id: string
	slug: string
	parentId: string | null
	name: string
	iconUrl: string | null
}

/** Active categories in display order, named in `locale`. Top-level ones first (parentId null). */
export async function listCategories(db: Db, locale: Locale): Promise<CategorySummary[]> {
	const chain = textFallbackChain(locale)
	const texts = chain.map((_, index) => alias(categoryTexts, `category_text_${index}`))
	let query = db
		.select({
			id: categories.id,
			slug: categories.slug,
			parentId: categories.parentId,
			iconKey: categories.iconKey,
			name: coalescedText<string>(
				texts.map((text) => sql`${text.name}`),
				sql`${categories.slug}`,
			),
		})
		.from(categories)
		.$dynamic()
	for (const [index, text] of texts.entries()) {
		query = query.leftJoin(text, and(eq(text.categoryId, categories.id), eq(text.locale, chain[index]!)))
	}
	const rows = await query
		.where(eq(categories.active, true))
		.orderBy(sql`${categories.parentId} is not null`, asc(categories.sort), asc(categories.id))
	return rows.map(({ iconKey, ...row }) => ({ ...row, iconUrl: mediaUrl(iconKey) }))
}

export type BannerSummary = { id: string; title: string; imageUrl: string; link: string }

/** Banners live now, in display order, titled in `locale`. */
export async function listBanners(db: Db, locale: Locale, now: Date = new Date()): Promise<BannerSummary[]> {
	const chain = textFallbackChain(locale)
	const texts = chain.map((_, index) => alias(bannerTexts, `banner_text_${index}`))
	let query = db
		.select({
			id: banners.id,
			imageKey: banners.imageKey,
			link: banners.link,
			title: coalescedText<string>(
				texts.map((text) => sql`${text.title}`),
				'',
			),
		})
		.from(banners)
		.$dynamic()
	for (const [index, text] of texts.entries()) {
		query = query.leftJoin(text, and(eq(text.bannerId, banners.id), eq(text.locale, chain[index]!)))
	}
	const rows = await query
		.where(
			and(eq(banners.active, true), or(isNull(banners.startsAt), lte(banners.startsAt, now)), or(isNull(banners.endsAt), gt(banners.endsAt, now))),
		)
		.orderBy(asc(banners.sort), asc(banners.id))
	return rows.map((row) => ({ id: row.id, title: row.title, imageUrl: publicMediaUrl(row.imageKey), link: row.link ?? '/' }))
}

export type HotWord = { id: string; word: string }

/** Suggested searches for `locale`, in display order. */
export async function listHotWords(db: Db, locale: Locale): Promise<HotWord[]> {
	return db
		.select({ id: hotWords.id, word: hotWords.word })
		.from(hotWords)
		.where(eq(hotWords.locale, locale))
		.orderBy(asc(hotWords.sort), asc(hotWords.word))
		.limit(MAX_HOT_WORDS)
}

/* ---------------------------------------------------------------------------------------------- */

export type ProductSummary = {
	id: string
	title: string
	imageUrl: string | null
	/** List price of the cheapest SKU (IQD). */
	price: number
	/** Its promotion price, when on promotion (IQD). */
	promotionPrice: number | null
	/** Lowest and highest price a buyer pays over the SKUs (IQD). */
	minPrice: number
	maxPrice: number
	sold: number
	minOrderQty: number
}

export type ProductPage = { items: ProductSummary[]; page: number; pageSize: number; hasMore: boolean }

/** Columns of a product card, with the title in `locale` (fallback chain) and the first picture. */
export function productSummaryColumns(locale: Locale) {
	const chain = textFallbackChain(locale)
	const texts = chain.map((_, index) => alias(productTexts, `product_text_${index}`))
	const columns = {
		id: products.id,
		title: coalescedText<string>(
			texts.map((text) => sql`${text.title}`),
			sql`${products.originalTitle}`,
		),
		imageKey: sql<
			string | null
		>`(select ${productImages.storageKey} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.sort} limit 1)`,
		price: products.price,
		promotionPrice: products.promotionPrice,
		minPrice: products.minPrice,
		maxPrice: products.maxPrice,
		sold: products.sold,
		minOrderQty: products.minOrderQty,
	}
	const joins = texts.map((text, index) => ({
		table: text,
		on: and(eq(text.productId, products.id), eq(text.locale, chain[index]!)),
	}))
	return { columns, joins }
}

export function toProductSummary({ imageKey, ...row }: { imageKey: string | null } & Omit<ProductSummary, 'imageUrl'>): ProductSummary {
	return { ...row, imageUrl: mediaUrl(imageKey) }
}

/** The home page's "recommended" feed: active products, best first, `pageSize` per page (1-based). */
export async function listRecommendedProducts(
	db: Db,
	{ locale, page = 1, pageSize = RECOMMENDED_PAGE_SIZE }: { locale: Locale; page?: number; pageSize?: number },
): Promise<ProductPage> {
	const safePage = Math.max(1, Math.floor(page))
	const safeSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize)))
	const { columns, joins } = productSummaryColumns(locale)
	let query = db.select(columns).from(products).$dynamic()
	for (const join of joins) query = query.leftJoin(join.table, join.on)
	const rows = await query
		.where(eq(products.status, 'active'))
		.orderBy(desc(products.recommendScore), desc(products.sold), asc(products.id))
		.limit(safeSize + 1)
		.offset((safePage - 1) * safeSize)
	return {
		items: rows.slice(0, safeSize).map(toProductSummary),
		page: safePage,
		pageSize: safeSize,
		hasMore: rows.length > safeSize,
	}
}

/* ---------------------------------------------------------------------------------------------- */

export type SkuAttribute = {
	/** Attribute key, e.g. 'colour'. */
	key: string
	/** Attribute name in the requested language, e.g. 'اللون'. */
	name: string
	/** Value key, e.g. 'red'. */
	valueKey: string
	/** Value in the requested language, e.g. 'أحمر'. */
	value: string
	swatch: string | null
}

export type ProductSku = {
	id: string
	code: string
	price: number
	promotionPrice: number | null
	stock: number
	imageUrl: string | null
	attributes: SkuAttribute[]
}

export type ProductAttributeGroup = {
	key: string
	name: string
	values: Array<{ key: string; value: string; swatch: string | null; imageUrl: string | null }>
}

export type ProductImage = { id: string; url: string; width: number | null; height: number | null; dominantColor: string | null }

export type ProductDetails = {
	id: string
	code: string
	status: ProductStatus
	category: { id: string; name: string }
	title: string
	description: string
	/** The long description in the first language of the chain that has one written (as getProductDescription). */
	longDescription: string
	parameters: ProductParameter[]
	images: ProductImage[]
	skus: ProductSku[]
	/** The SKU attributes grouped for a picker: colour → [red, blue], size → [M, L]. */
	attributes: ProductAttributeGroup[]
	price: number
	promotionPrice: number | null
	minPrice: number
	maxPrice: number
	discountPercent: number
	minOrderQty: number
	pieces: number
	stock: number
	sold: number
	weightGrams: number | null
	volumeCm3: number | null
}

/**
 * One product as the product page shows it, in `locale` (fallback chain → original title), or null when
 * there is no such product or it is still a draft. Archived products stay reachable (old links, orders).
 */
export async function getProduct(db: Db, { id, locale }: { id: string; locale: Locale }): Promise<ProductDetails | null> {
	const chain = textFallbackChain(locale)
	// Two round trips: the product with its texts, category names and pictures (as JSON), and its SKUs with
	// their attributes named in the fallback chain (as JSON). Subqueries are nested SQL so that a single-table
	// select keeps their columns qualified.
	const inChain = (column: SQLWrapper) =>
		sql`${column} in (${sql.join(
			chain.map((wanted) => sql`${wanted}`),
			sql`, `,
		)})`
	const textsJson = sql`select json_agg(json_build_object('locale', ${productTexts.locale}, 'title', ${productTexts.title}, 'description', ${productTexts.description}, 'parameters', ${productTexts.parameters})) from ${productTexts} where ${productTexts.productId} = ${products.id} and ${inChain(productTexts.locale)}`
	const categoryJson = sql`select json_agg(json_build_object('locale', ${categoryTexts.locale}, 'name', ${categoryTexts.name})) from ${categoryTexts} where ${categoryTexts.categoryId} = ${products.categoryId} and ${inChain(categoryTexts.locale)}`
	const imagesJson = sql`select json_agg(json_build_object('id', ${productImages.id}, 'storageKey', ${productImages.storageKey}, 'width', ${productImages.width}, 'height', ${productImages.height}, 'dominantColor', ${productImages.dominantColor}) order by ${productImages.sort}, ${productImages.id}) from ${productImages} where ${productImages.productId} = ${products.id}`
	const named = (texts: SQL[], original: SQLWrapper) => sql`coalesce(${sql.join(texts, sql`, `)}, ${original})`
	const attributeName = named(
		chain.map(
			(wanted) =>
				sql`(select ${attributeTexts.name} from ${attributeTexts} where ${attributeTexts.attributeId} = ${attributes.id} and ${attributeTexts.locale} = ${wanted})`,
		),
		attributes.originalName,
	)
	const valueName = named(
		chain.map(
			(wanted) =>
				sql`(select ${attributeValueTexts.value} from ${attributeValueTexts} where ${attributeValueTexts.valueId} = ${attributeValues.id} and ${attributeValueTexts.locale} = ${wanted})`,
		),
		attributeValues.originalValue,
	)
	const attributesJson = sql`select json_agg(json_build_object('key', ${attributes.key}, 'name', ${attributeName}, 'sort', ${attributes.sort}, 'valueKey', ${attributeValues.key}, 'value', ${valueName}, 'valueSort', ${attributeValues.sort}, 'swatch', ${attributeValues.swatch}) order by ${attributes.sort}, ${attributeValues.sort}) from ${skuAttributes} inner join ${attributes} on ${attributes.id} = ${skuAttributes.attributeId} inner join ${attributeValues} on ${attributeValues.id} = ${skuAttributes.valueId} where ${skuAttributes.skuId} = ${skus.id}`

	type TextJson = { locale: string; title: string; description: string; parameters: ProductParameter[] }
	type ImageJson = { id: string; storageKey: string; width: number | null; height: number | null; dominantColor: string | null }
	type LinkJson = { key: string; name: string; sort: number; valueKey: string; value: string; valueSort: number; swatch: string | null }
	const [[product], skuRows] = await Promise.all([
		db
			.select({
				...getTableColumns(products),
				texts: sql<TextJson[] | null>`(${textsJson})`,
				categoryNames: sql<Array<{ locale: string; name: string }> | null>`(${categoryJson})`,
				images: sql<ImageJson[] | null>`(${imagesJson})`,
			})
			.from(products)
			.where(eq(products.id, id))
			.limit(1),
		db
			.select({
				id: skus.id,
				code: skus.code,
				price: skus.price,
				promotionPrice: skus.promotionPrice,
				stock: skus.stock,
				imageKey: skus.imageKey,
				links: sql<LinkJson[] | null>`(${attributesJson})`,
			})
			.from(skus)
			.where(and(eq(skus.productId, id), eq(skus.active, true)))
			.orderBy(asc(skus.sort), asc(skus.id)),
	])
	if (!product || product.status === 'draft') return null
	const texts = product.texts ?? []
	const categoryNames = product.categoryNames ?? []
	const images = product.images ?? []

	const skuAttributeList = new Map<string, Array<SkuAttribute & { sort: number; valueSort: number }>>(skuRows.map((sku) => [sku.id, sku.links ?? []]))

	const productSkus: ProductSku[] = skuRows.map((sku) => ({
		id: sku.id,
		code: sku.code,
		price: sku.price,
		promotionPrice: sku.promotionPrice,
		stock: sku.stock,
		imageUrl: mediaUrl(sku.imageKey),
		attributes: (skuAttributeList.get(sku.id) ?? [])
			.sort((a, b) => a.sort - b.sort)
			.map(({ key, name, valueKey, value, swatch }) => ({ key, name, valueKey, value, swatch })),
	}))

	type Group = ProductAttributeGroup & { sort: number; valueSorts: Map<string, number> }
	const groups = new Map<string, Group>()
	for (const sku of skuRows) {
		for (const attribute of skuAttributeList.get(sku.id) ?? []) {
			const group: Group = groups.get(attribute.key) ?? {
				key: attribute.key,
				name: attribute.name,
				values: [],
				sort: attribute.sort,
				valueSorts: new Map(),
			}
			if (!group.values.some((value) => value.key === attribute.valueKey)) {
				group.values.push({ key: attribute.valueKey, value: attribute.value, swatch: attribute.swatch, imageUrl: mediaUrl(sku.imageKey) })
				group.valueSorts.set(attribute.valueKey, attribute.valueSort)
			}
			groups.set(attribute.key, group)
		}
	}
	const attributeGroups = [...groups.values()]
		.sort((a, b) => a.sort - b.sort)
		.map(({ key, name, values, valueSorts }) => ({
			key,
			name,
			values: values.sort((a, b) => (valueSorts.get(a.key) ?? 0) - (valueSorts.get(b.key) ?? 0)),
		}))

	const text = pickText(texts, chain)
	return {
		id: product.id,
		code: product.code,
		status: product.status,
		category: { id: product.categoryId, name: pickText(categoryNames, chain)?.name ?? '' },
		title: text?.title ?? product.originalTitle,
		description: text?.description ?? '',
		longDescription:
			pickText(
				texts.filter((row) => row.description.trim() !== ''),
				chain,
			)?.description ?? '',
		parameters: text?.parameters ?? [],
		images: images.map((image) => ({
			id: image.id,
			url: publicMediaUrl(image.storageKey),
			width: image.width,
			height: image.height,
			dominantColor: image.dominantColor,
		})),
		skus: productSkus,
		attributes: attributeGroups,
		price: product.price,
		promotionPrice: product.promotionPrice,
		...skuTotals(productSkus, product),
		minOrderQty: product.minOrderQty,
		pieces: product.pieces,
		sold: product.sold,
		weightGrams: product.weightGrams,
		volumeCm3: product.volumeCm3,
	}
}

/** What a product shows of its SKUs: the range of what they cost, the discount and the stock (without SKUs, its own). */
function skuTotals(
	productSkus: readonly ProductSku[],
	product: { price: number; promotionPrice: number | null; minPrice: number; maxPrice: number; stock: number },
): Pick<ProductDetails, 'minPrice' | 'maxPrice' | 'discountPercent' | 'stock'> {
	const paid = productSkus.map((sku) => sku.promotionPrice ?? sku.price)
	return {
		minPrice: paid.length ? Math.min(...paid) : product.minPrice,
		maxPrice: paid.length ? Math.max(...paid) : product.maxPrice,
		discountPercent: discountPercent(product.price, product.promotionPrice),
		stock: productSkus.length ? productSkus.reduce((sum, sku) => sum + sku.stock, 0) : product.stock,
	}
}

/** How long the product page keeps a product's catalogue part (texts, pictures, attributes) in process. */
export const PRODUCT_PAGE_CACHE_TTL_MS = 30_000
const productPages = createTtlCache<ProductDetails | null>({ ttlMs: PRODUCT_PAGE_CACHE_TTL_MS, maxEntries: 2_000 })
// A product withdrawn or a SKU's price changed: read it whole again.
onCatalogChange(() => productPages.clear())

/**
 * The product page's read: getProduct, with what changes by the minute (status, prices, stock, sold, minimum order)
 * read every time in one light query, and the rest (texts, pictures, attributes; staff edits show within 30 s)
 * kept in process per language, like the home page. A SKU added or withdrawn since reads the whole product again.
 * On PGlite the full read is about 5 ms of the app's CPU, a third of the page's; the light one about 1 ms.
 */
export async function getProductForPage(
	db: Db,
	{ id, locale, now = Date.now() }: { id: string; locale: Locale; now?: number },
): Promise<ProductDetails | null> {
	const key = `${id}:${locale}`
	let fresh = false
	const load = () => {
		fresh = true
		return getProduct(db, { id, locale })
	}
	const cached = await productPages.get(key, load, now)
	// No product is not kept: ids anyone can make up would push real products out.
	if (!cached) productPages.delete(key)
	if (fresh || !cached) return cached
	type LiveSku = { id: string; price: number; promotionPrice: number | null; stock: number }
	const skuJson = sql`select json_agg(json_build_object('id', ${skus.id}, 'price', ${skus.price}, 'promotionPrice', ${skus.promotionPrice}, 'stock', ${skus.stock})) from ${skus} where ${skus.productId} = ${products.id} and ${skus.active} = true`
	const [live] = await db
		.select({
			status: products.status,
			price: products.price,
			promotionPrice: products.promotionPrice,
			minOrderQty: products.minOrderQty,
			stock: products.stock,
			sold: products.sold,
			skus: sql<LiveSku[] | null>`(${skuJson})`,
		})
		.from(products)
		.where(eq(products.id, id))
		.limit(1)
	if (!live || live.status === 'draft') return null
	const liveSkus = new Map((live.skus ?? []).map((sku) => [sku.id, sku]))
	if (liveSkus.size !== cached.skus.length || cached.skus.some((sku) => !liveSkus.has(sku.id))) {
		productPages.delete(key)
		return productPages.get(key, () => getProduct(db, { id, locale }), now)
	}
	const productSkus = cached.skus.map((sku) => ({ ...sku, ...liveSkus.get(sku.id)! }))
	return {
		...cached,
		status: live.status,
		skus: productSkus,
		price: live.price,
		promotionPrice: live.promotionPrice,
		...skuTotals(productSkus, { ...live, minPrice: cached.minPrice, maxPrice: cached.maxPrice }),
		minOrderQty: live.minOrderQty,
		sold: live.sold,
	}
}

/**
 * getDescription: a product's long description in `locale` (fallback chain: requested language → en → ar), or
 * '' when none is written. The product page loads it after its first paint.
 */
export async function getProductDescription(db: Db, { id, locale }: { id: string; locale: Locale }): Promise<string> {
	const chain = textFallbackChain(locale)
	const rows = await db
		.select({ locale: productTexts.locale, description: productTexts.description })
		.from(productTexts)
		.where(and(eq(productTexts.productId, id), inArray(productTexts.locale, chain)))
	return (
		pickText(
			rows.filter((row) => row.description.trim() !== ''),
			chain,
		)?.description ?? ''
	)
}

export type ProductGallery = { id: string; title: string; images: ProductImage[] }

/** The pictures of an active product and its title in `locale`, for the full-screen gallery; null otherwise. */
export async function getProductGallery(db: Db, { id, locale }: { id: string; locale: Locale }): Promise<ProductGallery | null> {
	const chain = textFallbackChain(locale)
	const [product] = await db
		.select({ id: products.id, originalTitle: products.originalTitle })
		.from(products)
		.where(and(eq(products.id, id), eq(products.status, 'active')))
		.limit(1)
	if (!product) return null
	const [texts, images] = await Promise.all([
		db
			.select({ locale: productTexts.locale, title: productTexts.title })
			.from(productTexts)
			.where(and(eq(productTexts.productId, id), inArray(productTexts.locale, chain))),
		db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.sort), asc(productImages.id)),
	])
	return {
		id: product.id,
		title: pickText(texts, chain)?.title ?? product.originalTitle,
		images: images.map((image) => ({
			id: image.id,
			url: publicMediaUrl(image.storageKey),
			width: image.width,
			height: image.height,
			dominantColor: image.dominantColor,
		})),
	}
}

/**
 * Recompute the columns a product derives from its active SKUs (price and promotion price of the cheapest
 * SKU, min/max price a buyer pays, total stock). Call after changing SKUs, prices or stock.
 */
export async function syncProductDerivedColumns(db: Db, productIds?: readonly string[]) {
	if (productIds && productIds.length === 0) return
	const only = productIds ? sql`and ${inArray(skus.productId, [...productIds])}` : sql``
	await db.execute(sql`
		update ${products} set
			price = derived.price,
			promotion_price = derived.promotion_price,
			min_price = derived.min_price,
			max_price = derived.max_price,
			stock = derived.stock,
			updated_at = now()
		from (
			select
				${skus.productId} as product_id,
				(array_agg(${skus.price} order by coalesce(${skus.promotionPrice}, ${skus.price}), ${skus.sort}))[1] as price,
				(array_agg(${skus.promotionPrice} order by coalesce(${skus.promotionPrice}, ${skus.price}), ${skus.sort}))[1] as promotion_price,
				min(coalesce(${skus.promotionPrice}, ${skus.price})) as min_price,
				max(coalesce(${skus.promotionPrice}, ${skus.price})) as max_price,
				sum(${skus.stock})::int as stock
			from ${skus}
			where ${skus.active} ${only}
			group by ${skus.productId}
		) as derived
		where ${products.id} = derived.product_id
	`)
	// SKU attribute values are searchable: keep the search documents in step.
	await rebuildSearchDocuments(db, productIds)
}
