import { asc, eq } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { LOGISTICS_LEGS, type LogisticsLeg, type LogisticsMethod, logisticsEvents, orders } from '#app/db/schema/index.ts'
import { OrderError, OrderNotFoundError } from '#app/modules/orders/orders.server.ts'
import { ORDER_STATUS, type OrderStatus } from '#app/modules/orders/order-status.ts'
import { SEA_FREIGHT } from '#app/modules/logistics/freight.ts'

/**
 * The shipment timeline (track; /pages/logistics-details/index): the legs of LOGISTICS_LEGS in the order goods
 * travel them, the events staff entered on each, the leg the goods are on now, and an estimate that comes only
 * from what actually happened:
 * - until the goods leave China (no "at sea" event) there is no estimate: nobody knows when the ship sails;
 * - at sea, in port or at customs (sea freight): they reach Iraq 35 to 50 days after the first "at sea" event
 *   (SEA_FREIGHT.seaDays), and the domestic leg follows once the buyer has confirmed the address;
 * - in Iraq (the Iraqi warehouse or the courier): delivery 3 to 5 days (SEA_FREIGHT.domesticDays) after the later of
 *   the arrival and the address confirmation (spec section 9) — no estimate while the address is unconfirmed,
 *   unless the courier already has the goods;
 * - past the end of a window the estimate says so ("later than expected") instead of inventing a new one;
 * - delivered, received, cancelled or terminated orders have nothing left to estimate.
 * Air freight has no published transit time yet, so it is only estimated once the goods are in Iraq.
 */

export const DAY_MS = 24 * 60 * 60 * 1000
/** What staff may type (location "Yiwu", "Umm Qasr"; a note for the buyer). */
export const LOCATION_MAX_LENGTH = 100
export const NOTE_MAX_LENGTH = 500
/** An event may be entered a little ahead of time (time zones, a courier's planned slot), not days ahead. */
export const EVENT_FUTURE_TOLERANCE_MS = 12 * 60 * 60 * 1000

const RECEIVED_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.receivedWithSubsidy, ORDER_STATUS.received, ORDER_STATUS.success]
const CLOSED_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.cancelled, ORDER_STATUS.terminated]
const IRAQ_LEGS: readonly LogisticsLeg[] = ['iraq_warehouse', 'courier']

/** A staff entry the console shows next to its field (OrderError: 422 and a message id). */
export class LogisticsEventError extends OrderError {
	override name = 'LogisticsEventError'
	constructor(
		messageId: string,
		readonly input: 'leg' | 'occurredAt' | 'location' | 'note',
	) {
		super(messageId, 422)
	}
}

export type TrackingEvent = { id: string; leg: LogisticsLeg; occurredAt: Date; location: string; note: string }

export type TrackingLeg = {
	leg: LogisticsLeg
	/** done: the goods went past it; current: the furthest leg with an event; upcoming: not reached. */
	state: 'done' | 'current' | 'upcoming'
	/** Oldest first. */
	events: TrackingEvent[]
}

export type NoEstimateReason = 'notShipped' | 'awaitingAddress' | 'noTransitTime' | 'closed'

export type TrackingEstimate =
	| { kind: 'none'; reason: NoEstimateReason }
	/** sea: arrival in Iraq; domestic: delivery to the buyer. `daysLeft` counts whole days from now, never below 0. */
	| { kind: 'window'; stage: 'sea' | 'domestic'; from: Date; to: Date; daysLeft: { min: number; max: number } }
	/** The window has passed and the goods are not there yet. */
	| { kind: 'late'; stage: 'sea' | 'domestic'; expectedBy: Date }
	| { kind: 'delivered'; at: Date | null }

export type Tracking = {
	orderId: string
	number: string
	status: OrderStatus
	logisticsMethod: LogisticsMethod
	/** The carrier's tracking number, once the goods leave China. */
	logisticsNumber: string | null
	legs: TrackingLeg[]
	currentLeg: LogisticsLeg | null
	estimate: TrackingEstimate
}

/**
 * Who is looking: the buyer who placed the order, staff, or a visitor who proved the phone on this order
 * (the visitor page checks the proof; `orderId` is the order the proof is for).
 */
