import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { EMBEDDED, waitForHydration } from './helpers.ts'

const HARNESS_BLOCKED_SERVICE_WORKER = 'Service Worker registration blocked by Playwright'

/** Console errors and uncaught exceptions while a page loads and hydrates. */
function collectPageErrors(page: Page): string[] {
	const errors: string[] = []
	page.on('console', (message) => {
		// Playwright's own note that it blocked the service worker (playwright.config.ts); not the page's.
		if (message.text() === HARNESS_BLOCKED_SERVICE_WORKER) return
		if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`)
	})
	page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
	return errors
}

test('the home feed scrolls on in pages of 16, each page fetched alone', async ({ page }) => {
	await page.goto('/?lang=en')
	await waitForHydration(page)
	const feed = page.getByRole('region', { name: 'Picked for you' }).getByRole('listitem')
	await expect(feed).toHaveCount(16)
	const nextPage = page.waitForResponse((response) => /\/resources\/home-feed(\.data)?\?(.*&)?page=2\b/.test(response.url()))
	await page.getByRole('link', { name: 'Show more' }).scrollIntoViewIfNeeded()
	expect((await nextPage).status()).toBe(200)
	// The list stays in view, so page 3 may follow at once; page 2's cards are there either way.
	await expect.poll(() => feed.count()).toBeGreaterThanOrEqual(32)
})

test.describe('in Arabic (the default)', () => {
	test.use({ locale: 'ar-IQ' })

	test('home renders right-to-left with the tab bar', { tag: EMBEDDED }, async ({ page }) => {
		await page.goto('/')
		await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
		await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
		const tabs = page.getByRole('navigation', { name: 'التنقل الرئيسي' })
		await expect(tabs.getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('aria-current', 'page')
		await expect(tabs.getByRole('link', { name: 'هدايا مجانية' })).toBeVisible()
		await expect(tabs.getByRole('link', { name: 'حسابي' })).toBeVisible()
	})

	test('the tabs navigate between home, free gifts and account', async ({ page }) => {
		await page.goto('/')
		await waitForHydration(page)
		const tabs = page.getByRole('navigation', { name: 'التنقل الرئيسي' })
		await tabs.getByRole('link', { name: 'هدايا مجانية' }).click()
		await expect(page).toHaveURL(/\/pages\/free-gifts\/index$/)
		await expect(tabs.getByRole('link', { name: 'هدايا مجانية' })).toHaveAttribute('aria-current', 'page')
		await tabs.getByRole('link', { name: 'حسابي' }).click()
		await expect(page).toHaveURL(/\/pages\/account\/index$/)
		await expect(page.getByRole('heading', { name: 'سجّل الدخول أو أنشئ حساباً' })).toBeVisible()
		await tabs.getByRole('link', { name: 'الرئيسية' }).click()
		await expect(page).toHaveURL(/\/$/)
	})

	test('an unknown path shows the 404 page with status 404', async ({ page }) => {
		const response = await page.goto('/pages/no-such-page/index?x=%E0%A4%A')
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' }).first()).toBeVisible()
		await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).click()
		await expect(page).toHaveURL(/\/$/)
	})

	test('a malformed link to a signed-in page leads a visitor to sign in, in Arabic, not to an error', async ({ page }) => {
		const response = await page.goto('/pages/trade_flow/index?productId=%ZZ')
		expect(response?.status()).toBe(200)
		await expect(page).toHaveURL(/\/pages\/login\/index\?redirectTo=/)
		await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
	})
})

test.describe('switching language', () => {
	test.use({ locale: 'ar-IQ' })

	test('English from settings flips the page to ltr and survives a reload', async ({ page }) => {
		await page.goto('/pages/account/index')
		await waitForHydration(page)
		await page.getByRole('link', { name: 'الإعدادات واللغة' }).click()
		await page.getByRole('radio', { name: 'English' }).check()
		await page.getByRole('button', { name: 'حفظ' }).click()
		await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
		await expect(page.locator('html')).toHaveAttribute('lang', 'en')
		await expect(page.getByText('Language changed', { exact: true })).toBeVisible()
		await page.reload()
		await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
		await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()
		await page.goto('/')
		await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' })).toBeVisible()
	})

	test('the switch works without JavaScript', async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ar-IQ' })
		const page = await context.newPage()
		await page.goto('/pages/settings/index')
		await page.getByRole('radio', { name: 'کوردی' }).check()
		await page.getByRole('button', { name: 'حفظ' }).click()
		await expect(page.locator('html')).toHaveAttribute('lang', 'ckb')
		await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
		await expect(page.getByRole('heading', { name: 'ڕێکخستنەکان' })).toBeVisible()
		await context.close()
	})

	test('an unknown ?lang= falls back to the negotiated language', async ({ page }) => {
		const response = await page.goto('/?lang=xx-%3Cscript%3E')
		expect(response?.status()).toBe(200)
		await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
	})
})

for (const lang of ['ar', 'ckb', 'en', 'zh'] as const) {
	test(`${lang}: server-rendered and hydrated pages agree (no hydration warning)`, async ({ page }) => {
		const errors = collectPageErrors(page)
		await page.goto(`/?lang=${lang}`)
		await waitForHydration(page)
		await page.goto(`/pages/account/index`)
		await waitForHydration(page)
		expect(errors).toEqual([])
		await expect(page.locator('html')).toHaveAttribute('lang', lang)
	})
}

for (const lang of ['ar', 'en'] as const) {
	for (const path of ['/', '/pages/account/index', '/pages/settings/index', '/pages/nothing-here']) {
		test(`${lang}: ${path} has no serious or critical accessibility violation`, async ({ page }) => {
			await page.goto(`${path}?lang=${lang}`)
			await waitForHydration(page)
			const results = await new AxeBuilder({ page }).analyze()
			const serious = results.violations
				.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
				.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
			expect(serious).toEqual([])
		})
	}
}

test(
	'the scripts and the stylesheet come compressed by the build: brotli, or gzip where brotli is not taken',
	{ tag: EMBEDDED },
	async ({ request }) => {
		const html = await (await request.get('/?lang=en')).text()
		const assets = [...html.matchAll(/<link rel="(?:modulepreload|stylesheet)"[^>]*href="(\/assets\/[^"]+)"/g)].map((match) => match[1]!)
		expect(assets.length).toBeGreaterThan(3)
		for (const asset of assets) {
			const file = readFileSync(`build/client${asset}`)
			if (file.length < 1024) continue // too small to be worth compressing
			for (const [accepted, encoding, suffix] of [
				['br, gzip', 'br', '.br'],
				['gzip', 'gzip', '.gz'],
			] as const) {
				const response = await request.get(asset, { headers: { 'Accept-Encoding': accepted } })
				expect(response.headers()['content-encoding'], asset).toBe(encoding)
				// The build's own compressed copy, not one made on the fly, which would have no length ahead
				expect(Number(response.headers()['content-length']), asset).toBe(readFileSync(`build/client${asset}${suffix}`).length)
				expect(response.headers()['cache-control']).toContain('immutable')
				expect((await response.body()).equals(file), asset).toBe(true)
			}
		}
	},
)
