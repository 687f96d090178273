import { type BrowserContext, expect, type Page } from '@playwright/test'

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
