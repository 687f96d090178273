import { and, desc, eq, notInArray, sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { searchHistory } from '#app/db/schema/index.ts'
import { historyKey, MAX_RECENT_SEARCHES } from './recent-searches.ts'
import { clipKeyword } from './search-query.ts'

export type RecentSearch = { id: string; query: string }

/** A signed-in buyer's recent searches, newest first (at most 20). */
export async function listRecentSearches(db: Db, userId: string): Promise<RecentSearch[]> {
	return db
		.select({ id: searchHistory.id, query: searchHistory.query })
		.from(searchHistory)
		.where(eq(searchHistory.userId, userId))
		.orderBy(desc(searchHistory.updatedAt), desc(searchHistory.id))
		.limit(MAX_RECENT_SEARCHES)
}

/**
 * Remember a search. The same query however it is spelled ("كوب", "کوب", "KETTLE", "kettle") is one entry,
 * moved to the top with the latest spelling; past 20 entries the oldest are dropped. Queries with no
 * letters or digits are not kept.
 */
export async function saveRecentSearch(db: Db, userId: string, query: string): Promise<void> {
	const text = clipKeyword(query)
	const key = historyKey(text)
	if (!key) return
	await db.transaction(async (tx) => {
		await tx
			.insert(searchHistory)
			.values({ userId, query: text, normalizedQuery: key })
			.onConflictDoUpdate({
				target: [searchHistory.userId, searchHistory.normalizedQuery],
				set: { query: text, updatedAt: sql`now()` },
			})
		const keep = tx
			.select({ id: searchHistory.id })
			.from(searchHistory)
			.where(eq(searchHistory.userId, userId))
			.orderBy(desc(searchHistory.updatedAt), desc(searchHistory.id))
			.limit(MAX_RECENT_SEARCHES)
		await tx.delete(searchHistory).where(and(eq(searchHistory.userId, userId), notInArray(searchHistory.id, keep)))
	})
}

/** Forget one recent search of this buyer; false when there was no such entry. */
export async function deleteRecentSearch(db: Db, userId: string, id: string): Promise<boolean> {
	const deleted = await db
		.delete(searchHistory)
		.where(and(eq(searchHistory.userId, userId), eq(searchHistory.id, id)))
		.returning({ id: searchHistory.id })
	return deleted.length > 0
}

/** Forget every recent search of this buyer. */
export async function clearRecentSearches(db: Db, userId: string): Promise<void> {
	await db.delete(searchHistory).where(eq(searchHistory.userId, userId))
}
