import { expect, type Page, test } from '@playwright/test'
import { ADDRESS_FORM_TEXT, findProductInStock, PRODUCT_PATH, SIGN_IN_TEXT, signInNewBuyer, waitForHydration } from './helpers.ts'

/**
 * The buyer's journey without surprises (issue 17, points 3, 5 and 10), on a phone-sized screen in Arabic:
 * the address form judges only what the buyer tried to save; one toast at a time, below the top bar, that stays
 * on its own page; and the small things (back after a reload, empty search results, the sign-in placeholder).
 */

const ADDRESS_ADD_PATH = '/pages/address-add/index'
const ADDRESS_LIST_PATH = '/pages/address/index'

const T = {
	...SIGN_IN_TEXT.ar,
	...ADDRESS_FORM_TEXT.ar,
	lang: 'ar',
	save: 'حفظ العنوان',
	saved: 'تم حفظ العنوان',
	addAddress: 'إضافة عنوان جديد',
	fix: 'يرجى تصحيح الحقول المشار إليها',
	provinceName: 'بغداد',
	cityName: 'الرصافة',
	back: 'رجوع',
	buyNow: 'اشترِ الآن',
	addFavorite: 'أضف إلى المفضلة',
	favoriteKept: 'حُفظ على هذا الجهاز. سجّل الدخول لحفظه في حسابك',
	optionsRequired: 'يرجى اختيار المواصفات أولاً',
	notifications: 'الإشعارات',
	closeNotification: 'إغلاق الإشعار',
	sortLabel: 'ترتيب حسب',
	filter: 'تصفية',
	signInLink: 'تسجيل الدخول',
	accountPlaceholder: 'أدخل رقم الجوال أو البريد الإلكتروني',
} as const

test.use({ locale: 'ar-IQ', viewport: { width: 390, height: 844 } })

/** The toasts on screen now (open, not the one leaving). */
function openToasts(page: Page) {
	return page.getByRole('region', { name: new RegExp(T.notifications) }).locator('li[data-state="open"]')
}

test.describe('point 3: the address form', () => {
	// Sign-in, forms and several pages: slow on a shared machine.
	test.beforeEach(() => test.setTimeout(90_000))

	test('choosing a governorate and a district and moving on raises no alarm; a valid address saves', async ({ page }) => {
		await signInNewBuyer(page, T)
		await page.goto(`${ADDRESS_ADD_PATH}?lang=ar`)
		await waitForHydration(page)

		await page.getByLabel(T.fullName).fill('علي حسن')
		await page.getByLabel(T.province).selectOption({ label: T.provinceName })
		await page.getByLabel(T.city).selectOption({ label: T.cityName })
		await page.getByLabel(T.postcode, { exact: true }).click()
		await page.getByLabel(T.postcode, { exact: true }).fill('10011')
		await page.getByLabel(T.address, { exact: true }).fill('شارع الرشيد، قرب ساحة التحرير')
		await page.getByLabel(T.fullName).click()

		// Nothing was judged while the buyer filled the form: no summary, no toast, no field marked.
		await expect(page.getByText(T.fix)).toHaveCount(0)
		await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0)

		await page.getByRole('button', { name: T.save }).click()
		await expect(page).toHaveURL(new RegExp(`${ADDRESS_LIST_PATH}$`))
		await expect(page.getByText(T.saved, { exact: true })).toBeVisible()
		await expect(page.getByText(T.fix)).toHaveCount(0)
	})

	test('the marks come only when the buyer tries to save, only on the fields at fault, named in the summary', async ({ page }) => {
		await signInNewBuyer(page, T)
		await page.goto(`${ADDRESS_ADD_PATH}?lang=ar`)
		await waitForHydration(page)

		// Leaves the name empty and passes through it; chooses the place; leaves the address line empty.
		await page.getByLabel(T.fullName).click()
		await page.getByLabel(T.province).selectOption({ label: T.provinceName })
		await page.getByLabel(T.city).selectOption({ label: T.cityName })
		await page.getByLabel(T.postcode, { exact: true }).fill('10011')
		await page.getByLabel(T.address, { exact: true }).click()
		await page.getByLabel(T.postcode, { exact: true }).click()
		await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0)
		await expect(page.getByText(T.fix)).toHaveCount(0)

		await page.getByRole('button', { name: T.save }).click()
		const summary = page.getByRole('alert').filter({ hasText: T.fix })
		await expect(summary).toBeVisible()
		// The summary names the two fields at fault, each a link to its field, and nothing else.
		await expect(summary.getByRole('link')).toHaveText([T.fullName, T.address])
		await expect(page.getByLabel(T.fullName)).toHaveAttribute('aria-invalid', 'true')
		await expect(page.getByLabel(T.address, { exact: true })).toHaveAttribute('aria-invalid', 'true')
		for (const label of [T.province, T.city]) await expect(page.getByLabel(label)).not.toHaveAttribute('aria-invalid', 'true')
		await expect(page.getByLabel(T.postcode, { exact: true })).not.toHaveAttribute('aria-invalid', 'true')
		// No toast says it a second time over the page.
		await expect(openToasts(page)).toHaveCount(0)

		// The link takes the buyer to the field; correcting the fields takes the marks away; then it saves.
		await summary.getByRole('link', { name: T.address }).click()
		await expect(page.getByLabel(T.address, { exact: true })).toBeFocused()
		await page.getByLabel(T.address, { exact: true }).fill('شارع فلسطين')
		await page.getByLabel(T.fullName).fill('زينب كريم')
		await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0)
		await expect(summary).toHaveCount(0)
		await page.getByRole('button', { name: T.save }).click()
		await expect(page).toHaveURL(new RegExp(`${ADDRESS_LIST_PATH}$`))
		await expect(page.getByText(T.saved, { exact: true })).toBeVisible()
	})
})

