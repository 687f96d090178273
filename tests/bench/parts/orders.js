// Orders (issue 6). Two sections:
// - list: the order list's loader (countOrdersByTab + listOrders) for a buyer with 1,000 orders among 21,000,
//   p50/p95/p99 per tab and page, target p95 <= 50 ms. It imports the app's orders module, so it is TypeScript
//   (parts/orders.ts) and runs in a child process through tsx, on a fresh in-memory PGlite (and on PostgreSQL
//   when BENCH_DATABASE_URL is set); progress in results/logs/orders.log. No build, no server.
// - ssr: the trade flow (`/pages/trade_flow/index?source=buy_now&skuId=…&qty=…`) signed in as the demo buyer,
//   load-tested at 50 connections against the bare Remix reference page in the same run, target >= 0.5 x its
//   throughput.
import fs from 'node:fs'
import path from 'node:path'
import { runToEnd } from '../lib/proc.js'
import { probe, ratioRows, sectionRunner, ssrRounds, ssrRows } from '../lib/sections.js'
import { logsDir, resultsDir, rootDir } from '../lib/servers.js'

export const targets = { minThroughputRatio: 0.5, maxP99Ratio: 2 }

/** The demo buyer the seed creates (app/db/seed.server.ts DEMO_BUYER); it prints them on the server's start. */
const DEMO_BUYER = { account: 'buyer@dijla.test', password: 'buyer12345' }
const LOGIN_PATH = '/pages/login/index'
/** A page only a signed-in buyer sees (requireUser): proves the session cookie works. */
const SIGNED_IN_PAGE = '/pages/individualCenter/buyer_order_list/index'
// The production build's name for the buyer's session (app/utils/cookie-policy.server.ts).
const SESSION_COOKIE = '__Host-dijla_session'
const TRADE_FLOW_PATH = '/pages/trade_flow/index'

/**
 * Signs a buyer in (the demo buyer unless told otherwise) as a browser without JavaScript does: the login
 * page's password form, posted to the page itself. Returns the `Cookie` header value carrying the session.
 */
export async function signIn(baseUrl, buyer = DEMO_BUYER) {
	const body = new URLSearchParams({
		intent: 'password-login',
		account: buyer.account,
		callingCode: '964',
		password: buyer.password,
		redirectTo: SIGNED_IN_PAGE,
	})
	const response = await fetch(baseUrl + LOGIN_PATH, {
		method: 'POST',
		body,
		redirect: 'manual',
		headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'ar-IQ,ar;q=0.9', origin: baseUrl },
	})
	await response.arrayBuffer()
	const session = response.headers
		.getSetCookie()
		.map((header) => header.split(';')[0])
		.find((pair) => pair.startsWith(`${SESSION_COOKIE}=`) && pair.length > SESSION_COOKIE.length + 1)
	if (!session) {
		throw new Error(
			`signing in ${buyer.account} at POST ${LOGIN_PATH} gave HTTP ${response.status} and no ${SESSION_COOKIE} cookie ` +
				`(is the data dir seeded with the demo shop? see app/db/seed.server.ts)`,
		)
	}
	const check = await probe(baseUrl + SIGNED_IN_PAGE, { headers: { cookie: session }, redirect: 'manual' })
	if (check.status !== 200) {
		throw new Error(
			`signed in, but GET ${SIGNED_IN_PAGE} with the session cookie answered HTTP ${check.status}${check.location ? ` → ${check.location}` : ''}`,
		)
	}
	return session
}

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? null
const tagsNamed = (html, name) => (html.match(/<(?:input|button)\b[^>]*>/g) ?? []).filter((tag) => attribute(tag, 'name') === name)

/**
 * A demo product's SKU in stock and an orderable quantity, as a buyer without JavaScript finds them: a product the
 * home page links to (the first that has one); its page's buy form carries `skuId` once a SKU is chosen (always,
 * for a product with one SKU in stock); otherwise the SKU picker's buttons name the SKU a tap leads to (`?sku=`;
 * sold-out values are plain buttons), and that page has it chosen. The quantity is the stepper's initial value
 * (the product's minimum order).
 */
export async function demoSku(baseUrl) {
	const home = await (await fetch(`${baseUrl}/`)).text()
	const productPaths = [...new Set(home.match(/\/pages\/commodity_details\/index\?productId=[0-9a-f-]{36}/g) ?? [])]
	if (productPaths.length === 0) throw new Error('the home page links no product')
	const page = async (url) => (await probe(url, { html: true })).html
	for (const productPath of productPaths.slice(0, 12)) {
		let html = await page(baseUrl + productPath)
		let skuId = attribute(tagsNamed(html, 'skuId')[0] ?? '', 'value')
		if (!skuId) {
			const choice = tagsNamed(html, 'sku')
				.map((tag) => attribute(tag, 'value'))
				.find(Boolean)
			if (!choice) continue
			html = await page(`${baseUrl}${productPath}&sku=${encodeURIComponent(choice)}`)
			skuId = attribute(tagsNamed(html, 'skuId')[0] ?? '', 'value')
		}
		const quantity = tagsNamed(html, 'quantity').find((tag) => attribute(tag, 'type') === 'number') ?? tagsNamed(html, 'quantity')[0] ?? ''
		if (skuId && !/\sdisabled=/.test(quantity)) return { productPath, skuId, qty: Number(attribute(quantity, 'value')) || 1 }
	}
	throw new Error(`none of the first ${Math.min(productPaths.length, 12)} products the home page links to has a SKU in stock`)
}

