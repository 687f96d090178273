import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { orderItems, orderLogisticsCosts, orders, paymentSlips, payments, users } from '#app/db/schema/index.ts'
import { getUsdToIqdRate } from '#app/modules/catalog/exchange-rate.server.ts'
import { addLogisticsEvent, getTracking, type Tracking } from '#app/modules/orders/tracking.server.ts'
import { applyOrderEvent } from '#app/modules/orders/commands.server.ts'
import { announce, OrderError, OrderNotFoundError } from '#app/modules/orders/orders.server.ts'
import { containerStorageIqd, getOrderByNumber, type OrderDetail } from '#app/modules/orders/queries.server.ts'
import {
	ORDER_EVENTS,
	ORDER_TABS,
	type OrderEvent,
	type OrderStatus,
	OrderTransitionError,
	type OrderTab,
	type PaymentType,
} from '#app/modules/orders/order-status.ts'
import { LOGISTICS_COST_FIELDS, LOGISTICS_COST_LIMITS, type LogisticsCostsInput, LOGISTICS_NUMBER_MAX_LENGTH, wholeAmountProblem } from './schema.ts'

/**
 * The console's side of orders (issue 6 item 8): the list every order is found in, one order with everything
 * staff need to run it, and the commands staff give. Status changes go through the orders core
 * (applyOrderEvent), which checks the transition table; this module adds what only staff do.
 */

export const STAFF_ORDERS_PAGE_SIZE = 25

/** A refusal the console shows next to a field or above the form, with its HTTP status; never a 500. */
export class StaffOrderError extends Error {
	override name = 'StaffOrderError'
	constructor(
		readonly messageId: string,
		readonly status: number,
		readonly field?: string,
	) {
		super(messageId)
	}
}

/* ------------------------------------------------------------------------------------------------------------ */

export type StaffOrderSummary = {
	id: string
	number: string
	status: OrderStatus
	paymentType: PaymentType
	submittedAt: Date
	payableAmount: number
	buyer: { name: string; phone: string | null }
	pieces: number
	/** A bank slip of this order waits for review. */
	inReview: boolean
}

export type StaffOrderList = {
	orders: StaffOrderSummary[]
	page: number
	pageCount: number
	total: number
	/** How many orders each tab holds for the same search. */
	counts: Record<OrderTab, number>
}

function likeContains(text: string) {
	return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/** The search box: an order number (or part of one), the buyer's phone as typed (0770…, +964…), or a name. */
function searchCondition(query: string): SQL | undefined {
	const text = query.trim().replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10))
	if (!text) return undefined
	const conditions: SQL[] = [ilike(orders.number, likeContains(text.toUpperCase()))]
	const digits = text.replace(/\D/g, '')
	if (digits.length >= 4 && /^[\d\s+()-]+$/.test(text)) {
		// Iraqi numbers are typed 0770… but stored +964770…: match on the digits after any leading zeros.
		const national = digits.replace(/^0+/, '')
		conditions.push(ilike(users.phone, likeContains(national)))
		conditions.push(sql`regexp_replace(${orders.address}->>'phone', '\\D', '', 'g') like ${likeContains(national)}`)
	}
	const words = likeContains(text)
	conditions.push(
		ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, words),
		ilike(sql`${orders.address}->>'fullName'`, words),
		ilike(users.email, words),
	)
	return or(...conditions)
}

function tabCondition(tab: OrderTab): SQL | undefined {
	const statuses = ORDER_TABS.find((candidate) => candidate.key === tab)?.statuses
	return statuses ? inArray(orders.status, [...statuses]) : undefined
}

function buyerName(user: { firstName: string | null; lastName: string | null; email: string | null; phone: string | null }, fallback = '') {
	return [user.firstName, user.lastName].filter(Boolean).join(' ') || fallback || user.email || user.phone || ''
}

