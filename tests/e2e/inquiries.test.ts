import { expect, type Locator, test } from '@playwright/test'
import sharp from 'sharp'
import { SIGN_IN_TEXT, signInNewBuyer, waitForHydration } from './helpers.ts'

/**
 * Sourcing inquiries (issue 5): a buyer, in Arabic, asks Dijla to source something it does not list — a
 * description, attributes, a quantity, a target price and a photo — finds it in the list and on its page, edits
 * it, meets its card in the chat with support, and deletes it after being asked once more. In English, a request
 * sent without what it needs names each missing field, and a complete one is sent.
 */

const AR = {
	...SIGN_IN_TEXT.ar,
	listEmpty: 'لا توجد طلبات توفير بعد',
	add: 'طلب توفير جديد',
	description: 'ما الذي تحتاجه؟',
	attributeName: (number: string) => `الخاصية ${number}`,
	attributeValue: (number: string) => `القيمة ${number}`,
	quantity: 'الكمية التقديرية (قطعة)',
	price: 'السعر المستهدف للقطعة',
	photos: 'أضف صورًا',
	submit: 'إرسال الطلب',
	sent: 'أُرسل طلبك إلى الدعم، وسنرد عليك في المحادثة',
	open: 'بانتظار عرض السعر',
	photo: 'الصورة ١',
	edit: 'تعديل',
	save: 'حفظ التعديلات',
	saved: 'حُفظ الطلب',
	openChat: 'المحادثة مع الدعم',
	card: 'طلب توفير منتج',
	delete: 'حذف الطلب',
	confirm: 'هل تريد حذف هذا الطلب؟ تبقى المحادثة مع الدعم كما هي.',
	deleted: 'حُذف الطلب',
}

/** A picture's shape once it has loaded (0 until then). */
function loadedShape(image: Locator) {
	return image.evaluate((element: HTMLImageElement) =>
		element.complete && element.naturalHeight > 0 ? element.naturalWidth / element.naturalHeight : 0,
	)
}

