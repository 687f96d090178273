import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Db } from '#app/db/client.server.ts'
import { users } from '#app/db/schema/index.ts'
import { AuthError } from '#app/modules/auth/errors.ts'
import { type CodeMessage, MAX_SENDS_PER_CHANNEL, verifyCode } from '#app/modules/auth/otp.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { BAGHDAD_ADDRESS, insertOrder } from './ui/test-orders.server.ts'
import {
	provenOrder,
	rememberVisitorProof,
	requestVisitorCode,
	verifyVisitorCode,
	orderOfProofValue,
	VISITOR_PROOF_TTL_MS,
	VisitorOrderError,
	visitorProofValue,
} from './visitor-access.server.ts'

process.env.SESSION_SECRET ??= 'visitor-order-test-secret-0123456789abcdef'

const secret = 'otp-secret-for-visitor-tests'
let database: TestDatabase
let db: Db
let phoneCounter = 0
const outbox: CodeMessage[] = []
const sender = {
	send: async (message: CodeMessage) => {
		outbox.push(message)
		return { id: String(outbox.length) }
	},
}
const services = (now = new Date()) => ({ db, sender, secret, now, maxSendsPerIp: 1000 })

beforeAll(async () => {
	database = await createTestDatabase()
	db = database.db
}, 60_000)

afterAll(async () => {
	await database?.close()
})

/** A buyer with their own phone, and an order delivered to another phone (07… as typed in the address book). */
async function buyerWithOrder() {
	phoneCounter += 1
	const suffix = String(phoneCounter).padStart(3, '0')
	const buyerPhone = `+964750111${suffix.padStart(4, '0')}`
	const deliveryPhone = `0770222${suffix.padStart(4, '0')}`
	const [buyer] = await db.insert(users).values({ phone: buyerPhone }).returning({ id: users.id })
	if (!buyer) throw new Error('no buyer')
	const order = await insertOrder(db, { userId: buyer.id, status: 11, address: { ...BAGHDAD_ADDRESS, phone: deliveryPhone } })
	return { buyerId: buyer.id, buyerPhone, deliveryPhone, order }
}

function lastCodeTo(phone: string): string {
	const message = outbox.findLast((candidate) => candidate.to === phone)
	if (!message) throw new Error(`no code sent to ${phone}`)
	return message.code
}

async function refusal(promise: Promise<unknown>) {
	return promise.then(
		() => null,
		(error: unknown) => {
			if (error instanceof AuthError || error instanceof VisitorOrderError) return { messageId: error.messageId, status: error.status }
			throw error
		},
	)
}

function requestWithCookie(setCookie: string, path = '/pages/not-login-order-details/index') {
	return new Request(`http://dijla.test${path}`, { headers: { Cookie: setCookie.split(';')[0] ?? '' } })
}

