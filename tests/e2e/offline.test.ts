import { mkdir } from 'node:fs/promises'
import { type BrowserContext, expect, type Page, type Route, test } from '@playwright/test'
import { addAddressOnTheWay, chooseSku, findProductInStock, PRODUCT_PATH, SIGN_IN_TEXT, signInNewBuyer, waitForHydration } from './helpers.ts'

/*
 * The installable, offline-tolerant shop (issue 21 items 1–4; decision 025), in Chromium's offline mode: pages the
 * buyer opened read offline with the banner, a page never opened shows the offline screen, a favourite and a cart
 * line made offline arrive once when the connection is back, an order is never queued (a clear message, nothing
 * lost), and an order whose answer is held past the timeout is placed once when the buyer taps retry. The service
 * worker is allowed here only (playwright.config.ts blocks it elsewhere).
 */

test.use({ serviceWorkers: 'allow' })

const SHOTS = process.env.PWA_SHOTS_DIR ?? '/work/wt/pwa-shots'

const TEXT = {
	ar: {
		...SIGN_IN_TEXT.ar,
		lang: 'ar',
		banner: 'أنت غير متصل بالإنترنت؛ نعرض ما شاهدته آخر مرة.',
		offlineTitle: 'هذه الصفحة غير محفوظة على جهازك',
		queued: 'حُفظ على هذا الجهاز وسيُرسَل عند عودة الاتصال.',
		favouriteAdd: 'أضف إلى المفضلة',
		favouriteRemove: 'أزل من المفضلة',
		addToCart: 'أضف إلى السلة',
		buyNow: 'اشترِ الآن',
		offlineWrite: 'أنت غير متصل بالإنترنت. لم يُرسَل شيء، وما أدخلته محفوظ.',
		timedOut: 'انتهت مهلة الاتصال بالخادم',
		retry: 'اضغط لإعادة المحاولة',
		addAddress: 'إضافة عنوان التوصيل',
		fullName: 'الاسم الكامل',
		phone: 'رقم الجوال',
		province: 'المحافظة',
		city: 'القضاء / المدينة',
		postcode: 'الرمز البريدي',
		address: 'العنوان',
		save: 'حفظ العنوان',
		sea: 'شحن بحري',
		cod: 'الدفع نقداً عند الاستلام',
		placeOrder: 'تأكيد الطلب',
		remark: 'ملاحظة',
	},
	en: {
		...SIGN_IN_TEXT.en,
		lang: 'en',
		banner: 'You are offline; showing what you saw last.',
		offlineTitle: 'This page is not saved on your device',
	},
} as const

let productIds: [string, string]

test.beforeAll(async ({ request }) => {
	const inStock = await findProductInStock(request)
	const home = await (await request.get('/?lang=en')).text()
	const other = [...home.matchAll(/productId=([0-9a-f-]{36})/g)].map((match) => match[1]!).find((id) => id !== inStock)
	if (!other) throw new Error('the home page lists one product')
	productIds = [inStock, other]
	await mkdir(SHOTS, { recursive: true })
})

