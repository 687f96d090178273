/**
 * The search bench: text search over 100,000 generated products (tests/bench/lib/bench-catalog.ts).
 *
 *   npx tsx tests/bench/parts/search.ts [--count=100000] [--rounds=3] [--queries=600] [--slowest=5] [--fresh] [--json] [--out=file.json]
 *
 * Seeds an embedded PGlite with the bench catalogue (kept in tests/bench/.data/ between runs, keyed by the
 * catalogue and search-document versions; --fresh seeds a new one in a temporary folder), warms up, then
 * times `searchProducts` on the golden queries (tests/bench/search-golden.json) and on a mix of realistic
 * queries, and prints p50/p95/p99 and the golden recall on the first page of 16. With BENCH_DATABASE_URL
 * set it does the same on that PostgreSQL, in a schema of its own that is dropped afterwards.
 *
 * Recall of one query = expected products on the first page / min(expected products, 16); the printed
 * recall is the mean over the golden queries. `npm run bench -- search` runs this file through
 * tests/bench/parts/search.js. A measurement, not a test: nothing here fails on a slow number.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq, sql } from 'drizzle-orm'
import { createDatabase, type DatabaseHandle, type Db } from '#app/db/client.server.ts'
import { migrateDatabase } from '#app/db/migrate.server.ts'
import { seedRuns } from '#app/db/schema/index.ts'
import { CATEGORIES, COLOURS, PRODUCT_TYPES } from '#app/db/seed/vocabulary.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { analyzeSearchTables, ensureSearchDocuments, SEARCH_DOCUMENT_VERSION } from '#app/modules/search/search-index.server.ts'
import { type SearchSort, searchProducts } from '#app/modules/search/search.server.ts'
import { createRandom } from '#app/db/seed/random.ts'
import { BENCH_BRANDS, BENCH_CATALOG_MARKER, BENCH_CATALOG_VERSION, benchCode, benchCodeOfId, seedBenchCatalog } from '../lib/bench-catalog.ts'
import { renderTable } from '../lib/table.js'
import { type GoldenQuery } from './search.golden.ts'

export const SEARCH_TARGETS = { p95Ms: 30, recall: 0.9 }
const PAGE_SIZE = 16

type Options = { count: number; rounds: number; queries: number; slowest: number; fresh: boolean; json: boolean }

function parseOptions(argv: string[]): Options {
	const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]
	return {
		count: Number(value('count') ?? 100_000),
		rounds: Number(value('rounds') ?? 3),
		queries: Number(value('queries') ?? 600),
		slowest: Number(value('slowest') ?? 5),
		fresh: argv.includes('--fresh'),
		json: argv.includes('--json'),
	}
}

const log = (message: string) => console.error(`[bench:search] ${message}`)
const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/* ------------------------------------------------------------------------------------------------ */
/* Databases                                                                                          */

async function catalogueReady(db: Db) {
	const [marker] = await db.select({ version: seedRuns.version }).from(seedRuns).where(eq(seedRuns.name, BENCH_CATALOG_MARKER))
	return marker?.version === BENCH_CATALOG_VERSION
}

async function seed(handle: DatabaseHandle, count: number) {
	const startedAt = performance.now()
	const result = await seedBenchCatalog(handle.db, { count, log })
	// What a maintained database has (autovacuum on PostgreSQL): a visibility map and planner statistics,
	// the documents' at the detail search asks for (analyzeSearchTables).
	await handle.db.execute(sql`vacuum`)
	await analyzeSearchTables(handle.db)
	return { ...result, totalMs: Math.round(performance.now() - startedAt) }
}

