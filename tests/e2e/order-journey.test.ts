import { type Browser, expect, type Page, test } from '@playwright/test'
import {
	addAddressOnTheWay,
	ADDRESS_FORM_TEXT,
	chooseSku,
	EMBEDDED,
	findProductInStock,
	PRODUCT_PATH,
	SIGN_IN_TEXT,
	signInNewBuyer,
	signInStaffByForm,
	waitForHydration,
} from './helpers.ts'

/**
 * Issue 6's whole journey, in Arabic, with a buyer and a member of staff in two browsers: the buyer buys now,
 * adds an address on the way and pays the goods by bank transfer with a slip; staff approve the slip in the
 * console, move the goods along to the Iraqi warehouse and enter the second-stage costs; the buyer pays those
 * by card in the sandbox gateway; staff add the courier to the shipment timeline; the buyer confirms receipt.
 */

/** A real 1×1 PNG: the slip is checked by content and re-encoded. */
const SLIP_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

async function staffConsole(browser: Browser): Promise<Page> {
	const context = await browser.newContext({ locale: 'ar-IQ', viewport: { width: 1280, height: 900 } })
	const page = await context.newPage()
	await signInStaffByForm(page)
	await page.goto('/staff/orders?lang=ar')
	await waitForHydration(page)
	await expect(page.getByRole('heading', { level: 1, name: 'الطلبات' })).toBeVisible()
	return page
}

/** Staff press one of the order's next-step buttons and wait for the page to show the new status. */
async function staffStep(staff: Page, button: string, statusAfter: string) {
	await staff.getByRole('button', { name: button, exact: true }).click()
	await expect(staff.getByText(statusAfter).first()).toBeVisible()
	await expect(staff.getByRole('button', { name: button, exact: true })).toHaveCount(0)
}

