import { getDatabase } from '#app/db/client.server.ts'
import { isDatabaseHealthy } from '#app/modules/system/health.server.ts'

/** Load balancers and the test runner ask this; 200 once the database answers. */
export async function loader() {
	const healthy = await isDatabaseHealthy(getDatabase().db)
	return new Response(healthy ? 'ok' : 'database unavailable', {
		status: healthy ? 200 : 503,
		headers: { 'Cache-Control': 'no-store' },
	})
}
