import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test'
import { E2E_BASE_URL } from '../../playwright.config.ts'

/** A phone number nobody else in this run uses (codes are limited per account). */
export function uniqueIraqiMobile(): { local: string; international: string } {
	const subscriber = String(Math.floor(1_000_000 + Math.random() * 8_999_999))
	return { local: `0770${subscriber}`, international: `+964770${subscriber}` }
}

export function uniqueEmail(prefix = 'buyer'): string {
	return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@dijla.test`
}

/** Opens the dev outbox in another tab, as a person would, and reads the newest code sent to `recipient`. */
export async function readCodeFromOutbox(context: BrowserContext, recipient: string): Promise<string> {
	const outbox = await context.newPage()
	try {
		await outbox.goto(`/dev/outbox?to=${encodeURIComponent(recipient)}`)
		const newest = outbox.locator(`li[data-recipient="${recipient}"]`).first()
		await expect(newest).toBeVisible()
		const code = /\b(\d{6})\b/.exec((await newest.textContent()) ?? '')?.[1]
		if (!code) throw new Error(`no code in the outbox for ${recipient}`)
		return code
	} finally {
		await outbox.close()
	}
}

export async function waitForHydration(page: Page) {
	await page.waitForFunction(() => (window as { __remixContext?: unknown }).__remixContext !== undefined)
	await page.waitForLoadState('networkidle')
}

/** The product page, where buy now and add to cart start. */
export const PRODUCT_PATH = '/pages/commodity_details/index'

/** The labels of the SMS-code form, on the login page and in the login sheet. */
export type SignInTexts = { account: string; sendSms: string; code: string; signIn: string }

export const SIGN_IN_TEXT = {
	ar: { account: 'رقم الجوال أو البريد الإلكتروني', sendSms: 'أرسل الرمز برسالة نصية', code: 'رمز التحقق', signIn: 'تسجيل الدخول' },
	en: { account: 'Mobile number or e-mail', sendSms: 'Send code by SMS', code: 'Verification code', signIn: 'Sign in' },
} as const

/**
 * Fills the SMS-code form already on screen (the login page or the login sheet) for a phone nobody has used,
 * with the code read from the dev outbox, and presses sign in. Returns the phone.
 */
export async function signInWithCode(page: Page, t: SignInTexts): Promise<{ local: string; international: string }> {
	const phone = uniqueIraqiMobile()
	await page.getByLabel(t.account).fill(phone.local)
	await page.getByRole('button', { name: t.sendSms }).click()
	const codeField = page.getByLabel(t.code)
	await expect(codeField).toBeVisible()
	await codeField.fill(await readCodeFromOutbox(page.context(), phone.international))
	await page.getByRole('button', { name: t.signIn, exact: true }).click()
	return phone
}

/**
 * A buyer nobody has used yet, signed in with an SMS code; the page is left where it was (a fresh page: blank).
 * The sign-in goes through the login page's own form action with the browser context's cookies (Playwright's
 * page.request), as the form would post it, without drawing the login page: the journeys that start with a
 * signed-in buyer are not about signing in, and tests/e2e/sign-in.test.ts walks that form in the browser.
 * Without `lang` the buyer speaks the browser's language.
 */
export async function signInNewBuyer(
	page: Page,
	t: Partial<SignInTexts> & { lang?: string } = {},
): Promise<{ local: string; international: string }> {
	const phone = uniqueIraqiMobile()
	const browserLanguage = await page.evaluate(() => navigator.language)
	const origin = originOf(page)
	const headers = { origin, 'accept-language': browserLanguage }
	const login = t.lang ? `/pages/login/index?lang=${t.lang}` : '/pages/login/index'
	// The login page itself (it sets the language cookie a `?lang` asks for), then the form's two steps.
	expect((await page.request.get(login, { headers })).ok()).toBe(true)
	const fields = { account: phone.local, callingCode: '964' }
	const sent = await page.request.post(login, { headers, form: { intent: 'send-code', channel: 'sms', ...fields } })
	expect(sent.status()).toBe(200)
	const outbox = await (await page.request.get(`/dev/outbox?to=${encodeURIComponent(phone.international)}`)).text()
	const code = /\b(\d{6})\b/.exec(outbox.slice(outbox.indexOf(`data-recipient="${phone.international}"`)))?.[1]
	if (!code) throw new Error(`no code in the outbox for ${phone.international}`)
	const signedIn = await page.request.post(login, { headers, form: { intent: 'verify-code', code, redirectTo: '/', ...fields }, maxRedirects: 0 })
	expect(signedIn.status(), await signedIn.text()).toBe(302)
	return phone
}

/** The origin a page's own requests carry: the page's, or the shop's while the page is still blank. */
export function originOf(page: Page): string {
	return new URL(page.url().startsWith('http') ? page.url() : E2E_BASE_URL).origin
}

/** A demo product in stock, found the way a buyer would: from the home feed. */
export async function findProductInStock(request: APIRequestContext): Promise<string> {
	const home = await (await request.get('/?lang=en')).text()
	for (const [, id] of home.matchAll(/productId=([0-9a-f-]{36})/g)) {
		const html = await (await request.get(`${PRODUCT_PATH}?productId=${id}&lang=en`)).text()
		if (/data-testid="product-stock"[^>]*>In stock/.test(html)) return id!
	}
	throw new Error('no demo product in stock')
}

/** On the product page: one available value in every attribute, so a single SKU is chosen. */
export async function chooseSku(page: Page) {
	for (const group of await page.locator('fieldset:has(button[data-value])').all()) {
		const value = group.locator('button[data-value]:not([aria-disabled="true"])').first()
		if ((await value.getAttribute('aria-pressed')) !== 'true') await value.click()
		await expect(value).toHaveAttribute('aria-pressed', 'true')
	}
}

/** The labels of the address form (/pages/address-add/index). */
export type AddressFormTexts = { fullName: string; phone: string; province: string; city: string; postcode: string; address: string }

export const ADDRESS_FORM_TEXT = {
	ar: {
		fullName: 'الاسم الكامل',
		phone: 'رقم الجوال',
		province: 'المحافظة',
		city: 'القضاء / المدينة',
		postcode: 'الرمز البريدي',
		address: 'العنوان',
	},
	en: { fullName: 'Full name', phone: 'Mobile number', province: 'Province', city: 'District / city', postcode: 'Postcode', address: 'Address' },
} as const satisfies Record<'ar' | 'en', AddressFormTexts>

export type AddressFields = { fullName: string; phone: string; province: string; city: string; postcode: string; address: string }

/** Fills the address form; the districts arrive once the province is chosen. */
export async function fillAddressForm(page: Page, t: AddressFormTexts, fields: AddressFields) {
	await page.getByLabel(t.fullName).fill(fields.fullName)
	await page.getByLabel(t.phone, { exact: true }).fill(fields.phone)
	await page.getByLabel(t.province).selectOption({ label: fields.province })
	await page.getByLabel(t.city).selectOption({ label: fields.city })
	await page.getByLabel(t.postcode, { exact: true }).fill(fields.postcode)
	await page.getByLabel(t.address, { exact: true }).fill(fields.address)
}

/**
 * On the trade flow: the add-address link, the form, save, and back on the trade flow (its address matching
 * `backTo`) once it has hydrated.
 */
export async function addAddressOnTheWay(
	page: Page,
	t: AddressFormTexts & { addAddress: string; save: string },
	fields: AddressFields,
	backTo: RegExp = /\/pages\/trade_flow\/index\?.*addressId=/,
) {
	await page.getByRole('link', { name: t.addAddress }).click()
	await expect(page).toHaveURL(/\/pages\/address-add\/index\?redirectTo=/)
	await waitForHydration(page)
	await fillAddressForm(page, t, fields)
	await page.getByRole('button', { name: t.save }).click()
	await expect(page).toHaveURL(backTo)
	await waitForHydration(page)
}

/** The seeded staff account (app/db/seed.server.ts prints it at start-up). */
export const STAFF = { username: 'staff', password: 'dijla-staff-2026' }

export const STAFF_SIGN_IN_TEXT = {
	ar: { account: 'اسم المستخدم أو البريد الإلكتروني أو رقم الهاتف', password: 'كلمة المرور', signIn: 'دخول' },
	en: { account: 'Username, e-mail or phone', password: 'Password', signIn: 'Sign in' },
} as const

/** Fills the staff console's sign-in form already on screen and presses sign in (the seeded staff by default). */
export async function signInStaff(
	page: Page,
	t: { account: string; password: string; signIn: string },
	account: { username: string; password: string } = STAFF,
) {
	await page.getByLabel(t.account).fill(account.username)
	await page.getByLabel(t.password).fill(account.password)
	await page.getByRole('button', { name: t.signIn }).click()
}

/**
 * The seeded staff member signed in through the staff sign-in form's own action with the page's cookies, without
 * drawing the form (staff-orders.test.ts walks it); the page stays where it was.
 */
export async function signInStaffByForm(page: Page) {
	const origin = originOf(page)
	const signedIn = await page.request.post('/staff/login', {
		headers: { origin },
		form: { account: STAFF.username, password: STAFF.password },
		maxRedirects: 0,
	})
	expect(signedIn.status(), await signedIn.text()).toBe(302)
}

/** What placing a cash-on-delivery order reads and types, in the journey's language. */
export type CashOnDeliveryTexts = AddressFormTexts & {
	lang: string
	buyNow: string
	addAddress: string
	save: string
	recipient: string
	provinceName: string
	cityName: string
	street: string
	sea: string
	cod: string
	placeOrder: string
}

/** The trade flow's words for the delivery address, sea freight, cash on delivery and placing the order, in Arabic. */
export const CHECKOUT_TEXT_AR = {
	addAddress: 'إضافة عنوان التوصيل',
	save: 'حفظ العنوان',
	sea: 'شحن بحري',
	cod: 'الدفع نقداً عند الاستلام',
	placeOrder: 'تأكيد الطلب',
	placed: 'تم إرسال الطلب',
} as const

/** On the trade flow: sea freight, cash on delivery, place the order, and land on the order's page. */
export async function placeSeaCashOnDelivery(page: Page, t: { sea: string; cod: string; placeOrder: string }) {
	await page.getByRole('radio', { name: new RegExp(t.sea) }).check()
	await expect(page).toHaveURL(/logisticsMethod=sea/)
	await page.getByRole('radio', { name: new RegExp(t.cod) }).check()
	await expect(page).toHaveURL(/paymentType=11/)
	await page.getByRole('button', { name: t.placeOrder }).click()
	await expect(page).toHaveURL(/\/pages\/order-details\/index\?orderId=[0-9a-f-]{36}$/)
}

/**
 * Buy now → a new delivery address whose phone is `addressPhone` → sea freight, cash on delivery → the order
 * page. Returns the order page's path and the order number it shows.
 */
export async function placeCashOnDeliveryOrder(
	page: Page,
	t: CashOnDeliveryTexts,
	productId: string,
	addressPhone: string,
): Promise<{ orderUrl: string; number: string }> {
	await page.goto(`${PRODUCT_PATH}?productId=${productId}&lang=${t.lang}`)
	await waitForHydration(page)
	await chooseSku(page)
	await page.getByRole('button', { name: t.buyNow }).click()
	await expect(page).toHaveURL(/\/pages\/trade_flow\/index\?/)
	await waitForHydration(page)
	await addAddressOnTheWay(page, t, {
		fullName: t.recipient,
		phone: addressPhone,
		province: t.provinceName,
		city: t.cityName,
		postcode: '10011',
		address: t.street,
	})
	await placeSeaCashOnDelivery(page, t)
	const number =
		(
			await page
				.getByText(/^D\d{12}$/)
				.first()
				.textContent()
		)?.trim() ?? ''
	expect(number).toMatch(/^D\d{12}$/)
	return { orderUrl: new URL(page.url()).pathname + new URL(page.url()).search, number }
}

/**
 * The journeys that also run on the embedded database in CI (`--grep @embedded`): what PGlite changes under a
 * browser — one connection for every request, the real-time fan-out inside the process, the demo shop it
 * seeds — on the paths a buyer and an agent cannot do without. Every journey runs on PostgreSQL.
 */
export const EMBEDDED = '@embedded'

/**
 * A new buyer signs in (Arabic), buys the product now with a new Baghdad address, sea freight and a bank
 * transfer, and lands on the goods payment page. Returns the order's id. With `signIn: false` the buyer already
 * signed in on `page` buys.
 */
export async function buyNowByBankTransferInArabic(page: Page, productId: string, { signIn = true }: { signIn?: boolean } = {}): Promise<string> {
	if (signIn) await signInNewBuyer(page, { ...SIGN_IN_TEXT.ar, lang: 'ar' })
	await page.goto(`${PRODUCT_PATH}?productId=${productId}&lang=ar`)
	await waitForHydration(page)
	await chooseSku(page)
	await page.getByRole('button', { name: 'اشترِ الآن' }).click()
	await expect(page).toHaveURL(/\/pages\/trade_flow\/index\?source=buy_now/)
	await waitForHydration(page)
	await addAddressOnTheWay(
		page,
		{ ...ADDRESS_FORM_TEXT.ar, addAddress: 'إضافة عنوان التوصيل', save: 'حفظ العنوان' },
		{ fullName: 'حيدر عبد الله', phone: '07801234567', province: 'بغداد', city: 'الكرخ', postcode: '10011', address: 'المنصور، شارع ١٤ رمضان' },
	)
	await page.getByRole('radio', { name: /شحن بحري/ }).check()
	await expect(page).toHaveURL(/logisticsMethod=sea/)
	await page.getByRole('radio', { name: /تحويل مصرفي/ }).check()
	await expect(page).toHaveURL(/paymentType=5/)
	await page.getByRole('button', { name: 'تأكيد الطلب' }).click()
	await expect(page).toHaveURL(/\/pages\/payment\/index\?orderId=[0-9a-f-]{36}&stage=goods/)
	return /orderId=([0-9a-f-]{36})/.exec(page.url())![1]!
}
