import { sql } from 'drizzle-orm'
import { type Db, type DatabaseKind, getDatabase, readDatabaseOptions } from '#app/db/client.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { type AblyConnection, type AblyServer, createAblyServer } from './ably.server.ts'
import { assertPublishable, isChannelName, isRealtimeEvent, type RealtimeEvent } from './channels.ts'
import { RealtimeHub } from './hub.server.ts'
import { PgListener } from './pg-listener.server.ts'

/** The default NOTIFY channel every app process LISTENs on. */
export const NOTIFY_CHANNEL = 'dijla_realtime'

/**
 * The server half of the real-time layer (DESIGN.md section 6). Callers commit to the database first,
 * then publish; a publish that fails is logged, never thrown, because clients catch up from the
 * database after a reconnect. Invalid channels or oversized events do throw (programming errors).
 */
export type RealtimeServer = {
	readonly transport: 'sse' | 'ably'
	publish: (channel: string, event: RealtimeEvent) => Promise<void>
	/** SSE only: this process's fan-out, which the events route subscribes streams to. */
	readonly hub: RealtimeHub | null
	/** Ably only: signs token requests and publishes through the SDK. */
	readonly ably: AblyServer | null
	/** Resolves once this process receives events (LISTEN in place on PostgreSQL). */
	ready: () => Promise<void>
	close: () => Promise<void>
}

export type RealtimeOptions =
	| { transport: 'ably'; key: string; connection?: AblyConnection }
	| {
			transport: 'sse'
			db: Db
			kind: DatabaseKind
			/** PostgreSQL only: where the LISTEN connection goes. */
			url?: string
			notifyChannel?: string
			/** PostgreSQL only: LISTEN reconnection and health-check timing. */
			listener?: { minDelayMs?: number; maxDelayMs?: number; healthCheckMs?: number }
	  }

export function createRealtime(options: RealtimeOptions): RealtimeServer {
	if (options.transport === 'ably') {
		const ably = createAblyServer(options.key, options.connection)
		return {
			transport: 'ably',
			hub: null,
			ably,
			async publish(channel, event) {
				assertPublishable(channel, event)
				try {
					await ably.publish(channel, event)
				} catch (error) {
					logger.warn({ channel, kind: event.kind, err: String(error) }, 'realtime publish failed (Ably)')
				}
			},
			ready: () => Promise.resolve(),
			close: () => Promise.resolve(),
		}
	}

	const hub = new RealtimeHub()
	if (options.kind === 'pglite') {
		// One process: fan out in-process.
		return {
			transport: 'sse',
			hub,
			ably: null,
			async publish(channel, event) {
				const json = assertPublishable(channel, event)
				// A copy, so the caller may go on changing its object.
				hub.deliver(channel, JSON.parse(json) as RealtimeEvent)
			},
			ready: () => Promise.resolve(),
			async close() {
				hub.closeAll()
			},
		}
	}

	if (!options.url) throw new Error('The SSE transport on PostgreSQL needs the database URL for LISTEN')
	const notifyChannel = options.notifyChannel ?? NOTIFY_CHANNEL
	const listener = new PgListener({
		url: options.url,
		channel: notifyChannel,
		...options.listener,
		onNotification(payload) {
			const message = parseNotification(payload)
			if (message) hub.deliver(message.channel, message.event)
		},
		onResubscribed() {
			logger.info('realtime LISTEN connection re-made; subscribers resync from the database')
			hub.resyncAll()
		},
		onError(error) {
			logger.warn({ err: error.message }, 'realtime LISTEN connection lost; retrying')
		},
	}).start()
	return {
		transport: 'sse',
		hub,
		ably: null,
		async publish(channel, event) {
			const json = assertPublishable(channel, event)
			// Every process (this one included) receives it through LISTEN, after the commit.
			const payload = `{"c":${JSON.stringify(channel)},"e":${json}}`
			try {
				await options.db.execute(sql`select pg_notify(${notifyChannel}, ${payload})`)
			} catch (error) {
				logger.warn({ channel, kind: event.kind, err: String(error) }, 'realtime publish failed (NOTIFY)')
			}
		},
		ready: () => listener.ready(),
		async close() {
			hub.closeAll()
			await listener.close()
		},
	}
}

function parseNotification(payload: string): { channel: string; event: RealtimeEvent } | null {
	try {
		const parsed = JSON.parse(payload) as { c?: unknown; e?: unknown }
		if (isChannelName(parsed.c) && isRealtimeEvent(parsed.e)) return { channel: parsed.c, event: parsed.e }
	} catch {
		// Not ours.
	}
	return null
}

/** The transport this configuration picks: `ABLY_API_KEY` set → Ably, else the built-in SSE. */
export function readRealtimeOptions(env: NodeJS.ProcessEnv = process.env): RealtimeOptions {
	if (env.ABLY_API_KEY) return { transport: 'ably', key: env.ABLY_API_KEY }
	const database = getDatabase()
	return { transport: 'sse', db: database.db, kind: database.kind, url: readDatabaseOptions(env).url }
}

type RealtimeGlobal = typeof globalThis & { __dijlaRealtime?: RealtimeServer }

/** The app-wide real-time server, made on first use (cached on globalThis for Vite's dev reloads). */
export function getRealtime(): RealtimeServer {
	const store = globalThis as RealtimeGlobal
	store.__dijlaRealtime ??= createRealtime(readRealtimeOptions())
	return store.__dijlaRealtime
}

/** Publishes an event after the caller's transaction committed, e.g. `publish(userChannel(id), { kind: 'order.paid', orderId })`. */
export function publish(channel: string, event: RealtimeEvent): Promise<void> {
	return getRealtime().publish(channel, event)
}

/** Ends every open stream and the LISTEN connection (graceful shutdown). */
/**
 * Whether someone is connected to `channel` through this process right now (the built-in SSE transport). With
 * Ably, or a stream held by another app process, this process cannot tell: false. Callers use it to skip a
 * duplicate outside notification, never for anything that must be exact.
 */
export function isWatchedHere(channel: string): boolean {
	return getRealtime().hub?.hasSubscribers(channel) ?? false
}

export async function closeRealtime(): Promise<void> {
	const store = globalThis as RealtimeGlobal
	const server = store.__dijlaRealtime
	store.__dijlaRealtime = undefined
	if (server) await server.close()
}
