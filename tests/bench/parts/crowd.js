// A crowd (issue 19): the pages a visitor sees (home, product, search results) and the pages a signed-in buyer
// sees (home, product, cart, trade flow, order list) at 50 connections, each against the bare Remix reference in
// the same round, once without compression and once with `accept-encoding: gzip` (both servers compressing as
// they do in production). On PGlite (the bench's shared app), and with BENCH_DATABASE_URL on a PostgreSQL
// database of its own served by `npm run serve`'s workers (WEB_CONCURRENCY, default one per core).
import path from 'node:path'
import { cpuPerRequest, loadTest, browserHeaders } from '../lib/measure.js'
import { probe, sectionRunner } from '../lib/sections.js'
import { benchDatabase, benchDir } from '../lib/servers.js'
import { median, round } from '../lib/stats.js'
import { demoSku, signIn } from './orders.js'

export const targets = {
	visitor: { minThroughput: 1.0, maxP99: 1.5 },
	signedIn: { minThroughput: 0.4, maxP99: 3 },
}
const ENCODINGS = { identity: 'no compression', gzip: 'gzip' }
const PG_SESSION_SECRET = 'dijla-bench-crowd-session-secret-0123456789'

async function pagesOf(baseUrl, cookie) {
	const { productPath, skuId, qty } = await demoSku(baseUrl)
	const tradeFlow = `/pages/trade_flow/index?source=buy_now&skuId=${encodeURIComponent(skuId)}&qty=${qty}`
	const canonical = await probe(baseUrl + tradeFlow, { headers: { cookie }, redirect: 'manual' })
	const tradeFlowPath = canonical.status >= 300 && canonical.status < 400 && canonical.location ? canonical.location : tradeFlow
	return [
		{ label: 'visitor home', kind: 'visitor', path: '/' },
		{ label: 'visitor product', kind: 'visitor', path: productPath },
		{ label: 'visitor search results', kind: 'visitor', path: '/pages/search-detail/index?keyword=bag' },
		{ label: 'signed-in home', kind: 'signedIn', path: '/', cookie },
		{ label: 'signed-in product', kind: 'signedIn', path: productPath, cookie },
		{ label: 'signed-in cart', kind: 'signedIn', path: '/pages/cart/index', cookie },
		{ label: 'signed-in trade flow', kind: 'signedIn', path: tradeFlowPath, cookie },
		{ label: 'signed-in order list', kind: 'signedIn', path: '/pages/individualCenter/buyer_order_list/index', cookie },
	]
}

/**
 * For each round and each encoding: the reference, then every page, each run after an uncounted warm-up.
 * Ratios are per round against that round's reference run of the same encoding, then the median.
 */
