import { type APIRequestContext, type Browser, expect, test } from '@playwright/test'
import {
	findProductInStock,
	placeCashOnDeliveryOrder,
	readCodeFromOutbox,
	SIGN_IN_TEXT,
	signInNewBuyer,
	signInStaff,
	STAFF_SIGN_IN_TEXT,
	uniqueIraqiMobile,
	waitForHydration,
} from './helpers.ts'

/**
 * The buyer's orders after checkout (issue 6, items 4 to 6), in Arabic and English: a new buyer places a cash on
 * delivery order, finds it under its tab with the count, opens it (every field, the cash notice), leaves a
 * remark, follows the shipment (no estimate before the goods leave China), and cancels it after the
 * confirmation. Another buyer gets the 404 page for it; a visitor opens it only with a code sent to the phone on
 * the order, sees no address, and the proof opens no other order. Each journey signs in buyers of its own.
 */

const LIST_PATH = '/pages/individualCenter/buyer_order_list/index'
const VISITOR_PATH = '/pages/not-login-order-details/index'

const TEXT = {
	ar: {
		...SIGN_IN_TEXT.ar,
		lang: 'ar',
		locale: 'ar-IQ',
		buyNow: 'اشترِ الآن',
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
		// The order pages
		tabDelivery: 'بانتظار الشحن',
		tabCancelled: 'ملغاة',
		paymentCod: 'الدفع عند الاستلام',
		codNotice: 'ادفع نقدًا للمندوب عند وصول البضاعة.',
		statusBuying: 'نقوم بشراء بضاعتك من المورّد',
		statusCancelled: 'تم إلغاء هذا الطلب',
		remark: /ملاحظة لفريقنا/,
		saveRemark: 'حفظ الملاحظة',
		remarkSaved: 'تم حفظ الملاحظة',
		track: 'تتبّع الشحنة',
		noEstimate: 'لا يوجد موعد تسليم متوقّع بعد: نحدده عند مغادرة البضاعة الصين.',
		legSupplier: 'لدى المورّد',
		cancel: 'إلغاء الطلب',
		cancelTitle: 'هل تريد إلغاء هذا الطلب؟',
		cancelConfirm: 'نعم، ألغِ الطلب',
		cancelled: 'تم إلغاء الطلب',
		notFound: 'الصفحة غير موجودة',
		// The visitor page
		findTitle: 'ابحث عن طلبك',
		orderNumber: 'رقم الطلب',
		orderPhone: 'رقم الهاتف المسجّل في الطلب',
		visitorSms: 'إرسال الرمز برسالة نصية',
		enterCode: 'أدخل الرمز',
		showOrder: 'عرض الطلب',
		wrongCode: /الرمز غير صحيح/,
		productCost: 'تكلفة المنتجات (الدفعة الأولى)',
		tracking: 'مسار الشحنة',
	},
	en: {
		...SIGN_IN_TEXT.en,
		lang: 'en',
		locale: 'en-GB',
		buyNow: 'Buy now',
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
		tabDelivery: 'Waiting for delivery',
		tabCancelled: 'Cancelled',
		paymentCod: 'Cash on delivery',
		codNotice: 'Pay in cash to the courier when the goods arrive.',
		statusBuying: 'We are buying your goods from the supplier',
		statusCancelled: 'This order was cancelled',
		remark: /A note for our staff/,
		saveRemark: 'Save remark',
		remarkSaved: 'Remark saved',
		track: 'Track shipment',
		noEstimate: 'No delivery estimate yet: we give one once the goods leave China.',
		legSupplier: 'At the supplier',
		cancel: 'Cancel order',
		cancelTitle: 'Cancel this order?',
		cancelConfirm: 'Yes, cancel the order',
		cancelled: 'The order was cancelled',
		notFound: 'Page not found',
		findTitle: 'Find your order',
		orderNumber: 'Order number',
		orderPhone: 'Phone number on the order',
		visitorSms: 'Send code by SMS',
		enterCode: 'Enter the code',
		showOrder: 'Show the order',
		wrongCode: /That code is not right/,
		productCost: 'Product cost (first payment)',
		tracking: 'Tracking',
	},
} as const

