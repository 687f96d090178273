// Lighthouse mobile on the six pages issue 19 names (home, product, search results, chat room, trade flow, order
// list), median of --lighthouse-runs (the issue asks for 5), target >= 98 each. Signed-in pages carry the demo
// buyer's session cookie on every request (Lighthouse's extraHeaders). Parts `home` and `product` also run
// Lighthouse, beside their throughput rounds, against the older target of 95.
import { lighthouseSection, sectionRunner } from '../lib/sections.js'
import { listedPages } from './html.js'
import { signIn } from './orders.js'

export const targets = { score: 98 }
const PAGES = ['home', 'product', 'search results', 'chat room', 'trade flow', 'order list']

export default {
	name: 'lighthouse',
	description: 'Lighthouse mobile on home, product, search results, chat room, trade flow and order list (median, >= 98 each)',
	async run(ctx) {
		const rows = []
		const details = {}
		const section = sectionRunner(ctx, rows)
		await section('lighthouse', async () => {
			const dijla = await ctx.app()
			const cookie = await signIn(dijla.url)
			const pages = (await listedPages(dijla.url)).filter((page) => PAGES.includes(page.name))
			for (const page of pages) {
				let url = dijla.url + page.path
				// The trade flow answers with its canonical address first; Lighthouse measures the page itself.
				const first = await fetch(url, { redirect: 'manual', headers: page.signedIn ? { cookie } : {} })
				await first.arrayBuffer()
				if (first.status >= 300 && first.status < 400) url = new URL(first.headers.get('location') ?? '', url).href
				const lh = await lighthouseSection(ctx, { label: page.name, url, minScore: targets.score, ...(page.signedIn ? { cookie } : {}) })
				rows.push(...lh.rows)
				details[page.name] = lh.details
			}
		})
		return section.finish({ rows, details })
	},
}
