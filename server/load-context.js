// What every loader and action gets as `context` (app/load-context.ts), from the express request and response.

const closedSignals = new WeakMap()

/**
 * Aborted once `res` can no longer be written: the response ended or the client went. A long-lived response (the
 * SSE stream) listens to this rather than to its Request's signal: Remix hands the route copies of the request
 * (`stripIndexParam`, `stripRoutesParam`), each following the one before through a WeakRef (undici), so once an
 * intermediate copy has been collected the client's close never reaches the route's request
 * (remix-run/react-router#14817, nodejs/node#55428). Nothing here is weak: the response holds the listener, the
 * listener the controller.
 */
export function responseClosedSignal(res) {
	let signal = closedSignals.get(res)
	if (!signal) {
		const controller = new AbortController()
		signal = controller.signal
		closedSignals.set(res, signal)
		if (res.closed || res.destroyed) controller.abort()
		else res.once('close', () => controller.abort())
	}
	return signal
}

/** The `getLoadContext` of server.js; `app` is the build's started app (for isDirectLoopback). */
export function createLoadContext(app) {
	return (req, res) => ({
		// The client's address as express sees it through TRUST_PROXY; never a raw X-Forwarded-For.
		clientIp: req.ip ?? null,
		// Made on this machine, not through a proxy (the only requests a production dev door answers).
		direct: app.isDirectLoopback(req.socket.remoteAddress, req.headers),
		// Made on first use only: most requests end before anyone would listen.
		get closed() {
			return responseClosedSignal(res)
		},
	})
}
