import { type ActionFunctionArgs } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { ChatError } from '#app/modules/chat/chat.server.ts'
import { chatErrorResponse } from '#app/modules/chat/multipart.server.ts'
import { StaffReadSchema } from '#app/modules/staff/schema.ts'
import { markReadByStaff } from '#app/modules/staff/staff-inbox.server.ts'
import { readStaffJson, requireStaffJson, staffJson } from '#app/modules/staff/staff-requests.server.ts'
import { getOptionalStaffContext } from '#app/request-context.server.ts'

/** `POST { conversationId, seq }` (JSON): support has seen the conversation up to `seq`, once it was on an agent's screen. */
export async function action({ request }: ActionFunctionArgs) {
	requireStaffJson(await getOptionalStaffContext(request))
	const parsed = StaffReadSchema.safeParse(await readStaffJson(request))
	if (!parsed.success) return staffJson({ error: 'error.http.400' }, { status: 400 })
	try {
		await markReadByStaff(getDb(), parsed.data)
		return staffJson({ ok: true })
	} catch (error) {
		if (error instanceof ChatError) return chatErrorResponse(error)
		throw error
	}
}
