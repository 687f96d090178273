import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { sessions, users } from '#app/db/schema/index.ts'
import { findOrCreateBuyer } from '#app/modules/auth/users.server.ts'
import { getOrCreateConversation, markRead, sendMessage } from '#app/modules/chat/chat.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { endAllSessions, endSession, getSessionUser, sessionIdOf, startSession, tokenCookie } from './session.server.ts'

let database: TestDatabase
beforeAll(async () => {
	process.env.SESSION_SECRET ??= 'session-test-secret-session-test-secret'
	database = await createTestDatabase()
})
afterAll(() => database.close())

const page = (cookie?: string) => new Request('http://localhost/pages/account/index', { headers: cookie ? { Cookie: cookie } : {} })
const cookieOf = (setCookie: string) => setCookie.split(';')[0] ?? ''

async function buyer(account: string) {
	const { user } = await findOrCreateBuyer(database.db, { kind: 'phone', account, language: 'ar', utmSource: null })
	return user
}

test('signing in always makes a new session id and ends the one the browser had', async () => {
	const user = await buyer('+9647711111111')
	const first = cookieOf(await startSession(database.db, page(), { userId: user.id, ip: null }))
	const firstSession = await getSessionUser(database.db, page(first))
	expect(firstSession?.id).toBe(user.id)

	const second = cookieOf(await startSession(database.db, page(first), { userId: user.id, ip: null }))
	const secondSession = await getSessionUser(database.db, page(second))
	expect(secondSession?.sessionId).not.toBe(firstSession?.sessionId)
	expect(await getSessionUser(database.db, page(first))).toBeNull()
})

test('the database keeps only a hash of the token in the cookie', async () => {
	const user = await buyer('+9647711111112')
	const cookie = cookieOf(await startSession(database.db, page(), { userId: user.id, ip: '198.51.100.4' }))
	const session = await getSessionUser(database.db, page(cookie))
	const rows = await database.db.select().from(sessions).where(eq(sessions.userId, user.id))
	expect(rows).toHaveLength(1)
	expect(rows[0]?.id).toBe(session?.sessionId)
	expect(decodeURIComponent(cookie)).not.toContain(rows[0]?.id ?? '')
	expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/)
	expect(sessionIdOf('token')).not.toBe('token')
})

test('sign out ends this browser; sign out everywhere ends them all', async () => {
	const user = await buyer('+9647711111113')
	const phone = cookieOf(await startSession(database.db, page(), { userId: user.id, ip: null }))
	const laptop = cookieOf(await startSession(database.db, page(), { userId: user.id, ip: null }))
	await endSession(database.db, page(phone))
	expect(await getSessionUser(database.db, page(phone))).toBeNull()
	expect(await getSessionUser(database.db, page(laptop))).not.toBeNull()
	expect(await endAllSessions(database.db, user.id)).toBe(1)
	expect(await getSessionUser(database.db, page(laptop))).toBeNull()
})

test('a deactivated account and a forged cookie sign nobody in', async () => {
	const user = await buyer('+9647711111114')
	const cookie = cookieOf(await startSession(database.db, page(), { userId: user.id, ip: null }))
	await database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, user.id))
	expect(await getSessionUser(database.db, page(cookie))).toBeNull()
	expect(await getSessionUser(database.db, page('dijla_session=forged.value'))).toBeNull()
})

test("the session carries the support replies the buyer has not read (the account tab's badge)", async () => {
	const user = await buyer('+9647711111115')
	const cookie = cookieOf(await startSession(database.db, page(), { userId: user.id, ip: null }))
	expect((await getSessionUser(database.db, page(cookie)))?.supportUnread).toBe(0)
	const [staff] = await database.db.insert(users).values({ username: 'session-test-staff', role: 'staff' }).returning({ id: users.id })
	const conversation = await getOrCreateConversation(database.db, user.id)
	const noPublish = { publish: async () => {} }
	for (const clientId of ['reply-one', 'reply-two'])
		await sendMessage(
			database.db,
			{ userId: staff!.id, side: 'staff', conversationId: conversation.id, clientId, kind: 'text', body: 'أهلاً' },
			noPublish,
		)
	expect((await getSessionUser(database.db, page(cookie)))?.supportUnread).toBe(2)
	await markRead(database.db, { conversationId: conversation.id, side: 'buyer', seq: Number.MAX_SAFE_INTEGER }, noPublish)
	expect((await getSessionUser(database.db, page(cookie)))?.supportUnread).toBe(0)
})

test('in production the session cookie is __Host- prefixed and always Secure, even over plain http', async () => {
	const production = tokenCookie({ name: 'dijla_session', key: 'sessionToken', maxAgeMs: 60_000, production: true })
	const setCookie = await production.write(new Request('http://127.0.0.1/pages/login/index'), 'token-1')
	expect(setCookie).toMatch(/^__Host-dijla_session=/)
	expect(setCookie).toMatch(/; Path=\//)
	expect(setCookie).toMatch(/; HttpOnly/)
	expect(setCookie).toMatch(/; Secure/)
	expect(setCookie).toMatch(/; SameSite=Lax/)
	expect(setCookie).not.toMatch(/Domain=/i)
	const cookie = setCookie.split(';')[0]!
	expect(await production.read(new Request('http://127.0.0.1/', { headers: { Cookie: cookie } }))).toBe('token-1')
	// The same value under the plain name (set by a sibling subdomain, or over http) is not read.
	const plain = cookie.replace('__Host-', '')
	expect(await production.read(new Request('http://127.0.0.1/', { headers: { Cookie: plain } }))).toBeNull()
	// Development keeps the plain name and works over http.
	const development = tokenCookie({ name: 'dijla_session', key: 'sessionToken', maxAgeMs: 60_000, production: false })
	const devCookie = await development.write(new Request('http://192.168.1.20:3000/'), 'token-2')
	expect(devCookie).toMatch(/^dijla_session=/)
	expect(devCookie).not.toMatch(/Secure/)
})
