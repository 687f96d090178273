import { type Browser, expect, test } from '@playwright/test'
import {
	buyNowByBankTransferInArabic,
	findProductInStock,
	readCodeFromOutbox,
	SIGN_IN_TEXT,
	signInNewBuyer,
	uniqueIraqiMobile,
	waitForHydration,
} from './helpers.ts'

/**
 * Buyer gaps of issue 21: changing the phone on the profile (a code to the new one, a notice to the old one, a
 * number of another account refused), changing the shipping method after ordering, and the full help record.
 */

/** A second buyer, in a browser of their own, who owns a phone number; returns that number. */
async function anotherBuyersPhone(browser: Browser) {
	const context = await browser.newContext({ locale: 'en-US' })
	const page = await context.newPage()
	const phone = await signInNewBuyer(page, { ...SIGN_IN_TEXT.en, lang: 'en' })
	await context.close()
	return phone
}

test.describe('changing the mobile number, in English', () => {
	test.use({ locale: 'en-US' })

	test('a code goes to the new number, the change keeps the buyer signed in, the old number is told; another account’s number is refused', async ({
		page,
		browser,
	}) => {
		test.setTimeout(180_000)
		const taken = await anotherBuyersPhone(browser)
		const old = await signInNewBuyer(page, { ...SIGN_IN_TEXT.en, lang: 'en' })
		await page.goto('/pages/my-info/index?lang=en')
		await waitForHydration(page)
		const change = page.getByTestId('contact-change-phone')

		// Another account's number: a clear message, and what was typed stays.
		await change.getByText('Change mobile number').click()
		await change.getByLabel('New mobile number').fill(taken.local)
		await change.getByRole('button', { name: 'Send code by SMS' }).click()
		await expect(change.getByText('This mobile number belongs to another account')).toBeVisible()
		await expect(change.getByLabel('New mobile number')).toHaveValue(taken.local)

		// A new number: the code is sent to it, entered, and the number is changed.
		const fresh = uniqueIraqiMobile()
		await change.getByLabel('New mobile number').fill(fresh.local)
		await change.getByRole('button', { name: 'Send code by SMS' }).click()
		await expect(change.getByText(`We sent a code to ${fresh.international}.`, { exact: false })).toBeVisible()
		await change.getByLabel('Verification code').fill('000000'.replace(/0/g, '9'))
		await change.getByRole('button', { name: 'Confirm the change' }).click()
		await expect(change.getByText(/That code is not right/)).toBeVisible()
		await change.getByLabel('Verification code').fill(await readCodeFromOutbox(page.context(), fresh.international))
		await change.getByRole('button', { name: 'Confirm the change' }).click()
		await expect(page.getByText('Your mobile number was changed', { exact: true })).toBeVisible()
		await expect(page.getByText(fresh.international, { exact: true })).toBeVisible()

		// Still signed in: the profile opens again without the login page.
		await page.reload()
		await expect(page).toHaveURL(/\/pages\/my-info\/index/)

		// The old number got the notice.
		const outbox = await page.context().newPage()
		await outbox.goto(`/dev/outbox?to=${encodeURIComponent(old.international)}`)
		await expect(outbox.locator(`li[data-recipient="${old.international}"]`).first()).toContainText('was changed')
		await outbox.close()
	})
})

test.describe('changing the shipping method after ordering, in Arabic', () => {
	test.use({ locale: 'ar-IQ' })

	test('a bank-transfer order switches from sea to air freight in the sheet on the order page', async ({ page, request }) => {
		test.setTimeout(180_000)
		const productId = await findProductInStock(request)
		const orderId = await buyNowByBankTransferInArabic(page, productId)

		await page.goto(`/pages/order-details/index?orderId=${orderId}&lang=ar`)
		await waitForHydration(page)
		await page.getByRole('button', { name: 'تغيير', exact: true }).click()
		const sheet = page.getByRole('dialog', { name: 'تغيير طريقة الشحن' })
		await expect(sheet).toBeVisible()
		await expect(sheet.getByRole('radio', { name: /شحن بحري/ })).toBeChecked()
		await sheet.getByRole('radio', { name: /شحن جوي/ }).check()
		await sheet.getByRole('button', { name: 'استخدم هذه الطريقة' }).click()
		await expect(page.getByText('تم تغيير طريقة الشحن', { exact: true })).toBeVisible()
		await expect(sheet).toBeHidden()
		await page.reload()
		await expect(page.getByRole('definition').filter({ hasText: 'شحن جوي' })).toBeVisible()
	})
})

test.describe('the help record, in English', () => {
	test.use({ locale: 'en-US' })

	test('mine, helped and ended, each with its empty state, and a started campaign under mine', async ({ page }) => {
		test.setTimeout(120_000)
		await signInNewBuyer(page, { ...SIGN_IN_TEXT.en, lang: 'en' })
		await page.goto('/pages/account/index?lang=en')
		await page.getByRole('link', { name: 'Help record' }).click()
		await expect(page).toHaveURL(/\/pages\/free-gifts\/index\?tab=mine/)
		await waitForHydration(page)
		const tabs = page.getByRole('navigation', { name: 'Help record sections' })
		await expect(page.getByText('You have no campaign running')).toBeVisible()
		await tabs.getByRole('link', { name: /I helped/ }).click()
		await expect(page.getByText('You have not helped anyone yet')).toBeVisible()
		await tabs.getByRole('link', { name: /Ended/ }).click()
		await expect(page.getByText('No ended campaigns')).toBeVisible()

		await page.getByRole('button', { name: 'Start: get it free' }).first().click()
		await expect(page).toHaveURL(/\/pages\/free-help\/index\?c=/)
		await page.goto('/pages/free-gifts/index?tab=mine&lang=en')
		await expect(page.getByTestId('help-record-mine').getByTestId('campaign-card')).toHaveCount(1)
		await expect(tabs.getByRole('link', { name: /My campaigns/ })).toHaveAttribute('aria-current', 'page')
	})
})
