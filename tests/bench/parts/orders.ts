/**
 * The order-list bench: what the order list's loader (app/routes/order-list.tsx) asks the database for a buyer
 * with 1,000 orders.
 *
 *   npx tsx tests/bench/parts/orders.ts [--orders=1000] [--others=20] [--iterations=300] [--warmup=30] [--json] [--out=file.json]
 *
 * Creates a fresh database — in-memory PGlite, and also PostgreSQL (in a schema of its own, dropped at the end)
 * when BENCH_DATABASE_URL is set — migrates it, and inserts one buyer with `--orders` orders in every status,
 * spread over two years (more of them recent, as a growing wholesale buyer's are), with their lines and
 * payments, plus `--others` other buyers with as many orders each, so the per-buyer index has to do its job.
 * Then, after a warm-up, it times the loader's database work for each tab on the first page and on the tab's
 * last page (reached by following the keyset cursors): `countOrdersByTab` and `listOrders` together, as the
 * loader runs them (Promise.all), `--iterations` times per case, the cases interleaved so the machine's noise
 * falls on all of them alike. It also times `countOrdersByTab` alone.
 *
 * Prints p50/p95/p99 per case and the p95 over every loader sample against the target (issue 6: order list
 * with 1,000 orders p95 <= 50 ms). `npm run bench -- orders` runs this file through tests/bench/parts/orders.js.
 * A measurement, not a test: nothing here fails on a slow number (it does fail when the data it built is not
 * what it meant to measure).
 */
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { createDatabase, type DatabaseHandle, type Db } from '#app/db/client.server.ts'
import { migrateDatabase } from '#app/db/migrate.server.ts'
import { type OrderAddressSnapshot, orderItems, orders, payments } from '#app/db/schema/index.ts'
import { createRandom, type Random } from '#app/db/seed/random.ts'
import {
	ORDER_STATUS,
	ORDER_STATUSES,
	ORDER_TABS,
	type OrderStatus,
	type OrderTab,
	PAYMENT_TYPE,
	type PaymentType,
} from '#app/modules/orders/order-status.ts'
import { ORDER_PAGE_SIZE } from '#app/modules/orders/orders.server.ts'
import { countOrdersByTab, listOrders } from '#app/modules/orders/queries.server.ts'
import { createOrderBuyer, createOrderShop } from '#app/modules/orders/test-orders.server.ts'
import { renderTable } from '../lib/table.js'

export const ORDER_LIST_TARGETS = { p95Ms: 50 }

export type Options = { orders: number; others: number; iterations: number; warmup: number }

function parseOptions(argv: string[]): Options {
	const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]
	return {
		orders: Number(value('orders') ?? 1_000),
		others: Number(value('others') ?? 20),
		iterations: Number(value('iterations') ?? 300),
		warmup: Number(value('warmup') ?? 30),
	}
}

const log = (message: string) => console.error(`[bench:orders] ${message}`)

/* ------------------------------------------------------------------------------------------------ */
/* Databases                                                                                          */

type Opened = { handle: DatabaseHandle; cleanup: () => Promise<void> }

async function openPglite(): Promise<Opened> {
	const handle = await createDatabase({ dataDir: 'memory' })
	await migrateDatabase(handle)
	return { handle, cleanup: () => handle.close() }
}

/** PostgreSQL at BENCH_DATABASE_URL, in a new schema that is dropped at the end (like tests/fixtures/db.ts). */
async function openPostgres(url: string): Promise<Opened> {
	const schemaName = `bench_orders_${randomBytes(5).toString('hex')}`
	const handle = await createDatabase({ url, schemaName })
	const cleanup = async () => {
		try {
			await handle.db.execute(sql.raw(`drop schema if exists "${schemaName}" cascade`))
		} finally {
			await handle.close()
		}
	}
	try {
		await migrateDatabase(handle)
	} catch (error) {
		await cleanup()
		throw error
	}
	log(`PostgreSQL schema ${schemaName} (dropped at the end)`)
	return { handle, cleanup }
}

/* ------------------------------------------------------------------------------------------------ */
/* Data                                                                                               */

const DAY_MS = 24 * 60 * 60 * 1000
const HISTORY_DAYS = 730

