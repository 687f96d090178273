import { index, pgTable, text } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { timestamps, timestampTz } from './columns.ts'

/**
 * A staff member signed in to the console (/staff). Separate from buyers' sessions, with its own cookie and
 * shorter life: it ends 12 hours after sign-in, or after 30 minutes without a request (app/modules/staff).
 * `id` is the SHA-256 of the cookie's random token.
 */
export const staffSessions = pgTable(
	'staff_sessions',
	{
		id: text('id').primaryKey(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		expiresAt: timestampTz('expires_at').notNull(),
		lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
		userAgent: text('user_agent'),
		ip: text('ip'),
		...timestamps(),
	},
	(t) => [index('staff_sessions_user_idx').on(t.userId), index('staff_sessions_expires_idx').on(t.expiresAt)],
)
