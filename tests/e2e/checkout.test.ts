import { expect, test } from '@playwright/test'
import { addAddressOnTheWay, chooseSku, findProductInStock, PRODUCT_PATH, SIGN_IN_TEXT, signInNewBuyer, waitForHydration } from './helpers.ts'

/**
 * The cart and the trade flow (issue 6, item 2) as a new buyer uses them, in Arabic and English: buy now from
 * the product page, add a delivery address on the way, choose sea freight and cash on delivery, place the
 * order and land on its details page; the missing choices of spec section 5 are named first. In English the
 * buyer also fills the cart and checks out from it. Each journey signs in a buyer of its own (a phone code
 * from the dev outbox): a new buyer has an empty address book and the new-user coupon.
 */

const TEXT = {
	ar: {
		...SIGN_IN_TEXT.ar,
		lang: 'ar',
		buyNow: 'اشترِ الآن',
		addToCart: 'أضف إلى السلة',
		added: 'تمت الإضافة إلى السلة',
		addAddress: 'إضافة عنوان التوصيل',
		fullName: 'الاسم الكامل',
		phone: 'رقم الجوال',
		province: 'المحافظة',
		city: 'القضاء / المدينة',
		postcode: 'الرمز البريدي',
		address: 'العنوان',
		save: 'حفظ العنوان',
		provinceName: 'بغداد',
		cityName: 'الكرخ',
		street: 'المنصور، شارع ١٤ رمضان، قرب مطعم الساعة',
		recipient: 'زينب كاظم',
		sea: 'شحن بحري',
		cod: 'الدفع نقداً عند الاستلام',
		placeOrder: 'تأكيد الطلب',
		selectLogistics: 'يرجى اختيار طريقة الشحن',
		selectPayment: 'يرجى اختيار طريقة الدفع',
		billedOnArrival: /عند وصول بضاعتك إلى العراق/,
		remark: 'ملاحظة',
		checkout: /إتمام الطلب/,
		cartPage: 'سلة التسوق',
		coupon: 'القسيمة',
		couponSheet: 'اختر قسيمة',
		noCoupon: 'عدم استخدام قسيمة',
	},
	en: {
		...SIGN_IN_TEXT.en,
		lang: 'en',
		buyNow: 'Buy now',
		addToCart: 'Add to cart',
		added: 'Added to your cart',
		addAddress: 'Add a delivery address',
		fullName: 'Full name',
		phone: 'Mobile number',
		province: 'Province',
		city: 'District / city',
		postcode: 'Postcode',
		address: 'Address',
		save: 'Save address',
		provinceName: 'Baghdad',
		cityName: 'Adhamiyah',
		street: 'Antar Square, street 10, house 4',
		recipient: 'Omar Saleh',
		sea: 'Sea freight',
		cod: 'Cash on delivery',
		placeOrder: 'Place order',
		selectLogistics: 'Please select a logistics method',
		selectPayment: 'Please select a payment method',
		billedOnArrival: /billed when your goods arrive in Iraq/,
		remark: 'Remark',
		checkout: /Check out/,
		cartPage: 'Cart',
		coupon: 'Coupon',
		couponSheet: 'Choose a coupon',
		noCoupon: "Don't use a coupon",
	},
} as const

let productId: string

test.beforeAll(async ({ request }) => {
	productId = await findProductInStock(request)
})

for (const language of ['ar', 'en'] as const) {
	const t = TEXT[language]

	test.describe(`checkout in ${language === 'ar' ? 'Arabic' : 'English'}`, () => {
		test.use({ locale: language === 'ar' ? 'ar-IQ' : 'en-GB' })

		test('buy now, add an address, sea freight and cash on delivery: the order is placed', async ({ page }) => {
			test.setTimeout(120_000)
			await signInNewBuyer(page, t)
			await page.goto(`${PRODUCT_PATH}?productId=${productId}&lang=${t.lang}`)
			await waitForHydration(page)
			await chooseSku(page)
			const quantity = await page.getByRole('spinbutton').inputValue()

			await page.getByRole('button', { name: t.buyNow }).click()
			await expect(page).toHaveURL(new RegExp(`/pages/trade_flow/index\\?source=buy_now&skuId=[0-9a-f-]{36}&qty=${quantity}&draft=[0-9a-f-]{36}$`))
			await waitForHydration(page)
			await expect(page.getByText(t.billedOnArrival)).toBeVisible()

			const address = {
				fullName: t.recipient,
				phone: '07701234567',
				province: t.provinceName,
				city: t.cityName,
				postcode: '10011',
				address: t.street,
			}
			await addAddressOnTheWay(page, t, address, /\/pages\/trade_flow\/index\?source=buy_now&skuId=[^&]+&qty=\d+&addressId=/)
			// Back on the trade flow, with the new address chosen and everything else as it was.
			await expect(page.getByRole('article', { name: t.recipient })).toBeVisible()

			// Nothing chosen yet: the two missing choices are named (422), and nothing else is lost.
			await page.getByRole('textbox', { name: t.remark }).fill('2 × 3')
			await page.getByRole('button', { name: t.placeOrder }).click()
			await expect(page.getByRole('alert').filter({ hasText: t.selectLogistics })).toBeVisible()
			await expect(page.getByRole('alert').filter({ hasText: t.selectPayment })).toBeVisible()
			await expect(page.getByRole('textbox', { name: t.remark })).toHaveValue('2 × 3')
			await expect(page.getByRole('article', { name: t.recipient })).toBeVisible()

			await page.getByRole('radio', { name: new RegExp(t.sea) }).check()
			await expect(page).toHaveURL(/logisticsMethod=sea/)
			await page.getByRole('radio', { name: new RegExp(t.cod) }).check()
			await expect(page).toHaveURL(/paymentType=11/)

			// The coupon list opens in a sheet (its code loads with the sheet's); choosing closes it.
			await page.getByRole('button', { name: t.coupon }).click()
			const coupons = page.getByRole('dialog', { name: t.couponSheet })
			await expect(coupons.getByRole('link', { name: t.noCoupon })).toBeVisible()
			await coupons.getByRole('link', { name: t.noCoupon }).click()
			await expect(coupons).toBeHidden()
			await expect(page).toHaveURL(/userCouponId=none/)

			// Every choice lives in the address: a reload keeps them.
			await page.reload()
			await waitForHydration(page)
			await expect(page.getByRole('radio', { name: new RegExp(t.sea) })).toBeChecked()
			await expect(page.getByRole('radio', { name: new RegExp(t.cod) })).toBeChecked()

			await page.getByRole('button', { name: t.placeOrder }).click()
			await expect(page).toHaveURL(/\/pages\/order-details\/index\?orderId=[0-9a-f-]{36}$/)
			await expect(page.getByText(/^D\d{12}$/).first()).toBeVisible()
		})
	})
}