/** The "coming soon" page (app/components/PendingFeaturePage.tsx) in any language: the route is not built yet. */
function pendingTitles() {
	return ['ar', 'ckb', 'en', 'zh'].flatMap((locale) => {
		try {
			const title = JSON.parse(fs.readFileSync(path.join(rootDir, 'locales', `${locale}.json`), 'utf8'))['pending.title']
			return title ? [title] : []
		} catch {
			return []
		}
	})
}

export default {
	name: 'orders',
	description: 'order list loader with 1,000 orders p95 (target <= 50 ms); trade flow SSR req/s vs the reference (>= 0.5 x)',
	async run(ctx) {
		const rows = []
		const details = {}
		const section = sectionRunner(ctx, rows)

		await section('list', async () => {
			const logFile = path.join(logsDir, 'orders.log')
			const outFile = path.join(resultsDir, 'orders.json')
			fs.mkdirSync(resultsDir, { recursive: true })
			fs.rmSync(outFile, { force: true })
			ctx.log(`orders: seeding 21 buyers × 1,000 orders and timing the order list; progress in ${path.relative(process.cwd(), logFile)}`)
			await runToEnd(path.join(rootDir, 'node_modules/.bin/tsx'), [path.join(rootDir, 'tests/bench/parts/orders.ts'), `--out=${outFile}`], {
				cwd: rootDir,
				env: process.env,
				logFile,
			})
			const out = JSON.parse(fs.readFileSync(outFile, 'utf8'))
			for (const row of out.rows) ctx.log(`orders: ${row.metric} ${row.value} ${row.unit ?? ''}`)
			rows.push(...out.rows)
			details.list = out.details
		})

		await section('ssr', async () => {
			const dijla = await ctx.app()
			const ref = await ctx.reference()
			const cookie = await signIn(dijla.url)
			const { productPath, skuId, qty } = await demoSku(dijla.url)
			let tradeFlowPath = `${TRADE_FLOW_PATH}?source=buy_now&skuId=${encodeURIComponent(skuId)}&qty=${qty}`
			ctx.log(`trade flow: signed in as ${DEMO_BUYER.account}; SKU ${skuId} × ${qty} of ${productPath}`)
			let page = await probe(dijla.url + tradeFlowPath, { headers: { cookie }, redirect: 'manual', html: true })
			if (page.status >= 300 && page.status < 400 && page.location?.startsWith(`${TRADE_FLOW_PATH}?`)) {
				// The page's canonical address for the same checkout (its parameters in its own order): measure that.
				ctx.log(`GET ${tradeFlowPath}: HTTP ${page.status} → ${page.location} (the canonical address; measuring it)`)
				tradeFlowPath = page.location
				page = await probe(dijla.url + tradeFlowPath, { headers: { cookie }, redirect: 'manual', html: true })
			}
			// As a heading's text (the page also carries every message, quoted, for the browser).
			const placeholder = pendingTitles().some((title) => page.html.includes(`>${title}</`))
			const real = page.status >= 200 && page.status < 300 && !placeholder
			ctx.log(
				`GET ${tradeFlowPath}: HTTP ${page.status}${page.location ? ` → ${page.location}` : ''}, ${page.raw} B html (${page.gzip} B gzip)` +
					(placeholder ? ' — the "coming soon" placeholder, not the trade flow: its numbers measure the placeholder' : ''),
			)
			const runs = await ssrRounds(ctx, [
				{ key: 'reference', label: 'reference', url: ref.url + '/', pid: ref.pid },
				{ key: 'app', label: 'trade flow', url: dijla.url + tradeFlowPath, headers: { cookie }, pid: dijla.pid },
			])
			rows.push(
				{
					metric: 'trade flow renders the checkout (signed in, 2xx, not the "coming soon" page)',
					value: real ? 'yes' : placeholder ? 'no: placeholder' : `no: HTTP ${page.status}`,
					unit: '',
					target: 'yes',
					ok: real,
				},
				{ metric: 'trade flow HTML (gzip -6)', value: Math.round(page.gzip / 102.4) / 10, unit: 'KB' },
				...ssrRows('trade flow', runs.app),
				...ssrRows('reference', runs.reference),
				...ratioRows(runs.app, runs.reference, { minThroughput: targets.minThroughputRatio, maxP99: targets.maxP99Ratio }),
			)
			const { html: _html, ...pageDetails } = page
			details.ssr = { path: tradeFlowPath, productPath, page: { ...pageDetails, placeholder }, runs }
		})
		return section.finish({ rows, details })
	},
}
