import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { EMBEDDED, SIGN_IN_TEXT, signInNewBuyer, signInStaffByForm, waitForHydration } from './helpers.ts'

/**
 * A buyer and a support agent talk (issue 5, items 2 and 5): two browser contexts, the buyer on the shop's
 * chat, the agent in the staff console's inbox. Text and pictures go both ways without reloading; while the
 * buyer is offline for 10 seconds the agent sends 20 messages, and when the buyer is back all 20 show once and
 * in order; markup a buyer types shows as text on the agent's side.
 */

const BURST = 20
/** How long the buyer stays offline (issue 5: "the buyer goes offline for 10 seconds"). */
const OFFLINE_MS = 10_000

async function newBuyer(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page; phone: string }> {
	// Tall enough that the whole short conversation is laid out at once (the buyer's timeline is virtualised).
	const context = await browser.newContext({ baseURL, locale: 'en-GB', viewport: { width: 390, height: 3200 } })
	const page = await context.newPage()
	const phone = await signInNewBuyer(page, { ...SIGN_IN_TEXT.en, lang: 'en' })
	await page.goto('/pages/chat-room/index?lang=en')
	await waitForHydration(page)
	await expect(page.getByRole('heading', { name: 'Chat with support' })).toBeVisible()
	// The buyer reaches for the composer: the live room (loaded when needed) takes over.
	await page.locator('textarea[name="body"]').focus()
	await expect(page.locator('[data-chat-live]')).toBeAttached()
	return { context, page, phone: phone.international }
}

async function newAgent(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page }> {
	const context = await browser.newContext({ baseURL, locale: 'en-GB', viewport: { width: 1280, height: 900 } })
	const page = await context.newPage()
	await signInStaffByForm(page)
	await page.goto('/staff/inbox?lang=en')
	await waitForHydration(page)
	await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
	return { context, page }
}

/** The agent, anywhere in the console, finds the buyer's conversation by phone and opens it. */
async function openConversation(page: Page, phone: string) {
	if (!/\/staff\/inbox(\?|$)/.test(page.url())) {
		await page.goto('/staff/inbox?lang=en')
		await waitForHydration(page)
	}
	await page.getByLabel('Search conversations').fill(phone.replace('+964', '0'))
	await page.getByRole('button', { name: 'Search', exact: true }).click()
	await page
		.getByRole('link', { name: new RegExp(phone.replace('+', '\\+')) })
		.first()
		.click()
	await waitForHydration(page)
}

/** A small PNG of one colour, as a phone's gallery would hand it over. */
async function photo(name: string, width: number, height: number, colour: string) {
	return {
		name,
		mimeType: 'image/png',
		buffer: await sharp({ create: { width, height, channels: 3, background: colour } })
			.png()
			.toBuffer(),
	}
}

/** A picture's shape once it has loaded (0 until then): the same shape as the one sent means the same picture. */
function loadedShape(image: Locator) {
	return image.evaluate((element: HTMLImageElement) =>
		element.complete && element.naturalHeight > 0 ? element.naturalWidth / element.naturalHeight : 0,
	)
}

async function buyerSends(page: Page, text: string) {
	await page.getByLabel('Your message').fill(text)
	await page.getByRole('button', { name: 'Send', exact: true }).click()
	// Stored: "Sent", or already "Read" when the agent has the conversation open.
	await expect(
		page
			.locator('[data-item-index]')
			.filter({ hasText: text })
			.getByText(/^(Sent|Read)$/),
	).toBeVisible()
}

async function agentSends(page: Page, text: string) {
	const box = page.getByLabel('Your reply')
	await box.fill(text)
	await page.getByRole('button', { name: 'Send reply' }).click()
	// Stored: the timeline shows it and the reply box is empty again.
	await expect(page.getByRole('log', { name: 'Messages' }).getByText(text, { exact: true })).toBeVisible()
	await expect(page.getByLabel('Your reply')).toHaveValue('')
}

