import { createHash, randomBytes } from 'node:crypto'
import { createCookieSessionStorage } from '@remix-run/node'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { apiTokens, conversations, sessions, users } from '#app/db/schema/index.ts'
import { cookieSecure, hostCookieName, isProductionCookies } from '#app/utils/cookie-policy.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

/** A buyer stays signed in for 90 days from the last visit. */
export const SESSION_TTL_MS = 90 * 24 * 60 * 60 * 1000
/** The last-seen time is refreshed at most once an hour, not on every request. */
const LAST_SEEN_REFRESH_MS = 60 * 60 * 1000

/**
 * A signed, httpOnly cookie that carries one random session token (the buyer's `dijla_session`, the console's
 * `dijla_staff`): read it, set a new one (returns the Set-Cookie header), or clear it. In production it is
 * `__Host-<name>` and always Secure (app/utils/cookie-policy.server.ts); elsewhere Secure on https.
 */
export function tokenCookie({
	name: baseName,
	key,
	maxAgeMs,
	production = isProductionCookies(),
}: {
	name: string
	key: string
	maxAgeMs: number
	production?: boolean
}) {
	type TokenData = Record<string, string>
	const name = hostCookieName(baseName, production)
	let storage: ReturnType<typeof createCookieSessionStorage<TokenData>> | undefined
	const store = () =>
		(storage ??= createCookieSessionStorage<TokenData>({
			cookie: { name, path: '/', httpOnly: true, sameSite: 'lax', secrets: getEnv().SESSION_SECRETS, maxAge: maxAgeMs / 1000 },
		}))
	const options = (request: Request) => ({ secure: cookieSecure(request, production) })
	// By its exact name: `dijla_session=` must not match inside `__Host-dijla_session=` or the other way round.
	const pattern = new RegExp(`(?:^|;\\s*)${name}=`)
	const sent = (cookie: string | null) => cookie !== null && pattern.test(cookie)
	return {
		name,
		/** Whether the request sends this cookie at all (valid or not). */
		isSent: (request: Request) => sent(request.headers.get('Cookie')),
		async read(request: Request): Promise<string | null> {
			const cookie = request.headers.get('Cookie')
			if (!sent(cookie)) return null
			const token = (await store().getSession(cookie)).get(key)
			return typeof token === 'string' ? token : null
		},
		async write(request: Request, token: string): Promise<string> {
			const session = await store().getSession()
			session.set(key, token)
			return store().commitSession(session, options(request))
		},
		async clear(request: Request): Promise<string> {
			return store().destroySession(await store().getSession(request.headers.get('Cookie')), options(request))
		},
	}
}

/** A fresh random session token (the cookie's value; the database keeps its sessionIdOf). */
export function newSessionToken(): string {
	return randomBytes(32).toString('base64url')
}

const buyerCookie = tokenCookie({ name: 'dijla_session', key: 'sessionToken', maxAgeMs: SESSION_TTL_MS })

/**
 * The cookie carries a random token; the database keeps only its SHA-256, so a
 * copy of the sessions table signs nobody in.
 */
export function sessionIdOf(token: string): string {
	return createHash('sha256').update(token).digest('hex')
}

export type SessionUser = {
	id: string
	role: 'buyer' | 'staff'
	firstName: string | null
	lastName: string | null
	username: string | null
	phone: string | null
	email: string | null
	language: string | null
	avatarKey: string | null
	sessionId: string
	/** Replies from support the buyer has not read (the account tab's badge), read with the session: one query, not two. */
	supportUnread: number
}

/** The signed-in user of a request, or null (no cookie, unknown, expired or revoked session, deactivated user). */
export async function getSessionUser(db: Db, request: Request, now = new Date()): Promise<SessionUser | null> {
	const token = await buyerCookie.read(request)
	if (!token) return null
	return userOfCredential(db, sessions, sessionIdOf(token), now)
}

/**
 * The one rule for a buyer's credential, a browser session or the app's bearer token (api-tokens.server.ts): it
 * names an active user until it expires, and each use at least an hour after the last one pushes the expiry
 * SESSION_TTL_MS on. `credentialId` is the stored hash; it becomes the user's `sessionId`.
 */
export async function userOfCredential(
	db: Db,
	table: typeof sessions | typeof apiTokens,
	credentialId: string,
	now: Date,
): Promise<SessionUser | null> {
	const [row] = await db
		.select({
			id: users.id,
			role: users.role,
			firstName: users.firstName,
			lastName: users.lastName,
			username: users.username,
			phone: users.phone,
			email: users.email,
			language: users.language,
			avatarKey: users.avatarKey,
			status: users.status,
			lastSeenAt: table.lastSeenAt,
			supportUnread:
				sql<number>`coalesce((select ${conversations.buyerUnread} from ${conversations} where ${conversations.buyerId} = ${users.id}), 0)`.mapWith(
					Number,
				),
		})
		.from(table)
		.innerJoin(users, eq(users.id, table.userId))
		.where(and(eq(table.id, credentialId), gt(table.expiresAt, now)))
		.limit(1)
	if (!row || row.status !== 'active') return null
	if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_REFRESH_MS) {
		await db
			.update(table)
			.set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
			.where(eq(table.id, credentialId))
	}
	const { status: _status, lastSeenAt: _lastSeenAt, ...user } = row
	return { ...user, sessionId: credentialId }
}

/**
 * Signs a user in on this browser: always a new session id (any session the
 * browser had is ended), so a session fixed before sign-in is worthless after.
 * Returns the Set-Cookie header.
 */
export async function startSession(
	db: Db,
	request: Request,
	{ userId, ip, now = new Date() }: { userId: string; ip: string | null; now?: Date },
): Promise<string> {
	const previous = await buyerCookie.read(request)
	if (previous) await db.delete(sessions).where(eq(sessions.id, sessionIdOf(previous)))
	const token = newSessionToken()
	await db.insert(sessions).values({
		id: sessionIdOf(token),
		userId,
		expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
		lastSeenAt: now,
		userAgent: request.headers.get('User-Agent')?.slice(0, 300) ?? null,
		ip,
	})
	await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId))
	return buyerCookie.write(request, token)
}

/** Ends this browser's session. Returns the Set-Cookie header that clears the cookie. */
export async function endSession(db: Db, request: Request): Promise<string> {
	const token = await buyerCookie.read(request)
	if (token) await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)))
	return buyerCookie.clear(request)
}

/**
 * "Sign out of all devices", and what deactivation and staff lock-out use: every browser session and every
 * app token (api-tokens.server.ts) of the user. Returns how many ended.
 */
export async function endAllSessions(db: Db, userId: string): Promise<number> {
	const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })
	const tokens = await db.delete(apiTokens).where(eq(apiTokens.userId, userId)).returning({ id: apiTokens.id })
	return ended.length + tokens.length
}

/** Housekeeping: expired sessions are deleted. */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
	const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id })
	return deleted.length
}
