import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { staffSessions, users } from '#app/db/schema/index.ts'
import { hashPassword } from '#app/modules/auth/users.server.ts'
import { AuthError } from '#app/modules/auth/errors.ts'
import { FREE_FAILURES_PER_PAIR } from '#app/modules/auth/throttle.server.ts'
import { startSession } from '#app/modules/auth/session.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import {
	endStaffSession,
	getOptionalStaff,
	readStaffSession,
	requireStaff,
	signInStaff,
	STAFF_LAST_SEEN_REFRESH_MS,
	STAFF_SESSION_IDLE_MS,
	STAFF_SESSION_MAX_MS,
	staffRedirectPath,
	startStaffSession,
} from './staff-auth.server.ts'

let database: TestDatabase
beforeAll(async () => {
	process.env.SESSION_SECRET ??= 'session-test-secret-session-test-secret'
	database = await createTestDatabase()
})
afterAll(() => database.close())

const MINUTE = 60 * 1000
const T0 = new Date('2026-11-23T08:00:00Z')
const at = (ms: number) => new Date(T0.getTime() + ms)
const console_ = (cookie?: string, path = '/staff/orders?tab=unpaid') =>
	new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} })
const cookieOf = (setCookie: string) => setCookie.split(';')[0] ?? ''

let counter = 0
async function account(role: 'staff' | 'buyer', password = 'secret-pass-1') {
	counter += 1
	const [user] = await database.db
		.insert(users)
		.values({
			role,
			username: role === 'staff' ? `agent${counter}` : null,
			email: `${role}${counter}@dijla.test`,
			phone: `+96477000000${String(counter).padStart(2, '0')}`,
			firstName: role === 'staff' ? 'Zainab' : 'Ali',
			lastName: role === 'staff' ? 'Kareem' : null,
			passwordHash: await hashPassword(password),
		})
		.returning()
	if (!user) throw new Error('no user')
	return user
}

async function signedIn(now = T0) {
	const staff = await account('staff')
	const cookie = cookieOf(await startStaffSession(database.db, console_(), { userId: staff.id, ip: null, now }))
	return { staff, cookie }
}

const stateAt = (cookie: string, ms: number) => readStaffSession(database.db, console_(cookie), at(ms))

describe('signing in', () => {
	test('staff sign in with their username, e-mail or phone (typed the Iraqi way) and the password', async () => {
		const staff = await account('staff')
		for (const typed of [staff.username ?? '', staff.email?.toUpperCase() ?? '', `0${staff.phone?.slice(4)}`]) {
			const user = await signInStaff(database.db, { account: typed, password: 'secret-pass-1', ip: null })
			expect(user.id).toBe(staff.id)
		}
	})

	test('a wrong password and an unknown account get the same answer', async () => {
		const staff = await account('staff')
		const wrong = signInStaff(database.db, { account: staff.username ?? '', password: 'nope-123', ip: null })
		await expect(wrong).rejects.toMatchObject({ messageId: 'auth.password.wrong', status: 401 })
		const unknown = signInStaff(database.db, { account: 'nobody-here', password: 'nope-123', ip: null })
		await expect(unknown).rejects.toMatchObject({ messageId: 'auth.password.wrong', status: 401 })
	})

	test('a buyer with the right password is told the console is for staff', async () => {
		const buyer = await account('buyer')
		const attempt = signInStaff(database.db, { account: buyer.email ?? '', password: 'secret-pass-1', ip: null })
		await expect(attempt).rejects.toMatchObject({ messageId: 'staff.login.notStaff', status: 403 })
	})

	test(`after ${FREE_FAILURES_PER_PAIR} wrong passwords from one address even the right one waits there, and the agent signs in from elsewhere`, async () => {
		const staff = await account('staff')
		for (let attempt = 0; attempt < FREE_FAILURES_PER_PAIR; attempt += 1) {
			await expect(
				signInStaff(database.db, { account: staff.username ?? '', password: `guess-${attempt}`, ip: '203.0.113.9' }),
			).rejects.toMatchObject({
				status: 401,
			})
		}
		await expect(signInStaff(database.db, { account: staff.username ?? '', password: 'guess-x', ip: '203.0.113.9' })).rejects.toMatchObject({
			status: 401,
		})
		const right = signInStaff(database.db, { account: staff.username ?? '', password: 'secret-pass-1', ip: '203.0.113.9' })
		await expect(right).rejects.toBeInstanceOf(AuthError)
		await expect(right).rejects.toMatchObject({ messageId: 'auth.password.tooMany', status: 429 })
		await expect(signInStaff(database.db, { account: staff.username ?? '', password: 'secret-pass-1', ip: '10.1.2.3' })).resolves.toMatchObject({
			id: staff.id,
		})
	})

	test('redirects after sign-in stay inside the console', () => {
		expect(staffRedirectPath('/staff/orders/D261123000001')).toBe('/staff/orders/D261123000001')
		expect(staffRedirectPath('/pages/account/index')).toBe('/staff/orders')
		expect(staffRedirectPath('//evil.example/staff')).toBe('/staff/orders')
		expect(staffRedirectPath('/staff/login?redirectTo=/staff')).toBe('/staff/orders')
		expect(staffRedirectPath(undefined)).toBe('/staff/orders')
	})
})

