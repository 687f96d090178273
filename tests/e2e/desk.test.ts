import { randomUUID } from 'node:crypto'
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { originOf, SIGN_IN_TEXT, signInNewBuyer, signInStaffByForm, waitForHydration } from './helpers.ts'

/**
 * The support desk (issue 18), in Arabic, with buyers and an agent in separate browser contexts: the agent's inbox
 * moves by itself (a conversation that gets a message comes to the top with its preview), the agent sees the buyer
 * typing, the buyer's conversation list follows a reply, older pages load without moving the message being read,
 * and a message written offline waits with a clock and goes out, once, when the connection is back. No page is
 * reloaded for any of it (a marker set on the window would be gone).
 */

const AR = {
	inbox: 'صندوق الرسائل',
	message: 'رسالتك',
	send: 'إرسال',
	sent: /^(أُرسلت|مقروءة)$/,
	waiting: 'بانتظار الاتصال',
	offline: /أنت غير متصل/,
	reply: 'ردّك',
	sendReply: 'إرسال الرد',
	timeline: 'الرسائل',
	buyerTyping: 'المشتري يكتب…',
	conversations: 'المحادثات',
	unread: 'رسالة غير مقروءة',
}

type Person = { context: BrowserContext; page: Page }

async function newBuyer(browser: Browser, baseURL: string | undefined): Promise<Person & { phone: string }> {
	const context = await browser.newContext({ baseURL, locale: 'ar-IQ', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
	const page = await context.newPage()
	const phone = await signInNewBuyer(page, { ...SIGN_IN_TEXT.ar, lang: 'ar' })
	return { context, page, phone: phone.international }
}

async function openChat(page: Page) {
	await page.goto('/pages/chat-room/index?lang=ar')
	await waitForHydration(page)
	// The buyer reaches for the composer: the live room (loaded when needed) takes over.
	await page.locator('textarea[name="body"]').focus()
	await expect(page.locator('[data-chat-live]')).toBeAttached()
}

async function newAgent(browser: Browser, baseURL: string | undefined): Promise<Person> {
	const context = await browser.newContext({ baseURL, locale: 'ar-IQ', viewport: { width: 1280, height: 900 } })
	const page = await context.newPage()
	await signInStaffByForm(page)
	await page.goto('/staff/inbox?lang=ar')
	await expect(page.getByRole('heading', { level: 1, name: AR.inbox })).toBeVisible()
	await waitForHydration(page)
	return { context, page }
}

/** A message sent the way the chat's outbox sends it (JSON, the buyer's session), without typing it. */
async function post(person: Person, body: string) {
	const origin = originOf(person.page)
	const response = await person.context.request.post('/resources/chat-messages', {
		headers: { Origin: origin, Accept: 'application/json' },
		data: { clientId: randomUUID(), body },
	})
	expect(response.status()).toBe(200)
}

/** Set once; still there later only if the page was never reloaded. */
async function markPage(page: Page) {
	await page.evaluate(() => ((window as { __deskMarker?: number }).__deskMarker = 1))
}
async function expectNotReloaded(page: Page) {
	expect(await page.evaluate(() => (window as { __deskMarker?: number }).__deskMarker)).toBe(1)
}

test('the inbox moves by itself, the agent sees the buyer typing, and the buyer’s list follows the reply', async ({ browser, baseURL }) => {
	test.setTimeout(180_000)
	const first = await newBuyer(browser, baseURL)
	const second = await newBuyer(browser, baseURL)
	const agent = await newAgent(browser, baseURL)
	try {
		await openChat(first.page)
		await post(first, `مرحبًا من المشتري الأول ${Date.now()}`)
		await post(second, `مرحبًا من المشتري الثاني ${Date.now()}`)

		const list = agent.page.locator('[data-inbox-list]')
		const rowOf = (phone: string) => list.locator('li').filter({ hasText: phone })
		await expect(rowOf(second.phone)).toBeVisible()
		await markPage(agent.page)

		// A new message brings its conversation to the top, with its words as the preview.
		const fromFirst = `هل يتوفر اللون الأسود؟ ${Date.now()}`
		await first.page.getByLabel(AR.message).fill(fromFirst)
		await first.page.getByRole('button', { name: AR.send, exact: true }).click()
		await expect(list.locator('li').first()).toContainText(first.phone)
		await expect(rowOf(first.phone).locator('[data-inbox-preview]')).toHaveText(fromFirst)
		const fromSecond = `أريد ٤٠ قطعة من الموديل SKU-A12 ${Date.now()}`
		await post(second, fromSecond)
		await expect(list.locator('li').first()).toContainText(second.phone)
		await expect(rowOf(second.phone).locator('[data-inbox-preview]')).toHaveText(fromSecond)
		await expect(rowOf(second.phone).getByLabel(/غير مقروء/)).toBeVisible()
		await expectNotReloaded(agent.page)

		// The agent opens the first buyer's conversation; the buyer types and the agent sees it.
		await rowOf(first.phone).getByRole('link').click()
		await waitForHydration(agent.page)
		const timeline = agent.page.getByRole('log', { name: AR.timeline })
		await expect(timeline.getByText(fromFirst, { exact: true })).toBeVisible()
		await markPage(agent.page)
		// Typing is a signal, not a message: one sent before the agent's page was listening is simply not heard, so
		// the buyer goes on typing (a signal every 3 s at most) until it is.
		let words = 0
		await expect(async () => {
			await first.page.getByLabel(AR.message).fill(`لحظة من فضلك، أبحث عن الصورة ${++words}`)
			await expect(agent.page.locator('[data-buyer-typing]')).toHaveText(AR.buyerTyping, { timeout: 4_000 })
		}).toPass({ timeout: 30_000 })

		// The second buyer watches their conversation list while the agent answers them.
		await second.page.goto('/pages/conversation/index?lang=ar')
		await waitForHydration(second.page)
		await markPage(second.page)
		const supportRow = second.page.locator('[data-support-conversation]')
		await expect(supportRow).toContainText(fromSecond)
		await agent.page.keyboard.press('Escape')
		await agent.page.locator('[data-inbox-list]').locator('li').filter({ hasText: second.phone }).getByRole('link').click()
		await expect(agent.page.getByRole('heading', { level: 1 })).toHaveText(second.phone)
		await expect(agent.page.getByRole('log', { name: AR.timeline }).getByText(fromSecond, { exact: true })).toBeVisible()
		const answer = `نعم، متوفر وسنرسل لك عرض سعر ${Date.now()}`
		await agent.page.getByLabel(AR.reply).fill(answer)
		await agent.page.getByRole('button', { name: AR.sendReply, exact: true }).click()
		await expect(agent.page.getByRole('log', { name: AR.timeline }).getByText(answer, { exact: true })).toBeVisible()
		await expect(supportRow).toContainText(answer)
		await expect(supportRow.getByLabel(AR.unread)).toBeVisible()
		await expectNotReloaded(second.page)
	} finally {
		await Promise.all([first.context.close(), second.context.close(), agent.context.close()])
	}
})

test('older pages load in place: the message being read does not move in any frame', async ({ browser, baseURL }) => {
	test.setTimeout(120_000)
	const buyer = await newBuyer(browser, baseURL)
	try {
		await openChat(buyer.page)
		// Three pages of history (30 a page), long and short, so the older page has to be measured.
		for (let n = 1; n <= 75; n++) await post(buyer, n % 4 === 0 ? `رسالة ${n}: ${'نص طويل يلتف على عدة أسطر في الفقاعة '.repeat(4)}` : `رسالة ${n}`)
		await openChat(buyer.page)
		await expect(buyer.page.getByText('رسالة 75', { exact: true })).toBeVisible()

		const older = /\/resources\/chat-messages\?before=/
		for (let round = 1; round <= 2; round++) {
			let release = () => {}
			const gate = new Promise<void>((resolve) => (release = resolve))
			await buyer.page.route(older, async (route) => {
				await gate
				await route.continue()
			})
			const asked = buyer.page.waitForRequest(older)
			await buyer.page.locator('[data-chat-live] [data-virtuoso-scroller]').evaluate((scroller) => (scroller.scrollTop = 0))
			await asked
			// At rest at the top: then every frame from the page's arrival until it is laid out is sampled.
			await buyer.page.waitForFunction(
				() => {
					const scroller = document.querySelector('[data-chat-live] [data-virtuoso-scroller]')!
					const key = `${scroller.scrollTop}:${scroller.scrollHeight}`
					const w = window as { __rest?: { key: string; frames: number } }
					w.__rest = w.__rest?.key === key ? { key, frames: w.__rest.frames + 1 } : { key, frames: 0 }
					return scroller.scrollTop === 0 && w.__rest.frames >= 10
				},
				undefined,
				{ polling: 'raf' },
			)
			await buyer.page.evaluate(() => {
				const items = () => [...document.querySelectorAll<HTMLElement>('[data-chat-live] [data-item-index]')]
				const scroller = document.querySelector('[data-chat-live] [data-virtuoso-scroller]')!
				const top = scroller.getBoundingClientRect().top
				const anchor = items().find((item) => item.getBoundingClientRect().bottom > top + 1 && !item.querySelector('[role="separator"]'))!
				const text = anchor.textContent
				const start = anchor.getBoundingClientRect().top
				const state = { text, start, worst: 0, frames: 0, minIndex: Math.min(...items().map((item) => Number(item.dataset.itemIndex))) }
				;(window as { __sample?: typeof state }).__sample = state
				const sample = () => {
					const same = items().find((item) => item.textContent === text)
					if (same) state.worst = Math.max(state.worst, Math.abs(same.getBoundingClientRect().top - start))
					state.frames += 1
					if (state.frames < 240) requestAnimationFrame(sample)
				}
				requestAnimationFrame(sample)
			})
			release()
			await buyer.page.waitForFunction(
				() => {
					const state = (window as { __sample?: { minIndex: number; frames: number } }).__sample!
					const min = Math.min(
						...[...document.querySelectorAll<HTMLElement>('[data-chat-live] [data-item-index]')].map((item) => Number(item.dataset.itemIndex)),
					)
					return min < state.minIndex && state.frames >= 30
				},
				undefined,
				{ polling: 'raf' },
			)
			const worst = await buyer.page.evaluate(() => (window as { __sample?: { worst: number } }).__sample!.worst)
			expect(worst, `round ${round}: the message being read moved`).toBeLessThanOrEqual(1)
			await buyer.page.unroute(older)
		}
	} finally {
		await buyer.context.close()
	}
})

test('a message written offline waits with a clock and the offline line, then goes out once and reaches the agent', async ({ browser, baseURL }) => {
	test.setTimeout(120_000)
	const buyer = await newBuyer(browser, baseURL)
	const agent = await newAgent(browser, baseURL)
	try {
		await openChat(buyer.page)
		const hello = `السلام عليكم ${Date.now()}`
		await post(buyer, hello)
		await agent.page.locator('[data-inbox-list] li').filter({ hasText: buyer.phone }).getByRole('link').click()
		await waitForHydration(agent.page)
		const timeline = agent.page.getByRole('log', { name: AR.timeline })
		await expect(timeline.getByText(hello, { exact: true })).toBeVisible()

		await buyer.context.setOffline(true)
		await expect(buyer.page.getByText(AR.offline)).toBeVisible()
		const written = `كتبتها بدون اتصال ${Date.now()}`
		await buyer.page.getByLabel(AR.message).fill(written)
		await buyer.page.getByRole('button', { name: AR.send, exact: true }).click()
		const row = buyer.page.locator('[data-item-index]').filter({ hasText: written })
		await expect(row.getByText(AR.waiting, { exact: true })).toBeVisible()
		await expect(timeline.getByText(written, { exact: true })).toHaveCount(0)

		await buyer.context.setOffline(false)
		await expect(row.getByText(AR.sent)).toBeVisible()
		await expect(buyer.page.getByText(AR.offline)).toHaveCount(0)
		await expect(timeline.getByText(written, { exact: true })).toHaveCount(1)
	} finally {
		await Promise.all([buyer.context.close(), agent.context.close()])
	}
})
