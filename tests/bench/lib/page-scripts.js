// Initial JavaScript as a phone gets it: every script a page loads in headless Chromium (390 × 844) until the
// network is idle, each counted at its size gzipped at level 9 from the build (so the number does not depend on how
// the server compressed it). Lazily loaded pieces that load at once count; pieces loaded on a tap do not.
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromeFlags } from './measure.js'

/**
 * @param {{ baseUrl: string, clientDir: string, pages: Array<{ name: string, path: string, cookie?: string }> }} options
 * @returns {Promise<Array<{ name: string, path: string, files: Array<{ url: string, gzip: number }>, gzip: number }>>}
 */
export async function pageScripts({ baseUrl, clientDir, pages }) {
	const { chromium } = await import('playwright-core')
	const browser = await chromium.launch({
		executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
		args: chromeFlags.filter((flag) => flag !== '--headless=new'),
	})
	try {
		const results = []
		for (const page of pages) {
			const context = await browser.newContext({
				viewport: { width: 390, height: 844 },
				deviceScaleFactor: 2,
				isMobile: true,
				hasTouch: true,
				locale: 'ar-IQ',
			})
			if (page.cookie) {
				const [name, ...value] = page.cookie.split('=')
				// A __Host- cookie must be Secure with path /; Chromium keeps Secure cookies for http://127.0.0.1 and localhost.
				const secure = /^__(Host|Secure)-/.test(name)
				await context.addCookies([{ name, value: value.join('='), domain: new URL(baseUrl).hostname, path: '/', secure }])
			}
			const tab = await context.newPage()
			const scripts = new Set()
			tab.on('response', (response) => {
				const url = new URL(response.url())
				if (response.request().resourceType() === 'script' && url.origin === new URL(baseUrl).origin) scripts.add(url.pathname)
			})
			await tab.goto(baseUrl + page.path, { waitUntil: 'networkidle' })
			await context.close()
			const files = [...scripts].map((url) => {
				const file = path.join(clientDir, url.replace(/^\//, ''))
				const gzip = fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0
				return { url, gzip }
			})
			files.sort((a, b) => b.gzip - a.gzip)
			results.push({ name: page.name, path: page.path, files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) })
		}
		return results
	} finally {
		await browser.close()
	}
}
