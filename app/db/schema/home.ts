import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { relations } from 'drizzle-orm'
import { id, LOCALES, oneOf, timestamps, timestampTz } from './columns.ts'
import { products } from './catalog.ts'

/** A home-page carousel slide, shown while `active` and inside its optional [starts_at, ends_at) window. */
export const banners = pgTable(
	'banners',
	{
		id: id(),
		imageKey: text('image_key').notNull(),
		/** An in-app path such as /pages/commodity_details/index?productId=… */
		link: text('link'),
		sort: integer('sort').notNull().default(0),
		active: boolean('active').notNull().default(true),
		startsAt: timestampTz('starts_at'),
		endsAt: timestampTz('ends_at'),
		...timestamps(),
	},
	(t) => [index('banners_active_sort_idx').on(t.active, t.sort)],
)

export const bannerTexts = pgTable(
	'banner_texts',
	{
		bannerId: text('banner_id')
			.notNull()
			.references(() => banners.id, { onDelete: 'cascade' }),
		locale: text('locale', { enum: LOCALES }).notNull(),
		title: text('title').notNull(),
		...timestamps(),
	},
	(t) => [primaryKey({ columns: [t.bannerId, t.locale] }), check('banner_texts_locale_check', oneOf(t.locale, LOCALES))],
)

/** Suggested searches shown under the search box, per locale. */
export const hotWords = pgTable(
	'hot_words',
	{
		id: id(),
		locale: text('locale', { enum: LOCALES }).notNull(),
		word: text('word').notNull(),
		sort: integer('sort').notNull().default(0),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('hot_words_locale_word_unique').on(t.locale, t.word),
		index('hot_words_locale_sort_idx').on(t.locale, t.sort),
		check('hot_words_locale_check', oneOf(t.locale, LOCALES)),
	],
)

export const bannersRelations = relations(banners, ({ many }) => ({
	texts: many(bannerTexts),
}))

export const bannerTextsRelations = relations(bannerTexts, ({ one }) => ({
	banner: one(banners, { fields: [bannerTexts.bannerId], references: [banners.id] }),
}))

/**
 * A curated shelf on the home page ("Best sellers", "Ramadan essentials"): tabs above a product row.
 * Staff choose the products and their order; the home page shows active tags by `sort`.
 */
export const productTags = pgTable(
	'product_tags',
	{
		id: id(),
		slug: text('slug').notNull(),
		sort: integer('sort').notNull().default(0),
		active: boolean('active').notNull().default(true),
		...timestamps(),
	},
	(t) => [uniqueIndex('product_tags_slug_unique').on(t.slug), index('product_tags_active_sort_idx').on(t.active, t.sort)],
)

export const productTagTexts = pgTable(
	'product_tag_texts',
	{
		tagId: text('tag_id')
			.notNull()
			.references(() => productTags.id, { onDelete: 'cascade' }),
		locale: text('locale', { enum: LOCALES }).notNull(),
		name: text('name').notNull(),
		...timestamps(),
	},
	(t) => [primaryKey({ columns: [t.tagId, t.locale] }), check('product_tag_texts_locale_check', oneOf(t.locale, LOCALES))],
)

export const productTagItems = pgTable(
	'product_tag_items',
	{
		tagId: text('tag_id')
			.notNull()
			.references(() => productTags.id, { onDelete: 'cascade' }),
		productId: text('product_id')
			.notNull()
			.references(() => products.id, { onDelete: 'cascade' }),
		sort: integer('sort').notNull().default(0),
		...timestamps(),
	},
	(t) => [primaryKey({ columns: [t.tagId, t.productId] }), index('product_tag_items_tag_sort_idx').on(t.tagId, t.sort)],
)
