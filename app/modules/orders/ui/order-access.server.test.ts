import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type DatabaseHandle, type Db } from '#app/db/client.server.ts'
import { orders, regions } from '#app/db/schema/index.ts'
import { createAddress } from '#app/modules/addresses/addresses.server.ts'
import { seedRegions } from '#app/modules/addresses/regions.server.ts'
import { startSession } from '#app/modules/auth/session.server.ts'
import { createBuyer } from '#app/modules/favorites/test-shop.server.ts'
import { type RealtimeEvent, userChannel } from '#app/realtime/channels.ts'
import { type RealtimeServer } from '#app/realtime/realtime.server.ts'
import { action as orderAction, loader as orderLoader } from '#app/routes/order-details.tsx'
import { loader as trackingLoader } from '#app/routes/logistics-details.tsx'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { insertOrder } from './test-orders.server.ts'

/**
 * Issue 6: a buyer can never see or change another buyer's order. Every order route is tried through its real
 * loader or action with a second buyer's session: each answers 404 (the same as an order that never existed)
 * and the order is left as it was. The owner, with the same requests, gets through.
 */

process.env.SESSION_SECRET ??= 'order-access-test-secret-0123456789abcdef'

let database: TestDatabase
let db: Db
const ORIGIN = 'http://dijla.test'
/** What the routes announced to buyers' open pages (a stand-in for the SSE or Ably transport). */
const published: { channel: string; event: RealtimeEvent }[] = []
const realtime: RealtimeServer = {
	transport: 'sse',
	hub: null,
	ably: null,
	publish: async (channel, event) => {
		published.push({ channel, event })
	},
	ready: async () => undefined,
	close: async () => undefined,
}
type AppGlobals = { __dijlaDatabase?: DatabaseHandle; __dijlaRealtime?: RealtimeServer }

beforeAll(async () => {
	database = await createTestDatabase()
	db = database.db
	// The routes reach the database through getDb() and announce through getRealtime(): point them here.
	;(globalThis as AppGlobals).__dijlaDatabase = database
	;(globalThis as AppGlobals).__dijlaRealtime = realtime
	await seedRegions(db)
}, 60_000)

afterAll(async () => {
	;(globalThis as AppGlobals).__dijlaDatabase = undefined
	;(globalThis as AppGlobals).__dijlaRealtime = undefined
	await database?.close()
})

async function signIn(userId: string): Promise<string> {
	const setCookie = await startSession(db, new Request(`${ORIGIN}/`), { userId, ip: null })
	return setCookie.split(';')[0] ?? ''
}

async function regionId(code: string) {
	const [row] = await db.select({ id: regions.id }).from(regions).where(eq(regions.code, code)).limit(1)
	if (!row) throw new Error(`no region ${code}`)
	return row.id
}

async function addressOf(userId: string) {
	const { id } = await createAddress(db, userId, {
		deliveryMode: 1,
		fullName: 'Omar Saleh',
		phone: '07501234567',
		isDefault: true,
		countryId: await regionId('IQ'),
		provinceId: await regionId('IQ-BG'),
		cityId: await regionId('IQ-BG-KRK'),
		postcode: '10001',
		addressLine: 'Street 14',
	})
	return id
}

const args = (request: Request) => ({ request, params: {}, context: { clientIp: null } })

function get(path: string, cookie: string) {
	return new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } })
}

function post(orderId: string, cookie: string, fields: Record<string, string>) {
	return new Request(`${ORIGIN}/pages/order-details/index?orderId=${orderId}`, {
		method: 'POST',
		headers: { Cookie: cookie },
		body: new URLSearchParams({ orderId, ...fields }),
	})
}

/** The HTTP status a loader or action answers with, whether it returns or throws it. */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
	const read = (value: unknown) => {
		if (value instanceof Response) return value.status
		if (value && typeof value === 'object' && 'init' in value) return (value as { init?: { status?: number } | null }).init?.status ?? 200
		return null
	}
	try {
		return read(await run()) ?? 200
	} catch (error) {
		const status = read(error)
		if (status === null) throw error
		return status
	}
}