/** Every buyer's orders, newest first: one tab, a search, one page of STAFF_ORDERS_PAGE_SIZE. */
export async function listStaffOrders(
	db: Db,
	{ tab = 'all', query = '', page = 1, pageSize = STAFF_ORDERS_PAGE_SIZE }: { tab?: OrderTab; query?: string; page?: number; pageSize?: number },
): Promise<StaffOrderList> {
	const search = searchCondition(query)
	const statusRows = await db
		.select({ status: orders.status, total: count() })
		.from(orders)
		.innerJoin(users, eq(users.id, orders.userId))
		.where(search)
		.groupBy(orders.status)
	const counts = Object.fromEntries(ORDER_TABS.map((candidate) => [candidate.key, 0])) as Record<OrderTab, number>
	for (const row of statusRows) {
		const total = Number(row.total)
		counts.all += total
		for (const candidate of ORDER_TABS) if (candidate.statuses?.some((status) => status === row.status)) counts[candidate.key] += total
	}
	const total = counts[tab]
	const pageCount = Math.max(1, Math.ceil(total / pageSize))
	const current = Math.min(Math.max(1, Math.trunc(page)), pageCount)
	const rows = await db
		.select({
			id: orders.id,
			number: orders.number,
			status: orders.status,
			paymentType: orders.paymentType,
			submittedAt: orders.submittedAt,
			payableAmount: orders.payableAmount,
			address: orders.address,
			firstName: users.firstName,
			lastName: users.lastName,
			email: users.email,
			phone: users.phone,
		})
		.from(orders)
		.innerJoin(users, eq(users.id, orders.userId))
		.where(and(search, tabCondition(tab)))
		.orderBy(desc(orders.submittedAt), desc(orders.id))
		.limit(pageSize)
		.offset((current - 1) * pageSize)
	const ids = rows.map((row) => row.id)
	const [pieces, reviews] = ids.length
		? await Promise.all([
				db
					.select({ orderId: orderItems.orderId, pieces: sql<number>`sum(${orderItems.quantity})::int` })
					.from(orderItems)
					.where(inArray(orderItems.orderId, ids))
					.groupBy(orderItems.orderId),
				db
					.select({ orderId: payments.orderId })
					.from(payments)
					.where(and(inArray(payments.orderId, ids), eq(payments.status, 'in_review'))),
			])
		: [[], []]
	const inReview = new Set(reviews.map((row) => row.orderId))
	return {
		orders: rows.map((row) => ({
			id: row.id,
			number: row.number,
			status: row.status as OrderStatus,
			paymentType: row.paymentType as PaymentType,
			submittedAt: row.submittedAt,
			payableAmount: row.payableAmount,
			buyer: { name: buyerName(row, row.address.fullName), phone: row.phone ?? row.address.phone },
			pieces: Number(pieces.find((line) => line.orderId === row.id)?.pieces ?? 0),
			inReview: inReview.has(row.id),
		})),
		page: current,
		pageCount,
		total,
		counts,
	}
}

/* ------------------------------------------------------------------------------------------------------------ */

export type StaffSlipView = { id: string; paymentId: string; contentType: string; byteSize: number; uploadedAt: Date }

export type StaffOrderView = {
	order: OrderDetail
	buyer: { id: string; name: string; phone: string | null; email: string | null; since: Date }
	/** Bank slips by payment, oldest first. */
	slips: StaffSlipView[]
	tracking: Tracking
	/** Who entered the second-stage costs. */
	costsEnteredBy: string | null
	/** Events staff may apply with a button; the costs form bills the logistics, the close form cancels or terminates. */
	buttonEvents: OrderEvent[]
	closeEvents: OrderEvent[]
	canEnterCosts: boolean
}

/** Cancelling and terminating take a reason, so they have their own form. */
export const CLOSING_EVENTS: readonly OrderEvent[] = ['cancelled', 'cancelledBeforePurchase', 'terminated']

