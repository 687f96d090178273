import { afterAll, beforeAll, expect, test } from 'vitest'
import { exchangeRates } from '#app/db/schema/index.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { forgetUsdToIqdRate, getCurrentUsdToIqdRate, getUsdToIqdRate } from './exchange-rate.server.ts'

let database: TestDatabase
beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(() => database.close())

const rate = (value: number, effectiveAt: Date) => ({ baseCurrency: 'USD', quoteCurrency: 'IQD', rate: value, effectiveAt })

test('before any rate there is none, and the first rate entered is used at once', async () => {
	expect(await getCurrentUsdToIqdRate(database.db)).toBeNull()
	await database.db.insert(exchangeRates).values(rate(1310, new Date(Date.now() - 60 * 60 * 1000)))
	expect((await getCurrentUsdToIqdRate(database.db))?.rate).toBe(1310)
})

test('a rate entered to start later takes over at its moment, not a minute after', async () => {
	const now = Date.now()
	await database.db.insert(exchangeRates).values(rate(1400, new Date(now + 5_000)))
	forgetUsdToIqdRate(database.db)
	expect((await getCurrentUsdToIqdRate(database.db, new Date(now)))?.rate).toBe(1310)
	expect((await getCurrentUsdToIqdRate(database.db, new Date(now + 4_999)))?.rate).toBe(1310)
	expect((await getCurrentUsdToIqdRate(database.db, new Date(now + 5_000)))?.rate).toBe(1400)
})

test('a rate entered meanwhile is used after forgetUsdToIqdRate (and by other instances within the cache time)', async () => {
	const now = new Date(Date.now() + 10_000)
	expect((await getCurrentUsdToIqdRate(database.db, now))?.rate).toBe(1400)
	await database.db.insert(exchangeRates).values(rate(1500, new Date(now.getTime() - 1_000)))
	// Kept for at most RATE_CACHE_MS; the uncached read sees the new rate at once.
	expect((await getCurrentUsdToIqdRate(database.db, now))?.rate).toBe(1400)
	expect((await getUsdToIqdRate(database.db, now))?.rate).toBe(1500)
	forgetUsdToIqdRate(database.db)
	expect((await getCurrentUsdToIqdRate(database.db, now))?.rate).toBe(1500)
})

test('a date far from the clock asks the database', async () => {
	await database.db.insert(exchangeRates).values(rate(9999, new Date('2040-01-01T00:00:00Z')))
	expect((await getCurrentUsdToIqdRate(database.db, new Date('2040-06-01T00:00:00Z')))?.rate).toBe(9999)
	expect(await getCurrentUsdToIqdRate(database.db, new Date('2020-06-01T00:00:00Z'))).toBeNull()
})
