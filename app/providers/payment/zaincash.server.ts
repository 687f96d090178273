import { errors, jwtVerify, SignJWT } from 'jose'
import {
	callbackToken,
	CallbackRejectedError,
	type CallbackInput,
	type Checkout,
	type CheckoutRequest,
	GatewayUnavailableError,
	type PaymentGateway,
	type VerifiedCallback,
} from './gateway.ts'

/**
 * ZainCash (Iraq's most used e-wallet and card gateway), merchant API v1:
 * 1. sign `{ amount, serviceType, msisdn, orderId, redirectUrl, iat, exp }` as a JWT (HS256, merchant secret);
 * 2. POST it form-encoded with `merchantId` and `lang` to `<base>/transaction/init`, which answers `{ id }`;
 * 3. send the buyer to `<base>/transaction/pay?id=<id>`;
 * 4. ZainCash sends the buyer back to `redirectUrl?token=<JWT>`, signed with the same secret, carrying
 *    `{ status: success | completed | failed | pending, orderid, id, msg }`.
 * Our `orderId` is the payment id, so the answer names the payment it settles.
 */

export type ZainCashConfig = {
	/** The merchant's wallet number, 964XXXXXXXXXX. */
	msisdn: string
	merchantId: string
	secret: string
	/** https://api.zaincash.iq in production, https://test.zaincash.iq for ZainCash's test environment. */
	baseUrl: string
}

export type ZainCashOptions = ZainCashConfig & {
	fetch?: typeof fetch
	now?: () => Date
	timeoutMs?: number
}

/** A ZainCash checkout lives four hours (their documented default). */
const CHECKOUT_TTL_SECONDS = 4 * 60 * 60
const ALGORITHM = 'HS256'

export function zainCashLanguage(locale: string): 'ar' | 'en' {
	return locale === 'ar' || locale === 'ckb' ? 'ar' : 'en'
}

export function createZainCashGateway(options: ZainCashOptions): PaymentGateway {
	const { msisdn, merchantId, now = () => new Date(), timeoutMs = 15_000 } = options
	const key = new TextEncoder().encode(options.secret)
	const base = options.baseUrl.replace(/\/+$/, '')
	const doFetch = options.fetch ?? fetch

	return {
		kind: 'zaincash',

		async createCheckout(request: CheckoutRequest): Promise<Checkout> {
			const issuedAt = Math.floor(now().getTime() / 1000)
			const token = await new SignJWT({
				amount: request.amountIqd,
				serviceType: `Dijla ${request.orderNumber}`,
				msisdn: Number(msisdn),
				orderId: request.paymentId,
				redirectUrl: request.callbackUrl,
			})
				.setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
				.setIssuedAt(issuedAt)
				.setExpirationTime(issuedAt + CHECKOUT_TTL_SECONDS)
				.sign(key)
			let response: Response
			try {
				response = await doFetch(`${base}/transaction/init`, {
					method: 'POST',
					headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
					body: new URLSearchParams({ token, merchantId, lang: zainCashLanguage(request.locale) }).toString(),
					signal: AbortSignal.timeout(timeoutMs),
				})
			} catch (error) {
				throw new GatewayUnavailableError('ZainCash: could not connect', { cause: error })
			}
			const payload = (await response.json().catch(() => null)) as { id?: unknown; err?: { msg?: unknown } } | null
			if (!response.ok || typeof payload?.id !== 'string' || payload.id.length === 0) {
				const message = typeof payload?.err?.msg === 'string' ? `: ${payload.err.msg}` : ''
				throw new GatewayUnavailableError(`ZainCash answered ${response.status} without a transaction${message}`)
			}
			const id = payload.id
			return { redirectUrl: `${base}/transaction/pay?id=${encodeURIComponent(id)}`, gatewayRef: id }
		},

		async verifyCallback(input: CallbackInput): Promise<VerifiedCallback> {
			const token = await callbackToken(input)
			if (!token) throw new CallbackRejectedError('missing')
			let claims: Record<string, unknown>
			try {
				;({ payload: claims } = await jwtVerify(token, key, { algorithms: [ALGORITHM], currentDate: now() }))
			} catch (error) {
				if (error instanceof errors.JWTExpired) throw new CallbackRejectedError('expired', { cause: error })
				if (error instanceof errors.JWSSignatureVerificationFailed) throw new CallbackRejectedError('signature', { cause: error })
				throw new CallbackRejectedError('malformed', { cause: error })
			}
			const status = typeof claims.status === 'string' ? claims.status.toLowerCase() : ''
			const paymentId = claims.orderid ?? claims.orderId
			const gatewayRef = claims.id
			if (typeof paymentId !== 'string' || !paymentId || typeof gatewayRef !== 'string' || !gatewayRef) {
				throw new CallbackRejectedError('malformed')
			}
			if (status === 'success' || status === 'completed') return { gatewayRef, paymentId, outcome: 'approved' }
			if (status === 'failed') {
				const reason = typeof claims.msg === 'string' && claims.msg ? claims.msg.slice(0, 200) : 'declined'
				return { gatewayRef, paymentId, outcome: 'declined', reason }
			}
			// Not final yet: nothing changes, the buyer is shown the payment as still processing.
			if (status === 'pending') throw new CallbackRejectedError('pending', { paymentId })
			throw new CallbackRejectedError('malformed')
		},
	}
}
