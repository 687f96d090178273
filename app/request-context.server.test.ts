import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { type DatabaseHandle } from '#app/db/client.server.ts'
import { sessions, staffSessions, users } from '#app/db/schema/index.ts'
import { languageCookie } from '#app/i18n/language-cookie.server.ts'
import * as session from '#app/modules/auth/session.server.ts'
import { staffCookie } from '#app/modules/auth/staff-cookie.server.ts'
import { findOrCreateBuyer } from '#app/modules/auth/users.server.ts'
import { STAFF_SESSION_MAX_MS, startStaffSession } from '#app/modules/staff/staff-auth.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import {
	documentContextOf,
	endStaffSessionFor,
	getOptionalStaffContext,
	getRealtimeUserContext,
	getRequestContext,
	requireStaffContext,
	requireUserContext,
	setDocumentContext,
	startStaffSessionFor,
} from './request-context.server.ts'

const globals = globalThis as typeof globalThis & { __dijlaDatabase?: DatabaseHandle }
let database: TestDatabase
let buyerCookie = ''
let englishCookie = ''

beforeAll(async () => {
	process.env.SESSION_SECRET ??= 'session-test-secret-session-test-secret'
	database = await createTestDatabase()
	globals.__dijlaDatabase = database
	const { user } = await findOrCreateBuyer(database.db, { kind: 'phone', account: '+9647712345670', language: 'ar', utmSource: null })
	await database.db.update(users).set({ language: 'ckb' }).where(eq(users.id, user.id))
	const setCookie = await session.startSession(database.db, page('/'), { userId: user.id, ip: null })
	buyerCookie = setCookie.split(';')[0] ?? ''
	englishCookie = (await languageCookie.serialize('en')).split(';')[0] ?? ''
})
afterAll(async () => {
	globals.__dijlaDatabase = undefined
	await database.close()
})

function page(path: string, headers: Record<string, string> = {}) {
	return new Request(`http://localhost${path}`, { headers })
}

test('with nothing to go on, a visitor gets Arabic by default', async () => {
	const context = await getRequestContext(page('/'))
	expect(context).toMatchObject({
		user: null,
		locale: 'ar',
		localeSource: 'default',
		requestLocale: { locale: 'ar', source: 'default' },
		languageCookie: null,
	})
})

test('the language comes from ?lang=, the lang cookie, the buyer, Accept-Language, in that order', async () => {
	const all = { Cookie: `${englishCookie}; ${buyerCookie}`, 'Accept-Language': 'zh-CN,zh;q=0.9' }
	expect(await getRequestContext(page('/?lang=zh', all))).toMatchObject({ locale: 'zh', localeSource: 'query' })
	expect(await getRequestContext(page('/', all))).toMatchObject({ locale: 'en', localeSource: 'cookie' })
	expect(await getRequestContext(page('/', { ...all, Cookie: buyerCookie }))).toMatchObject({ locale: 'ckb', localeSource: 'user' })
	expect(await getRequestContext(page('/', { 'Accept-Language': 'zh-CN,zh;q=0.9' }))).toMatchObject({ locale: 'zh', localeSource: 'header' })
	expect(await getRequestContext(page('/?lang=fr', { 'Accept-Language': 'xx' }))).toMatchObject({ locale: 'ar', localeSource: 'default' })
})

test('a ?lang= choice comes with the cookie that keeps it', async () => {
	const context = await getRequestContext(page('/?lang=en'))
	expect(context.languageCookie?.split(';')[0]).toBe(englishCookie)
	expect((await getRequestContext(page('/', { Cookie: englishCookie }))).languageCookie).toBeNull()
})

test('the signed-in buyer is known, and the language without them is kept apart for the pages that are not theirs', async () => {
	const context = await getRequestContext(page('/', { Cookie: buyerCookie, 'Accept-Language': 'en' }))
	expect(context.user?.phone).toBe('+9647712345670')
	expect(context.locale).toBe('ckb')
	expect(context.requestLocale).toEqual({ locale: 'en', source: 'header' })
})

test('a page for buyers sends a visitor to sign in and back', async () => {
	const thrown = await requireUserContext(page('/pages/cart/index?x=1')).catch((error: unknown) => error)
	expect(thrown).toBeInstanceOf(Response)
	expect((thrown as Response).headers.get('Location')).toBe('/pages/login/index?redirectTo=%2Fpages%2Fcart%2Findex%3Fx%3D1')
	expect((await requireUserContext(page('/pages/cart/index', { Cookie: buyerCookie }))).user.phone).toBe('+9647712345670')
})

test('one request reads the session once, however many loaders ask; another request reads it again', async () => {
	const read = vi.spyOn(session, 'getSessionUser')
	const request = page('/', { Cookie: buyerCookie })
	const [first, second] = await Promise.all([getRequestContext(request), getRequestContext(request)])
	expect(second).toBe(first)
	expect(await requireUserContext(request)).toBe(first)
	expect(read).toHaveBeenCalledTimes(1)
	// An action's Request and the loaders' after it are different objects: a sign-out is seen.
	await database.db.delete(sessions).where(eq(sessions.id, first.user!.sessionId))
	expect((await getRequestContext(page('/', { Cookie: buyerCookie }))).user).toBeNull()
	expect(read).toHaveBeenCalledTimes(2)
})

