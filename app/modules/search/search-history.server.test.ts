import { afterAll, beforeAll, expect, test } from 'vitest'
import * as schema from '#app/db/schema/index.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { MAX_RECENT_SEARCHES } from './recent-searches.ts'
import { clearRecentSearches, deleteRecentSearch, listRecentSearches, saveRecentSearch } from './search-history.server.ts'

let database: TestDatabase
let buyer: string
let otherBuyer: string

beforeAll(async () => {
	database = await createTestDatabase()
	const [first, second] = await database.db
		.insert(schema.users)
		.values([{ phone: '+9647701111111' }, { phone: '+9647702222222' }])
		.returning({ id: schema.users.id })
	buyer = first!.id
	otherBuyer = second!.id
})

afterAll(async () => {
	await database?.close()
})

const queries = async (userId: string) => (await listRecentSearches(database.db, userId)).map((entry) => entry.query)

test('newest first; the same search however it is spelled moves to the top with the latest spelling', async () => {
	await saveRecentSearch(database.db, buyer, 'كوب')
	await saveRecentSearch(database.db, buyer, 'air fryer')
	await saveRecentSearch(database.db, buyer, '  کوب ')
	expect(await queries(buyer)).toEqual(['کوب', 'air fryer'])
	await saveRecentSearch(database.db, buyer, 'AIR FRYER!')
	expect(await queries(buyer)).toEqual(['AIR FRYER!', 'کوب'])
})

test('keeps the latest 20 and drops the oldest', async () => {
	for (let index = 1; index <= MAX_RECENT_SEARCHES + 5; index++) await saveRecentSearch(database.db, otherBuyer, `kettle ${index}`)
	const kept = await queries(otherBuyer)
	expect(kept).toHaveLength(MAX_RECENT_SEARCHES)
	expect(kept[0]).toBe(`kettle ${MAX_RECENT_SEARCHES + 5}`)
	expect(kept.at(-1)).toBe('kettle 6')
})

test('does not keep searches without letters or digits, and cuts very long ones', async () => {
	const before = await queries(buyer)
	await saveRecentSearch(database.db, buyer, '🔥🔥')
	await saveRecentSearch(database.db, buyer, '   ')
	expect(await queries(buyer)).toEqual(before)
	await saveRecentSearch(database.db, buyer, 'x'.repeat(10_000))
	expect((await queries(buyer))[0]).toHaveLength(100)
})

test('deletes one of their own entries, never another buyer’s, and clears all', async () => {
	const [mine] = await listRecentSearches(database.db, buyer)
	const [theirs] = await listRecentSearches(database.db, otherBuyer)
	expect(await deleteRecentSearch(database.db, buyer, theirs!.id)).toBe(false)
	expect(await deleteRecentSearch(database.db, buyer, mine!.id)).toBe(true)
	expect((await listRecentSearches(database.db, buyer)).map((entry) => entry.id)).not.toContain(mine!.id)
	await clearRecentSearches(database.db, buyer)
	expect(await queries(buyer)).toEqual([])
	expect(await queries(otherBuyer)).toHaveLength(MAX_RECENT_SEARCHES)
})
