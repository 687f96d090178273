import { readJsonBody } from '#app/modules/chat/requests.server.ts'
import { getOptionalStaff, type StaffUser } from './staff-auth.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

/** The signed-in member of staff of a desk resource request, or a JSON 401 (the desk sends the agent to sign in). */
export async function requireStaffJson(request: Request): Promise<StaffUser> {
	const staff = await getOptionalStaff(request)
	if (!staff) throw Response.json({ error: 'error.http.401' }, { status: 401, headers: noStore })
	return staff
}

/** A JSON body for a desk POST: anything else is a 415 (a form post from elsewhere is not one of ours). */
export async function readStaffJson(request: Request): Promise<unknown> {
	if (request.method !== 'POST') throw Response.json({ error: 'error.http.400' }, { status: 405, headers: noStore })
	if (!(request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('application/json')) {
		throw Response.json({ error: 'error.http.400' }, { status: 415, headers: noStore })
	}
	return readJsonBody(request)
}

export function staffJson(body: unknown, init: { status?: number } = {}) {
	return Response.json(body, { status: init.status ?? 200, headers: noStore })
}
