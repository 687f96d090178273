// Measurement sections shared by the parts. Each returns result rows
// `{ metric, value, unit, target?, ok? }` plus details for latest.json.
import { gzipSync } from 'node:zlib'
import { cpuPerRequest, initialJs, lighthouseRun, loadTest, browserHeaders } from './measure.js'
import { describeError } from './proc.js'
import { median, round } from './stats.js'

const KB = 1024

/** Initial JS of one build (see measure.js `initialJs`). */
export async function jsSection({ label, clientDir, routeIds, targetKb }) {
	const js = await initialJs(clientDir, routeIds)
	const gzipKb = round(js.gzip / KB, 1)
	const rows = [
		{
			metric: `${label} initial JS (gzip -9)`,
			value: gzipKb,
			unit: 'KB',
			...(targetKb === undefined ? {} : { target: `<= ${targetKb}`, ok: gzipKb <= targetKb }),
		},
		{ metric: `${label} initial JS (raw)`, value: round(js.raw / KB, 1), unit: 'KB' },
		{ metric: `${label} initial JS files`, value: js.files.length, unit: 'files' },
	]
	return { rows, details: js }
}

/**
 * Fetches a page once: status, HTML size raw and gzipped (helps read the req/s). `headers` are added to the
 * browser-like ones (e.g. a session `cookie`); `redirect: 'manual'` reports a redirect (`status`, `location`)
 * instead of following it; `html: true` also returns the page's text.
 */
export async function probe(url, { headers = {}, redirect = 'follow', html: keepHtml = false } = {}) {
	const response = await fetch(url, { headers: { ...browserHeaders, 'accept-encoding': 'identity', ...headers }, redirect })
	const html = Buffer.from(await response.arrayBuffer())
	return {
		status: response.status,
		location: response.headers.get('location'),
		raw: html.length,
		gzip: gzipSync(html, { level: 6 }).length,
		...(keepHtml ? { html: html.toString('utf8') } : {}),
	}
}

/**
 * Load tests the targets back to back: for each round, each target in turn
 * (reference first), each run preceded by a warm-up that is not counted.
 * A target's `headers` (e.g. a session `cookie`) are sent on top of the browser-like ones; with its server's
 * `pid`, each round also measures the server's CPU time per request (cpuPerRequest, 4 s at 2 connections).
 * @param {Array<{ key: string, label: string, url: string, headers?: Record<string, string>, pid?: number }>} targets
 */
export async function ssrRounds(ctx, targets) {
	const { rounds, duration, warmup, connections } = ctx.options
	const runs = Object.fromEntries(targets.map((t) => [t.key, []]))
	for (let round = 1; round <= rounds; round++) {
		for (const target of targets) {
			const headers = { ...browserHeaders, ...target.headers }
			if (warmup > 0) await loadTest(target.url, { connections, duration: warmup, headers })
			const r = await loadTest(target.url, { connections, duration, headers })
			if (target.pid) r.cpuMsPerRequest = await cpuPerRequest(target.url, { pid: target.pid, headers })
			runs[target.key].push(r)
			ctx.log(
				`round ${round}/${rounds} ${target.label}: ${r.rps.toFixed(1)} req/s, p99 ${r.p99} ms, server CPU ${r.cpuMsPerRequest?.toFixed(2) ?? '?'} ms/request, non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}` +
					(r.non2xx
						? ` (statuses: ${Object.entries(r.statusCodes)
								.map(([code, count]) => `${code} × ${count}`)
								.join(', ')})`
						: ''),
			)
		}
	}
	return runs
}

/** Median summary rows of one target's load-test runs. */
export function ssrRows(label, runs) {
	const sum = (key) => runs.reduce((s, r) => s + r[key], 0)
	return [
		{ metric: `${label} SSR throughput (median)`, value: round(median(runs.map((r) => r.rps)), 1), unit: 'req/s' },
		{ metric: `${label} SSR p99 latency (median)`, value: median(runs.map((r) => r.p99)), unit: 'ms' },
		...(runs.every((r) => r.cpuMsPerRequest != null)
			? [{ metric: `${label} server CPU per request (median)`, value: round(median(runs.map((r) => r.cpuMsPerRequest)), 2), unit: 'ms' }]
			: []),
		{ metric: `${label} SSR non-2xx responses (all rounds)`, value: sum('non2xx'), unit: 'count' },
		{ metric: `${label} SSR errors + timeouts (all rounds)`, value: sum('errors') + sum('timeouts'), unit: 'count' },
	]
}

/**
 * Ratios of app to reference, computed per round (the two runs of a round are
 * back to back, so they share the machine's momentary load) and then the median.
 */