/**
 * Which statuses an order of a given age is likely in: fresh orders wait for payment or purchase; sea freight
 * takes weeks; after about three months nearly everything is complete, cancelled or terminated.
 */
const STATUS_BY_AGE: Array<{ maxDays: number; weights: Array<[OrderStatus, number]> }> = [
	{
		maxDays: 2,
		weights: [
			[1, 35],
			[14, 35],
			[2, 15],
			[7, 15],
		],
	},
	{
		maxDays: 10,
		weights: [
			[14, 20],
			[2, 35],
			[9, 35],
			[7, 10],
		],
	},
	{
		maxDays: 55,
		weights: [
			[9, 15],
			[11, 60],
			[12, 10],
			[7, 10],
			[8, 5],
		],
	},
	{
		maxDays: 70,
		weights: [
			[12, 30],
			[10, 30],
			[3, 30],
			[8, 10],
		],
	},
	{
		maxDays: 85,
		weights: [
			[3, 20],
			[4, 10],
			[5, 50],
			[6, 10],
			[7, 10],
		],
	},
	{
		maxDays: Infinity,
		weights: [
			[6, 82],
			[7, 13],
			[8, 5],
		],
	},
]

function weighted<T>(random: Random, weights: ReadonlyArray<readonly [T, number]>): T {
	const total = weights.reduce((sum, [, weight]) => sum + weight, 0)
	let roll = random.next() * total
	for (const [value, weight] of weights) {
		roll -= weight
		if (roll < 0) return value
	}
	return weights[weights.length - 1]![0]
}

const PAYMENT_MIX: Array<[PaymentType, number]> = [
	[PAYMENT_TYPE.cashOnDelivery, 40],
	[PAYMENT_TYPE.bankTransfer, 30],
	[PAYMENT_TYPE.card, 25],
	[PAYMENT_TYPE.cashAtStore, 5],
]

const TITLES = [
	'كوب حراري من الفولاذ المقاوم للصدأ 500 مل',
	'حقيبة ظهر مقاومة للماء للسفر',
	'سماعات بلوتوث لاسلكية مع علبة شحن',
	'مصباح مكتب LED قابل للطي',
	'طقم أواني طبخ غير لاصقة 10 قطع',
	'ساعة ذكية رياضية مقاومة للماء',
	'حذاء رياضي خفيف للجري',
	'منظم مطبخ بلاستيكي متعدد الطبقات',
]
const SKU_LABELS = ['أحمر / XL', 'أسود / L', 'أبيض', 'أزرق / M', 'رمادي / 500 مل', '']

type Shop = { productId: string; skus: Array<{ id: string; price: number }> }

type BuyerAddress = { addressId: string }

function snapshot(deliveryMode: 1 | 2): OrderAddressSnapshot {
	return {
		deliveryMode,
		fullName: 'علي حسن',
		phone: '07701234567',
		regions: ['العراق', 'بغداد', 'الكرادة'],
		postcode: deliveryMode === 1 ? '10001' : null,
		addressLine: deliveryMode === 1 ? 'الكرادة، شارع 62، دار 14' : null,
		pickupStoreId: null,
		pickupStoreName: deliveryMode === 2 ? 'فرع الكرادة' : null,
		pickupStoreAddress: deliveryMode === 2 ? 'شارع الكرادة داخل' : null,
	}
}

let orderSequence = 0

function yymmdd(date: Date) {
	return date.toISOString().slice(2, 10).replaceAll('-', '')
}

/**
 * One buyer's orders with their lines and payments, as rows ready to insert. Deterministic for a label,
 * except the order numbers (a run-wide sequence, to keep them unique).
 */
