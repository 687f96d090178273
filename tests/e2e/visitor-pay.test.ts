import fs from 'node:fs'
import { type Browser, expect, type Page, test } from '@playwright/test'
import {
	buyNowByBankTransferInArabic,
	findProductInStock,
	readCodeFromOutbox,
	SIGN_IN_TEXT,
	signInNewBuyer,
	signInStaff,
	STAFF_SIGN_IN_TEXT,
	waitForHydration,
} from './helpers.ts'

/**
 * Issue 21: a visitor pays from the visitor order page after proving the phone, in Arabic. A buyer places a bank
 * transfer order; someone without an account (a relative paying for it) finds it with the number and the buyer's
 * phone, proves the phone with the code, sees the shop's account and uploads the slip — and the order then reads
 * "slip under review" with nothing left to pay; staff find the slip in their review queue. A proof that ran out
 * sends the visitor back to the form with the number kept, and the proof for one order pays nothing for another.
 */

const VISITOR_PATH = '/pages/not-login-order-details/index'
/** Where the screenshots go when SHOTS_DIR is set (the 412×915 pictures in ar and en). */
const SHOTS_DIR = process.env.SHOTS_DIR

/** A real 1×1 PNG: the slip is checked by content and re-encoded. */
const SLIP_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

const T = {
	findTitle: 'ابحث عن طلبك',
	orderNumber: 'رقم الطلب',
	orderPhone: 'رقم الهاتف المسجّل في الطلب',
	sendSms: 'إرسال الرمز برسالة نصية',
	code: 'رمز التحقق',
	showOrder: 'عرض الطلب',
	payment: 'الدفع',
	account: 'حوّل إلى هذا الحساب',
	submitSlip: 'إرسال للمراجعة',
	inReview: 'إيصالك قيد المراجعة',
	payNow: 'ادفع الآن',
	changeMethod: 'اختر طريقة دفع أخرى',
	card: 'الدفع الإلكتروني',
	approve: 'موافقة',
	paid: 'تم الدفع بنجاح',
	expired: 'انتهت مدة عرض هذا الطلب على هذا الجهاز. أدخل رقم الهاتف الموجود على الطلب مرة أخرى لنرسل لك رمزاً جديداً.',
}

async function shot(page: Page, name: string) {
	if (!SHOTS_DIR) return
	fs.mkdirSync(SHOTS_DIR, { recursive: true })
	await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true })
}

/** A bank transfer order placed by a new buyer; its number, and the buyer's phone. */
async function transferOrder(page: Page, productId: string) {
	const phone = await signInNewBuyer(page, { ...SIGN_IN_TEXT.ar, lang: 'ar' })
	await buyNowByBankTransferInArabic(page, productId, { signIn: false })
	// The address has changed before the payment page has rendered: wait for the number it shows.
	await expect(page.locator('main')).toContainText(/D\d{12}/)
	const number = /D\d{12}/.exec(await page.locator('main').innerText())?.[0]
	if (!number) throw new Error('no order number on the payment page')
	return { number, phone }
}

/** The visitor form, a code to the phone read from the dev outbox, and the order. */
async function proveThePhone(visitor: Page, number: string, phone: { local: string; international: string }) {
	await visitor.goto(`${VISITOR_PATH}?number=${number}&lang=ar`)
	await waitForHydration(visitor)
	await expect(visitor.getByRole('heading', { name: T.findTitle })).toBeVisible()
	await expect(visitor.getByLabel(T.orderNumber)).toHaveValue(number)
	await visitor.getByLabel(T.orderPhone).fill(phone.local)
	await visitor.getByRole('button', { name: T.sendSms }).click()
	await visitor.getByLabel(T.code).fill(await readCodeFromOutbox(visitor.context(), phone.international))
	await visitor.getByRole('button', { name: T.showOrder }).click()
	await expect(visitor).toHaveURL(new RegExp(`number=${number}`))
	await expect(visitor.getByRole('heading', { name: T.payment, exact: true })).toBeVisible()
	await waitForHydration(visitor)
}

async function newVisitor(browser: Browser, baseURL: string | undefined) {
	const context = await browser.newContext({ locale: 'ar-IQ', baseURL, viewport: { width: 412, height: 915 } })
	return context.newPage()
}

