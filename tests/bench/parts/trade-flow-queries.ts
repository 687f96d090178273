/**
 * What one trade-flow page costs the database: the root loader's and the trade flow loader's reads for the
 * demo buyer (the session, the unread count, previewTradeFlow), counted and timed statement by statement on
 * PGlite. A measurement, not a test.
 *
 *   npx tsx tests/bench/parts/trade-flow-queries.ts [--data=<DIJLA_DATA_DIR>] [--iterations=300] [--out=file.json]
 *
 * Without --data it seeds the demo shop into an in-memory PGlite (about a minute). With --data it opens a
 * copy of that folder's PGlite (the bench's tests/bench/.data, once the app has seeded it; never while a
 * server holds it). Every query the two loaders send is one round trip through PGlite's single connection:
 * the printed count is what one page view waits for, one after the other.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { and, eq, gt } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { type DatabaseHandle, type Db } from '#app/db/client.server.ts'
import { migrateDatabase } from '#app/db/migrate.server.ts'
import { schema } from '#app/db/client.server.ts'
import { DEMO_BUYER, seedDemoShop } from '#app/db/seed.server.ts'
import { products, skus, users } from '#app/db/schema/index.ts'
import { getRequestUser } from '#app/modules/auth/auth.server.ts'
import { startSession } from '#app/modules/auth/session.server.ts'
import { previewTradeFlow } from '#app/modules/checkout/checkout.server.ts'
import { readTradeFlowParams } from '#app/modules/checkout/trade-flow-url.ts'
import { createMemoryStorage } from '#app/providers/storage/memory.ts'
import { renderTable } from '../lib/table.js'

const argv = process.argv.slice(2)
const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
const iterations = Number(value('iterations') ?? 300)
const log = (message: string) => console.error(`[bench:trade-flow-queries] ${message}`)

process.env.SESSION_SECRET ??= 'bench-trade-flow-queries-secret-0123456789abcdef'

type Stat = { count: number; ms: number }
const stats = new Map<string, Stat>()
let counting = false
let perRender = 0

function instrument(client: PGlite) {
	const query = client.query.bind(client)
	client.query = (async (text: string, params?: unknown[], options?: unknown) => {
		const startedAt = performance.now()
		try {
			return await query(text, params as never, options as never)
		} finally {
			if (counting) {
				perRender += 1
				const key = text.replace(/\s+/g, ' ').slice(0, 150)
				const stat = stats.get(key) ?? { count: 0, ms: 0 }
				stat.count += 1
				stat.ms += performance.now() - startedAt
				stats.set(key, stat)
			}
		}
	}) as typeof client.query
}

async function open(): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> {
	const source = value('data')
	const tmp = mkdtempSync(path.join(os.tmpdir(), 'dijla-trade-flow-queries-'))
	let client: PGlite
	if (source) {
		cpSync(path.join(source, 'pglite'), path.join(tmp, 'pglite'), { recursive: true })
		client = new PGlite(path.join(tmp, 'pglite'), { extensions: { pg_trgm } })
	} else {
		client = new PGlite({ extensions: { pg_trgm } })
	}
	instrument(client)
	const db = drizzle(client, { schema }) as unknown as Db
	const handle: DatabaseHandle = { db, kind: 'pglite', close: () => client.close() }
	// The app-wide database (getDb) is this one, so the app's own functions run unchanged.
	;(globalThis as { __dijlaDatabase?: DatabaseHandle }).__dijlaDatabase = handle
	await migrateDatabase(handle)
	if (!source) {
		log('seeding the demo shop into memory…')
		await seedDemoShop(db, { storage: createMemoryStorage(), log: () => {} })
	}
	return {
		handle,
		cleanup: async () => {
			await handle.close()
			rmSync(tmp, { recursive: true, force: true })
		},
	}
}

const round1 = (n: number) => Math.round(n * 10) / 10
function percentile(sorted: number[], p: number) {
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

async function main() {
	const { handle, cleanup } = await open()
	const { db } = handle
	try {
		const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_BUYER.email)).limit(1)
		if (!buyer) throw new Error('no demo buyer')
		const [sku] = await db
			.select({ id: skus.id, min: products.minOrderQty })
			.from(skus)
			.innerJoin(products, eq(products.id, skus.productId))
			.where(and(eq(skus.active, true), eq(products.status, 'active'), gt(skus.stock, 100)))
			.limit(1)
		if (!sku) throw new Error('no SKU in stock')
		const setCookie = await startSession(db, new Request('http://127.0.0.1/'), { userId: buyer.id, ip: null })
		const request = new Request(`http://127.0.0.1/pages/trade_flow/index?source=buy_now&skuId=${sku.id}&qty=${sku.min}`, {
			headers: { cookie: setCookie.split(';')[0]! },
		})
		const { state } = readTradeFlowParams(new URL(request.url).searchParams)

		// What the two loaders of one page view ask the database: root.tsx's (the session, with the support badge)
		// and routes/trade-flow.tsx's (the session again, then previewTradeFlow), side by side on one
		// Request per page view, as Remix gives them, so they share one session read.
		const render = async () => {
			const view = new Request(request)
			await Promise.all([getRequestUser(view), getRequestUser(view).then((user) => previewTradeFlow(db, { userId: user!.id, locale: 'ar', state }))])
		}
		for (let i = 0; i < 30; i++) await render()
		counting = true
		const times: number[] = []
		const cpuTimes: number[] = []
		const counts: number[] = []
		for (let i = 0; i < iterations; i++) {
			perRender = 0
			const startedAt = performance.now()
			const cpu = process.cpuUsage()
			await render()
			const used = process.cpuUsage(cpu)
			times.push(performance.now() - startedAt)
			cpuTimes.push((used.user + used.system) / 1000)
			counts.push(perRender)
		}
		counting = false
		times.sort((a, b) => a - b)
		cpuTimes.sort((a, b) => a - b)
		const queries = counts.reduce((a, b) => a + b, 0) / counts.length
		const rows = [
			{
				part: 'trade-flow-queries',
				metric: 'database round trips per trade-flow page (root + route loaders)',
				value: round1(queries),
				unit: 'queries',
			},
			{ part: 'trade-flow-queries', metric: 'their time, one after the other, p50', value: round1(percentile(times, 50)), unit: 'ms' },
			{ part: 'trade-flow-queries', metric: 'their time, p95', value: round1(percentile(times, 95)), unit: 'ms' },
			{
				part: 'trade-flow-queries',
				metric: 'CPU time of this process (PGlite runs in it), p50',
				value: round1(percentile(cpuTimes, 50)),
				unit: 'ms',
			},
		]
		const byQuery = [...stats.entries()]
			.map(([sql, stat]) => ({ perRender: round1(stat.count / iterations), avgMs: Math.round((stat.ms / stat.count) * 100) / 100, sql }))
			.sort((a, b) => b.avgMs * b.perRender - a.avgMs * a.perRender)
		for (const q of byQuery) log(`${String(q.perRender).padStart(4)} × ${q.avgMs.toFixed(2).padStart(6)} ms  ${q.sql}`)
		console.log(`\n${renderTable(rows)}\n`)
		const out = value('out')
		if (out) writeFileSync(out, JSON.stringify({ rows, details: { byQuery, iterations } }, null, '\t') + '\n')
	} finally {
		await cleanup()
	}
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	main().then(
		() => process.exit(0),
		(error: unknown) => {
			console.error(error)
			process.exit(1)
		},
	)
}
