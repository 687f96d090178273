import { type Browser, expect, type Page, test } from '@playwright/test'
import {
	addAddressOnTheWay,
	ADDRESS_FORM_TEXT,
	CHECKOUT_TEXT_AR,
	EMBEDDED,
	placeSeaCashOnDelivery,
	SIGN_IN_TEXT,
	signInNewBuyer,
	signInStaff,
	STAFF_SIGN_IN_TEXT,
	waitForHydration,
} from './helpers.ts'

/**
 * A quote that becomes an order (issue 5 item 4, issue 6 item 2): two browser contexts. The buyer, in Arabic, asks
 * in the chat; the agent, in English in the staff console, sends a quote for a custom item; the card arrives in
 * the buyer's chat without a reload; the buyer accepts it, lands in the trade flow with the quote's item at the
 * quote's price, places the order (cash on delivery) and sees it; the agent's side panel shows the quote ordered.
 * A second quote that the agent withdraws changes on the buyer's screen without a reload.
 */

const AR = {
	...SIGN_IN_TEXT.ar,
	message: 'رسالتك',
	send: 'إرسال',
	accept: 'اقبل واطلب',
	fromQuote: /هذه المنتجات من عرض سعر قبلته/,
	...CHECKOUT_TEXT_AR,
}

const EN = {
	search: 'Search conversations',
	searchSubmit: 'Search',
	custom: 'A custom item (sourced for this buyer)',
	title: 'Custom item name',
	specification: 'Specification (material, size, packing…)',
	unitPrice: 'Unit price (IQD)',
	minQuantity: 'Minimum quantity',
	leadTime: 'Lead time (days)',
	freight: 'Sea freight per piece (IQD)',
	sendQuote: 'Send the quote',
	sent: 'Quote sent to the buyer',
}

async function arabicBuyer(browser: Browser, baseURL: string | undefined) {
	// Tall enough that the short conversation is laid out at once (the buyer's timeline is virtualised).
	const context = await browser.newContext({ baseURL, locale: 'ar-IQ', viewport: { width: 390, height: 3200 } })
	const page = await context.newPage()
	const phone = await signInNewBuyer(page, { ...AR, lang: 'ar' })
	await page.goto('/pages/chat-room/index?lang=ar')
	await waitForHydration(page)
	return { context, page, phone: phone.international }
}

async function englishAgent(browser: Browser, baseURL: string | undefined) {
	const context = await browser.newContext({ baseURL, locale: 'en-GB', viewport: { width: 1280, height: 1000 } })
	const page = await context.newPage()
	await page.goto('/staff/inbox?lang=en')
	await waitForHydration(page)
	await signInStaff(page, STAFF_SIGN_IN_TEXT.en)
	await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
	return { context, page }
}

async function openBuyerConversation(page: Page, phone: string) {
	await page.getByLabel(EN.search).fill(phone.replace('+964', '0'))
	await page.getByRole('button', { name: EN.searchSubmit, exact: true }).click()
	await page
		.getByRole('link', { name: new RegExp(phone.replace('+', '\\+')) })
		.first()
		.click()
	await waitForHydration(page)
}

