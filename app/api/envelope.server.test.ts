import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { apiTokens, sessions, signInThrottles } from '#app/db/schema/index.ts'
import { startSession } from '#app/modules/auth/session.server.ts'
import { signInWithPassword } from '#app/modules/auth/login.server.ts'
import { AuthError } from '#app/modules/auth/errors.ts'
import { action as loginAction } from '#app/routes/login.tsx'
import { ErrorEnvelope } from './errors.server.ts'
import { callApi, rawCall, signInByWhatsApp, startApiTestDatabase, stopApiTestDatabase } from '#tests/fixtures/api.ts'
import { type TestDatabase } from '#tests/fixtures/db.ts'
import { API_V1 as V1 } from './paths.ts'

/**
 * The envelope, the refusals of spec section 8 and the bearer tokens, as the app meets them: every answer is
 * `{ code, success, message, data }` in JSON, bad input is a 4xx naming the problem in the `language` header's
 * language, and a token is a hash in the database that signing out, signing out everywhere and expiry end.
 */

let database: TestDatabase

beforeAll(async () => {
	database = await startApiTestDatabase()
})
afterAll(async () => {
	await stopApiTestDatabase(database)
})

function expectRefusal(answer: { status: number; body: unknown }, status: number) {
	expect(answer.status).toBe(status)
	const envelope = ErrorEnvelope.parse(answer.body)
	expect(envelope.code).toBe(status)
	expect(envelope.message.length).toBeGreaterThan(0)
	return envelope
}

describe('refusals', () => {
	test('an unknown call is a 404 envelope naming it, in JSON, never the HTML 404 page', async () => {
		const answer = await callApi(`${V1}/nothing/here`, { headers: { language: 'en' } })
		const envelope = expectRefusal(answer, 404)
		expect(answer.headers.get('Content-Type')).toMatch(/^application\/json/)
		expect(envelope.message).toContain(`${V1}/nothing/here`)
		expect(envelope.data.reason).toBe('api.error.unknownCall')
	})

	test('malformed JSON is a 400 that says so', async () => {
		const envelope = expectRefusal(await callApi(`${V1}/user/loginSendCode`, { body: '{"type": 2, "account": ', headers: { language: 'en' } }), 400)
		expect(envelope.message).toBe('The request body is not valid JSON.')
	})

	test('a body that is not JSON is a 415 naming the content type to use', async () => {
		const envelope = expectRefusal(
			await callApi(`${V1}/user/loginSendCode`, {
				body: 'type=2&account=7701234567',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded', language: 'en' },
			}),
			415,
		)
		expect(envelope.message).toContain('application/json')
	})

	test('missing and wrong fields are a 400 naming each field, in the language asked for', async () => {
		const english = expectRefusal(await callApi(`${V1}/user/login`, { body: { type: 2, code: 'abc' }, headers: { language: 'en' } }), 400)
		expect(english.data.issues?.map((issue) => issue.field).sort()).toEqual(['account', 'code'])
		expect(english.message).toContain('account')
		const arabic = expectRefusal(await callApi(`${V1}/user/login`, { body: { type: 2, code: 'abc' }, headers: { language: 'ar' } }), 400)
		expect(arabic.message).not.toBe(english.message)
		expect(arabic.data.issues?.find((issue) => issue.field === 'account')?.message).toBe('هذا الحقل مطلوب.')
	})

	test('a login type the API does not take (Google, 3) is refused as a wrong field, not a 500', async () => {
		const envelope = expectRefusal(await callApi(`${V1}/user/login`, { body: { type: 3, account: 'a@b.test', code: 'x' } }), 400)
		expect(envelope.data.issues?.[0]?.field).toBe('type')
	})

	test('a currency other than IQD is a 406', async () => {
		const envelope = expectRefusal(await callApi(`${V1}/share/recommend`, { body: {}, headers: { currency: 'USD', language: 'en' } }), 406)
		expect(envelope.message).toContain('IQD')
		expect((await callApi(`${V1}/share/recommend`, { body: {}, headers: { currency: 'IQD' } })).status).toBe(200)
	})

	test('the wrong method is a 405 that names the right one', async () => {
		const answer = await callApi(`${V1}/user/userInfo`, { method: 'POST', body: {}, headers: { language: 'en' } })
		expectRefusal(answer, 405)
		expect(answer.headers.get('Allow')).toBe('GET')
	})

	test('an oversized body is a 413 envelope', async () => {
		const envelope = expectRefusal(await callApi(`${V1}/search/keywordSearch`, { body: { keyword: 'x'.repeat(100_000) } }), 413)
		expect(envelope.data.reason).toBe('error.http.413')
	})

	test('a missing, malformed or unknown token on a call that needs one is a 401', async () => {
		expect(expectRefusal(await callApi(`${V1}/user/userInfo`), 401).data.reason).toBe('api.error.signInRequired')
		expect(expectRefusal(await callApi(`${V1}/user/userInfo`, { token: 'not-a-token' }), 401).data.reason).toBe('api.error.tokenInvalid')
		expect(expectRefusal(await callApi(`${V1}/user/userInfo`, { token: 'A'.repeat(43) }), 401).data.reason).toBe('api.error.tokenInvalid')
	})

	test('trace ids are echoed; a request without one gets one', async () => {
		const answer = await callApi(`${V1}/share/recommend`, { body: {}, headers: { 'X-Trace-Id': 'trace-123', 'd-trace-id': 'product-9' } })
		expect(answer.headers.get('X-Trace-Id')).toBe('trace-123')
		expect(answer.headers.get('d-trace-id')).toBe('product-9')
		expect((await callApi(`${V1}/nothing`)).headers.get('X-Trace-Id')).toMatch(/^[0-9a-f-]{36}$/)
	})

	test('a POST without a body is an empty request for calls that take nothing', async () => {
		const response = await rawCall(`${V1}/share/listBanner`, { method: 'POST' })
		expect(response.status).toBe(200)
	})
})

