import { type ActionFunctionArgs } from '@remix-run/node'
import { StaffPresenceSchema } from '#app/modules/staff/schema.ts'
import { announcePresence } from '#app/modules/staff/staff-inbox.server.ts'
import { readStaffJson, requireStaffJson, staffJson } from '#app/modules/staff/staff-requests.server.ts'
import { getOptionalStaffContext } from '#app/request-context.server.ts'

/** `POST { conversationId | null }` (JSON): this agent has a conversation open, or none; the other desks hear it. */
export async function action({ request }: ActionFunctionArgs) {
	const staff = requireStaffJson(await getOptionalStaffContext(request))
	const parsed = StaffPresenceSchema.safeParse(await readStaffJson(request))
	if (!parsed.success) return staffJson({ error: 'error.http.400' }, { status: 400 })
	await announcePresence({ staffId: staff.id, name: staff.name, conversationId: parsed.data.conversationId })
	return new Response(null, { status: 204 })
}
