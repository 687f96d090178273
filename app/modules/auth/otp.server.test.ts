import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '#app/db/client.server.ts'
import { otpChallenges } from '#app/db/schema/index.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { AuthError } from './errors.ts'
import { CODE_TTL_MS, type CodeMessage, MAX_CODE_CHECKS, MAX_SENDS_PER_ACCOUNT, MAX_SENDS_PER_CHANNEL, sendCode, verifyCode } from './otp.server.ts'

const secret = 'test-secret-test-secret-test-secret-00'
let database: TestDatabase
beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(() => database.close())

/** A sender that keeps what it was asked to deliver, as a phone would receive it. */
function inbox() {
	const messages: CodeMessage[] = []
	return { messages, send: async (message: CodeMessage) => void messages.push(message), last: () => messages.at(-1)?.code ?? '' }
}

async function failure(promise: Promise<unknown>): Promise<AuthError> {
	const error = await promise.then(
		() => null,
		(caught: unknown) => caught,
	)
	if (!(error instanceof AuthError)) throw new Error(`expected an AuthError, got ${String(error)}`)
	return error
}

const request = (account: string) => ({ channel: 'whatsapp', account, purpose: 'login', locale: 'ar', ip: '203.0.113.7' }) as const

describe('one-time codes', () => {
	test('a sent code signs in once, then never again', async () => {
		const phone = inbox()
		await sendCode(database.db, request('+9647700000001'), phone, { secret })
		expect(phone.last()).toMatch(/^\d{6}$/)
		await expect(verifyCode(database.db, { account: '+9647700000001', code: phone.last(), purpose: 'login' }, { secret })).resolves.toEqual({
			channel: 'whatsapp',
		})
		const reused = await failure(verifyCode(database.db, { account: '+9647700000001', code: phone.last(), purpose: 'login' }, { secret }))
		expect(reused.messageId).toBe('auth.code.expired')
	})

	test(`${MAX_CODE_CHECKS} wrong codes are answered 400; the next check is 429 even with the right code`, async () => {
		const phone = inbox()
		const account = '+9647700000002'
		await sendCode(database.db, request(account), phone, { secret })
		const wrong = phone.last() === '000000' ? '111111' : '000000'
		const answers: number[] = []
		for (let attempt = 1; attempt <= MAX_CODE_CHECKS; attempt++) {
			answers.push((await failure(verifyCode(database.db, { account, code: wrong, purpose: 'login' }, { secret }))).status)
		}
		expect(answers).toEqual([400, 400, 400, 400, 400])
		const locked = await failure(verifyCode(database.db, { account, code: phone.last(), purpose: 'login' }, { secret }))
		expect(locked).toMatchObject({ status: 429, messageId: 'auth.code.tooManyAttempts' })
	})

	test('a code expires after 5 minutes', async () => {
		const phone = inbox()
		const account = '+9647700000003'
		const sentAt = new Date('2026-11-22T10:00:00Z')
		await sendCode(database.db, request(account), phone, { secret, now: sentAt })
		const late = new Date(sentAt.getTime() + CODE_TTL_MS + 1)
		expect((await failure(verifyCode(database.db, { account, code: phone.last(), purpose: 'login' }, { secret, now: late }))).messageId).toBe(
			'auth.code.expired',
		)
	})

	test(`a code and one resend per channel (${MAX_SENDS_PER_CHANNEL}), and a new code replaces the old`, async () => {
		const phone = inbox()
		const account = '+9647700000004'
		const start = new Date('2026-11-22T11:00:00Z')
		for (let send = 0; send < MAX_SENDS_PER_CHANNEL; send++) {
			await sendCode(database.db, { ...request(account), ip: null }, phone, { secret, now: new Date(start.getTime() + send * 1000) })
		}
		const [first, latest] = phone.messages.map((message) => message.code)
		const limited = await failure(sendCode(database.db, { ...request(account), ip: null }, phone, { secret, now: new Date(start.getTime() + 5000) }))
		expect(limited).toMatchObject({ status: 429, messageId: 'auth.code.tooManyOnChannel' })
		const now = new Date(start.getTime() + 6000)
		if (first !== latest) {
			expect((await failure(verifyCode(database.db, { account, code: first ?? '', purpose: 'login' }, { secret, now }))).status).toBe(400)
		}
		await expect(verifyCode(database.db, { account, code: latest ?? '', purpose: 'login' }, { secret, now })).resolves.toBeTruthy()
		const later = new Date(start.getTime() + 15 * 60 * 1000 + 1)
		await expect(sendCode(database.db, { ...request(account), ip: null }, phone, { secret, now: later })).resolves.toBeTruthy()
	})

	test('a buyer who tries WhatsApp, then SMS, then asks again is not turned away; the phone gets at most six codes in all', async () => {
		const phone = inbox()
		const account = '+9647700000044'
		const start = new Date('2026-11-22T12:00:00Z')
		const send = (channel: 'whatsapp' | 'sms', purpose: 'login' | 'register' | 'reset_password', second: number) =>
			sendCode(database.db, { ...request(account), channel, purpose, ip: null }, phone, { secret, now: new Date(start.getTime() + second * 1000) })
		await send('whatsapp', 'login', 0)
		await send('sms', 'login', 1)
		await send('sms', 'login', 2)
		await send('whatsapp', 'login', 3)
		expect(phone.messages).toHaveLength(4)
		await send('whatsapp', 'reset_password', 4)
		await send('sms', 'reset_password', 5)
		expect(await failure(send('whatsapp', 'register', 6))).toMatchObject({ status: 429, messageId: 'auth.code.tooManySends' })
		expect(phone.messages).toHaveLength(MAX_SENDS_PER_ACCOUNT)
	})

	test('from one address at the default limits, a buyer tries WhatsApp, SMS and e-mail once each and resends once', async () => {
		const inboxes = inbox()
		const phone = '+9647700000045'
		const email = 'tries.every.channel@dijla.test'
		const start = new Date('2026-11-22T13:00:00Z')
		const send = (channel: 'whatsapp' | 'sms' | 'email', account: string, second: number) =>
			sendCode(database.db, { ...request(account), channel, ip: '198.51.100.45' }, inboxes, {
				secret,
				now: new Date(start.getTime() + second * 1000),
			})
		await send('whatsapp', phone, 0)
		await send('sms', phone, 61)
		await send('email', email, 122)
		// The SMS arrived late: asking for it again works, and the newest code is the one that signs in.
		await send('sms', phone, 183)
		expect(inboxes.messages.map((message) => [message.channel, message.to])).toEqual([
			['whatsapp', phone],
			['sms', phone],
			['email', email],
			['sms', phone],
		])
		await expect(
			verifyCode(
				database.db,
				{ account: phone, code: inboxes.messages[3]!.code, purpose: 'login' },
				{ secret, now: new Date(start.getTime() + 200_000) },
			),
		).resolves.toMatchObject({ channel: 'sms' })
		// A third code on one channel in the window is refused, whoever asks.
		expect(await failure(send('sms', phone, 244))).toMatchObject({ status: 429, messageId: 'auth.code.tooManyOnChannel' })
	})

	test('asking from many addresses gains nothing: one phone still gets at most six codes in 15 minutes', async () => {
		const phone = inbox()
		const account = '+9647700000046'
		const start = new Date('2026-11-22T14:00:00Z')
		const purposes = ['login', 'register', 'reset_password'] as const
		let sent = 0
		for (const purpose of purposes) {
			for (const channel of ['whatsapp', 'sms'] as const) {
				await sendCode(database.db, { ...request(account), channel, purpose, ip: `192.0.2.${++sent}` }, phone, {
					secret,
					now: new Date(start.getTime() + sent * 1000),
				})
			}
		}
		const refused = await failure(
			sendCode(database.db, { ...request(account), channel: 'whatsapp', purpose: 'login', ip: '192.0.2.99' }, phone, {
				secret,
				now: new Date(start.getTime() + 60_000),
			}),
		)
		expect(refused).toMatchObject({ status: 429, messageId: 'auth.code.tooManySends' })
		expect(phone.messages).toHaveLength(MAX_SENDS_PER_ACCOUNT)
	})

	test('an undelivered code cannot be used', async () => {
		const broken = { send: async () => Promise.reject(new Error('gateway down')) }
		const error = await failure(sendCode(database.db, request('+9647700000005'), broken, { secret }))
		expect(error).toMatchObject({ status: 502, messageId: 'auth.code.sendFailed' })
		const [row] = await database.db
			.select()
			.from(otpChallenges)
			.where(sql`${otpChallenges.account} = '+9647700000005'`)
		expect(row?.consumedAt).not.toBeNull()
	})

	test('no table holds a code in plain text', async () => {
		const phone = inbox()
		await sendCode(database.db, request('+9647700000006'), phone, { secret })
		const code = phone.last()
		const dump = await queryRows<{ dump: string }>(database.db, sql`select string_agg(t::text, ' ') as dump from otp_challenges t`)
		expect(dump[0]?.dump).toContain('+9647700000006')
		expect(dump[0]?.dump).not.toContain(code)
	})

	test('one address may ask for a limited number of codes, whatever the accounts (configurable for carrier NAT)', async () => {
		const phone = inbox()
		const fromOneAddress = (account: string) => ({ ...request(account), ip: '198.51.100.20' })
		await sendCode(database.db, fromOneAddress('+9647700000101'), phone, { secret, maxSendsPerIp: 2 })
		await sendCode(database.db, fromOneAddress('+9647700000102'), phone, { secret, maxSendsPerIp: 2 })
		const refused = await failure(sendCode(database.db, fromOneAddress('+9647700000103'), phone, { secret, maxSendsPerIp: 2 }))
		expect(refused.messageId).toBe('auth.code.tooManySends')
		expect(phone.messages).toHaveLength(2)
		// A higher limit lets the same address go on.
		await sendCode(database.db, fromOneAddress('+9647700000103'), phone, { secret, maxSendsPerIp: 3 })
		expect(phone.messages).toHaveLength(3)
	})
})