test(
	'an agent quotes a custom item in the chat; the buyer accepts it and orders it at the quoted price',
	{ tag: EMBEDDED },
	async ({ browser, baseURL }) => {
		test.setTimeout(180_000)
		const buyer = await arabicBuyer(browser, baseURL)
		const agent = await englishAgent(browser, baseURL)
		try {
			// The buyer asks.
			const ask = `أحتاج ٢٠٠ علبة غداء من الستانلس ${Date.now()}`
			await buyer.page.getByLabel(AR.message).fill(ask)
			await buyer.page.getByRole('button', { name: AR.send, exact: true }).click()
			await expect(buyer.page.locator('[data-item-index]').filter({ hasText: ask })).toBeVisible()

			// The agent opens the conversation and sends a quote for a custom item.
			await openBuyerConversation(agent.page, buyer.phone)
			await expect(agent.page.getByRole('log', { name: 'Messages' }).getByText(ask)).toBeVisible()
			const item = `Steel lunch box, 3 compartments ${Date.now() % 100_000}`
			await agent.page.getByRole('radio', { name: EN.custom }).check()
			await agent.page.getByLabel(EN.title).fill(item)
			await agent.page.getByLabel(EN.specification).fill('Stainless 304, boxed in 50s')
			await agent.page.getByLabel(EN.unitPrice).fill('4,500')
			await agent.page.getByLabel(EN.minQuantity).fill('50')
			await agent.page.getByLabel(EN.leadTime).fill('12')
			await agent.page.getByLabel(EN.freight).fill('300')
			await agent.page.getByRole('button', { name: EN.sendQuote }).click()
			await expect(agent.page.getByText(EN.sent, { exact: true }).first()).toBeVisible()
			await expect(agent.page.getByRole('log', { name: 'Messages' }).getByRole('heading', { name: item })).toBeVisible()
			// The agent's card has no buttons: only the buyer accepts.
			await expect(agent.page.getByRole('button', { name: 'Accept and order' })).toHaveCount(0)

			// The card arrives in the buyer's chat without a reload, with its terms.
			const card = buyer.page.getByRole('article', { name: item })
			await expect(card).toBeVisible()
			await expect(card.getByText('٤٬٥٠٠')).toBeVisible()
			await expect(card.getByText('٥٠ قطعة')).toBeVisible()

			// Accept and order: the trade flow, with the quote's item at the quote's price and its minimum.
			await card.getByRole('button', { name: AR.accept }).click()
			await expect(buyer.page).toHaveURL(/\/pages\/trade_flow\/index\?source=quote&quoteId=[0-9a-f-]{36}/)
			await waitForHydration(buyer.page)
			await expect(buyer.page.getByText(AR.fromQuote)).toBeVisible()
			const line = buyer.page.getByRole('listitem').filter({ has: buyer.page.getByRole('heading', { name: item }) })
			await expect(line.getByText('٤٬٥٠٠')).toBeVisible()
			await expect(line.getByRole('spinbutton')).toHaveValue('50')

			await addAddressOnTheWay(
				buyer.page,
				{ ...ADDRESS_FORM_TEXT.ar, addAddress: AR.addAddress, save: AR.save },
				{ fullName: 'حيدر عبد الله', phone: '07801234567', province: 'بغداد', city: 'الكرخ', postcode: '10011', address: 'المنصور، شارع ١٤ رمضان' },
			)
			await expect(buyer.page).toHaveURL(/source=quote&quoteId=/)
			await placeSeaCashOnDelivery(buyer.page, AR)

			// The order, at the quote's price: 50 × 4,500 = 225,000.
			await expect(buyer.page.getByText(AR.placed, { exact: true }).first()).toBeVisible()
			await expect(buyer.page.getByText(item)).toBeVisible()
			await expect(buyer.page.getByText('٢٢٥٬٠٠٠').first()).toBeVisible()

			// The agent's side panel shows the quote ordered.
			await agent.page.reload()
			await waitForHydration(agent.page)
			const quotesPanel = agent.page.locator('section').filter({ has: agent.page.getByRole('heading', { level: 2, name: 'Quotes', exact: true }) })
			await expect(quotesPanel.getByText('Ordered', { exact: true })).toBeVisible()

			// A second quote, withdrawn by the agent: the buyer's card says so without a reload.
			// The buyer only reads: the page as served, listening; the quote wakes the live room (use-live-chat-wake.ts).
			await buyer.page.goto('/pages/chat-room/index?lang=ar')
			await waitForHydration(buyer.page)
			await expect(buyer.page.locator('[data-static-chat]')).toBeVisible()
			await expect(buyer.page.locator('[data-chat-live]')).toHaveCount(0)
			const other = `Glass food container ${Date.now() % 100_000}`
			await agent.page.getByRole('radio', { name: EN.custom }).check()
			await agent.page.getByLabel(EN.title).fill(other)
			await agent.page.getByLabel(EN.unitPrice).fill('2000')
			await agent.page.getByLabel(EN.minQuantity).fill('100')
			await agent.page.getByLabel(EN.leadTime).fill('20')
			await agent.page.getByLabel(EN.freight).fill('150')
			await agent.page.getByRole('button', { name: EN.sendQuote }).click()
			const otherCard = buyer.page.getByRole('article', { name: other })
			await expect(otherCard.getByRole('button', { name: AR.accept })).toBeVisible()
			await quotesPanel.getByRole('button', { name: 'Withdraw' }).click()
			await expect(agent.page.getByText('Quote withdrawn', { exact: true }).first()).toBeVisible()
			await expect(otherCard.getByText('مسحوب', { exact: true })).toBeVisible()
			await expect(otherCard.getByRole('button', { name: AR.accept })).toHaveCount(0)
		} finally {
			await buyer.context.close()
			await agent.context.close()
		}
	},
)
