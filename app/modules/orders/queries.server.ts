import { and, asc, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import {
	type Locale,
	type LogisticsMethod,
	orderEvents,
	orderItems,
	orderLogisticsCosts,
	orders,
	type OrderAddressSnapshot,
	type OrderSource,
	payments,
	products,
	productTexts,
} from '#app/db/schema/index.ts'
import { mediaUrl } from '#app/modules/catalog/catalog.server.ts'
import { skuLabelInSql } from '#app/modules/catalog/sku-labels.server.ts'
import {
	ADDRESS_CHANGEABLE_STATUSES,
	availableEvents,
	awaitsBuyerPayment,
	buyerCanCancel,
	isClosed,
	ORDER_STATUS,
	ORDER_TABS,
	type OrderActor,
	type OrderEvent,
	type OrderFacts,
	type OrderStatus,
	type OrderTab,
	type PaymentType,
} from './order-status.ts'
import { ORDER_PAGE_SIZE, OrderNotFoundError } from './orders.server.ts'
import { type PaymentAttempt, type PaymentNotice, paymentNotice } from './ui/payment-notice.ts'
import { isId } from './pricing.server.ts'

/** Reading orders (spec section 7: getOrderPage, getOrderDetail, getStatusCount): the buyer's list, one order, and the staff's view. */

export type OrderSummary = {
	id: string
	number: string
	status: OrderStatus
	paymentType: PaymentType
	submittedAt: Date
	payableAmount: number
	goodsAmount: number
	itemCount: number
	pieces: number
	firstItem: { title: string; skuLabel: string; imageUrl: string | null } | null
	/** What the buyer may do now (buttons on the card). */
	actions: { pay: 'goods' | 'logistics' | null; cancel: boolean; confirmReceipt: boolean; repurchase: boolean; track: boolean }
	/**
	 * What the card says about paying, by the same rule as the order page (`paymentNotice`): a stage the order
	 * awaits is offered for payment only when `offersPayment(payment)`; a transfer whose slip is under review
	 * (`inReview`) shows that instead of "Pay now".
	 */
	payment: PaymentNotice
}

type OrderRow = typeof orders.$inferSelect

/** Every payment attempt of these orders (both stages), for the list's payment notices and goods-paid facts. */
async function paymentAttemptsOf(db: Db, orderIds: string[]): Promise<Map<string, PaymentAttempt[]>> {
	const byOrder = new Map<string, PaymentAttempt[]>()
	if (orderIds.length === 0) return byOrder
	const rows = await db
		.select({
			orderId: payments.orderId,
			stage: payments.stage,
			type: payments.type,
			status: payments.status,
			failureReason: payments.failureReason,
			createdAt: payments.createdAt,
		})
		.from(payments)
		.where(inArray(payments.orderId, orderIds))
	for (const { orderId, ...attempt } of rows) {
		const list = byOrder.get(orderId) ?? []
		list.push({ ...attempt, type: attempt.type as PaymentType })
		byOrder.set(orderId, list)
	}
	return byOrder
}

export function factsOf(row: Pick<OrderRow, 'status' | 'paymentType' | 'subsidyAmount'>, goodsPaid: boolean): OrderFacts {
	return { status: row.status as OrderStatus, paymentType: row.paymentType as PaymentType, subsidyAmount: row.subsidyAmount, goodsPaid }
}

/** A campaign's gift or group-price order is not cancelled by the buyer: the campaign is already spent on it. */
function buyerActions(facts: OrderFacts, source: OrderSource) {
	return {
		pay: awaitsBuyerPayment(facts),
		cancel: buyerCanCancel(facts) && source !== 'campaign',
		confirmReceipt: availableEvents(facts, 'buyer').includes('receiptConfirmed'),
		repurchase: facts.status !== ORDER_STATUS.awaitingPayment,
		track: ![ORDER_STATUS.awaitingPayment, ORDER_STATUS.cancelled].includes(facts.status as 1 | 7),
	}
}

function encodeCursor(row: { submittedAt: Date; id: string }) {
	return Buffer.from(`${row.submittedAt.toISOString()}|${row.id}`).toString('base64url')
}

function decodeCursor(cursor: string | null | undefined): { submittedAt: Date; id: string } | null {
	if (!cursor) return null
	const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
	const submittedAt = new Date(at ?? '')
	if (!id || !isId(id) || Number.isNaN(submittedAt.getTime())) return null
	return { submittedAt, id }
}

function tabStatuses(tab: OrderTab): readonly number[] | null {
	return ORDER_TABS.find((candidate) => candidate.key === tab)?.statuses ?? null
}

/**
 * An order line's title and SKU label for its reader. The line keeps them as they read when ordered, in the
 * buyer's language then (they may change on the product page since). A reader in another language sees the
 * product's own title and values in theirs where the product has them, so an English or Chinese reader is not
 * shown the Arabic of the order's day (issue 17); the saved texts stay where the product has no such
 * translation, or when the saved title is no longer any of the product's (renamed since: the saved one wins).
 */
function orderItemTextsSql(locale: Locale | undefined) {
	if (!locale) return { title: sql<string>`${orderItems.title}`, skuLabel: sql<string>`${orderItems.skuLabel}` }
	// The product's title in the reader's language: its translation, or the supplier's own title when that is theirs.
	const own = sql`coalesce((select ${productTexts.title} from ${productTexts} where ${productTexts.productId} = ${orderItems.productId} and ${productTexts.locale} = ${locale}), (select ${products.originalTitle} from ${products} where ${products.id} = ${orderItems.productId} and ${products.originalLocale} = ${locale}))`
	const savedInAnotherLanguage = sql`(exists (select 1 from ${productTexts} where ${productTexts.productId} = ${orderItems.productId} and ${productTexts.locale} <> ${locale} and ${productTexts.title} = ${orderItems.title}) or exists (select 1 from ${products} where ${products.id} = ${orderItems.productId} and ${products.originalTitle} = ${orderItems.title}))`
	return {
		title: sql<string>`case when ${own} is not null and ${own} <> ${orderItems.title} and ${savedInAnotherLanguage} then ${own} else ${orderItems.title} end`,
		skuLabel: sql<string>`case when ${own} is not null and ${own} <> ${orderItems.title} and ${savedInAnotherLanguage} then coalesce(${skuLabelInSql(orderItems.skuId, locale)}, ${orderItems.skuLabel}) else ${orderItems.skuLabel} end`,
	}
}

/** getOrderPage: one tab of the buyer's orders, newest first, keyset-paged (`cursor` from the previous page). */
export async function listOrders(
	db: Db,
	{
		userId,
		tab,
		cursor,
		limit = ORDER_PAGE_SIZE,
		locale,
	}: { userId: string; tab: OrderTab; cursor?: string | null; limit?: number; locale?: Locale },
): Promise<{ orders: OrderSummary[]; nextCursor: string | null }> {
	const statuses = tabStatuses(tab)
	const after = decodeCursor(cursor)
	const pageSize = Math.min(Math.max(limit, 1), 50)
	const rows = await db
		.select()
		.from(orders)
		.where(
			and(
				eq(orders.userId, userId),
				statuses ? inArray(orders.status, [...statuses]) : undefined,
				after ? or(lt(orders.submittedAt, after.submittedAt), and(eq(orders.submittedAt, after.submittedAt), lt(orders.id, after.id))) : undefined,
			),
		)
		.orderBy(desc(orders.submittedAt), desc(orders.id))
		.limit(pageSize + 1)
	const page = rows.slice(0, pageSize)
	const ids = page.map((row) => row.id)
	const texts = orderItemTextsSql(locale)
	const [items, attempts] = await Promise.all([
		ids.length
			? db
					.select({
						orderId: orderItems.orderId,
						title: texts.title,
						skuLabel: texts.skuLabel,
						imageKey: orderItems.imageKey,
						quantity: orderItems.quantity,
						sort: orderItems.sort,
					})
					.from(orderItems)
					.where(inArray(orderItems.orderId, ids))
					.orderBy(asc(orderItems.sort))
			: [],
		paymentAttemptsOf(db, ids),
	])
	return {
		orders: page.map((row) => {
			const own = items.filter((item) => item.orderId === row.id)
			const first = own[0]
			const tried = attempts.get(row.id) ?? []
			const goodsPaid = tried.some((attempt) => attempt.stage === 'goods' && attempt.status === 'succeeded')
			const actions = buyerActions(factsOf(row, goodsPaid), row.source)
			return {
				id: row.id,
				number: row.number,
				status: row.status as OrderStatus,
				paymentType: row.paymentType as PaymentType,
				submittedAt: row.submittedAt,
				payableAmount: row.payableAmount,
				goodsAmount: row.goodsAmount,
				itemCount: own.length,
				pieces: own.reduce((sum, item) => sum + item.quantity, 0),
				firstItem: first ? { title: first.title, skuLabel: first.skuLabel, imageUrl: mediaUrl(first.imageKey) } : null,
				actions,
				payment: paymentNotice({ awaited: actions.pay, payments: tried }),
			}
		}),
		nextCursor: rows.length > pageSize ? encodeCursor(page[page.length - 1]!) : null,
	}
}

/** getStatusCount: how many of the buyer's orders each tab holds. */
export async function countOrdersByTab(db: Db, userId: string): Promise<Record<OrderTab, number>> {
	const rows = await db.select({ status: orders.status, total: count() }).from(orders).where(eq(orders.userId, userId)).groupBy(orders.status)
	const counts = Object.fromEntries(ORDER_TABS.map((tab) => [tab.key, 0])) as Record<OrderTab, number>
	for (const row of rows) {
		const total = Number(row.total)
		counts.all += total
		for (const tab of ORDER_TABS) if (tab.statuses?.some((status) => status === row.status)) counts[tab.key] += total
	}
	return counts
}

export type OrderPaymentView = {
	id: string
	stage: 'goods' | 'logistics'
	type: PaymentType
	amount: number
	status: (typeof payments.$inferSelect)['status']
	failureReason: string | null
	createdAt: Date
	succeededAt: Date | null
}

export type OrderLogisticsCostsView = Omit<typeof orderLogisticsCosts.$inferSelect, 'orderId' | 'enteredBy' | 'createdAt' | 'updatedAt'> & {
	containerStorageIqd: number
	enteredAt: Date
}

export type OrderDetail = {
	id: string
	number: string
	userId: string
	status: OrderStatus
	source: OrderSource
	sourceRef: string | null
	paymentType: PaymentType
	logisticsMethod: LogisticsMethod
	deliveryMode: 1 | 2
	address: OrderAddressSnapshot
	remark: string
	goodsAmount: number
	discountAmount: number
	subsidyAmount: number
	payableAmount: number
	estimatedLogisticsAmount: number
	logisticsNumber: string | null
	submittedAt: Date
	paidAt: Date | null
	addressConfirmedAt: Date | null
	receivedAt: Date | null
	closedAt: Date | null
	closeReason: string | null
	statusChangedAt: Date
	items: {
		id: string
		productId: string
		skuId: string
		title: string
		skuLabel: string
		imageUrl: string | null
		quantity: number
		unitPrice: number
	}[]
	payments: OrderPaymentView[]
	logisticsCosts: OrderLogisticsCostsView | null
	events: { fromStatus: number | null; toStatus: number; actor: OrderActor; note: string | null; at: Date }[]
	goodsPaid: boolean
	/** What the buyer may do now. */
	actions: OrderSummary['actions'] & { changeAddress: boolean; editRemark: boolean; changeLogistics: boolean }
	/** Events staff may apply now (the console's buttons). */
	staffEvents: OrderEvent[]
}

async function detailOf(db: Db, row: OrderRow, locale?: Locale): Promise<OrderDetail> {
	const texts = orderItemTextsSql(locale)
	const [items, paymentRows, costs, events] = await Promise.all([
		db
			.select({
				id: orderItems.id,
				productId: orderItems.productId,
				skuId: orderItems.skuId,
				title: texts.title,
				skuLabel: texts.skuLabel,
				imageKey: orderItems.imageKey,
				quantity: orderItems.quantity,
				unitPrice: orderItems.unitPrice,
			})
			.from(orderItems)
			.where(eq(orderItems.orderId, row.id))
			.orderBy(asc(orderItems.sort)),
		db.select().from(payments).where(eq(payments.orderId, row.id)).orderBy(asc(payments.createdAt)),
		db.select().from(orderLogisticsCosts).where(eq(orderLogisticsCosts.orderId, row.id)).limit(1),
		db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.createdAt)),
	])
	const goodsPaid = paymentRows.some((payment) => payment.stage === 'goods' && payment.status === 'succeeded')
	const facts = factsOf(row, goodsPaid)
	const status = row.status as OrderStatus
	const cost = costs[0]
	return {
		id: row.id,
		number: row.number,
		userId: row.userId,
		status,
		source: row.source,
		sourceRef: row.sourceRef,
		paymentType: row.paymentType as PaymentType,
		logisticsMethod: row.logisticsMethod,
		deliveryMode: row.deliveryMode === 2 ? 2 : 1,
		address: row.address,
		remark: row.remark,
		goodsAmount: row.goodsAmount,
		discountAmount: row.discountAmount,
		subsidyAmount: row.subsidyAmount,
		payableAmount: row.payableAmount,
		estimatedLogisticsAmount: row.estimatedLogisticsAmount,
		logisticsNumber: row.logisticsNumber,
		submittedAt: row.submittedAt,
		paidAt: row.paidAt,
		addressConfirmedAt: row.addressConfirmedAt,
		receivedAt: row.receivedAt,
		closedAt: row.closedAt,
		closeReason: row.closeReason,
		statusChangedAt: row.statusChangedAt,
		items: items.map((item) => ({
			id: item.id,
			productId: item.productId,
			skuId: item.skuId,
			title: item.title,
			skuLabel: item.skuLabel,
			imageUrl: mediaUrl(item.imageKey),
			quantity: item.quantity,
			unitPrice: item.unitPrice,
		})),
		payments: paymentRows.map((payment) => ({
			id: payment.id,
			stage: payment.stage,
			type: payment.type as PaymentType,
			amount: payment.amount,
			status: payment.status,
			failureReason: payment.failureReason,
			createdAt: payment.createdAt,
			succeededAt: payment.succeededAt,
		})),
		logisticsCosts: cost
			? {
					maritimeFee: cost.maritimeFee,
					containerStorageUsdCentsPerDay: cost.containerStorageUsdCentsPerDay,
					containerStorageDays: cost.containerStorageDays,
					usdToIqd: cost.usdToIqd,
					containerStorageIqd: containerStorageIqd(cost),
					chinaFreightSupplement: cost.chinaFreightSupplement,
					insurance: cost.insurance,
					domesticWarehouseFee: cost.domesticWarehouseFee,
					valueAddedServiceFee: cost.valueAddedServiceFee,
					total: cost.total,
					enteredAt: cost.createdAt,
				}
			: null,
		events: events.map((event) => ({
			fromStatus: event.fromStatus,
			toStatus: event.toStatus,
			actor: event.actor,
			note: event.note,
			at: event.createdAt,
		})),
		goodsPaid,
		actions: {
			...buyerActions(facts, row.source),
			changeAddress: ADDRESS_CHANGEABLE_STATUSES.includes(status),
			editRemark: !isClosed(status),
			changeLogistics: status === ORDER_STATUS.awaitingPayment,
		},
		staffEvents: availableEvents(facts, 'staff'),
	}
}

