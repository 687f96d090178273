/**
 * A sign-in failure the buyer can act on: a message id, and the HTTP status the
 * route answers with (spec section 8). Routes map these; anything else is a 500.
 */
export class AuthError extends Error {
	override name = 'AuthError'
	constructor(
		readonly messageId: string,
		readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 = 400,
		readonly values: Record<string, string | number> = {},
	) {
		super(messageId)
	}
}
