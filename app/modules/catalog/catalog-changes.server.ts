import { type DatabaseHandle } from '#app/db/client.server.ts'
import { PgListener } from '#app/realtime/pg-listener.server.ts'
import { logger } from '#app/utils/logger.server.ts'

/**
 * The NOTIFY channel the database triggers of migration 0014 speak on: a SKU's or a product's price, a product's
 * status (listed or not) or an exchange rate changed, whoever changed it.
 */
export const CATALOG_CHANGE_CHANNEL = 'dijla_catalog'

const forgetters = new Set<() => void>()

/**
 * A process-local copy of something a price change makes wrong (a cached page, the home data, the rate in force)
 * registers how to forget it. Returns the function that unregisters.
 */
export function onCatalogChange(forget: () => void): () => void {
	forgetters.add(forget)
	return () => forgetters.delete(forget)
}

/** Forget every cached copy in this process (a notification came, or one may have been missed). */
export function catalogChanged() {
	for (const forget of forgetters) {
		try {
			forget()
		} catch (error) {
			logger.error({ err: error }, 'a cache could not forget a catalogue change')
		}
	}
}

export type CatalogWatch = { ready: Promise<void>; close: () => Promise<void> }

/**
 * LISTENs for catalogue changes on the app's database: in process on PGlite, on a connection of its own on
 * PostgreSQL (re-made after a loss; as notifications may have been missed meanwhile, every cache is emptied then).
 * Every app process does this, so a price change reaches all of them at once.
 */
export function watchCatalogChanges(database: DatabaseHandle, { url }: { url?: string } = {}): CatalogWatch {
	if (database.listen) {
		const stop = database.listen(CATALOG_CHANGE_CHANNEL, () => catalogChanged())
		return {
			ready: stop.then(() => undefined),
			close: async () => (await stop)(),
		}
	}
	if (!url) throw new Error('Watching catalogue changes on PostgreSQL needs the database URL for LISTEN')
	const listener = new PgListener({
		url,
		channel: CATALOG_CHANGE_CHANNEL,
		onNotification: () => catalogChanged(),
		onResubscribed: () => catalogChanged(),
		onError: (error) => logger.warn({ err: error.message }, 'catalogue LISTEN connection lost; retrying'),
	}).start()
	return { ready: listener.ready(), close: () => listener.close() }
}
