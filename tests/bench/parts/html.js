// Valid HTML (issue 19): every listed page in every language, fetched as sent (no compression), must hold no
// NUL byte and give no error in the Nu HTML checker (vnu.jar, from the vnu-jar package, on Java 17+).
// Signed-in pages are fetched with the demo buyer's session.
import { fetchPage, nuCheck } from '../lib/html-check.js'
import { sectionRunner } from '../lib/sections.js'
import { demoSku, signIn } from './orders.js'

export const LOCALES = ['ar', 'ckb', 'en', 'zh']

/** The pages the issue names, by how a person reaches them; `signedIn` ones with the demo buyer's session. */
export async function listedPages(baseUrl) {
	const { productPath, skuId, qty } = await demoSku(baseUrl)
	return [
		{ name: 'home', path: '/' },
		{ name: 'product', path: productPath },
		{ name: 'search results', path: '/pages/search-detail/index?keyword=bag' },
		{ name: 'free gifts', path: '/pages/free-gifts/index' },
		{ name: 'login', path: '/pages/login/index' },
		{ name: 'order list', path: '/pages/individualCenter/buyer_order_list/index', signedIn: true },
		{ name: 'chat room', path: '/pages/chat-room/index', signedIn: true },
		{ name: 'trade flow', path: `/pages/trade_flow/index?source=buy_now&skuId=${encodeURIComponent(skuId)}&qty=${qty}`, signedIn: true },
	]
}

const withLang = (path, locale) => `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`

export default {
	name: 'html',
	description: 'valid HTML: NUL bytes and Nu HTML checker errors on 8 pages in ar, ckb, en, zh (target 0 and 0)',
	async run(ctx) {
		const rows = []
		const details = {}
		const section = sectionRunner(ctx, rows)
		await section('html', async () => {
			const dijla = await ctx.app()
			const cookie = await signIn(dijla.url)
			const pages = await listedPages(dijla.url)
			const fetched = {}
			const nulPages = []
			let nulBytes = 0
			for (const page of pages) {
				for (const locale of LOCALES) {
					const name = `${page.name} (${locale})`
					let url = dijla.url + withLang(page.path, locale)
					let result = await fetchPage(url, { headers: page.signedIn ? { cookie } : {} })
					// The trade flow answers with its canonical address first.
					if (result.status >= 300 && result.status < 400 && result.location) {
						url = new URL(result.location, url).href
						result = await fetchPage(url, { headers: page.signedIn ? { cookie } : {} })
					}
					if (result.status !== 200) throw new Error(`GET ${url}: HTTP ${result.status}`)
					fetched[name] = result.bytes
					if (result.nul.length) {
						nulPages.push(name)
						nulBytes += result.nul.length
						ctx.log(`${name}: ${result.nul.length} NUL byte(s), first at byte ${result.nul[0]} of ${result.bytes.length}`)
					}
				}
			}
			ctx.log(`Nu HTML checker over ${Object.keys(fetched).length} pages…`)
			const checked = await nuCheck(fetched)
			let errors = 0
			const byMessage = new Map()
			for (const [name, { errors: list }] of Object.entries(checked)) {
				errors += list.length
				for (const error of list) {
					const seen = byMessage.get(error.message) ?? { count: 0, pages: new Set(), extract: error.extract }
					seen.count++
					seen.pages.add(name.replace(/ \(.*\)$/, ''))
					byMessage.set(error.message, seen)
				}
			}
			for (const [message, seen] of byMessage) {
				ctx.log(`Nu error × ${seen.count} (${[...seen.pages].join(', ')}): ${message} — ${JSON.stringify(seen.extract ?? '').slice(0, 160)}`)
			}
			rows.push(
				{ metric: `pages checked (${pages.length} pages × ${LOCALES.length} languages)`, value: Object.keys(fetched).length, unit: 'pages' },
				{ metric: 'NUL bytes in those pages', value: nulBytes, unit: 'bytes', target: '0', ok: nulBytes === 0 },
				{ metric: 'pages with a NUL byte', value: nulPages.length, unit: 'pages' },
				{ metric: 'Nu HTML checker errors in those pages', value: errors, unit: 'errors', target: '0', ok: errors === 0 },
			)
			details.pages = Object.fromEntries(Object.entries(checked).map(([name, result]) => [name, result]))
			details.nulPages = nulPages
		})
		return section.finish({ rows, details })
	},
}