async function controlledByServiceWorker(page: Page) {
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** Waits until the service worker kept the page at `path` (in the current owner's page cache). */
async function kept(page: Page, path: string) {
	await page.waitForFunction(async (wanted) => {
		for (const name of await caches.keys()) {
			if (!name.startsWith('dijla-pages-')) continue
			const keys = await (await caches.open(name)).keys()
			if (keys.some((request) => new URL(request.url).pathname + new URL(request.url).search === wanted)) return true
		}
		return false
	}, path)
}

async function goOffline(context: BrowserContext, offline: boolean) {
	await context.setOffline(offline)
}

test.describe('offline reading and writing, in Arabic', () => {
	test.use({ locale: 'ar-IQ' })

	test('pages opened read offline with the banner; an unvisited page shows the offline screen; a favourite and a cart line made offline arrive once', async ({
		page,
		context,
	}) => {
		test.setTimeout(120_000)
		const t = TEXT.ar
		await signInNewBuyer(page, t)
		const [first, second] = productIds
		const pages = ['/', `${PRODUCT_PATH}?productId=${first}`, `${PRODUCT_PATH}?productId=${second}`]
		await page.goto(pages[0]!)
		await waitForHydration(page)
		await controlledByServiceWorker(page)
		for (const path of pages.slice(1)) {
			await page.goto(path)
			await waitForHydration(page)
		}
		for (const path of pages) await kept(page, path)

		await goOffline(context, true)
		for (const path of pages) {
			await page.goto(path)
			await expect(page.getByTestId('offline-banner')).toHaveText(t.banner)
		}
		await page.screenshot({ path: `${SHOTS}/offline-banner-ar.png` })

		await page.goto('/pages/coupons/index')
		await expect(page.getByRole('heading', { name: t.offlineTitle })).toBeVisible()
		await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
		await page.screenshot({ path: `${SHOTS}/offline-screen-ar.png` })

		// Offline on the first product (the device's copy): a favourite and a cart line wait on the device.
		await page.goto(pages[1]!)
		await waitForHydration(page)
		// The banner is drawn by the page's script (the kept HTML has none): the copy is hydrated, taps are heard.
		await expect(page.getByTestId('offline-banner')).toHaveText(t.banner)
		await page.getByRole('button', { name: t.favouriteAdd }).click()
		await expect(page.getByText(t.queued).first()).toBeVisible()
		await expect(page.getByRole('button', { name: t.favouriteRemove })).toBeVisible()
		await chooseSku(page)
		const quantity = await page.getByRole('spinbutton').inputValue()
		await page.getByRole('button', { name: t.addToCart }).click()
		// The favourite and the cart line, in the order made (and the visits read from the copy). The favourite's
		// "saved on this device" may still be on screen: the queue itself is what tells the cart line is in.
		await expect
			.poll(() =>
				page.evaluate(() =>
					Object.keys(localStorage)
						.filter((key) => key.startsWith('dijla.writeQueue:'))
						.flatMap((key) =>
							(JSON.parse(localStorage.getItem(key)!) as { path: string; fields: { intent: string } }[]).map(
								(write) => `${write.path} ${write.fields.intent}`,
							),
						)
						.filter((write) => !write.endsWith(' record')),
				),
			)
			.toEqual(['/pages/individualCenter/buyer_collection/index add', '/pages/cart/index add'])
		await expect(page.getByText(t.queued).first()).toBeVisible()

		// The connection says it is back but the first write finds nothing yet (a weak network, a loaded machine):
		// the queue tries again by itself, and each write still arrives once.
		let refusedOnce = false
		await page.route(/\/pages\/individualCenter\/buyer_collection\/index\.data/, async (route) => {
			if (route.request().method() !== 'POST' || refusedOnce) return route.fallback()
			refusedOnce = true
			await route.abort('internetdisconnected')
		})
		await goOffline(context, false)
		await page.waitForFunction(() => Object.keys(localStorage).every((key) => !key.startsWith('dijla.writeQueue:')))
		expect(refusedOnce).toBe(true)
		// A second tab coming online sends nothing again: the queue is empty and each key is stored once.
		await page.goto('/pages/individualCenter/buyer_collection/index')
		await expect(page.locator(`a[href*="${first}"]`).first()).toBeVisible()
		await page.goto('/pages/cart/index')
		await expect(page.getByRole('spinbutton')).toHaveCount(1)
		await expect(page.getByRole('spinbutton')).toHaveValue(quantity)
	})

	test('an order is never queued: offline, a clear message and the form kept; a held answer gives "tap to retry", and retrying makes one order', async ({
		page,
		context,
	}) => {
		test.setTimeout(150_000)
		const t = TEXT.ar
		await signInNewBuyer(page, t)
		await page.goto(`${PRODUCT_PATH}?productId=${productIds[0]}&lang=ar`)
		await waitForHydration(page)
		await chooseSku(page)
		await page.getByRole('button', { name: t.buyNow }).click()
		await expect(page).toHaveURL(/\/pages\/trade_flow\/index\?/)
		await waitForHydration(page)
		await addAddressOnTheWay(page, t, {
			fullName: 'زينب كاظم',
			phone: '07701234567',
			province: 'بغداد',
			city: 'الكرخ',
			postcode: '10011',
			address: 'المنصور، شارع ١٤ رمضان',
		})
		await page.getByRole('radio', { name: new RegExp(t.sea) }).check()
		await expect(page).toHaveURL(/logisticsMethod=sea/)
		await page.getByRole('radio', { name: new RegExp(t.cod) }).check()
		await expect(page).toHaveURL(/paymentType=11/)
		await page.getByRole('textbox', { name: t.remark }).fill('اتصلوا قبل التوصيل')

		await goOffline(context, true)
		await page.getByRole('button', { name: t.placeOrder }).click()
		await expect(page.getByTestId('retry-prompt')).toContainText(t.offlineWrite)
		await expect(page.getByRole('textbox', { name: t.remark })).toHaveValue('اتصلوا قبل التوصيل')
		await expect(page).toHaveURL(/\/pages\/trade_flow\/index\?/)

		// Back online, the answer to the order is held past the timeout: the server places it, the page never hears.
		// The held request reaches the server only once the page has given up on it, and only it has the short wait,
		// so the journey no longer depends on how fast a loaded server answers (it did: with 3 s for every request
		// and the held order forwarded at once, a slow answer timed out requests the journey did not hold, or the
		// retry overlapped the first order and the prompt the journey waited for was already gone).
		await goOffline(context, false)
		await page.waitForFunction(() => navigator.onLine)
		const posts: Route[] = []
		let holdFirst!: (route: Route) => void
		const firstPost = new Promise<Route>((resolve) => (holdFirst = resolve))
		await page.route(/\/pages\/trade_flow\/index\.data/, async (route) => {
			if (route.request().method() !== 'POST') return route.fallback()
			posts.push(route)
			if (posts.length === 1) holdFirst(route)
			else await route.continue()
		})
		// The page waits 3 s instead of 25 s for this answer only (a page may shorten its own wait): every other
		// request of the journey keeps the real timeout, so a slow server under load never looks like a held answer.
		await page.evaluate(() => {
			;(window as { __dijlaRequestTimeoutMs?: number }).__dijlaRequestTimeoutMs = 3_000
		})
		await page.getByRole('button', { name: t.retry }).click()
		const held = await firstPost
		await expect(page.getByTestId('retry-prompt')).toContainText(t.timedOut)
		await expect(page).toHaveURL(/\/pages\/trade_flow\/index\?/)
		// Now the held order reaches the server, which places it; its answer is lost with the page's request.
		const answer = await page.request.fetch(held.request(), { maxRedirects: 0 })
		expect(answer.status()).toBeLessThan(400)
		await held.abort().catch(() => undefined)
		await expect(page.getByTestId('retry-prompt')).toContainText(t.timedOut)
		await page.evaluate(() => {
			delete (window as { __dijlaRequestTimeoutMs?: number }).__dijlaRequestTimeoutMs
		})

		await page.getByRole('button', { name: t.retry }).click()
		await expect(page).toHaveURL(/\/pages\/order-details\/index\?orderId=[0-9a-f-]{36}$/)
		expect(posts).toHaveLength(2)
		await page.goto('/pages/individualCenter/buyer_order_list/index?tab=all')
		await expect(page.getByText(/^D\d{12}$/)).toHaveCount(1)
	})
})

test.describe('installable, in English', () => {
	test.use({ locale: 'en-GB' })

	test('the service worker controls the page, the manifest speaks English, and offline pages say so in English', async ({ page, context }) => {
		test.setTimeout(90_000)
		const t = TEXT.en
		await page.goto('/?lang=en')
		await waitForHydration(page)
		await controlledByServiceWorker(page)
		const registration = await page.evaluate(async () => {
			const found = await navigator.serviceWorker.getRegistration('/')
			return { scope: found?.scope, script: found?.active?.scriptURL }
		})
		expect(registration.scope).toMatch(/\/$/)
		expect(registration.script).toMatch(/\/sw\.js$/)
		const sw = await page.request.get('/sw.js')
		expect(sw.headers()['cache-control']).toBe('no-cache')

		const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
		expect(manifestHref).toBe('/resources/manifest/en.webmanifest')
		const manifest = await (await page.request.get(manifestHref!)).json()
		expect(manifest).toMatchObject({
			name: 'Dijla',
			short_name: 'Dijla',
			lang: 'en',
			dir: 'ltr',
			start_url: '/',
			display: 'standalone',
			theme_color: '#0B6E75',
		})
		expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
			'192x192 any',
			'512x512 any',
			'512x512 maskable',
		])
		for (const icon of manifest.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png')
		const arabic = await (await page.request.get('/resources/manifest/ar.webmanifest')).json()
		expect(arabic).toMatchObject({ name: 'دجلة', lang: 'ar', dir: 'rtl' })
		await page.screenshot({ path: `${SHOTS}/installed-en.png` })

		const product = `${PRODUCT_PATH}?productId=${productIds[0]}&lang=en`
		await page.goto(product)
		await waitForHydration(page)
		await kept(page, product)
		await context.setOffline(true)
		await page.reload()
		await expect(page.getByTestId('offline-banner')).toHaveText(t.banner)
		await page.screenshot({ path: `${SHOTS}/offline-banner-en.png` })
		await page.goto('/pages/policy/index?lang=en')
		await expect(page.getByRole('heading', { name: t.offlineTitle })).toBeVisible()
		await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
		await page.screenshot({ path: `${SHOTS}/offline-screen-en.png` })
		await context.setOffline(false)
	})
})

const INSTALL = {
	ar: {
		title: 'ثبّت دجلة على هاتفك',
		action: 'تثبيت التطبيق على الشاشة الرئيسية',
		installed: 'التطبيق مثبّت على هذا الجهاز',
		manual: 'على آيفون: اضغط زر المشاركة في سفاري، ثم «إضافة إلى الشاشة الرئيسية».',
	},
	en: {
		title: 'Install Dijla on your phone',
		action: 'Install the app on your home screen',
		installed: 'The app is installed on this device',
		manual: 'On iPhone: tap Share in Safari, then “Add to Home Screen”.',
	},
} as const

const IPHONE_SAFARI =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

test.describe('the install offer on the account page', () => {
	for (const lang of ['ar', 'en'] as const) {
		test(`offered when the browser can install, in ${lang}: the browser's dialog, then "installed"`, async ({ page }) => {
			await page.goto(`/pages/account/index?lang=${lang}`)
			await waitForHydration(page)
			// What Chromium sends when the shop may be installed (its own needs engagement a test does not have).
			await page.evaluate(() => {
				const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
					prompt: async () => {
						;(window as Window & { prompted?: number }).prompted = ((window as Window & { prompted?: number }).prompted ?? 0) + 1
					},
					userChoice: Promise.resolve({ outcome: 'accepted' }),
				})
				window.dispatchEvent(offer)
			})
			const card = page.getByTestId('install-app')
			await expect(card.getByRole('heading', { name: INSTALL[lang].title })).toBeVisible()
			await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
			await page.screenshot({ path: `${SHOTS}/install-offer-${lang}.png` })
			await card.getByRole('button', { name: INSTALL[lang].action }).click()
			await expect(card).toHaveText(INSTALL[lang].installed)
			expect(await page.evaluate(() => (window as Window & { prompted?: number }).prompted)).toBe(1)
		})
	}

	test('on an iPhone, where Safari has no install event, it says how to add the shop by hand', async ({ browser, baseURL }) => {
		const context = await browser.newContext({
			baseURL,
			userAgent: IPHONE_SAFARI,
			locale: 'ar-IQ',
			viewport: { width: 390, height: 844 },
			isMobile: true,
		})
		const page = await context.newPage()
		await page.goto('/pages/account/index')
		await waitForHydration(page)
		const card = page.getByTestId('install-app')
		await expect(card.getByRole('heading', { name: INSTALL.ar.title })).toBeVisible()
		await expect(card).toContainText(INSTALL.ar.manual)
		await expect(card.getByRole('button')).toHaveCount(0)
		await context.close()
	})
})
