// The home page (`/`): initial JS, SSR throughput and p99 against the bare
// Remix reference, and the Lighthouse mobile performance score.
import { app, reference } from '../lib/servers.js'
import { jsSection, sectionRunner, lighthouseSection, probe, ratioRows, ssrRounds, ssrRows } from '../lib/sections.js'

export const targets = { initialJsKb: 110, lighthouse: 95, minThroughputRatio: 0.5, maxP99Ratio: 2 }

export default {
	name: 'home',
	description: 'home page: initial JS, SSR req/s and p99 vs the reference, Lighthouse mobile',
	async run(ctx) {
		const rows = []
		const details = {}
		const section = sectionRunner(ctx, rows)

		await section('js', async () => {
			await ctx.referenceBuild()
			const refJs = await jsSection({ label: 'reference', clientDir: reference.clientDir, routeIds: ['root', 'routes/_index'] })
			details.js = { reference: refJs.details }
			const refRow = refJs.rows[0]
			rows.push(refRow)
			await ctx.appBuild()
			const appJs = await jsSection({ label: 'home', clientDir: app.clientDir, routeIds: ['root', 'home'], targetKb: targets.initialJsKb })
			if (appJs.details.unlisted.length) ctx.log(`static imports missing from the Remix manifest (counted): ${appJs.details.unlisted.join(', ')}`)
			ctx.log(
				`largest initial chunks (gzip): ${appJs.details.files
					.slice(0, 6)
					.map((f) => `${f.url} ${(f.gzip / 1024).toFixed(1)} KB`)
					.join(', ')}`,
			)
			rows.splice(rows.indexOf(refRow), 0, ...appJs.rows)
			details.js.app = appJs.details
		})

		await section('ssr', async () => {
			const dijla = await ctx.app()
			const ref = await ctx.reference()
			const pages = { app: await probe(dijla.url + '/'), reference: await probe(ref.url + '/') }
			ctx.log(
				`GET / app: HTTP ${pages.app.status}, ${pages.app.raw} B html (${pages.app.gzip} B gzip); reference: HTTP ${pages.reference.status}, ${pages.reference.raw} B html (${pages.reference.gzip} B gzip)`,
			)
			const runs = await ssrRounds(ctx, [
				{ key: 'reference', label: 'reference', url: ref.url + '/', pid: ref.pid },
				{ key: 'app', label: 'home', url: dijla.url + '/', pid: dijla.pid },
			])
			rows.push(
				{ metric: 'home HTML (gzip -6)', value: Math.round(pages.app.gzip / 102.4) / 10, unit: 'KB' },
				...ssrRows('home', runs.app),
				...ssrRows('reference', runs.reference),
				...ratioRows(runs.app, runs.reference, { minThroughput: targets.minThroughputRatio, maxP99: targets.maxP99Ratio }),
			)
			details.ssr = { pages, runs }
		})

		await section('lighthouse', async () => {
			const dijla = await ctx.app()
			const lh = await lighthouseSection(ctx, { label: 'home', url: dijla.url + '/', minScore: targets.lighthouse })
			rows.push(...lh.rows)
			details.lighthouse = lh.details
		})
		return section.finish({ rows, details })
	},
}
