// The three measurements: initial JS from the Remix manifest, SSR load with
// autocannon, and Lighthouse (mobile, performance only) on Debian Chromium.
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { onCleanup } from './proc.js'

/** Reads Remix's browser manifest (`build/client/assets/manifest-*.js`). */
export function readRemixManifest(clientDir) {
	const assets = path.join(clientDir, 'assets')
	const candidates = fs
		.readdirSync(assets)
		.filter((f) => /^manifest-[\w-]+\.js$/.test(f))
		.map((f) => ({ f, mtime: fs.statSync(path.join(assets, f)).mtimeMs }))
		.sort((a, b) => b.mtime - a.mtime)
	if (candidates.length === 0) throw new Error(`no Remix manifest (manifest-*.js) in ${assets}`)
	const source = fs.readFileSync(path.join(assets, candidates[0].f), 'utf8').trim()
	const json = source.replace(/^window\.__remixManifest\s*=\s*/, '').replace(/;\s*$/, '')
	return JSON.parse(json)
}

let lexer
async function staticImportsOf(code) {
	if (lexer === undefined) {
		try {
			lexer = await import('es-module-lexer')
			await lexer.init
		} catch {
			lexer = null
		}
	}
	if (!lexer) return []
	const [imports] = lexer.parse(code)
	// d === -1: a static import/export-from (d > -1 is a dynamic import(), -2 import.meta)
	return imports.filter((i) => i.d === -1 && i.n).map((i) => i.n)
}

/** Whether the build discovers routes lazily (Remix's v3_lazyRouteDiscovery), read from its server build. */
function lazyRouteDiscovery(clientDir) {
	const serverDir = path.join(clientDir, '..', 'server')
	const files = [path.join(serverDir, 'index.js')]
	try {
		for (const name of fs.readdirSync(path.join(serverDir, 'assets'))) if (name.endsWith('.js')) files.push(path.join(serverDir, 'assets', name))
	} catch {
		// No assets folder: the flags are in index.js.
	}
	return !files.some((file) => {
		try {
			return /"v3_lazyRouteDiscovery":\s*false/.test(fs.readFileSync(file, 'utf8'))
		} catch {
			return false
		}
	})
}

/**
 * Initial JS of a page: the entry client module plus the given route modules
 * and every static import the Remix manifest lists for them, deduplicated;
 * each file gzipped on its own (level 9), as a browser would fetch it.
 * Static imports found in the files themselves but missing from the
 * manifest are added too and reported as `unlisted`. Without lazy route
 * discovery the route manifest module (`manifest-*.js`) counts too.
 */
export async function initialJs(clientDir, routeIds) {
	const manifest = readRemixManifest(clientDir)
	const urls = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])])
	// Without lazy route discovery every page loads the whole route manifest (a module of its own) up front.
	if (manifest.url && !lazyRouteDiscovery(clientDir)) urls.add(manifest.url)
	for (const id of routeIds) {
		const route = manifest.routes[id]
		if (!route) throw new Error(`route "${id}" is not in the Remix manifest (routes: ${Object.keys(manifest.routes).join(', ')})`)
		urls.add(route.module)
		for (const url of route.imports ?? []) urls.add(url)
	}
	const listed = new Set(urls)
	const files = []
	const queue = [...urls]
	while (queue.length) {
		const url = queue.shift()
		const file = path.join(clientDir, url.replace(/^\//, '').split('?')[0])
		const code = fs.readFileSync(file)
		files.push({ url, raw: code.length, gzip: gzipSync(code, { level: 9 }).length, listed: listed.has(url) })
		for (const spec of await staticImportsOf(code.toString('utf8'))) {
			if (!spec.startsWith('.') && !spec.startsWith('/')) continue
			const resolved = spec.startsWith('/') ? spec : path.posix.join(path.posix.dirname(url), spec)
			if (!urls.has(resolved)) {
				urls.add(resolved)
				queue.push(resolved)
			}
		}
	}
	files.sort((a, b) => b.gzip - a.gzip)
	return {
		files,
		raw: files.reduce((sum, f) => sum + f.raw, 0),
		gzip: files.reduce((sum, f) => sum + f.gzip, 0),
		unlisted: files.filter((f) => !f.listed).map((f) => f.url),
	}
}

export const browserHeaders = {
	accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
	'accept-encoding': 'gzip',
	'accept-language': 'ar-IQ,ar;q=0.9',
	'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36 dijla-bench',
}

/** CPU time (user + system) a process has used so far, in ms; null where /proc cannot tell. */
function ownCpuMs(pid) {
	try {
		const fields = fs
			.readFileSync(`/proc/${pid}/stat`, 'utf8')
			.replace(/^.*\) /, '')
			.split(' ')
		// After the command: state is field 3, so utime and stime (fields 14 and 15) are at 11 and 12.
		return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
	} catch {
		return null
	}
}

