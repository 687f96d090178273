import { expect, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import {
	buyNowByBankTransferInArabic,
	ADDRESS_FORM_TEXT,
	chooseSku,
	findProductInStock,
	PRODUCT_PATH,
	readCodeFromOutbox,
	SIGN_IN_TEXT,
	signInNewBuyer,
	uniqueIraqiMobile,
	waitForHydration,
} from './helpers.ts'

/**
 * Issue 21, four gaps a buyer meets: a session that ends while a form is filled in (the login sheet, then the form
 * is sent again), the calling code remembered on the device, code limits that let a buyer try WhatsApp then SMS
 * then ask again, and no "Pay now" on the order list while a transfer slip is under review.
 */

/**
 * The session ends (expired, or signed out elsewhere): the browser no longer has it. Only once the page is settled:
 * a revalidation still on its way after the last sign-in would come back signed out and make the page believe the
 * buyer never signed in, and a buyer who is shown as signed out gets the plain login sheet, not "your session ended".
 */
async function endSession(page: Page) {
	await page.waitForFunction(() => {
		type Idle = { state: { navigation: { state: string }; revalidation: string; fetchers: Map<string, { state: string }> } }
		const router = (window as { __remixRouter?: Idle }).__remixRouter
		return (
			router !== undefined &&
			router.state.navigation.state === 'idle' &&
			router.state.revalidation === 'idle' &&
			[...router.state.fetchers.values()].every((fetcher) => fetcher.state === 'idle')
		)
	})
	const names = (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => name.includes('dijla_session'))
	expect(names.length).toBeGreaterThan(0)
	for (const name of names) await page.context().clearCookies({ name })
}

/** Signs the same buyer in again inside the login sheet, with a code by `channel`. */
async function signInAgainInSheet(page: Page, sheet: Locator, phone: { local: string; international: string }, channel: 'SMS' | 'WhatsApp') {
	await sheet.getByLabel(SIGN_IN_TEXT.en.account).fill(phone.local)
	await sheet.getByRole('button', { name: `Send code by ${channel}` }).click()
	const codeField = sheet.getByLabel(SIGN_IN_TEXT.en.code)
	await expect(codeField).toBeVisible()
	await codeField.fill(await readCodeFromOutbox(page.context(), phone.international))
	await sheet.getByRole('button', { name: SIGN_IN_TEXT.en.signIn, exact: true }).click()
	await expect(sheet).toBeHidden()
}

test.describe('the gaps a buyer meets, in English', () => {
	test.use({ locale: 'en-US', viewport: { width: 412, height: 915 } })

	test('a session that ends while saving an address: the login sheet, and the address is saved after signing in', async ({ page }) => {
		test.setTimeout(120_000)
		const phone = await signInNewBuyer(page, { ...SIGN_IN_TEXT.en, lang: 'en' })
		await page.goto('/pages/address-add/index?lang=en')
		await waitForHydration(page)
		const fields = {
			fullName: 'Haidar Abdullah',
			phone: '07801234567',
			province: 'Baghdad',
			city: 'Karkh',
			postcode: '10011',
			address: `Mansour, 14 Ramadan Street, building ${Date.now() % 1000}`,
		}
		await page.getByLabel(ADDRESS_FORM_TEXT.en.fullName).fill(fields.fullName)
		await page.getByLabel(ADDRESS_FORM_TEXT.en.phone, { exact: true }).fill(fields.phone)
		await page.getByLabel(ADDRESS_FORM_TEXT.en.province).selectOption({ label: fields.province })
		await page.getByLabel(ADDRESS_FORM_TEXT.en.city).selectOption({ label: fields.city })
		await page.getByLabel(ADDRESS_FORM_TEXT.en.postcode, { exact: true }).fill(fields.postcode)
		await page.getByLabel(ADDRESS_FORM_TEXT.en.address, { exact: true }).fill(fields.address)

		await endSession(page)
		await page.getByRole('button', { name: 'Save address' }).click()
		const sheet = page.getByRole('dialog')
		await expect(sheet.getByTestId('login-session-ended')).toContainText('Your session has ended')
		// Still on the form, with everything typed.
		await expect(page).toHaveURL(/\/pages\/address-add\/index/)
		await expect(page.getByLabel(ADDRESS_FORM_TEXT.en.address, { exact: true })).toHaveValue(fields.address)
		await page.screenshot({ path: test.info().outputPath('session-ended-sheet-en.png') })

		await signInAgainInSheet(page, sheet, phone, 'SMS')
		// The form went again on its own: saved, on the address list.
		await expect(page).toHaveURL(/\/pages\/address\/index/)
		await expect(page.getByText(fields.address)).toBeVisible()
		await expect(page.getByText(fields.address)).toHaveCount(1)
	})

	test('a session that ends while writing a sourcing request: the login sheet, and the request (its photo too) is sent after signing in', async ({
		page,
	}) => {
		test.setTimeout(120_000)
		const phone = await signInNewBuyer(page, { ...SIGN_IN_TEXT.en, lang: 'en' })
		await page.goto('/pages/inquiry-add/index?lang=en')
		await waitForHydration(page)
		const description = `A stainless steel lunch box with three compartments, batch ${Date.now() % 100000}`
		await page.getByLabel('What do you need?').fill(description)
		await page.getByLabel('Estimated quantity (pieces)').fill('200')
		await page.getByLabel('Add photos').setInputFiles({
			name: 'lunch-box.png',
			mimeType: 'image/png',
			buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#999' } })
				.png()
				.toBuffer(),
		})

		await endSession(page)
		await page.getByRole('button', { name: 'Send request' }).click()
		const sheet = page.getByRole('dialog')
		await expect(sheet.getByTestId('login-session-ended')).toContainText('Your session has ended')
		// Still on the form, with everything typed.
		await expect(page).toHaveURL(/\/pages\/inquiry-add\/index/)
		await expect(page.getByLabel('What do you need?')).toHaveValue(description)

		await signInAgainInSheet(page, sheet, phone, 'SMS')
		// The form went again on its own: the request's page, with what was typed and the photo.
		await expect(page).toHaveURL(/\/pages\/inquiry-details\/index\?id=/)
		await expect(page.getByText(description, { exact: true })).toBeVisible()
		await expect(page.getByRole('img', { name: 'Photo 1', exact: true })).toHaveCount(1)
		await page.goto('/pages/inquiry/index?lang=en')
		await expect(page.getByText(description)).toHaveCount(1)
	})

	test('a session that ends while editing the profile: the login sheet, and the names are saved after signing in', async ({ page }) => {
		test.setTimeout(120_000)
		const phone = await signInNewBuyer(page, { ...SIGN_IN_TEXT.en, lang: 'en' })
		await page.goto('/pages/my-info/index?lang=en')
		await waitForHydration(page)
		await page.getByLabel('First name').fill('Haidar')
		await page.getByLabel('Last name').fill('Abdullah')

		await endSession(page)
		await page.getByRole('button', { name: 'Save changes' }).click()
		const sheet = page.getByRole('dialog')
		await expect(sheet.getByTestId('login-session-ended')).toContainText('Your session has ended')
		await expect(page).toHaveURL(/\/pages\/my-info\/index/)
		await expect(page.getByLabel('Last name')).toHaveValue('Abdullah')

		await signInAgainInSheet(page, sheet, phone, 'SMS')
		await expect(page.getByText('Your details are saved', { exact: true })).toBeVisible()
		await page.reload()
		await expect(page.getByLabel('First name')).toHaveValue('Haidar')
		await expect(page.getByLabel('Last name')).toHaveValue('Abdullah')
	})

	test('a session that ends before a favourite or an add to cart: signing in in the sheet finishes each', async ({ page, request }) => {
		test.setTimeout(120_000)
		const productId = await findProductInStock(request)
		const phone = await signInNewBuyer(page, { ...SIGN_IN_TEXT.en, lang: 'en' })
		await page.goto(`${PRODUCT_PATH}?productId=${productId}&lang=en`)
		await waitForHydration(page)

		await endSession(page)
		await page.getByRole('button', { name: 'Add to favourites' }).click()
		const sheet = page.getByRole('dialog')
		await expect(sheet.getByTestId('login-session-ended')).toBeVisible()
		await signInAgainInSheet(page, sheet, phone, 'SMS')
		await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true')

		await endSession(page)
		await chooseSku(page)
		await page.getByRole('button', { name: 'Add to cart' }).click()
		await expect(sheet.getByTestId('login-session-ended')).toBeVisible()
		// A code and a resend per channel: this third sign-in goes by WhatsApp.
		await signInAgainInSheet(page, sheet, phone, 'WhatsApp')
		await expect(page.getByText('Signed in, and the item is now in your cart', { exact: true })).toBeVisible()

		// Both were done once, for this buyer.
		await page.goto('/pages/individualCenter/buyer_collection/index?lang=en')
		await expect(page.locator(`a[href*="${productId}"]`).first()).toBeVisible()
		await page.goto('/pages/cart/index?lang=en')
		await expect(page.locator(`a[href*="${productId}"]`)).not.toHaveCount(0)
	})

	test('the calling code chosen last is where the phone field starts next time', async ({ page }) => {
		await page.goto('/pages/login/index?lang=en')
		await waitForHydration(page)
		const code = page.getByLabel('Country code')
		await expect(code).toHaveValue('964')
		await code.selectOption('966')
		await page.goto('/?lang=en')
		await page.goto('/pages/login/index?lang=en')
		await waitForHydration(page)
		await expect(page.getByLabel('Country code')).toHaveValue('966')
		await page.getByLabel('Country code').selectOption('90')
		await page.reload()
		await waitForHydration(page)
		await expect(page.getByLabel('Country code')).toHaveValue('90')
	})

	test('a buyer tries WhatsApp, then SMS, then asks again, and signs in with the newest code', async ({ page }) => {
		await page.clock.install()
		await page.goto('/pages/login/index?lang=en')
		await waitForHydration(page)
		const phone = uniqueIraqiMobile()
		const sendBy = async (channel: 'WhatsApp' | 'SMS') => {
			await page.getByLabel(SIGN_IN_TEXT.en.account).fill(phone.local)
			await page.getByRole('button', { name: `Send code by ${channel}` }).click()
			await expect(page.getByLabel(SIGN_IN_TEXT.en.code)).toBeVisible()
		}
		const tryAnother = async () => {
			await page.getByRole('button', { name: 'Use another number or e-mail' }).click()
			// The 60-second resend countdown runs out.
			await page.clock.fastForward(61_000)
		}
		await sendBy('WhatsApp')
		await tryAnother()
		await sendBy('SMS')
		await tryAnother()
		await sendBy('SMS')
		await page.getByLabel(SIGN_IN_TEXT.en.code).fill(await readCodeFromOutbox(page.context(), phone.international))
		await page.getByRole('button', { name: SIGN_IN_TEXT.en.signIn, exact: true }).click()
		await expect(page).not.toHaveURL(/\/pages\/login\//)
	})
})

/** A real 1×1 PNG: the slip is checked by content and re-encoded. */
const SLIP_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

test.describe('the order list, in Arabic', () => {
	test.use({ locale: 'ar-IQ', viewport: { width: 412, height: 915 } })

	test('a transfer order: "Pay now" until the slip is sent, then "slip under review" instead', async ({ page, request }) => {
		test.setTimeout(180_000)
		const productId = await findProductInStock(request)
		await buyNowByBankTransferInArabic(page, productId)
		const paymentUrl = page.url()

		const list = '/pages/individualCenter/buyer_order_list/index?lang=ar'
		await page.goto(list)
		const card = page.getByRole('article').first()
		await expect(card.getByRole('link', { name: /^ادفع ثمن الطلب/ })).toBeVisible()
		await expect(card.getByTestId('order-slip-in-review')).toHaveCount(0)

		await page.goto(paymentUrl)
		await waitForHydration(page)
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

		await page.goto(list)
		await expect(card.getByTestId('order-slip-in-review')).toHaveText('الإيصال قيد المراجعة')
		await expect(card.getByRole('link', { name: /^ادفع ثمن الطلب/ })).toHaveCount(0)
		await expect(card.getByRole('link', { name: 'ادفع الآن' })).toHaveCount(0)
		await page.screenshot({ path: test.info().outputPath('order-list-slip-in-review-ar.png') })
	})
})
