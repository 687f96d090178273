import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { relations } from 'drizzle-orm'
import { id, LOCALES, oneOf, timestamps, timestampTz } from './columns.ts'

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
