// The mobile app's API (issue 20, spec section 7): JSON POSTs under /usb/uwb-app/api/v1 with the app's headers.
// `single`: each of four calls from one client, one request after another: p50 / p95 (target p95 ≤ 50 ms).
// `crowd`: the same calls at 50 connections (p95 exact, from every response's time), and the product detail call's
// throughput as a ratio to the product page's HTML throughput, the two measured back to back in each round, twice:
// as a visitor (no token, no cookie: both answered from the shared cache) and as the signed-in demo buyer (a bearer
// token against a session cookie: both worked out for every request).
import { median, round } from '../lib/stats.js'
import { browserHeaders, cpuPerRequest, exactPercentiles, loadTest, processCpuMs } from '../lib/measure.js'
import { sectionRunner } from '../lib/sections.js'
import { signIn } from './orders.js'

export const targets = { singleP95Ms: 50, minThroughputRatio: 2 }

const API_V1 = '/usb/uwb-app/api/v1'
/** The demo buyer of app/db/seed.server.ts (DEMO_BUYER), signed in through the API's password login. */
const DEMO_BUYER = { account: 'buyer@dijla.test', password: 'buyer12345' }

/** What the app sends (spec section 7): JSON, the language and currency headers, a trace id, gzip. */
const appHeaders = {
	accept: 'application/json',
	'accept-encoding': 'gzip',
	'content-type': 'application/json',
	language: 'ar',
	currency: 'IQD',
	platform: 'android',
	'user-agent': 'dijla-app/1.0 (Android 14) dijla-bench',
}

async function call(baseUrl, path, body, headers = {}) {
	const response = await fetch(baseUrl + path, { method: 'POST', headers: { ...appHeaders, ...headers }, body: JSON.stringify(body) })
	const envelope = await response.json().catch(() => null)
	if (!response.ok || !envelope?.success) throw new Error(`POST ${path}: HTTP ${response.status} ${JSON.stringify(envelope)?.slice(0, 300)}`)
	return envelope.data
}

/** The four calls of the issue, each with a body that finds real rows: a product the feed lists, a word from its title. */
async function prepare(baseUrl) {
	const { token } = await call(baseUrl, `${API_V1}/user/login`, { type: 1, account: DEMO_BUYER.account, password: DEMO_BUYER.password })
	const feed = await call(baseUrl, `${API_V1}/share/recommend`, { page: 1 })
	const product = feed.items[0]
	if (!product) throw new Error('the recommended feed is empty')
	const productId = product.id
	const keyword = String(product.title)
		.split(/\s+/)
		.find((word) => word.length >= 3)
	if (!keyword) throw new Error(`no search word in the first product’s title: ${JSON.stringify(product).slice(0, 200)}`)
	const auth = { authorization: `Bearer ${token}` }
	const calls = [
		{ key: 'detail', label: 'product/detail', path: `${API_V1}/product/detail`, body: { productId } },
		{ key: 'recommend', label: 'share/recommend (home)', path: `${API_V1}/share/recommend`, body: { page: 1 } },
		{ key: 'search', label: 'search/keywordSearch', path: `${API_V1}/search/keywordSearch`, body: { keyword } },
		{ key: 'orders', label: 'order/getOrderPage', path: `${API_V1}/order/getOrderPage`, body: { tab: 'all' }, headers: auth },
	]
	for (const c of calls) await call(baseUrl, c.path, c.body, c.headers)
	return { calls, productId, keyword, token }
}

/** Sequential requests from one client, the calls interleaved: `warmup` uncounted rounds, then `iterations`. */
async function singleClient(baseUrl, calls, { warmup = 30, iterations = 300 } = {}) {
	const times = Object.fromEntries(calls.map((c) => [c.key, []]))
	for (let i = 0; i < warmup + iterations; i++) {
		for (const c of calls) {
			const started = performance.now()
			const response = await fetch(baseUrl + c.path, {
				method: 'POST',
				headers: { ...appHeaders, ...c.headers },
				body: JSON.stringify(c.body),
			})
			await response.arrayBuffer()
			const elapsed = performance.now() - started
			if (!response.ok) throw new Error(`POST ${c.path}: HTTP ${response.status}`)
			if (i >= warmup) times[c.key].push(elapsed)
		}
	}
	return Object.fromEntries(calls.map((c) => [c.key, exactPercentiles(times[c.key], { p50: 50, p95: 95, p99: 99 })]))
}

