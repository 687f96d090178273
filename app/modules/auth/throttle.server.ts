import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { signInThrottles, type SignInScope } from '#app/db/schema/index.ts'
import { AuthError } from './errors.ts'

/**
 * Password guesses, slowed where they come from instead of locking the account (docs/decisions/018-safe-by-default.md).
 * Counting per account would let anyone lock the real owner out with ten wrong passwords (staff have no other way
 * in), so failures are counted:
 * - per account and address pair: the first FREE_FAILURES_PER_PAIR cost nothing; each one after that makes this
 *   pair wait, 30 s doubling up to 15 minutes. The owner, from their own phone, is a different pair and is never
 *   kept out by someone else's guesses;
 * - per address, over every account: FAILURES_PER_ADDRESS in the window, then that address waits out the window
 *   (one address spraying many accounts).
 * A right password clears its pair. While a pair or address waits, even the right password is not checked (else
 * the wait would not slow guessing). Counts are in the database: restarts and every app process share them.
 */
export const FREE_FAILURES_PER_PAIR = 5
export const FIRST_WAIT_MS = 30_000
export const MAX_WAIT_MS = 15 * 60 * 1000
export const FAILURES_PER_ADDRESS = 100
/** A quiet quarter of an hour starts the counts again. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000

/** How long a pair waits after its `failures`-th failure (0 while they are free). */
export function waitAfter(failures: number): number {
	if (failures <= FREE_FAILURES_PER_PAIR) return 0
	return Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES_PER_PAIR - 1), MAX_WAIT_MS)
}

type Keys = { pair: string; address: string }

function keysOf(account: string, ip: string | null): Keys {
	const address = ip ?? 'unknown'
	return { pair: `pair:${account}|${address}`, address: `address:${address}` }
}

function tooMany(until: Date, now: Date): AuthError {
	return new AuthError('auth.password.tooMany', 429, { minutes: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000)) })
}

export function signInThrottle(scope: SignInScope) {
	return {
		/** Before checking a password: AuthError 429 (auth.password.tooMany, with the minutes left) while this pair or address waits. */
		async check(db: Db, { account, ip, now = new Date() }: { account: string; ip: string | null; now?: Date }) {
			const keys = keysOf(account, ip)
			const rows = await db
				.select({ key: signInThrottles.key, blockedUntil: signInThrottles.blockedUntil })
				.from(signInThrottles)
				.where(and(eq(signInThrottles.scope, scope), inArray(signInThrottles.key, [keys.pair, keys.address])))
			const until = rows.map((row) => row.blockedUntil).filter((date): date is Date => date !== null && date > now)
			if (until.length > 0) throw tooMany(new Date(Math.max(...until.map((date) => date.getTime()))), now)
		},

		/** A wrong password: counted for the pair and the address (in one statement each, safe under concurrency). */
		async fail(db: Db, { account, ip, now = new Date() }: { account: string; ip: string | null; now?: Date }) {
			const keys = keysOf(account, ip)
			const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS)
			const count = async (key: string, blockedUntil: (failures: SQL) => SQL) => {
				const failures = sql`case when ${signInThrottles.lastFailureAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${signInThrottles.failures} + 1 end`
				await db
					.insert(signInThrottles)
					.values({ scope, key, failures: 1, lastFailureAt: now, blockedUntil: null })
					.onConflictDoUpdate({
						target: [signInThrottles.scope, signInThrottles.key],
						set: { failures, lastFailureAt: now, blockedUntil: blockedUntil(failures), updatedAt: now },
					})
			}
			// The pair: free failures, then 30 s doubling to 15 minutes from this failure.
			await count(
				keys.pair,
				(failures) =>
					sql`case when ${failures} <= ${FREE_FAILURES_PER_PAIR} then null
						else ${now.toISOString()}::timestamptz + least(${FIRST_WAIT_MS} * power(2, ${failures} - ${FREE_FAILURES_PER_PAIR} - 1), ${MAX_WAIT_MS}) * interval '1 millisecond' end`,
			)
			// The address: past its allowance it waits out the window.
			await count(
				keys.address,
				(failures) =>
					sql`case when ${failures} < ${FAILURES_PER_ADDRESS} then null else ${new Date(now.getTime() + THROTTLE_WINDOW_MS).toISOString()}::timestamptz end`,
			)
		},

		/** The right password: this pair starts again (the address's count stays: it says nothing of other accounts). */
		async succeed(db: Db, { account, ip }: { account: string; ip: string | null }) {
			await db.delete(signInThrottles).where(and(eq(signInThrottles.scope, scope), eq(signInThrottles.key, keysOf(account, ip).pair)))
		},
	}
}

type SQL = ReturnType<typeof sql>

/** Housekeeping: counts nobody has added to for a window are forgotten. */
export async function deleteStaleThrottles(db: Db, now = new Date()): Promise<number> {
	const rows = await db
		.delete(signInThrottles)
		.where(
			and(
				lt(signInThrottles.lastFailureAt, new Date(now.getTime() - THROTTLE_WINDOW_MS)),
				sql`coalesce(${signInThrottles.blockedUntil} < ${now.toISOString()}::timestamptz, true)`,
			),
		)
		.returning({ id: signInThrottles.id })
	return rows.length
}
