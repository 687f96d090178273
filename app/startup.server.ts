import { getDatabase } from '#app/db/client.server.ts'
import { migrateDatabase } from '#app/db/migrate.server.ts'
import { seedDemoShop } from '#app/db/seed.server.ts'
import { getCodeSender } from '#app/modules/auth/auth.server.ts'
import { getStorage } from '#app/providers/storage/index.server.ts'
import { getEnv, type Env } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'

export type RunningApp = {
	env: Env
	logger: typeof logger
	announce: (url: string) => void
	stop: () => Promise<void>
}

/**
 * Everything that happens once before the first request: configuration is
 * validated, migrations are applied, and an empty database becomes the demo shop.
 * Called by server.js (production and dev alike).
 */
export async function startApp(): Promise<RunningApp> {
	const env = getEnv()
	const database = getDatabase()
	const startedAt = performance.now()
	await migrateDatabase(database)
	logger.info({ database: database.kind, ms: Math.round(performance.now() - startedAt) }, 'migrations applied')

	let demo: Awaited<ReturnType<typeof seedDemoShop>> | undefined
	if (env.DIJLA_SEED === 'true') {
		demo = await seedDemoShop(database.db, { storage: getStorage(), log: (message) => logger.info(message) })
	}

	const senders = getCodeSender().kinds
	const devOutbox = Object.values(senders).includes('outbox')
	logger.info({ senders }, 'sign-in code senders')
	if (devOutbox && env.NODE_ENV === 'production') {
		logger.warn('some sign-in codes go to /dev/outbox (no real sender configured): do not expose this instance to the public')
	}

	return {
		env,
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
		stop: () => database.close(),
	}
}