describe('sessions', () => {
	test('a session shows who is signed in', async () => {
		const { staff, cookie } = await signedIn()
		const state = await stateAt(cookie, 0)
		expect(state).toMatchObject({ kind: 'staff', staff: { id: staff.id, name: 'Zainab Kareem' } })
	})

	test('ends 12 hours after sign-in however busy the day was', async () => {
		const { cookie } = await signedIn()
		// A request every 20 minutes all day long.
		for (let ms = 20 * MINUTE; ms < STAFF_SESSION_MAX_MS; ms += 20 * MINUTE) {
			expect((await stateAt(cookie, ms)).kind).toBe('staff')
		}
		expect((await stateAt(cookie, STAFF_SESSION_MAX_MS - MINUTE)).kind).toBe('staff')
		expect((await stateAt(cookie, STAFF_SESSION_MAX_MS)).kind).toBe('none')
	})

	test('ends after 30 minutes without a request, and stays ended', async () => {
		const { staff, cookie } = await signedIn()
		expect((await stateAt(cookie, STAFF_SESSION_IDLE_MS)).kind).toBe('staff')
		expect((await stateAt(cookie, 2 * STAFF_SESSION_IDLE_MS + MINUTE)).kind).toBe('none')
		expect(await database.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id))).toHaveLength(0)
		expect((await stateAt(cookie, 0)).kind).toBe('none')
	})

	test('a request more than a minute after the last one keeps the session alive; within a minute nothing is written', async () => {
		const { staff, cookie } = await signedIn()
		const lastSeen = async () => (await database.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id)))[0]?.lastSeenAt.getTime()
		await stateAt(cookie, STAFF_LAST_SEEN_REFRESH_MS - 1000)
		expect(await lastSeen()).toBe(T0.getTime())
		await stateAt(cookie, 25 * MINUTE)
		expect(await lastSeen()).toBe(at(25 * MINUTE).getTime())
		// 50 minutes after sign-in, 25 after the last request: still signed in.
		expect((await stateAt(cookie, 50 * MINUTE)).kind).toBe('staff')
		expect((await stateAt(cookie, 50 * MINUTE + STAFF_SESSION_IDLE_MS + MINUTE)).kind).toBe('none')
	})

	test('signing out ends the session on the server, not only the cookie', async () => {
		const { cookie } = await signedIn(new Date())
		const cleared = await endStaffSession(database.db, console_(cookie))
		expect(cleared).toMatch(/dijla_staff=;/)
		expect(await getOptionalStaff(console_(cookie), { db: database.db })).toBeNull()
	})

	test('a forged cookie signs nobody in', async () => {
		expect((await readStaffSession(database.db, console_('dijla_staff=forged.value'))).kind).toBe('none')
	})
})

describe('requireStaff', () => {
	test('no console session: to the staff sign-in, and back to the page after', async () => {
		const response = await requireStaff(console_(), { db: database.db }).catch((thrown: unknown) => thrown)
		expect(response).toBeInstanceOf(Response)
		expect((response as Response).status).toBe(302)
		expect((response as Response).headers.get('Location')).toBe(`/staff/login?redirectTo=${encodeURIComponent('/staff/orders?tab=unpaid')}`)
	})

	test('a link with a language opens the sign-in page in that language', async () => {
		const response = (await requireStaff(console_(undefined, '/staff/orders?lang=en'), { db: database.db }).catch(
			(thrown: unknown) => thrown,
		)) as Response
		expect(new URL(response.headers.get('Location') ?? '', 'http://localhost').searchParams.get('lang')).toBe('en')
	})

	test('an ended session is sent to sign in with its cookie cleared', async () => {
		const { cookie } = await signedIn()
		const response = (await requireStaff(console_(cookie), { db: database.db, now: at(STAFF_SESSION_MAX_MS) }).catch(
			(thrown: unknown) => thrown,
		)) as Response
		expect(response.headers.get('Location')).toMatch(/^\/staff\/login\?redirectTo=/)
		expect(response.headers.get('Set-Cookie')).toMatch(/dijla_staff=;/)
	})

	test('a signed-in buyer gets 403', async () => {
		const buyer = await account('buyer')
		const buyerCookie = cookieOf(await startSession(database.db, console_(), { userId: buyer.id, ip: null }))
		const thrown = await requireStaff(console_(buyerCookie), { db: database.db }).catch((error: unknown) => error)
		expect(thrown).toMatchObject({ init: { status: 403 } })
	})

	test('a session of an account that is no longer staff gets 403', async () => {
		const { staff, cookie } = await signedIn(new Date())
		expect((await requireStaff(console_(cookie), { db: database.db })).id).toBe(staff.id)
		await database.db.update(users).set({ role: 'buyer' }).where(eq(users.id, staff.id))
		const thrown = await requireStaff(console_(cookie), { db: database.db }).catch((error: unknown) => error)
		expect(thrown).toMatchObject({ init: { status: 403 } })
	})

	test('a deactivated account is signed out', async () => {
		const { staff, cookie } = await signedIn(new Date())
		await database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, staff.id))
		expect(await getOptionalStaff(console_(cookie), { db: database.db })).toBeNull()
	})
})