export default {
	name: 'api',
	description: 'mobile API: p95 of four calls from one client and at 50 connections; product detail vs the product page',
	async run(ctx) {
		const rows = []
		const details = {}
		const section = sectionRunner(ctx, rows)

		await section('single', async () => {
			const dijla = await ctx.app()
			const { calls, keyword } = await prepare(dijla.url)
			ctx.log(`single client: ${calls.length} calls × 300 (after 30 warm-up), search keyword “${keyword}”`)
			const result = await singleClient(dijla.url, calls)
			for (const c of calls) {
				const r = result[c.key]
				ctx.log(`single ${c.label}: p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms`)
				rows.push({
					metric: `${c.label}, one client, p95 (p50 ${r.p50})`,
					value: r.p95,
					unit: 'ms',
					target: `<= ${targets.singleP95Ms}`,
					ok: r.p95 <= targets.singleP95Ms,
				})
			}
			details.single = result
		})

		await section('crowd', async () => {
			const dijla = await ctx.app()
			const { calls, productId } = await prepare(dijla.url)
			const { rounds, duration, warmup, connections } = ctx.options
			const productPage = `${dijla.url}/pages/commodity_details/index?productId=${productId}`
			const session = await signIn(dijla.url)
			const detail = calls.find((c) => c.key === 'detail')
			const auth = calls.find((c) => c.key === 'orders').headers
			const apiTarget = (c, key = c.key, label = c.label, headers = c.headers) => ({
				key,
				label,
				url: dijla.url + c.path,
				options: { method: 'POST', body: JSON.stringify(c.body), headers: { ...appHeaders, ...headers } },
			})
			const targetsOfRound = [
				// The product page and the product call back to back, so their ratio shares the machine's momentary load.
				{ key: 'page', label: 'product page HTML, visitor', url: productPage, options: { headers: browserHeaders }, cpu: true },
				...calls.map((c) => ({ ...apiTarget(c, c.key, c.headers ? c.label : `${c.label}, visitor`), cpu: c.key === 'detail' })),
				{
					key: 'buyerPage',
					label: 'product page HTML, buyer',
					url: productPage,
					options: { headers: { ...browserHeaders, cookie: session } },
					cpu: true,
				},
				{ ...apiTarget(detail, 'buyerDetail', 'product/detail, buyer', auth), cpu: true },
			]
			const runs = Object.fromEntries(targetsOfRound.map((t) => [t.key, []]))
			for (let r = 1; r <= rounds; r++) {
				for (const target of targetsOfRound) {
					if (warmup > 0) await loadTest(target.url, { connections, duration: warmup, ...target.options })
					// What the load costs each side, per answered request: the server process (/proc) and this process, whose
					// load generator (autocannon) shares the machine's cores with the server.
					const serverBefore = processCpuMs(dijla.pid)
					const clientBefore = process.cpuUsage()
					const run = await loadTest(target.url, { connections, duration, percentiles: { p95: 95 }, ...target.options })
					const clientUsed = process.cpuUsage(clientBefore)
					const serverAfter = processCpuMs(dijla.pid)
					if (serverBefore !== null && serverAfter !== null && run.total > 0) run.serverCpuMsUnderLoad = (serverAfter - serverBefore) / run.total
					if (run.total > 0) run.clientCpuMsUnderLoad = (clientUsed.user + clientUsed.system) / 1000 / run.total
					// As part crowd measures it: two connections for 4 s, the server's CPU time ÷ requests answered.
					if (target.cpu) run.cpuMsPerRequest = await cpuPerRequest(target.url, { pid: dijla.pid, ...target.options })
					runs[target.key].push(run)
					const ms = (value) => (value == null ? '?' : value.toFixed(2))
					ctx.log(
						`round ${r}/${rounds} ${target.label}: ${run.rps.toFixed(1)} req/s, p95 ${run.p95} ms, p99 ${run.p99} ms, non-2xx ${run.non2xx}, errors ${run.errors}, timeouts ${run.timeouts}; ` +
							`CPU ms/request: server ${ms(run.cpuMsPerRequest)} (2 connections), under load server ${ms(run.serverCpuMsUnderLoad)} + load generator ${ms(run.clientCpuMsUnderLoad)}`,
					)
				}
			}
			const sum = (list, key) => list.reduce((s, run) => s + run[key], 0)
			for (const target of targetsOfRound) {
				const list = runs[target.key]
				const failed = sum(list, 'non2xx') + sum(list, 'errors') + sum(list, 'timeouts')
				rows.push(
					{ metric: `${target.label}, ${connections} connections, p95 (median)`, value: round(median(list.map((run) => run.p95)), 1), unit: 'ms' },
					{
						metric: `${target.label}, ${connections} connections, throughput (median)`,
						value: round(median(list.map((run) => run.rps)), 1),
						unit: 'req/s',
					},
					{ metric: `${target.label}, non-2xx + errors + timeouts`, value: failed, unit: 'count', target: '0', ok: failed === 0 },
				)
				const cpuRow = (key, metric) => {
					const values = list.map((run) => run[key])
					if (values.every((value) => typeof value === 'number')) rows.push({ metric, value: round(median(values), 3), unit: 'ms' })
				}
				if (target.cpu) cpuRow('cpuMsPerRequest', `${target.label}, server CPU per request, 2 connections (median)`)
				cpuRow('serverCpuMsUnderLoad', `${target.label}, server CPU per request at ${connections} connections (median)`)
				cpuRow('clientCpuMsUnderLoad', `${target.label}, load generator CPU per request at ${connections} connections (median)`)
			}
			for (const [api, page, who] of [
				['detail', 'page', 'visitor'],
				['buyerDetail', 'buyerPage', 'buyer'],
			]) {
				const ratio = round(median(runs[api].map((run, i) => run.rps / runs[page][i].rps)), 2)
				rows.push({
					metric: `product/detail throughput ÷ product page HTML throughput, ${who}`,
					value: ratio,
					unit: 'x',
					target: `>= ${targets.minThroughputRatio}`,
					ok: ratio >= targets.minThroughputRatio,
				})
				// The server's cost of one page ÷ one call: the throughput ratio the server alone would allow, if CPU-bound.
				const cpuPairs = runs[api].map((run, i) => [runs[page][i].cpuMsPerRequest, run.cpuMsPerRequest]).filter(([a, b]) => a > 0 && b > 0)
				if (cpuPairs.length > 0) {
					rows.push({
						metric: `product page HTML server CPU per request ÷ product/detail's, ${who} (throughput ratio if the server's CPU bounds both)`,
						value: round(median(cpuPairs.map(([a, b]) => a / b)), 2),
						unit: 'x',
					})
				}
			}
			details.crowd = runs
		})
		return section.finish({ rows, details })
	},
}
