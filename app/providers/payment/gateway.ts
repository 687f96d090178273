/**
 * Card payment (spec payment type 10) behind one interface (DESIGN.md section 7): a production adapter
 * (ZainCash) and a local sandbox that behaves the same way, chosen by configuration. Nothing fakes
 * success: the sandbox's answer is signed and checked exactly like the real gateway's.
 *
 * The flow: the server asks the gateway for a checkout (`createCheckout`) and sends the buyer to
 * `redirectUrl`; the gateway sends the buyer back to `callbackUrl` with a signed result, which the server
 * checks (`verifyCallback`) before anything changes.
 */

export type CheckoutRequest = {
	/** Our payment id; the gateway hands it back in the signed result. */
	paymentId: string
	/** Whole Iraqi dinars. */
	amountIqd: number
	/** The order number the buyer sees on the gateway's page (D261123048213). */
	orderNumber: string
	/** Where the buyer goes back to without paying (the payment page). */
	returnUrl: string
	/** Absolute URL the gateway sends the buyer to with its signed result. */
	callbackUrl: string
	/** The buyer's language, for the gateway's page where it has one. */
	locale: string
}

export type Checkout = {
	/** Where to send the buyer (absolute for a real gateway, same-site for the sandbox). */
	redirectUrl: string
	/** The gateway's reference for this attempt (its transaction id). */
	gatewayRef: string
}

export type CallbackOutcome = 'approved' | 'declined'

/** A result whose signature, audience and age have been checked. */
export type VerifiedCallback = {
	gatewayRef: string
	paymentId: string
	outcome: CallbackOutcome
	/** A short code or the gateway's words when declined. */
	reason?: string
}

/** The callback's parameters: the query string of a GET redirect, or a POSTed form. */
export type CallbackInput = Request | URLSearchParams | FormData

export interface PaymentGateway {
	readonly kind: 'sandbox' | 'zaincash'
	createCheckout(request: CheckoutRequest): Promise<Checkout>
	/** Throws CallbackRejectedError when the result is missing, tampered with, expired or not final. */
	verifyCallback(input: CallbackInput): Promise<VerifiedCallback>
}

/**
 * A callback that must not be believed: bad or missing signature, a token for another purpose, too old,
 * malformed. The route answers 400 and changes nothing.
 */
export class CallbackRejectedError extends Error {
	override name = 'CallbackRejectedError'
	constructor(
		readonly reason: 'missing' | 'signature' | 'expired' | 'malformed' | 'pending',
		options?: { cause?: unknown; paymentId?: string },
	) {
		super(`payment callback rejected: ${reason}`, { cause: options?.cause })
		this.paymentId = options?.paymentId ?? null
	}
	/** Set for a genuine but not yet final answer ('pending'), so the buyer can be shown that payment. */
	readonly paymentId: string | null
}

/** The gateway could not be reached or refused to open a checkout; the buyer may try again later. */
export class GatewayUnavailableError extends Error {
	override name = 'GatewayUnavailableError'
}

/** Decline reasons the sandbox can produce and the buyer is told about in their language. */
export const DECLINE_REASONS = ['declined', 'insufficient_funds'] as const
export type DeclineReason = (typeof DECLINE_REASONS)[number]

/** The `token` parameter of a callback, wherever it came from. */
export async function callbackToken(input: CallbackInput): Promise<string | null> {
	let params: URLSearchParams | FormData
	if (input instanceof Request) {
		const url = new URL(input.url)
		if (url.searchParams.has('token') || input.method === 'GET' || input.method === 'HEAD') params = url.searchParams
		else params = await input.formData().catch(() => new FormData())
	} else {
		params = input
	}
	const token = params.get('token')
	return typeof token === 'string' && token.length > 0 && token.length <= 8_192 ? token : null
}
