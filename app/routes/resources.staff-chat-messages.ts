import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { ChatError } from '#app/modules/chat/chat.server.ts'
import { chatErrorResponse } from '#app/modules/chat/multipart.server.ts'
import { StaffMessagesQuerySchema, StaffReplySchema } from '#app/modules/staff/schema.ts'
import { replyAsStaff, staffMessagesPage } from '#app/modules/staff/staff-inbox.server.ts'
import { readStaffJson, requireStaffJson, staffJson } from '#app/modules/staff/staff-requests.server.ts'
import { getRequestContext, getOptionalStaffContext } from '#app/request-context.server.ts'

/**
 * `GET ?conversationId=&after=|before=&limit=`: a page of a buyer's conversation for the desk's timeline (catch-up
 * after an event or a reconnect, older history), with the buyer's read mark. Staff only; 404 for an unknown id.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	requireStaffJson(await getOptionalStaffContext(request))
	const { locale } = (await getRequestContext(request)).requestLocale
	const parsed = StaffMessagesQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
	if (!parsed.success) return staffJson({ error: 'error.http.400' }, { status: 400 })
	try {
		return staffJson(await staffMessagesPage(getDb(), { ...parsed.data, locale }))
	} catch (error) {
		if (error instanceof ChatError) return chatErrorResponse(error)
		throw error
	}
}

/** `POST { conversationId, clientId, body }` (JSON): an agent's text reply, stored once per client id. */
export async function action({ request }: ActionFunctionArgs) {
	const staff = requireStaffJson(await getOptionalStaffContext(request))
	const { locale } = (await getRequestContext(request)).requestLocale
	const parsed = StaffReplySchema.safeParse(await readStaffJson(request))
	if (!parsed.success) {
		const messageId = parsed.error.issues.map((issue) => issue.message).find((message) => message.startsWith('chat.'))
		return staffJson({ error: messageId ?? 'error.http.400' }, { status: 400 })
	}
	try {
		const message = await replyAsStaff(getDb(), { ...parsed.data, staffId: staff.id, locale })
		return staffJson({ message })
	} catch (error) {
		if (error instanceof ChatError) return chatErrorResponse(error)
		throw error
	}
}