type Texts = (typeof TEXT)[keyof typeof TEXT]

/** The dev outbox has a message for `recipient` (codes are handed to the sender just after the page answers). */
async function expectOutboxMessage(request: APIRequestContext, recipient: string) {
	await expect
		.poll(async () => (await (await request.get(`/dev/outbox?to=${encodeURIComponent(recipient)}`)).text()).includes(`data-recipient="${recipient}"`))
		.toBe(true)
}

/** Another person on another phone: a context of its own, with the run's base URL. */
async function newPage(browser: Browser, t: Texts, baseURL: string | undefined) {
	const context = await browser.newContext({ locale: t.locale, baseURL })
	return context.newPage()
}

let productId: string

test.beforeAll(async ({ request }) => {
	productId = await findProductInStock(request)
})

for (const language of ['ar', 'en'] as const) {
	const t = TEXT[language]

	test.describe(`orders in ${language === 'ar' ? 'Arabic' : 'English'}`, () => {
		test.use({ locale: t.locale })

		test('the buyer finds, reads, annotates, tracks and cancels an order; nobody else can open it', async ({ page, browser, baseURL }) => {
			test.setTimeout(180_000)
			const addressPhone = uniqueIraqiMobile()
			await signInNewBuyer(page, t)
			const { orderUrl, number } = await placeCashOnDeliveryOrder(page, t, productId, addressPhone.local)

			// The list: the order waits for delivery, and the tab says how many.
			await page.goto(`${LIST_PATH}?lang=${t.lang}`)
			await waitForHydration(page)
			const deliveryTab = page.getByRole('link', { name: new RegExp(`^${t.tabDelivery}\\s*[1١]$`) })
			await expect(deliveryTab).toBeVisible()
			await deliveryTab.click()
			await expect(page).toHaveURL(/tab=delivery/)
			await expect(deliveryTab).toHaveAttribute('aria-current', 'page')
			const card = page.getByRole('article').filter({ hasText: number })
			await expect(card).toBeVisible()
			await card.getByRole('link').first().click()
			await expect(page).toHaveURL(new RegExp(orderUrl.replace(/[?]/g, '\\?')))
			await waitForHydration(page)

			// The details: status, payment method and the cash notice, the amounts.
			await expect(page.getByRole('heading', { name: t.statusBuying })).toBeVisible()
			await expect(page.getByText(t.paymentCod, { exact: true })).toBeVisible()
			await expect(page.getByText(t.codNotice)).toBeVisible()
			await expect(page.getByRole('heading', { name: t.productCost })).toBeVisible()
			await expect(page.getByText(t.street)).toBeVisible()

			// A remark, kept on the order.
			await page.getByLabel(t.remark).fill('اتصلوا قبل التوصيل — call first')
			await page.getByRole('button', { name: t.saveRemark }).click()
			await expect(page.getByText(t.remarkSaved, { exact: true })).toBeVisible()
			await page.reload()
			await expect(page.getByLabel(t.remark)).toHaveValue('اتصلوا قبل التوصيل — call first')

			// The shipment: every leg listed, nothing reached yet, and no invented date.
			await page.getByRole('link', { name: t.track }).click()
			await expect(page).toHaveURL(/\/pages\/logistics-details\/index\?orderId=/)
			await expect(page.getByText(t.noEstimate)).toBeVisible()
			await expect(page.getByRole('heading', { name: t.legSupplier })).toBeVisible()
			await expect(page.getByRole('heading', { name: t.tracking, exact: true })).toBeVisible()
			const trackingUrl = new URL(page.url())

			// Another buyer: the 404 page for the order and its shipment.
			const stranger = await newPage(browser, t, baseURL)
			await signInNewBuyer(stranger, t)
			const details = await stranger.goto(`${orderUrl}&lang=${t.lang}`)
			expect(details?.status()).toBe(404)
			await expect(stranger.getByRole('heading', { name: t.notFound }).first()).toBeVisible()
			await expect(stranger.getByText(number)).toHaveCount(0)
			const shipment = await stranger.goto(`${trackingUrl.pathname}${trackingUrl.search}`)
			expect(shipment?.status()).toBe(404)
			await stranger.context().close()

			// Cancel, after the confirmation.
			await page.goto(orderUrl)
			await waitForHydration(page)
			await page.getByRole('button', { name: t.cancel, exact: true }).click()
			const dialog = page.getByRole('dialog', { name: t.cancelTitle })
			await expect(dialog).toBeVisible()
			await dialog.getByRole('button', { name: t.cancelConfirm }).click()
			await expect(page.getByText(t.cancelled, { exact: true })).toBeVisible()
			await expect(page.getByRole('heading', { name: t.statusCancelled })).toBeVisible()
			await expect(page.getByRole('button', { name: t.cancel, exact: true })).toHaveCount(0)

			await page.goto(`${LIST_PATH}?tab=cancelled&lang=${t.lang}`)
			await expect(page.getByRole('article').filter({ hasText: number })).toBeVisible()
			await expect(page.getByRole('link', { name: new RegExp(`^${t.tabCancelled}\\s*[1١]$`) })).toHaveAttribute('aria-current', 'page')
		})

		test('a visitor opens the order with a code sent to the phone on it, and sees no address', async ({ page, browser, baseURL }) => {
			test.setTimeout(180_000)
			const addressPhone = uniqueIraqiMobile()
			await signInNewBuyer(page, t)
			const { number } = await placeCashOnDeliveryOrder(page, t, productId, addressPhone.local)

			const visitor = await newPage(browser, t, baseURL)
			// A wrong phone: the same answer, but no code goes anywhere and none opens the order.
			const wrongPhone = uniqueIraqiMobile()
			await visitor.goto(`${VISITOR_PATH}?lang=${t.lang}`)
			await waitForHydration(visitor)
			await expect(visitor.getByRole('heading', { name: t.findTitle })).toBeVisible()
			await visitor.getByLabel(t.orderNumber).fill(number)
			await visitor.getByLabel(t.orderPhone).fill(wrongPhone.local)
			await visitor.getByRole('button', { name: t.visitorSms }).click()
			await expect(visitor.getByRole('heading', { name: t.enterCode })).toBeVisible()
			await visitor.getByLabel(t.code).fill('123456')
			await visitor.getByRole('button', { name: t.showOrder }).click()
			await expect(visitor.getByRole('alert').filter({ hasText: t.wrongCode })).toBeVisible()
			const outbox = await (await visitor.request.get(`/dev/outbox?to=${encodeURIComponent(wrongPhone.international)}`)).text()
			expect(outbox).not.toContain(`data-recipient="${wrongPhone.international}"`)

			// The phone on the order: a code, then the order — status, items, amounts, shipment, no street, no name.
			await visitor.goto(`${VISITOR_PATH}?lang=${t.lang}`)
			await waitForHydration(visitor)
			await visitor.getByLabel(t.orderNumber).fill(number)
			await visitor.getByLabel(t.orderPhone).fill(addressPhone.local)
			await visitor.getByRole('button', { name: t.visitorSms }).click()
			await expect(visitor.getByRole('heading', { name: t.enterCode })).toBeVisible()
			await expectOutboxMessage(visitor.request, addressPhone.international)
			await visitor.getByLabel(t.code).fill(await readCodeFromOutbox(visitor.context(), addressPhone.international))
			await visitor.getByRole('button', { name: t.showOrder }).click()
			await expect(visitor).toHaveURL(new RegExp(`number=${number}`))
			await expect(visitor.getByText(number).first()).toBeVisible()
			await expect(visitor.getByRole('heading', { name: t.statusBuying }).or(visitor.getByText(t.statusBuying))).toBeVisible()
			await expect(visitor.getByRole('heading', { name: t.productCost })).toBeVisible()
			await expect(visitor.getByText(t.legSupplier)).toBeVisible()
			await expect(visitor.getByText(t.street)).toHaveCount(0)
			await expect(visitor.getByText(t.recipient)).toHaveCount(0)
			await expect(visitor.getByText(addressPhone.local)).toHaveCount(0)

			// The proof is for this order only.
			await visitor.goto(`${VISITOR_PATH}?number=D000000000000&lang=${t.lang}`)
			await expect(visitor.getByRole('heading', { name: t.findTitle })).toBeVisible()
			await visitor.context().close()
		})
	})
}

