import { verify } from '@node-rs/argon2'
import { eq, lt, or, sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { staffSessions, users } from '#app/db/schema/index.ts'
import { hashPassword } from '#app/modules/auth/users.server.ts'
import { AuthError } from '#app/modules/auth/errors.ts'
import { signInThrottle } from '#app/modules/auth/throttle.server.ts'
import { classifyAccountInput, DEFAULT_CALLING_CODE, normalizeAccount } from '#app/modules/auth/rules.ts'
import { newSessionToken, sessionIdOf, type SessionUser } from '#app/modules/auth/session.server.ts'
import { STAFF_SESSION_MAX_MS } from '#app/modules/auth/staff-cookie.server.ts'
import { safeRedirectPath } from '#app/utils/safe-redirect.ts'
import { href } from '#app/href.ts'

/**
 * Staff sign-in and the console's sessions (issue 5 item 5). Separate from buyers' sessions: their own cookie,
 * their own table, and a short life. A session ends STAFF_SESSION_MAX_MS after sign-in whatever happens, or
 * after STAFF_SESSION_IDLE_MS without a request. The last-seen time is written at most once a minute, so an
 * idle session may end up to a minute early, never late. This module never reads the request: the request
 * context reads the console's cookie and hands it the session token (and the shop's user when it matters).
 */
export { STAFF_COOKIE_NAME, STAFF_SESSION_MAX_MS } from '#app/modules/auth/staff-cookie.server.ts'
export const STAFF_SESSION_IDLE_MS = 30 * 60 * 1000
export const STAFF_LAST_SEEN_REFRESH_MS = 60 * 1000

export type StaffUser = {
	id: string
	/** What the console shows: first and last name, else the username, e-mail or phone. */
	name: string
	username: string | null
	email: string | null
	phone: string | null
	sessionId: string
}

/**
 * What a staff cookie's session token amounts to: a member of staff; a session whose account is no longer staff
 * (`forbidden`); or nothing (no token, unknown, expired, idle too long, deactivated account).
 */
export type StaffSessionState = { kind: 'staff'; staff: StaffUser } | { kind: 'forbidden' } | { kind: 'none' }

export async function readStaffSession(db: Db, token: string | null, now = new Date()): Promise<StaffSessionState> {
	if (!token) return { kind: 'none' }
	const sessionId = sessionIdOf(token)
	const [row] = await db
		.select({
			id: users.id,
			role: users.role,
			status: users.status,
			firstName: users.firstName,
			lastName: users.lastName,
			username: users.username,
			email: users.email,
			phone: users.phone,
			expiresAt: staffSessions.expiresAt,
			lastSeenAt: staffSessions.lastSeenAt,
		})
		.from(staffSessions)
		.innerJoin(users, eq(users.id, staffSessions.userId))
		.where(eq(staffSessions.id, sessionId))
		.limit(1)
	if (!row) return { kind: 'none' }
	const ended = row.expiresAt.getTime() <= now.getTime() || now.getTime() - row.lastSeenAt.getTime() > STAFF_SESSION_IDLE_MS
	if (ended || row.status !== 'active') {
		await db.delete(staffSessions).where(eq(staffSessions.id, sessionId))
		return { kind: 'none' }
	}
	if (row.role !== 'staff') return { kind: 'forbidden' }
	if (now.getTime() - row.lastSeenAt.getTime() >= STAFF_LAST_SEEN_REFRESH_MS) {
		await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, sessionId))
	}
	const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username || row.email || row.phone || ''
	return { kind: 'staff', staff: { id: row.id, name, username: row.username, email: row.email, phone: row.phone, sessionId } }
}

/**
 * Signs a member of staff in (a new session id every time), ending the session the browser held before
 * (`previousToken`). Returns the new session's token, for the console's cookie.
 */
export async function startStaffSession(
	db: Db,
	{
		userId,
		ip,
		userAgent,
		previousToken = null,
		now = new Date(),
	}: { userId: string; ip: string | null; userAgent: string | null; previousToken?: string | null; now?: Date },
): Promise<string> {
	if (previousToken) await db.delete(staffSessions).where(eq(staffSessions.id, sessionIdOf(previousToken)))
	const token = newSessionToken()
	await db.insert(staffSessions).values({
		id: sessionIdOf(token),
		userId,
		expiresAt: new Date(now.getTime() + STAFF_SESSION_MAX_MS),
		lastSeenAt: now,
		userAgent: userAgent?.slice(0, 300) ?? null,
		ip,
	})
	await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId))
	return token
}