async function orderRow(orderId: string) {
	const [row] = await db.select().from(orders).where(eq(orders.id, orderId))
	if (!row) throw new Error('order gone')
	return row
}

describe("another buyer's order", () => {
	test('details, tracking and every action answer 404 to a second buyer, and change nothing', async () => {
		const owner = await createBuyer(db)
		const stranger = await createBuyer(db)
		const strangerCookie = await signIn(stranger)
		const strangerAddress = await addressOf(stranger)
		const unpaid = await insertOrder(db, { userId: owner, status: 1, remark: 'اتصلوا قبل التوصيل' })
		const onTheWay = await insertOrder(db, { userId: owner, status: 3 })
		const before = { unpaid: await orderRow(unpaid.id), onTheWay: await orderRow(onTheWay.id) }

		expect(await statusOf(() => orderLoader(args(get(`/pages/order-details/index?orderId=${unpaid.id}`, strangerCookie))))).toBe(404)
		expect(
			await statusOf(() => orderLoader(args(get(`/pages/order-details/index?orderId=${unpaid.id}&addressId=${strangerAddress}`, strangerCookie)))),
		).toBe(404)
		expect(await statusOf(() => trackingLoader(args(get(`/pages/logistics-details/index?orderId=${onTheWay.id}`, strangerCookie))))).toBe(404)

		const attempts: [string, string, Record<string, string>][] = [
			['cancel, asking first', unpaid.id, { intent: 'cancel' }],
			['cancel, confirmed', unpaid.id, { intent: 'cancel', confirm: 'yes' }],
			['confirm receipt, asking first', onTheWay.id, { intent: 'confirmReceipt' }],
			['confirm receipt, confirmed', onTheWay.id, { intent: 'confirmReceipt', confirm: 'yes' }],
			['remark', unpaid.id, { intent: 'remark', remark: 'hijacked' }],
			['address', unpaid.id, { intent: 'changeAddress', addressId: strangerAddress }],
			['repurchase', onTheWay.id, { intent: 'repurchase' }],
		]
		for (const [name, orderId, fields] of attempts) {
			expect(await statusOf(() => orderAction(args(post(orderId, strangerCookie, fields)))), name).toBe(404)
		}

		const after = { unpaid: await orderRow(unpaid.id), onTheWay: await orderRow(onTheWay.id) }
		expect(published.filter((entry) => entry.channel === userChannel(owner))).toEqual([])
		expect(after.unpaid).toMatchObject({
			status: 1,
			remark: before.unpaid.remark,
			addressId: before.unpaid.addressId,
			address: before.unpaid.address,
		})
		expect(after.onTheWay.status).toBe(3)
	})

	test('unknown and malformed ids are the same 404', async () => {
		const cookie = await signIn(await createBuyer(db))
		expect(await statusOf(() => orderLoader(args(get('/pages/order-details/index?orderId=not-an-id', cookie))))).toBe(404)
		expect(await statusOf(() => orderLoader(args(get(`/pages/order-details/index?orderId=${crypto.randomUUID()}`, cookie))))).toBe(404)
		expect(await statusOf(() => orderLoader(args(get('/pages/order-details/index', cookie))))).toBe(404)
		expect(await statusOf(() => orderAction(args(post(crypto.randomUUID(), cookie, { intent: 'cancel', confirm: 'yes' }))))).toBe(404)
	})
})

