import { type Browser, expect, type Locator, test } from '@playwright/test'
import {
	addAddressOnTheWay,
	ADDRESS_FORM_TEXT,
	CHECKOUT_TEXT_AR,
	EMBEDDED,
	placeSeaCashOnDelivery,
	SIGN_IN_TEXT,
	type SignInTexts,
	signInNewBuyer,
	signInWithCode,
	waitForHydration,
} from './helpers.ts'

/**
 * Campaigns (issue 7). A free gift: buyer A starts one; three new people, each in a browser of their own, open
 * A's link, sign up in the login sheet with a code from the dev outbox and help; A watches the progress move
 * without reloading, then claims the gift, which becomes a zero-price order. Someone who already had an account
 * before the campaign started is told, in their language (Arabic here), that only new users can help. A group
 * price, in Arabic: A starts a deal on the landing page, three new people join through A's link, A sees the
 * exclusive rate unlocked, orders at it with cash on delivery and finds the order among the group orders. A new
 * buyer finds the new-user coupon among their prizes. (A campaign whose timer runs out resets: that needs a
 * clock, so it is tested in app/modules/campaigns/campaigns.server.test.ts, not here.)
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

/** What a friend reads and taps: the sign-up link, the help (or join) button, the thanks; A's progress line. */
type FriendTexts = SignInTexts & { locale: string; signUp: string; help: RegExp; thanks: string; progress: (count: number) => string }

/**
 * Three people new to Dijla, each in a browser of their own, open A's link, sign up in the login sheet with a
 * code from the dev outbox and help (or join); after each one, A's page shows the count without reloading.
 */
async function threeNewFriendsHelp(browser: Browser, baseURL: string | undefined, link: string, progress: Locator, t: FriendTexts) {
	for (let helped = 1; helped <= 3; helped++) {
		const friend = await browser.newContext({ baseURL, locale: t.locale })
		const friendPage = await friend.newPage()
		await friendPage.goto(link)
		await waitForHydration(friendPage)
		await friendPage.getByRole('link', { name: t.signUp }).click()
		await signInWithCode(friendPage, t)
		// The page reloads itself after signing in and offers the button.
		await friendPage.getByRole('button', { name: t.help }).click()
		// What the server counted (the toast saying so may already have gone).
		await expect(friendPage.getByTestId('campaign-verdict')).toHaveText(t.thanks)
		await friend.close()

		// A's page moves on by itself: no reload.
		await expect(progress).toHaveText(t.progress(helped))
	}
}

const ONLY_NEW_AR = 'المساعدة للمستخدمين الجدد فقط، وهذا الحساب ليس جديداً على دجلة.'

