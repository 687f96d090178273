// The product page (`/pages/commodity_details/index?productId=…`): SSR throughput and p99 at 50 connections
// against the bare Remix reference page, measured in the same run, and the Lighthouse mobile score.
import { sectionRunner, lighthouseSection, probe, ratioRows, ssrRounds, ssrRows } from '../lib/sections.js'

export const targets = { lighthouse: 95, minThroughputRatio: 0.5, maxP99Ratio: 2 }

/** The first product the home page links to: a real, active demo product. */
async function firstProductPath(baseUrl) {
	const html = await (await fetch(`${baseUrl}/`)).text()
	const match = html.match(/\/pages\/commodity_details\/index\?productId=[0-9a-f-]{36}/)
	if (!match) throw new Error('the home page links no product')
	return match[0]
}

export default {
	name: 'product',
	description: 'product page: SSR req/s and p99 vs the reference, Lighthouse mobile',
	async run(ctx) {
		const rows = []
		const details = {}
		const section = sectionRunner(ctx, rows)

		await section('ssr', async () => {
			const dijla = await ctx.app()
			const ref = await ctx.reference()
			const path = await firstProductPath(dijla.url)
			const page = await probe(dijla.url + path)
			ctx.log(`GET ${path}: HTTP ${page.status}, ${page.raw} B html (${page.gzip} B gzip)`)
			const runs = await ssrRounds(ctx, [
				{ key: 'reference', label: 'reference', url: ref.url + '/', pid: ref.pid },
				{ key: 'app', label: 'product', url: dijla.url + path, pid: dijla.pid },
			])
			rows.push(
				{ metric: 'product HTML (gzip -6)', value: Math.round(page.gzip / 102.4) / 10, unit: 'KB' },
				...ssrRows('product', runs.app),
				...ssrRows('reference', runs.reference),
				...ratioRows(runs.app, runs.reference, { minThroughput: targets.minThroughputRatio, maxP99: targets.maxP99Ratio }),
			)
			details.ssr = { path, page, runs }
		})

		await section('lighthouse', async () => {
			const dijla = await ctx.app()
			const path = await firstProductPath(dijla.url)
			const lh = await lighthouseSection(ctx, { label: 'product', url: dijla.url + path, minScore: targets.lighthouse })
			rows.push(...lh.rows)
			details.lighthouse = lh.details
		})
		return section.finish({ rows, details })
	},
}
