import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { type DatabaseHandle } from '#app/db/client.server.ts'
import { sessions, users } from '#app/db/schema/index.ts'
import { languageCookie } from '#app/i18n/language-cookie.server.ts'
import * as session from '#app/modules/auth/session.server.ts'
import { findOrCreateBuyer } from '#app/modules/auth/users.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { documentContextOf, getRequestContext, requireUserContext, setDocumentContext } from './request-context.server.ts'

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
