export type OAuthErrorCode =
	/** The provider has no configuration here. */
	| 'not_configured'
	/** The provider (or its discovery document / keys) could not be reached; a later try may work. */
	| 'provider_unavailable'
	/** The code was refused (expired, used, wrong PKCE verifier, wrong redirect URI). */
	| 'token_exchange_failed'
	/** The id_token failed verification (signature, issuer, audience, expiry, nonce) or lacks a subject. */
	| 'invalid_id_token'

/** Every sign-in failure; the route shows the generic "login failed" message and logs `code` + message. */
export class OAuthError extends Error {
	override name = 'OAuthError'
	readonly code: OAuthErrorCode
	constructor(code: OAuthErrorCode, message: string, options?: { cause?: unknown }) {
		super(message, options)
		this.code = code
	}
}
