import os from 'node:os'
import { hash } from '@node-rs/argon2'
import { count, eq, sql } from 'drizzle-orm'
import { type PgTable } from 'drizzle-orm/pg-core'
import { type Storage } from '#app/providers/storage/storage.ts'
import { type Db } from './client.server.ts'
import { seedDemoCampaigns } from './seed/campaigns.ts'
import { seedDemoCoupons } from './seed/coupons.ts'
import * as schema from './schema/index.ts'
import { LOCALES, type Locale } from './schema/index.ts'
import { bannerSvg, categoryIconSvg, mapWithConcurrency, productPictureSvg, renderWebp } from './seed/pictures.server.ts'
import { createRandom, type Random } from './seed/random.ts'
import {
	ATTRIBUTES,
	type AttributeKey,
	type AttributeValueDef,
	BANNERS,
	CATEGORIES,
	type ColourKey,
	COLOURS,
	composeDescription,
	composeTitle,
	EXCLUSIVE_FEATURES,
	FEATURES,
	grams,
	HOT_WORDS,
	HOME_TAGS,
	HOME_TAG_SIZE,
	MATERIALS,
	MODEL_SUFFIXES,
	ORIGIN,
	PACKAGING,
	PARAMETER_NAMES,
	piecesText,
	PRODUCT_TYPES,
	type ProductTypeDef,
	type Texts,
} from './seed/vocabulary.ts'
import { href } from '#app/href.ts'

export { createRandom, type Random } from './seed/random.ts'

export const DEMO_SHOP_SEED_NAME = 'demo-shop'
export const DEMO_SHOP_SEED_VERSION = 1
export const DEFAULT_DEMO_PRODUCT_COUNT = 320
/** USD → IQD for the demo exchange rate. */
export const DEMO_USD_TO_IQD = 1310

/** The demo agent, named as an agent in Iraq would be (the buyer and other agents read the name). */
export const DEMO_STAFF = { username: 'staff', password: 'dijla-staff-2026', firstName: 'زينب', lastName: 'الكاظمي' } as const
export const DEMO_BUYER = {
	phone: '+9647701234567',
	email: 'buyer@dijla.test',
	password: 'buyer12345',
	firstName: 'علي',
	lastName: 'حسن',
} as const

export type SeedDemoShopOptions = {
	storage: Storage
	log?: (message: string) => void
	/** How many products (default 320; tests use fewer). */
	productCount?: number
	/** The pseudo-random seed; the same seed gives the same shop. */
	seed?: string
	/** Pictures rendered in parallel (default: CPU count + 1). */
	concurrency?: number
}

export type DemoShopResult = {
	/** False when the database already held the demo shop (or any products): nothing was changed. */
	created: boolean
	durationMs: number
	counts: { categories: number; products: number; skus: number; images: number }
	staff: { username: string; password: string }
	buyer: { phone: string; email: string; password: string }
}

/** Rounds a dinar amount to the nearest 250 (the smallest note in use), at least 250. */
export function roundToDinarStep(amount: number) {
	return Math.max(250, Math.round(amount / 250) * 250)
}

/**
 * Fill an empty database with a demo shop in four languages: categories, products with SKUs and
 * pictures, banners, hot words, an exchange rate, a staff account and a demo buyer.
 *
 * Idempotent: a `seed_runs` marker (or any existing product) means it has run, and nothing changes.
 * Everything is inserted in one transaction under an advisory lock, so two instances starting together
 * cannot seed twice. Pictures are written to storage first (random keys, so a lost race leaves only
 * unused files).
 */
