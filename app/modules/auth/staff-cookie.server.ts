import { tokenCookie } from './session.server.ts'

/** A console session ends 12 hours after sign-in whatever happens (staff-auth.server.ts); its cookie with it. */
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60 * 1000
export const STAFF_COOKIE_NAME = 'dijla_staff'

/**
 * The staff console's own session cookie, apart from the shop's (issue 5 item 5). Like the shop's, it is read
 * only where the request is read: the request context (app/request-context.server.ts), which hands the console's
 * domain the token and the member of staff, never the Request.
 */
export const staffCookie = tokenCookie({ name: STAFF_COOKIE_NAME, key: 'staffToken', maxAgeMs: STAFF_SESSION_MAX_MS })
