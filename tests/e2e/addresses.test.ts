import { expect, type Page, test } from '@playwright/test'
import { type AddressFields, fillAddressForm, SIGN_IN_TEXT, signInNewBuyer, waitForHydration } from './helpers.ts'

/**
 * The address book (spec section 2: /pages/address/index and /pages/address-add/index). Each journey signs
 * in a buyer of its own (a phone code read from the dev outbox) rather than the shared demo buyer: "the first
 * address becomes the default" only holds for an empty book, and other journeys add addresses too.
 */

const LIST_PATH = '/pages/address/index'

const TEXT = {
	ar: {
		...SIGN_IN_TEXT.ar,
		emptyTitle: 'لا توجد عناوين بعد',
		add: 'إضافة عنوان جديد',
		fullName: 'الاسم الكامل',
		phone: 'رقم الجوال',
		province: 'المحافظة',
		city: 'القضاء / المدينة',
		postcode: 'الرمز البريدي',
		address: 'العنوان',
		save: 'حفظ العنوان',
		saved: 'تم حفظ العنوان',
		defaultBadge: 'الافتراضي',
		setDefault: 'تعيين كافتراضي',
		defaultSet: 'تم تغيير العنوان الافتراضي',
		phoneInvalid: 'يرجى إدخال من ٩ إلى ١٣ رقماً',
		delete: 'حذف',
		confirmTitle: 'هل تريد حذف هذا العنوان؟',
		confirm: 'نعم، احذفه',
		deleted: 'تم حذف العنوان',
		updateLists: 'تحديث القوائم',
	},
	en: {
		...SIGN_IN_TEXT.en,
		emptyTitle: 'No addresses yet',
		add: 'Add a new address',
		fullName: 'Full name',
		phone: 'Mobile number',
		province: 'Province',
		city: 'District / city',
		postcode: 'Postcode',
		address: 'Address',
		save: 'Save address',
		saved: 'Address saved',
		defaultBadge: 'Default',
		setDefault: 'Set as default',
		defaultSet: 'Default address changed',
		phoneInvalid: 'Please enter 9-13 digits',
		delete: 'Delete',
		confirmTitle: 'Delete this address?',
		confirm: 'Yes, delete it',
		deleted: 'Address deleted',
		updateLists: 'Update the lists',
	},
} as const

type Texts = (typeof TEXT)[keyof typeof TEXT]

/** A buyer nobody has used yet, signed in with an SMS code, on their (empty) address list. */
async function signInNewBuyerOnEmptyList(page: Page, t: Texts) {
	await signInNewBuyer(page, t)
	await page.goto(LIST_PATH)
	await waitForHydration(page)
	await expect(page.getByRole('heading', { name: t.emptyTitle })).toBeVisible()
}

async function addAddress(page: Page, t: Texts, fields: AddressFields) {
	await page.getByRole('link', { name: t.add }).click()
	await waitForHydration(page)
	await fillAddressForm(page, t, fields)
	await page.getByRole('button', { name: t.save }).click()
	await expect(page).toHaveURL(new RegExp(`${LIST_PATH}$`))
	await expect(page.getByText(t.saved, { exact: true })).toBeVisible()
}

function card(page: Page, fullName: string) {
	return page.getByRole('article', { name: fullName })
}

test.describe('the address book, in Arabic', () => {
	test.use({ locale: 'ar-IQ' })

	test('add an address in Baghdad, add another, make it the default, then delete the first', async ({ page }) => {
		test.setTimeout(90_000)
		const t = TEXT.ar
		await signInNewBuyerOnEmptyList(page, t)

		// The first address, in a district of Baghdad, becomes the default.
		await addAddress(page, t, {
			fullName: 'زينب كاظم',
			phone: '0770 123 4567',
			province: 'بغداد',
			city: 'الكرخ',
			postcode: '10011',
			address: 'المنصور، شارع ١٤ رمضان، قرب مطعم الساعة',
		})
		const zainab = card(page, 'زينب كاظم')
		await expect(zainab.getByText(t.defaultBadge, { exact: true })).toBeVisible()
		await expect(zainab.getByText('الكرخ، بغداد، العراق')).toBeVisible()

		// A second one: a phone of three digits is refused with the rule's message, and nothing typed is lost.
		await page.getByRole('link', { name: t.add }).click()
		await waitForHydration(page)
		const basra = {
			fullName: 'حيدر علي',
			phone: '123',
			province: 'البصرة',
			city: 'الزبير',
			postcode: '61001',
			address: 'حي الشهداء، قرب سوق الزبير الكبير',
		}
		await fillAddressForm(page, t, basra)
		await page.getByRole('button', { name: t.save }).click()
		await expect(page.getByText(t.phoneInvalid, { exact: true })).toBeVisible()
		await expect(page.getByLabel(t.fullName)).toHaveValue(basra.fullName)
		await expect(page.getByLabel(t.address, { exact: true })).toHaveValue(basra.address)
		await expect(page.getByLabel(t.postcode, { exact: true })).toHaveValue(basra.postcode)
		await expect(page.getByLabel(t.city).locator('option:checked')).toHaveText(basra.city)
		await page.getByLabel(t.phone, { exact: true }).fill('07801234567')
		await page.getByRole('button', { name: t.save }).click()
		await expect(page).toHaveURL(new RegExp(`${LIST_PATH}$`))

		const haidar = card(page, 'حيدر علي')
		await expect(haidar).toBeVisible()
		await expect(haidar.getByText(t.defaultBadge, { exact: true })).toBeHidden()

		// Make the second one the default.
		await haidar.getByRole('button', { name: t.setDefault }).click()
		await expect(page.getByText(t.defaultSet, { exact: true })).toBeVisible()
		await expect(haidar.getByText(t.defaultBadge, { exact: true })).toBeVisible()
		await expect(zainab.getByText(t.defaultBadge, { exact: true })).toBeHidden()

		// Delete the first one, after saying yes once more.
		await zainab.getByRole('button', { name: t.delete }).click()
		const sheet = page.getByRole('alertdialog', { name: t.confirmTitle })
		await expect(sheet).toBeVisible()
		await sheet.getByRole('button', { name: t.confirm }).click()
		await expect(page.getByText(t.deleted, { exact: true })).toBeVisible()
		await expect(zainab).toHaveCount(0)
		await expect(page.getByRole('article')).toHaveCount(1)
	})
})