function buildOrders(label: string, userId: string, address: BuyerAddress, shop: Shop, count: number, now: number) {
	const random = createRandom(`dijla-bench-orders/${label}`)
	const orderRows: Array<typeof orders.$inferInsert> = []
	const itemRows: Array<typeof orderItems.$inferInsert> = []
	const paymentRows: Array<typeof payments.$inferInsert> = []
	for (let index = 0; index < count; index++) {
		// More orders lately than two years ago: age = 730 days × u^1.6 (about 3 % in the last 3 days).
		const ageMs = Math.floor(HISTORY_DAYS * DAY_MS * Math.pow(random.next(), 1.6))
		const submittedAt = new Date(now - ageMs)
		const ageDays = ageMs / DAY_MS
		const status = weighted(random, STATUS_BY_AGE.find((band) => ageDays < band.maxDays)!.weights)
		const paymentType = weighted(random, PAYMENT_MIX)
		const deliveryMode: 1 | 2 =
			paymentType === PAYMENT_TYPE.cashAtStore ? 2 : paymentType === PAYMENT_TYPE.cashOnDelivery ? 1 : random.chance(0.15) ? 2 : 1
		const orderId = random.uuid()
		const lineCount = weighted(random, [
			[1, 55],
			[2, 25],
			[3, 12],
			[4, 8],
		] as const)
		const title = random.pick(TITLES)
		let goodsAmount = 0
		for (const [sort, sku] of random.sample(shop.skus, lineCount).entries()) {
			const quantity = random.int(1, 60) * random.pick([1, 1, 1, 5, 10])
			goodsAmount += quantity * sku.price
			itemRows.push({
				id: random.uuid(),
				orderId,
				productId: shop.productId,
				skuId: sku.id,
				quantity,
				unitPrice: sku.price,
				title,
				skuLabel: random.pick(SKU_LABELS),
				imageKey: `products/bench/${random.hex(12)}.webp`,
				sort,
				createdAt: submittedAt,
				updatedAt: submittedAt,
			})
		}
		const discountAmount = random.chance(0.1) ? 1_000 : 0
		const subsidyAmount = status === ORDER_STATUS.receivedWithSubsidy ? Math.min(goodsAmount - discountAmount, random.int(1, 20) * 1_000) : 0
		const payableAmount = goodsAmount - discountAmount - subsidyAmount
		const statusChangedAt = new Date(Math.min(now, submittedAt.getTime() + Math.floor(ageMs * random.next())))
		const closed = status === ORDER_STATUS.success || status === ORDER_STATUS.cancelled || status === ORDER_STATUS.terminated
		const prepaid = paymentType === PAYMENT_TYPE.card || paymentType === PAYMENT_TYPE.bankTransfer
		const goodsPaid = prepaid
			? status !== ORDER_STATUS.awaitingPayment && status !== ORDER_STATUS.cancelled
			: ([ORDER_STATUS.receivedWithSubsidy, ORDER_STATUS.received, ORDER_STATUS.success] as OrderStatus[]).includes(status)
		const number = `D${yymmdd(submittedAt)}${String(++orderSequence).padStart(6, '0')}`
		const key = `bench-${label}-${index}`
		orderRows.push({
			id: orderId,
			number,
			userId,
			status,
			source: weighted(random, [
				['buy_now', 50],
				['cart', 45],
				['quote', 5],
			] as const),
			paymentType,
			logisticsMethod: random.chance(0.85) ? 'sea' : 'air',
			deliveryMode,
			addressId: address.addressId,
			address: snapshot(deliveryMode),
			remark: random.chance(0.2) ? 'يرجى التغليف الجيد' : '',
			goodsAmount,
			discountAmount,
			subsidyAmount,
			payableAmount,
			estimatedLogisticsAmount: random.int(5, 200) * 1_000,
			logisticsNumber: [9, 11, 12, 10, 3, 4, 5, 6].includes(status) ? `SEA${random.hex(10).toUpperCase()}` : null,
			idempotencyKey: key,
			requestHash: random.hex(64),
			submittedAt,
			paidAt: goodsPaid ? new Date(submittedAt.getTime() + 3_600_000) : null,
			receivedAt: [4, 5, 6].includes(status) ? statusChangedAt : null,
			closedAt: closed ? statusChangedAt : null,
			closeReason: status === ORDER_STATUS.cancelled ? 'order.closeReason.unpaid' : null,
			statusChangedAt,
			createdAt: submittedAt,
			updatedAt: statusChangedAt,
		})
		// The goods payment: succeeded once paid; pending (card at the gateway, slip in review, cash not yet
		// collected) while open; cancelled with the order.
		const goodsPayment: (typeof payments.$inferInsert)['status'] | null = goodsPaid
			? 'succeeded'
			: status === ORDER_STATUS.cancelled || status === ORDER_STATUS.terminated
				? random.chance(0.5)
					? 'cancelled'
					: null
				: prepaid
					? random.chance(0.4)
						? paymentType === PAYMENT_TYPE.bankTransfer
							? 'in_review'
							: 'pending'
						: null
					: 'pending'
		if (goodsPayment) {
			paymentRows.push({
				orderId,
				userId,
				stage: 'goods',
				type: paymentType,
				amount: payableAmount,
				status: goodsPayment,
				idempotencyKey: `${key}:goods`,
				succeededAt: goodsPayment === 'succeeded' ? new Date(submittedAt.getTime() + 3_600_000) : null,
				createdAt: submittedAt,
				updatedAt: submittedAt,
			})
		}
		// The second stage (sea-freight costs): billed at 10, paid from 3 on.
		if (([ORDER_STATUS.logisticsPayment, ORDER_STATUS.waitBuyerReceive, 4, 5, 6] as number[]).includes(status)) {
			paymentRows.push({
				orderId,
				userId,
				stage: 'logistics',
				type: prepaid ? paymentType : PAYMENT_TYPE.card,
				amount: random.int(10, 300) * 1_000,
				status: status === ORDER_STATUS.logisticsPayment ? 'pending' : 'succeeded',
				idempotencyKey: `${key}:logistics`,
				succeededAt: status === ORDER_STATUS.logisticsPayment ? null : statusChangedAt,
				createdAt: statusChangedAt,
				updatedAt: statusChangedAt,
			})
		}
	}
	return { orderRows, itemRows, paymentRows }
}

