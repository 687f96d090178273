import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { waitForHydration } from './helpers.ts'

/**
 * Search by photo (issue 4, item 4): a buyer photographs a product they saw, the page compresses and
 * uploads it, and the product is among the first results; a file that is not a picture, or one far too
 * big, is refused with a message in the buyer's language and the page keeps working.
 */

const PAGE_PATH = '/pages/search-photo/index'

const TEXT = {
	ar: {
		lang: 'ar',
		locale: 'ar-IQ',
		title: 'البحث بالصورة',
		album: 'اختر من الألبوم',
		camera: 'التقط صورة',
		submit: 'ابحث بهذه الصورة',
		yourPhoto: 'صورتك',
		results: 'منتجات مشابهة',
		notImage: 'هذا الملف ليس صورة. اختر صورة JPEG أو PNG أو WebP أو GIF أو HEIC.',
		tooLarge: 'حجم الصورة أكبر من ١٠ ميغابايت. اختر صورة أصغر.',
	},
	en: {
		lang: 'en',
		locale: 'en-GB',
		title: 'Search by photo',
		album: 'Choose from album',
		camera: 'Take a photo',
		submit: 'Search with this photo',
		yourPhoto: 'Your photo',
		results: 'Similar products',
		notImage: 'That file is not a photo. Choose a JPEG, PNG, WebP, GIF or HEIC picture.',
		tooLarge: 'The photo is larger than 10 MB. Choose a smaller one.',
	},
} as const

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dijla-photo-search-'))

test.afterAll(() => {
	fs.rmSync(folder, { recursive: true, force: true })
})

/**
 * A demo product from the home feed and the buyer's own copy of its picture: the shop's picture saved,
 * shrunk and re-encoded as a phone would (a JPEG of another size and quality).
 */
async function photographDemoProduct(page: Page, index: number): Promise<{ productId: string; file: string }> {
	await page.goto('/?lang=en')
	const card = page.locator('a[href*="productId="]:has(img[src^="/media/products/"])').nth(index)
	const href = (await card.getAttribute('href')) ?? ''
	const productId = new URL(href, 'http://dijla.test').searchParams.get('productId')
	const src = ((await card.locator('img').getAttribute('src')) ?? '').split('?')[0]!
	if (!productId || !src) throw new Error('no demo product with a picture on the home page')
	const picture = await page.request.get(src)
	expect(picture.status()).toBe(200)
	const file = path.join(folder, `product-${index}.jpg`)
	await sharp(await picture.body())
		.resize(720)
		.jpeg({ quality: 68 })
		.toFile(file)
	return { productId, file }
}

/** A text file with a photo's name: the browser cannot decode it, so it is sent as it is. */
function textRenamedJpg() {
	const file = path.join(folder, 'holiday-photo.jpg')
	fs.writeFileSync(file, 'Shopping list: 12 kettles, 40 mugs, 6 fans.\n'.repeat(50))
	return file
}

/** 20 MB of bytes that are no picture at all, named like a photo. */
function twentyMegabytes() {
	const file = path.join(folder, 'huge-photo.jpg')
	if (!fs.existsSync(file)) fs.writeFileSync(file, Buffer.alloc(20 * 1024 * 1024, 7))
	return file
}

