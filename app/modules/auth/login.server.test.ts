import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { queryRows } from '#app/db/client.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { AuthError } from './errors.ts'
import { PASSWORD_ATTEMPTS_PER_ACCOUNT, registerWithPassword, requestCode, signInWithCode, signInWithPassword } from './login.server.ts'
import { type CodeMessage } from './otp.server.ts'

const secret = 'login-test-secret-login-test-secret-00'
let database: TestDatabase
const delivered: CodeMessage[] = []
const sender = { send: async (message: CodeMessage) => void delivered.push(message) }
const lastCode = () => delivered.at(-1)?.code ?? ''

beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(() => database.close())

const services = () => ({ db: database.db, sender, secret })

test('a code sign-in makes the account the first time, and finds it after', async () => {
	await requestCode(services(), { account: '0750 111 2222', callingCode: '964', channel: 'sms', purpose: 'login', locale: 'ar', ip: null })
	const first = await signInWithCode(services(), { account: '07501112222', callingCode: '964', code: lastCode(), language: 'ar', utmSource: 'whatsapp' })
	expect(first).toMatchObject({ created: true, user: { phone: '+9647501112222', utmSource: 'whatsapp' } })
	await requestCode(services(), { account: '+964 750 111 2222', callingCode: '90', channel: 'whatsapp', purpose: 'login', locale: 'ar', ip: null })
	const again = await signInWithCode(services(), { account: '+9647501112222', callingCode: '90', code: lastCode(), language: 'ar', utmSource: null })
	expect(again).toMatchObject({ created: false, user: { id: first.user.id } })
})

test('passwords are stored only as argon2id hashes', async () => {
	const password = 'dinar2026'
	await requestCode(services(), { account: 'hash.check@dijla.test', callingCode: '964', channel: 'email', purpose: 'register', locale: 'en', ip: null })
	await registerWithPassword(services(), {
		account: 'hash.check@dijla.test',
		callingCode: '964',
		code: lastCode(),
		password,
		language: 'en',
		utmSource: null,
	})
	const [row] = await queryRows<{ dump: string; hash: string }>(
		database.db,
		sql`select u::text as dump, password_hash as hash from users u where email = 'hash.check@dijla.test'`,
	)
	expect(row?.hash).toMatch(/^\$argon2id\$/)
	expect(row?.dump).not.toContain(password)
	await expect(signInWithPassword(database.db, { account: 'Hash.Check@dijla.test', callingCode: '964', password, ip: null })).resolves.toMatchObject({
		email: 'hash.check@dijla.test',
	})
})

test(`after ${PASSWORD_ATTEMPTS_PER_ACCOUNT} wrong passwords the account answers 429`, async () => {
	const statuses: number[] = []
	for (let attempt = 0; attempt <= PASSWORD_ATTEMPTS_PER_ACCOUNT; attempt++) {
		const error = await signInWithPassword(database.db, { account: 'nobody@dijla.test', callingCode: '964', password: 'guess123', ip: null }).catch(
			(caught: unknown) => caught,
		)
		statuses.push(error instanceof AuthError ? error.status : 0)
	}
	expect(statuses.slice(0, PASSWORD_ATTEMPTS_PER_ACCOUNT).every((status) => status === 401)).toBe(true)
	expect(statuses.at(-1)).toBe(429)
})

test('registering an account that exists is refused before a code is sent', async () => {
	const before = delivered.length
	const error = await requestCode(services(), {
		account: 'hash.check@dijla.test',
		callingCode: '964',
		channel: 'email',
		purpose: 'register',
		locale: 'en',
		ip: null,
	}).catch((caught: unknown) => caught)
	expect(error).toMatchObject({ status: 409, messageId: 'auth.register.exists' })
	expect(delivered.length).toBe(before)
})
