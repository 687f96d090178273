import { expect, type Page, test } from '@playwright/test'
import { signInStaff, STAFF_SIGN_IN_TEXT, waitForHydration } from './helpers.ts'

/** The seeded buyer (app/db/seed.server.ts prints it at start-up). */
const BUYER = { email: 'buyer@dijla.test', password: 'buyer12345' }

/**
 * The language switch names Chinese in Chinese. A computer without a Chinese font drew two empty boxes; the page
 * brings the Chinese web font, of which the browser fetches the slice those two characters need.
 */
async function expectChineseNameDrawn(page: Page) {
	await expect(page.getByRole('link', { name: '中文' })).toBeVisible()
	await expect
		.poll(() =>
			page.evaluate(async () => {
				await document.fonts.ready
				return [...document.fonts].some((font) => font.family.includes('Noto Sans SC') && font.status === 'loaded')
			}),
		)
		.toBe(true)
}

test.describe('the staff console, in Arabic', () => {
	test.use({ locale: 'ar-IQ', viewport: { width: 1280, height: 800 } })

	test('staff sign in, find the orders and payments, switch language and sign out; a buyer is turned away', async ({ page }) => {
		await page.goto('/staff/orders?tab=unpaid')
		await expect(page).toHaveURL(/\/staff\/login\?redirectTo=/)
		await expect(page.getByRole('heading', { name: 'الدخول إلى لوحة دجلة' })).toBeVisible()
		await waitForHydration(page)
		await expectChineseNameDrawn(page)

		// A buyer's correct password still does not open the console.
		await signInStaff(page, STAFF_SIGN_IN_TEXT.ar, { username: BUYER.email, password: BUYER.password })
		await expect(page.getByRole('alert').filter({ hasText: 'هذا حساب مشترٍ' })).toBeVisible()
		await expect(page.getByLabel(STAFF_SIGN_IN_TEXT.ar.account)).toHaveValue(BUYER.email)

		await signInStaff(page, STAFF_SIGN_IN_TEXT.ar)

		// Back on the page asked for, with its tab.
		await expect(page).toHaveURL(/\/staff\/orders\?tab=unpaid$/)
		await expect(page.getByRole('heading', { level: 1, name: 'الطلبات' })).toBeVisible()
		await expect(page.getByRole('link', { name: /^بانتظار الدفع/ })).toHaveAttribute('aria-current', 'page')
		const nav = page.getByRole('navigation', { name: 'أقسام اللوحة' })
		await expect(nav.getByRole('link', { name: 'الطلبات' })).toBeVisible()
		await expect(nav.getByRole('link', { name: /مدفوعات للمراجعة/ })).toBeVisible()
		await expect(nav.getByRole('link', { name: 'صندوق الرسائل' })).toBeVisible()
		await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
		await expectChineseNameDrawn(page)

		await nav.getByRole('link', { name: /مدفوعات للمراجعة/ }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'مدفوعات بانتظار المراجعة' })).toBeVisible()

		await page.getByRole('link', { name: 'English' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Payments to review' })).toBeVisible()
		await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')

		await page.getByRole('button', { name: 'Sign out' }).click()
		await expect(page.getByRole('heading', { name: 'Sign in to the Dijla console' })).toBeVisible()
		await page.goto('/staff/payments')
		await expect(page).toHaveURL(/\/staff\/login\?redirectTo=%2Fstaff%2Fpayments/)
	})

	test('a buyer signed in to the shop gets "for staff only" on every console page', async ({ page }) => {
		await page.goto('/pages/login/index?mode=password&lang=en')
		await waitForHydration(page)
		await page.getByLabel('E-mail or mobile number').fill(BUYER.email)
		await page.getByLabel('Password', { exact: true }).fill(BUYER.password)
		await page.getByRole('button', { name: 'Sign in', exact: true }).click()
		await expect(page).toHaveURL(/\/pages\/account\/index/)
		for (const path of ['/staff/orders', '/staff/payments', '/staff/orders/D261124000001']) {
			const response = await page.goto(path)
			expect(response?.status(), path).toBe(403)
			await expect(page.getByText('This page is for Dijla staff only.')).toBeVisible()
		}
	})
})