export async function seedDemoShop(db: Db, options: SeedDemoShopOptions): Promise<DemoShopResult> {
	const startedAt = performance.now()
	const log = options.log ?? (() => {})
	const accounts = {
		staff: { username: DEMO_STAFF.username, password: DEMO_STAFF.password },
		buyer: { phone: DEMO_BUYER.phone, email: DEMO_BUYER.email, password: DEMO_BUYER.password },
	}
	const skipped = (): DemoShopResult => ({
		created: false,
		durationMs: Math.round(performance.now() - startedAt),
		counts: { categories: 0, products: 0, skus: 0, images: 0 },
		...accounts,
	})

	if (await alreadySeeded(db)) {
		log('demo shop: already seeded, nothing to do')
		return skipped()
	}

	const random = createRandom(options.seed ?? 'dijla-demo-shop')
	const plan = planDemoShop(random, options.productCount ?? DEFAULT_DEMO_PRODUCT_COUNT)

	const picturesStartedAt = performance.now()
	const jobs = pictureJobs(plan)
	const concurrency = options.concurrency ?? os.availableParallelism() + 1
	await mapWithConcurrency(jobs, concurrency, async (job) => {
		const image = await renderWebp(job.svg)
		await options.storage.put(job.key, image.bytes, 'image/webp')
	})
	log(`demo shop: ${jobs.length} pictures rendered in ${Math.round(performance.now() - picturesStartedAt)} ms`)

	const [staffHash, buyerHash] = await Promise.all([hash(DEMO_STAFF.password), hash(DEMO_BUYER.password)])

	const inserted = await db.transaction(async (tx) => {
		// Serialise concurrent seeders (several instances on one PostgreSQL).
		await tx.execute(sql`select pg_advisory_xact_lock(7304115)`)
		if (await alreadySeeded(tx)) return false
		await insertPlan(tx, plan, { staffHash, buyerHash })
		await seedDemoCoupons(tx, { productIds: plan.products.slice(0, 3).map((product) => product.id), buyerPhone: DEMO_BUYER.phone })
		await seedDemoCampaigns(tx, { freeGiftProducts: plan.products.slice(3, 5), groupPriceProducts: plan.products.slice(5, 7) })
		await tx.insert(schema.seedRuns).values({ name: DEMO_SHOP_SEED_NAME, version: DEMO_SHOP_SEED_VERSION })
		return true
	})
	if (!inserted) {
		log('demo shop: seeded by another instance meanwhile, nothing to do')
		return skipped()
	}

	const durationMs = Math.round(performance.now() - startedAt)
	const counts = {
		categories: plan.categories.length,
		products: plan.products.length,
		skus: plan.products.reduce((sum, product) => sum + product.skus.length, 0),
		images: jobs.length,
	}
	log(`demo shop: ${counts.categories} categories, ${counts.products} products, ${counts.skus} SKUs, ${counts.images} pictures in ${durationMs} ms`)
	return { created: true, durationMs, counts, ...accounts }
}

async function alreadySeeded(db: Db) {
	const [marker] = await db.select({ name: schema.seedRuns.name }).from(schema.seedRuns).where(eq(schema.seedRuns.name, DEMO_SHOP_SEED_NAME))
	if (marker) return true
	const [products] = await db.select({ value: count() }).from(schema.products)
	return (products?.value ?? 0) > 0
}

/* ------------------------------------------------------------------------------------------------ */
/* The plan: everything decided up front, from the pseudo-random generator only.                     */

type PlannedCategory = { id: string; slug: string; sort: number; iconKey: string; texts: Texts; drawing: (typeof CATEGORIES)[number]['drawing'] }

type PlannedSku = {
	id: string
	code: string
	colour: ColourKey
	second: AttributeValueDef | null
	price: number
	promotionPrice: number | null
	stock: number
	sold: number
	imageKey: string
	sort: number
}

type PlannedImage = { id: string; key: string; colour: ColourKey; hue: number; tilt: number; sort: number }

type PlannedProduct = {
	id: string
	code: string
	categoryId: string
	type: ProductTypeDef
	texts: Partial<Record<Locale, { title: string; description: string; parameters: schema.ProductParameter[] }>>
	originalTitle: string
	images: PlannedImage[]
	skus: PlannedSku[]
	price: number
	promotionPrice: number | null
	minPrice: number
	maxPrice: number
	minOrderQty: number
	stock: number
	sold: number
	weightGrams: number
	volumeCm3: number
	recommendScore: number
	createdAt: Date
}

type PlannedBanner = { id: string; key: string; sort: number; link: string; texts: Texts; svg: string }

type Plan = {
	categories: PlannedCategory[]
	products: PlannedProduct[]
	banners: PlannedBanner[]
	attributeIds: Record<AttributeKey, string>
	values: Array<{ id: string; attribute: AttributeKey; def: AttributeValueDef; swatch: string | null; sort: number }>
	valueId: (attribute: AttributeKey, key: string) => string
}

