import { type LoaderFunctionArgs } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'
import { StaffInboxQuerySchema } from '#app/modules/staff/schema.ts'
import { listInbox } from '#app/modules/staff/staff-inbox.server.ts'
import { requireStaffJson, staffJson } from '#app/modules/staff/staff-requests.server.ts'
import { getOptionalStaffContext } from '#app/request-context.server.ts'

/** `GET ?filter=&q=`: the desk's inbox as JSON; the live inbox reads it again when the staff channel says something changed. */
export async function loader({ request }: LoaderFunctionArgs) {
	const staff = requireStaffJson(await getOptionalStaffContext(request))
	const { filter, q } = StaffInboxQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	return staffJson({ conversations: await listInbox(getDb(), { query: q, filter, staffId: staff.id }) })
}
