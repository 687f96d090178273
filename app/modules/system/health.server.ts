import { sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'

/** True when the database answers a trivial query. */
export async function isDatabaseHealthy(db: Db): Promise<boolean> {
	try {
		await db.execute(sql`select 1`)
		return true
	} catch {
		return false
	}
}