/** PGlite with the bench catalogue: reused from tests/bench/.data when it is complete, else seeded. */
async function openPglite(options: Options) {
	const cacheDir = path.join(benchDir, '.data', `search-pglite-${options.count}-c${BENCH_CATALOG_VERSION}`)
	const dataDir = options.fresh ? path.join(mkdtempSync(path.join(os.tmpdir(), 'dijla-bench-search-')), 'pglite') : cacheDir
	let handle = await createDatabase({ dataDir })
	await migrateDatabase(handle)
	let seeded: Awaited<ReturnType<typeof seed>> | null = null
	if (!(await catalogueReady(handle.db))) {
		if (existsSync(path.join(dataDir, 'PG_VERSION'))) {
			// An incomplete or outdated cache: start again from an empty folder.
			await handle.close()
			rmSync(dataDir, { recursive: true, force: true })
			handle = await createDatabase({ dataDir })
			await migrateDatabase(handle)
		}
		log(`seeding ${options.count} products into PGlite at ${path.relative(process.cwd(), dataDir)} (kept for the next run)…`)
		seeded = await seed(handle, options.count)
	} else {
		log(`reusing the bench catalogue in ${path.relative(process.cwd(), dataDir)}`)
		const rebuilt = await ensureSearchDocuments(handle.db)
		if (rebuilt.rebuilt !== 'none') await handle.db.execute(sql`vacuum`)
	}
	return {
		handle,
		seeded,
		cleanup: async () => {
			await handle.close()
			if (options.fresh) rmSync(path.dirname(dataDir), { recursive: true, force: true })
		},
	}
}

/** PostgreSQL at BENCH_DATABASE_URL, in a new schema that is dropped at the end (like tests/fixtures/db.ts). */
async function openPostgres(url: string, options: Options) {
	const schemaName = `bench_search_${randomBytes(5).toString('hex')}`
	const handle = await createDatabase({ url, schemaName })
	await migrateDatabase(handle)
	log(`seeding ${options.count} products into PostgreSQL schema ${schemaName}…`)
	const seeded = await seed(handle, options.count)
	return {
		handle,
		seeded,
		cleanup: async () => {
			try {
				await handle.db.execute(sql.raw(`drop schema if exists "${schemaName}" cascade`))
			} finally {
				await handle.close()
			}
		},
	}
}

/* ------------------------------------------------------------------------------------------------ */
/* Queries                                                                                            */

type BenchQuery = {
	group: string
	locale: Locale
	keyword: string
	sort?: SearchSort
	categoryId?: string
	minPrice?: number
	maxPrice?: number
	page?: number
}

const LOCALES: Locale[] = ['ar', 'ckb', 'en', 'zh']

/** One typo a buyer makes: a letter dropped, doubled or swapped with the next one. */
function misspell(word: string, random: ReturnType<typeof createRandom>) {
	const chars = [...word]
	const letters = chars.map((char, index) => (/\p{L}/u.test(char) ? index : -1)).filter((index) => index > 0 && index < chars.length - 1)
	if (letters.length === 0) return word
	const at = random.pick(letters)
	switch (random.int(0, 2)) {
		case 0:
			chars.splice(at, 1)
			break
		case 1:
			chars.splice(at, 0, chars[at]!)
			break
		default:
			;[chars[at], chars[at + 1]] = [chars[at + 1]!, chars[at]!]
	}
	return chars.join('')
}

/**
 * A deterministic mix of what buyers type: product kinds in four languages (broad: ~2,900 matches each),
 * kind + colour, kind + brand, misspelled kinds, product codes and category pages, some sorted by price or
 * sales, some scrolled to the second or third page.
 */
