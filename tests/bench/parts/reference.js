// The reference alone: a calibration of this machine (and a self-test of the
// harness) that needs no app. Runs only when named: `npm run bench -- reference`.
import { reference } from '../lib/servers.js'
import { jsSection, lighthouseSection, probe, sectionRunner, ssrRounds, ssrRows } from '../lib/sections.js'

export default {
	name: 'reference',
	default: false,
	description: 'the bare Remix reference alone (machine calibration, harness self-test)',
	async run(ctx) {
		const rows = []
		const details = {}
		const section = sectionRunner(ctx, rows)
		await section('js', async () => {
			await ctx.referenceBuild()
			const js = await jsSection({ label: 'reference', clientDir: reference.clientDir, routeIds: ['root', 'routes/_index'] })
			rows.push(...js.rows)
			details.js = js.details
		})
		await section('ssr', async () => {
			const server = await ctx.reference()
			const page = await probe(server.url + '/')
			const runs = await ssrRounds(ctx, [{ key: 'reference', label: 'reference', url: server.url + '/' }])
			rows.push(
				{ metric: 'reference HTML (gzip -6)', value: Math.round(page.gzip / 102.4) / 10, unit: 'KB' },
				...ssrRows('reference', runs.reference),
			)
			details.ssr = { page, runs }
		})
		await section('lighthouse', async () => {
			const server = await ctx.reference()
			const lh = await lighthouseSection(ctx, { label: 'reference', url: server.url + '/' })
			rows.push(...lh.rows)
			details.lighthouse = lh.details
		})
		return section.finish({ rows, details })
	},
}
