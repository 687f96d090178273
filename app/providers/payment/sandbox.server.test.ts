import { SignJWT } from 'jose'
import { describe, expect, test } from 'vitest'
import { CallbackRejectedError } from './gateway.ts'
import { createSandboxGateway, SANDBOX_RESULT_TTL_SECONDS } from './sandbox.server.ts'

const SECRET = 'a-sandbox-secret-that-is-long-enough-000'
const OTHER_SECRET = 'another-secret-nobody-configured-here-111'

const checkoutRequest = {
	paymentId: 'pay-1',
	amountIqd: 125_000,
	orderNumber: 'D261123048213',
	returnUrl: '/pages/payment/index?orderId=o-1&stage=goods',
	callbackUrl: 'https://dijla.test/pages/payment/callback',
	locale: 'ar',
}

/** The callback URL the sandbox page sends the browser to, as a Request the callback route would get. */
async function decided(
	gateway = createSandboxGateway({ secrets: [SECRET] }),
	decision: Parameters<ReturnType<typeof createSandboxGateway>['decide']>[1] = 'approve',
) {
	const checkout = await gateway.createCheckout(checkoutRequest)
	const token = new URL(checkout.redirectUrl, 'https://dijla.test').searchParams.get('checkout') ?? ''
	const callback = await gateway.decide(token, decision)
	return { checkout, callback, request: new Request(callback) }
}

function rejectedFor(reason: CallbackRejectedError['reason']) {
	return expect.objectContaining({ name: 'CallbackRejectedError', reason })
}

describe('sandbox gateway', () => {
	test('the sandbox page shows the amount and order number it was given, and an approval comes back verified', async () => {
		const gateway = createSandboxGateway({ secrets: [SECRET] })
		const checkout = await gateway.createCheckout(checkoutRequest)
		expect(checkout.redirectUrl).toMatch(/^\/dev\/gateway\?checkout=/)
		const token = new URL(checkout.redirectUrl, 'https://dijla.test').searchParams.get('checkout') ?? ''
		expect(await gateway.readCheckout(token)).toMatchObject({ amountIqd: 125_000, orderNumber: 'D261123048213', gatewayRef: checkout.gatewayRef })

		const callback = await gateway.decide(token, 'approve')
		expect(callback.startsWith('https://dijla.test/pages/payment/callback?token=')).toBe(true)
		expect(await gateway.verifyCallback(new Request(callback))).toEqual({
			gatewayRef: checkout.gatewayRef,
			paymentId: 'pay-1',
			outcome: 'approved',
		})
	})

	test('a decline carries its reason', async () => {
		const { request, checkout } = await decided(undefined, 'insufficient_funds')
		expect(await createSandboxGateway({ secrets: [SECRET] }).verifyCallback(request)).toEqual({
			gatewayRef: checkout.gatewayRef,
			paymentId: 'pay-1',
			outcome: 'declined',
			reason: 'insufficient_funds',
		})
	})

	test('a tampered result is refused: a declined answer edited to say approved', async () => {
		const gateway = createSandboxGateway({ secrets: [SECRET] })
		const { callback } = await decided(gateway, 'declined')
		const url = new URL(callback)
		const [header, payload, signature] = (url.searchParams.get('token') ?? '').split('.')
		const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'))
		claims.outcome = 'approved'
		delete claims.reason
		url.searchParams.set('token', `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`)
		await expect(gateway.verifyCallback(new Request(url))).rejects.toEqual(rejectedFor('signature'))
	})

	test('a result signed with another secret is refused', async () => {
		const { request } = await decided(createSandboxGateway({ secrets: [OTHER_SECRET] }))
		await expect(createSandboxGateway({ secrets: [SECRET] }).verifyCallback(request)).rejects.toEqual(rejectedFor('signature'))
	})

	test('an unsigned token ("alg": "none") and a token forged with the raw secret are refused', async () => {
		const gateway = createSandboxGateway({ secrets: [SECRET] })
		const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(
			JSON.stringify({ ref: 'x', paymentId: 'pay-1', outcome: 'approved' }),
		).toString('base64url')}.`
		await expect(gateway.verifyCallback(new URLSearchParams({ token: unsigned }))).rejects.toBeInstanceOf(CallbackRejectedError)
		// The key is derived from the secret: knowing a session secret's text is not the same as the signing key.
		const now = Math.floor(Date.now() / 1000)
		const forged = await new SignJWT({ ref: 'x', paymentId: 'pay-1', outcome: 'approved' })
			.setProtectedHeader({ alg: 'HS256' })
			.setIssuer('dijla-sandbox-gateway')
			.setAudience('dijla-sandbox-result')
			.setIssuedAt(now)
			.setExpirationTime(now + 60)
			.setJti('j')
			.sign(new TextEncoder().encode(SECRET))
		await expect(gateway.verifyCallback(new URLSearchParams({ token: forged }))).rejects.toEqual(rejectedFor('signature'))
	})

	test('a replayed old result is refused once its lifetime is over', async () => {
		let clock = new Date('2026-11-23T10:00:00Z')
		const gateway = createSandboxGateway({ secrets: [SECRET], now: () => clock })
		const { request } = await decided(gateway)
		expect((await gateway.verifyCallback(request.clone())).outcome).toBe('approved')
		clock = new Date(clock.getTime() + (SANDBOX_RESULT_TTL_SECONDS + 1) * 1000)
		await expect(gateway.verifyCallback(request)).rejects.toEqual(rejectedFor('expired'))
	})

	test('a checkout token replayed as a result is refused (different audience)', async () => {
		const gateway = createSandboxGateway({ secrets: [SECRET] })
		const checkout = await gateway.createCheckout(checkoutRequest)
		const token = new URL(checkout.redirectUrl, 'https://dijla.test').searchParams.get('checkout') ?? ''
		await expect(gateway.verifyCallback(new URLSearchParams({ token }))).rejects.toBeInstanceOf(CallbackRejectedError)
	})

	test('no token at all is refused, and the page refuses a tampered checkout', async () => {
		const gateway = createSandboxGateway({ secrets: [SECRET] })
		await expect(gateway.verifyCallback(new Request('https://dijla.test/pages/payment/callback'))).rejects.toEqual(rejectedFor('missing'))
		const checkout = await gateway.createCheckout(checkoutRequest)
		const token = new URL(checkout.redirectUrl, 'https://dijla.test').searchParams.get('checkout') ?? ''
		const [header, payload, signature] = token.split('.')
		const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'))
		claims.amount = 1
		const tampered = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`
		await expect(gateway.readCheckout(tampered)).rejects.toBeInstanceOf(CallbackRejectedError)
	})

	test('after rotating the secret, results signed with the previous one are still believed', async () => {
		const { request } = await decided(createSandboxGateway({ secrets: [SECRET] }))
		const rotated = createSandboxGateway({ secrets: [OTHER_SECRET, SECRET] })
		expect((await rotated.verifyCallback(request)).outcome).toBe('approved')
	})

	test('a posted form is read like a query string', async () => {
		const { callback } = await decided()
		const token = new URL(callback).searchParams.get('token') ?? ''
		const form = new FormData()
		form.set('token', token)
		const post = new Request('https://dijla.test/pages/payment/callback', { method: 'POST', body: form })
		expect((await createSandboxGateway({ secrets: [SECRET] }).verifyCallback(post)).outcome).toBe('approved')
	})
})