export function realisticQueries(total: number, count: number): BenchQuery[] {
	const random = createRandom('dijla-bench-search-mix')
	const colours = Object.values(COLOURS)
	const queries: BenchQuery[] = []
	for (let index = 0; index < total; index++) {
		const locale = random.pick(LOCALES)
		const kind = random.pick(PRODUCT_TYPES)
		const roll = random.next()
		let query: BenchQuery
		if (roll < 0.35) query = { group: 'kind', locale, keyword: kind.name[locale] }
		else if (roll < 0.5) {
			// Mostly a colour the kind comes in; now and then one it does not (a partial match).
			const colour = random.chance(0.85) ? COLOURS[random.pick(kind.colours)] : random.pick(colours)
			query = { group: 'kind + colour', locale, keyword: `${kind.name[locale]} ${colour.texts[locale]}` }
		} else if (roll < 0.65) query = { group: 'kind + brand', locale, keyword: `${random.pick(BENCH_BRANDS)} ${kind.name[locale]}` }
		else if (roll < 0.78) {
			const words = kind.name[locale === 'zh' ? 'en' : locale].split(' ')
			const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '')
			query = { group: 'misspelled', locale, keyword: words.map((word) => (word === longest ? misspell(word, random) : word)).join(' ') }
		} else if (roll < 0.83) query = { group: 'code', locale, keyword: benchCode(random.int(1, count)) }
		else if (roll < 0.9) query = { group: 'category page', locale, keyword: '', categoryId: `bench-category-${random.pick(CATEGORIES).slug}` }
		else
			query = {
				group: 'kind + brand, sorted',
				locale,
				keyword: `${kind.name[locale]} ${random.pick(BENCH_BRANDS)}`,
				sort: random.pick(['price-asc', 'price-desc', 'sales'] as const),
			}
		const pageRoll = random.next()
		query.page = pageRoll < 0.85 ? 1 : pageRoll < 0.95 ? 2 : 3
		if (query.group !== 'code' && random.chance(0.08)) {
			query.minPrice = 10_000
			query.maxPrice = 100_000
		}
		queries.push(query)
	}
	return queries
}

