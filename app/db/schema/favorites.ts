import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { id, timestamps, timestampTz } from './columns.ts'
import { products } from './catalog.ts'
import { users } from './accounts.ts'

/**
 * A buyer's favourites folder. Every buyer has exactly one default group (created on first use, never
 * deleted or renamed away from being the default); at most 10 groups in all, the default included (spec
 * section 5), enforced by the favourites module inside a transaction that locks the buyer's groups.
 */
export const favoriteGroups = pgTable(
	'favorite_groups',
	{
		id: id(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		sort: integer('sort').notNull().default(0),
		isDefault: integer('is_default').notNull().default(0),
		...timestamps(),
	},
	(t) => [
		index('favorite_groups_user_sort_idx').on(t.userId, t.sort),
		uniqueIndex('favorite_groups_one_default_unique')
			.on(t.userId)
			.where(sql`${t.isDefault} = 1`),
		check('favorite_groups_is_default_check', sql`${t.isDefault} in (0, 1)`),
		check('favorite_groups_name_check', sql`length(${t.name}) between 1 and 30`),
	],
)

/** A product in one of the buyer's groups; a product sits in at most one group at a time (moving changes it). */
export const favorites = pgTable(
	'favorites',
	{
		id: id(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		groupId: text('group_id')
			.notNull()
			.references(() => favoriteGroups.id, { onDelete: 'cascade' }),
		productId: text('product_id')
			.notNull()
			.references(() => products.id, { onDelete: 'cascade' }),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('favorites_user_product_unique').on(t.userId, t.productId),
		index('favorites_group_created_idx').on(t.groupId, t.createdAt.desc()),
	],
)

/**
 * One row per buyer, product and day (Asia/Baghdad) the buyer looked at it; a second visit the same day
 * moves `viewed_at`. History is a convenience, so deleting it is a real delete.
 */
export const browsingHistory = pgTable(
	'browsing_history',
	{
		id: id(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		productId: text('product_id')
			.notNull()
			.references(() => products.id, { onDelete: 'cascade' }),
		/** The Baghdad calendar day of the visit, `YYYY-MM-DD`. */
		viewDay: text('view_day').notNull(),
		viewedAt: timestampTz('viewed_at').notNull().defaultNow(),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('browsing_history_user_product_day_unique').on(t.userId, t.productId, t.viewDay),
		index('browsing_history_user_viewed_idx').on(t.userId, t.viewedAt.desc()),
		check('browsing_history_view_day_check', sql`${t.viewDay} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
	],
)
