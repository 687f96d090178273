import { decodeJwt, jwtVerify, SignJWT } from 'jose'
import { describe, expect, test, vi } from 'vitest'
import { CallbackRejectedError, GatewayUnavailableError } from './gateway.ts'
import { createZainCashGateway } from './zaincash.server.ts'

const config = {
	msisdn: '9647835077893',
	merchantId: '5ffacf6612b5777c6d44266f',
	secret: '$2y$10$hBbAZo2GfSSvyqAyV2SaqOfYewgYpfR1O19gIh4SqyGWdmySZYPuS',
	baseUrl: 'https://test.zaincash.iq/',
}
const key = new TextEncoder().encode(config.secret)
const checkoutRequest = {
	paymentId: 'pay-42',
	amountIqd: 250_000,
	orderNumber: 'D261123048213',
	returnUrl: '/pages/payment/index?orderId=o&stage=goods',
	callbackUrl: 'https://dijla.iq/pages/payment/callback',
	locale: 'ckb',
}

function answering(status: number, body: unknown) {
	return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))
}

/** What ZainCash puts on the redirect back: a JWT signed with the merchant secret. */
async function zainCashToken(claims: Record<string, unknown>, secret = key) {
	return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt().setExpirationTime('1h').sign(secret)
}

describe('ZainCash gateway', () => {
	test('opens a transaction with a signed init request and sends the buyer to its pay page', async () => {
		const fetchMock = answering(200, { id: '5fe0a3c8d0b7f36d2c2d1a11', status: 'pending' })
		const gateway = createZainCashGateway({ ...config, fetch: fetchMock })
		const checkout = await gateway.createCheckout(checkoutRequest)
		expect(checkout).toEqual({
			gatewayRef: '5fe0a3c8d0b7f36d2c2d1a11',
			redirectUrl: 'https://test.zaincash.iq/transaction/pay?id=5fe0a3c8d0b7f36d2c2d1a11',
		})

		expect(fetchMock).toHaveBeenCalledTimes(1)
		const [url, init] = fetchMock.mock.calls[0] ?? []
		expect(url).toBe('https://test.zaincash.iq/transaction/init')
		expect(init?.method).toBe('POST')
		const form = new URLSearchParams(String(init?.body))
		expect(form.get('merchantId')).toBe(config.merchantId)
		expect(form.get('lang')).toBe('ar')
		const { payload, protectedHeader } = await jwtVerify(form.get('token') ?? '', key)
		expect(protectedHeader.alg).toBe('HS256')
		expect(payload).toMatchObject({
			amount: 250_000,
			msisdn: 9647835077893,
			orderId: 'pay-42',
			redirectUrl: 'https://dijla.iq/pages/payment/callback',
		})
		expect(payload.exp).toBeGreaterThan(payload.iat ?? 0)
	})

	test('an error answer or a network failure is GatewayUnavailableError, never a fake checkout', async () => {
		const refused = createZainCashGateway({ ...config, fetch: answering(200, { err: { msg: 'invalid merchant' } }) })
		await expect(refused.createCheckout(checkoutRequest)).rejects.toThrow(/invalid merchant/)
		const down = createZainCashGateway({
			...config,
			fetch: vi.fn<typeof fetch>(async () => {
				throw new TypeError('fetch failed')
			}),
		})
		await expect(down.createCheckout(checkoutRequest)).rejects.toBeInstanceOf(GatewayUnavailableError)
		const serverError = createZainCashGateway({ ...config, fetch: answering(502, {}) })
		await expect(serverError.createCheckout(checkoutRequest)).rejects.toBeInstanceOf(GatewayUnavailableError)
	})

	test('a success redirect is approved; a failed one is declined with ZainCash’s message', async () => {
		const gateway = createZainCashGateway({ ...config, fetch: answering(500, {}) })
		const ok = await zainCashToken({ status: 'success', orderid: 'pay-42', id: 'tx-1', msg: '' })
		expect(await gateway.verifyCallback(new Request(`https://dijla.iq/pages/payment/callback?token=${ok}`))).toEqual({
			gatewayRef: 'tx-1',
			paymentId: 'pay-42',
			outcome: 'approved',
		})
		const failed = await zainCashToken({ status: 'failed', orderid: 'pay-42', id: 'tx-1', msg: 'Insufficient balance' })
		expect(await gateway.verifyCallback(new URLSearchParams({ token: failed }))).toEqual({
			gatewayRef: 'tx-1',
			paymentId: 'pay-42',
			outcome: 'declined',
			reason: 'Insufficient balance',
		})
	})

	test('a token not signed with the merchant secret, or edited, is refused', async () => {
		const gateway = createZainCashGateway(config)
		const forged = await zainCashToken({ status: 'success', orderid: 'pay-42', id: 'tx-1' }, new TextEncoder().encode('guess-guess-guess-guess'))
		await expect(gateway.verifyCallback(new URLSearchParams({ token: forged }))).rejects.toMatchObject({ reason: 'signature' })

		const failed = await zainCashToken({ status: 'failed', orderid: 'pay-42', id: 'tx-1' })
		const [header, , signature] = failed.split('.')
		const edited = { ...decodeJwt(failed), status: 'success' }
		const tampered = `${header}.${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${signature}`
		await expect(gateway.verifyCallback(new URLSearchParams({ token: tampered }))).rejects.toMatchObject({ reason: 'signature' })
	})

	test('a pending answer changes nothing but still names the payment; a token without ids is malformed', async () => {
		const gateway = createZainCashGateway(config)
		const pending = await zainCashToken({ status: 'pending', orderid: 'pay-42', id: 'tx-1' })
		const error = await gateway.verifyCallback(new URLSearchParams({ token: pending })).catch((caught: unknown) => caught)
		expect(error).toBeInstanceOf(CallbackRejectedError)
		expect(error).toMatchObject({ reason: 'pending', paymentId: 'pay-42' })
		const anonymous = await zainCashToken({ status: 'success' })
		await expect(gateway.verifyCallback(new URLSearchParams({ token: anonymous }))).rejects.toMatchObject({ reason: 'malformed' })
	})
})
