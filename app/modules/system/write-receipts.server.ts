import { and, eq, lt } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { writeReceipts } from '#app/db/schema/index.ts'

/** A write's idempotency key as the offline queue makes it (a UUID). */
const WRITE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** How long a key is remembered (decision 025). */
export const WRITE_RECEIPT_DAYS = 30

/** The form's `writeKey`, when it is one; anything else is treated as a write without a key. */
export function readWriteKey(form: { get(name: string): unknown }): string | null {
	const value = form.get('writeKey')
	return typeof value === 'string' && WRITE_KEY.test(value) ? value.toLowerCase() : null
}

export type KeyedWrite<T> = { replayed: true } | { replayed: false; value: T }

/**
 * Does `write` once per buyer and key (issue 21 item 3): the key is stored in the write's own transaction, so a
 * second delivery of the same queued write (its first answer lost with the connection) finds it and does nothing;
 * if the write fails, the key is not kept and a later delivery tries again. Without a key, `write` just runs.
 */
export async function writeOnce<T>(
	db: Db,
	{ userId, key }: { userId: string; key: string | null },
	write: (db: Db) => Promise<T>,
): Promise<KeyedWrite<T>> {
	if (!key) return { replayed: false, value: await write(db) }
	return db.transaction(async (tx) => {
		const claimed = await tx.insert(writeReceipts).values({ userId, key }).onConflictDoNothing().returning({ key: writeReceipts.key })
		if (claimed.length === 0) return { replayed: true } as const
		return { replayed: false, value: await write(tx) } as const
	})
}

/** Forgets keys older than WRITE_RECEIPT_DAYS. */
export async function pruneWriteReceipts(db: Db, now = new Date()): Promise<number> {
	const before = new Date(now.getTime() - WRITE_RECEIPT_DAYS * 24 * 60 * 60 * 1000)
	const removed = await db.delete(writeReceipts).where(lt(writeReceipts.createdAt, before)).returning({ key: writeReceipts.key })
	return removed.length
}

export async function hasWriteReceipt(db: Db, { userId, key }: { userId: string; key: string }): Promise<boolean> {
	const rows = await db
		.select({ key: writeReceipts.key })
		.from(writeReceipts)
		.where(and(eq(writeReceipts.userId, userId), eq(writeReceipts.key, key)))
	return rows.length > 0
}
