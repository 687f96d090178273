import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { SIGN_IN_TEXT, signInNewBuyer, waitForHydration } from './helpers.ts'

/**
 * The buyer's chat with support (issue 5, item 2). The staff console does not exist yet, so these are the
 * buyer's journeys: text and a picture arrive and stay after a reload; markup shows as text; a message
 * sent while offline waits in the outbox and goes once the connection is back; the outbox survives a
 * reload; another visitor cannot open the buyer's pictures. Each journey signs in a buyer of its own.
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
		photo: 'إرسال صورة',
		yourPhoto: 'صورتك',
		sent: 'أُرسلت',
		notSent: 'لم تُرسل',
		waiting: 'بانتظار الاتصال',
		offline: /أنت غير متصل/,
		retry: 'إعادة المحاولة',
		remove: 'حذف',
		tooLong: 'الرسالة طويلة جدًا (٢٠٠٠ حرف كحد أقصى)',
		hello: 'مرحبًا، هل يتوفر هذا المنتج باللون الأسود؟',
	},
	en: {
		...SIGN_IN_TEXT.en,
		lang: 'en',
		locale: 'en-GB',
		title: 'Chat with support',
		message: 'Your message',
		send: 'Send',
		photo: 'Send a photo',
		yourPhoto: 'Your photo',
		sent: 'Sent',
		notSent: 'Not sent',
		waiting: 'Waiting for connection',
		offline: /You are offline/,
		retry: 'Retry',
		remove: 'Remove',
		tooLong: 'The message is too long (2,000 characters at most)',
		hello: 'Hello, do you have this in black?',
	},
} as const

type Texts = (typeof TEXT)[keyof typeof TEXT]

/** The chat page with its live timeline running (loaded after hydration). */
async function openChat(page: Page, t: Texts) {
	await page.goto(`${CHAT_PATH}?lang=${t.lang}`)
	await waitForHydration(page)
	await expect(page.getByRole('heading', { name: t.title })).toBeVisible()
	// The buyer reaches for the composer: the live room (loaded when needed) takes over.
	await page.locator('textarea[name="body"]').focus()
	await expect(page.locator('[data-chat-live]')).toBeAttached()
}

async function send(page: Page, t: Texts, text: string) {
	await page.getByLabel(t.message).fill(text)
	await page.getByRole('button', { name: t.send, exact: true }).click()
}

/** A message bubble's row: the text and, under it, when it was sent and whether it arrived. */
function messageRow(page: Page, text: string) {
	return page.locator('[data-item-index]').filter({ hasText: text })
}

async function picture() {
	return sharp({ create: { width: 640, height: 480, channels: 3, background: '#2e7d5b' } })
		.png()
		.toBuffer()
}

