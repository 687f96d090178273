import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { waitForHydration } from './helpers.ts'

/**
 * The product page (issue 4, item 2) as a buyer uses it, in Arabic and English: choosing SKU values, the
 * sold-out combinations, the quantity rules of spec section 5, the freight estimate, sharing, the Open Graph
 * preview and the 404 for a bad product id.
 */

const PRODUCT_PATH = '/pages/commodity_details/index'

const TEXT = {
	ar: {
		lang: 'ar',
		zero: 'لا يمكن أن تكون كمية المنتج صفراً',
		belowMinimum: /الحد الأدنى للطلب/,
		aboveStock: /المتوفر في المخزون .+ فقط/,
		stock: /^المتوفر: (قطعة واحدة|قطعتان|[٠-٩٬]+ قطعة?)$/,
		decrease: 'إنقاص الكمية',
		freight: 'الشحن إلى العراق',
		freightEstimate: /الشحن البحري التقديري لـ/,
		secondPayment: /كدفعة ثانية عند وصول البضاعة/,
		share: 'مشاركة',
		shareTitle: 'مشاركة المنتج',
		whatsapp: 'مشاركة عبر واتساب',
		notFound: 'الصفحة غير موجودة',
		description: 'الوصف',
		closePhotos: 'إغلاق الصور',
	},
	en: {
		lang: 'en',
		zero: 'Product quantity cannot be 0',
		belowMinimum: /The minimum order is/,
		aboveStock: /Only .* pieces in stock/,
		stock: /^In stock: [\d,]+ pieces?$/,
		decrease: 'Decrease quantity',
		freight: 'Shipping to Iraq',
		freightEstimate: /Estimated sea freight for/,
		secondPayment: /second payment when the goods arrive/,
		share: 'Share',
		shareTitle: 'Share this product',
		whatsapp: 'Share on WhatsApp',
		notFound: 'Page not found',
		description: 'Description',
		closePhotos: 'Close photos',
	},
} as const

/**
 * A demo product a buyer can really choose in: one of its values leads only to sold-out combinations and its
 * last attribute offers at least two values still in stock (preferably one whose price shows as a range).
 * Found the way a buyer would, from the home feed.
 */
async function findChoosableProduct(request: APIRequestContext): Promise<string> {
	const ids = new Set<string>()
	for (let page = 1; page <= 6 && ids.size < 96; page++) {
		const home = await (await request.get(`/?page=${page}&lang=en`)).text()
		for (const match of home.matchAll(/productId=([0-9a-f-]{36})/g)) ids.add(match[1]!)
	}
	let fallback: string | null = null
	for (const id of ids) {
		const html = await (await request.get(`${PRODUCT_PATH}?productId=${id}&lang=en`)).text()
		const fieldsets = html.split('<fieldset').slice(1)
		if (fieldsets.length < 2) continue
		const disabled = /<button[^>]*aria-disabled="true"[^>]*data-value=/.test(html)
		const lastEnabled = (fieldsets.at(-1)!.match(/<button(?![^>]*aria-disabled)[^>]*data-value=/g) ?? []).length
		if (!disabled || lastEnabled < 2) continue
		if (/data-testid="product-price"><span class="[^"]*priceRange/.test(html)) return id
		fallback ??= id
	}
	if (fallback) return fallback
	throw new Error('no demo product with a sold-out combination and two choosable values')
}

let productId: string

test.beforeAll(async ({ request }) => {
	// Reads up to 96 product pages to find one; on a loaded machine that outlasts a test's 30 s.
	test.setTimeout(120_000)
	productId = await findChoosableProduct(request)
})

function stockText(page: Page) {
	return page.getByTestId('product-stock').innerText()
}

