import { sql } from 'drizzle-orm'
import { check, index, numeric, pgTable, text } from 'drizzle-orm/pg-core'
import { id, timestamps, timestampTz } from './columns.ts'

/** How many `quote` units one `base` unit buys from `effective_at` on (e.g. USD→IQD 1310). */
export const exchangeRates = pgTable(
	'exchange_rates',
	{
		id: id(),
		baseCurrency: text('base_currency').notNull(),
		quoteCurrency: text('quote_currency').notNull(),
		rate: numeric('rate', { precision: 18, scale: 6, mode: 'number' }).notNull(),
		effectiveAt: timestampTz('effective_at').notNull().defaultNow(),
		source: text('source'),
		...timestamps(),
	},
	(t) => [
		index('exchange_rates_pair_effective_idx').on(t.baseCurrency, t.quoteCurrency, t.effectiveAt.desc()),
		check('exchange_rates_rate_positive_check', sql`${t.rate} > 0`),
	],
)