async function crowdRounds(ctx, { label, app, ref, pages }) {
	const { rounds, duration, warmup, connections } = ctx.options
	const encodings = Object.keys(ENCODINGS).filter((encoding) => !ctx.options.skip.has(encoding))
	const runs = {}
	const measure = async (key, url, headers, pid) => {
		if (warmup > 0) await loadTest(url, { connections, duration: warmup, headers })
		const r = await loadTest(url, { connections, duration, headers })
		if (pid) r.cpuMsPerRequest = await cpuPerRequest(url, { pid, headers })
		;(runs[key] ??= []).push(r)
		ctx.log(
			`${label} ${key}: ${r.rps.toFixed(1)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, server CPU ${r.cpuMsPerRequest?.toFixed(2) ?? '?'} ms/request` +
				(r.non2xx || r.errors || r.timeouts
					? `, non-2xx ${r.non2xx} (${JSON.stringify(r.statusCodes)}), errors ${r.errors}, timeouts ${r.timeouts}`
					: ''),
		)
		return r
	}
	for (let roundNo = 1; roundNo <= rounds; roundNo++) {
		for (const encoding of encodings) {
			const base = { ...browserHeaders, 'accept-encoding': encoding }
			ctx.log(`${label}: round ${roundNo}/${rounds}, ${ENCODINGS[encoding]}`)
			await measure(`reference ${encoding}`, ref.url + '/', base, ref.pid)
			for (const page of pages) {
				if (ctx.options.skip.has(page.kind === 'visitor' ? 'visitor' : 'signed-in')) continue
				await measure(`${page.label} ${encoding}`, app.url + page.path, { ...base, ...(page.cookie ? { cookie: page.cookie } : {}) }, app.pid)
			}
		}
	}
	const rows = []
	for (const encoding of encodings) {
		const refRuns = runs[`reference ${encoding}`]
		rows.push({
			metric: `${label} reference, ${ENCODINGS[encoding]}: req/s / p99 (median)`,
			value: `${round(median(refRuns.map((r) => r.rps)), 1)} / ${median(refRuns.map((r) => r.p99))}`,
			unit: 'req/s / ms',
		})
		for (const page of pages) {
			const appRuns = runs[`${page.label} ${encoding}`]
			if (!appRuns) continue
			const target = targets[page.kind]
			const pairs = appRuns.map((a, i) => [a, refRuns[i]])
			const throughput = round(median(pairs.map(([a, r]) => a.rps / r.rps)), 2)
			const p99 = round(median(pairs.map(([a, r]) => (a.total > 0 && r.total > 0 ? a.p99 / Math.max(r.p99, 1) : NaN))), 2)
			const failed = appRuns.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0)
			const cpu = appRuns.every((r) => r.cpuMsPerRequest != null) ? round(median(appRuns.map((r) => r.cpuMsPerRequest)), 2) : null
			rows.push(
				{
					metric: `${label} ${page.label}, ${ENCODINGS[encoding]}: throughput ratio (${round(median(appRuns.map((r) => r.rps)), 1)} req/s${cpu === null ? '' : `, ${cpu} ms CPU`})`,
					value: throughput,
					unit: 'x',
					target: `>= ${target.minThroughput}`,
					ok: throughput >= target.minThroughput && failed === 0,
				},
				{
					metric: `${label} ${page.label}, ${ENCODINGS[encoding]}: p99 ratio (${median(appRuns.map((r) => r.p99))} ms)${failed ? `, ${failed} failed` : ''}`,
					value: p99,
					unit: 'x',
					target: `<= ${target.maxP99}`,
					ok: p99 <= target.maxP99 && failed === 0,
				},
			)
		}
	}
	return { rows, runs }
}

export default {
	name: 'crowd',
	description:
		'visitor and signed-in pages at 50 connections vs the reference, without compression and with gzip (PGlite; PostgreSQL with BENCH_DATABASE_URL)',
	async run(ctx) {
		const rows = []
		const details = {}
		const section = sectionRunner(ctx, rows)

		await section('pglite', async () => {
			const app = await ctx.app()
			const ref = await ctx.reference()
			const pages = await pagesOf(app.url, await signIn(app.url))
			for (const page of pages) {
				const p = await probe(app.url + page.path, { headers: page.cookie ? { cookie: page.cookie } : {}, redirect: 'manual' })
				ctx.log(`${page.label}: GET ${page.path} HTTP ${p.status}, ${p.raw} B html (${p.gzip} B gzip)`)
			}
			const result = await crowdRounds(ctx, { label: 'PGlite', app, ref, pages })
			rows.push(...result.rows)
			details.pglite = { pages: pages.map(({ cookie: _cookie, ...page }) => page), runs: result.runs }
		})

		await section('postgres', async () => {
			const url = process.env.BENCH_DATABASE_URL
			if (!url) {
				ctx.log('crowd postgres: BENCH_DATABASE_URL is not set; skipped')
				return
			}
			const database = await benchDatabase(url, 'dijla_bench_crowd')
			let server
			try {
				ctx.log(`crowd postgres: database ${database.name} (the first start migrates and seeds it)`)
				server = await ctx.startApp({
					name: 'crowd-pg',
					dataDir: path.join(benchDir, '.data', 'crowd-pg'),
					env: { DATABASE_URL: database.url, SESSION_SECRET: PG_SESSION_SECRET },
				})
				const ref = await ctx.reference()
				const pages = await pagesOf(server.url, await signIn(server.url))
				const result = await crowdRounds(ctx, { label: 'PostgreSQL', app: server, ref, pages })
				rows.push(...result.rows)
				details.postgres = { runs: result.runs }
			} finally {
				await server?.stop()
				await database.drop(ctx.log)
			}
		})
		return section.finish({ rows, details })
	},
}