for (const language of ['ar', 'en'] as const) {
	const t = TEXT[language]

	test.describe(`in ${language === 'ar' ? 'Arabic' : 'English'}`, () => {
		test.use({ locale: language === 'ar' ? 'ar-IQ' : 'en-GB' })

		test('choosing SKU values narrows to one SKU: its price and stock; sold-out combinations are disabled', async ({ page }) => {
			await page.goto(`${PRODUCT_PATH}?productId=${productId}&lang=${t.lang}`)
			await waitForHydration(page)
			const price = page.getByTestId('product-price')

			const unavailable = page.locator('button[data-value][aria-disabled="true"]').first()
			await expect(unavailable).toHaveCSS('text-decoration-line', 'line-through')
			// aria-disabled keeps it focusable and announced; a tap does nothing.
			await unavailable.dispatchEvent('click')
			await expect(unavailable).toHaveAttribute('aria-pressed', 'false')

			// One value in every attribute: the first one still available.
			for (const group of await page.locator('fieldset').all()) {
				const value = group.locator('button[data-value]:not([aria-disabled="true"])').first()
				if ((await value.getAttribute('aria-pressed')) !== 'true') await value.click()
				await expect(value).toHaveAttribute('aria-pressed', 'true')
			}
			await expect(price).not.toContainText('–')
			await expect(page.getByTestId('product-stock')).toHaveText(t.stock)
			const first = { price: await price.innerText(), stock: await stockText(page) }

			// Another value of the last attribute: another SKU, with its own stock (and often price).
			const last = page.locator('fieldset').last().locator('button[data-value]:not([aria-disabled="true"])')
			await last.nth(1).click()
			await expect(last.nth(1)).toHaveAttribute('aria-pressed', 'true')
			await expect(page.getByTestId('product-stock')).toHaveText(t.stock)
			const second = { price: await price.innerText(), stock: await stockText(page) }
			expect(second).not.toEqual(first)
		})

		test('the quantity stays between the minimum order and the stock; 0 is refused', async ({ page }) => {
			await page.goto(`${PRODUCT_PATH}?productId=${productId}&lang=${t.lang}`)
			await waitForHydration(page)
			for (const group of await page.locator('fieldset').all()) {
				const value = group.locator('button[data-value]:not([aria-disabled="true"])').first()
				if ((await value.getAttribute('aria-pressed')) !== 'true') await value.click()
			}
			const quantity = page.getByRole('spinbutton')
			const minimum = Number(await quantity.getAttribute('min'))
			const stock = Number(await quantity.getAttribute('max'))
			await expect(quantity).toHaveValue(String(minimum))
			await expect(page.getByRole('button', { name: t.decrease })).toBeDisabled()

			await quantity.fill('0')
			await expect(page.getByRole('alert').filter({ hasText: t.zero })).toBeVisible()
			await quantity.fill('')
			await expect(page.getByRole('alert').filter({ hasText: t.zero })).toBeVisible()
			await quantity.blur()
			await expect(quantity).toHaveValue(String(minimum))

			if (minimum > 1) {
				await quantity.fill(String(minimum - 1))
				await expect(page.getByRole('alert').filter({ hasText: t.belowMinimum })).toBeVisible()
				await quantity.blur()
				await expect(quantity).toHaveValue(String(minimum))
			}

			await quantity.fill(String(stock + 1))
			await expect(page.getByRole('alert').filter({ hasText: t.aboveStock })).toBeVisible()
			await quantity.blur()
			await expect(quantity).toHaveValue(String(stock))
		})

		test('the freight estimate to Iraq follows the quantity and says it is billed on arrival', async ({ page }) => {
			await page.goto(`${PRODUCT_PATH}?productId=${productId}&lang=${t.lang}`)
			const freight = page.getByRole('region', { name: t.freight })
			await expect(freight).toBeVisible()
			await expect(freight).toContainText(t.freightEstimate)
			await expect(freight).toContainText(t.secondPayment)
			await expect(page.getByRole('region', { name: t.description }).locator('p').first()).toBeVisible()
		})

		test('share offers WhatsApp with the product link', async ({ page }) => {
			// A browser without the Web Share API gets Dijla's own sheet.
			await page.addInitScript(() => {
				Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
			})
			await page.goto(`${PRODUCT_PATH}?productId=${productId}&lang=${t.lang}`)
			await waitForHydration(page)
			await page.getByRole('button', { name: t.share, exact: true }).click()
			const sheet = page.getByRole('dialog', { name: t.shareTitle })
			await expect(sheet).toBeVisible()
			const href = await sheet.getByRole('link', { name: t.whatsapp }).getAttribute('href')
			expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/)
			const text = new URL(href!).searchParams.get('text')!
			const shared = new URL(text.slice(text.lastIndexOf('http')))
			expect(shared.pathname).toBe(PRODUCT_PATH)
			expect(shared.searchParams.get('productId')).toBe(productId)
			expect(shared.searchParams.get('utm_source')).toBe('share')
		})

		test('a malformed or unknown product id shows the 404 page', async ({ page }) => {
			for (const id of ['not-a-product', '%ZZ', 'x'.repeat(300), '00000000-0000-4000-8000-000000000000', '']) {
				const response = await page.goto(`${PRODUCT_PATH}?productId=${id}&lang=${t.lang}`)
				expect(response?.status()).toBe(404)
				await expect(page.getByRole('heading', { name: t.notFound }).first()).toBeVisible()
			}
		})
	})
}

test.describe('link previews', () => {
	test.use({ locale: 'ar-IQ' })

	test('?lang=en gives an English Open Graph preview with an absolute picture', async ({ page }) => {
		await page.goto(`${PRODUCT_PATH}?productId=${productId}&lang=en`)
		const title = await page.getByRole('heading', { level: 2 }).first().innerText()
		expect(title).toMatch(/[A-Za-z]/)
		const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content')
		expect(await meta('og:title')).toBe(title)
		expect(await meta('og:locale')).toBe('en_IQ')
		expect(await meta('og:description')).toMatch(/Minimum order/)
		expect(await meta('og:image')).toMatch(/^https?:\/\/[^/]+\/media\/products\/.+\?w=750$/)
		const url = new URL((await meta('og:url'))!)
		expect(url.searchParams.get('productId')).toBe(productId)
		expect(url.searchParams.get('lang')).toBe('en')
		await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
	})

	test('tapping a photo opens the full-screen gallery, and close comes back', async ({ page }) => {
		await page.goto(`${PRODUCT_PATH}?productId=${productId}&lang=en`)
		await waitForHydration(page)
		await page.getByRole('list', { name: 'Product photos' }).getByRole('link').first().click()
		await expect(page).toHaveURL(/\/pages\/product_img_details\/index\?productId=.*&index=\d+/)
		await page.getByRole('link', { name: TEXT.en.closePhotos }).click()
		await expect(page).toHaveURL(new RegExp(`${PRODUCT_PATH}\\?productId=${productId}`))
	})
})