/** One order by its number (D + 12 digits), whoever's it is, with what staff need beside it; null if none. */
export async function getStaffOrder(db: Db, number: string, { now = new Date() }: { now?: Date } = {}): Promise<StaffOrderView | null> {
	const order = await getOrderByNumber(db, number)
	if (!order) return null
	const paymentIds = order.payments.map((payment) => payment.id)
	const [[buyer], slips, tracking, [costs]] = await Promise.all([
		db
			.select({
				id: users.id,
				firstName: users.firstName,
				lastName: users.lastName,
				phone: users.phone,
				email: users.email,
				createdAt: users.createdAt,
			})
			.from(users)
			.where(eq(users.id, order.userId))
			.limit(1),
		paymentIds.length
			? db
					.select({
						id: paymentSlips.id,
						paymentId: paymentSlips.paymentId,
						contentType: paymentSlips.contentType,
						byteSize: paymentSlips.byteSize,
						uploadedAt: paymentSlips.createdAt,
					})
					.from(paymentSlips)
					.where(inArray(paymentSlips.paymentId, paymentIds))
					.orderBy(asc(paymentSlips.createdAt), asc(paymentSlips.sort))
			: Promise.resolve([]),
		getTracking(db, { orderId: order.id, viewer: { kind: 'staff' }, now }),
		db
			.select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
			.from(orderLogisticsCosts)
			.leftJoin(users, eq(users.id, orderLogisticsCosts.enteredBy))
			.where(eq(orderLogisticsCosts.orderId, order.id))
			.limit(1),
	])
	if (!buyer) return null
	const events = order.staffEvents
	return {
		order,
		buyer: { id: buyer.id, name: buyerName(buyer, order.address.fullName), phone: buyer.phone, email: buyer.email, since: buyer.createdAt },
		slips,
		tracking,
		costsEnteredBy: costs ? [costs.firstName, costs.lastName].filter(Boolean).join(' ') || costs.username : null,
		buttonEvents: events.filter((event) => event !== 'logisticsBilled' && !CLOSING_EVENTS.includes(event)),
		closeEvents: events.filter((event) => CLOSING_EVENTS.includes(event)),
		canEnterCosts: events.includes('logisticsBilled'),
	}
}

/* ------------------------------------------------------------------------------------------------------------ */

function isOrderEvent(value: string): value is OrderEvent {
	return Object.hasOwn(ORDER_EVENTS, value)
}

/** The orders core's refusals as the console's: a transition that may not happen now is a 409, not a 500. */
async function asStaffError<T>(work: () => Promise<T>): Promise<T> {
	try {
		return await work()
	} catch (error) {
		if (error instanceof OrderTransitionError) throw new StaffOrderError('staff.order.transitionRefused', 409)
		if (error instanceof OrderNotFoundError) throw new StaffOrderError('staff.order.notFound', 404)
		if (error instanceof OrderError) throw new StaffOrderError(error.messageId, error.status)
		throw error
	}
}

/**
 * A button of the console: one of the events the transition table lets staff cause now. Closing an order
 * (cancel, terminate) needs a reason, which the buyer reads; billing the logistics goes through
 * enterLogisticsCosts.
 */
export async function applyStaffEvent(
	db: Db,
	{ orderId, event, staffId, note, now }: { orderId: string; event: string; staffId: string; note?: string | null; now?: Date },
) {
	if (!isOrderEvent(event)) throw new StaffOrderError('staff.order.eventInvalid', 422, 'event')
	if (event === 'logisticsBilled') throw new StaffOrderError('staff.order.useCostsForm', 422, 'event')
	const text = note?.trim() || null
	if (CLOSING_EVENTS.includes(event) && !text) throw new StaffOrderError('staff.order.reasonRequired', 422, 'reason')
	return asStaffError(() => applyOrderEvent(db, { orderId, event, actor: 'staff', actorId: staffId, note: text, now }))
}

export type LogisticsCostsResult = { total: number; containerStorageIqd: number; usdToIqd: number; from: OrderStatus; to: OrderStatus }

/** What the buyer pays for the second stage: the dinar fees plus the container storage converted at `usdToIqd`. */
export function logisticsCostsTotal(costs: LogisticsCostsInput, usdToIqd: number) {
	const storage = containerStorageIqd({
		containerStorageUsdCentsPerDay: costs.containerStorageUsdCentsPerDay,
		containerStorageDays: costs.containerStorageDays,
		usdToIqd,
	})
	return {
		containerStorageIqd: storage,
		total: costs.maritimeFee + storage + costs.chinaFreightSupplement + costs.insurance + costs.domesticWarehouseFee + costs.valueAddedServiceFee,
	}
}

