// Both cores (issue 19): with PostgreSQL, `npm run serve` runs WEB_CONCURRENCY worker processes (default: one per
// core) that share the port; on the embedded PGlite, which one process owns, and in development, one process.
import cluster from 'node:cluster'
import os from 'node:os'

const RESTART_DELAY_MS = 1000

/** How many processes serve this configuration; exits with a message on a bad WEB_CONCURRENCY. */
export function workerCount(env = process.env) {
	const raw = env.WEB_CONCURRENCY?.trim()
	let wanted = os.availableParallelism()
	if (raw) {
		wanted = Number(raw)
		if (!Number.isInteger(wanted) || wanted < 1 || wanted > 256) {
			console.error(`WEB_CONCURRENCY must be a whole number from 1 to 256 (got "${env.WEB_CONCURRENCY}")`)
			process.exit(1)
		}
	}
	if (env.NODE_ENV !== 'production' || !env.DATABASE_URL) return 1
	return wanted
}

/**
 * In the primary process with more than one worker: forks them and keeps them running, and returns true (the caller
 * serves nothing itself). Otherwise (one process, or a worker) returns false and the caller serves.
 * The first worker starts alone (it applies the migrations and seeds an empty database); the others follow once it
 * listens. A worker that dies is replaced; SIGTERM or SIGINT stops them all.
 */
export function forkWorkers(count) {
	if (count <= 1 || !cluster.isPrimary) return false
	let stopping = false
	const fork = () => cluster.fork()
	const first = fork()
	const failedStart = (code) => {
		console.error(`the first worker exited (${code}) before it listened; stopping`)
		process.exit(code || 1)
	}
	first.once('exit', failedStart)
	first.once('listening', () => {
		first.off('exit', failedStart)
		let listening = 1
		for (let n = 1; n < count; n++) {
			fork().once('listening', () => {
				if (++listening === count) console.log(`${count} workers listening`)
			})
		}
		cluster.on('exit', (worker, code, signal) => {
			if (stopping) return
			console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`)
			setTimeout(fork, RESTART_DELAY_MS).unref()
		})
	})
	const stop = (signal) => {
		if (stopping) return
		stopping = true
		for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
		const done = () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0)
		cluster.on('exit', done)
		done()
		setTimeout(() => process.exit(0), 8000).unref()
	}
	process.on('SIGTERM', () => stop('SIGTERM'))
	process.on('SIGINT', () => stop('SIGINT'))
	return true
}
