import { type StaffUser } from './staff-auth.server.ts'

export { readJsonBody as readStaffJson } from '#app/modules/chat/requests.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * The signed-in member of staff of a desk resource request (the route's getOptionalStaffContext), or a JSON 401
 * (the desk sends the agent to sign in).
 */
export function requireStaffJson(staff: StaffUser | null): StaffUser {
	if (!staff) throw Response.json({ error: 'error.http.401' }, { status: 401, headers: noStore })
	return staff
}

export function staffJson(body: unknown, init: { status?: number } = {}) {
	return Response.json(body, { status: init.status ?? 200, headers: noStore })
}
