// Tails cut (issue 19). A page is several steps (the session, the loaders' queries, the render), each waiting its
// turn on one event loop and, on PGlite, one database connection. Left to themselves, 50 requests in flight take
// those turns in rotation, so each one finishes only when nearly all of them do: pages leave in waves, and the
// slowest take several times the median. This lets a few requests run at a time and the others wait in arrival
// order, so each goes through its steps with little in its way and the first to come is the first served; the work
// done is the same, its order is not.

/** Requests let through to Remix at once per process: enough to overlap one request's database wait with another's render. */
export const REQUESTS_AT_ONCE = 4

/** Long-lived or trivial answers that must never wait behind pages. */
const UNQUEUED = [/^\/resources\/realtime\/events$/, /^\/healthz$/]

/**
 * Express middleware: at most `limit` requests past this point at once; the others wait in arrival order. A request
 * gives its place up as soon as its response starts (its loaders are done and its shell rendered: what streams after
 * costs little) or when it ends.
 */
export function requestQueue({ limit = REQUESTS_AT_ONCE } = {}) {
	let running = 0
	const waiting = []
	const next = () => {
		while (running < limit && waiting.length > 0) {
			running++
			waiting.shift()()
		}
	}
	return (req, res, nextMiddleware) => {
		if (UNQUEUED.some((pattern) => pattern.test(req.path))) return nextMiddleware()
		let done = false
		const release = () => {
			if (done) return
			done = true
			running--
			next()
		}
		const start = () => {
			if (res.writableEnded || req.destroyed) {
				release()
				return
			}
			const writeHead = res.writeHead
			res.writeHead = function (...args) {
				release()
				return writeHead.apply(this, args)
			}
			res.once('close', release)
			res.once('finish', release)
			nextMiddleware()
		}
		waiting.push(start)
		next()
	}
}
