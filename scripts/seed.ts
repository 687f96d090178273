// `npm run db:seed`: migrate and seed the configured database (DATABASE_URL, else PGlite in DIJLA_DATA_DIR)
// without starting the server. The server does the same on start-up; this is for operators and CI.
import { getDatabase } from '#app/db/client.server.ts'
import { seedDemoShop } from '#app/db/seed.server.ts'
import { getStorage } from '#app/providers/storage/index.server.ts'
import { prepareDatabase } from '#app/startup.server.ts'

const database = getDatabase()
try {
	await prepareDatabase(database)
	const result = await seedDemoShop(database.db, { storage: getStorage(), log: (message) => console.log(message) })
	console.log(
		[
			result.created ? `Demo shop created in ${result.durationMs} ms.` : 'Demo shop already present; nothing changed.',
			`  demo buyer: ${result.buyer.phone} or ${result.buyer.email}, password ${result.buyer.password}`,
			`  staff:      user ${result.staff.username}, password ${result.staff.password}`,
		].join('\n'),
	)
} finally {
	await database.close()
}
