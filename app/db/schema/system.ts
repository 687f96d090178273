import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { timestamps, timestampTz } from './columns.ts'

/** One row per data seed that has completed (e.g. 'demo-shop'), so seeding is idempotent. */
export const seedRuns = pgTable('seed_runs', {
	name: text('name').primaryKey(),
	version: integer('version').notNull().default(1),
	...timestamps(),
})

/**
 * Writes made offline and sent again (issue 21; decision 025): the idempotency key of each write a buyer's queue
 * sent, stored in the write's own transaction, so a key seen again does nothing. Kept 30 days (a queue older than
 * that is not replayed twice; see pruneWriteReceipts).
 */
export const writeReceipts = pgTable(
	'write_receipts',
	{
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		key: text('key').notNull(),
		createdAt: timestampTz('created_at').notNull().defaultNow(),
	},
	(t) => [primaryKey({ columns: [t.userId, t.key] }), index('write_receipts_created_idx').on(t.createdAt)],
)
