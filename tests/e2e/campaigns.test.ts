import { expect, test } from '@playwright/test'
import { addAddressOnTheWay, EMBEDDED, SIGN_IN_TEXT, signInNewBuyer, signInWithCode, waitForHydration } from './helpers.ts'

/**
 * Free-gift campaigns (issue 7): buyer A starts one; three new people, each in a browser of their own, open A's
 * link, sign up in the login sheet with a code from the dev outbox and help; A watches the progress move without
 * reloading, then claims the gift, which becomes a zero-price order. Someone who already had an account before
 * the campaign started is told, in their language (Arabic here), that only new users can help. (A campaign whose timer runs out
 * resets: that needs a clock, so it is tested in app/modules/campaigns/campaigns.server.test.ts, not here.)
 */

const EN = {
	...SIGN_IN_TEXT.en,
	start: 'Start: get it free',
	started: 'Campaign started. Share your link!',
	signUpToHelp: 'Sign up to help',
	help: /^Help /,
	thanks: 'You helped this campaign. Thank you!',
	claim: 'Claim your gift',
	addAddress: 'Add a delivery address',
	fullName: 'Full name',
	phone: 'Mobile number',
	province: 'Province',
	city: 'District / city',
	postcode: 'Postcode',
	address: 'Address',
	save: 'Save address',
	fromGift: 'Your free gift: nothing to pay now; delivery rules apply as for any order',
	payNow: 'To pay now',
	sea: 'Sea freight',
	placeOrder: 'Place order',
	placed: 'Order placed',
}

const ONLY_NEW_AR = 'المساعدة للمستخدمين الجدد فقط، وهذا الحساب ليس جديداً على دجلة.'

test.describe('a free gift, helped by three new friends', () => {
	test.use({ locale: 'en-US' })

	test('A starts a campaign, three new users help through the link, A sees it live and claims the gift as an order', { tag: EMBEDDED }, async ({ browser, page, baseURL }) => {
		test.setTimeout(180_000)

		// A, a buyer of their own, starts a free-gift campaign.
		await signInNewBuyer(page, EN)
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
			await signInWithCode(friendPage, EN)
			// The page reloads itself after signing in and offers the help button.
			await friendPage.getByRole('button', { name: EN.help }).click()
			// What the server counted (the toast saying so may already have gone).
			await expect(friendPage.getByTestId('campaign-verdict')).toHaveText(EN.thanks)
			await friend.close()

			// A's page moves on by itself: no reload.
			await expect(progress).toHaveText(`${helped} of 3 friends helped`)
		}

		// A claims the gift through the trade flow: a zero-price order, delivered to an address of A's.
		await page.getByRole('link', { name: EN.claim }).click()
		await expect(page).toHaveURL(/\/pages\/trade_flow\/index\?source=campaign&campaignId=/)
		await waitForHydration(page)
		await expect(page.getByText(EN.fromGift)).toBeVisible()
		await addAddressOnTheWay(
			page,
			EN,
			{ fullName: 'Ali Hassan', phone: '0770 123 4567', province: 'Baghdad', city: 'Karkh', postcode: '10011', address: 'Mansour, 14 Ramadan street' },
		)
		await expect(page.getByText('Ali Hassan')).toBeVisible()
		await page.getByRole('radio', { name: new RegExp(EN.sea) }).check()
		await expect(page).toHaveURL(/logisticsMethod=sea/)
		// Nothing to pay, so no payment method to choose.
		await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toHaveCount(0)
		await page.getByRole('button', { name: EN.placeOrder }).click()
		await expect(page).toHaveURL(/\/pages\/order-details\/index\?orderId=/)
		await expect(page.getByText(EN.placed, { exact: true })).toBeVisible()
	})

	test('an existing user who opens a running campaign’s link is told, in Arabic, that only new users can help', async ({ browser, page, baseURL }) => {
		test.setTimeout(90_000)
		const existing = await browser.newContext({ baseURL, locale: 'ar-IQ' })
		const existingPage = await existing.newPage()
		await signInNewBuyer(existingPage, SIGN_IN_TEXT.ar)

		await signInNewBuyer(page, EN)
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
