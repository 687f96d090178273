import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type DatabaseHandle } from '#app/db/client.server.ts'
import { orders, users } from '#app/db/schema/index.ts'
import { startSession } from '#app/modules/auth/session.server.ts'
import { placeOrder } from '#app/modules/orders/placement.server.ts'
import { ORDER_STATUS, PAYMENT_TYPE } from '#app/modules/orders/order-status.ts'
import { createOrderBuyer, createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import { createRealtime, type RealtimeServer } from '#app/realtime/realtime.server.ts'
import { STAFF_ROUTES } from '#app/route-table.ts'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { applyStaffEvent } from './staff-orders.server.ts'
import { startStaffSessionFor } from '#app/request-context.server.ts'

/**
 * The console's routes as a browser meets them: every /staff page and form refuses a buyer, and the costs form
 * answers bad amounts with 400 and the field's message, good ones by moving the order on.
 */

type RouteModule = { loader?: (args: unknown) => Promise<unknown>; action?: (args: unknown) => Promise<unknown> }
type Entry = { path: string; file: string; children?: readonly Entry[] }

let database: TestDatabase
let buyerCookie: string
let staffCookie: string
let staffId: string
let order: { orderId: string; number: string }

const cookieOf = (setCookie: string) => setCookie.split(';')[0] ?? ''
const globals = globalThis as typeof globalThis & { __dijlaDatabase?: DatabaseHandle; __dijlaRealtime?: RealtimeServer }

beforeAll(async () => {
	process.env.SESSION_SECRET ??= 'session-test-secret-session-test-secret'
	database = await createTestDatabase()
	globals.__dijlaDatabase = database
	// Status changes are announced; here in this process only (no LISTEN connection to the test database).
	globals.__dijlaRealtime = createRealtime({ transport: 'sse', db: database.db, kind: 'pglite' })
	const { skuIds } = await createOrderShop(database.db, { skuStocks: [100] })
	const buyer = await createOrderBuyer(database.db)
	buyerCookie = cookieOf(await startSession(database.db, new Request('http://localhost/'), { userId: buyer.userId, ip: null }))
	const [staff] = await database.db.insert(users).values({ username: 'route-agent', role: 'staff' }).returning({ id: users.id })
	staffId = staff!.id
	staffCookie = cookieOf(await startStaffSessionFor(new Request('http://localhost/staff/login'), database.db, { userId: staffId, ip: null }))
	order = await placeOrder(database.db, {
		userId: buyer.userId,
		idempotencyKey: `route-test-${Date.now()}`,
		source: 'buy_now',
		lines: [{ skuId: skuIds[0]!, quantity: 3 }],
		addressId: buyer.addressId,
		logisticsMethod: 'sea',
		paymentType: PAYMENT_TYPE.cashOnDelivery,
		userCouponId: null,
		remark: '',
		locale: 'en',
	})
})
afterAll(async () => {
	await globals.__dijlaRealtime?.close()
	globals.__dijlaRealtime = undefined
	globals.__dijlaDatabase = undefined
	await database.close()
})

/** Every console route but the sign-in and sign-out pages, with a concrete URL. */
function consoleRoutes(entries: readonly Entry[] = STAFF_ROUTES, base = ''): { url: string; file: string }[] {
	return entries.flatMap((entry) => {
		const path = [base, entry.path].filter(Boolean).join('/')
		const here = /staff\/(login|logout)$/.test(path)
			? []
			: [{ url: `/${path.replace(':number', order.number).replace(':slipId', crypto.randomUUID())}`, file: entry.file }]
		return [...here, ...(entry.children ? consoleRoutes(entry.children, path) : [])]
	})
}

async function load(file: string): Promise<RouteModule> {
	return (await import(/* @vite-ignore */ `../../${file}`)) as RouteModule
}

function args(url: string, cookie: string | null, init: RequestInit = {}) {
	const request = new Request(`http://localhost${url}`, { ...init, headers: { ...(cookie ? { Cookie: cookie } : {}), ...(init.headers ?? {}) } })
	const params = { number: order.number, slipId: url.split('/').pop() }
	return { request, params, context: { clientIp: null } }
}

async function outcome(run: () => Promise<unknown>): Promise<{ status: number; location: string | null }> {
	try {
		const value = await run()
		if (value instanceof Response) return { status: value.status, location: value.headers.get('Location') }
		const init = (value as { init?: { status?: number } } | null)?.init
		return { status: init?.status ?? 200, location: null }
	} catch (thrown) {
		if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('Location') }
		const init = (thrown as { init?: { status?: number } }).init
		if (init?.status) return { status: init.status, location: null }
		throw thrown
	}
}

