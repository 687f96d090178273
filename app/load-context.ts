/** What server.js passes to every loader and action (`context`). */
declare module '@remix-run/node' {
	interface AppLoadContext {
		clientIp: string | null
		/** Made on this machine directly (a loopback peer, no proxy's forwarding headers): app/utils/dev-doors.server.ts. */
		direct?: boolean
		/**
		 * Aborted once the response can no longer be written (it ended, or the client went): server/load-context.js.
		 * A long-lived response listens to this, not to `request.signal`, which a collected copy of the request can
		 * leave unaborted.
		 */
		closed?: AbortSignal
	}
}

export {}