export type TrackingViewer = { kind: 'buyer'; userId: string } | { kind: 'staff' } | { kind: 'visitor'; orderId: string }

export function isLogisticsLeg(value: string): value is LogisticsLeg {
	return (LOGISTICS_LEGS as readonly string[]).includes(value)
}

function legIndex(leg: LogisticsLeg): number {
	return LOGISTICS_LEGS.indexOf(leg)
}

/** The furthest leg any event reached (staff may enter events late, so not simply the newest event). */
export function currentLegOf(events: readonly Pick<TrackingEvent, 'leg'>[]): LogisticsLeg | null {
	let furthest: LogisticsLeg | null = null
	for (const { leg } of events) if (furthest === null || legIndex(leg) > legIndex(furthest)) furthest = leg
	return furthest
}

/** Every leg in travel order with its events (oldest first) and whether the goods are past it, on it, or not there yet. */
export function groupByLeg(events: readonly TrackingEvent[]): TrackingLeg[] {
	const current = currentLegOf(events)
	const currentIndex = current === null ? -1 : legIndex(current)
	const sorted = [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())
	return LOGISTICS_LEGS.map((leg, index) => ({
		leg,
		state: index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming',
		events: sorted.filter((event) => event.leg === leg),
	}))
}

function earliest(events: readonly Pick<TrackingEvent, 'leg' | 'occurredAt'>[], legs: readonly LogisticsLeg[]): Date | null {
	let first: Date | null = null
	for (const event of events) {
		if (!legs.includes(event.leg)) continue
		if (first === null || event.occurredAt < first) first = event.occurredAt
	}
	return first
}

function addDays(date: Date, days: number): Date {
	return new Date(date.getTime() + days * DAY_MS)
}

function windowFrom(stage: 'sea' | 'domestic', start: Date, days: { min: number; max: number }, now: Date): TrackingEstimate {
	const from = addDays(start, days.min)
	const to = addDays(start, days.max)
	if (now.getTime() > to.getTime()) return { kind: 'late', stage, expectedBy: to }
	const left = (date: Date) => Math.max(0, Math.ceil((date.getTime() - now.getTime()) / DAY_MS))
	return { kind: 'window', stage, from, to, daysLeft: { min: left(from), max: left(to) } }
}

export type EstimateInputs = {
	status: OrderStatus
	logisticsMethod: LogisticsMethod
	events: readonly Pick<TrackingEvent, 'leg' | 'occurredAt'>[]
	/** When the buyer confirmed where the goods go inside Iraq; null until then. */
	addressConfirmedAt: Date | null
	now: Date
}

/** The estimate of the module comment, from the event dates alone. Pure. */
export function estimateDelivery({ status, logisticsMethod, events, addressConfirmedAt, now }: EstimateInputs): TrackingEstimate {
	const delivered = earliest(events, ['delivered'])
	if (delivered || RECEIVED_STATUSES.includes(status)) return { kind: 'delivered', at: delivered }
	if (CLOSED_STATUSES.includes(status)) return { kind: 'none', reason: 'closed' }
	const current = currentLegOf(events)
	if (current === null || legIndex(current) < legIndex('at_sea')) return { kind: 'none', reason: 'notShipped' }

	if (IRAQ_LEGS.includes(current)) {
		const arrived = earliest(events, IRAQ_LEGS)
		const withCourier = earliest(events, ['courier'])
		let start: Date | null = null
		if (arrived && addressConfirmedAt) start = arrived > addressConfirmedAt ? arrived : addressConfirmedAt
		// The courier only takes goods with an address to go to: that is a confirmation too.
		else if (withCourier) start = withCourier
		if (!start) return { kind: 'none', reason: 'awaitingAddress' }
		return windowFrom('domestic', start, SEA_FREIGHT.domesticDays, now)
	}

	// At sea, in port or at customs.
	if (logisticsMethod !== 'sea') return { kind: 'none', reason: 'noTransitTime' }
	const leftChina = earliest(events, ['at_sea'])
	// In port or at customs without a recorded sailing: no honest start date to count from.
	if (!leftChina) return { kind: 'none', reason: 'noTransitTime' }
	return windowFrom('sea', leftChina, SEA_FREIGHT.seaDays, now)
}