test.describe('abnormal payment collection, in Arabic', () => {
	test.use({ locale: 'ar-IQ' })

	test('the courier brings the cash back: staff report it with a reason, the buyer reads it on the order, and it is collected later', async ({
		page,
		browser,
		baseURL,
	}) => {
		test.setTimeout(180_000)
		const t = TEXT.ar
		await signInNewBuyer(page, t)
		const { orderUrl, number } = await placeCashOnDeliveryOrder(page, t, productId, uniqueIraqiMobile().local)
		await expect(page.getByText(t.codNotice)).toBeVisible()

		const staffContext = await browser.newContext({ locale: 'ar-IQ', baseURL, viewport: { width: 1280, height: 800 } })
		const staff = await staffContext.newPage()
		await staff.goto(`/staff/orders/${number}`)
		await waitForHydration(staff)
		await signInStaff(staff, STAFF_SIGN_IN_TEXT.ar)
		await expect(staff.getByText(number).first()).toBeVisible()
		// A reason is required; then the payment reads "abnormal payment collection" with it.
		await staff.getByRole('button', { name: 'لم يُحصَّل المبلغ' }).click()
		await expect(staff.getByLabel('سبب عدم التحصيل (يراه المشتري)')).toBeFocused()
		await staff.getByLabel('سبب عدم التحصيل (يراه المشتري)').fill('لم يكن المشتري في العنوان')
		await staff.getByRole('button', { name: 'لم يُحصَّل المبلغ' }).click()
		await expect(staff.getByText('سُجِّل تحصيل غير طبيعي للدفعة وأُبلغ المشتري بالسبب').first()).toBeVisible()
		await expect(staff.getByText('تحصيل غير طبيعي للدفعة', { exact: true })).toBeVisible()
		await expect(staff.getByText('السبب: لم يكن المشتري في العنوان')).toBeVisible()

		await page.goto(orderUrl)
		const notice = page.getByRole('alert').filter({ hasText: 'تحصيل غير طبيعي للدفعة' })
		await expect(notice).toContainText('لم يكن المشتري في العنوان')
		await expect(page.getByText(t.codNotice)).toHaveCount(0)

		// The courier goes back and collects it.
		await staff.getByRole('button', { name: 'تم استلام المبلغ نقدًا' }).click()
		await expect(staff.getByText('سُجِّل استلام المبلغ النقدي').first()).toBeVisible()
		await page.reload()
		await expect(page.getByRole('heading', { name: t.statusBuying })).toBeVisible()
		await expect(notice).toHaveCount(0)
		await staffContext.close()
	})
})

