import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { queryRows } from '#app/db/client.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { AuthError } from './errors.ts'
import { registerWithPassword, requestCode, signInWithCode, signInWithPassword } from './login.server.ts'
import { FREE_FAILURES_PER_PAIR, signInThrottle, THROTTLE_WINDOW_MS, waitAfter } from './throttle.server.ts'
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
	const first = await signInWithCode(services(), {
		account: '07501112222',
		callingCode: '964',
		code: lastCode(),
		language: 'ar',
		utmSource: 'whatsapp',
	})
	expect(first).toMatchObject({ created: true, user: { phone: '+9647501112222', utmSource: 'whatsapp' } })
	await requestCode(services(), { account: '+964 750 111 2222', callingCode: '90', channel: 'whatsapp', purpose: 'login', locale: 'ar', ip: null })
	const again = await signInWithCode(services(), { account: '+9647501112222', callingCode: '90', code: lastCode(), language: 'ar', utmSource: null })
	expect(again).toMatchObject({ created: false, user: { id: first.user.id } })
})

test('passwords are stored only as argon2id hashes', async () => {
	const password = 'dinar2026'
	await requestCode(services(), {
		account: 'hash.check@dijla.test',
		callingCode: '964',
		channel: 'email',
		purpose: 'register',
		locale: 'en',
		ip: null,
	})
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

test(`after ${FREE_FAILURES_PER_PAIR} wrong passwords from one address that address waits, and the owner elsewhere still signs in`, async () => {
	await registerAccount('lockout.owner@dijla.test', 'owner-pass-1')
	const guess = (password: string, ip: string) =>
		signInWithPassword(database.db, { account: 'lockout.owner@dijla.test', callingCode: '964', password, ip }).catch((caught: unknown) => caught)
	const statuses: number[] = []
	for (let attempt = 0; attempt < 20; attempt++) {
		const error = await guess(`guess-${attempt}1`, '203.0.113.66')
		statuses.push(error instanceof AuthError ? error.status : 0)
	}
	expect(statuses.slice(0, FREE_FAILURES_PER_PAIR)).toEqual(Array(FREE_FAILURES_PER_PAIR).fill(401))
	expect(statuses.slice(FREE_FAILURES_PER_PAIR + 1).every((status) => status === 429)).toBe(true)
	// Even the right password waits at the guessing address…
	expect(await guess('owner-pass-1', '203.0.113.66')).toMatchObject({ status: 429, messageId: 'auth.password.tooMany', values: { minutes: 1 } })
	// …while the owner, from their own phone, signs in.
	await expect(guess('owner-pass-1', '198.51.100.7')).resolves.toMatchObject({ email: 'lockout.owner@dijla.test' })
})

test('the wait grows with each failure past the free ones, up to 15 minutes, and is kept in the database', async () => {
	expect([5, 6, 7, 8, 9, 10, 11, 12].map(waitAfter)).toEqual([0, 30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000])
	await registerAccount('slow.down@dijla.test', 'slow-pass-1')
	const t0 = new Date('2026-11-27T10:00:00Z')
	// A second copy of the throttle stands for a restarted process, or another one: it reads the same counts.
	const first = signInThrottle('buyer-password')
	const second = signInThrottle('buyer-password')
	const attempt = { account: 'slow.down@dijla.test', ip: '192.0.2.1' }
	for (let failure = 1; failure <= FREE_FAILURES_PER_PAIR + 2; failure++) await first.fail(database.db, { ...attempt, now: t0 })
	await expect(second.check(database.db, { ...attempt, now: new Date(t0.getTime() + 59_000) })).rejects.toMatchObject({ status: 429 })
	await expect(second.check(database.db, { ...attempt, now: new Date(t0.getTime() + 61_000) })).resolves.toBeUndefined()
	// A quiet window later the count starts again.
	await first.fail(database.db, { ...attempt, now: new Date(t0.getTime() + THROTTLE_WINDOW_MS + 1_000) })
	await expect(second.check(database.db, { ...attempt, now: new Date(t0.getTime() + THROTTLE_WINDOW_MS + 2_000) })).resolves.toBeUndefined()
})

async function registerAccount(email: string, password: string) {
	await requestCode(services(), { account: email, callingCode: '964', channel: 'email', purpose: 'register', locale: 'en', ip: null })
	await registerWithPassword(services(), { account: email, callingCode: '964', code: lastCode(), password, language: 'en', utmSource: null })
}

test('registering answers the same for a taken and a free address; only the code’s owner learns it is taken', async () => {
	const ask = (account: string) =>
		requestCode(services(), { account, callingCode: '964', channel: 'email', purpose: 'register', locale: 'en', ip: null })
	const taken = await ask('hash.check@dijla.test')
	const free = await ask('never.seen@dijla.test')
	expect(Object.keys(taken)).toEqual(Object.keys(free))
	expect({ ...taken, account: '', resendAt: 0 }).toEqual({ ...free, account: '', resendAt: 0 })
	// The taken address's owner got a code; with it, the next step says the account exists.
	const code = delivered.findLast((message) => message.to === 'hash.check@dijla.test')?.code ?? ''
	const error = await registerWithPassword(services(), {
		account: 'hash.check@dijla.test',
		callingCode: '964',
		code,
		password: 'another-pass-1',
		language: 'en',
		utmSource: null,
	}).catch((caught: unknown) => caught)
	expect(error).toMatchObject({ status: 409, messageId: 'auth.register.exists' })
})