test.describe('the address book, in English', () => {
	test.use({ locale: 'en-GB' })

	test('visitors are sent to sign in first', async ({ page }) => {
		await page.goto(`${LIST_PATH}?lang=en`)
		await expect(page).toHaveURL(/\/pages\/login\/index\?redirectTo=%2Fpages%2Faddress%2Findex/)
		await page.goto('/pages/address-add/index?lang=en')
		await expect(page).toHaveURL(/\/pages\/login\/index\?redirectTo=%2Fpages%2Faddress-add%2Findex/)
	})

	test('add, default, the 9-13 digits rule and delete', async ({ page }) => {
		test.setTimeout(90_000)
		const t = TEXT.en
		await signInNewBuyerOnEmptyList(page, t)

		await addAddress(page, t, {
			fullName: 'Omar Saleh',
			phone: '07701234567',
			province: 'Baghdad',
			city: 'Adhamiyah',
			postcode: '10012',
			address: 'Antar Square, street 10, house 4',
		})
		const omar = card(page, 'Omar Saleh')
		await expect(omar.getByText(t.defaultBadge, { exact: true })).toBeVisible()
		await expect(omar.getByText('Adhamiyah, Baghdad, Iraq')).toBeVisible()

		await page.getByRole('link', { name: t.add }).click()
		await waitForHydration(page)
		const erbil = {
			fullName: 'Sara Ahmed',
			phone: '123',
			province: 'Erbil',
			city: 'Shaqlawa',
			postcode: '44001',
			address: 'Main street, next to the old bazaar',
		}
		await fillAddressForm(page, t, erbil)
		await page.getByRole('button', { name: t.save }).click()
		await expect(page.getByText(t.phoneInvalid, { exact: true })).toBeVisible()
		await expect(page.getByLabel(t.fullName)).toHaveValue(erbil.fullName)
		await expect(page.getByLabel(t.address, { exact: true })).toHaveValue(erbil.address)
		await page.getByLabel(t.phone, { exact: true }).fill('0750 123 4567')
		await page.getByRole('button', { name: t.save }).click()
		await expect(page).toHaveURL(new RegExp(`${LIST_PATH}$`))

		const sara = card(page, 'Sara Ahmed')
		await sara.getByRole('button', { name: t.setDefault }).click()
		await expect(sara.getByText(t.defaultBadge, { exact: true })).toBeVisible()
		await expect(omar.getByText(t.defaultBadge, { exact: true })).toBeHidden()

		await omar.getByRole('button', { name: t.delete }).click()
		await page.getByRole('alertdialog', { name: t.confirmTitle }).getByRole('button', { name: t.confirm }).click()
		await expect(page.getByText(t.deleted, { exact: true })).toBeVisible()
		await expect(page.getByRole('article')).toHaveCount(1)
	})

	test('the cascading selects work without JavaScript', async ({ page, browser }) => {
		test.setTimeout(90_000)
		const t = TEXT.en
		await signInNewBuyerOnEmptyList(page, t)
		const context = await browser.newContext({
			javaScriptEnabled: false,
			locale: 'en-GB',
			storageState: await page.context().storageState(),
		})
		try {
			const noScript = await context.newPage()
			await noScript.goto('/pages/address-add/index')
			await noScript.getByLabel(t.fullName).fill('Ali Hasan')
			await noScript.getByLabel(t.phone, { exact: true }).fill('07701234567')
			await noScript.getByLabel(t.province).selectOption({ label: 'Basra' })
			await noScript.getByRole('button', { name: t.updateLists }).click()
			// The form comes back with Basra's districts and everything typed so far.
			await expect(noScript.getByLabel(t.fullName)).toHaveValue('Ali Hasan')
			await noScript.getByLabel(t.city).selectOption({ label: 'Fao' })
			await noScript.getByLabel(t.postcode, { exact: true }).fill('61010')
			await noScript.getByLabel(t.address, { exact: true }).fill('Corniche street, house 12')
			await noScript.getByRole('button', { name: t.save }).click()
			await expect(noScript).toHaveURL(new RegExp(`${LIST_PATH}$`))
			await expect(card(noScript, 'Ali Hasan').getByText('Fao, Basra, Iraq')).toBeVisible()
		} finally {
			await context.close()
		}
	})
})
