// Building and serving the two targets: Dijla itself (the repo root) and the
// bare-Remix reference in tests/bench/reference.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, runToEnd, start, stop, waitForHttp } from './proc.js'

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const rootDir = path.resolve(benchDir, '../..')
export const referenceDir = path.join(benchDir, 'reference')
export const resultsDir = path.join(benchDir, 'results')
export const logsDir = path.join(resultsDir, 'logs')
export const dataDir = path.join(benchDir, '.data')

export const app = {
	name: 'app',
	clientDir: path.join(rootDir, 'build/client'),
	serverEntry: path.join(rootDir, 'build/server/index.js'),
}
export const reference = {
	name: 'reference',
	clientDir: path.join(referenceDir, 'build/client'),
	serverEntry: path.join(referenceDir, 'build/server/index.js'),
}

/** True when the app's sources exist (the lead's server.js and root route). */
export function appExists() {
	return fs.existsSync(path.join(rootDir, 'server.js')) && fs.existsSync(path.join(rootDir, 'app/root.tsx'))
}

function newestMtime(target) {
	const stat = fs.statSync(target, { throwIfNoEntry: false })
	if (!stat) return 0
	if (!stat.isDirectory()) return stat.mtimeMs
	let newest = stat.mtimeMs
	for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
	return newest
}

/** `npm run build` at the repo root (always, unless the caller skips it). */
export async function buildApp(log) {
	log('building the app (npm run build)…')
	const t0 = Date.now()
	await runToEnd('npm', ['run', 'build'], {
		cwd: rootDir,
		env: { ...process.env, NODE_ENV: 'production' },
		logFile: path.join(logsDir, 'app-build.log'),
	})
	log(`app built in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
}

/** Builds the reference when its build is missing or older than its sources. */
export async function buildReference(log, { force = false } = {}) {
	const sources = ['app', 'public', 'vite.config.ts', 'package.json'].map((p) => path.join(referenceDir, p))
	const built = fs.statSync(reference.serverEntry, { throwIfNoEntry: false })?.mtimeMs ?? 0
	const newest = Math.max(...sources.map(newestMtime))
	if (!force && built > newest && fs.existsSync(reference.clientDir)) return
	log('building the reference (remix vite:build tests/bench/reference)…')
	const t0 = Date.now()
	fs.rmSync(path.join(referenceDir, 'build'), { recursive: true, force: true })
	await runToEnd(process.execPath, [path.join(rootDir, 'node_modules/@remix-run/dev/dist/cli.js'), 'vite:build', referenceDir], {
		cwd: rootDir,
		env: { ...process.env, NODE_ENV: 'production' },
		logFile: path.join(logsDir, 'reference-build.log'),
	})
	log(`reference built in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
}

/**
 * Starts a production server and waits until it is ready.
 * @returns {Promise<{ name: string, url: string, port: number, pid: number, logFile: string, stop: () => Promise<void> }>}
 */
async function serve(name, script, { healthPath, extraEnv, timeoutMs }) {
	const port = await freePort()
	const url = `http://127.0.0.1:${port}`
	const logFile = path.join(logsDir, `${name}-server.log`)
	const { child, exited } = start(process.execPath, [script], {
		cwd: rootDir,
		env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...extraEnv },
		logFile,
	})
	await waitForHttp(url + healthPath, { exited, timeoutMs, logFile })
	return { name, url, port, pid: child.pid, logFile, stop: () => stop(child) }
}

/**
 * Starts the built app. By default the bench's shared instance on tests/bench/.data; a part that needs a
 * database of its own (seeded before the server starts) passes `name`, `dataDir` and extra `env` (e.g. a
 * `DATABASE_URL`). Its log is results/logs/<name>-server.log.
 */
export async function startApp(log, { name = 'app', dataDir: dir = dataDir, env = {} } = {}) {
	fs.mkdirSync(dir, { recursive: true })
	const fresh = !env.DATABASE_URL && !fs.existsSync(path.join(dir, 'pglite', 'PG_VERSION'))
	log(`starting ${name}${fresh ? ' (empty data dir: migrating and seeding, may take a while)' : ''}…`)
	const t0 = Date.now()
	const server = await serve(name, path.join(rootDir, 'server.js'), {
		healthPath: '/healthz',
		extraEnv: { DIJLA_DATA_DIR: dir, ...env },
		timeoutMs: 300_000,
	})
	log(`${name} ready at ${server.url} in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
	// Start-up work that goes on in the background (the photo descriptors of pictures that have none: all of
	// them on a fresh database) would share the CPU with whatever is measured first: wait for it.
	const quiet = /^(warn|error|fatal|silent)$/.test(env.LOG_LEVEL ?? process.env.LOG_LEVEL ?? '')
	const settled = quiet || (await waitForLogLine(server.logFile, /"msg":"photo descriptors( failed)?"/, 180_000))
	if (!settled) log(`${name}: no "photo descriptors" line in its log after 3 minutes; measuring anyway`)
	return server
}

async function waitForLogLine(file, pattern, timeoutMs) {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		if (pattern.test(fs.readFileSync(file, 'utf8'))) return true
		await new Promise((resolve) => setTimeout(resolve, 500))
	}
	return false
}

export async function startReference(log) {
	const server = await serve('reference', path.join(referenceDir, 'server.js'), { healthPath: '/', timeoutMs: 60_000 })
	log(`reference ready at ${server.url}`)
	return server
}

/**
 * A PostgreSQL database of the bench's own on the server `url` names (BENCH_DATABASE_URL): `<prefix>_<random>`,
 * created now; `drop()` removes it again (with force: app processes may still hold connections).
 * @returns {Promise<{ name: string, url: string, drop: (log: (message: string) => void) => Promise<void> }>}
 */
export async function benchDatabase(url, prefix) {
	const { default: pg } = await import('pg')
	const { randomBytes } = await import('node:crypto')
	const name = `${prefix}_${randomBytes(4).toString('hex')}`
	const admin = new pg.Client({ connectionString: url })
	await admin.connect()
	try {
		await admin.query(`create database "${name}"`)
	} catch (error) {
		await admin.end()
		throw error
	}
	const databaseUrl = new URL(url)
	databaseUrl.pathname = `/${name}`
	return {
		name,
		url: databaseUrl.href,
		async drop(log) {
			await admin.query(`drop database if exists "${name}" with (force)`).catch((error) => log(`could not drop ${name}: ${error.message}`))
			await admin.end()
		},
	}
}