/** The order as the timeline needs it, if `viewer` may see it; OrderNotFoundError otherwise (no hint it exists). */
async function visibleOrder(db: Db, orderId: string, viewer: TrackingViewer) {
	if (viewer.kind === 'visitor' && viewer.orderId !== orderId) throw new OrderNotFoundError()
	const [order] = await db
		.select({
			id: orders.id,
			userId: orders.userId,
			number: orders.number,
			status: orders.status,
			logisticsMethod: orders.logisticsMethod,
			logisticsNumber: orders.logisticsNumber,
			addressConfirmedAt: orders.addressConfirmedAt,
		})
		.from(orders)
		.where(eq(orders.id, orderId))
		.limit(1)
	if (!order) throw new OrderNotFoundError()
	if (viewer.kind === 'buyer' && order.userId !== viewer.userId) throw new OrderNotFoundError()
	return order
}

/** The timeline of one order for `viewer`. */
export async function getTracking(
	db: Db,
	{ orderId, viewer, now = new Date() }: { orderId: string; viewer: TrackingViewer; now?: Date },
): Promise<Tracking> {
	const order = await visibleOrder(db, orderId, viewer)
	const events: TrackingEvent[] = await db
		.select({
			id: logisticsEvents.id,
			leg: logisticsEvents.leg,
			occurredAt: logisticsEvents.occurredAt,
			location: logisticsEvents.location,
			note: logisticsEvents.note,
		})
		.from(logisticsEvents)
		.where(eq(logisticsEvents.orderId, order.id))
		.orderBy(asc(logisticsEvents.occurredAt), asc(logisticsEvents.createdAt))
	const status = order.status as OrderStatus
	return {
		orderId: order.id,
		number: order.number,
		status,
		logisticsMethod: order.logisticsMethod,
		logisticsNumber: order.logisticsNumber,
		legs: groupByLeg(events),
		currentLeg: currentLegOf(events),
		estimate: estimateDelivery({ status, logisticsMethod: order.logisticsMethod, events, addressConfirmedAt: order.addressConfirmedAt, now }),
	}
}

export type NewLogisticsEvent = {
	orderId: string
	leg: string
	occurredAt: Date
	location?: string | null
	note?: string | null
	/** The staff member entering it. */
	staffId: string | null
}

/**
 * A step of the timeline, entered by staff (the console). Refuses an unknown leg, an invalid or future time and
 * over-long text with LogisticsEventError (an OrderError, 422) naming the field; an unknown order with OrderNotFoundError. Events on a
 * cancelled or terminated order are still allowed (goods already on the way are tracked back).
 */
export async function addLogisticsEvent(db: Db, input: NewLogisticsEvent, { now = new Date() }: { now?: Date } = {}): Promise<TrackingEvent> {
	if (!isLogisticsLeg(input.leg)) throw new LogisticsEventError('logistics.event.leg.invalid', 'leg')
	if (!(input.occurredAt instanceof Date) || Number.isNaN(input.occurredAt.getTime())) {
		throw new LogisticsEventError('logistics.event.time.invalid', 'occurredAt')
	}
	if (input.occurredAt.getTime() > now.getTime() + EVENT_FUTURE_TOLERANCE_MS) {
		throw new LogisticsEventError('logistics.event.time.future', 'occurredAt')
	}
	const location = (input.location ?? '').trim()
	const note = (input.note ?? '').trim()
	if (location.length > LOCATION_MAX_LENGTH) throw new LogisticsEventError('logistics.event.location.tooLong', 'location')
	if (note.length > NOTE_MAX_LENGTH) throw new LogisticsEventError('logistics.event.note.tooLong', 'note')
	await visibleOrder(db, input.orderId, { kind: 'staff' })
	const [row] = await db
		.insert(logisticsEvents)
		.values({ orderId: input.orderId, leg: input.leg, occurredAt: input.occurredAt, location, note, createdBy: input.staffId })
		.returning({
			id: logisticsEvents.id,
			leg: logisticsEvents.leg,
			occurredAt: logisticsEvents.occurredAt,
			location: logisticsEvents.location,
			note: logisticsEvents.note,
		})
	if (!row) throw new Error('logistics event was not stored')
	return row
}
