/**
 * Spec section 8: HTTP-level failures map to a localized message for that code (with the shop's body refusals,
 * 405, 413 and 415: app/utils/request-body.server.ts); any other status falls back to the generic "something
 * went wrong".
 */
export const HTTP_ERROR_STATUSES = [400, 401, 403, 404, 405, 406, 410, 413, 415, 422, 500, 502, 503, 504] as const
export type HttpErrorStatus = (typeof HTTP_ERROR_STATUSES)[number]

export function httpErrorMessageId(status: number): string {
	return (HTTP_ERROR_STATUSES as readonly number[]).includes(status) ? `error.http.${status}` : 'error.generic'
}
