import { relations, sql } from 'drizzle-orm'
import { type AnyPgColumn, bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { id, LOCALES, type Locale, oneOf, timestamps } from './columns.ts'

/*
 * The catalogue. Every name a buyer reads is stored per locale in a `*_texts` table keyed by
 * (owner id, locale); readers fall back requested locale → en → ar → the original (supplier) text kept on
 * the owner row. Prices are integer IQD.
 */

export const categories = pgTable(
	'categories',
	{
		id: id(),
		parentId: text('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
		slug: text('slug').notNull(),
		sort: integer('sort').notNull().default(0),
		/** Storage key of the category's icon image. */
		iconKey: text('icon_key'),
		active: boolean('active').notNull().default(true),
		...timestamps(),
	},
	(t) => [uniqueIndex('categories_slug_unique').on(t.slug), index('categories_parent_sort_idx').on(t.parentId, t.sort)],
)

export const categoryTexts = pgTable(
	'category_texts',
	{
		categoryId: text('category_id')
			.notNull()
			.references(() => categories.id, { onDelete: 'cascade' }),
		locale: text('locale', { enum: LOCALES }).notNull(),
		name: text('name').notNull(),
		...timestamps(),
	},
	(t) => [primaryKey({ columns: [t.categoryId, t.locale] }), check('category_texts_locale_check', oneOf(t.locale, LOCALES))],
)

/**
 * - active: listed (search, home, feeds, product page)
 * - sourced: made by a quote for a custom item an agent sourced for one buyer (issue 5); never listed, orderable
 *   only through its quote, but an ordinary product and SKU to orders, labels, images and stock
 */
export const PRODUCT_STATUSES = ['draft', 'active', 'archived', 'sourced'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

export const products = pgTable(
	'products',
	{
		id: id(),
		categoryId: text('category_id')
			.notNull()
			.references(() => categories.id, { onDelete: 'restrict' }),
		/** The product (SPU) code shown to buyers and staff, e.g. KT-2204. */
		code: text('code').notNull(),
		/** The supplier's title; the last step of every title fallback chain. */
		originalTitle: text('original_title').notNull(),
		originalLocale: text('original_locale', { enum: LOCALES }).notNull().default('zh'),
		/** List price of the cheapest SKU (IQD). */
		price: integer('price').notNull(),
		/** Promotion price of the cheapest SKU, when on promotion (IQD). */
		promotionPrice: integer('promotion_price'),
		/** Lowest and highest price a buyer pays over the SKUs (promotion price when set); kept in sync by the catalogue. */
		minPrice: integer('min_price').notNull(),
		maxPrice: integer('max_price').notNull(),
		minOrderQty: integer('min_order_qty').notNull().default(1),
		/** Pieces in one selling unit (a pack of 6 → 6). */
		pieces: integer('pieces').notNull().default(1),
		/** Sum of the SKUs' stock; kept in sync by the catalogue. */
		stock: integer('stock').notNull().default(0),
		sold: integer('sold').notNull().default(0),
		weightGrams: integer('weight_grams'),
		volumeCm3: integer('volume_cm3'),
		status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
		/** Higher first on the home page's recommendations. */
		recommendScore: integer('recommend_score').notNull().default(0),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('products_code_unique').on(t.code),
		index('products_category_sold_idx').on(t.categoryId, t.sold.desc()),
		index('products_status_recommend_idx').on(t.status, t.recommendScore.desc(), t.sold.desc(), t.id),
		index('products_created_at_idx').on(t.createdAt),
		// Broad searches sorted by sales or price read these instead of sorting every match.
		index('products_status_sold_idx').on(t.status, t.sold.desc(), t.id),
		index('products_status_min_price_idx').on(t.status, t.minPrice, t.id),
		check('products_status_check', oneOf(t.status, PRODUCT_STATUSES)),
		check('products_original_locale_check', oneOf(t.originalLocale, LOCALES)),
		check('products_prices_check', sql`${t.price} >= 0 and ${t.minPrice} >= 0 and ${t.maxPrice} >= ${t.minPrice}`),
		check('products_promotion_price_check', sql`${t.promotionPrice} is null or ${t.promotionPrice} >= 0`),
		check('products_min_order_qty_check', sql`${t.minOrderQty} >= 1 and ${t.pieces} >= 1`),
		check('products_stock_check', sql`${t.stock} >= 0 and ${t.sold} >= 0`),
	],
)

/** One product parameter row as shown on the product page ("Material: Stainless steel"). */
export type ProductParameter = { name: string; value: string }

export const productTexts = pgTable(
	'product_texts',
	{
		productId: text('product_id')
			.notNull()
			.references(() => products.id, { onDelete: 'cascade' }),
		locale: text('locale', { enum: LOCALES }).notNull(),
		title: text('title').notNull(),
		description: text('description').notNull().default(''),
		parameters: jsonb('parameters').$type<ProductParameter[]>().notNull().default([]),
		...timestamps(),
	},
	(t) => [
		primaryKey({ columns: [t.productId, t.locale] }),
		index('product_texts_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
		check('product_texts_locale_check', oneOf(t.locale, LOCALES)),
	],
)

export const productImages = pgTable(
	'product_images',
	{
		id: id(),
		productId: text('product_id')
			.notNull()
			.references(() => products.id, { onDelete: 'cascade' }),
		storageKey: text('storage_key').notNull(),
		sort: integer('sort').notNull().default(0),
		width: integer('width'),
		height: integer('height'),
		/** `#rrggbb`, used as the placeholder colour while the image loads. */
		dominantColor: text('dominant_color'),
		/** 64-bit perceptual difference hash for photo search; compare with `bit_count(a # b)`. */
		dhash: bigint('dhash', { mode: 'bigint' }),
		...timestamps(),
	},
	(t) => [index('product_images_product_sort_idx').on(t.productId, t.sort)],
)

/** A variant dimension such as colour, size or capacity. */
export const attributes = pgTable(
	'attributes',
	{
		id: id(),
		key: text('key').notNull(),
		originalName: text('original_name').notNull(),
		sort: integer('sort').notNull().default(0),
		...timestamps(),
	},
	(t) => [uniqueIndex('attributes_key_unique').on(t.key)],
)

export const attributeTexts = pgTable(
	'attribute_texts',
	{
		attributeId: text('attribute_id')
			.notNull()
			.references(() => attributes.id, { onDelete: 'cascade' }),
		locale: text('locale', { enum: LOCALES }).notNull(),
		name: text('name').notNull(),
		...timestamps(),
	},
	(t) => [primaryKey({ columns: [t.attributeId, t.locale] }), check('attribute_texts_locale_check', oneOf(t.locale, LOCALES))],
)

/** One value of an attribute ("red", "XL", "128GB"), shared by every product that uses it. */
export const attributeValues = pgTable(
	'attribute_values',
	{
		id: id(),
		attributeId: text('attribute_id')
			.notNull()
			.references(() => attributes.id, { onDelete: 'cascade' }),
		key: text('key').notNull(),
		originalValue: text('original_value').notNull(),
		/** `#rrggbb` swatch for colours. */
		swatch: text('swatch'),
		sort: integer('sort').notNull().default(0),
		...timestamps(),
	},
	(t) => [uniqueIndex('attribute_values_attribute_key_unique').on(t.attributeId, t.key)],
)

export const attributeValueTexts = pgTable(
	'attribute_value_texts',
	{
		valueId: text('value_id')
			.notNull()
			.references(() => attributeValues.id, { onDelete: 'cascade' }),
		locale: text('locale', { enum: LOCALES }).notNull(),
		value: text('value').notNull(),
		...timestamps(),
	},
	(t) => [primaryKey({ columns: [t.valueId, t.locale] }), check('attribute_value_texts_locale_check', oneOf(t.locale, LOCALES))],
)

export const skus = pgTable(
	'skus',
	{
		id: id(),
		productId: text('product_id')
			.notNull()
			.references(() => products.id, { onDelete: 'cascade' }),
		code: text('code').notNull(),
		price: integer('price').notNull(),
		promotionPrice: integer('promotion_price'),
		stock: integer('stock').notNull().default(0),
		sold: integer('sold').notNull().default(0),
		/** Storage key of the SKU's own picture (e.g. the red one). */
		imageKey: text('image_key'),
		sort: integer('sort').notNull().default(0),
		active: boolean('active').notNull().default(true),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('skus_code_unique').on(t.code),
		index('skus_product_sort_idx').on(t.productId, t.sort),
		check('skus_price_check', sql`${t.price} >= 0 and (${t.promotionPrice} is null or ${t.promotionPrice} >= 0)`),
		check('skus_stock_check', sql`${t.stock} >= 0 and ${t.sold} >= 0`),
	],
)

export const skuAttributes = pgTable(
	'sku_attributes',
	{
		skuId: text('sku_id')
			.notNull()
			.references(() => skus.id, { onDelete: 'cascade' }),
		attributeId: text('attribute_id')
			.notNull()
			.references(() => attributes.id, { onDelete: 'restrict' }),
		valueId: text('value_id')
			.notNull()
			.references(() => attributeValues.id, { onDelete: 'restrict' }),
		...timestamps(),
	},
	(t) => [primaryKey({ columns: [t.skuId, t.attributeId] }), index('sku_attributes_value_idx').on(t.valueId)],
)

export const categoriesRelations = relations(categories, ({ one, many }) => ({
	parent: one(categories, { fields: [categories.parentId], references: [categories.id], relationName: 'category_parent' }),
	children: many(categories, { relationName: 'category_parent' }),
	texts: many(categoryTexts),
	products: many(products),
}))

export const categoryTextsRelations = relations(categoryTexts, ({ one }) => ({
	category: one(categories, { fields: [categoryTexts.categoryId], references: [categories.id] }),
}))

export const productsRelations = relations(products, ({ one, many }) => ({
	category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
	texts: many(productTexts),
	images: many(productImages),
	skus: many(skus),
}))

export const productTextsRelations = relations(productTexts, ({ one }) => ({
	product: one(products, { fields: [productTexts.productId], references: [products.id] }),
}))

export const productImagesRelations = relations(productImages, ({ one }) => ({
	product: one(products, { fields: [productImages.productId], references: [products.id] }),
}))

export const attributesRelations = relations(attributes, ({ many }) => ({
	texts: many(attributeTexts),
	values: many(attributeValues),
}))

export const attributeTextsRelations = relations(attributeTexts, ({ one }) => ({
	attribute: one(attributes, { fields: [attributeTexts.attributeId], references: [attributes.id] }),
}))

export const attributeValuesRelations = relations(attributeValues, ({ one, many }) => ({
	attribute: one(attributes, { fields: [attributeValues.attributeId], references: [attributes.id] }),
	texts: many(attributeValueTexts),
}))

export const attributeValueTextsRelations = relations(attributeValueTexts, ({ one }) => ({
	value: one(attributeValues, { fields: [attributeValueTexts.valueId], references: [attributeValues.id] }),
}))

export const skusRelations = relations(skus, ({ one, many }) => ({
	product: one(products, { fields: [skus.productId], references: [products.id] }),
	attributes: many(skuAttributes),
}))

export const skuAttributesRelations = relations(skuAttributes, ({ one }) => ({
	sku: one(skus, { fields: [skuAttributes.skuId], references: [skus.id] }),
	attribute: one(attributes, { fields: [skuAttributes.attributeId], references: [attributes.id] }),
	value: one(attributeValues, { fields: [skuAttributes.valueId], references: [attributeValues.id] }),
}))

export type { Locale }
