import { and, desc, eq, gt, lte, min, sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { exchangeRates } from '#app/db/schema/index.ts'
import { onCatalogChange } from './catalog-changes.server.ts'

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

/** How long a process keeps the rate in force before asking the database again. */
export const RATE_CACHE_MS = 60_000

type CachedRate = { rate: ExchangeRate; fetchedAt: number; nextEffectiveAt: number; generation: number }
const cachedRates = new WeakMap<Db, CachedRate>()
/** Bumped when a rate is entered anywhere (the database's catalogue-change notification): every copy is forgotten. */
let generation = 0
onCatalogChange(() => generation++)

/**
 * getUsdToIqdRate for what is read on every page view (the product page's freight estimate, the trade flow's
 * price): the rate in force is kept in this process for RATE_CACHE_MS, and never past the moment the next rate
 * already entered takes effect. A rate added to the database is used within a minute by every instance (each
 * keeps its own copy; nothing is shared), and at once by the one that calls forgetUsdToIqdRate. A `now` far
 * from the clock (tests, back-dated work) and "no rate yet" always ask the database.
 */
export async function getCurrentUsdToIqdRate(db: Db, now: Date = new Date()): Promise<ExchangeRate | null> {
	const at = now.getTime()
	const clock = Date.now()
	const cached = cachedRates.get(db)
	if (
		cached &&
		cached.generation === generation &&
		clock - cached.fetchedAt < RATE_CACHE_MS &&
		Math.abs(at - clock) < RATE_CACHE_MS &&
		at >= cached.rate.effectiveAt.getTime() &&
		at < cached.nextEffectiveAt
	) {
		return cached.rate
	}
	const pair = and(eq(exchangeRates.baseCurrency, 'USD'), eq(exchangeRates.quoteCurrency, 'IQD'))
	const next = db
		.select({ at: min(exchangeRates.effectiveAt) })
		.from(exchangeRates)
		.where(and(pair, gt(exchangeRates.effectiveAt, now)))
	// One round trip: the rate in force and when the next one entered takes over.
	const [row] = await db
		.select({
			rate: exchangeRates.rate,
			effectiveAt: exchangeRates.effectiveAt,
			nextEffectiveAt: sql<Date | null>`(${next})`.mapWith(exchangeRates.effectiveAt),
		})
		.from(exchangeRates)
		.where(and(pair, lte(exchangeRates.effectiveAt, now)))
		.orderBy(desc(exchangeRates.effectiveAt))
		.limit(1)
	if (!row) {
		cachedRates.delete(db)
		return null
	}
	const rate: ExchangeRate = { base: 'USD', quote: 'IQD', rate: Number(row.rate), effectiveAt: row.effectiveAt }
	cachedRates.set(db, {
		rate,
		fetchedAt: clock,
		nextEffectiveAt: row.nextEffectiveAt ? row.nextEffectiveAt.getTime() : Number.POSITIVE_INFINITY,
		generation,
	})
	return rate
}

/** Staff entered a rate: this process reads it on the next call (other instances within RATE_CACHE_MS). */
export function forgetUsdToIqdRate(db: Db) {
	cachedRates.delete(db)
}

/** Whole dinars for an amount in US cents at `rate` IQD per dollar, rounded up so a fee is never under-quoted. */
export function usdCentsToIqd(cents: number, rate: number): number {
	return Math.ceil((cents * rate) / 100)
}
