import { type Browser, expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { CHROMIUM_ARGS, E2E_CHROME_PATH } from '../../playwright.config.ts'
import {
	findProductInStock,
	placeCashOnDeliveryOrder,
	SIGN_IN_TEXT,
	signInNewBuyer,
	signInStaffByForm,
	uniqueIraqiMobile,
	waitForHydration,
} from './helpers.ts'

/**
 * The chat's media and cards (issue 5, items 2 and 5), in Arabic and English: a voice message recorded with
 * Chromium's fake microphone is sent, stays after a reload and plays with its length shown; a blocked
 * microphone says so; an order is sent as a card from its page and leads back to it; while an agent types the
 * buyer reads "Support is typing…", a canned reply with a picture arrives as a picture with its caption, and the
 * agent can answer by voice.
 */

const CHAT_PATH = '/pages/chat-room/index'

const TEXT = {
	ar: {
		...SIGN_IN_TEXT.ar,
		lang: 'ar',
		locale: 'ar-IQ',
		title: 'المحادثة مع الدعم',
		message: 'رسالتك',
		send: 'إرسال',
		record: 'تسجيل رسالة صوتية',
		sendVoice: 'إرسال الرسالة الصوتية',
		oneSecond: '٠:٠١',
		play: /^تشغيل الرسالة الصوتية، ٠:٠[١٢]$/,
		length: /^٠:٠[١٢]$/,
		pause: /^إيقاف الرسالة الصوتية مؤقتًا/,
		denied: 'الوصول إلى الميكروفون محظور. اسمح لهذا الموقع باستخدام الميكروفون من إعدادات المتصفح ثم حاول مجددًا.',
		close: 'إغلاق',
		sent: 'أُرسلت',
		askOrder: 'اسأل عن هذا الطلب',
		sendOrder: 'إرسال الطلب',
		orderLabel: 'طلب شراء',
		typing: 'الدعم يكتب…',
		supportPhoto: 'صورة من الدعم',
		notifyOn: 'تفعيل الإشعارات',
		notifyTitle: 'دعم دجلة',
		// Placing the order (helpers.placeCashOnDeliveryOrder).
		buyNow: 'اشترِ الآن',
		addAddress: 'إضافة عنوان التوصيل',
		fullName: 'الاسم الكامل',
		phone: 'رقم الجوال',
		province: 'المحافظة',
		city: 'القضاء / المدينة',
		postcode: 'الرمز البريدي',
		address: 'العنوان',
		save: 'حفظ العنوان',
		provinceName: 'بغداد',
		cityName: 'الكرخ',
		street: 'المنصور، شارع ١٤ رمضان، قرب مطعم الساعة',
		recipient: 'زينب كاظم',
		sea: 'شحن بحري',
		cod: 'الدفع نقداً عند الاستلام',
		placeOrder: 'تأكيد الطلب',
	},
	en: {
		...SIGN_IN_TEXT.en,
		lang: 'en',
		locale: 'en-GB',
		title: 'Chat with support',
		message: 'Your message',
		send: 'Send',
		record: 'Record a voice message',
		sendVoice: 'Send voice message',
		oneSecond: '0:01',
		play: /^Play voice message, 0:0[12]$/,
		length: /^0:0[12]$/,
		pause: /^Pause voice message/,
		denied: 'Microphone access is blocked. Allow this site to use the microphone in your browser settings, then try again.',
		close: 'Close',
		sent: 'Sent',
		askOrder: 'Ask about this order',
		sendOrder: 'Send order',
		orderLabel: 'Order',
		typing: 'Support is typing…',
		supportPhoto: 'Photo from support',
		notifyOn: 'Turn on notifications',
		notifyTitle: 'Dijla support',
		buyNow: 'Buy now',
		addAddress: 'Add a delivery address',
		fullName: 'Full name',
		phone: 'Mobile number',
		province: 'Province',
		city: 'District / city',
		postcode: 'Postcode',
		address: 'Address',
		save: 'Save address',
		provinceName: 'Baghdad',
		cityName: 'Karkh',
		street: 'Mansour, 14 Ramadan Street, near the Clock restaurant',
		recipient: 'Zainab Kadhim',
		sea: 'Sea freight',
		cod: 'Cash on delivery',
		placeOrder: 'Place order',
	},
} as const

type Texts = (typeof TEXT)[keyof typeof TEXT]

/** Chromium's fake microphone (a tone) answers getUserMedia, and the permission is granted without a prompt. */
test.use({
	launchOptions: {
		executablePath: E2E_CHROME_PATH,
		args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'],
	},
})

async function openChat(page: Page, t: Texts) {
	await page.goto(`${CHAT_PATH}?lang=${t.lang}`)
	await waitForHydration(page)
	await expect(page.getByRole('heading', { name: t.title })).toBeVisible()
	// The buyer reaches for the composer: the live room (loaded when needed) takes over.
	await page.locator('textarea[name="body"]').focus()
	await expect(page.locator('[data-chat-live]')).toBeAttached()
}

async function recordVoice(page: Page, t: Texts) {
	await page.getByRole('button', { name: t.record }).click()
	// At least a second of the fake microphone's tone, then send.
	await expect(page.locator('[data-recorder-time]')).toHaveText(t.oneSecond)
	await page.getByRole('button', { name: t.sendVoice }).click()
}

async function newAgent(browser: Browser, baseURL: string | undefined) {
	const context = await browser.newContext({ baseURL, locale: 'en-GB', viewport: { width: 1280, height: 900 } })
	const page = await context.newPage()
	await signInStaffByForm(page)
	await page.goto('/staff/inbox?lang=en')
	await waitForHydration(page)
	await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
	return { context, page }
}

for (const t of Object.values(TEXT)) {
	test.describe(`chat media and cards, in ${t.lang}`, () => {
		test.use({ locale: t.locale })

		test('a voice message is recorded, sent, still there after a reload, and plays with its length shown', async ({ page }) => {
			test.setTimeout(90_000)
			await signInNewBuyer(page, t)
			await openChat(page, t)

			await recordVoice(page, t)
			const note = page.locator('[data-voice-note]')
			await expect(note).toHaveCount(1)
			await expect(page.locator('[data-item-index]').filter({ has: note }).getByText(t.sent, { exact: true })).toBeVisible()

			// After a reload, as the server rendered it (the live room is not loaded until it is needed): it plays there too.
			await page.reload()
			await waitForHydration(page)
			await expect(page.locator('[data-static-chat]')).toBeVisible()
			const play = page.getByRole('button', { name: t.play })
			await expect(play).toHaveCount(1)
			// About a second (the recorder's timer showed 0:01 when it was sent).
			await expect(page.locator('[data-voice-duration]')).toHaveText(t.length)
			await play.click()
			// It plays (the button turns to pause) and comes back to the start when it ends.
			await expect(page.getByRole('button', { name: t.pause })).toBeVisible()
			await expect(page.getByRole('button', { name: t.play })).toBeVisible()
			await expect(page.locator('[data-voice-duration]')).toHaveText(t.length)

			// Served to its buyer as audio, in parts as Safari asks for it.
			const source = (await page.locator('[data-voice-note] audio').getAttribute('src')) ?? ''
			const part = await page.request.get(source, { headers: { Range: 'bytes=0-1' } })
			expect(part.status()).toBe(206)
			expect(part.headers()['content-type']).toBe('audio/webm')
			expect(part.headers()['content-range']).toMatch(/^bytes 0-1\/\d+$/)
		})

		test('a blocked microphone is explained, and the composer comes back', async ({ page }) => {
			await page.addInitScript(() => {
				navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'))
			})
			await signInNewBuyer(page, t)
			await openChat(page, t)
			await page.getByRole('button', { name: t.record }).click()
			await expect(page.getByRole('alert').filter({ hasText: t.denied })).toBeVisible()
			// The recorder's own close button (a toast may carry a close button of its own meanwhile).
			await page.getByRole('main').getByRole('button', { name: t.close }).click()
			await expect(page.getByLabel(t.message)).toBeVisible()
		})

		test('an order is sent as a card from its page, and the card leads back to it', async ({ page, request }) => {
			test.setTimeout(120_000)
			await signInNewBuyer(page, t)
			const productId = await findProductInStock(request)
			const { orderUrl, number } = await placeCashOnDeliveryOrder(page, t, productId, uniqueIraqiMobile().local)

			await page.getByRole('link', { name: t.askOrder }).click()
			await expect(page).toHaveURL(/\/pages\/chat-room\/index\?orderId=/)
			await waitForHydration(page)
			await page.getByRole('button', { name: t.sendOrder }).click()
			const card = page.locator('[data-item-index]').filter({ hasText: number })
			await expect(card.getByText(t.sent, { exact: true })).toBeVisible()
			await expect(card.getByText(t.orderLabel, { exact: true })).toBeVisible()

			await page.reload()
			await waitForHydration(page)
			await page.getByRole('link', { name: new RegExp(number) }).click()
			await expect(page).toHaveURL(orderUrl)
		})

		test('the agent’s typing shows for the buyer; a canned reply with a picture arrives with its caption, and a voice reply', async ({
			page,
			browser,
			baseURL,
		}) => {
			test.setTimeout(120_000)
			await signInNewBuyer(page, t)
			await openChat(page, t)
			const hello = `${t.lang}: size chart please ${Date.now()}`
			await page.getByLabel(t.message).fill(hello)
			await page.getByRole('button', { name: t.send, exact: true }).click()
			await expect(page.locator('[data-item-index]').filter({ hasText: hello }).getByText(t.sent, { exact: true })).toBeVisible()

			const agent = await newAgent(browser, baseURL)
			try {
				// The agent keeps a canned reply with a picture.
				const caption = `Size chart (${t.lang}) ${Date.now()}`
				await agent.page.goto('/staff/canned?lang=en')
				await waitForHydration(agent.page)
				const add = agent.page.locator('form').filter({ has: agent.page.getByRole('button', { name: 'Add reply' }) })
				await add.getByLabel('Text').fill(caption)
				await add.getByLabel('Picture (optional)').setInputFiles({
					name: 'chart.png',
					mimeType: 'image/png',
					buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } })
						.png()
						.toBuffer(),
				})
				await add.getByRole('button', { name: 'Add reply' }).click()
				await expect(agent.page.getByText('Canned reply saved', { exact: true })).toBeVisible()

				// …opens the buyer's conversation and starts typing.
				await agent.page.goto(await conversationUrl(page))
				await waitForHydration(agent.page)
				await agent.page.getByLabel('Your reply').pressSequentially('One moment')
				await expect(page.getByText(t.typing)).toBeVisible()

				await agent.page.getByRole('button', { name: `Send canned reply: ${caption}` }).click()
				const photo = page.getByRole('img', { name: t.supportPhoto })
				await expect(photo).toBeVisible()
				await expect(page.getByText(caption, { exact: true })).toBeVisible()
				await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)

				// The agent answers by voice too; the buyer gets a voice message to play.
				await agent.page.getByRole('button', { name: 'Record a voice message' }).click()
				await expect(agent.page.locator('[data-recorder-time]')).toHaveText('0:01')
				await agent.page.getByRole('button', { name: 'Send voice message' }).click()
				await expect(page.getByRole('button', { name: t.play })).toBeVisible()
			} finally {
				await agent.context.close()
			}
		})
	})
}