test.describe('a visitor pays from the visitor order page, in Arabic', () => {
	test.use({ locale: 'ar-IQ', viewport: { width: 412, height: 915 } })

	test('after proving the phone: the account, the slip, "under review"; a proof opens no other order and one that ran out asks again', async ({
		page,
		browser,
		baseURL,
	}) => {
		test.setTimeout(240_000)
		const productId = await findProductInStock(page.request)
		const { number, phone } = await transferOrder(page, productId)

		const visitor = await newVisitor(browser, baseURL)
		await proveThePhone(visitor, number, phone)
		// The order is paid by transfer: the shop's account and the slip upload, right here.
		await expect(visitor.getByRole('heading', { name: T.account })).toBeVisible()
		await expect(visitor.getByText('RAFBIQBA')).toBeVisible()
		await expect(visitor.getByRole('button', { name: T.submitSlip })).toBeVisible()
		await expect(visitor.getByRole('link', { name: T.payNow })).toHaveCount(0)
		await shot(visitor, 'ar-visitor-transfer')
		await visitor.goto(`${VISITOR_PATH}?number=${number}&lang=en`)
		await expect(visitor.getByRole('heading', { name: 'Transfer to this account' })).toBeVisible()
		await shot(visitor, 'en-visitor-transfer')

		// Bad input is a 4xx with a message, never a 500.
		const here = `${VISITOR_PATH}?number=${number}&lang=ar`
		const headers = { origin: new URL(visitor.url()).origin }
		const badType = await visitor.request.post(here, { form: { intent: 'start', type: 'cash', idempotencyKey: crypto.randomUUID() }, headers })
		expect(badType.status()).toBe(400)
		const badKey = await visitor.request.post(here, { form: { intent: 'start', type: '10', idempotencyKey: '!' }, headers })
		expect(badKey.status()).toBe(400)
		const notASlip = await visitor.request.post(here, {
			multipart: {
				intent: 'slips',
				idempotencyKey: crypto.randomUUID(),
				slip: { name: 'slip.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') },
			},
			headers,
		})
		expect(notASlip.status()).toBeGreaterThanOrEqual(400)
		expect(notASlip.status()).toBeLessThan(500)
		const unknownPayment = await visitor.request.post(here, {
			multipart: {
				intent: 'slips',
				paymentId: 'nope',
				idempotencyKey: crypto.randomUUID(),
				slip: { name: 'slip.png', mimeType: 'image/png', buffer: SLIP_PNG },
			},
			headers,
		})
		expect(unknownPayment.status()).toBe(404)

		// The proof for this order pays nothing for another one: the answer is the form again, and that order is untouched.
		const other = await browser.newContext({ locale: 'ar-IQ', baseURL })
		const otherBuyer = await other.newPage()
		const another = await transferOrder(otherBuyer, productId)
		const crossed = await visitor.request.post(`${VISITOR_PATH}?number=${another.number}`, {
			multipart: {
				intent: 'slips',
				idempotencyKey: crypto.randomUUID(),
				slip: { name: 'slip.png', mimeType: 'image/png', buffer: SLIP_PNG },
			},
			headers: { origin: new URL(visitor.url()).origin },
		})
		expect(crossed.status()).toBe(401)
		await otherBuyer.reload()
		await expect(otherBuyer.getByText(T.inReview)).toHaveCount(0)
		await other.close()

		// The proof runs out while the visitor is on the page: back to the form, with the number kept and the reason.
		await visitor.goto(`${VISITOR_PATH}?number=${number}&lang=ar`)
		await waitForHydration(visitor)
		await visitor.context().clearCookies()
		await visitor.locator('input[type="file"]').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: SLIP_PNG })
		await visitor.getByRole('button', { name: T.submitSlip }).click()
		await expect(visitor.getByRole('alert').filter({ hasText: T.expired })).toBeVisible()
		await expect(visitor.getByLabel(T.orderNumber)).toHaveValue(number)

		// Proven again: the slip goes, and the order reads "under review" with nothing to pay.
		await proveThePhone(visitor, number, phone)
		await visitor.locator('input[type="file"]').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: SLIP_PNG })
		await visitor.getByRole('button', { name: T.submitSlip }).click()
		await expect(visitor.getByRole('status').filter({ hasText: T.inReview })).toBeVisible()
		await expect(visitor.getByRole('button', { name: T.submitSlip })).toHaveCount(0)
		await expect(visitor.getByRole('heading', { name: T.account })).toHaveCount(0)
		await expect(visitor.getByRole('link', { name: T.payNow })).toHaveCount(0)
		await expect(visitor.getByRole('button', { name: /^ادفع / })).toHaveCount(0)
		await shot(visitor, 'ar-visitor-in-review')
		await visitor.goto(`${VISITOR_PATH}?number=${number}&lang=en`)
		await expect(visitor.getByText('Your slip is under review')).toBeVisible()
		await shot(visitor, 'en-visitor-in-review')
		await visitor.context().close()

		// The buyer's own order page says the same; staff find the slip in their review queue.
		await page.goto('/pages/individualCenter/buyer_order_list/index?lang=ar')
		await expect(page.getByRole('article').filter({ hasText: number }).getByTestId('order-slip-in-review')).toBeVisible()
		const staffContext = await browser.newContext({ locale: 'ar-IQ', baseURL, viewport: { width: 1280, height: 900 } })
		const staff = await staffContext.newPage()
		await staff.goto('/staff/login?lang=ar')
		await waitForHydration(staff)
		await signInStaff(staff, STAFF_SIGN_IN_TEXT.ar)
		await expect(staff).not.toHaveURL(/\/staff\/login/)
		await staff.goto('/staff/payments?lang=ar')
		const card = staff.getByRole('listitem').filter({ hasText: number })
		await expect(card.first()).toBeVisible()
		await expect(card.first().getByRole('link', { name: /^الإيصال [٠-٩]+$/ })).toBeVisible()
		await staffContext.close()
	})

	test("by card instead: the buyer's gateway, and back on the visitor page with the order paid", async ({ page, browser, baseURL }) => {
		test.setTimeout(180_000)
		const productId = await findProductInStock(page.request)
		const { number, phone } = await transferOrder(page, productId)
		const visitor = await newVisitor(browser, baseURL)
		await proveThePhone(visitor, number, phone)
		await visitor.getByRole('link', { name: T.changeMethod }).click()
		await waitForHydration(visitor)
		await visitor.getByRole('radio', { name: new RegExp(T.card) }).check()
		await visitor.getByRole('button', { name: /^ادفع / }).click()
		await expect(visitor).toHaveURL(/\/dev\/gateway\?/)
		await expect(visitor.getByText(number)).toBeVisible()
		await visitor.getByRole('button', { name: T.approve }).click()
		await expect(visitor).toHaveURL(new RegExp(`${VISITOR_PATH}\\?number=${number}`))
		await expect(visitor.getByText(T.paid).first()).toBeVisible()
		await expect(visitor.getByRole('heading', { name: T.payment, exact: true })).toHaveCount(0)
		await expect(visitor.getByRole('button', { name: /^ادفع / })).toHaveCount(0)
		await visitor.context().close()
	})
})