test(
	'a buyer and an agent chat live; 20 messages sent while the buyer is offline for 10 seconds arrive once, in order',
	{ tag: EMBEDDED },
	async ({ browser, baseURL }) => {
		test.setTimeout(180_000)
		const buyer = await newBuyer(browser, baseURL)
		const agent = await newAgent(browser, baseURL)
		try {
			const hello = `<b>Do you have this in black?</b> ${Date.now()}`
			await buyerSends(buyer.page, hello)

			// The agent finds the buyer by phone and opens the conversation.
			await openConversation(agent.page, buyer.phone)
			const timeline = agent.page.getByRole('log', { name: 'Messages' })
			// Markup shows as text, never as an element.
			await expect(timeline.getByText(hello, { exact: true })).toBeVisible()
			await expect(timeline.locator('b')).toHaveCount(0)

			// Agent → buyer, without the buyer reloading.
			await agentSends(agent.page, 'Yes, we have it in black.')
			await expect(buyer.page.getByText('Yes, we have it in black.', { exact: true })).toBeVisible()

			// Buyer → agent, without the agent reloading.
			const thanks = `Great, thank you ${Date.now()}`
			await buyerSends(buyer.page, thanks)
			await expect(timeline.getByText(thanks, { exact: true })).toBeVisible()

			// The buyer writes while the agent is typing: the message arrives, the draft stays.
			await agent.page.getByLabel('Your reply').fill('Let me check the black ones')
			const more = `Also in white? ${Date.now()}`
			await buyerSends(buyer.page, more)
			await expect(timeline.getByText(more, { exact: true })).toBeVisible()
			await expect(agent.page.getByLabel('Your reply')).toHaveValue('Let me check the black ones')
			await agent.page.getByLabel('Your reply').fill('')

			// A canned reply goes into the box, to be edited before sending.
			await agent.page.getByRole('button', { name: 'One moment please, I am checking that now.' }).click()
			await expect(agent.page.getByLabel('Your reply')).toHaveValue('One moment please, I am checking that now.')
			await agent.page.getByLabel('Your reply').fill('')

			// The buyer loses the connection for 10 seconds; meanwhile the agent sends 20 messages.
			const rows = buyer.page.locator('[data-item-index]').filter({ hasText: /Update \d\d of 20/ })
			await buyer.context.setOffline(true)
			const offlineSince = Date.now()
			const burst = Array.from({ length: BURST }, (_, index) => `Update ${String(index + 1).padStart(2, '0')} of ${BURST}`)
			for (const text of burst) await agentSends(agent.page, text)
			// The 10 seconds are the requirement itself, not a guess at how long the app needs: the connection stays
			// down until 10 s after it went, however fast the agent was.
			await expect.poll(() => Date.now() - offlineSince, { timeout: OFFLINE_MS + 5_000, intervals: [250] }).toBeGreaterThanOrEqual(OFFLINE_MS)
			// Really offline: none of the 20 reached the buyer.
			await expect(rows).toHaveCount(0)
			await buyer.context.setOffline(false)

			// Back online: the buyer's connection reconnects (with its back-off) and fetches everything after the last seen message.
			await expect(buyer.page.getByText(burst.at(-1)!, { exact: true })).toBeVisible({ timeout: 60_000 })
			for (const text of burst) await expect(buyer.page.getByText(text, { exact: true })).toHaveCount(1)
			await expect(rows).toHaveCount(BURST)
			const shown = (await rows.allTextContents()).map((text) => /Update (\d\d) of 20/.exec(text)?.[1])
			expect(shown).toEqual(burst.map((_, index) => String(index + 1).padStart(2, '0')))
		} finally {
			await buyer.context.close()
			await agent.context.close()
		}
	},
)

