import { count, eq } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { payments } from '#app/db/schema/index.ts'
import { type StaffNavKey } from './paths.ts'

/** The numbers beside the console's sections: bank slips waiting for a decision. */
export async function countConsoleBadges(db: Db): Promise<Partial<Record<StaffNavKey, number>>> {
	const [row] = await db.select({ value: count() }).from(payments).where(eq(payments.status, 'in_review'))
	return { payments: row?.value ?? 0 }
}