describe('bearer tokens', () => {
	test('a WhatsApp code login answers a token that reads the buyer; the database keeps only its hash', async () => {
		const { token, userId } = await signInByWhatsApp(database.db, '7701230001')
		const info = await callApi<{ userId: string; phone: string }>(`${V1}/user/userInfo`, { token })
		expect(info.status).toBe(200)
		expect(info.body).toMatchObject({ code: 200, success: true, data: { userId, phone: '+9647701230001' } })
		const rows = await database.db.select().from(apiTokens).where(eq(apiTokens.userId, userId))
		expect(rows).toHaveLength(1)
		expect(rows[0]!.id).toBe(createHash('sha256').update(token).digest('hex'))
		expect(JSON.stringify(rows)).not.toContain(token)
	})

	test('signing out ends the token; the next call with it is a 401', async () => {
		const { token } = await signInByWhatsApp(database.db, '7701230002')
		expect((await callApi(`${V1}/user/loginOut`, { method: 'POST', token })).status).toBe(200)
		expect(expectRefusal(await callApi(`${V1}/user/userInfo`, { token }), 401).data.reason).toBe('api.error.tokenInvalid')
		// A revoked token is refused even on a call that does not need one (the app signs the buyer out at once).
		expectRefusal(await callApi(`${V1}/share/recommend`, { body: {}, token }), 401)
	})

	test('an expired token is a 401; a used one slides forward like a browser session', async () => {
		const { token, userId } = await signInByWhatsApp(database.db, '7701230003')
		const hash = createHash('sha256').update(token).digest('hex')
		const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
		await database.db
			.update(apiTokens)
			.set({ lastSeenAt: twoHoursAgo, expiresAt: new Date(Date.now() + 1000 * 60) })
			.where(eq(apiTokens.id, hash))
		expect((await callApi(`${V1}/user/userInfo`, { token })).status).toBe(200)
		const [slid] = await database.db.select().from(apiTokens).where(eq(apiTokens.id, hash))
		expect(slid!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 80 * 24 * 60 * 60 * 1000)
		await database.db
			.update(apiTokens)
			.set({ expiresAt: new Date(Date.now() - 1000) })
			.where(eq(apiTokens.userId, userId))
		expectRefusal(await callApi(`${V1}/user/userInfo`, { token }), 401)
	})

	test('signing out everywhere ends the app tokens and the browser sessions together', async () => {
		const first = await signInByWhatsApp(database.db, '7701230004')
		const second = await signInByWhatsApp(database.db, '7701230004')
		await startSession(database.db, new Request('http://localhost/'), { userId: first.userId, ip: null })
		const answer = await callApi<{ ended: number }>(`${V1}/user/loginOutAll`, { method: 'POST', token: first.token })
		expect(answer.body.data.ended).toBe(3)
		expectRefusal(await callApi(`${V1}/user/userInfo`, { token: second.token }), 401)
		expect(await database.db.select().from(sessions).where(eq(sessions.userId, first.userId))).toHaveLength(0)
	})

	test('deactivating the account ends its tokens', async () => {
		const { token } = await signInByWhatsApp(database.db, '7701230005')
		expectRefusal(await callApi(`${V1}/user/unregister`, { body: { agree: false }, token }), 400)
		expect((await callApi(`${V1}/user/unregister`, { body: { agree: true }, token })).status).toBe(200)
		expectRefusal(await callApi(`${V1}/user/userInfo`, { token }), 401)
	})

	test('a wrong code is refused with the web’s message and the attempts left', async () => {
		await callApi(`${V1}/user/loginSendCode`, { body: { type: 2, account: '7701230006' } })
		const envelope = expectRefusal(
			await callApi(`${V1}/user/login`, { body: { type: 2, account: '7701230006', code: '000000' }, headers: { language: 'en' } }),
			400,
		)
		expect(envelope.data.reason).toBe('auth.code.wrong')
		expect(envelope.data.values).toEqual({ remaining: 4 })
	})
})