async function insertInBatches<T extends Record<string, unknown>>(db: Db, table: Parameters<Db['insert']>[0], rows: T[], batch = 500) {
	for (let start = 0; start < rows.length; start += batch) {
		await db.insert(table).values(rows.slice(start, start + batch) as never)
	}
}

export async function seedOrders(db: Db, options: Options) {
	const startedAt = performance.now()
	const created = await createOrderShop(db, { skuStocks: [500, 500, 500, 500, 500, 500], price: 2_750 })
	const shop: Shop = { productId: created.productId, skus: created.skuIds.map((id, index) => ({ id, price: created.prices[index]! })) }
	const now = Date.now()
	const buyers: Array<{ label: string; userId: string; addressId: string }> = []
	for (let index = 0; index <= options.others; index++) {
		const buyer = await createOrderBuyer(db)
		buyers.push({ label: index === 0 ? 'measured' : `other-${index}`, userId: buyer.userId, addressId: buyer.addressId })
	}
	let totals = { orders: 0, items: 0, payments: 0 }
	for (const buyer of buyers) {
		const { orderRows, itemRows, paymentRows } = buildOrders(buyer.label, buyer.userId, buyer, shop, options.orders, now)
		if (buyer.label === 'measured') ensureEveryStatus(orderRows)
		await db.transaction(async (tx) => {
			await insertInBatches(tx as unknown as Db, orders, orderRows)
			await insertInBatches(tx as unknown as Db, orderItems, itemRows)
			await insertInBatches(tx as unknown as Db, payments, paymentRows)
		})
		totals = { orders: totals.orders + orderRows.length, items: totals.items + itemRows.length, payments: totals.payments + paymentRows.length }
	}
	// What a maintained database has (autovacuum on PostgreSQL): a visibility map and planner statistics.
	await db.execute(sql`vacuum analyze orders`)
	await db.execute(sql`vacuum analyze order_items`)
	await db.execute(sql`vacuum analyze payments`)
	const seconds = Math.round((performance.now() - startedAt) / 100) / 10
	log(`seeded ${buyers.length} buyers, ${totals.orders} orders, ${totals.items} order lines, ${totals.payments} payments in ${seconds} s`)
	return { userId: buyers[0]!.userId, seconds, totals }
}

/**
 * The measured buyer has every status (spec section 4) at least once: a status the random draw missed is given
 * to one of the orders of the most common status in a compatible age (the newest ones for the open statuses).
 */
