import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { readCodeFromOutbox, uniqueIraqiMobile, waitForHydration } from './helpers.ts'

/**
 * Free-gift campaigns (issue 7): buyer A starts one; three new people, each in a browser of their own, open A's
 * link, sign up in the login sheet with a code from the dev outbox and help; A watches the progress move without
 * reloading, then claims the gift, which becomes a zero-price order. Someone who already had an account before
 * the campaign started is told, in their language (Arabic here), that only new users can help. (A campaign whose timer runs out
 * resets: that needs a clock, so it is tested in app/modules/campaigns/campaigns.server.test.ts, not here.)
 */

const EN = {
	account: 'Mobile number or e-mail',
	sendSms: 'Send code by SMS',
	code: 'Verification code',
	signIn: 'Sign in',
	start: 'Start: get it free',
	started: 'Campaign started. Share your link!',
	signUpToHelp: 'Sign up to help',
	help: /^Help /,
	thanks: 'You helped this campaign. Thank you!',
	claim: 'Claim your gift',
	addAddress: 'Add an address',
	addNew: 'Add a new address',
	fullName: 'Full name',
	phone: 'Mobile number',
	province: 'Province',
	city: 'District / city',
	postcode: 'Postcode',
	address: 'Address',
	save: 'Save address',
	payNow: 'You pay now',
	placeFree: 'Place the free order',
	placed: 'Your free gift order has been placed.',
}

const ONLY_NEW_AR = 'المساعدة للمستخدمين الجدد فقط، وهذا الحساب ليس جديداً على دجلة.'

/** Signs in with an SMS code: on the login page, or in the login sheet a campaign page opened. */
async function signInWithCode(page: Page, context: BrowserContext, t: { account: string; sendSms: string; code: string; signIn: string }) {
	const phone = uniqueIraqiMobile()
	await page.getByLabel(t.account).fill(phone.local)
	await page.getByRole('button', { name: t.sendSms }).click()
	const codeField = page.getByLabel(t.code)
	await expect(codeField).toBeVisible()
	await codeField.fill(await readCodeFromOutbox(context, phone.international))
	await page.getByRole('button', { name: t.signIn, exact: true }).click()
	return phone
}

async function signInOnLoginPage(page: Page, context: BrowserContext, t: typeof EN | { account: string; sendSms: string; code: string; signIn: string }) {
	await page.goto('/pages/login/index')
	await waitForHydration(page)
	await signInWithCode(page, context, t)
	await expect(page).not.toHaveURL(/\/pages\/login\//)
}

test.describe('a free gift, helped by three new friends', () => {
	test.use({ locale: 'en-US' })

	test('A starts a campaign, three new users help through the link, A sees it live and claims the gift as an order', async ({ browser, page, context, baseURL }) => {
		test.setTimeout(180_000)

		// A, a buyer of their own, starts a free-gift campaign.
		await signInOnLoginPage(page, context, EN)
		await page.goto('/pages/free-gifts/index')
		await waitForHydration(page)
		await page.getByRole('button', { name: EN.start }).first().click()
		await expect(page).toHaveURL(/\/pages\/free-help\/index\?c=/)
		await expect(page.getByText(EN.started, { exact: true })).toBeVisible()
		await waitForHydration(page)
		const progress = page.getByTestId('campaign-progress')
		await expect(progress).toHaveText('0 of 3 friends helped')
		const link = await page.getByTestId('campaign-share-link').inputValue()
		expect(link).toContain('utm_source=share')

		// Three new people, each in their own browser, sign up through the link and help.
		for (let helped = 1; helped <= 3; helped++) {
			const friend = await browser.newContext({ baseURL, locale: 'en-US' })
			const friendPage = await friend.newPage()
			await friendPage.goto(link)
			await waitForHydration(friendPage)
			await friendPage.getByRole('link', { name: EN.signUpToHelp }).click()
			await signInWithCode(friendPage, friend, EN)
			// The page reloads itself after signing in and offers the help button.
			await friendPage.getByRole('button', { name: EN.help }).click()
			// What the server counted (the toast saying so may already have gone).
			await expect(friendPage.getByTestId('campaign-verdict')).toHaveText(EN.thanks)
			await friend.close()

			// A's page moves on by itself: no reload.
			await expect(progress).toHaveText(`${helped} of 3 friends helped`)
		}

		// A claims the gift: a zero-price order, delivered to an address of A's.
		await page.getByRole('link', { name: EN.claim }).click()
		await expect(page).toHaveURL(/\/pages\/my-prizes\/index\?claim=/)
		await page.getByRole('link', { name: EN.addAddress }).click()
		await page.getByRole('link', { name: EN.addNew }).click()
		await waitForHydration(page)
		await page.getByLabel(EN.fullName).fill('Ali Hassan')
		await page.getByLabel(EN.phone, { exact: true }).fill('0770 123 4567')
		await page.getByLabel(EN.province).selectOption({ label: 'Baghdad' })
		await page.getByLabel(EN.city).selectOption({ label: 'Karkh' })
		await page.getByLabel(EN.postcode, { exact: true }).fill('10011')
		await page.getByLabel(EN.address, { exact: true }).fill('Mansour, 14 Ramadan street')
		await page.getByRole('button', { name: EN.save }).click()
		await expect(page).toHaveURL(/\/pages\/my-prizes\/index\?claim=.*addressId=/)
		const claimForm = page.getByTestId('claim-form')
		await expect(claimForm.getByText('Ali Hassan')).toBeVisible()
		await expect(claimForm.getByText(EN.payNow)).toBeVisible()
		await claimForm.getByRole('button', { name: EN.placeFree }).click()
		await expect(page).toHaveURL(/\/pages\/order-details\/index\?orderId=/)
		await expect(page.getByText(EN.placed, { exact: true })).toBeVisible()
	})

	test('an existing user who opens a running campaign’s link is told, in Arabic, that only new users can help', async ({ browser, page, context, baseURL }) => {
		test.setTimeout(90_000)
		const existing = await browser.newContext({ baseURL, locale: 'ar-IQ' })
		const existingPage = await existing.newPage()
		await signInOnLoginPage(existingPage, existing, {
			account: 'رقم الجوال أو البريد الإلكتروني',
			sendSms: 'أرسل الرمز برسالة نصية',
			code: 'رمز التحقق',
			signIn: 'تسجيل الدخول',
		})

		await signInOnLoginPage(page, context, EN)
		await page.goto('/pages/free-gifts/index')
		await waitForHydration(page)
		await page.getByRole('button', { name: EN.start }).first().click()
		await expect(page).toHaveURL(/\/pages\/free-help\/index\?c=/)
		await waitForHydration(page)
		const link = await page.getByTestId('campaign-share-link').inputValue()

		await existingPage.goto(link.replace(/&lang=\w+/, ''))
		await waitForHydration(existingPage)
		await expect(existingPage.getByTestId('campaign-verdict')).toHaveText(ONLY_NEW_AR)
		await expect(existingPage.getByRole('button', { name: /^ساعد / })).toHaveCount(0)
		// Still at zero: nothing was counted.
		await expect(existingPage.getByTestId('campaign-progress')).toHaveText('المساعدات: ٠ من ٣')
		await existing.close()
	})
})
