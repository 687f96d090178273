/**
 * Where the search bench's slow tail comes from: every query of the search bench (the golden set and the
 * realistic mix, as parts/search.ts builds them) is run `--repeat` times on the bench catalogue in PGlite, and
 * its cheapest run is kept, in CPU time of this process (PGlite runs in it), so a busy machine's noise does not
 * pick the tail (wall-clock times are printed too). For the `--slowest` queries it
 * prints each database statement they sent (round trips, time) and the plans of the slow ones.
 *
 *   npx tsx tests/bench/parts/search-tail.ts [--repeat=3] [--slowest=12] [--queries=600] [--plans] [--only=<keyword>] [--filtered]
 *
 * Needs the catalogue in tests/bench/.data (made by `npm run bench -- search`). A diagnostic, not a bench part.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { type Db, schema } from '#app/db/client.server.ts'
import { searchProducts } from '#app/modules/search/search.server.ts'
import { BENCH_CATALOG_VERSION } from '../lib/bench-catalog.ts'
import { type GoldenQuery } from './search.golden.ts'
import { realisticQueries } from './search.ts'

const argv = process.argv.slice(2)
const value = (name: string, fallback: number) => Number(argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const repeat = value('repeat', 3)
const slowest = value('slowest', 12)
const mixSize = value('queries', 600)
const count = value('count', 100_000)
const plans = argv.includes('--plans')
const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

type Statement = { text: string; params: unknown[]; ms: number }
let recording: Statement[] | null = null

function record<T>(text: string, params: unknown[] | undefined, run: () => Promise<T>): Promise<T> {
	const startedAt = performance.now()
	return run().finally(() => recording?.push({ text, params: params ?? [], ms: performance.now() - startedAt }))
}

async function main() {
	const dataDir = path.join(benchDir, '.data', `search-pglite-${count}-c${BENCH_CATALOG_VERSION}`)
	const client = new PGlite(dataDir, { extensions: { pg_trgm } })
	const query = client.query.bind(client)
	client.query = ((text: string, params?: unknown[], options?: unknown) =>
		record(text, params, () => query(text, params as never, options as never))) as typeof client.query
	const transaction = client.transaction.bind(client)
	client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
		transaction((tx) => {
			const txQuery = tx.query.bind(tx)
			const wrapped = Object.create(tx) as Transaction
			wrapped.query = ((text: string, params?: unknown[], options?: unknown) =>
				record(text, params, () => txQuery(text, params as never, options as never))) as Transaction['query']
			return callback(wrapped)
		})) as typeof client.transaction
	const db = drizzle(client, { schema }) as unknown as Db

	const golden = (JSON.parse(readFileSync(path.join(benchDir, 'search-golden.json'), 'utf8')) as { queries: GoldenQuery[] }).queries
	const only = argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
	const all = [...golden.map((q) => ({ group: 'golden', locale: q.locale, keyword: q.query })), ...realisticQueries(mixSize, count)]
		.filter((q) => !only || q.keyword === only)
		.filter((q) => !argv.includes('--filtered') || 'minPrice' in q || 'categoryId' in q)
	console.error(`[search-tail] warming up…`)
	for (const q of only ? all : all.slice(0, 150)) await searchProducts(db, { ...q, pageSize: 16 })
	console.error(`[search-tail] ${all.length} queries × ${repeat}…`)
	const best: Array<{ q: (typeof all)[number]; ms: number; wall: number; match: string; statements: Statement[] }> = []
	for (const q of all) {
		let min = Number.POSITIVE_INFINITY
		let wall = 0
		let kept: Statement[] = []
		let match = ''
		for (let i = 0; i < repeat; i++) {
			recording = []
			const startedAt = performance.now()
			const cpu = process.cpuUsage()
			const result = await searchProducts(db, { ...q, pageSize: 16 })
			const used = process.cpuUsage(cpu)
			const ms = (used.user + used.system) / 1000
			if (ms < min) {
				min = ms
				wall = performance.now() - startedAt
				kept = recording
				match = result.match
			}
			recording = null
		}
		best.push({ q, ms: min, wall, match, statements: kept })
	}
	const sorted = best.map((b) => b.ms).sort((a, b) => a - b)
	const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
	console.log(
		`CPU time, cheapest of ${repeat} per query: p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms (n=${sorted.length})`,
	)
	const statementsOf = best.map((b) => b.statements.length).sort((a, b) => a - b)
	console.log(`round trips per search: median ${statementsOf[Math.floor(statementsOf.length / 2)]}, max ${statementsOf.at(-1)}`)
	for (const b of [...best].sort((x, y) => y.ms - x.ms).slice(0, slowest)) {
		const { group, locale, keyword, page, sort, minPrice, maxPrice, categoryId } = b.q as Record<string, unknown>
		console.log(
			`\n${b.ms.toFixed(1)} ms CPU (${b.wall.toFixed(1)} ms wall)  ${b.match}  ${JSON.stringify({ group, locale, keyword, page, sort, minPrice, maxPrice, categoryId })}`,
		)
		for (const s of b.statements) {
			console.log(`   ${s.ms.toFixed(2).padStart(7)} ms  ${s.text.replace(/\s+/g, ' ').slice(0, 170)}`)
			if (plans && s.ms > 3 && /^\s*select/i.test(s.text) && !/^\s*explain/i.test(s.text)) {
				const plan = await client.query<Record<string, string>>(`explain (analyze, buffers) ${s.text}`, s.params as never)
				console.log(plan.rows.map((row) => `              ${Object.values(row)[0]}`).join('\n'))
			}
		}
	}
	await client.close()
}

main().then(
	() => process.exit(0),
	(error: unknown) => {
		console.error(error)
		process.exit(1)
	},
)