const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) })

describe('a buyer', () => {
	test('gets 403 from every console page and form; a visitor is sent to the staff sign-in', async () => {
		const routes = consoleRoutes()
		expect(routes.map((route) => route.url)).toEqual(
			expect.arrayContaining(['/staff', '/staff/orders', `/staff/orders/${order.number}`, '/staff/payments']),
		)
		for (const route of routes) {
			const module = await load(route.file)
			for (const kind of ['loader', 'action'] as const) {
				const handler = module[kind]
				if (!handler) continue
				const init = kind === 'action' ? form({ intent: 'event', event: 'purchased' }) : {}
				expect(await outcome(() => handler(args(route.url, buyerCookie, init))), `${kind} ${route.url}`).toMatchObject({ status: 403 })
				const visitor = await outcome(() => handler(args(route.url, null, init)))
				expect(visitor.status, `${kind} ${route.url}`).toBe(302)
				expect(visitor.location).toMatch(/^\/staff\/login\?redirectTo=/)
			}
		}
		const [row] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.orderId))
		expect(row?.status).toBe(ORDER_STATUS.waitingPurchase)
	})

	test('cannot sign in to the console with a buyer session either', async () => {
		const login = await load('routes/staff/login.tsx')
		const result = await outcome(() => login.loader!(args('/staff/login', buyerCookie)))
		expect(result.status).toBe(200)
	})
})

describe('the costs form', () => {
	const orderPage = () => `/staff/orders/${order.number}`
	const costs = (overrides: Record<string, string> = {}) =>
		form({
			intent: 'costs',
			maritimeFee: '25000',
			containerStorageUsdCentsPerDay: '250',
			containerStorageDays: '12',
			chinaFreightSupplement: '0',
			insurance: '0',
			domesticWarehouseFee: '0',
			valueAddedServiceFee: '0',
			...overrides,
		})

	test('refuses negative and non-numeric amounts with 400 and a message on the field, keeping what was typed', async () => {
		for (const event of ['purchased', 'shippedInChina', 'shippedBySea', 'arrivedAtWarehouse']) {
			await applyStaffEvent(database.db, { orderId: order.orderId, event, staffId })
		}
		const page = await load('routes/staff/order.tsx')
		for (const [field, typed, messageId] of [
			['insurance', '-1500', 'staff.costs.negative'],
			['maritimeFee', 'twenty', 'staff.costs.notWholeNumber'],
		] as const) {
			const reply = (await page.action!(args(orderPage(), staffCookie, costs({ [field]: typed })))) as {
				init: { status: number }
				data: { intent: string; result: { error: Record<string, string[]>; initialValue: Record<string, string> } }
			}
			expect(reply.init.status).toBe(400)
			expect(reply.data.result.error[field]).toEqual([messageId])
			expect(reply.data.result.initialValue[field]).toBe(typed)
		}
		const [row] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.orderId))
		expect(row?.status).toBe(ORDER_STATUS.toWarehouse)
	})

	test('good amounts move the order to logistics payment and come back to the order', async () => {
		const page = await load('routes/staff/order.tsx')
		const response = (await page.action!(args(orderPage(), staffCookie, costs()))) as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe(orderPage())
		const [row] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.orderId))
		expect(row?.status).toBe(ORDER_STATUS.logisticsPayment)
		const again = (await page.action!(args(orderPage(), staffCookie, costs()))) as { init: { status: number } }
		expect(again.init.status).toBe(409)
	})
})
