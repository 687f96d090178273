#!/usr/bin/env node
// The benchmark runner: `npm run bench [-- <part>…] [--option=value…]`.
// Runs the named parts (all default parts when none is named), prints one
// table and writes tests/bench/results/latest.json. A measurement, not a
// test: it exits 0 whatever the numbers are, and 1 only when a part crashed.
// See tests/bench/README.md.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { cleanupAll, describeError, installExitHandlers } from './lib/proc.js'
import { appExists, benchDir, buildApp, buildReference, resultsDir, startApp, startReference } from './lib/servers.js'
import { renderTable } from './lib/table.js'

const defaults = {
	build: true, // npm run build before measuring the app (--no-build to reuse build/)
	rounds: 3, // load-test rounds per target, alternating reference and app
	duration: 10, // seconds per load-test round
	warmup: 3, // seconds of warm-up before each round (not counted)
	connections: 50,
	'lighthouse-runs': 3,
	skip: '', // comma-separated sections a part may skip: js, ssr, lighthouse
	subscribers: 1000, // chat: SSE streams of the fan-out
	rate: 10, // chat: messages a second during the fan-out
	seconds: 30, // chat: how long the fan-out sends
	'timeline-runs': 5, // chat: page loads of the 10,000-message timeline
	prepends: 4, // chat: older pages loaded at the top of the timeline (30 messages each)
	cycles: 10000, // chat: SSE connections opened and closed by the churn section
}

function parseArgs(argv) {
	const options = { ...defaults }
	const names = []
	for (const arg of argv) {
		const m = /^--(no-)?([\w-]+)(?:=(.*))?$/.exec(arg)
		if (!m) {
			names.push(arg)
			continue
		}
		const [, no, key, raw] = m
		if (key === 'help') options.help = true
		else if (!(key in defaults)) throw new Error(`unknown option --${key} (known: ${Object.keys(defaults).join(', ')})`)
		else if (no) options[key] = false
		else if (raw === undefined) options[key] = true
		else options[key] = typeof defaults[key] === 'number' ? Number(raw) : raw
	}
	options.skip = new Set(
		String(options.skip || '')
			.split(',')
			.filter(Boolean),
	)
	return { names, options }
}

async function loadParts() {
	const dir = path.join(benchDir, 'parts')
	const parts = []
	for (const file of fs
		.readdirSync(dir)
		.filter((f) => f.endsWith('.js'))
		.sort()) {
		const mod = await import(pathToFileURL(path.join(dir, file)).href)
		const part = mod.default ?? mod
		if (typeof part.name !== 'string' || typeof part.run !== 'function') throw new Error(`parts/${file} must export { name, run(ctx) }`)
		parts.push(part)
	}
	return parts
}

function once(fn) {
	let promise
	return () => (promise ??= fn())
}

function chromiumVersion() {
	try {
		return execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], {
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'ignore'],
		}).trim()
	} catch {
		return 'unknown'
	}
}

function log(message) {
	console.error(`[bench] ${message}`)
}

async function main() {
	installExitHandlers()
	const { names, options } = parseArgs(process.argv.slice(2))
	const all = await loadParts()
	if (options.help) {
		console.log(
			`usage: npm run bench [-- <part>…] [--no-build] [--rounds=N] [--duration=S] [--warmup=S] [--connections=N] [--lighthouse-runs=N] [--skip=js,ssr,lighthouse,…]\n` +
				`       chat: [--subscribers=N] [--rate=N] [--seconds=S] [--timeline-runs=N] [--prepends=N] [--cycles=N]`,
		)
		console.log(`parts: ${all.map((p) => `${p.name}${p.default === false ? ' (only when named)' : ''} — ${p.description ?? ''}`).join('\n       ')}`)
		return 0
	}
	const unknown = names.filter((n) => !all.some((p) => p.name === n))
	if (unknown.length) throw new Error(`unknown part(s): ${unknown.join(', ')} (known: ${all.map((p) => p.name).join(', ')})`)
	const selected = names.length ? all.filter((p) => names.includes(p.name)) : all.filter((p) => p.default !== false)

	/** Shared, lazily started resources: each is built/started at most once per run. */
	const appBuild = once(async () => {
		if (!appExists()) throw new Error('the app is not there yet (no server.js or app/root.tsx at the repo root)')
		if (options.build) await buildApp(log)
		else if (!fs.existsSync(path.join(benchDir, '../../build/server/index.js'))) throw new Error('--no-build given but build/ is missing')
	})
	const referenceBuild = once(() => buildReference(log))
	const ctx = {
		options,
		log,
		appBuild,
		referenceBuild,
		app: once(async () => {
			await appBuild()
			return startApp(log)
		}),
		/** Another app process with a database of its own (`{ name, dataDir, env }`), for parts that seed before it starts. */
		startApp: async (appOptions) => {
			await appBuild()
			return startApp(log, appOptions)
		},
		reference: once(async () => {
			await referenceBuild()
			return startReference(log)
		}),
	}

	const results = {
		startedAt: new Date().toISOString(),
		machine: {
			node: process.version,
			cpus: os.cpus().length,
			cpuModel: os.cpus()[0]?.model,
			memoryGiB: Math.round(os.totalmem() / 2 ** 30),
			loadavg: os.loadavg(),
			chromium: chromiumVersion(),
		},
		options: { ...options, skip: [...options.skip] },
		parts: {},
	}
	const rows = []
	let crashed = false
	for (const part of selected) {
		log(`— part "${part.name}" —`)
		const t0 = Date.now()
		try {
			const out = await part.run(ctx)
			const partRows = Array.isArray(out) ? out : (out?.rows ?? [])
			results.parts[part.name] = { rows: partRows, details: Array.isArray(out) ? undefined : out?.details, seconds: (Date.now() - t0) / 1000 }
			for (const row of partRows) rows.push({ part: part.name, ...row })
		} catch (error) {
			crashed = true
			const message = describeError(error)
			const partial = error?.partial
			if (partial) {
				// The part measured what it could; its sections already logged their errors.
				log(`part "${part.name}" had failures: ${error.message}`)
				results.parts[part.name] = { ...partial, error: message, seconds: (Date.now() - t0) / 1000 }
				for (const row of partial.rows) rows.push({ part: part.name, ...row })
			} else {
				log(`part "${part.name}" crashed:\n${message}`)
				results.parts[part.name] = { error: message, seconds: (Date.now() - t0) / 1000 }
				rows.push({ part: part.name, metric: 'CRASHED (see log above)', value: '', unit: '' })
			}
		}
	}
	await cleanupAll()
	results.finishedAt = new Date().toISOString()

	fs.mkdirSync(resultsDir, { recursive: true })
	const outFile = path.join(resultsDir, 'latest.json')
	fs.writeFileSync(outFile, JSON.stringify(results, null, '\t') + '\n')
	console.log('')
	console.log(renderTable(rows))
	console.log('')
	console.log(
		`load average at start: ${results.machine.loadavg.map((n) => n.toFixed(2)).join(' ')} on ${results.machine.cpus} cores; ${results.machine.chromium}`,
	)
	console.log(`written: ${path.relative(process.cwd(), outFile)}`)
	return crashed ? 1 : 0
}

main().then(
	(code) => process.exit(code),
	async (error) => {
		console.error(`[bench] ${error instanceof Error ? error.message : error}`)
		await cleanupAll()
		process.exit(1)
	},
)