const SEED_EPOCH = Date.UTC(2026, 10, 1)
const DAY_MS = 86_400_000

function planDemoShop(random: Random, productCount: number): Plan {
	const ids = random.fork('ids')
	const keys = random.fork('storage-keys')
	const storageKey = (folder: 'products' | 'categories' | 'banners') => `${folder}/${keys.hex(32)}.webp`

	const categories: PlannedCategory[] = CATEGORIES.map((category, sort) => ({
		id: ids.uuid(),
		slug: category.slug,
		sort,
		iconKey: storageKey('categories'),
		texts: category.texts,
		drawing: category.drawing,
	}))
	const categoryId = new Map(categories.map((category) => [category.slug, category.id]))

	const attributeIds = Object.fromEntries((Object.keys(ATTRIBUTES) as AttributeKey[]).map((key) => [key, ids.uuid()])) as Record<AttributeKey, string>
	const values: Plan['values'] = []
	const valueIds = new Map<string, string>()
	function addValue(attribute: AttributeKey, def: AttributeValueDef, swatch: string | null) {
		const mapKey = `${attribute}:${def.key}`
		if (valueIds.has(mapKey)) return
		const id = ids.uuid()
		valueIds.set(mapKey, id)
		values.push({ id, attribute, def, swatch, sort: values.filter((value) => value.attribute === attribute).length })
	}
	for (const [key, colour] of Object.entries(COLOURS)) {
		addValue('colour', { key, original: colour.texts.zh, texts: colour.texts }, colour.swatch)
	}
	for (const type of PRODUCT_TYPES) {
		for (const def of type.second?.values ?? []) addValue(type.second!.attribute, def, null)
	}
	const valueId = (attribute: AttributeKey, key: string) => {
		const id = valueIds.get(`${attribute}:${key}`)
		if (!id) throw new Error(`Unknown attribute value ${attribute}:${key}`)
		return id
	}

	// Every type appears before any repeats, so even a small shop covers every category.
	const typeOrder: ProductTypeDef[] = []
	while (typeOrder.length < productCount) typeOrder.push(...random.shuffle(PRODUCT_TYPES))
	const usedCodes = new Set<string>()
	const products = typeOrder.slice(0, productCount).map((type) => {
		const id = ids.uuid()
		let code: string
		do {
			code = `${type.codePrefix}-${random.int(1000, 9899)}`
		} while (usedCodes.has(code))
		usedCodes.add(code)
		const suffix = random.pick(MODEL_SUFFIXES)
		const model = suffix ? `${code} ${suffix}` : code
		const material = MATERIALS[random.pick(type.materials)]
		let featureKeys = random.sample(type.features, 2)
		while (EXCLUSIVE_FEATURES.some(([a, b]) => featureKeys.includes(a) && featureKeys.includes(b))) {
			featureKeys = random.sample(type.features, 2)
		}
		const [first, second] = featureKeys.map((key) => FEATURES[key]) as [Texts, Texts]
		const minOrderQty = random.pick(type.minOrderQty)
		const weightGrams = random.int(type.weightGrams[0], type.weightGrams[1])
		const hue = random.int(0, 359)

		const colours = random.sample(type.colours, random.int(1, 3)) as ColourKey[]
		const images: PlannedImage[] = colours.map((colour, sort) => ({
			id: ids.uuid(),
			key: storageKey('products'),
			colour,
			hue: (hue + sort * 25) % 360,
			tilt: random.int(-6, 6),
			sort,
		}))

		let secondValues: Array<AttributeValueDef | null> = [null]
		if (type.second) {
			const take = Math.min(type.second.values.length, random.int(type.second.take[0], type.second.take[1]))
			const start = random.int(0, type.second.values.length - take)
			secondValues = type.second.values.slice(start, start + take)
		}

		// Log-uniform base price inside the type's range.
		const [low, high] = type.price
		const base = roundToDinarStep(low * Math.pow(high / low, random.next()))
		const onPromotion = random.chance(0.35)
		const discount = random.int(8, 30) / 100
		const skus: PlannedSku[] = []
		for (const [colourIndex, colour] of colours.entries()) {
			const colourPremium = colourIndex > 0 && random.chance(0.2) ? 1.05 : 1
			for (const [secondIndex, secondValue] of secondValues.entries()) {
				const price = roundToDinarStep(base * colourPremium * (1 + (type.second?.priceStep ?? 0) * secondIndex))
				const promotionPrice = onPromotion ? Math.min(price - 250, roundToDinarStep(price * (1 - discount))) : null
				const soldOut = random.chance(0.08)
				skus.push({
					id: ids.uuid(),
					code: [code, colour.toUpperCase(), secondValue?.key.toUpperCase()].filter(Boolean).join('-'),
					colour,
					second: secondValue,
					price,
					promotionPrice: promotionPrice !== null && promotionPrice > 0 ? promotionPrice : null,
					stock: soldOut ? 0 : random.int(5, 1500),
					sold: 0,
					imageKey: images[colourIndex]!.key,
					sort: skus.length,
				})
			}
		}
		// A few products are sold out in every variant.
		if (random.chance(0.02)) for (const sku of skus) sku.stock = 0

		const roll = random.next()
		const sold = roll < 0.12 ? random.int(10_000, 250_000) : roll < 0.5 ? random.int(500, 9_999) : random.int(0, 499)
		let remaining = sold
		for (const [index, sku] of skus.entries()) {
			sku.sold = index === skus.length - 1 ? remaining : Math.floor(remaining * random.next() * 0.6)
			remaining -= sku.sold
		}

		const effective = (sku: PlannedSku) => sku.promotionPrice ?? sku.price
		const cheapest = skus.reduce((best, sku) => (effective(sku) < effective(best) ? sku : best))
		const texts: PlannedProduct['texts'] = {}
		// Every product has its title in all four languages (issue 17: Kurdish readers met English titles). The draw
		// that used to leave some untranslated stays, so the rest of the demo shop comes out the same.
		random.chance(0.04)
		for (const locale of LOCALES) {
			const title = composeTitle(locale, { type: type.name, material, features: [first, second], model })
			texts[locale] = {
				title,
				description: composeDescription(locale, { title, material, features: [first, second], minOrderQty }),
				parameters: [
					{ name: PARAMETER_NAMES.model[locale], value: code },
					{ name: PARAMETER_NAMES.material[locale], value: material[locale] },
					{ name: PARAMETER_NAMES.weight[locale], value: grams(locale, weightGrams) },
					{ name: PARAMETER_NAMES.minOrder[locale], value: piecesText(locale, minOrderQty) },
					{ name: PARAMETER_NAMES.origin[locale], value: ORIGIN[locale] },
					{ name: PARAMETER_NAMES.package[locale], value: PACKAGING[locale] },
				],
			}
		}

		return {
			id,
			code,
			categoryId: categoryId.get(type.category)!,
			type,
			texts,
			originalTitle: composeTitle('zh', { type: type.name, material, features: [first, second], model }),
			images,
			skus,
			price: cheapest.price,
			promotionPrice: cheapest.promotionPrice,
			minPrice: Math.min(...skus.map(effective)),
			maxPrice: Math.max(...skus.map(effective)),
			minOrderQty,
			stock: skus.reduce((sum, sku) => sum + sku.stock, 0),
			sold,
			weightGrams,
			volumeCm3: random.int(type.volumeCm3[0], type.volumeCm3[1]),
			recommendScore: random.int(0, 1000),
			createdAt: new Date(SEED_EPOCH - random.int(0, 120) * DAY_MS - random.int(0, DAY_MS)),
		} satisfies PlannedProduct
	})

	const firstPhone = products.find((product) => product.type.category === 'phones') ?? products[0]
	const banners: PlannedBanner[] = BANNERS.map((banner, sort) => {
		const category = categories.find((c) => c.slug === (sort === 0 ? 'appliances' : 'women')) ?? categories[0]!
		const link =
			banner.link === 'free-gifts'
				? href('/pages/free-gifts/index')
				: banner.link === 'product' && firstPhone
					? href('/pages/commodity_details/index', { productId: firstPhone.id })
					: href('/pages/search-detail/index', { categoryId: category.id })
		return {
			id: ids.uuid(),
			key: storageKey('banners'),
			sort,
			link,
			texts: banner.texts,
			svg: bannerSvg({ drawings: banner.drawings, colours: banner.colours.map((c) => COLOURS[c].swatch), hue: banner.hue }),
		}
	})

	return { categories, products, banners, attributeIds, values, valueId }
}