test.describe('a free gift, helped by three new friends', () => {
	test.use({ locale: 'en-US' })

	test(
		'A starts a campaign, three new users help through the link, A sees it live and claims the gift as an order',
		{ tag: EMBEDDED },
		async ({ browser, page, baseURL }) => {
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
			await threeNewFriendsHelp(browser, baseURL, link, progress, {
				...EN,
				locale: 'en-US',
				signUp: EN.signUpToHelp,
				progress: (helped) => `${helped} of 3 friends helped`,
			})

			// A claims the gift through the trade flow: a zero-price order, delivered to an address of A's.
			await page.getByRole('link', { name: EN.claim }).click()
			await expect(page).toHaveURL(/\/pages\/trade_flow\/index\?source=campaign&campaignId=/)
			await waitForHydration(page)
			await expect(page.getByText(EN.fromGift)).toBeVisible()
			await addAddressOnTheWay(page, EN, {
				fullName: 'Ali Hassan',
				phone: '0770 123 4567',
				province: 'Baghdad',
				city: 'Karkh',
				postcode: '10011',
				address: 'Mansour, 14 Ramadan street',
			})
			await expect(page.getByText('Ali Hassan')).toBeVisible()
			await page.getByRole('radio', { name: new RegExp(EN.sea) }).check()
			await expect(page).toHaveURL(/logisticsMethod=sea/)
			// Nothing to pay, so no payment method to choose.
			await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toHaveCount(0)
			await page.getByRole('button', { name: EN.placeOrder }).click()
			await expect(page).toHaveURL(/\/pages\/order-details\/index\?orderId=/)
			await expect(page.getByText(EN.placed, { exact: true })).toBeVisible()
		},
	)

	test('an existing user who opens a running campaign’s link is told, in Arabic, that only new users can help', async ({
		browser,
		page,
		baseURL,
	}) => {
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

const AR_DIGITS = ['٠', '١', '٢', '٣']

const GROUP_AR = {
	...SIGN_IN_TEXT.ar,
	...ADDRESS_FORM_TEXT.ar,
	locale: 'ar-IQ',
	invite: 'ادعُ الأصدقاء',
	started: 'بدأت الحملة. شارك رابطك!',
	signUp: 'سجّل لتنضم',
	help: /^انضم إلى مجموعة /,
	thanks: 'لقد انضممت إلى هذه المجموعة. شكراً لك!',
	progress: (joined: number) => `المنضمون: ${AR_DIGITS[joined]} من ٣`,
	unlocked: 'تم فتح سعر المجموعة',
	orderAtGroupPrice: 'اطلب بسعر المجموعة',
	fromGroup: 'بسعر المجموعة الذي فتحته: الفرق يدفعه العرض',
	...CHECKOUT_TEXT_AR,
	goodsCost: 'تكلفة المنتجات (الدفعة الأولى)',
	subsidy: 'دعم العرض',
	success: 'ناجحة',
	viewOrder: 'عرض الطلب',
}

/** An IQD amount as shown ("‏١٢٬٥٠٠ د.ع.‏"), as a number. */
function dinars(shown: string): number {
	return Number(shown.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/\D/g, ''))
}

test.describe('a group price, unlocked by three new friends, in Arabic', () => {
	test.use({ locale: 'ar-IQ' })

	test('A starts a deal on the landing page, three new users join through the link, A orders at the unlocked rate and finds it in group orders', async ({
		browser,
		page,
		baseURL,
	}) => {
		test.setTimeout(180_000)
		await signInNewBuyer(page, GROUP_AR)
		await page.goto('/pages/landing-page/index')
		await waitForHydration(page)
		// A deal: its exclusive rate, then the price it replaces.
		const deal = page.getByTestId('campaign-template').first()
		const [groupPrice = '', listPrice = ''] = (await deal.locator('bdi').allTextContents()).map((text) => text.trim())
		expect(dinars(groupPrice)).toBeGreaterThan(0)
		expect(dinars(groupPrice)).toBeLessThan(dinars(listPrice))
		await deal.getByRole('button', { name: GROUP_AR.invite }).click()
		await expect(page).toHaveURL(/\/pages\/group-help\/index\?c=/)
		await expect(page.getByText(GROUP_AR.started, { exact: true })).toBeVisible()
		await waitForHydration(page)
		const title = ((await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '').trim()
		expect(title).not.toBe('')
		const progress = page.getByTestId('campaign-progress')
		await expect(progress).toHaveText(GROUP_AR.progress(0))
		const link = await page.getByTestId('campaign-share-link').inputValue()

		await threeNewFriendsHelp(browser, baseURL, link, progress, GROUP_AR)

		// Unlocked on A's page, without a reload; A orders at the rate through the trade flow.
		await expect(page.getByText(GROUP_AR.unlocked, { exact: true })).toBeVisible()
		await page.getByRole('link', { name: GROUP_AR.orderAtGroupPrice }).click()
		await expect(page).toHaveURL(/\/pages\/trade_flow\/index\?source=campaign&campaignId=/)
		await waitForHydration(page)
		await expect(page.getByText(GROUP_AR.fromGroup)).toBeVisible()
		const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
		await expect(line.getByText(groupPrice)).toBeVisible()
		await addAddressOnTheWay(page, GROUP_AR, {
			fullName: 'سارة علي',
			phone: '07812345678',
			province: 'بغداد',
			city: 'الكرخ',
			postcode: '10011',
			address: 'المنصور، شارع ١٤ رمضان',
		})
		await expect(page).toHaveURL(/source=campaign&campaignId=/)
		await placeSeaCashOnDelivery(page, GROUP_AR)

		// The order: the goods at their price, the campaign's part taken off, the group price due.
		const orderUrl = page.url()
		await expect(page.getByText(GROUP_AR.placed, { exact: true }).first()).toBeVisible()
		await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible()
		const costs = page.getByRole('region', { name: GROUP_AR.goodsCost })
		await expect(costs.getByRole('term').filter({ hasText: GROUP_AR.subsidy })).toBeVisible()
		// The last line: the amount due.
		await expect(costs.getByRole('definition').last()).toHaveText(groupPrice)

		// Among A's group orders: the deal succeeded, and it leads to the order.
		await page.goto('/pages/group-order-list/index')
		await waitForHydration(page)
		const card = page.getByTestId('campaign-card').filter({ hasText: title })
		await expect(card.getByText(GROUP_AR.success, { exact: true })).toBeVisible()
		await card.getByRole('link', { name: GROUP_AR.viewOrder }).click()
		await expect(page).toHaveURL(orderUrl)
	})
})

test.describe('my prizes', () => {
	test.use({ locale: 'en-US' })

	test('a new buyer finds the new-user coupon among their prizes', async ({ page }) => {
		await signInNewBuyer(page, EN)
		await page.goto('/pages/my-prizes/index')
		const coupons = page.getByRole('region', { name: 'New-user coupons' })
		await expect(coupons.getByText('New member welcome coupon', { exact: true })).toBeVisible()
		await expect(coupons.getByText(/^IQD\s1,000$/)).toBeVisible()
		await expect(coupons.getByText(/^Valid until /)).toBeVisible()
	})
})
