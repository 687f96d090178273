import { and, eq, lte, or } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { campaigns } from '#app/db/schema/index.ts'
import { CLAIM_WINDOW_MS, RESTART_WINDOW_MS } from './campaign-rules.ts'
import { settleRows } from './campaigns.server.ts'

/** The campaigns' timer: campaigns past their end are settled (won or lost) and their owners told. */

/** Housekeeping: settles every campaign whose timer or window ran out (what reads would do lazily). Returns how many. */
export async function settleExpiredCampaigns(db: Db, now = new Date()): Promise<number> {
	const due = await db
		.select()
		.from(campaigns)
		.where(
			or(
				and(eq(campaigns.status, 'in_progress'), lte(campaigns.endsAt, now)),
				and(eq(campaigns.status, 'not_successful'), lte(campaigns.endsAt, new Date(now.getTime() - RESTART_WINDOW_MS))),
				and(eq(campaigns.status, 'qualified'), lte(campaigns.qualifiedAt, new Date(now.getTime() - CLAIM_WINDOW_MS))),
			),
		)
		.limit(500)
	const settled = await settleRows(db, due, now)
	return settled.filter((row, index) => row.status !== due[index]?.status).length
}

/** How often the campaign housekeeping may run (it is safe in several processes at once). */
export const CAMPAIGN_HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000

/* ---------------------------------------------------------------------------------------------- */
/* Products and templates.                                                                          */
