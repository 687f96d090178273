/** What server.js passes to every loader and action (`context`). */
declare module '@remix-run/node' {
	interface AppLoadContext {
		clientIp: string | null
	}
}

export {}
