import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { AgentsPresent, InboxFilters, InboxList, useLiveInbox } from '#app/modules/staff/LiveInbox.tsx'
import { StaffPageHead } from '#app/modules/staff/StaffConsoleFrame.tsx'
import { StaffInboxQuerySchema } from '#app/modules/staff/schema.ts'
import { listInbox } from '#app/modules/staff/staff-inbox.server.ts'
import { useAgentsPresent, usePresence } from '#app/modules/staff/presence-store.ts'
import { requireStaffContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.staffInbox.title')

/** `?filter=&q=`: anything unreadable falls back to every conversation and no search. */
export async function loader({ request }: LoaderFunctionArgs) {
	const staff = await requireStaffContext(request)
	const query = StaffInboxQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	const conversations = await listInbox(getDb(), { query: query.q, filter: query.filter, staffId: staff.id })
	return { ...query, conversations, staffId: staff.id }
}

/** The desk's inbox: it moves by itself (new conversations, previews, unread counts, typing, who is looking). */
export default function StaffInboxPage() {
	const { filter, q, conversations, staffId } = useLoaderData<typeof loader>()
	const { rows, typing } = useLiveInbox({ initial: conversations, filter, q })
	usePresence(null)
	const agents = useAgentsPresent(staffId)
	return (
		<>
			<StaffPageHead title={<FormattedMessage id="page.staffInbox.title" />} />
			<AgentsPresent agents={agents} />
			<InboxFilters filter={filter} q={q} />
			<InboxList rows={rows} typing={typing} selfId={staffId} q={q} />
		</>
	)
}