export function ratioRows(appRuns, refRuns, { minThroughput, maxP99 }) {
	const pairs = appRuns.map((a, i) => [a, refRuns[i]]).filter(([, r]) => r)
	const throughput = round(median(pairs.map(([a, r]) => a.rps / r.rps)), 2)
	// A run that completed no request has no latency (autocannon reports 0): n/a, not a perfect score.
	const p99 = round(median(pairs.map(([a, r]) => (a.total > 0 && r.total > 0 ? a.p99 / Math.max(r.p99, 1) : NaN))), 2)
	// The same comparison in server CPU time per request (reference ÷ app): what the throughput ratio would be on
	// an idle machine where both are CPU-bound; printed beside it because it barely moves with others' load.
	const cpuPairs = pairs.filter(([a, r]) => a.cpuMsPerRequest > 0 && r.cpuMsPerRequest > 0)
	const cpu = cpuPairs.length ? round(median(cpuPairs.map(([a, r]) => r.cpuMsPerRequest / a.cpuMsPerRequest)), 2) : null
	return [
		{ metric: 'SSR throughput ratio app / reference', value: throughput, unit: 'x', target: `>= ${minThroughput}`, ok: throughput >= minThroughput },
		...(cpu === null ? [] : [{ metric: 'server CPU per request, reference / app (throughput ratio if CPU-bound)', value: cpu, unit: 'x' }]),
		{ metric: 'SSR p99 latency ratio app / reference', value: p99, unit: 'x', target: `<= ${maxP99}`, ok: p99 <= maxP99 },
	]
}

/** Lighthouse runs against one URL, medians of the score and the key metrics. */
export async function lighthouseSection(ctx, { label, url, minScore, cookie }) {
	const runs = []
	for (let i = 1; i <= ctx.options['lighthouse-runs']; i++) {
		const r = await lighthouseRun(url, { cookie })
		runs.push(r)
		ctx.log(
			`lighthouse ${i}/${ctx.options['lighthouse-runs']} ${label}: score ${r.score}, FCP ${Math.round(r.fcp)} ms, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls?.toFixed(3)}` +
				` (observed unthrottled: first paint ${Math.round(r.observedFcp)} ms, load ${Math.round(r.observedLoad)} ms)` +
				(r.warnings.length ? ` (warnings: ${r.warnings.join('; ')})` : ''),
		)
	}
	const m = (key) => median(runs.map((r) => r[key]))
	const score = m('score')
	return {
		rows: [
			{
				metric: `${label} Lighthouse mobile performance (median of ${runs.length})`,
				value: score,
				unit: 'score',
				...(minScore === undefined ? {} : { target: `>= ${minScore}`, ok: score >= minScore }),
			},
			{ metric: `${label} Lighthouse FCP (median)`, value: Math.round(m('fcp')), unit: 'ms' },
			{ metric: `${label} Lighthouse LCP (median)`, value: Math.round(m('lcp')), unit: 'ms' },
			{ metric: `${label} Lighthouse TBT (median)`, value: Math.round(m('tbt')), unit: 'ms' },
			{ metric: `${label} Lighthouse CLS (median)`, value: round(m('cls'), 3), unit: '' },
			// What Chromium saw before Lighthouse's simulation: a first paint long after load means the simulated
			// FCP and LCP count every script that loaded before it (README, "Reading the Lighthouse numbers").
			{
				metric: `${label} observed first paint / load, unthrottled (median)`,
				value: `${Math.round(m('observedFcp'))} / ${Math.round(m('observedLoad'))}`,
				unit: 'ms',
			},
		],
		details: runs,
	}
}

/**
 * Runs a part's sections one after the other; a section that throws does not
 * stop the next ones. `finish(result)` returns the result, or throws an error
 * carrying the rows measured so far (the runner prints them) when any failed.
 */
export function sectionRunner(ctx, rows) {
	const failures = []
	const section = async (name, fn) => {
		if (ctx.options.skip.has(name)) return
		try {
			await fn()
		} catch (error) {
			const seen = failures.find((f) => f.error === error)
			failures.push({ name, error })
			ctx.log(`section "${name}" failed: ${seen ? `same error as section "${seen.name}"` : describeError(error)}`)
			rows.push({ metric: `${name}: CRASHED (see log above)`, value: '', unit: '' })
		}
	}
	section.finish = (result) => {
		if (failures.length === 0) return result
		const errors = [...new Set(failures.map((f) => f.error))]
		const error = new AggregateError(errors, errors.map((e) => (e instanceof Error ? e.message.split('\n')[0] : String(e))).join('; '))
		Object.assign(error, { partial: result })
		throw error
	}
	return section
}
