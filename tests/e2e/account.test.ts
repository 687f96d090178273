import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { readCodeFromOutbox, waitForHydration } from './helpers.ts'

/**
 * The profile page and account deletion (spec section 2: my-info and log-off).
 * The journey deletes the account it signs in with, so it registers its own
 * buyer (an e-mail code read from the dev outbox, as a person would) instead of
 * the shared demo buyer that other journeys sign in as.
 */

const PASSWORD = 'dijla2026e2e'

function freshEmail(tag: string) {
	return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@dijla.test`
}

/** Registers a buyer by e-mail with a password, in Arabic, and leaves them signed in. */
async function registerBuyer(page: Page, email: string) {
	await page.goto('/pages/register/index')
	await waitForHydration(page)
	await page.getByLabel('رقم الجوال أو البريد الإلكتروني').fill(email)
	await page.getByRole('button', { name: 'أرسل الرمز إلى البريد' }).click()
	const codeField = page.getByLabel('رمز التحقق')
	await expect(codeField).toBeVisible()
	await codeField.fill(await readCodeFromOutbox(page.context(), email))
	await page.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD)
	await page.getByLabel('أعد كتابة كلمة المرور').fill(PASSWORD)
	await page.getByRole('button', { name: 'إنشاء الحساب' }).click()
	await expect(page).toHaveURL(/\/pages\/account\/index/)
}

/** Password sign-in on the login page (login type 1). */
async function signInWithPassword(page: Page, account: string) {
	await page.goto('/pages/login/index?mode=password')
	await waitForHydration(page)
	await page.getByLabel('البريد الإلكتروني أو رقم الجوال').fill(account)
	await page.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD)
	await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click()
}

/** A real photo-sized PNG, made for the test. */
async function pngFile(): Promise<string> {
	const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dijla-avatar-')), 'portrait.png')
	await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1d6f5f' } })
		.png()
		.toFile(file)
	return file
}

test.describe('profile and account deletion, in Arabic', () => {
	test.use({ locale: 'ar-IQ' })

	test('a buyer edits their names and photo, deletes the account and cannot sign in again', async ({ page }) => {
		test.setTimeout(90_000)
		const email = freshEmail('profile')
		await registerBuyer(page, email)
		await page.getByRole('button', { name: 'تسجيل الخروج', exact: true }).click()
		await expect(page.getByRole('heading', { name: 'سجّل الدخول أو أنشئ حساباً' })).toBeVisible()

		await signInWithPassword(page, email)
		await expect(page).toHaveURL(/\/pages\/account\/index/)

		// Names, in Arabic.
		await page.goto('/pages/my-info/index')
		await waitForHydration(page)
		await expect(page.getByRole('heading', { name: 'معلوماتي' })).toBeVisible()
		await expect(page.getByText(email)).toBeVisible()
		await page.getByLabel('الاسم الأول').fill('زينب')
		await page.getByLabel('اسم العائلة').fill('الكاظمي')
		await page.getByLabel('اسم المستخدم (اختياري)').fill('ab')
		await page.getByRole('button', { name: 'حفظ التغييرات' }).click()
		await expect(page.getByText('يتكوّن اسم المستخدم من ٣ إلى ٣٠ حرفاً', { exact: true })).toBeVisible()
		await page.getByLabel('اسم المستخدم (اختياري)').fill('')
		await page.getByRole('button', { name: 'حفظ التغييرات' }).click()
		await expect(page.getByText('تم حفظ معلوماتك', { exact: true })).toBeVisible()
		await page.reload()
		await expect(page.getByLabel('الاسم الأول')).toHaveValue('زينب')
		await expect(page.getByLabel('اسم العائلة')).toHaveValue('الكاظمي')

		// A photo: re-encoded to a square WebP and shown on the page.
		await waitForHydration(page)
		await page.getByLabel('اختر صورة جديدة').setInputFiles(await pngFile())
		await page.getByRole('button', { name: 'رفع الصورة' }).click()
		await expect(page.getByText('تم تحديث صورتك الشخصية', { exact: true })).toBeVisible()
		const photo = page.getByRole('img', { name: 'صورتك الشخصية' })
		await expect(photo).toHaveAttribute('src', /^\/media\/avatars\/[0-9a-f]{32}\.webp$/)
		const photoResponse = await page.request.get((await photo.getAttribute('src')) ?? '')
		expect(photoResponse.headers()['content-type']).toBe('image/webp')
		const photoSize = await sharp(await photoResponse.body()).metadata()
		expect([photoSize.width, photoSize.height]).toEqual([600, 600])

		// Deletion: the notice, the required agreement, then a confirming sheet.
		await page.getByRole('link', { name: 'حذف حسابي' }).click()
		await expect(page).toHaveURL(/\/pages\/log-off\/index/)
		await waitForHydration(page)
		await expect(page.getByRole('heading', { name: 'حذف الحساب', level: 1 })).toBeVisible()
		await page.getByRole('button', { name: 'حذف حسابي', exact: true }).click()
		await expect(page.getByText('الموافقة على شروط حذف الحساب مطلوبة لحذفه', { exact: true })).toBeVisible()
		await page.getByLabel('قرأتُ الإشعار وأوافق على شروط حذف الحساب').check()
		await page.getByRole('button', { name: 'حذف حسابي', exact: true }).click()
		const sheet = page.getByRole('alertdialog', { name: 'هل تريد حذف حسابك؟' })
		await expect(sheet).toBeVisible()
		await sheet.getByRole('button', { name: 'نعم، احذف حسابي' }).click()
		await expect(page).toHaveURL(/\/$/)
		await expect(page.getByText('تم حذف حسابك', { exact: true })).toBeVisible()

		// Signed out everywhere, and the password no longer opens anything.
		await page.goto('/pages/account/index')
		await expect(page.getByRole('heading', { name: 'سجّل الدخول أو أنشئ حساباً' })).toBeVisible()
		await page.goto('/pages/my-info/index')
		await expect(page).toHaveURL(/\/pages\/login\/index\?redirectTo=/)
		await signInWithPassword(page, email)
		await expect(page.getByText('الحساب أو كلمة المرور غير صحيحة', { exact: true })).toBeVisible()
		await expect(page).toHaveURL(/\/pages\/login\/index/)
	})
})

test.describe('profile, in English', () => {
	test.use({ locale: 'en-GB' })

	test('visitors are sent to sign in first', async ({ page }) => {
		await page.goto('/pages/my-info/index?lang=en')
		await expect(page).toHaveURL(/\/pages\/login\/index\?redirectTo=%2Fpages%2Fmy-info%2Findex/)
		await page.goto('/pages/log-off/index?lang=en')
		await expect(page).toHaveURL(/\/pages\/login\/index\?redirectTo=%2Fpages%2Flog-off%2Findex/)
	})
})
