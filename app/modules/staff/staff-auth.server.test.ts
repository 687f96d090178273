import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { staffSessions, users } from '#app/db/schema/index.ts'
import { hashPassword } from '#app/modules/auth/users.server.ts'
import { AuthError } from '#app/modules/auth/errors.ts'
import { FREE_FAILURES_PER_PAIR } from '#app/modules/auth/throttle.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import {
	endStaffSession,
	readStaffSession,
	signInStaff,
	STAFF_LAST_SEEN_REFRESH_MS,
	STAFF_SESSION_IDLE_MS,
	STAFF_SESSION_MAX_MS,
	staffAccess,
	staffRedirectPath,
	staffSignInPath,
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
	const token = await startStaffSession(database.db, { userId: staff.id, ip: null, userAgent: 'Firefox', now })
	return { staff, token }
}

const stateAt = (token: string, ms: number) => readStaffSession(database.db, token, at(ms))

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
		const { staff, token } = await signedIn()
		const state = await stateAt(token, 0)
		expect(state).toMatchObject({ kind: 'staff', staff: { id: staff.id, name: 'Zainab Kareem' } })
	})

	test('ends 12 hours after sign-in however busy the day was', async () => {
		const { token } = await signedIn()
		// A request every 20 minutes all day long.
		for (let ms = 20 * MINUTE; ms < STAFF_SESSION_MAX_MS; ms += 20 * MINUTE) {
			expect((await stateAt(token, ms)).kind).toBe('staff')
		}
		expect((await stateAt(token, STAFF_SESSION_MAX_MS - MINUTE)).kind).toBe('staff')
		expect((await stateAt(token, STAFF_SESSION_MAX_MS)).kind).toBe('none')
	})

	test('ends after 30 minutes without a request, and stays ended', async () => {
		const { staff, token } = await signedIn()
		expect((await stateAt(token, STAFF_SESSION_IDLE_MS)).kind).toBe('staff')
		expect((await stateAt(token, 2 * STAFF_SESSION_IDLE_MS + MINUTE)).kind).toBe('none')
		expect(await database.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id))).toHaveLength(0)
		expect((await stateAt(token, 0)).kind).toBe('none')
	})

	test('a request more than a minute after the last one keeps the session alive; within a minute nothing is written', async () => {
		const { staff, token } = await signedIn()
		const lastSeen = async () => (await database.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id)))[0]?.lastSeenAt.getTime()
		await stateAt(token, STAFF_LAST_SEEN_REFRESH_MS - 1000)
		expect(await lastSeen()).toBe(T0.getTime())
		await stateAt(token, 25 * MINUTE)
		expect(await lastSeen()).toBe(at(25 * MINUTE).getTime())
		// 50 minutes after sign-in, 25 after the last request: still signed in.
		expect((await stateAt(token, 50 * MINUTE)).kind).toBe('staff')
		expect((await stateAt(token, 50 * MINUTE + STAFF_SESSION_IDLE_MS + MINUTE)).kind).toBe('none')
	})

	test('signing out ends the session on the server, not only the cookie', async () => {
		const { staff, token } = await signedIn(new Date())
		await endStaffSession(database.db, token)
		expect(await database.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id))).toHaveLength(0)
		expect((await readStaffSession(database.db, token)).kind).toBe('none')
	})

	test('signing in again ends the session the browser held before, and keeps where it came from', async () => {
		const { staff, token } = await signedIn(new Date())
		const again = await startStaffSession(database.db, { userId: staff.id, ip: '10.0.0.7', userAgent: 'Safari', previousToken: token })
		expect((await readStaffSession(database.db, token)).kind).toBe('none')
		expect((await readStaffSession(database.db, again)).kind).toBe('staff')
		const rows = await database.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id))
		expect(rows.map((row) => [row.userAgent, row.ip])).toEqual([['Safari', '10.0.0.7']])
	})

	test('an unknown token signs nobody in', async () => {
		expect((await readStaffSession(database.db, 'forged.value')).kind).toBe('none')
		expect((await readStaffSession(database.db, null)).kind).toBe('none')
	})
})

describe('who may open the console', () => {
	const staffUser = { id: 'staff-1', name: 'Zainab', username: 'zainab', email: null, phone: null, sessionId: 's' }

	test('a console session decides: its member of staff, or 403 for an account no longer staff, whoever is signed in to the shop', () => {
		expect(staffAccess({ kind: 'staff', staff: staffUser }, { role: 'buyer' })).toEqual({ kind: 'staff', staff: staffUser })
		expect(staffAccess({ kind: 'forbidden' }, null)).toEqual({ kind: 'forbidden' })
	})

	test('without one, a buyer signed in to the shop gets 403 and anyone else signs in', () => {
		expect(staffAccess({ kind: 'none' }, { role: 'buyer' })).toEqual({ kind: 'forbidden' })
		expect(staffAccess({ kind: 'none' }, { role: 'staff' })).toEqual({ kind: 'signIn' })
		expect(staffAccess({ kind: 'none' }, null)).toEqual({ kind: 'signIn' })
	})

	test('the sign-in page brings a page back with its query, a form to its page, and keeps a link’s language', () => {
		expect(staffSignInPath(new URL('http://localhost/staff/orders?tab=unpaid'), 'GET')).toBe(
			`/staff/login?redirectTo=${encodeURIComponent('/staff/orders?tab=unpaid')}`,
		)
		expect(staffSignInPath(new URL('http://localhost/staff/orders/D1?x=1'), 'POST')).toBe(
			`/staff/login?redirectTo=${encodeURIComponent('/staff/orders/D1')}`,
		)
		expect(new URL(staffSignInPath(new URL('http://localhost/staff/orders?lang=en'), 'GET'), 'http://localhost').searchParams.get('lang')).toBe('en')
		expect(
			new URL(staffSignInPath(new URL('http://localhost/staff/orders?lang=../x'), 'GET'), 'http://localhost').searchParams.get('lang'),
		).toBeNull()
	})
})