/** Signs out on the server: the session row goes (the request context clears the cookie). */
export async function endStaffSession(db: Db, token: string | null): Promise<void> {
	if (token) await db.delete(staffSessions).where(eq(staffSessions.id, sessionIdOf(token)))
}

/** Housekeeping: sessions past their 12 hours or idle too long are deleted. */
export async function deleteEndedStaffSessions(db: Db, now = new Date()): Promise<number> {
	const idleSince = new Date(now.getTime() - STAFF_SESSION_IDLE_MS)
	const deleted = await db
		.delete(staffSessions)
		.where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.lastSeenAt, idleSince)))
		.returning({ id: staffSessions.id })
	return deleted.length
}

// Password guesses at the console: slowed per account and address like the shop's (throttle.server.ts), counted
// apart from the shop's, so nobody's guesses keep an agent out of the console.
const staffPasswordThrottle = signInThrottle('staff-password')

/** Staff sign in with their username, e-mail or phone (Iraqi numbers may be typed 0770…). */
function accountCondition(input: string) {
	const value = input.trim()
	const kind = classifyAccountInput(value)
	if (kind === 'phone') {
		const normalized = normalizeAccount(value, DEFAULT_CALLING_CODE)
		return normalized ? { key: normalized.account, where: eq(users.phone, normalized.account) } : null
	}
	if (value.includes('@')) return { key: value.toLowerCase(), where: eq(users.email, value.toLowerCase()) }
	if (value === '') return null
	return { key: value.toLowerCase(), where: sql`lower(${users.username}) = ${value.toLowerCase()}` }
}

let dummyHash: Promise<string> | undefined

/**
 * Password sign-in at /staff/login. An unknown account and a wrong password get the same answer after the
 * same work. A buyer with the right password is told the console is for staff; nobody learns that from a
 * wrong password.
 */
export async function signInStaff(db: Db, input: { account: string; password: string; ip: string | null }) {
	const account = accountCondition(input.account)
	const attempt = { account: account?.key ?? input.account.trim().toLowerCase(), ip: input.ip }
	await staffPasswordThrottle.check(db, attempt)
	const [user] = account ? await db.select().from(users).where(account.where).limit(1) : []
	dummyHash ??= hashPassword('not-a-real-password-0')
	const valid = await verify(user?.passwordHash ?? (await dummyHash), input.password)
	if (!user?.passwordHash || !valid) {
		await staffPasswordThrottle.fail(db, attempt)
		throw new AuthError('auth.password.wrong', 401)
	}
	if (user.status !== 'active') throw new AuthError('auth.account.deactivated', 403)
	await staffPasswordThrottle.succeed(db, attempt)
	if (user.role !== 'staff') throw new AuthError('staff.login.notStaff', 403)
	return user
}

/** Where to go after signing in: a console path the request asked for, else the orders list. */
export function staffRedirectPath(to: string | null | undefined): string {
	const path = safeRedirectPath(to, href('/staff/orders'))
	const inConsole = path === '/staff' || path.startsWith('/staff/') || path.startsWith('/staff?')
	return inConsole && !path.startsWith(href('/staff/login')) ? path : href('/staff/orders')
}

/**
 * Who may open a console page: the member of staff of the session; nobody else. A session of an account that is
 * no longer staff, and a buyer signed in to the shop (`shopUser`, asked for only when there is no console
 * session), are refused (403); anyone else is sent to sign in.
 */
export type StaffAccess = { kind: 'staff'; staff: StaffUser } | { kind: 'forbidden' } | { kind: 'signIn' }

export function staffAccess(state: StaffSessionState, shopUser: Pick<SessionUser, 'role'> | null): StaffAccess {
	if (state.kind !== 'none') return state
	return shopUser && shopUser.role !== 'staff' ? { kind: 'forbidden' } : { kind: 'signIn' }
}

/**
 * The console's sign-in page for a request to `url`: back to the page after (a GET's query kept, a form's
 * dropped), and a `?lang=` link keeps its language there (the redirect drops the root's language cookie).
 */
export function staffSignInPath(url: URL, method: string): string {
	const back = method === 'GET' ? `${url.pathname}${url.search}` : url.pathname
	const login = new URLSearchParams({ redirectTo: back })
	const lang = url.searchParams.get('lang')
	if (lang && /^[a-z]{2,3}$/.test(lang)) login.set('lang', lang)
	return href('/staff/login', login)
}