for (const language of ['ar', 'en'] as const) {
	const t = TEXT[language]

	test.describe(`search by photo in ${language === 'ar' ? 'Arabic' : 'English'}`, () => {
		test.use({ locale: t.locale })

		test("a buyer's photo of a demo product finds that product among the first results", async ({ page }) => {
			test.setTimeout(60_000)
			const { productId, file } = await photographDemoProduct(page, language === 'ar' ? 0 : 3)

			await page.goto(`${PAGE_PATH}?lang=${t.lang}`)
			await waitForHydration(page)
			await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible()
			await expect(page.getByLabel(t.camera)).toHaveAttribute('capture', 'environment')
			// With JavaScript the photo is compressed and sent as soon as it is picked.
			await page.getByLabel(t.album).setInputFiles(file)
			await expect(page).toHaveURL(/[?&]photo=[0-9a-f]{32}$/)

			await expect(page.getByRole('img', { name: t.yourPhoto })).toBeVisible()
			const results = page.getByRole('region', { name: t.results }).getByRole('link')
			await expect(results.first()).toBeVisible()
			const firstHrefs = await results.evaluateAll((links) => links.slice(0, 6).map((link) => link.getAttribute('href') ?? ''))
			expect(firstHrefs.some((href) => href.includes(`productId=${productId}`))).toBe(true)
		})

		test('a text file renamed .jpg is refused with a message and status 400, and the page still works', async ({ page }) => {
			test.setTimeout(60_000)
			const { productId, file } = await photographDemoProduct(page, 1)
			await page.goto(`${PAGE_PATH}?lang=${t.lang}`)
			await waitForHydration(page)

			const [response] = await Promise.all([
				page.waitForResponse((candidate) => candidate.request().method() === 'POST' && candidate.url().includes(PAGE_PATH)),
				page.getByLabel(t.album).setInputFiles(textRenamedJpg()),
			])
			expect(response.status()).toBe(400)
			await expect(page.getByRole('alert').filter({ hasText: t.notImage })).toBeVisible()
			await expect(page).not.toHaveURL(/photo=/)

			// The buyer tries again with a real photo.
			await page.getByLabel(t.album).setInputFiles(file)
			await expect(page).toHaveURL(/[?&]photo=[0-9a-f]{32}$/)
			await expect(page.getByRole('alert').filter({ hasText: t.notImage })).toHaveCount(0)
			await expect(page.getByRole('region', { name: t.results }).locator(`a[href*="productId=${productId}"]`).first()).toBeVisible()
		})

		test('a 20 MB file is refused with a message, before it is even sent', async ({ page }) => {
			await page.goto(`${PAGE_PATH}?lang=${t.lang}`)
			await waitForHydration(page)
			const posts: string[] = []
			page.on('request', (request) => {
				if (request.method() === 'POST') posts.push(request.url())
			})
			await page.getByLabel(t.album).setInputFiles(twentyMegabytes())
			await expect(page.getByRole('alert').filter({ hasText: t.tooLarge })).toBeVisible()
			expect(posts).toEqual([])
		})

		test.describe('without JavaScript', () => {
			test.use({ javaScriptEnabled: false })

			test('the form still works: a 20 MB file gets 413 and a message, a photo gets results', async ({ page }) => {
				test.setTimeout(60_000)
				const { productId, file } = await photographDemoProduct(page, 2)
				await page.goto(`${PAGE_PATH}?lang=${t.lang}`)

				await page.getByLabel(t.album).setInputFiles(twentyMegabytes())
				const [response] = await Promise.all([
					page.waitForResponse((candidate) => candidate.request().method() === 'POST'),
					page.getByRole('button', { name: t.submit }).click(),
				])
				expect(response.status()).toBe(413)
				await expect(page.getByRole('alert').filter({ hasText: t.tooLarge })).toBeVisible()

				await page.getByLabel(t.album).setInputFiles(file)
				await page.getByRole('button', { name: t.submit }).click()
				await expect(page).toHaveURL(/[?&]photo=[0-9a-f]{32}$/)
				await expect(page.getByRole('region', { name: t.results }).locator(`a[href*="productId=${productId}"]`).first()).toBeVisible()
			})
		})

		test('a malformed or unknown photo is a 404 page, not an error', async ({ page }) => {
			for (const photo of ['not-a-photo', '../products/x', '0123456789abcdef0123456789abcdef']) {
				const response = await page.goto(`${PAGE_PATH}?photo=${encodeURIComponent(photo)}&lang=${t.lang}`)
				expect(response?.status()).toBe(404)
			}
		})
	})
}
