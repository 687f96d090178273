import { type DatabaseHandle, getDatabase, openDatabase, readDatabaseOptions } from '#app/db/client.server.ts'
import { watchCatalogChanges } from '#app/modules/catalog/catalog-changes.server.ts'
import { migrateDatabase } from '#app/db/migrate.server.ts'
import { seedDemoShop } from '#app/db/seed.server.ts'
import { seedRegions } from '#app/modules/addresses/regions.server.ts'
import { getCodeSender } from '#app/modules/auth/auth.server.ts'
import { deleteStaleThrottles } from '#app/modules/auth/throttle.server.ts'
import { settleExpiredCampaigns } from '#app/modules/campaigns/campaign-housekeeping.server.ts'
import { conversationChannelKind } from '#app/modules/chat/chat.server.ts'
import { registerChannelKind } from '#app/realtime/channel-kinds.server.ts'
import { ORDER_HOUSEKEEPING_INTERVAL_MS, runOrderHousekeeping } from '#app/modules/orders/housekeeping.server.ts'
import { seedCouponTemplates } from '#app/modules/coupons/wallet.server.ts'
import { backfillImageDescriptors } from '#app/modules/search/photo-search.server.ts'
import { ensureSearchDocuments } from '#app/modules/search/search-index.server.ts'
import { closeRealtime, getRealtime } from '#app/realtime/realtime.server.ts'
import { getStorage } from '#app/providers/storage/index.server.ts'
import { cardPaymentsOffered } from '#app/providers/payment/index.server.ts'
import { devDoors, isDirectLoopback } from '#app/utils/dev-doors.server.ts'
import { getEnv, type Env } from '#app/utils/env.server.ts'
import { createRequestGuard } from '#app/utils/request-guard.server.ts'
import { logger } from '#app/utils/logger.server.ts'

export type RunningApp = {
	env: Env
	/** server.js: whether a connection is direct from this machine (the only kind a production dev door answers). */
	isDirectLoopback: typeof isDirectLoopback
	/** server.js: the first middleware (readable addresses, same-origin writes): app/utils/request-guard.server.ts. */
	requestGuard: ReturnType<typeof createRequestGuard>
	logger: typeof logger
	announce: (url: string) => void
	stop: () => Promise<void>
}

/**
 * What every database needs before it serves a shop, demo or not: the migrations, then the reference data —
 * Iraq's governorates, districts and pickup stores, and the new-user coupon (NEW-USER-1000) that sign-up grants.
 * Idempotent; the server start-up and `npm run db:seed` both call it.
 */
export async function prepareDatabase(database: DatabaseHandle) {
	await migrateDatabase(database)
	await seedRegions(database.db)
	await seedCouponTemplates(database.db)
}

/**
 * Everything that happens once before the first request: configuration is
 * validated, migrations are applied, and an empty database becomes the demo shop.
 * Called by server.js (production and dev alike).
 */
export async function startApp(): Promise<RunningApp> {
	const env = getEnv()
	// Support's "typing…" reaches the buyer on the conversation's own channel.
	registerChannelKind(conversationChannelKind)
	const database = getDatabase()
	// Start-up work may take longer than a request may wait (POOL_TIMEOUTS): on PostgreSQL it has a connection of
	// its own without those limits; PGlite has one connection, and no limits to lift.
	const options = readDatabaseOptions()
	const maintenance = database.kind === 'postgres' ? openDatabase({ ...options, poolSize: 1, timeouts: 'maintenance' }) : database
	const startedAt = performance.now()
	let demo: Awaited<ReturnType<typeof seedDemoShop>> | undefined
	try {
		await prepareDatabase(maintenance)
		logger.info({ database: database.kind, ms: Math.round(performance.now() - startedAt) }, 'database ready')
		if (env.DIJLA_SEED === 'true') {
			demo = await seedDemoShop(maintenance.db, { storage: getStorage(), log: (message) => logger.info(message) })
		}
		// Only missing or stale search documents are rebuilt; a fresh demo shop takes a second.
		await ensureSearchDocuments(maintenance.db)
	} finally {
		if (maintenance !== database) await maintenance.close()
	}
	// Photo descriptors of pictures that have none, in the background (safe from several instances).
	void backfillImageDescriptors(database.db, getStorage()).then(
		(result) => logger.info(result, 'photo descriptors'),
		(error: unknown) => logger.error({ err: error }, 'photo descriptors failed'),
	)
	// Unpaid orders are cancelled after 48 hours, received ones completed after the after-sales window, and
	// campaigns whose timer ran out are settled (reads settle them too; this keeps lists and counts honest).
	const housekeeping = setInterval(() => {
		Promise.all([runOrderHousekeeping(database.db), settleExpiredCampaigns(database.db), deleteStaleThrottles(database.db)]).then(
			([orders, campaignsSettled]) =>
				(orders.cancelledUnpaid || orders.completed || campaignsSettled) && logger.info({ ...orders, campaignsSettled }, 'housekeeping'),
			(error: unknown) => logger.error({ err: error }, 'housekeeping failed'),
		)
	}, ORDER_HOUSEKEEPING_INTERVAL_MS)
	housekeeping.unref()
	// Start listening for real-time events (LISTEN on PostgreSQL) before the first subscriber.
	void getRealtime()
	// A price changed anywhere (the database's trigger NOTIFYs): this process forgets its cached pages and prices.
	const catalogWatch = watchCatalogChanges(database, { url: readDatabaseOptions().url })

	const { kinds: senders, available } = getCodeSender()
	const doors = devDoors()
	const devOutbox = doors !== 'closed' && Object.values(senders).includes('outbox')
	logger.info({ senders, offered: available, devDoors: doors }, 'sign-in code senders')
	if (doors === 'loopback') {
		logger.warn(
			'DIJLA_DEV_DOORS=loopback: /dev/outbox and /dev/gateway answer requests made on this machine (not through a proxy); never for real buyers',
		)
	} else if (doors === 'closed' && Object.values(senders).includes('outbox')) {
		const missing = Object.entries(senders)
			.filter(([, kind]) => kind === 'outbox')
			.map(([channel]) => channel)
		logger.warn({ notOffered: missing }, 'no real sender for some sign-in code channels: they are not offered')
	}
	if (!cardPaymentsOffered(env)) logger.warn('no card gateway configured (PAYMENT_GATEWAY): card payment is not offered')

	return {
		env,
		isDirectLoopback,
		requestGuard: createRequestGuard({ publicUrl: env.PUBLIC_URL, log: (details, message) => logger.info(details, message) }),
		logger,
		announce(url) {
			const lines = [`Dijla is ready at ${url}  (database: ${database.kind})`]
			if (demo) {
				lines.push(
					`  demo buyer:    phone ${demo.buyer.phone} or ${demo.buyer.email}, password ${demo.buyer.password}`,
					`  staff account: user ${demo.staff.username}, password ${demo.staff.password}`,
				)
			}
			if (devOutbox) lines.push(`  sign-in codes: ${url}/dev/outbox`)
			console.log(lines.join('\n'))
		},
		stop: async () => {
			clearInterval(housekeeping)
			await catalogWatch.close()
			await closeRealtime()
			await database.close()
		},
	}
}
