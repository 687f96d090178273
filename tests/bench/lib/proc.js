// Child processes of the bench: spawned in their own process group, logged to
// a file, and always ended on exit (normal exit, crash, Ctrl-C or SIGTERM).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set()
/** @type {Set<() => Promise<unknown> | unknown>} */
const cleanups = new Set()

function killGroup(child, signal) {
	if (child.exitCode !== null || child.signalCode !== null || !child.pid) return
	try {
		process.kill(-child.pid, signal)
	} catch {
		try {
			child.kill(signal)
		} catch {
			// Already gone.
		}
	}
}

/**
 * Spawns a command, its output going to `logFile`. Returns the child plus
 * `exited`, a promise of its exit code.
 */
export function start(command, args, { cwd, env, logFile }) {
	fs.mkdirSync(path.dirname(logFile), { recursive: true })
	const out = fs.openSync(logFile, 'w')
	const child = spawn(command, args, { cwd, env, stdio: ['ignore', out, out], detached: true })
	fs.closeSync(out)
	children.add(child)
	const exited = new Promise((resolve) => {
		child.on('exit', (code, signal) => {
			children.delete(child)
			resolve(code ?? (signal ? 128 : 1))
		})
		child.on('error', () => {
			children.delete(child)
			resolve(127)
		})
	})
	return { child, exited, logFile }
}

/** Runs a command to completion; throws with the log's tail when it fails. */
export async function runToEnd(command, args, options) {
	const { exited, logFile } = start(command, args, options)
	const code = await exited
	if (code !== 0) {
		throw processError(`${command} ${args.join(' ')} exited ${code}\n--- ${logFile} (excerpt) ---\n${excerpt(logFile)}`)
	}
}

/** Ends one child we started: SIGTERM to its group, SIGKILL after a grace period. */
export async function stop(child, graceMs = 5000) {
	if (child.exitCode !== null || child.signalCode !== null) return
	const gone = new Promise((resolve) => child.once('exit', resolve))
	killGroup(child, 'SIGTERM')
	const timedOut = await Promise.race([gone.then(() => false), sleep(graceMs).then(() => true)])
	if (timedOut) {
		killGroup(child, 'SIGKILL')
		await gone
	}
}

/** Registers an async clean-up step (e.g. killing a Chrome instance). Returns an unregister function. */
export function onCleanup(fn) {
	cleanups.add(fn)
	return () => cleanups.delete(fn)
}

let cleaning = null
export function cleanupAll() {
	cleaning ??= (async () => {
		for (const fn of [...cleanups].reverse()) {
			try {
				await fn()
			} catch {
				// A failed clean-up must not hide the others.
			}
		}
		cleanups.clear()
		await Promise.all([...children].map((child) => stop(child)))
	})()
	return cleaning
}

let installed = false
/** Installs the exit/signal handlers once. */
export function installExitHandlers() {
	if (installed) return
	installed = true
	process.on('exit', () => {
		for (const child of children) killGroup(child, 'SIGKILL')
	})
	for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
		process.on(signal, () => {
			console.error(`\n[bench] ${signal}: stopping child processes…`)
			const code = signal === 'SIGINT' ? 130 : 143
			const force = setTimeout(() => process.exit(code), 10_000)
			force.unref()
			void cleanupAll().finally(() => process.exit(code))
		})
	}
}

const handedOut = new Set()

function tryListen(port) {
	return new Promise((resolve, reject) => {
		const server = net.createServer()
		server.unref()
		server.on('error', reject)
		server.listen(port, '127.0.0.1', () => {
			const address = server.address()
			server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
		})
	})
}

/**
 * A TCP port on 127.0.0.1 that was free a moment ago: one the system picks, or with `BENCH_PORTS=3400-3499`
 * the first free one of that range not yet given out in this run (a machine shared by several people can
 * keep everyone to their own range).
 */
export async function freePort(range = process.env.BENCH_PORTS) {
	if (!range) return tryListen(0)
	const m = /^(\d+)-(\d+)$/.exec(range.trim())
	if (!m) throw new Error(`BENCH_PORTS must look like 3400-3499, not "${range}"`)
	for (let port = Number(m[1]); port <= Number(m[2]); port++) {
		if (handedOut.has(port)) continue
		try {
			await tryListen(port)
			handedOut.add(port)
			return port
		} catch {
			// In use: the next one.
		}
	}
	throw new Error(`no free port left in BENCH_PORTS=${range}`)
}

/**
 * Polls `url` until it answers 200, the process exits, or `timeoutMs` passes.
 */
export async function waitForHttp(url, { exited, timeoutMs = 180_000, logFile }) {
	let dead = false
	let exitCode = null
	void exited.then((code) => {
		dead = true
		exitCode = code
	})
	const deadline = Date.now() + timeoutMs
	let last = 'no answer'
	while (Date.now() < deadline) {
		if (dead) throw processError(`server exited (${exitCode}) before ${url} answered\n--- ${logFile} (tail) ---\n${tail(logFile)}`)
		try {
			const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
			await response.arrayBuffer()
			if (response.status === 200) return
			last = `HTTP ${response.status}`
		} catch (error) {
			last = error instanceof Error ? error.message : String(error)
		}
		await sleep(300)
	}
	throw processError(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})\n--- ${logFile} (tail) ---\n${tail(logFile)}`)
}

export function tail(file, lines = 40) {
	try {
		return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
	} catch {
		return '(no log)'
	}
}

/** The first error-looking lines of a log (build tools print the cause first, then stacks). */
export function excerpt(file, lines = 12) {
	let text
	try {
		text = fs.readFileSync(file, 'utf8').split('\n')
	} catch {
		return '(no log)'
	}
	const first = text.findIndex((line) => /\berror\b|failed|✗|cannot|could not/i.test(line) && !/^npm warn/.test(line))
	if (first === -1) return text.slice(-lines).join('\n')
	const head = text
		.slice(first)
		.filter((line) => !/^\s+at /.test(line))
		.slice(0, lines)
	return head.join('\n') + `\n… (see the whole log: ${file})`
}

/** An error whose message says it all (a log excerpt): printed without a stack. */
export function processError(message) {
	return Object.assign(new Error(message), { name: 'ProcessError' })
}

export function describeError(error) {
	if (!(error instanceof Error)) return String(error)
	return error.name === 'ProcessError' ? error.message : (error.stack ?? error.message)
}