/**
 * The goods reached the Iraqi warehouse (12): staff enter the second-stage costs, and in the same transaction
 * the order moves to "logistics payment" (10), where the buyer pays them. The container storage fee (USD cents
 * a day × days) is converted at the current USD → IQD rate, kept with the costs in whole dinars per dollar.
 * Refuses anything but whole non-negative amounts (422, naming the field), an order that is not at the
 * warehouse (409) and a shop without an exchange rate (409).
 */
export async function enterLogisticsCosts(
	db: Db,
	{ orderId, staffId, costs, now = new Date() }: { orderId: string; staffId: string; costs: LogisticsCostsInput; now?: Date },
): Promise<LogisticsCostsResult> {
	for (const field of LOGISTICS_COST_FIELDS) {
		const problem = wholeAmountProblem(costs[field], LOGISTICS_COST_LIMITS[field])
		if (problem) throw new StaffOrderError(problem, 422, field)
	}
	const rate = await getUsdToIqdRate(db, now)
	if (!rate) throw new StaffOrderError('staff.costs.noRate', 409)
	const usdToIqd = Math.round(rate.rate)
	const { total, containerStorageIqd: storage } = logisticsCostsTotal(costs, usdToIqd)
	const applied = await asStaffError(() =>
		db.transaction(async (tx) => {
			// The event first: it locks the order and refuses unless it is at the warehouse (12).
			const event = await applyOrderEvent(tx, { orderId, event: 'logisticsBilled', actor: 'staff', actorId: staffId, now })
			await tx.insert(orderLogisticsCosts).values({ orderId, ...costs, usdToIqd, total, enteredBy: staffId })
			return event
		}),
	)
	await announce(applied.userId, applied.orderId, applied.to)
	return { total, containerStorageIqd: storage, usdToIqd, from: applied.from, to: applied.to }
}

/** The carrier's tracking number (empty clears it). */
export async function setLogisticsNumber(db: Db, { orderId, logisticsNumber }: { orderId: string; logisticsNumber: string | null }) {
	const value = logisticsNumber?.trim().toUpperCase() || null
	if (value && (value.length > LOGISTICS_NUMBER_MAX_LENGTH || !/^[A-Z0-9][A-Z0-9 -]*$/.test(value))) {
		throw new StaffOrderError('staff.order.logisticsNumberInvalid', 422, 'logisticsNumber')
	}
	const updated = await db.update(orders).set({ logisticsNumber: value }).where(eq(orders.id, orderId)).returning({ id: orders.id })
	if (updated.length === 0) throw new StaffOrderError('staff.order.notFound', 404)
	return value
}

/** A step of the shipment timeline (the logistics module checks the leg, the time and the text). */
export async function addStaffLogisticsEvent(
	db: Db,
	input: { orderId: string; staffId: string; leg: string; occurredAt: Date; location?: string | null; note?: string | null; now?: Date },
) {
	const { now, staffId, ...event } = input
	try {
		return await addLogisticsEvent(db, { ...event, staffId }, { now })
	} catch (error) {
		if (error instanceof OrderNotFoundError) throw new StaffOrderError('staff.order.notFound', 404)
		if (error instanceof OrderError) {
			const field = 'input' in error && typeof error.input === 'string' ? error.input : undefined
			throw new StaffOrderError(error.messageId, error.status, field)
		}
		throw error
	}
}

/** Baghdad keeps UTC+3 all year (see history/baghdad-day.ts). */
const BAGHDAD_OFFSET = '+03:00'

/** A datetime-local value (`2026-11-23T14:30`) as staff in Baghdad mean it. */
export function fromBaghdadLocal(value: string): Date {
	return new Date(`${value.length === 16 ? `${value}:00` : value}${BAGHDAD_OFFSET}`)
}

/** Now, as a datetime-local value in Baghdad: what the event form starts with. */
export function toBaghdadLocal(at: Date): string {
	return new Date(at.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 16)
}