describe('the same counters as the web', () => {
	test('a code sent by the web’s login sheet counts against the API: the third WhatsApp code in the window is refused', async () => {
		const phone = '7701230007'
		// The first through the web's login sheet (the login page's action), the second and third through the API.
		const form = new URLSearchParams({ intent: 'send-code', account: phone, callingCode: '964', channel: 'whatsapp', respond: 'json' })
		const web = (await loginAction({
			request: new Request('http://localhost/pages/login/index', {
				method: 'POST',
				body: form,
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			}),
			context: { clientIp: '203.0.113.7' },
			params: {},
		} as never)) as unknown as { init?: { status?: number } | null }
		expect(web.init?.status ?? 200).toBe(200)
		expect((await callApi(`${V1}/user/loginSendCode`, { body: { type: 2, account: phone } })).status).toBe(200)
		const third = expectRefusal(await callApi(`${V1}/user/loginSendCode`, { body: { type: 2, account: phone } }), 429)
		expect(third.data.reason).toBe('auth.code.tooManyOnChannel')
	})

	test('wrong passwords through the API slow the web’s sign-in for the same account and address', async () => {
		const { userId } = await signInByWhatsApp(database.db, '7701230008', { ip: '198.51.100.4' })
		expect(userId).toBeTruthy()
		for (let attempt = 0; attempt < 6; attempt += 1) {
			await callApi(`${V1}/user/login`, { body: { type: 1, account: '7701230008', password: 'wrong1' }, ip: '198.51.100.4' })
		}
		expect(await database.db.select().from(signInThrottles).where(eq(signInThrottles.key, 'pair:+9647701230008|198.51.100.4'))).toHaveLength(1)
		// The web's password sign-in, from the same address, now waits too.
		await expect(
			signInWithPassword(database.db, { account: '7701230008', callingCode: '964', password: 'wrong1', ip: '198.51.100.4' }),
		).rejects.toSatisfy((error: unknown) => error instanceof AuthError && error.status === 429)
		expectRefusal(await callApi(`${V1}/user/login`, { body: { type: 1, account: '7701230008', password: 'wrong1' }, ip: '198.51.100.4' }), 429)
	})
})