function percentile(sorted: readonly number[], p: number) {
	if (sorted.length === 0) return NaN
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const round1 = (value: number) => Math.round(value * 10) / 10

async function timed(db: Db, query: BenchQuery) {
	const startedAt = performance.now()
	const result = await searchProducts(db, { ...query, pageSize: PAGE_SIZE })
	return { ms: performance.now() - startedAt, result }
}

type Row = { metric: string; value: number | string; unit?: string; target?: string; ok?: boolean }

async function measure(label: string, db: Db, golden: GoldenQuery[], options: Options) {
	const mix = realisticQueries(options.queries, options.count)
	const goldenQueries: BenchQuery[] = golden.map((query) => ({ group: 'golden', locale: query.locale, keyword: query.query }))
	log(`${label}: warming up…`)
	for (const query of [...goldenQueries, ...mix.slice(0, 100)]) await timed(db, query)

	// Golden recall (first page of 16).
	const recalls: Array<{ id: string; recall: number; match: string; missing: number }> = []
	for (const query of golden) {
		const { result } = await timed(db, { group: 'golden', locale: query.locale, keyword: query.query })
		const codes = new Set(result.items.map((item) => benchCodeOfId(item.id)))
		const expected = new Set(query.expected)
		const hits = [...codes].filter((code) => expected.has(code)).length
		recalls.push({
			id: query.id,
			recall: hits / Math.min(expected.size, PAGE_SIZE),
			match: result.match,
			missing: Math.min(expected.size, PAGE_SIZE) - hits,
		})
	}
	const recall = recalls.reduce((sum, entry) => sum + entry.recall, 0) / recalls.length
	for (const entry of recalls.filter((candidate) => candidate.recall < 1)) {
		log(
			`${label}: golden "${entry.id}" recall ${entry.recall.toFixed(2)} (${entry.missing} expected products missing from page 1, match: ${entry.match})`,
		)
	}

	// Latency: the golden queries `rounds` times, and the realistic mix.
	log(`${label}: timing ${golden.length} golden queries × ${options.rounds} and ${mix.length} realistic queries…`)
	const samples: Array<{ group: string; ms: number; query: BenchQuery; match: string }> = []
	for (let round = 0; round < options.rounds; round++) {
		for (const query of goldenQueries) {
			const { ms, result } = await timed(db, query)
			samples.push({ group: 'golden', ms, query, match: result.match })
		}
	}
	for (const query of mix) {
		const { ms, result } = await timed(db, query)
		samples.push({ group: query.group, ms, query, match: result.match })
	}
	const all = samples.map((sample) => sample.ms).sort((a, b) => a - b)
	const groups = [...new Set(samples.map((sample) => sample.group))].map((group) => {
		const times = samples
			.filter((sample) => sample.group === group)
			.map((sample) => sample.ms)
			.sort((a, b) => a - b)
		return { group, count: times.length, p50: round1(percentile(times, 50)), p95: round1(percentile(times, 95)) }
	})
	const p95 = percentile(all, 95)
	const rows: Row[] = [
		{ metric: `${label} search p50`, value: round1(percentile(all, 50)), unit: 'ms' },
		{ metric: `${label} search p95`, value: round1(p95), unit: 'ms', target: `<= ${SEARCH_TARGETS.p95Ms}`, ok: p95 <= SEARCH_TARGETS.p95Ms },
		{ metric: `${label} search p99`, value: round1(percentile(all, 99)), unit: 'ms' },
		{
			metric: `${label} golden recall@16`,
			value: Math.round(recall * 1000) / 1000,
			unit: '',
			target: `>= ${SEARCH_TARGETS.recall}`,
			ok: recall >= SEARCH_TARGETS.recall,
		},
	]
	for (const group of groups)
		log(`${label}: ${group.group.padEnd(22)} n=${String(group.count).padStart(4)}  p50 ${group.p50} ms  p95 ${group.p95} ms`)
	const slowest = [...samples]
		.sort((a, b) => b.ms - a.ms)
		.slice(0, options.slowest)
		.map(({ ms, query, match }) => ({ ms: round1(ms), match, ...query }))
	for (const sample of slowest) log(`${label}: slow ${sample.ms} ms ${JSON.stringify({ ...sample, ms: undefined })}`)
	return { rows, details: { samples: all.length, groups, recalls, slowest } }
}

/* ------------------------------------------------------------------------------------------------ */

export async function runSearchBench(argv: string[]) {
	const options = parseOptions(argv)
	const goldenFile = JSON.parse(readFileSync(path.join(benchDir, 'search-golden.json'), 'utf8')) as {
		catalogVersion: number
		count: number
		queries: GoldenQuery[]
	}
	if (goldenFile.catalogVersion !== BENCH_CATALOG_VERSION || goldenFile.count !== options.count) {
		log(
			`warning: search-golden.json was made for ${goldenFile.count} products of catalogue v${goldenFile.catalogVersion}; regenerate it (npx tsx tests/bench/parts/search.golden.ts --count=${options.count})`,
		)
	}
	const rows: Row[] = []
	const details: Record<string, unknown> = { options, searchDocumentVersion: SEARCH_DOCUMENT_VERSION }

	const targets: Array<{ label: string; open: () => Promise<Awaited<ReturnType<typeof openPglite>>> }> = [
		{ label: 'pglite', open: () => openPglite(options) },
	]
	const url = process.env.BENCH_DATABASE_URL
	if (url) targets.push({ label: 'postgres', open: () => openPostgres(url, options) })

	for (const target of targets) {
		const { handle, seeded, cleanup } = await target.open()
		try {
			if (seeded) {
				rows.push({ metric: `${target.label} bench catalogue seeded (${options.count} products)`, value: round1(seeded.totalMs / 1000), unit: 's' })
				rows.push({ metric: `${target.label} search documents built`, value: round1(seeded.documentsMs / 1000), unit: 's' })
			}
			const measured = await measure(target.label, handle.db, goldenFile.queries, options)
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
	runSearchBench(argv).then(
		(out) => {
			const outFile = argv.find((arg) => arg.startsWith('--out='))?.slice('--out='.length)
			if (outFile) writeFileSync(outFile, `${JSON.stringify(out, null, '\t')}\n`)
			if (argv.includes('--json')) console.log(JSON.stringify(out))
			else console.log(`\n${renderTable(out.rows.map((row) => ({ part: 'search', ...row })))}\n`)
			process.exit(0)
		},
		(error: unknown) => {
			console.error(error)
			process.exit(1)
		},
	)
}