describe('finding an order as a visitor', () => {
	test('a wrong phone gets the same answer as a right one, but no code, and no code opens the order', async () => {
		const { order } = await buyerWithOrder()
		const before = outbox.length
		const wrong = await requestVisitorCode(services(), { number: order.number, phone: '0771 999 8888', channel: 'whatsapp', locale: 'ar', ip: null })
		const unknown = await requestVisitorCode(services(), {
			number: 'D999999999999',
			phone: '0771 999 8887',
			channel: 'whatsapp',
			locale: 'ar',
			ip: null,
		})
		expect(Object.keys(wrong)).toEqual(Object.keys(unknown))
		expect(wrong.number).toBe(order.number)
		expect(outbox.length).toBe(before)
		expect(await refusal(verifyVisitorCode(services(), { number: order.number, phone: '0771 999 8888', code: '123456' }))).toMatchObject({
			status: 400,
		})
	})

	test('the delivery phone with its code opens that order, and the proof opens no other order', async () => {
		const { order, deliveryPhone } = await buyerWithOrder()
		const other = await buyerWithOrder()
		await requestVisitorCode(services(), { number: ` ${order.number.toLowerCase()} `, phone: deliveryPhone, channel: 'sms', locale: 'en', ip: null })
		const e164 = `+964${deliveryPhone.slice(1)}`
		const sent = outbox.at(-1)
		expect(sent).toMatchObject({ to: e164, channel: 'sms', locale: 'en' })

		const proven = await verifyVisitorCode(services(), { number: order.number, phone: deliveryPhone, code: lastCodeTo(e164) })
		expect(proven).toEqual({ orderId: order.id, number: order.number })

		const cookie = await rememberVisitorProof(new Request('http://dijla.test/'), proven.orderId)
		const request = requestWithCookie(cookie)
		expect((await provenOrder(db, request, order.number))?.id).toBe(order.id)
		expect(await provenOrder(db, request, other.order.number)).toBeNull()
	})

	test("the buyer's own phone works too, typed with spaces and Arabic-Indic digits", async () => {
		const { order, buyerPhone } = await buyerWithOrder()
		const typed = `٠${buyerPhone.slice(4, 7)} ${buyerPhone.slice(7)}`.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)))
		await requestVisitorCode(services(), { number: order.number, phone: typed, channel: 'whatsapp', locale: 'ar', ip: null })
		const proven = await verifyVisitorCode(services(), { number: order.number, phone: buyerPhone, code: lastCodeTo(buyerPhone) })
		expect(proven.orderId).toBe(order.id)
	})

	test('a code for the order never signs in, and a wrong code uses up a try', async () => {
		const { order, deliveryPhone } = await buyerWithOrder()
		await requestVisitorCode(services(), { number: order.number, phone: deliveryPhone, channel: 'whatsapp', locale: 'ar', ip: null })
		const e164 = `+964${deliveryPhone.slice(1)}`
		const code = lastCodeTo(e164)
		expect(await refusal(verifyCode(db, { account: e164, code, purpose: 'login' }, { secret }))).toMatchObject({ messageId: 'auth.code.expired' })
		const wrongCode = code === '000000' ? '111111' : '000000'
		expect(await refusal(verifyVisitorCode(services(), { number: order.number, phone: deliveryPhone, code: wrongCode }))).toMatchObject({
			messageId: 'auth.code.wrong',
			status: 400,
		})
		await expect(verifyVisitorCode(services(), { number: order.number, phone: deliveryPhone, code })).resolves.toMatchObject({ orderId: order.id })
	})

	test('wrong pairs count against the same limits as right ones', async () => {
		const phone = '0780 555 0001'
		for (let attempt = 0; attempt < MAX_SENDS_PER_CHANNEL; attempt++) {
			await requestVisitorCode(services(), { number: `D99999900000${attempt}`, phone, channel: 'whatsapp', locale: 'ar', ip: null })
		}
		expect(await refusal(requestVisitorCode(services(), { number: 'D999999000009', phone, channel: 'whatsapp', locale: 'ar', ip: null }))).toEqual({
			messageId: 'auth.code.tooManyOnChannel',
			status: 429,
		})
	})

	test('input that is not an order number or a phone is refused before anything is looked up', async () => {
		expect(await refusal(requestVisitorCode(services(), { number: '12', phone: '07701234567', channel: 'sms', locale: 'ar', ip: null }))).toEqual({
			messageId: 'visitorOrder.number.invalid',
			status: 422,
		})
		expect(await refusal(requestVisitorCode(services(), { number: 'D261123048213', phone: 'abc', channel: 'sms', locale: 'ar', ip: null }))).toEqual({
			messageId: 'visitorOrder.phone.invalid',
			status: 422,
		})
	})

	test('the proof lasts 30 minutes and cannot be forged', async () => {
		const { order } = await buyerWithOrder()
		const start = new Date('2026-03-01T10:00:00Z')
		const cookie = await rememberVisitorProof(new Request('http://dijla.test/'), order.id, start)
		const request = requestWithCookie(cookie)
		expect(await provenOrder(db, request, order.number, new Date(start.getTime() + VISITOR_PROOF_TTL_MS - 1000))).not.toBeNull()
		expect(await provenOrder(db, request, order.number, new Date(start.getTime() + VISITOR_PROOF_TTL_MS + 1000))).toBeNull()
		const [name, value] = (cookie.split(';')[0] ?? '').split('=')
		const forged = new Request('http://dijla.test/', { headers: { Cookie: `${name}=${value?.slice(0, -4)}AAAA` } })
		expect(await provenOrder(db, forged, order.number, start)).toBeNull()
	})

	test('the proof as a value (the app’s) opens its order until the 30th minute, and no other order', async () => {
		const { order } = await buyerWithOrder()
		const { order: other } = await buyerWithOrder()
		const start = new Date('2026-11-28T10:00:00Z')
		const { proof, expiresAt } = await visitorProofValue(order.id, start)
		expect(expiresAt.getTime() - start.getTime()).toBe(VISITOR_PROOF_TTL_MS)
		const justBefore = new Date(start.getTime() + VISITOR_PROOF_TTL_MS - 1)
		expect((await orderOfProofValue(db, proof, order.number, justBefore))?.id).toBe(order.id)
		expect(await orderOfProofValue(db, proof, order.number, expiresAt)).toBeNull()
		expect(await orderOfProofValue(db, proof, other.number, justBefore)).toBeNull()
		expect(await orderOfProofValue(db, `${proof.slice(0, -4)}AAAA`, order.number, justBefore)).toBeNull()
	})
})