/**
 * CPU time (user + system) a server has used so far, in ms: the process and its child processes (the workers of
 * `npm run serve` with WEB_CONCURRENCY), read from /proc; null where /proc cannot tell.
 */
export function processCpuMs(pid) {
	const own = ownCpuMs(pid)
	if (own === null) return null
	let children = []
	try {
		children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
	} catch {
		// No children list on this kernel: the process alone.
	}
	return children.reduce((sum, child) => sum + (ownCpuMs(child) ?? 0), own)
}
/** Linux's USER_HZ; 100 on every architecture Node runs on. */
const CLOCK_TICKS = 100

/**
 * The server's CPU time per page: `url` requested by two connections for `seconds` while the CPU time of the
 * process `pid` is read before and after, divided by the requests completed (two in flight at the end are a
 * rounding error, unlike the 50 of a load test); `method` and `body` as loadTest takes them. Far steadier than req/s on a machine others are using (what
 * other processes take does not count), though it still moves with cache and CPU-frequency effects.
 */
export async function cpuPerRequest(url, { pid, seconds = 4, headers = browserHeaders, method, body }) {
	const { default: autocannon } = await import('autocannon')
	const before = processCpuMs(pid)
	const instance = autocannon({
		url,
		connections: 2,
		duration: seconds,
		headers,
		timeout: 10,
		...(method ? { method } : {}),
		...(body ? { body } : {}),
	})
	const unregister = onCleanup(() => instance.stop?.())
	const result = await instance
	unregister()
	const after = processCpuMs(pid)
	return before === null || after === null || result.requests.total === 0 ? null : (after - before) / result.requests.total
}

/**
 * One autocannon run against `url`. Times in ms. `method` and `body` send another request than a GET (the mobile
 * API's JSON POSTs); with `percentiles`, every response's time is kept and those percentiles are computed exactly
 * (autocannon's own summary has p50, p90, p97.5 and p99 but no p95), e.g. `{ p95: 95 }`.
 */
export async function loadTest(url, { connections = 50, duration = 10, headers = browserHeaders, method, body, percentiles } = {}) {
	const { default: autocannon } = await import('autocannon')
	const instance = autocannon({ url, connections, duration, headers, timeout: 10, ...(method ? { method } : {}), ...(body ? { body } : {}) })
	const unregister = onCleanup(() => instance.stop?.())
	const times = []
	if (percentiles) instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
	const result = await instance
	unregister()
	return {
		...(percentiles ? exactPercentiles(times, percentiles) : {}),
		rps: result.requests.average,
		total: result.requests.total,
		p50: result.latency.p50,
		p99: result.latency.p99,
		max: result.latency.max,
		non2xx: result.non2xx,
		errors: result.errors,
		timeouts: result.timeouts,
		bytesPerSec: result.throughput.average,
		/** Responses per HTTP status, e.g. `{ 200: 5120 }` or `{ 302: 4800 }`: what the non-2xx were. */
		statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count])),
	}
}

export const chromeFlags = [
	'--headless=new',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
]

/** One Lighthouse run (default mobile config, performance only) in a fresh Chromium. */
/** @param {string} url @param {{ cookie?: string }} [options] a session cookie for signed-in pages (sent with every request) */
export async function lighthouseRun(url, { cookie } = {}) {
	const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')])
	const chrome = await chromeLauncher.launch({
		chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
		chromeFlags,
		handleSIGINT: false,
		logLevel: 'silent',
	})
	const unregister = onCleanup(() => chrome.kill())
	try {
		const result = await lighthouse(url, {
			port: chrome.port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: ['performance'],
			...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
		})
		if (!result) throw new Error('lighthouse returned no result')
		const { lhr } = result
		if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
		const audit = (id) => lhr.audits[id]?.numericValue
		return {
			score: lhr.categories.performance.score == null ? NaN : lhr.categories.performance.score * 100,
			fcp: audit('first-contentful-paint'),
			lcp: audit('largest-contentful-paint'),
			tbt: audit('total-blocking-time'),
			cls: audit('cumulative-layout-shift'),
			si: audit('speed-index'),
			observedFcp: lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN,
			observedLoad: lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? NaN,
			warnings: lhr.runWarnings ?? [],
			diagnostics: topOpportunities(lhr),
		}
	} finally {
		unregister()
		await chrome.kill()
	}
}

function topOpportunities(lhr) {
	const refs = lhr.categories.performance.auditRefs ?? []
	return refs
		.map((ref) => lhr.audits[ref.id])
		.filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
		.map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`)
}

/** `{ name: percent }` → `{ name: the value at that percentile of values }` (nearest rank), rounded to 0.1 ms. */
export function exactPercentiles(values, percentiles) {
	const sorted = [...values].sort((a, b) => a - b)
	const at = (percent) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((percent / 100) * sorted.length) - 1)] : NaN)
	return Object.fromEntries(Object.entries(percentiles).map(([name, percent]) => [name, Math.round(at(percent) * 10) / 10]))
}
