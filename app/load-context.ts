/** What server.js passes to every loader and action (`context`). */
declare module '@remix-run/node' {
	interface AppLoadContext {
		clientIp: string | null
		/** Made on this machine directly (a loopback peer, no proxy's forwarding headers): app/utils/dev-doors.server.ts. */
		direct?: boolean
	}
}

export {}
