import { createHmac } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'
import {
	callbackToken,
	CallbackRejectedError,
	type CallbackInput,
	type Checkout,
	type CheckoutRequest,
	DECLINE_REASONS,
	type DeclineReason,
	type PaymentGateway,
	type VerifiedCallback,
} from './gateway.ts'
import { href } from '#app/href.ts'

/**
 * The local card gateway (DESIGN.md section 7): a page inside the app (`/dev/gateway`) that shows the amount
 * and the order number and lets whoever is testing approve or decline. It keeps no state of its own, like a
 * real gateway's hosted page: the checkout travels to the page as a signed token, and the answer travels back
 * to the callback as another signed token (HMAC-SHA256, compact JWS), which the server checks exactly like
 * the real gateway's. The two kinds of token have different audiences, so one can never pass for the other.
 */

export const SANDBOX_PATH = href('/dev/gateway')
/** How long the sandbox page accepts a checkout: a buyer may take their time choosing. */
export const SANDBOX_CHECKOUT_TTL_SECONDS = 30 * 60
/** How long a result is believed after it was signed: the browser brings it back at once. */
export const SANDBOX_RESULT_TTL_SECONDS = 10 * 60

const ISSUER = 'dijla-sandbox-gateway'
const CHECKOUT_AUDIENCE = 'dijla-sandbox-checkout'
const RESULT_AUDIENCE = 'dijla-sandbox-result'
const ALGORITHM = 'HS256'

export type SandboxCheckout = {
	gatewayRef: string
	paymentId: string
	amountIqd: number
	orderNumber: string
	returnUrl: string
	callbackUrl: string
}

export type SandboxDecision = 'approve' | DeclineReason

export type SandboxGateway = PaymentGateway & {
	readonly kind: 'sandbox'
	/** The checkout a sandbox page was opened with; CallbackRejectedError when tampered with or stale. */
	readCheckout(token: string): Promise<SandboxCheckout>
	/** The tester's choice: the callback URL (with the signed result) to send the browser to. */
	decide(checkoutToken: string, decision: SandboxDecision): Promise<string>
}

export type SandboxOptions = {
	/** Newest first: results are signed with the first and believed when signed with any (rotation). */
	secrets: readonly string[]
	now?: () => Date
}

/**
 * A key for this purpose only, derived from the configured secret, so the session secret is never used
 * as-is for something else.
 */
function keyFor(secret: string): Uint8Array {
	return new Uint8Array(createHmac('sha256', secret).update('dijla payment sandbox v1').digest())
}

function seconds(date: Date) {
	return Math.floor(date.getTime() / 1000)
}

export function createSandboxGateway({ secrets, now = () => new Date() }: SandboxOptions): SandboxGateway {
	const keys = secrets.filter((secret) => secret.length > 0).map(keyFor)
	const signingKey = keys[0]
	if (!signingKey) throw new Error('the payment sandbox needs a secret')

	async function sign(audience: string, claims: Record<string, unknown>, ttlSeconds: number) {
		const issuedAt = seconds(now())
		return new SignJWT(claims)
			.setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
			.setIssuer(ISSUER)
			.setAudience(audience)
			.setIssuedAt(issuedAt)
			.setExpirationTime(issuedAt + ttlSeconds)
			.setJti(crypto.randomUUID())
			.sign(signingKey as Uint8Array)
	}

	/** The claims of a token signed with one of the keys, for `audience`, not expired. */
	async function verify(token: string, audience: string): Promise<Record<string, unknown>> {
		let lastError: unknown
		for (const key of keys) {
			try {
				const { payload } = await jwtVerify(token, key, {
					algorithms: [ALGORITHM],
					issuer: ISSUER,
					audience,
					currentDate: now(),
					requiredClaims: ['iat', 'exp', 'jti'],
				})
				return payload
			} catch (error) {
				lastError = error
				// Only a bad signature is worth trying the next (older) key for.
				if (!(error instanceof errors.JWSSignatureVerificationFailed)) break
			}
		}
		if (lastError instanceof errors.JWTExpired) throw new CallbackRejectedError('expired', { cause: lastError })
		if (lastError instanceof errors.JWSSignatureVerificationFailed) throw new CallbackRejectedError('signature', { cause: lastError })
		throw new CallbackRejectedError(lastError instanceof errors.JWTClaimValidationFailed ? 'signature' : 'malformed', {
			cause: lastError,
		})
	}

	function text(claims: Record<string, unknown>, name: string): string {
		const value = claims[name]
		if (typeof value !== 'string' || value.length === 0 || value.length > 2_048) throw new CallbackRejectedError('malformed')
		return value
	}

	async function readCheckout(token: string): Promise<SandboxCheckout> {
		const claims = await verify(token, CHECKOUT_AUDIENCE)
		const amount = claims.amount
		if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) throw new CallbackRejectedError('malformed')
		return {
			gatewayRef: text(claims, 'ref'),
			paymentId: text(claims, 'paymentId'),
			amountIqd: amount,
			orderNumber: text(claims, 'orderNumber'),
			returnUrl: text(claims, 'returnUrl'),
			callbackUrl: text(claims, 'callbackUrl'),
		}
	}

	return {
		kind: 'sandbox',

		async createCheckout(request: CheckoutRequest): Promise<Checkout> {
			const gatewayRef = `sbx_${crypto.randomUUID().replaceAll('-', '')}`
			const token = await sign(
				CHECKOUT_AUDIENCE,
				{
					ref: gatewayRef,
					paymentId: request.paymentId,
					amount: request.amountIqd,
					orderNumber: request.orderNumber,
					returnUrl: request.returnUrl,
					callbackUrl: request.callbackUrl,
				},
				SANDBOX_CHECKOUT_TTL_SECONDS,
			)
			const query = new URLSearchParams({ checkout: token, lang: request.locale })
			return { redirectUrl: `${SANDBOX_PATH}?${query}`, gatewayRef }
		},

		readCheckout,

		async decide(checkoutToken: string, decision: SandboxDecision): Promise<string> {
			const checkout = await readCheckout(checkoutToken)
			const declined = (DECLINE_REASONS as readonly string[]).includes(decision)
			const token = await sign(
				RESULT_AUDIENCE,
				{
					ref: checkout.gatewayRef,
					paymentId: checkout.paymentId,
					outcome: declined ? 'declined' : 'approved',
					...(declined ? { reason: decision } : {}),
				},
				SANDBOX_RESULT_TTL_SECONDS,
			)
			const url = new URL(checkout.callbackUrl, 'http://dijla.invalid')
			url.searchParams.set('token', token)
			return url.origin === 'http://dijla.invalid' ? `${url.pathname}${url.search}` : url.toString()
		},

		async verifyCallback(input: CallbackInput): Promise<VerifiedCallback> {
			const token = await callbackToken(input)
			if (!token) throw new CallbackRejectedError('missing')
			const claims = await verify(token, RESULT_AUDIENCE)
			const outcome = claims.outcome
			if (outcome !== 'approved' && outcome !== 'declined') throw new CallbackRejectedError('malformed')
			const result: VerifiedCallback = { gatewayRef: text(claims, 'ref'), paymentId: text(claims, 'paymentId'), outcome }
			if (outcome === 'declined') result.reason = typeof claims.reason === 'string' ? claims.reason.slice(0, 200) : 'declined'
			return result
		},
	}
}