function pictureJobs(plan: Plan) {
	const jobs: Array<{ key: string; svg: string }> = []
	for (const [index, category] of plan.categories.entries()) {
		const colour = Object.values(COLOURS)[(index * 3) % Object.keys(COLOURS).length]!.swatch
		jobs.push({ key: category.iconKey, svg: categoryIconSvg({ drawing: category.drawing, colour, hue: index * 30 }) })
	}
	for (const banner of plan.banners) jobs.push({ key: banner.key, svg: banner.svg })
	for (const product of plan.products) {
		for (const image of product.images) {
			jobs.push({
				key: image.key,
				svg: productPictureSvg({
					drawing: product.type.drawing,
					colour: COLOURS[image.colour].swatch,
					hue: image.hue,
					label: product.code,
					tilt: image.tilt,
				}),
			})
		}
	}
	return jobs
}

/* ------------------------------------------------------------------------------------------------ */
/* Writing the plan.                                                                                   */

const INSERT_CHUNK = 500

async function insertAll<T extends PgTable>(db: Db, table: T, rows: Array<T['$inferInsert']>) {
	for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
		await db.insert(table).values(rows.slice(start, start + INSERT_CHUNK))
	}
}

function textRows<K extends string, V extends string>(texts: Texts | undefined, ownerKey: K, ownerId: string, valueKey: V) {
	if (!texts) return []
	return LOCALES.map(
		(locale) => ({ [ownerKey]: ownerId, locale, [valueKey]: texts[locale] }) as Record<K, string> & Record<V, string> & { locale: Locale },
	)
}