test.describe('without JavaScript', () => {
	test.use({ locale: 'en-GB', javaScriptEnabled: false })

	test('cancelling asks in the page first, then cancels', async ({ page, browser, baseURL }) => {
		test.setTimeout(180_000)
		const t = TEXT.en
		// Placing the order needs the trade flow's scripts: do that in a normal page, then continue without them.
		// Contexts made in a test inherit its options: switch scripts back on explicitly.
		const withScripts = await browser.newContext({ locale: 'en-GB', baseURL, javaScriptEnabled: true })
		const buyer = await withScripts.newPage()
		await signInNewBuyer(buyer, t)
		const { orderUrl } = await placeCashOnDeliveryOrder(buyer, t, productId, uniqueIraqiMobile().local)
		await page.context().addCookies(await withScripts.cookies())
		await withScripts.close()

		await page.goto(orderUrl)
		await page.getByRole('button', { name: t.cancel, exact: true }).click()
		await expect(page.getByRole('alert').filter({ hasText: t.cancelTitle })).toBeVisible()
		await expect(page.getByRole('heading', { name: t.statusBuying })).toBeVisible()
		await page.getByRole('button', { name: t.cancelConfirm }).click()
		await expect(page.getByRole('heading', { name: t.statusCancelled })).toBeVisible()
	})
})