test('the request id is the client’s when it is a plain token, else a new one per request', async () => {
	expect((await getRequestContext(page('/', { 'X-Request-Id': 'edge-42.a:b' }))).requestId).toBe('edge-42.a:b')
	const made = await getRequestContext(page('/', { 'X-Request-Id': 'bad id\u0007<script>' }))
	expect(made.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
	const other = await getRequestContext(page('/'))
	expect(other.requestId).not.toBe(made.requestId)
})

test('the root tells the server entry the page’s language on the load context of its own request only', async () => {
	const loadContext = { clientIp: null }
	expect(documentContextOf(loadContext)).toBeNull()
	setDocumentContext(loadContext, await getRequestContext(page('/?lang=zh')), 'visitor')
	expect(documentContextOf(loadContext)).toEqual({ locale: 'zh', signedIn: false, cacheScope: 'visitor' })
	expect(documentContextOf({ clientIp: null })).toBeNull()
})

describe('the staff console', () => {
	let counter = 0
	const consolePage = (cookie?: string, path = '/staff/orders?tab=unpaid', init: RequestInit = {}) =>
		new Request(`http://localhost${path}`, { ...init, headers: cookie ? { Cookie: cookie } : {} })
	const cookieOf = (setCookie: string) => setCookie.split(';')[0] ?? ''
	const thrownBy = (promise: Promise<unknown>) =>
		promise.then(
			() => null,
			(thrown: unknown) => thrown,
		)

	async function account(role: 'staff' | 'buyer') {
		counter += 1
		const [user] = await database.db
			.insert(users)
			.values({ role, username: `console${counter}`, email: `console${counter}@dijla.test`, firstName: 'Zainab' })
			.returning()
		return user!
	}

	/** A member of staff signed in through the console's sign-in, and the cookie the browser keeps. */
	async function signedInStaff(now = new Date()) {
		const staff = await account('staff')
		const token = await startStaffSession(database.db, { userId: staff.id, ip: null, userAgent: null, now })
		return { staff, cookie: cookieOf(await staffCookie.write(consolePage(), token)) }
	}

	test('the console’s cookie names its member of staff; a forged one nobody', async () => {
		const { staff, cookie } = await signedInStaff()
		expect(await getOptionalStaffContext(consolePage(cookie))).toMatchObject({ id: staff.id })
		expect(await requireStaffContext(consolePage(cookie))).toMatchObject({ id: staff.id })
		expect(await getOptionalStaffContext(consolePage('dijla_staff=forged.value'))).toBeNull()
	})

	test('no console session: to the staff sign-in, and back to the page after', async () => {
		const response = (await thrownBy(requireStaffContext(consolePage()))) as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe(`/staff/login?redirectTo=${encodeURIComponent('/staff/orders?tab=unpaid')}`)
		expect(response.headers.get('Set-Cookie')).toBeNull()
	})

	test('a link with a language opens the sign-in page in that language', async () => {
		const response = (await thrownBy(requireStaffContext(consolePage(undefined, '/staff/orders?lang=en')))) as Response
		expect(new URL(response.headers.get('Location') ?? '', 'http://localhost').searchParams.get('lang')).toBe('en')
	})

	test('an ended session is sent to sign in with its cookie cleared', async () => {
		const signedInAt = new Date('2026-11-23T08:00:00Z')
		const { cookie } = await signedInStaff(signedInAt)
		const ended = new Date(signedInAt.getTime() + STAFF_SESSION_MAX_MS)
		const response = (await thrownBy(requireStaffContext(consolePage(cookie), { now: ended }))) as Response
		expect(response.headers.get('Location')).toMatch(/^\/staff\/login\?redirectTo=/)
		expect(response.headers.get('Set-Cookie')).toMatch(/dijla_staff=;/)
	})

	/** A buyer signed in to the shop (not to the console). */
	async function shopBuyerCookie() {
		const buyer = await account('buyer')
		return cookieOf(await session.startSession(database.db, page('/'), { userId: buyer.id, ip: null }))
	}

	test('a buyer gets 403, before any sign-in redirect', async () => {
		const { staff, cookie } = await signedInStaff()
		await database.db.update(users).set({ role: 'buyer' }).where(eq(users.id, staff.id))
		// The console's session of an account that is no longer staff.
		expect(await thrownBy(requireStaffContext(consolePage(cookie)))).toMatchObject({ init: { status: 403 } })
		// A shop session without a console one, for a page and for a form.
		const shop = await shopBuyerCookie()
		expect(await thrownBy(requireStaffContext(consolePage(shop)))).toMatchObject({ init: { status: 403 } })
		expect(await thrownBy(requireStaffContext(consolePage(shop, '/staff/orders', { method: 'POST' })))).toMatchObject({ init: { status: 403 } })
	})

	test('a deactivated account is signed out', async () => {
		const { staff, cookie } = await signedInStaff()
		await database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, staff.id))
		expect(await getOptionalStaffContext(consolePage(cookie))).toBeNull()
	})

	test('signing in again replaces the browser’s console session; signing out ends it on the server and clears the cookie', async () => {
		const { staff, cookie } = await signedInStaff()
		const again = cookieOf(await startStaffSessionFor(consolePage(cookie, '/staff/login'), database.db, { userId: staff.id, ip: '10.0.0.7' }))
		expect(await getOptionalStaffContext(consolePage(cookie))).toBeNull()
		expect(await getOptionalStaffContext(consolePage(again))).toMatchObject({ id: staff.id })
		const cleared = await endStaffSessionFor(consolePage(again, '/staff/logout'), database.db)
		expect(cleared).toMatch(/dijla_staff=;/)
		expect(await getOptionalStaffContext(consolePage(again))).toBeNull()
		expect(await database.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id))).toHaveLength(0)
	})

	test('the real-time routes serve the shop’s user first, else the console’s member of staff', async () => {
		const { staff, cookie } = await signedInStaff()
		expect(await getRealtimeUserContext(consolePage(cookie))).toEqual({ id: staff.id, role: 'staff' })
		expect(await getRealtimeUserContext(consolePage(await shopBuyerCookie()))).toMatchObject({ role: 'buyer' })
		expect(await getRealtimeUserContext(consolePage())).toBeNull()
	})
})
