import { expect, type Page, test } from '@playwright/test'
import {
	addAddressOnTheWay,
	ADDRESS_FORM_TEXT,
	CHECKOUT_TEXT_AR,
	chooseSku,
	findProductInStock,
	placeCashOnDeliveryOrder,
	PRODUCT_PATH,
	SIGN_IN_TEXT,
	signInNewBuyer,
	signInWithCode,
	waitForHydration,
} from './helpers.ts'

/**
 * Issue 17, points 1, 2 and 4, as buyers found them on a phone in Arabic: going back after placing an order
 * never offers a live confirm button again (the checkout is spent, and says which order it made); the payment
 * method chosen at checkout is the one the payment page acts on; a visitor's "add to cart" that asked them to
 * sign in is in the cart once they have. Each journey signs in a buyer of its own.
 *
 * With SHOTS_DIR set, the "already placed" page and the payment page are also photographed in ar, en and ckb.
 */

const T = {
	...SIGN_IN_TEXT.ar,
	...ADDRESS_FORM_TEXT.ar,
	...CHECKOUT_TEXT_AR,
	lang: 'ar',
	buyNow: 'اشترِ الآن',
	addToCart: 'أضف إلى السلة',
	back: 'رجوع',
	recipient: 'زينب كاظم',
	provinceName: 'بغداد',
	cityName: 'الكرخ',
	street: 'المنصور، شارع ١٤ رمضان، قرب مطعم الساعة',
	transfer: 'تحويل مصرفي',
	card: /بطاقة/,
	pay: /^ادفع /,
	transferTo: 'حوّل إلى هذا الحساب',
	alreadyPlaced: 'تم تأكيد هذا الطلب من قبل',
	viewOrder: 'عرض الطلب',
	orderDetails: 'تفاصيل الطلب',
	signInSheet: 'تسجيل الدخول أو إنشاء حساب',
	signedInAndAdded: 'تم تسجيل الدخول، والمنتج الآن في سلتك',
	cartPage: 'سلة التسوق',
} as const

let productId: string

test.beforeAll(async ({ request }) => {
	productId = await findProductInStock(request)
})

/** The page as it is now, in each language (the `lang` parameter also keeps the choice), then Arabic again. */
async function photograph(page: Page, name: string) {
	const dir = process.env.SHOTS_DIR
	if (!dir) return
	const here = new URL(page.url())
	for (const lang of ['ar', 'en', 'ckb']) {
		here.searchParams.set('lang', lang)
		await page.goto(`${here.pathname}${here.search}`)
		await waitForHydration(page)
		await page.screenshot({ path: `${dir}/${name}-${lang}.png`, fullPage: true })
	}
	here.searchParams.set('lang', 'ar')
	await page.goto(`${here.pathname}${here.search}`)
}

/** How many orders the buyer's order list shows. */
async function ordersListed(page: Page) {
	await page.goto('/pages/individualCenter/buyer_order_list/index?lang=ar')
	await waitForHydration(page)
	return page.getByText(/^D\d{12}$/).count()
}

test.describe("the buyer's journey without surprises, in Arabic (issue 17)", () => {
	test.use({ locale: 'ar-IQ' })

	test('back from the new order shows that it was placed, with a link to it, never a live confirm button', async ({ page }) => {
		test.setTimeout(120_000)
		await signInNewBuyer(page, T)
		const { orderUrl, number } = await placeCashOnDeliveryOrder(page, T, productId, '07701234567')
		await waitForHydration(page)

		// The page's own back arrow, as the buyers tapped it.
		await page.getByRole('link', { name: T.back }).click()
		await expect(page).toHaveURL(/\/pages\/trade_flow\/index\?/)
		await expect(page.getByRole('heading', { name: T.alreadyPlaced })).toBeVisible()
		await expect(page.getByText(number)).toBeVisible()
		await expect(page.getByRole('button', { name: T.placeOrder })).toHaveCount(0)

		// A reload of that page is no different: the server knows this checkout made its order.
		await page.reload()
		await waitForHydration(page)
		await expect(page.getByRole('heading', { name: T.alreadyPlaced })).toBeVisible()
		await expect(page.getByRole('button', { name: T.placeOrder })).toHaveCount(0)
		await photograph(page, 'already-placed')

		await page.getByRole('link', { name: T.viewOrder }).click()
		await expect(page).toHaveURL(orderUrl)
		await expect(page.getByText(number).first()).toBeVisible()
		expect(await ordersListed(page)).toBe(1)
	})

	test('bank transfer chosen at checkout is preselected on the payment page, and paying leads to the slip upload', async ({ page }) => {
		test.setTimeout(120_000)
		await signInNewBuyer(page, T)
		await page.goto(`${PRODUCT_PATH}?productId=${productId}&lang=ar`)
		await waitForHydration(page)
		await chooseSku(page)
		await page.getByRole('button', { name: T.buyNow }).click()
		await expect(page).toHaveURL(/\/pages\/trade_flow\/index\?/)
		await waitForHydration(page)
		await addAddressOnTheWay(page, T, {
			fullName: T.recipient,
			phone: '07801234567',
			province: T.provinceName,
			city: T.cityName,
			postcode: '10011',
			address: T.street,
		})

		await page.getByRole('radio', { name: new RegExp(T.sea) }).check()
		await expect(page).toHaveURL(/logisticsMethod=sea/)
		await page.getByRole('radio', { name: new RegExp(T.transfer) }).check()
		await expect(page).toHaveURL(/paymentType=5/)
		await page.getByRole('button', { name: T.placeOrder }).click()
		await expect(page).toHaveURL(/\/pages\/payment\/index\?orderId=[0-9a-f-]{36}&stage=goods/)
		await waitForHydration(page)

		// The buyer's choice, not the card, is what the page offers first.
		await expect(page.getByRole('radio', { name: new RegExp(T.transfer) })).toBeChecked()
		await expect(page.getByRole('radio', { name: T.card })).not.toBeChecked()
		await photograph(page, 'payment-transfer')
		await waitForHydration(page)

		// The big button, untouched choice: the bank account and the slip, not the card gateway.
		await page.getByRole('button', { name: T.pay }).click()
		await expect(page.getByText(T.transferTo)).toBeVisible()
		await expect(page).toHaveURL(/\/pages\/payment\/index\?orderId=[0-9a-f-]{36}&stage=goods/)
	})

	test("a visitor's add to cart is in the cart once they have signed in, and a message says so", async ({ page }) => {
		test.setTimeout(120_000)
		await page.goto(`${PRODUCT_PATH}?productId=${productId}&lang=ar`)
		await waitForHydration(page)
		await chooseSku(page)
		const title = (await page.locator('#product-title').textContent())?.trim() ?? ''
		expect(title).not.toBe('')

		await page.getByRole('button', { name: T.addToCart }).click()
		const sheet = page.getByRole('dialog', { name: T.signInSheet })
		await expect(sheet).toBeVisible()
		await signInWithCode(page, T)
		// The message comes with the sign-in's answer (the sheet closes once the page has refreshed).
		await expect(page.getByText(T.signedInAndAdded, { exact: true })).toBeVisible()
		await expect(sheet).toBeHidden()

		await page.goto('/pages/cart/index?lang=ar')
		await expect(page.getByRole('heading', { name: T.cartPage })).toBeVisible()
		const line = page.getByRole('listitem').filter({ has: page.getByRole('spinbutton') })
		await expect(line).toHaveCount(1)
		await expect(line.getByText(title)).toBeVisible()
	})
})
