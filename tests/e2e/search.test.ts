import { expect, type Page, test } from '@playwright/test'
import { waitForHydration } from './helpers.ts'

/**
 * Text search (issue 4): the search page, results with sorting, spelling that differs from the titles
 * (Kurdish-keyboard letters, misspellings), recent searches, and the sourcing request when nothing matches.
 * The demo shop has about nine products of each kind, titled in all four languages (app/db/seed).
 */

const DEMO_BUYER = { phone: '+9647701234567', password: 'buyer12345' }

/** Types a keyword on the search page and submits it, as a buyer would. */
async function searchFor(page: Page, keyword: string, labels: { field: string; submit: string }) {
	await page.goto('/pages/search-key/index')
	await waitForHydration(page)
	const field = page.getByRole('searchbox', { name: labels.field })
	await expect(field).toBeFocused()
	await field.fill(keyword)
	await page.getByRole('button', { name: labels.submit, exact: true }).click()
	await expect(page).toHaveURL(/\/pages\/search-detail\/index\?keyword=/)
	await waitForHydration(page)
}

function resultTitles(page: Page, listName: string) {
	return page.getByRole('list', { name: listName }).getByRole('link').allInnerTexts()
}

test.describe('in English', () => {
	test.use({ locale: 'en-US' })
	const labels = { field: 'Search products', submit: 'Search' }

	test('a buyer searches, sorts by price and opens a product', async ({ page }) => {
		await searchFor(page, 'mug', labels)
		const results = page.getByRole('list', { name: 'Search results' })
		await expect(results.getByRole('link').first()).toBeVisible()
		expect((await resultTitles(page, 'Search results')).every((text) => /mug/i.test(text))).toBe(true)

		await page.getByRole('link', { name: 'Price: low to high' }).click()
		await expect(page).toHaveURL(/sort=price-asc/)
		await expect(page.getByRole('link', { name: 'Price: low to high' })).toHaveAttribute('aria-current', 'true')
		await waitForHydration(page)

		const first = results.getByRole('link').first()
		const title = (await first.innerText()).split('\n')[0]!.trim()
		await first.click()
		await expect(page).toHaveURL(/\/pages\/commodity_details\/index\?productId=/)
		await expect(page.getByRole('heading', { name: title })).toBeVisible()
	})

	test('a misspelled word still finds the product, and the page says what it searched for', async ({ page }) => {
		await searchFor(page, 'kettel', labels)
		await expect(page.getByText('Showing results for “kettle”')).toBeVisible()
		const titles = await resultTitles(page, 'Search results')
		expect(titles.length).toBeGreaterThan(0)
		expect(titles.every((text) => /kettle/i.test(text))).toBe(true)
	})

	test('recent searches on this device can be opened again and removed', async ({ page }) => {
		await searchFor(page, 'backpack', labels)
		await searchFor(page, 'teddy bear', labels)
		await page.goto('/pages/search-key/index')
		await waitForHydration(page)
		const recent = page.getByRole('region', { name: 'Recent searches' })
		await expect(recent.getByRole('link', { name: 'teddy bear' })).toBeVisible()
		await expect(recent.getByRole('link', { name: 'backpack' })).toBeVisible()

		await recent.getByRole('button', { name: 'Remove “backpack” from recent searches' }).click()
		await expect(recent.getByRole('link', { name: 'backpack' })).toHaveCount(0)
		await page.reload()
		await waitForHydration(page)
		await expect(recent.getByRole('link', { name: 'teddy bear' })).toBeVisible()
		await expect(recent.getByRole('link', { name: 'backpack', exact: true })).toHaveCount(0)

		await recent.getByRole('link', { name: 'teddy bear' }).click()
		await expect(page).toHaveURL(/keyword=teddy\+bear|keyword=teddy%20bear/)
	})

	test('nothing found: an honest message and a way to ask for the product to be sourced', async ({ page }) => {
		await searchFor(page, 'zqxv wplkj', labels)
		await expect(page.getByRole('heading', { name: 'No products found for “zqxv wplkj”' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Ask us to source it' })).toHaveAttribute(
			'href',
			`/pages/chat-room/index?inquiry=${encodeURIComponent('zqxv wplkj')}`,
		)
	})

	test('empty, emoji-only and very long keywords never break the page', async ({ page }) => {
		for (const keyword of ['', '😀🔥', 'mug '.repeat(2500)]) {
			const response = await page.goto(`/pages/search-detail/index?keyword=${encodeURIComponent(keyword)}`)
			expect(response?.status()).toBe(200)
		}
		await page.goto('/pages/search-detail/index?keyword=')
		await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible()
		await page.goto(`/pages/search-detail/index?keyword=${encodeURIComponent('😀🔥')}`)
		await expect(page.getByRole('heading', { name: 'No products found for “😀🔥”' })).toBeVisible()
		const response = await page.goto('/pages/search-detail/index?keyword=mug&sort=nonsense&page=-4&minPrice=abc&categoryId=')
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible()
	})
})

test.describe('in Arabic', () => {
	test.use({ locale: 'ar-IQ' })
	const labels = { field: 'ابحث عن المنتجات', submit: 'بحث' }

	test('Arabic typed with Kurdish-keyboard letters finds the same products', async ({ page }) => {
		await searchFor(page, 'كوب', labels)
		const arabic = await resultTitles(page, 'نتائج البحث')
		expect(arabic.length).toBeGreaterThan(0)
		await searchFor(page, 'کوب', labels)
		expect(await resultTitles(page, 'نتائج البحث')).toEqual(arabic)
		await searchFor(page, 'غلایە', labels)
		const kettles = await resultTitles(page, 'نتائج البحث')
		expect(kettles.length).toBeGreaterThan(0)
		expect(kettles.every((text) => text.includes('غلاية'))).toBe(true)
	})

	test('a signed-in buyer’s recent searches are kept on the account and can be removed', async ({ page }) => {
		await page.goto('/pages/login/index?mode=password')
		await waitForHydration(page)
		await page.getByLabel('البريد الإلكتروني أو رقم الجوال').fill(DEMO_BUYER.phone)
		await page.getByLabel('كلمة المرور', { exact: true }).fill(DEMO_BUYER.password)
		await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click()
		await expect(page).toHaveURL(/\/pages\/account\/index/)

		// A query no other journey uses, so journeys that share the demo buyer do not meet.
		const keyword = `قلاية ${Date.now().toString(36)}`
		await searchFor(page, keyword, labels)
		await page.goto('/pages/search-key/index')
		await waitForHydration(page)
		const recent = page.getByRole('region', { name: 'عمليات البحث الأخيرة' })
		await expect(recent.getByRole('link', { name: keyword })).toBeVisible()
		await recent.getByRole('button', { name: `إزالة «${keyword}» من عمليات البحث الأخيرة` }).click()
		await expect(recent.getByRole('link', { name: keyword })).toHaveCount(0)
		await page.reload()
		await expect(page.getByRole('link', { name: keyword })).toHaveCount(0)
	})

	test('nothing found offers a sourcing request', async ({ page }) => {
		await searchFor(page, 'ژژژقق', labels)
		await expect(page.getByRole('link', { name: 'اطلب منا توفيره' })).toHaveAttribute('href', /\/pages\/chat-room\/index\?inquiry=/)
	})
})
