import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { users } from '#app/db/schema/index.ts'
import { BAGHDAD_ADDRESS, insertOrder } from '#app/modules/orders/ui/test-orders.server.ts'
import { VISITOR_PROOF_TTL_MS } from '#app/modules/orders/visitor-access.server.ts'
import { callRefused, callOk as ok, expectReason, lastOutboxCode, startApiTestDatabase, stopApiTestDatabase } from '#tests/fixtures/api.ts'
import { type TestDatabase } from '#tests/fixtures/db.ts'
import { API_V1 as V1 } from './paths.ts'

/**
 * getOrderDetailForLandingPage for the app (spec section 6: a visitor may look at an order): the web's visitor order
 * page by another door. sendOrderViewCode sends a code to the phone on the order (the same answer for a pair that
 * matches nothing); the code opens that order, masked as on the web, with a proof the app carries; the proof opens
 * that order again and no other.
 */

let database: TestDatabase
let counter = 0

beforeAll(async () => {
	database = await startApiTestDatabase()
})
afterAll(async () => {
	await stopApiTestDatabase(database)
})

async function orderDeliveredTo() {
	counter += 1
	const suffix = String(counter).padStart(4, '0')
	const [buyer] = await database.db
		.insert(users)
		.values({ phone: `+964750333${suffix}` })
		.returning({ id: users.id })
	const deliveryPhone = `+964770444${suffix}`
	const order = await insertOrder(database.db, {
		userId: buyer!.id,
		status: 11,
		address: { ...BAGHDAD_ADDRESS, fullName: 'Zainab Kareem', phone: `0770444${suffix}` },
	})
	return { order, deliveryPhone, typedPhone: `0770444${suffix}` }
}

/** The code sent to `phone`: the delivery runs after the answer (so a match takes no longer than a miss), so wait for it. */
async function codeSentTo(phone: string): Promise<string> {
	let code: string | null = null
	await expect.poll(async () => (code = await lastOutboxCode(database.db, phone).catch(() => null)), { timeout: 10_000 }).not.toBeNull()
	return code!
}

type VisitorAnswer = {
	proof: string
	proofExpiresAt: string
	order: { number: string; recipient: string; phone: string; items: unknown[]; payableAmount: number }
}

describe('a visitor’s order through the app', () => {
	test('the phone on the order gets a code; the code opens the order, masked; the proof opens it again', async () => {
		const { order, deliveryPhone, typedPhone } = await orderDeliveredTo()
		const ip = '198.51.104.1'
		const sent = await ok<{ orderNumber: string }>(`${V1}/order/sendOrderViewCode`, {
			body: { orderNumber: order.number.toLowerCase(), phone: typedPhone },
			ip,
		})
		expect(sent.orderNumber).toBe(order.number)
		const code = await codeSentTo(deliveryPhone)

		const opened = await ok<VisitorAnswer>(`${V1}/order/getOrderDetailForLandingPage`, {
			body: { orderNumber: order.number, phone: typedPhone, code },
			ip,
		})
		expect(opened.order.number).toBe(order.number)
		expect(opened.order.recipient).not.toContain('Kareem')
		expect(opened.order.phone).not.toContain(typedPhone.slice(0, 7))
		expect(opened.order).not.toHaveProperty('address')
		const ttl = new Date(opened.proofExpiresAt).getTime() - Date.now()
		expect(ttl).toBeGreaterThan(VISITOR_PROOF_TTL_MS - 60_000)
		expect(ttl).toBeLessThanOrEqual(VISITOR_PROOF_TTL_MS)

		const again = await ok<VisitorAnswer>(`${V1}/order/getOrderDetailForLandingPage`, { body: { orderNumber: order.number, proof: opened.proof } })
		expect(again.order).toEqual(opened.order)

		// The same code a second time is used up.
		const reused = await callRefused(`${V1}/order/getOrderDetailForLandingPage`, 400, {
			body: { orderNumber: order.number, phone: typedPhone, code },
			ip,
		})
		expect(reused.data.reason).toMatch(/^auth\.code\./)
	})

	test('a proof opens its own order only; a forged one is a 401 in the request language', async () => {
		const first = await orderDeliveredTo()
		const second = await orderDeliveredTo()
		const ip = '198.51.104.2'
		await ok(`${V1}/order/sendOrderViewCode`, { body: { orderNumber: first.order.number, phone: first.typedPhone }, ip })
		const opened = await ok<VisitorAnswer>(`${V1}/order/getOrderDetailForLandingPage`, {
			body: { orderNumber: first.order.number, phone: first.typedPhone, code: await codeSentTo(first.deliveryPhone) },
			ip,
		})
		const other = await callRefused(`${V1}/order/getOrderDetailForLandingPage`, 401, {
			body: { orderNumber: second.order.number, proof: opened.proof },
		})
		expectReason(other, 'visitorOrder.proof.expired')
		const forged = await callRefused(
			`${V1}/order/getOrderDetailForLandingPage`,
			401,
			{ body: { orderNumber: first.order.number, proof: `${opened.proof.slice(0, -4)}AAAA` }, headers: { language: 'ar' } },
			'ar',
		)
		expectReason(forged, 'visitorOrder.proof.expired', 'ar')
	})

	test('a pair that matches no order gets the same answer and no code; input that is not a number or phone is a 422', async () => {
		const { order } = await orderDeliveredTo()
		const stranger = '07709998877'
		const answer = await ok<{ orderNumber: string }>(`${V1}/order/sendOrderViewCode`, {
			body: { orderNumber: order.number, phone: stranger },
			ip: '198.51.104.3',
		})
		expect(answer.orderNumber).toBe(order.number)
		await expect(lastOutboxCode(database.db, '+9647709998877')).rejects.toThrow(/no code/)
		const guessed = await callRefused(`${V1}/order/getOrderDetailForLandingPage`, 400, {
			body: { orderNumber: order.number, phone: stranger, code: '123456' },
			ip: '198.51.104.3',
		})
		expect(guessed.data.reason).toMatch(/^auth\.code\./)
		expectReason(
			await callRefused(`${V1}/order/sendOrderViewCode`, 422, { body: { orderNumber: 'not-an-order', phone: stranger }, ip: '198.51.104.3' }),
			'visitorOrder.number.invalid',
		)
		expectReason(
			await callRefused(`${V1}/order/sendOrderViewCode`, 422, { body: { orderNumber: order.number, phone: 'abc' }, ip: '198.51.104.3' }),
			'visitorOrder.phone.invalid',
		)
	})
})
