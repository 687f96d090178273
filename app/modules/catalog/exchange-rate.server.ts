import { and, desc, eq, lte } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { exchangeRates } from '#app/db/schema/index.ts'

export type ExchangeRate = { base: 'USD'; quote: 'IQD'; rate: number; effectiveAt: Date }

/**
 * The USD → IQD rate in force at `now` (getRateByType): the one fees quoted in dollars (container storage
 * per day, sea freight) are converted with. Null when staff have never entered one.
 */
export async function getUsdToIqdRate(db: Db, now: Date = new Date()): Promise<ExchangeRate | null> {
	const [row] = await db
		.select({ rate: exchangeRates.rate, effectiveAt: exchangeRates.effectiveAt })
		.from(exchangeRates)
		.where(and(eq(exchangeRates.baseCurrency, 'USD'), eq(exchangeRates.quoteCurrency, 'IQD'), lte(exchangeRates.effectiveAt, now)))
		.orderBy(desc(exchangeRates.effectiveAt))
		.limit(1)
	return row ? { base: 'USD', quote: 'IQD', rate: Number(row.rate), effectiveAt: row.effectiveAt } : null
}

/** Whole dinars for an amount in US cents at `rate` IQD per dollar, rounded up so a fee is never under-quoted. */
export function usdCentsToIqd(cents: number, rate: number): number {
	return Math.ceil((cents * rate) / 100)
}