test.describe('the cart, in English', () => {
	test.use({ locale: 'en-GB' })

	test('add to cart from the product page, then check out from the cart', async ({ page }) => {
		test.setTimeout(90_000)
		const t = TEXT.en
		await signInNewBuyer(page, t)
		await page.goto(`${PRODUCT_PATH}?productId=${productId}&lang=en`)
		await waitForHydration(page)
		await chooseSku(page)
		await page.getByRole('button', { name: t.addToCart }).click()
		await expect(page.getByText(t.added, { exact: true })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Cart, 1 product' })).toBeVisible()

		await page.getByRole('link', { name: 'Cart, 1 product' }).click()
		await expect(page).toHaveURL(/\/pages\/cart\/index$/)
		await expect(page.getByRole('heading', { name: t.cartPage })).toBeVisible()
		const line = page.getByRole('listitem').filter({ has: page.getByRole('spinbutton') })
		await expect(line).toHaveCount(1)
		const before = Number(await line.getByRole('spinbutton').inputValue())
		await line.getByRole('button', { name: 'Increase quantity' }).click()
		await expect(line.getByRole('spinbutton')).toHaveValue(String(before + 1))
		// The change is saved before checking out (the stepper is busy until the cart answers).
		await expect(line.locator('[aria-busy="true"]')).toHaveCount(0)
		await page.reload()
		await expect(line.getByRole('spinbutton')).toHaveValue(String(before + 1))

		await page.getByRole('button', { name: t.checkout }).click()
		await expect(page).toHaveURL(new RegExp(`/pages/trade_flow/index\\?source=cart&skuId=[0-9a-f-]{36}&qty=${before + 1}&draft=[0-9a-f-]{36}$`))
	})

	test('visitors are sent to sign in first', async ({ page }) => {
		await page.goto('/pages/cart/index?lang=en')
		await expect(page).toHaveURL(/\/pages\/login\/index\?redirectTo=%2Fpages%2Fcart%2Findex/)
		await page.goto('/pages/trade_flow/index?source=buy_now&skuId=00000000-0000-4000-8000-000000000000&qty=1')
		await expect(page).toHaveURL(/\/pages\/login\/index\?redirectTo=%2Fpages%2Ftrade_flow%2Findex/)
	})
})

test.describe('without JavaScript, in English', () => {
	test.use({ locale: 'en-GB' })

	test('the coupon list opens in the page and a choice is taken; the product page opens its share section', async ({ page, browser, baseURL }) => {
		test.setTimeout(120_000)
		await signInNewBuyer(page, TEXT.en)
		await page.goto(`${PRODUCT_PATH}?productId=${productId}&lang=en`)
		await waitForHydration(page)
		await chooseSku(page)
		await page.getByRole('button', { name: TEXT.en.buyNow }).click()
		await expect(page).toHaveURL(/\/pages\/trade_flow\/index\?/)
		const plain = await browser.newContext({ locale: 'en-GB', javaScriptEnabled: false, storageState: await page.context().storageState() })
		const noScript = await plain.newPage()
		// The lists that load with their sheets in the browser are in the server's page here.
		await noScript.goto(page.url())
		await noScript.getByRole('link', { name: new RegExp(TEXT.en.coupon) }).click()
		await expect(noScript).toHaveURL(/coupons=1/)
		await noScript.getByRole('link', { name: TEXT.en.noCoupon }).click()
		await expect(noScript).toHaveURL(/userCouponId=none/)
		await noScript.goto(`${baseURL}${PRODUCT_PATH}?productId=${productId}&lang=en&share=1`)
		await expect(noScript.getByRole('region', { name: 'Share this product' }).getByRole('link', { name: /WhatsApp/ })).toBeVisible()
		await plain.close()
	})
})