test.describe('an order from buy-now to the door, in Arabic', () => {
	test.use({ locale: 'ar-IQ' })

	test(
		'bank transfer with a slip, staff approve and ship, second-stage costs paid by card, receipt confirmed',
		{ tag: EMBEDDED },
		async ({ page, browser, request }) => {
			test.setTimeout(240_000)
			const productId = await findProductInStock(request)
			await signInNewBuyer(page, { ...SIGN_IN_TEXT.ar, lang: 'ar' })

			// Buy now from the product page.
			await page.goto(`${PRODUCT_PATH}?productId=${productId}&lang=ar`)
			await waitForHydration(page)
			await chooseSku(page)
			await page.getByRole('button', { name: 'اشترِ الآن' }).click()
			await expect(page).toHaveURL(/\/pages\/trade_flow\/index\?source=buy_now/)
			await waitForHydration(page)

			// An address, added on the way.
			await addAddressOnTheWay(
				page,
				{ ...ADDRESS_FORM_TEXT.ar, addAddress: 'إضافة عنوان التوصيل', save: 'حفظ العنوان' },
				{
					fullName: 'حيدر عبد الله',
					phone: '07801234567',
					province: 'بغداد',
					city: 'الكرخ',
					postcode: '10011',
					address: 'المنصور، شارع ١٤ رمضان، بناية ٧',
				},
			)

			// Sea freight, bank transfer: the order is placed and the buyer lands on the payment page.
			await page.getByRole('radio', { name: /شحن بحري/ }).check()
			await expect(page).toHaveURL(/logisticsMethod=sea/)
			await page.getByRole('radio', { name: /تحويل مصرفي/ }).check()
			await expect(page).toHaveURL(/paymentType=5/)
			await page.getByRole('button', { name: 'تأكيد الطلب' }).click()
			await expect(page).toHaveURL(/\/pages\/payment\/index\?orderId=[0-9a-f-]{36}&stage=goods/)
			const orderId = /orderId=([0-9a-f-]{36})/.exec(page.url())![1]!
			await waitForHydration(page)
			const orderNumber = (await page
				.getByText(/^D\d{12}$/)
				.first()
				.textContent())!.trim()

			// Step 1: the bank account; step 2: the slip.
			await page.getByRole('radio', { name: /تحويل مصرفي/ }).check()
			await page.getByRole('button', { name: /^ادفع / }).click()
			await expect(page.getByText('حوّل إلى هذا الحساب')).toBeVisible()
			await page
				.getByRole('link', { name: 'حوّلت المبلغ، ارفع الإيصال' })
				.or(page.getByRole('button', { name: 'حوّلت المبلغ، ارفع الإيصال' }))
				.click()
			await page.locator('input[type="file"]').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: SLIP_PNG })
			await page.getByRole('button', { name: 'إرسال للمراجعة' }).click()
			await expect(page.getByText('إيصالك قيد المراجعة')).toBeVisible()

			// Staff approve the slip on the order's page: the order goes to purchase.
			const staff = await staffConsole(browser)
			await staff.goto(`/staff/orders/${orderNumber}?lang=ar`)
			await expect(staff.getByRole('heading', { level: 1, name: `الطلب \u2066${orderNumber}\u2069` })).toBeVisible()
			await staff.getByRole('button', { name: 'قبول الإيصال' }).click()
			await expect(staff.getByText('بانتظار الشحن · قيد الشراء').first()).toBeVisible()

			// The goods travel to the Iraqi warehouse.
			await staffStep(staff, 'تم شراء البضاعة من المورّد', 'بانتظار الشحن · ينتظر شحن المورّد')
			await staffStep(staff, 'شُحنت داخل الصين', 'بانتظار الاستلام · في الطريق داخل الصين')
			await staffStep(staff, 'شُحنت بحرًا', 'بانتظار الاستلام · في البحر')
			await staffStep(staff, 'وصلت إلى مستودع العراق', 'بانتظار الاستلام · في مستودع العراق')

			// The second-stage costs, entered on arrival.
			await staff.getByLabel('رسوم الشحن البحري (د.ع)').fill('45000')
			await staff.getByLabel('تخزين الحاوية في المستودع (سنت أمريكي لليوم)').fill('250')
			await staff.getByLabel('عدد أيام التخزين').fill('4')
			await staff.getByLabel('ملحق شحن قسم الصين (د.ع)').fill('5000')
			await staff.getByLabel('التأمين (د.ع)').fill('2000')
			await staff.getByLabel('رسوم المستودع المحلي (د.ع)').fill('3000')
			await staff.getByLabel('رسوم الخدمات الإضافية (د.ع)').fill('0')
			await staff.getByRole('button', { name: 'حفظ التكاليف وطلب الدفع من المشتري' }).click()
			await expect(staff.getByText('بانتظار الاستلام · ادفع تكاليف الشحن').first()).toBeVisible()

			// The buyer sees the costs and pays them by card in the sandbox gateway.
			await page.goto(`/pages/order-details/index?orderId=${orderId}&lang=ar`)
			await waitForHydration(page)
			await expect(page.getByText('بانتظار الاستلام · ادفع تكاليف الشحن').first()).toBeVisible()
			await expect(page.getByText(/رسوم الشحن البحري/).first()).toBeVisible()
			await page
				.getByRole('link', { name: /ادفع تكاليف الشحن/ })
				.first()
				.click()
			await expect(page).toHaveURL(/\/pages\/payment\/index\?orderId=.*stage=logistics/)
			await waitForHydration(page)
			await page.getByRole('radio', { name: /الدفع الإلكتروني/ }).check()
			await page.getByRole('button', { name: /^ادفع / }).click()
			await expect(page.getByRole('heading', { name: 'بوابة الدفع التجريبية' })).toBeVisible()
			await page.getByRole('button', { name: 'موافقة' }).click()
			await expect(page.getByText('تم الدفع بنجاح')).toBeVisible()

			// Staff hand the goods to the courier and say so on the timeline.
			await staff.reload()
			await expect(staff.getByText('بانتظار الاستلام (٣)', { exact: true }).first()).toBeVisible()
			await staff.getByLabel('المرحلة').selectOption({ label: 'مع المندوب' })
			await staff.getByLabel('الوقت').fill(new Date(Date.now() - 60_000 + 3 * 3600_000).toISOString().slice(0, 16))
			await staff.getByLabel('المكان').fill('بغداد، الكرخ')
			await staff.getByRole('button', { name: 'إضافة إلى المسار' }).click()
			await expect(staff.getByText('بغداد، الكرخ').first()).toBeVisible()

			// The buyer follows the shipment and confirms receipt after the confirmation.
			await page.goto(`/pages/logistics-details/index?orderId=${orderId}&lang=ar`)
			await expect(page.getByText('بغداد، الكرخ').first()).toBeVisible()
			await page.goto(`/pages/order-details/index?orderId=${orderId}&lang=ar`)
			await waitForHydration(page)
			await page.getByRole('button', { name: 'تأكيد الاستلام', exact: true }).click()
			await page.getByRole('dialog', { name: 'هل استلمت البضاعة؟' }).getByRole('button', { name: 'نعم، استلمتها' }).click()
			await expect(page.getByText('شكرًا لك! تم تأكيد الاستلام', { exact: true })).toBeVisible()
			await expect(page.getByText('تم الاستلام').first()).toBeVisible()
			await staff.context().close()
		},
	)
})
