/**
 * The doors made for development and tests: the dev outbox (`/dev/outbox`, sign-in codes of channels without a
 * real sender) and the sandbox card gateway (`/dev/gateway`). Through either, whoever can reach it signs in as
 * anyone or marks an order paid, so:
 * - outside production they are open (the Vite dev server on a developer's machine);
 * - in production they are closed unless `DIJLA_DEV_DOORS=loopback` opts in, and then they answer only requests
 *   made on this machine directly (the demo `npm start` and the browser tests), never one that came through a
 *   proxy. Closed, a channel without a real sender is not offered and card payment is not offered without a
 *   real gateway (docs/decisions/018-safe-by-default.md).
 */
export type DevDoors = 'open' | 'loopback' | 'closed'

export function devDoorsFrom(env: { NODE_ENV?: string; DIJLA_DEV_DOORS?: string }): DevDoors {
	if (env.NODE_ENV !== 'production') return 'open'
	return env.DIJLA_DEV_DOORS === 'loopback' ? 'loopback' : 'closed'
}

/** This deployment's doors (production is read from the environment once; it never changes while running). */
export function devDoors(): DevDoors {
	return devDoorsFrom(process.env)
}

/** What server.js tells a loader about the connection (AppLoadContext.direct). */
export type ConnectionFacts = { direct?: boolean }

/** May this request use a dev door? Open: yes; loopback: only when made on this machine, not through a proxy. */
export function devDoorOpenFor(context: ConnectionFacts | undefined, doors: DevDoors = devDoors()): boolean {
	if (doors === 'open') return true
	if (doors === 'closed') return false
	return context?.direct === true
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/

/** The headers a proxy adds: a request that carries any of them did not come straight from this machine. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'] as const

/** Whether a connection is direct from this machine: a loopback peer and no proxy's forwarding headers. */
export function isDirectLoopback(remoteAddress: string | undefined, headers: Record<string, string | string[] | undefined>): boolean {
	if (!remoteAddress || !LOOPBACK.test(remoteAddress)) return false
	return FORWARDING_HEADERS.every((name) => headers[name] === undefined)
}
