import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sessions, users } from '#app/db/schema/index.ts'
import { AuthError } from '#app/modules/auth/errors.ts'
import { type CodeMessage } from '#app/modules/auth/otp.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { confirmContactChange, ContactChangeError, requestContactChange } from './contact-change.server.ts'

/** Changing the phone or e-mail: a code to the new one, the change, a notice to the old one; taken ones refused. */

let database: TestDatabase
const db = () => database.db
const secret = 'contact-change-test-secret-of-32-characters!!'

beforeAll(async () => {
	database = await createTestDatabase()
}, 60_000)

afterAll(async () => {
	await database?.close()
})

function recorder() {
	const sent: CodeMessage[] = []
	return { sent, sender: { send: async (message: CodeMessage) => sent.push(message) } }
}

let counter = 0
function phone() {
	counter += 1
	return `+96475${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 1000).padStart(3, '0')}${String(counter).padStart(2, '0')}`
}

async function buyer(values: { phone?: string | null; email?: string | null }) {
	const [user] = await db().insert(users).values(values).returning({ id: users.id })
	await db()
		.insert(sessions)
		.values({ id: `session-${crypto.randomUUID()}`, userId: user!.id, expiresAt: new Date(Date.now() + 86_400_000) })
	return user!.id
}

async function contactsOf(userId: string) {
	const [row] = await db().select({ phone: users.phone, email: users.email }).from(users).where(eq(users.id, userId))
	return row!
}

describe('changing the phone', () => {
	test('the code goes to the new phone, the right code changes it, the old phone is told, and sessions stay', async () => {
		const oldPhone = phone()
		const userId = await buyer({ phone: oldPhone })
		const { sent, sender } = recorder()
		const national = phone().slice(4)
		const requested = await requestContactChange(
			{ db: db(), sender, secret },
			{ userId, kind: 'phone', account: `0${national}`, callingCode: '964', locale: 'en', ip: '10.0.0.1' },
		)
		expect(requested).toMatchObject({ account: `+964${national}`, channel: 'whatsapp' })
		expect(sent).toHaveLength(1)
		expect(sent[0]).toMatchObject({ to: `+964${national}`, channel: 'whatsapp', message: 'contactCode' })

		const wrong = await confirmContactChange(
			{ db: db(), sender, secret },
			{ userId, kind: 'phone', account: `0${national}`, callingCode: '964', code: sent[0]!.code === '000000' ? '111111' : '000000', locale: 'en' },
		).catch((error: unknown) => error)
		expect(wrong).toBeInstanceOf(AuthError)
		expect(wrong).toMatchObject({ messageId: 'auth.code.wrong', status: 400 })
		expect((await contactsOf(userId)).phone).toBe(oldPhone)

		const changed = await confirmContactChange(
			{ db: db(), sender, secret },
			{ userId, kind: 'phone', account: `0${national}`, callingCode: '964', code: sent[0]!.code, locale: 'en' },
		)
		expect(changed).toEqual({ account: `+964${national}`, previous: oldPhone })
		expect((await contactsOf(userId)).phone).toBe(`+964${national}`)
		expect(sent[1]).toMatchObject({ to: oldPhone, message: 'contactChanged', code: '' })
		expect(await db().select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(1)
	})

	test('a sign-in code for the new phone does not change the account', async () => {
		const userId = await buyer({ phone: phone() })
		const target = phone()
		const { sent, sender } = recorder()
		await requestContactChange(
			{ db: db(), sender, secret },
			{ userId, kind: 'phone', account: target, callingCode: '964', channel: 'sms', locale: 'ar', ip: null },
		)
		expect(sent[0]).toMatchObject({ channel: 'sms', to: target })
		const { sendCode } = await import('#app/modules/auth/otp.server.ts')
		const signIn = recorder()
		await sendCode(db(), { channel: 'sms', account: target, purpose: 'login', locale: 'ar', ip: null }, signIn.sender, { secret })
		await expect(
			confirmContactChange(
				{ db: db(), sender, secret },
				{ userId, kind: 'phone', account: target, callingCode: '964', code: signIn.sent[0]!.code, locale: 'ar' },
			),
		).rejects.toBeInstanceOf(AuthError)
		expect((await contactsOf(userId)).phone).not.toBe(target)
	})

	test('a phone or e-mail of another account is refused with 409 before any code is sent; bad input is 422', async () => {
		const taken = phone()
		await buyer({ phone: taken, email: 'taken@example.com' })
		const userId = await buyer({ phone: phone() })
		const { sent, sender } = recorder()
		const refusal = (input: { kind: 'phone' | 'email'; account: string }) =>
			requestContactChange({ db: db(), sender, secret }, { userId, ...input, callingCode: '964', locale: 'en', ip: null }).catch(
				(error: unknown) => error,
			)
		expect(await refusal({ kind: 'phone', account: taken })).toMatchObject({ messageId: 'profile.contact.phone.taken', status: 409 })
		expect(await refusal({ kind: 'email', account: 'Taken@Example.com' })).toMatchObject({ messageId: 'profile.contact.email.taken', status: 409 })
		expect(await refusal({ kind: 'phone', account: 'not a phone' })).toBeInstanceOf(ContactChangeError)
		expect(await refusal({ kind: 'email', account: 'nobody@' })).toMatchObject({ messageId: 'profile.contact.email.invalid', status: 422 })
		expect(await refusal({ kind: 'phone', account: (await contactsOf(userId)).phone! })).toMatchObject({
			messageId: 'profile.contact.same',
			status: 422,
		})
		expect(sent).toEqual([])
	})
})

describe('changing the e-mail', () => {
	test('adds an e-mail to a phone-only account by e-mail code, with no notice (there was no old one)', async () => {
		const userId = await buyer({ phone: phone() })
		const { sent, sender } = recorder()
		const address = `new-${crypto.randomUUID().slice(0, 8)}@Example.com`
		await requestContactChange({ db: db(), sender, secret }, { userId, kind: 'email', account: address, callingCode: '964', locale: 'en', ip: null })
		expect(sent[0]).toMatchObject({ channel: 'email', to: address.toLowerCase(), message: 'contactCode' })
		await confirmContactChange(
			{ db: db(), sender, secret },
			{ userId, kind: 'email', account: address, callingCode: '964', code: sent[0]!.code, locale: 'en' },
		)
		expect((await contactsOf(userId)).email).toBe(address.toLowerCase())
		expect(sent).toHaveLength(1)
	})
})
