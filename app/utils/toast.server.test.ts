import { expect, test } from 'vitest'
import { flashToastCookie, readToast } from './toast.server.ts'

test('the toast is read once, and cleared with the same Secure flag it was set with (a __Host- cookie needs it)', async () => {
	const request = new Request('https://dijla.test/pages/trade_flow/index')
	const set = await flashToastCookie(request, { messageId: 'checkout.placed', tone: 'success' })
	expect(set).toMatch(/;\s*Secure/i)
	const next = new Request('https://dijla.test/pages/order-details/index', { headers: { Cookie: set.split(';')[0]! } })
	const { toast, setCookie } = await readToast(next)
	expect(toast).toEqual({ messageId: 'checkout.placed', tone: 'success' })
	expect(setCookie).toMatch(/Expires=Thu, 01 Jan 1970/)
	expect(setCookie).toMatch(/;\s*Secure/i)
})
