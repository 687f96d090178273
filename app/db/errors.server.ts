/**
 * PostgreSQL's answers, read the same way on both drivers (node-postgres and PGlite put the SQLSTATE in `code`;
 * drizzle wraps it in `cause`).
 */
export function postgresErrorCode(error: unknown): string | null {
	let current: unknown = error
	for (let depth = 0; depth < 4 && current; depth++) {
		if (typeof current === 'object' && current !== null && 'code' in current) {
			const code = (current as { code?: unknown }).code
			if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
		}
		current = (current as { cause?: unknown }).cause
	}
	return null
}

/** 23505: a unique index refused the row (a twin request got there first). */
export function isUniqueViolation(error: unknown): boolean {
	return postgresErrorCode(error) === '23505'
}

/**
 * Two transactions wanting the same rows: a deadlock (40P01), a serialization failure (40001) or a lock not had
 * within `lock_timeout` (55P03). Trying the whole transaction again is safe, and usually succeeds.
 */
export function isContention(error: unknown): boolean {
	const code = postgresErrorCode(error)
	return code === '40P01' || code === '40001' || code === '55P03'
}

/** Thrown by withContentionRetry when every attempt met contention: the caller answers 409 "try again". */
export class ContentionError extends Error {
	override name = 'ContentionError'
}

/**
 * Runs a transaction, and again (up to `attempts` in all, after a short random pause) when it lost to another
 * one (isContention). The transaction must be safe to repeat: everything it wrote was rolled back.
 */
export async function withContentionRetry<T>(run: () => Promise<T>, { attempts = 3 }: { attempts?: number } = {}): Promise<T> {
	for (let attempt = 1; ; attempt++) {
		try {
			return await run()
		} catch (error) {
			if (!isContention(error)) throw error
			if (attempt >= attempts) throw new ContentionError('gave up after contention', { cause: error })
			// Apart, so the same two transactions do not meet again at once.
			await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt))
		}
	}
}
