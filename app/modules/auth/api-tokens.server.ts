import { eq, lt } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { apiTokens, users } from '#app/db/schema/index.ts'
import { newSessionToken, SESSION_TTL_MS, sessionIdOf, type SessionUser, userOfCredential } from './session.server.ts'

/**
 * The mobile app's bearer tokens (docs/decisions/024-mobile-api.md), the app's counterpart of the browser's
 * session cookie and held to the same rules (session.server.ts): a random 256-bit token that only the app holds,
 * stored as its SHA-256; it lasts SESSION_TTL_MS from the last use (refreshed at most hourly); signing out ends
 * it, and "sign out everywhere" and deactivation (endAllSessions) end every token with every session.
 */

/** What the app sends as `Authorization: Bearer <token>`: 43 base64url characters (32 random bytes). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export type ApiTokenIssued = { token: string; expiresAt: Date }

/** A new token for a user who has just proved who they are (the same proofs as the web's sign-in). */
export async function issueApiToken(
	db: Db,
	{
		userId,
		ip,
		userAgent,
		platform,
		channel,
		now = new Date(),
	}: { userId: string; ip: string | null; userAgent: string | null; platform: string | null; channel: string | null; now?: Date },
): Promise<ApiTokenIssued> {
	const token = newSessionToken()
	const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
	await db.insert(apiTokens).values({
		id: sessionIdOf(token),
		userId,
		expiresAt,
		lastSeenAt: now,
		userAgent: userAgent?.slice(0, 300) ?? null,
		ip,
		platform: platform?.slice(0, 20) ?? null,
		channel: channel?.slice(0, 20) ?? null,
	})
	await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId))
	return { token, expiresAt }
}

/**
 * The user a bearer token belongs to, or null (malformed, unknown, expired or revoked token, deactivated user).
 * `sessionId` is the token's hash, as a browser session's is its cookie token's.
 */
export async function getApiTokenUser(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
	if (!TOKEN_SHAPE.test(token)) return null
	return userOfCredential(db, apiTokens, sessionIdOf(token), now)
}

/** Signing out of the app: this token ends (true when it existed). */
export async function revokeApiToken(db: Db, token: string): Promise<boolean> {
	if (!TOKEN_SHAPE.test(token)) return false
	const ended = await db
		.delete(apiTokens)
		.where(eq(apiTokens.id, sessionIdOf(token)))
		.returning({ id: apiTokens.id })
	return ended.length > 0
}

/** Housekeeping: expired tokens are deleted. */
export async function deleteExpiredApiTokens(db: Db, now = new Date()): Promise<number> {
	const deleted = await db.delete(apiTokens).where(lt(apiTokens.expiresAt, now)).returning({ id: apiTokens.id })
	return deleted.length
}
