import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { timestamps } from './columns.ts'

/** One row per data seed that has completed (e.g. 'demo-shop'), so seeding is idempotent. */
export const seedRuns = pgTable('seed_runs', {
	name: text('name').primaryKey(),
	version: integer('version').notNull().default(1),
	...timestamps(),
})