/**
 * The browser's Notification, recorded: what the page asks and shows (the permission, once given, is kept on the
 * device as a real browser keeps it).
 */
function recordNotifications() {
	type Recorded = { asked: number; shown: Array<{ title: string; body: string }> }
	const store = window as unknown as { __notifications: Recorded }
	store.__notifications = { asked: 0, shown: [] }
	class RecordedNotification {
		static get permission() {
			return localStorage.getItem('test.notification-permission') ?? 'default'
		}
		static async requestPermission() {
			store.__notifications.asked += 1
			localStorage.setItem('test.notification-permission', 'granted')
			return 'granted'
		}
		onclick: (() => void) | null = null
		constructor(title: string, options: { body?: string } = {}) {
			store.__notifications.shown.push({ title, body: options.body ?? '' })
		}
		close() {}
	}
	Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true })
	// Where the service worker shows it (Chrome on Android needs that).
	ServiceWorkerRegistration.prototype.showNotification = async function (title: string, options: NotificationOptions = {}) {
		store.__notifications.shown.push({ title, body: options.body ?? '' })
	}
}

for (const t of Object.values(TEXT)) {
	test(`a support reply shows a notification on another page of the shop, once the buyer turned them on in the chat (${t.lang})`, async ({
		page,
		browser,
		baseURL,
	}) => {
		test.setTimeout(120_000)
		await page.addInitScript(recordNotifications)
		await signInNewBuyer(page, t)
		await openChat(page, t)
		await page.getByLabel(t.message).fill(`${t.lang}: notify me ${Date.now()}`)
		await page.getByRole('button', { name: t.send, exact: true }).click()
		// Nothing was asked on load: the page offers, the buyer taps.
		expect(await page.evaluate(() => (window as unknown as { __notifications: { asked: number } }).__notifications.asked)).toBe(0)
		await page.getByRole('button', { name: t.notifyOn }).click()
		await expect(page.getByRole('button', { name: t.notifyOn })).toHaveCount(0)
		const url = await conversationUrl(page)

		await page.goto(`/?lang=${t.lang}`)
		await waitForHydration(page)
		const agent = await newAgent(browser, baseURL)
		try {
			await agent.page.goto(url)
			await waitForHydration(agent.page)
			const reply = `We have it in stock ${Date.now()}`
			await agent.page.getByLabel('Your reply').fill(reply)
			await agent.page.getByRole('button', { name: 'Send reply' }).click()
			await expect
				.poll(() => page.evaluate(() => (window as unknown as { __notifications: { shown: unknown[] } }).__notifications.shown))
				.toContainEqual({ title: t.notifyTitle, body: reply })
		} finally {
			await agent.context.close()
		}
	})
}

/** The staff console's address of the buyer's conversation (read from the buyer's own page data). */
async function conversationUrl(buyer: Page): Promise<string> {
	const conversationId = await buyer.evaluate(async () => {
		const response = await fetch('/resources/chat-messages?after=0&limit=1', { headers: { Accept: 'application/json' } })
		return ((await response.json()) as { conversation: { id: string } }).conversation.id
	})
	return `/staff/inbox/${conversationId}?lang=en`
}