test.describe('a sourcing inquiry, in Arabic', () => {
	test.use({ locale: 'ar-IQ' })

	test('added with attributes, quantity, price and a photo; listed, shown, edited, a card in the chat, deleted once confirmed', async ({ page }) => {
		test.setTimeout(90_000)
		await signInNewBuyer(page, AR)
		await page.goto('/pages/inquiry/index')
		await expect(page.getByText(AR.listEmpty, { exact: true })).toBeVisible()
		// The header's plus and the empty list's button both lead to the form.
		await page.getByRole('link', { name: AR.add }).first().click()
		await expect(page).toHaveURL(/\/pages\/inquiry-add\/index$/)
		await waitForHydration(page)

		const description = 'علب غداء من الستانلس بثلاث خانات مع غطاء محكم'
		await page.getByLabel(AR.description).fill(description)
		await page.getByLabel(AR.attributeName('١'), { exact: true }).fill('اللون')
		await page.getByLabel(AR.attributeValue('١'), { exact: true }).fill('فضي')
		await page.getByLabel(AR.attributeName('٢'), { exact: true }).fill('السعة')
		await page.getByLabel(AR.attributeValue('٢'), { exact: true }).fill('١٢٠٠ مل')
		// Typed in Arabic digits, as on an Arabic keyboard.
		await page.getByLabel(AR.quantity).fill('٢٠٠')
		await page.getByLabel(AR.price).fill('٣٥٠٠')
		await page.getByLabel(AR.photos).setInputFiles({
			name: 'lunch-box.png',
			mimeType: 'image/png',
			buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#999' } })
				.png()
				.toBuffer(),
		})
		await page.getByRole('button', { name: AR.submit }).click()

		// Its page: everything given, the photo included.
		await expect(page).toHaveURL(/\/pages\/inquiry-details\/index\?id=/)
		const detailsUrl = page.url()
		await expect(page.getByText(AR.sent, { exact: true })).toBeVisible()
		await expect(page.getByText(description, { exact: true })).toBeVisible()
		await expect(page.getByText('٢٠٠', { exact: true })).toBeVisible()
		await expect(page.getByText(/٣٬٥٠٠/)).toBeVisible()
		await expect(page.getByText('اللون', { exact: true })).toBeVisible()
		await expect(page.getByText('فضي', { exact: true })).toBeVisible()
		await expect(page.getByText('١٢٠٠ مل', { exact: true })).toBeVisible()
		const photo = page.getByRole('img', { name: AR.photo })
		await expect.poll(() => loadedShape(photo)).toBeCloseTo(400 / 300, 1)

		// In the list, awaiting a quote; it leads back to its page.
		await page.goto('/pages/inquiry/index')
		const listed = page.getByRole('link').filter({ hasText: description })
		await expect(listed.getByText('٢٠٠ قطعة')).toBeVisible()
		await expect(listed.getByText(AR.open, { exact: true })).toBeVisible()
		await listed.click()
		await expect(page).toHaveURL(detailsUrl)

		// Edited: the form holds what was sent; the page shows the change, the photo kept.
		await page.getByRole('link', { name: AR.edit }).click()
		await expect(page).toHaveURL(/\/pages\/inquiry-add\/index\?id=/)
		await waitForHydration(page)
		await expect(page.getByLabel(AR.description)).toHaveValue(description)
		const edited = 'علب غداء من الستانلس بأربع خانات مع حقيبة حرارية'
		await page.getByLabel(AR.description).fill(edited)
		await page.getByLabel(AR.quantity).fill('٥٠٠')
		await page.getByRole('button', { name: AR.save }).click()
		await expect(page).toHaveURL(detailsUrl)
		await expect(page.getByText(AR.saved, { exact: true })).toBeVisible()
		await expect(page.getByText(edited, { exact: true })).toBeVisible()
		await expect(page.getByText('٥٠٠', { exact: true })).toBeVisible()
		await expect(page.getByRole('img', { name: AR.photo })).toBeVisible()

		// The chat with support holds the inquiry's card, as it stands now; the card leads back to it.
		await page.getByRole('link', { name: AR.openChat }).click()
		await expect(page).toHaveURL(/\/pages\/chat-room\/index/)
		const card = page.getByRole('link').filter({ hasText: AR.card })
		await expect(card.getByText(edited, { exact: true })).toBeVisible()
		await expect(card.getByText('٥٠٠ قطعة')).toBeVisible()
		await card.click()
		await expect(page).toHaveURL(detailsUrl)

		// Deleted, once confirmed; the list is empty again.
		await waitForHydration(page)
		await page.getByRole('button', { name: AR.delete }).click()
		await expect(page.getByRole('alert').filter({ hasText: AR.confirm })).toBeVisible()
		await page.getByRole('button', { name: AR.delete }).click()
		await expect(page).toHaveURL(/\/pages\/inquiry\/index$/)
		await expect(page.getByText(AR.deleted, { exact: true })).toBeVisible()
		await expect(page.getByText(AR.listEmpty, { exact: true })).toBeVisible()
	})
})

test.describe('a sourcing inquiry, in English', () => {
	test.use({ locale: 'en-GB' })

	test('a request sent without what it needs names each missing field; once complete it is sent', async ({ page }) => {
		await signInNewBuyer(page, SIGN_IN_TEXT.en)
		await page.goto('/pages/inquiry-add/index')
		await waitForHydration(page)
		const description = page.getByLabel('What do you need?')
		const quantity = page.getByLabel('Estimated quantity (pieces)')
		await page.getByRole('button', { name: 'Send request' }).click()
		await expect(description).toHaveAccessibleDescription(/Describe the product you need/)
		await expect(quantity).toHaveAccessibleDescription(/How many pieces do you need\?/)

		await description.fill('Folding camping chairs, steel frame')
		await quantity.fill('1,000')
		await page.getByRole('button', { name: 'Send request' }).click()
		await expect(page).toHaveURL(/\/pages\/inquiry-details\/index\?id=/)
		await expect(page.getByText('Your request went to support; we will answer in your chat', { exact: true })).toBeVisible()
		await expect(page.getByText('1,000', { exact: true })).toBeVisible()
		// No target price given: Dijla's offer decides.
		await expect(page.getByText('Up to Dijla’s offer', { exact: true })).toBeVisible()
	})
})