describe('the owner', () => {
	test('sees the order, saves a remark, is asked before cancelling, and cancels', async () => {
		const owner = await createBuyer(db)
		const cookie = await signIn(owner)
		const order = await insertOrder(db, { userId: owner, status: 1 })

		const page = await orderLoader(args(get(`/pages/order-details/index?orderId=${order.id}`, cookie)))
		expect(page.order).toMatchObject({ number: order.number, status: 1, actions: { cancel: true, pay: 'goods' } })
		expect(page.payment).toEqual({ kind: 'due', stage: 'goods' })

		expect(await statusOf(() => orderAction(args(post(order.id, cookie, { intent: 'remark', remark: '  الباب الخلفي  ' }))))).toBe(302)
		expect((await orderRow(order.id)).remark).toBe('الباب الخلفي')

		const asked = await orderAction(args(post(order.id, cookie, { intent: 'cancel', redirectTo: '/pages/individualCenter/buyer_order_list/index' })))
		expect(asked).toMatchObject({ data: { confirm: 'cancel', redirectTo: '/pages/individualCenter/buyer_order_list/index' } })
		expect((await orderRow(order.id)).status).toBe(1)

		const done = await orderAction(
			args(post(order.id, cookie, { intent: 'cancel', confirm: 'yes', redirectTo: '/pages/individualCenter/buyer_order_list/index' })),
		)
		expect(done).toBeInstanceOf(Response)
		expect((done as Response).headers.get('Location')).toBe('/pages/individualCenter/buyer_order_list/index')
		expect((await orderRow(order.id)).status).toBe(7)
		// The buyer's other open pages hear of it.
		expect(published).toContainEqual({
			channel: userChannel(owner),
			event: expect.objectContaining({ kind: 'order.status', orderId: order.id, status: 7 }),
		})
	})

	test('an over-long remark is refused with its message and the text kept', async () => {
		const owner = await createBuyer(db)
		const cookie = await signIn(owner)
		const order = await insertOrder(db, { userId: owner, status: 1, remark: 'old' })
		const long = 'ب'.repeat(201)
		const answer = await orderAction(args(post(order.id, cookie, { intent: 'remark', remark: long })))
		expect(answer).toMatchObject({ data: { error: 'checkout.error.remarkTooLong', remark: long }, init: { status: 422 } })
		expect((await orderRow(order.id)).remark).toBe('old')
	})

	test('chooses another address from the address book: shown first, changed only when confirmed', async () => {
		const owner = await createBuyer(db)
		const cookie = await signIn(owner)
		const order = await insertOrder(db, { userId: owner, status: 11 })
		const addressId = await addressOf(owner)
		const page = await orderLoader(args(get(`/pages/order-details/index?orderId=${order.id}&addressId=${addressId}`, cookie)))
		expect(page.chosenAddress).toMatchObject({ id: addressId, fullName: 'Omar Saleh' })
		expect((await orderRow(order.id)).address.fullName).toBe('علي حسن')

		expect(await statusOf(() => orderAction(args(post(order.id, cookie, { intent: 'changeAddress', addressId }))))).toBe(302)
		const changed = await orderRow(order.id)
		expect(changed.addressId).toBe(addressId)
		expect(changed.address).toMatchObject({ fullName: 'Omar Saleh', addressLine: 'Street 14' })
	})

	test('once the goods left the Iraqi warehouse the address can no longer change: a message, not a 500', async () => {
		const owner = await createBuyer(db)
		const cookie = await signIn(owner)
		const order = await insertOrder(db, { userId: owner, status: 3 })
		const addressId = await addressOf(owner)
		const page = await orderLoader(args(get(`/pages/order-details/index?orderId=${order.id}&addressId=${addressId}`, cookie)))
		expect(page.chosenAddress).toBeNull()
		const answer = await orderAction(args(post(order.id, cookie, { intent: 'changeAddress', addressId })))
		expect(answer).toMatchObject({ data: { error: 'order.error.addressLocked' }, init: { status: 409 } })
	})

	test('repurchase of an order whose items cannot be bought says so', async () => {
		const owner = await createBuyer(db)
		const cookie = await signIn(owner)
		const order = await insertOrder(db, { userId: owner, status: 5 })
		const answer = await orderAction(args(post(order.id, cookie, { intent: 'repurchase' })))
		expect(answer).toMatchObject({ data: { error: 'order.repurchase.unavailable' }, init: { status: 409 } })
	})

	test('an off-site redirectTo is ignored', async () => {
		const owner = await createBuyer(db)
		const cookie = await signIn(owner)
		const order = await insertOrder(db, { userId: owner, status: 1 })
		const done = await orderAction(args(post(order.id, cookie, { intent: 'cancel', confirm: 'yes', redirectTo: 'https://evil.example/' })))
		expect((done as Response).headers.get('Location')).toBe(`/pages/order-details/index?orderId=${order.id}`)
	})
})