/** The container storage fee in dinars: USD cents per day × days at the rate entered with the costs, rounded up. */
export function containerStorageIqd(cost: { containerStorageUsdCentsPerDay: number; containerStorageDays: number; usdToIqd: number }) {
	return Math.ceil((cost.containerStorageUsdCentsPerDay * cost.containerStorageDays * cost.usdToIqd) / 100)
}

/** getOrderDetail: one of the buyer's own orders; anyone else's is OrderNotFoundError. */
export async function getOrder(db: Db, { userId, orderId, locale }: { userId: string; orderId: string; locale?: Locale }): Promise<OrderDetail> {
	if (!isId(orderId)) throw new OrderNotFoundError()
	const [row] = await db
		.select()
		.from(orders)
		.where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
		.limit(1)
	if (!row) throw new OrderNotFoundError()
	return detailOf(db, row, locale)
}

/** An order by the number printed on it: for the staff console and the visitor page (which prove access first). */
export async function getOrderByNumber(db: Db, number: string): Promise<OrderDetail | null> {
	const normalized = number.trim().toUpperCase()
	if (!/^D\d{12}$/.test(normalized)) return null
	const [row] = await db.select().from(orders).where(eq(orders.number, normalized)).limit(1)
	return row ? detailOf(db, row) : null
}

/** An order by id, whoever's it is: for the staff console only. */
export async function getOrderForStaff(db: Db, orderId: string): Promise<OrderDetail | null> {
	if (!isId(orderId)) return null
	const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1)
	return row ? detailOf(db, row) : null
}