function ensureEveryStatus(rows: Array<typeof orders.$inferInsert>) {
	const byNewest = [...rows].sort((a, b) => b.submittedAt!.getTime() - a.submittedAt!.getTime())
	for (const status of ORDER_STATUSES) {
		if (rows.some((row) => row.status === status)) continue
		const counts = new Map<number, number>()
		for (const row of rows) counts.set(row.status!, (counts.get(row.status!) ?? 0) + 1)
		const donor = byNewest.find((row) => (counts.get(row.status!) ?? 0) > 1 && row.status !== ORDER_STATUS.receivedWithSubsidy)
		if (!donor) throw new Error(`no order left to give status ${status}`)
		donor.status = status
		if (status === ORDER_STATUS.receivedWithSubsidy) {
			donor.subsidyAmount = Math.min(1_000, donor.payableAmount!)
			donor.payableAmount = donor.payableAmount! - donor.subsidyAmount
		}
	}
}

/* ------------------------------------------------------------------------------------------------ */
/* Measuring                                                                                          */

function percentile(sorted: readonly number[], p: number) {
	if (sorted.length === 0) return NaN
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const round2 = (value: number) => Math.round(value * 100) / 100

type Case = { name: string; run: () => Promise<unknown>; loader: boolean }
type Row = { metric: string; value: number | string; unit?: string; target?: string; ok?: boolean }

/** The cursor of each page of a tab, by following listOrders' keyset cursors (page 1 has none). */
async function pageCursors(db: Db, userId: string, tab: OrderTab) {
	const cursors: Array<string | null> = [null]
	let seen = 0
	for (;;) {
		const page = await listOrders(db, { userId, tab, cursor: cursors[cursors.length - 1] })
		seen += page.orders.length
		if (!page.nextCursor) break
		cursors.push(page.nextCursor)
	}
	return { cursors, seen }
}

async function measure(label: string, db: Db, userId: string, options: Options) {
	const counts = await countOrdersByTab(db, userId)
	log(`${label}: the measured buyer's tabs: ${ORDER_TABS.map((tab) => `${tab.key} ${counts[tab.key]}`).join(', ')}`)
	if (counts.all !== options.orders) throw new Error(`${label}: countOrdersByTab says ${counts.all} orders, ${options.orders} were inserted`)

	const loader = (tab: OrderTab, cursor: string | null) => () => Promise.all([countOrdersByTab(db, userId), listOrders(db, { userId, tab, cursor })])
	const cases: Case[] = []
	const pages: Record<string, { pages: number; orders: number }> = {}
	for (const tab of ORDER_TABS) {
		const { cursors, seen } = await pageCursors(db, userId, tab.key)
		if (seen !== counts[tab.key]) throw new Error(`${label}: paging tab ${tab.key} showed ${seen} orders, its count is ${counts[tab.key]}`)
		pages[tab.key] = { pages: cursors.length, orders: seen }
		cases.push({ name: `${tab.key}, page 1`, run: loader(tab.key, null), loader: true })
		if (cursors.length > 1)
			cases.push({ name: `${tab.key}, last page (${cursors.length})`, run: loader(tab.key, cursors[cursors.length - 1]!), loader: true })
	}
	cases.push({ name: 'countOrdersByTab alone', run: () => countOrdersByTab(db, userId), loader: false })

	log(`${label}: warming up (${options.warmup} × ${cases.length} cases)…`)
	for (let round = 0; round < options.warmup; round++) for (const entry of cases) await entry.run()
	log(`${label}: timing ${options.iterations} × ${cases.length} cases, interleaved…`)
	const samples = new Map<string, number[]>(cases.map((entry) => [entry.name, []]))
	for (let round = 0; round < options.iterations; round++) {
		for (const entry of cases) {
			const startedAt = performance.now()
			await entry.run()
			samples.get(entry.name)!.push(performance.now() - startedAt)
		}
	}

	const rows: Row[] = []
	const summary: Array<{ case: string; n: number; p50: number; p95: number; p99: number; max: number }> = []
	for (const entry of cases) {
		const times = samples.get(entry.name)!.sort((a, b) => a - b)
		const stats = {
			case: entry.name,
			n: times.length,
			p50: round2(percentile(times, 50)),
			p95: round2(percentile(times, 95)),
			p99: round2(percentile(times, 99)),
			max: round2(times[times.length - 1] ?? NaN),
		}
		summary.push(stats)
		const what = entry.loader ? `order list loader, ${entry.name}` : entry.name
		rows.push({ metric: `${label} ${what} (p50 / p95 / p99)`, value: `${stats.p50} / ${stats.p95} / ${stats.p99}`, unit: 'ms' })
		log(`${label}: ${entry.name.padEnd(28)} n=${stats.n}  p50 ${stats.p50} ms  p95 ${stats.p95} ms  p99 ${stats.p99} ms  max ${stats.max} ms`)
	}
	const all = cases
		.filter((entry) => entry.loader)
		.flatMap((entry) => samples.get(entry.name)!)
		.sort((a, b) => a - b)
	const p95 = round2(percentile(all, 95))
	rows.push(
		{ metric: `${label} order list loader, all cases p50`, value: round2(percentile(all, 50)), unit: 'ms' },
		{
			metric: `${label} order list loader with ${options.orders} orders, all cases p95`,
			value: p95,
			unit: 'ms',
			target: `<= ${ORDER_LIST_TARGETS.p95Ms}`,
			ok: p95 <= ORDER_LIST_TARGETS.p95Ms,
		},
		{ metric: `${label} order list loader, all cases p99`, value: round2(percentile(all, 99)), unit: 'ms' },
	)
	const plans = await explainPlans(db, userId)
	for (const [name, plan] of Object.entries(plans)) log(`${label}: plan of ${name}:\n${plan}`)
	return { rows, details: { counts, pages, samples: all.length, cases: summary, plans } }
}

/**
 * The planner's view of listOrders' main query (the same SQL, written out here) on the all tab's first page
 * and on a status tab: whether the per-buyer indexes are used. For the log; not measured.
 */
async function explainPlans(db: Db, userId: string) {
	const plan = async (query: ReturnType<typeof sql>) => {
		const result = (await db.execute(sql`explain ${query}`)) as { rows: Array<Record<string, string>> }
		return result.rows.map((row) => Object.values(row)[0]).join('\n')
	}
	const limit = ORDER_PAGE_SIZE + 1
	const received = ORDER_TABS.find((tab) => tab.key === 'received')!.statuses
	return {
		'all, page 1': await plan(sql`select * from orders where user_id = ${userId} order by submitted_at desc, id desc limit ${limit}`),
		'received, page 1': await plan(
			sql`select * from orders where user_id = ${userId} and status in (${sql.join(
				received.map((status) => sql`${status}`),
				sql`, `,
			)}) order by submitted_at desc, id desc limit ${limit}`,
		),
		countOrdersByTab: await plan(sql`select status, count(*) from orders where user_id = ${userId} group by status`),
	}
}

/* ------------------------------------------------------------------------------------------------ */

export async function runOrdersBench(argv: string[]) {
	const options = parseOptions(argv)
	const rows: Row[] = []
	const details: Record<string, unknown> = { options }
	const targets: Array<{ label: string; open: () => Promise<Opened> }> = [{ label: 'pglite', open: openPglite }]
	const url = process.env.BENCH_DATABASE_URL
	if (url) targets.push({ label: 'postgres', open: () => openPostgres(url) })

	for (const target of targets) {
		log(`${target.label}: creating and migrating the database…`)
		const { handle, cleanup } = await target.open()
		try {
			const seeded = await seedOrders(handle.db, options)
			rows.push({
				metric: `${target.label} orders seeded (${options.others + 1} buyers × ${options.orders})`,
				value: seeded.seconds,
				unit: 's',
			})
			const measured = await measure(target.label, handle.db, seeded.userId, options)
			rows.push(...measured.rows)
			details[target.label] = { seeded, ...measured.details }
		} finally {
			await cleanup()
		}
	}
	return { rows, details }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const argv = process.argv.slice(2)
	runOrdersBench(argv).then(
		(out) => {
			const outFile = argv.find((arg) => arg.startsWith('--out='))?.slice('--out='.length)
			if (outFile) writeFileSync(outFile, `${JSON.stringify(out, null, '\t')}\n`)
			if (argv.includes('--json')) console.log(JSON.stringify(out))
			else console.log(`\n${renderTable(out.rows.map((row) => ({ part: 'orders', ...row })))}\n`)
			process.exit(0)
		},
		(error: unknown) => {
			console.error(error)
			process.exit(1)
		},
	)
}
