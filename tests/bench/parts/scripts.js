// Initial JavaScript per page (issue 19): every script each buyer page loads in headless Chromium at phone size
// until the network is idle, gzipped at level 9 (lib/page-scripts.js). Home <= 110 KB, every other buyer page
// <= 125 KB. Signed-in pages with the demo buyer's session.
import { app } from '../lib/servers.js'
import { pageScripts } from '../lib/page-scripts.js'
import { sectionRunner } from '../lib/sections.js'
import { round } from '../lib/stats.js'
import { listedPages } from './html.js'
import { signIn } from './orders.js'

export const targets = { homeKb: 110, pageKb: 125 }

export default {
	name: 'scripts',
	description: 'initial JS of every buyer page in Chromium until network idle, gzip -9 (home <= 110 KB, others <= 125 KB)',
	async run(ctx) {
		const rows = []
		const details = {}
		const section = sectionRunner(ctx, rows)
		await section('scripts', async () => {
			const dijla = await ctx.app()
			const cookie = await signIn(dijla.url)
			const pages = [
				...(await listedPages(dijla.url)),
				{ name: 'cart', path: '/pages/cart/index', signedIn: true },
				{ name: 'account', path: '/pages/account/index', signedIn: true },
			].map((page) => ({ name: page.name, path: page.path, ...(page.signedIn ? { cookie } : {}) }))
			const results = await pageScripts({ baseUrl: dijla.url, clientDir: app.clientDir, pages })
			for (const result of results) {
				const kb = round(result.gzip / 1024, 1)
				const target = result.name === 'home' ? targets.homeKb : targets.pageKb
				ctx.log(
					`${result.name}: ${kb} KB in ${result.files.length} files (${result.files.map((f) => `${f.url.replace('/assets/', '')} ${round(f.gzip / 1024, 1)}`).join(', ')})`,
				)
				rows.push({
					metric: `${result.name} initial JS, every script until network idle (gzip -9)`,
					value: kb,
					unit: 'KB',
					target: `<= ${target}`,
					ok: kb <= target,
				})
			}
			details.pages = results
		})
		return section.finish({ rows, details })
	},
}