async function insertPlan(db: Db, plan: Plan, hashes: { staffHash: string; buyerHash: string }) {
	await insertAll(
		db,
		schema.categories,
		plan.categories.map(({ id, slug, sort, iconKey }) => ({ id, slug, sort, iconKey })),
	)
	await insertAll(
		db,
		schema.categoryTexts,
		plan.categories.flatMap((c) => textRows(c.texts, 'categoryId', c.id, 'name')),
	)

	const attributeKeys = Object.keys(ATTRIBUTES) as AttributeKey[]
	await insertAll(
		db,
		schema.attributes,
		attributeKeys.map((key) => ({ id: plan.attributeIds[key], key, originalName: ATTRIBUTES[key].original, sort: ATTRIBUTES[key].sort })),
	)
	await insertAll(
		db,
		schema.attributeTexts,
		attributeKeys.flatMap((key) => textRows(ATTRIBUTES[key].texts, 'attributeId', plan.attributeIds[key], 'name')),
	)
	await insertAll(
		db,
		schema.attributeValues,
		plan.values.map((value) => ({
			id: value.id,
			attributeId: plan.attributeIds[value.attribute],
			key: value.def.key,
			originalValue: value.def.original,
			swatch: value.swatch,
			sort: value.sort,
		})),
	)
	await insertAll(
		db,
		schema.attributeValueTexts,
		plan.values.flatMap((value) => textRows(value.def.texts, 'valueId', value.id, 'value')),
	)

	await insertAll(
		db,
		schema.products,
		plan.products.map((product) => ({
			id: product.id,
			categoryId: product.categoryId,
			code: product.code,
			originalTitle: product.originalTitle,
			originalLocale: 'zh' as const,
			price: product.price,
			promotionPrice: product.promotionPrice,
			minPrice: product.minPrice,
			maxPrice: product.maxPrice,
			minOrderQty: product.minOrderQty,
			stock: product.stock,
			sold: product.sold,
			weightGrams: product.weightGrams,
			volumeCm3: product.volumeCm3,
			recommendScore: product.recommendScore,
			createdAt: product.createdAt,
			updatedAt: product.createdAt,
		})),
	)
	await insertAll(
		db,
		schema.productTexts,
		plan.products.flatMap((product) =>
			LOCALES.flatMap((locale) => {
				const text = product.texts[locale]
				return text ? [{ productId: product.id, locale, ...text }] : []
			}),
		),
	)
	await insertAll(
		db,
		schema.productImages,
		plan.products.flatMap((product) =>
			product.images.map((image) => ({
				id: image.id,
				productId: product.id,
				storageKey: image.key,
				sort: image.sort,
				width: 600,
				height: 600,
				dominantColor: COLOURS[image.colour].swatch,
			})),
		),
	)
	const skus = plan.products.flatMap((product) => product.skus.map((sku) => ({ product, sku })))
	await insertAll(
		db,
		schema.skus,
		skus.map(({ product, sku }) => ({
			id: sku.id,
			productId: product.id,
			code: sku.code,
			price: sku.price,
			promotionPrice: sku.promotionPrice,
			stock: sku.stock,
			sold: sku.sold,
			imageKey: sku.imageKey,
			sort: sku.sort,
		})),
	)
	await insertAll(
		db,
		schema.skuAttributes,
		skus.flatMap(({ product, sku }) => {
			const rows = [{ skuId: sku.id, attributeId: plan.attributeIds.colour, valueId: plan.valueId('colour', sku.colour) }]
			const second = product.type.second
			if (second && sku.second) {
				rows.push({ skuId: sku.id, attributeId: plan.attributeIds[second.attribute], valueId: plan.valueId(second.attribute, sku.second.key) })
			}
			return rows
		}),
	)

	await insertAll(
		db,
		schema.banners,
		plan.banners.map(({ id, key, sort, link }) => ({ id, imageKey: key, sort, link })),
	)
	await insertAll(
		db,
		schema.bannerTexts,
		plan.banners.flatMap((banner) => textRows(banner.texts, 'bannerId', banner.id, 'title')),
	)
	await insertAll(
		db,
		schema.hotWords,
		LOCALES.flatMap((locale) => HOT_WORDS[locale].map((word, sort) => ({ locale, word, sort }))),
	)
	await insertHomeTags(db, plan)
	await insertAll(db, schema.exchangeRates, [
		{ baseCurrency: 'USD', quoteCurrency: 'IQD', rate: DEMO_USD_TO_IQD, effectiveAt: new Date(SEED_EPOCH), source: 'seed' },
	])
	await insertAll(db, schema.users, [
		{
			username: DEMO_STAFF.username,
			firstName: DEMO_STAFF.firstName,
			lastName: DEMO_STAFF.lastName,
			passwordHash: hashes.staffHash,
			role: 'staff' as const,
			language: 'ar',
		},
		{
			phone: DEMO_BUYER.phone,
			email: DEMO_BUYER.email,
			firstName: DEMO_BUYER.firstName,
			lastName: DEMO_BUYER.lastName,
			passwordHash: hashes.buyerHash,
			role: 'buyer' as const,
			language: 'ar',
		},
	])
}

