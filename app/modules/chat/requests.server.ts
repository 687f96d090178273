import { BodyError, parseJson } from '#app/utils/request-body.server.ts'
import { type SessionUser } from '#app/modules/auth/session.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * The signed-in buyer of a chat resource request (the route's request context), or a JSON refusal: 401 signed
 * out (the page opens the login sheet), 403 for staff (the console has its own routes).
 */
export function requireChatBuyer(user: SessionUser | null): SessionUser {
	if (!user) throw Response.json({ error: 'error.http.401' }, { status: 401, headers: noStore })
	if (user.role !== 'buyer') throw Response.json({ error: 'error.http.403' }, { status: 403, headers: noStore })
	return user
}

/**
 * A JSON body (`Content-Type: application/json`) read by the shop's one body reader; a body that is not one is
 * answered here: 415 another type, 413 too large, 400 unreadable, as `{ error }` JSON.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
	try {
		return await parseJson(request)
	} catch (error) {
		if (error instanceof BodyError) throw Response.json({ error: error.messageId }, { status: error.status, headers: noStore })
		throw error
	}
}
