import { expect, test } from 'vitest'
import { NO_NETWORK_TIMEOUT_MS, reloadUrl } from './AsyncPageStatus.tsx'

const now = 1_800_000_000_000

test('the reload adds t=now and keeps the page parameters', () => {
	expect(reloadUrl('https://dijla.iq/pages/commodity_details/index?productId=7', now)).toBe(
		`https://dijla.iq/pages/commodity_details/index?productId=7&t=${now}`,
	)
})

test('a page reloaded within the last 12 seconds is not reloaded again', () => {
	expect(reloadUrl(`https://dijla.iq/?t=${now - NO_NETWORK_TIMEOUT_MS}`, now)).toBeNull()
	expect(reloadUrl(`https://dijla.iq/?t=${now - NO_NETWORK_TIMEOUT_MS - 1}`, now)).toBe(`https://dijla.iq/?t=${now}`)
	expect(reloadUrl('https://dijla.iq/?t=garbage', now)).toBe(`https://dijla.iq/?t=${now}`)
})