test.describe('point 5: toasts', () => {
	// Sign-in, forms and several pages: slow on a shared machine.
	test.beforeEach(() => test.setTimeout(90_000))

	test('one toast at a time, below the top bar, and it stays on the page it was raised on', async ({ page, request }) => {
		// Time stands still for the page from the moment the product is open: a toast that is carried along or that
		// covers the back button would stay so, rather than happen to have timed out before the check.
		await page.clock.install()
		const productId = await findProductInStock(request)
		await page.goto('/pages/search-key/index?lang=ar')
		await waitForHydration(page)
		await page.goto(`${PRODUCT_PATH}?productId=${productId}&lang=ar`)
		await waitForHydration(page)
		await page.clock.pauseAt(new Date(Date.now() + 60_000))

		// Buy now without the options: a warning. Then the heart: the warning makes way for "kept on this device".
		await page.getByRole('button', { name: T.buyNow }).click()
		await expect(openToasts(page).filter({ hasText: T.optionsRequired })).toBeVisible()
		await page.getByRole('button', { name: T.addFavorite }).click()
		await expect(openToasts(page).filter({ hasText: T.favoriteKept })).toBeVisible()
		await expect(openToasts(page)).toHaveCount(1)

		// The toast is below the top bar, whose back button can be tapped.
		const back = page.getByRole('link', { name: T.back })
		const header = page.locator('header').filter({ has: back })
		const headerBox = (await header.boundingBox())!
		const toastBox = (await openToasts(page).first().boundingBox())!
		expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1)
		// The toast's close button says what it closes.
		await expect(openToasts(page).getByRole('button', { name: T.closeNotification })).toBeVisible()

		await back.click()
		await expect(page).toHaveURL(/\/pages\/search-key\/index/)
		// The toast did not come along.
		await expect(page.getByText(T.favoriteKept)).toHaveCount(0)
		await expect(openToasts(page)).toHaveCount(0)
	})

	test('a toast left by a redirect shows on the page redirected to, once', async ({ page }) => {
		await page.clock.install()
		await signInNewBuyer(page, T)
		await page.goto(`${ADDRESS_ADD_PATH}?lang=ar`)
		await waitForHydration(page)
		await page.clock.pauseAt(new Date(Date.now() + 60_000))
		await page.getByLabel(T.fullName).fill('علي حسن')
		await page.getByLabel(T.province).selectOption({ label: T.provinceName })
		await page.getByLabel(T.city).selectOption({ label: T.cityName })
		await page.getByLabel(T.postcode, { exact: true }).fill('10011')
		await page.getByLabel(T.address, { exact: true }).fill('شارع الرشيد')
		await page.getByRole('button', { name: T.save }).click()

		await expect(page).toHaveURL(new RegExp(`${ADDRESS_LIST_PATH}$`))
		await expect(openToasts(page).filter({ hasText: T.saved })).toBeVisible()

		// On to the next page: the message of the last one does not follow, and does not come back on return.
		await page.getByRole('link', { name: T.addAddress }).click()
		await expect(page).toHaveURL(/\/pages\/address-add\/index/)
		await expect(page.getByLabel(T.fullName)).toBeVisible()
		await expect(openToasts(page)).toHaveCount(0)
		await page.getByRole('link', { name: T.back }).click()
		await expect(page).toHaveURL(new RegExp(`${ADDRESS_LIST_PATH}$`))
		await expect(page.getByRole('link', { name: T.addAddress })).toBeVisible()
		await expect(openToasts(page)).toHaveCount(0)
	})
})

test.describe('point 10: small things', () => {
	test('back after a reload goes to the previous page, not home', async ({ page }) => {
		await page.goto('/pages/search-key/index?lang=ar')
		await waitForHydration(page)
		await page.goto('/pages/user-agreement/index')
		await waitForHydration(page)
		await page.reload()
		await waitForHydration(page)
		await page.getByRole('link', { name: T.back }).click()
		await expect(page).toHaveURL(/\/pages\/search-key\/index/)
	})

	test('empty search results offer no sorting and no filter', async ({ page }) => {
		await page.goto('/pages/search-detail/index?keyword=zzqxv&lang=ar')
		await waitForHydration(page)
		await expect(page.getByRole('link', { name: 'اطلب منا توفيره' })).toBeVisible()
		await expect(page.getByRole('navigation', { name: T.sortLabel })).toHaveCount(0)
		await expect(page.getByRole('link', { name: T.filter })).toHaveCount(0)
	})

	test('the sign-in sheet shows the whole placeholder at 390 px', async ({ page }) => {
		await page.goto('/pages/account/index?lang=ar')
		await waitForHydration(page)
		await page.getByRole('link', { name: T.signInLink }).first().click()
		const field = page.getByLabel(T.account)
		await expect(field).toBeVisible()
		await expect(field).toHaveAttribute('placeholder', /.+/)
		const fits = await field.evaluate((input: HTMLInputElement) => {
			const style = getComputedStyle(input)
			const probe = document.createElement('span')
			probe.textContent = input.placeholder
			probe.style.font = style.font
			probe.style.whiteSpace = 'pre'
			probe.style.position = 'absolute'
			document.body.append(probe)
			const textWidth = probe.getBoundingClientRect().width
			probe.remove()
			const room = input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd)
			return { textWidth, room, direction: style.direction }
		})
		expect(fits.textWidth).toBeLessThanOrEqual(fits.room)
		expect(fits.direction).toBe('rtl')
	})
})