for (const t of Object.values(TEXT)) {
	test.describe(`the chat with support, in ${t.lang}`, () => {
		test.use({ locale: t.locale })

		test('text and a picture arrive, markup shows as text, and both are still there after a reload', async ({ page, context }) => {
			test.setTimeout(90_000)
			await signInNewBuyer(page, t)
			await openChat(page, t)

			const markup = `<b>${t.hello}</b> https://example.com/catalogue`
			await send(page, t, markup)
			await expect(messageRow(page, t.hello).getByText(t.sent, { exact: true })).toBeVisible()
			// Shown as typed: no bold element, and the address is a safe link.
			await expect(page.getByText(`<b>${t.hello}</b>`, { exact: false })).toBeVisible()
			await expect(page.locator('[data-chat-live] b')).toHaveCount(0)
			const link = page.getByRole('link', { name: 'https://example.com/catalogue' })
			await expect(link).toHaveAttribute('rel', /noopener/)

			await page.getByLabel(t.photo).setInputFiles({ name: 'sample.png', mimeType: 'image/png', buffer: await picture() })
			const photo = page.getByRole('img', { name: t.yourPhoto }).last()
			await expect(photo).toBeVisible()
			await expect(page.getByText(t.sent, { exact: true })).toHaveCount(2)

			await page.reload()
			await waitForHydration(page)
			await expect(page.getByText(`<b>${t.hello}</b>`, { exact: false })).toHaveCount(1)
			const stored = page.getByRole('img', { name: t.yourPhoto })
			await expect(stored).toHaveCount(1)
			await expect.poll(() => stored.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)

			// The picture is the buyer's: a visitor who is not signed in gets nothing.
			const source = await stored.getAttribute('src')
			expect(source).toMatch(/^\/resources\/chat-file\/chat\//)
			await expectRefused(context, source ?? '')
		})

		test('a message written offline waits, goes once the connection is back, and is stored once', async ({ page, context }) => {
			test.setTimeout(90_000)
			await signInNewBuyer(page, t)
			await openChat(page, t)
			const text = `${t.hello} (offline)`

			await context.setOffline(true)
			// Offline is not a failure: the banner says so, the message waits with a clock, nothing to retry by hand.
			await expect(page.getByText(t.offline)).toBeVisible()
			await send(page, t, text)
			await expect(messageRow(page, text).getByText(t.waiting, { exact: true })).toBeVisible()
			await expect(page.getByText(t.notSent, { exact: true })).toHaveCount(0)
			await expect(messageRow(page, text).getByRole('button', { name: t.retry })).toHaveCount(0)

			await context.setOffline(false)
			await expect(messageRow(page, text).getByText(t.sent, { exact: true })).toBeVisible()
			await expect(page.getByText(t.offline)).toHaveCount(0)
			await expect(page.getByText(t.notSent, { exact: true })).toHaveCount(0)

			await page.reload()
			await waitForHydration(page)
			await expect(page.getByText(text)).toHaveCount(1)
		})

		test('the outbox survives a reload while the server cannot be reached, and the message goes out by itself, once', async ({ page }) => {
			test.setTimeout(90_000)
			await signInNewBuyer(page, t)
			await openChat(page, t)
			const text = `${t.hello} (reload)`

			// The server cannot be reached for sending; everything else works.
			await page.route('**/resources/chat-messages', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()))
			await send(page, t, text)
			await expect(messageRow(page, text).getByText(t.waiting, { exact: true })).toBeVisible()

			await page.reload()
			await openChat(page, t)
			await expect(messageRow(page, text).getByText(t.waiting, { exact: true })).toBeVisible()

			// Reachable again: it goes out on its own (the outbox tries again every few seconds).
			await page.unroute('**/resources/chat-messages')
			await expect(messageRow(page, text).getByText(t.sent, { exact: true })).toBeVisible({ timeout: 30_000 })

			await page.reload()
			await waitForHydration(page)
			await expect(page.getByText(text)).toHaveCount(1)
			await expect(page.getByText(t.notSent, { exact: true })).toHaveCount(0)
		})

		test('a message the server refuses is marked not sent, with the reason, and can be taken out', async ({ page }) => {
			await signInNewBuyer(page, t)
			await openChat(page, t)
			const text = `${t.hello} (refused)`
			await page.route('**/resources/chat-messages', (route) =>
				route.request().method() === 'POST'
					? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'chat.error.tooLong' }) })
					: route.continue(),
			)
			await send(page, t, text)
			const row = messageRow(page, text)
			await expect(row.getByText(t.tooLong, { exact: true })).toBeVisible()
			await expect(row.getByRole('button', { name: t.retry })).toBeVisible()
			await row.getByRole('button', { name: t.remove }).click()
			await expect(page.getByText(text)).toHaveCount(0)
		})
	})
}

async function expectRefused(context: BrowserContext, path: string) {
	const stranger = await context.browser()!.newContext({ baseURL: new URL(context.pages()[0]!.url()).origin })
	try {
		const response = await stranger.request.get(path)
		expect(response.status()).toBe(404)
	} finally {
		await stranger.close()
	}
}