/** The home page's shelves: each picks its products from the plan by a rule a merchandiser would use. */
async function insertHomeTags(db: Db, plan: Plan) {
	const ids = createRandom('dijla-demo-shop-tags')
	const active = [...plan.products]
	const shelves = HOME_TAGS.map((tag, sort) => {
		const chosen =
			tag.slug === 'best-sellers'
				? [...active].sort((a, b) => b.sold - a.sold)
				: tag.slug === 'new-arrivals'
					? [...active].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
					: tag.slug === 'deals'
						? active.filter((product) => product.promotionPrice !== null).sort((a, b) => b.recommendScore - a.recommendScore)
						: active.filter((product) => product.minOrderQty <= 2).sort((a, b) => a.minPrice - b.minPrice)
		return { id: ids.uuid(), slug: tag.slug, sort, texts: tag.texts, products: chosen.slice(0, HOME_TAG_SIZE) }
	})
	await insertAll(
		db,
		schema.productTags,
		shelves.map(({ id, slug, sort }) => ({ id, slug, sort })),
	)
	await insertAll(
		db,
		schema.productTagTexts,
		shelves.flatMap((shelf) => textRows(shelf.texts, 'tagId', shelf.id, 'name')),
	)
	await insertAll(
		db,
		schema.productTagItems,
		shelves.flatMap((shelf) => shelf.products.map((product, sort) => ({ tagId: shelf.id, productId: product.id, sort }))),
	)
}