test('the live room loads when the conversation needs it: a buyer who only reads sees the reply, and a draft survives', async ({
	browser,
	baseURL,
}) => {
	test.setTimeout(120_000)
	const buyer = await newBuyer(browser, baseURL)
	const agent = await newAgent(browser, baseURL)
	try {
		const hello = `Is the blue one in stock? ${Date.now()}`
		await buyerSends(buyer.page, hello)

		// The page as served: the latest messages and a composer, listening, without the live room's scripts.
		const scripts: string[] = []
		buyer.page.on('request', (request) => {
			if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
		})
		await buyer.page.reload()
		await waitForHydration(buyer.page)
		await expect(buyer.page.locator('[data-static-chat]').getByText(hello, { exact: true })).toBeVisible()
		await expect(buyer.page.locator('[data-chat-live]')).toHaveCount(0)
		expect(scripts.filter((path) => /LiveChatRoom|timeline/.test(path))).toEqual([])

		// The agent answers while the buyer only reads: it arrives without a reload, and the buyer's message is read.
		await openConversation(agent.page, buyer.phone)
		await agentSends(agent.page, 'Yes, 40 cartons of the blue one.')
		await expect(buyer.page.getByText('Yes, 40 cartons of the blue one.', { exact: true })).toBeVisible()
		await expect(buyer.page.locator('[data-chat-live]')).toBeAttached()
		await expect(buyer.page.locator('[data-item-index]').filter({ hasText: hello }).getByText('Read', { exact: true })).toBeVisible()

		// Typing starts on the page as served; the live room takes over under the buyer's fingers: the words and the
		// focus stay, and the message goes out once.
		await buyer.page.reload()
		await waitForHydration(buyer.page)
		await expect(buyer.page.locator('[data-chat-live]')).toHaveCount(0)
		const box = buyer.page.getByLabel('Your message')
		await box.click()
		await box.pressSequentially('Half a sentence')
		await expect(buyer.page.locator('[data-chat-live]')).toBeAttached()
		await box.pressSequentially(', and the rest')
		await expect(box).toHaveValue('Half a sentence, and the rest')
		await expect(box).toBeFocused()
		await buyer.page.getByRole('button', { name: 'Send', exact: true }).click()
		await expect(box).toHaveValue('')
		const timeline = agent.page.getByRole('log', { name: 'Messages' })
		await expect(timeline.getByText('Half a sentence, and the rest', { exact: true })).toHaveCount(1)
	} finally {
		await buyer.context.close()
		await agent.context.close()
	}
})

test('a buyer and an agent exchange pictures: each sees the other’s photo arrive without reloading', async ({ browser, baseURL }) => {
	test.setTimeout(120_000)
	const buyer = await newBuyer(browser, baseURL)
	const agent = await newAgent(browser, baseURL)
	try {
		// The console sends a picture as a canned reply: the agent keeps one with a picture.
		const caption = `Our colour chart ${Date.now()}`
		await agent.page.goto('/staff/canned?lang=en')
		await waitForHydration(agent.page)
		const add = agent.page.locator('form').filter({ has: agent.page.getByRole('button', { name: 'Add reply' }) })
		await add.getByLabel('Text').fill(caption)
		await add.getByLabel('Picture (optional)').setInputFiles(await photo('chart.png', 300, 400, '#2a7'))
		await add.getByRole('button', { name: 'Add reply' }).click()
		await expect(agent.page.getByText('Canned reply saved', { exact: true })).toBeVisible()

		const hello = `I am looking for this bag ${Date.now()}`
		await buyerSends(buyer.page, hello)
		await openConversation(agent.page, buyer.phone)
		const timeline = agent.page.getByRole('log', { name: 'Messages' })
		await expect(timeline.getByText(hello, { exact: true })).toBeVisible()

		// Buyer → agent: a landscape photo from the buyer's gallery.
		await buyer.page.getByLabel('Send a photo').setInputFiles(await photo('bag.png', 320, 240, '#36c'))
		const own = buyer.page.getByRole('img', { name: 'Your photo' })
		await expect(
			buyer.page
				.locator('[data-item-index]')
				.filter({ has: own })
				.getByText(/^(Sent|Read)$/),
		).toBeVisible()
		const fromBuyer = timeline.getByRole('img', { name: 'Photo from the buyer' })
		await expect(fromBuyer).toBeVisible()
		await expect.poll(() => loadedShape(fromBuyer)).toBeCloseTo(320 / 240, 1)

		// Agent → buyer: the portrait chart with its caption.
		await agent.page.getByRole('button', { name: `Send canned reply: ${caption}` }).click()
		const fromSupport = buyer.page.getByRole('img', { name: 'Photo from support' })
		await expect(fromSupport).toBeVisible()
		await expect(buyer.page.getByText(caption, { exact: true })).toBeVisible()
		await expect.poll(() => loadedShape(fromSupport)).toBeCloseTo(300 / 400, 1)
	} finally {
		await buyer.context.close()
		await agent.context.close()
	}
})
