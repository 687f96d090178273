import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { Button, EmptyState, Icon, TextField } from '#design-system'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import * as inbox from '#app/modules/staff/Inbox.css.ts'
import { INBOX_FILTERS, INBOX_SEARCH_MAX_LENGTH, type InboxFilter, inboxConversationPath } from '#app/modules/staff/InboxParts.tsx'
import { Badge } from '#app/modules/staff/OrderStatusBadge.tsx'
import { STAFF_INBOX_PATH } from '#app/modules/staff/paths.ts'
import { StaffPageHead } from '#app/modules/staff/StaffConsoleFrame.tsx'
import * as styles from '#app/modules/staff/StaffOrders.css.ts'
import { requireStaff } from '#app/modules/staff/staff-auth.server.ts'
import { listInbox } from '#app/modules/staff/staff-inbox.server.ts'
import { STAFF_CHANNEL } from '#app/realtime/channels.ts'
import { useChannel } from '#app/realtime/use-channel.ts'
import { useRevalidateOnEvent } from '#app/utils/use-revalidate-on-event.ts'

/** `?status=&q=`: anything unreadable falls back to open conversations and no search. */
const InboxQuerySchema = z.object({
	status: z.enum(INBOX_FILTERS).catch('open'),
	q: z.string().trim().max(INBOX_SEARCH_MAX_LENGTH).catch(''),
})

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.staffInbox.title')

export async function loader({ request }: LoaderFunctionArgs) {
	await requireStaff(request)
	const query = InboxQuerySchema.parse({ status: undefined, q: undefined, ...Object.fromEntries(new URL(request.url).searchParams) })
	const conversations = await listInbox(getDb(), { query: query.q, status: query.status === 'all' ? undefined : query.status })
	return { ...query, conversations }
}

function listHref(status: InboxFilter, q: string) {
	const params = new URLSearchParams()
	if (status !== 'open') params.set('status', status)
	if (q) params.set('q', q)
	const search = params.toString()
	return search ? `${STAFF_INBOX_PATH}?${search}` : STAFF_INBOX_PATH
}

export default function StaffInboxPage() {
	const { status, q, conversations } = useLoaderData<typeof loader>()
	const intl = useIntl()
	const refresh = useRevalidateOnEvent()
	// A new message, a read mark or an assignment anywhere: the list reorders itself.
	useChannel(STAFF_CHANNEL, (event) => {
		if (event.kind.startsWith('chat.') && event.kind !== 'chat.typing') refresh()
	})
	return (
		<>
			<StaffPageHead title={<FormattedMessage id="page.staffInbox.title" />} />
			<Form method="get" role="search" className={styles.searchForm}>
				{status !== 'open' ? <input type="hidden" name="status" value={status} /> : null}
				<TextField
					className={styles.searchField}
					type="search"
					name="q"
					defaultValue={q}
					maxLength={INBOX_SEARCH_MAX_LENGTH}
					dir="auto"
					label={intl.formatMessage({ id: 'staff.inbox.search.label' })}
					placeholder={intl.formatMessage({ id: 'staff.inbox.search.placeholder' })}
				/>
				<Button type="submit" icon="search">
					<FormattedMessage id="staff.inbox.search.submit" />
				</Button>
			</Form>
			<nav aria-label={intl.formatMessage({ id: 'staff.inbox.filter.label' })}>
				<ul className={styles.tabs}>
					{INBOX_FILTERS.map((filter) => (
						<li key={filter}>
							<Link to={listHref(filter, q)} className={styles.tab} aria-current={filter === status ? 'page' : undefined} prefetch="intent">
								<FormattedMessage id={`staff.inbox.filter.${filter}`} />
							</Link>
						</li>
					))}
				</ul>
			</nav>
			{conversations.length === 0 ? (
				<EmptyState icon={<Icon name="chat" size="large" />} title={<FormattedMessage id={q ? 'staff.inbox.noMatch' : 'staff.inbox.empty'} />} />
			) : (
				<ul className={inbox.list}>
					{conversations.map((conversation) => (
						<li key={conversation.id}>
							<Link to={inboxConversationPath(conversation.id)} className={inbox.item} prefetch="intent">
								<span className={inbox.itemMain}>
									<bdi className={conversation.staffUnread > 0 ? inbox.unreadName : undefined}>{conversation.buyer.name}</bdi>
									{conversation.buyer.phone ? <span className={`${styles.muted} ${styles.ltr}`}>{conversation.buyer.phone}</span> : null}
								</span>
								<span className={styles.muted}>
									{conversation.assignedStaffName ? (
										<FormattedMessage id="staff.inbox.assignedTo" values={{ name: <bdi>{conversation.assignedStaffName}</bdi> }} />
									) : (
										<FormattedMessage id="staff.inbox.unassigned" />
									)}
								</span>
								{conversation.status === 'closed' ? (
									<Badge tone="neutral">
										<FormattedMessage id="staff.inbox.closedBadge" />
									</Badge>
								) : null}
								{conversation.lastMessageAt ? (
									<time className={`${styles.muted} ${styles.nowrap}`} dateTime={new Date(conversation.lastMessageAt).toISOString()}>
										{intl.formatDate(conversation.lastMessageAt, { dateStyle: 'medium', timeStyle: 'short' })}
									</time>
								) : null}
								{conversation.staffUnread > 0 ? (
									<span className={inbox.unreadCount} aria-label={intl.formatMessage({ id: 'staff.inbox.unread' }, { count: conversation.staffUnread })}>
										{intl.formatNumber(conversation.staffUnread)}
									</span>
								) : null}
							</Link>
						</li>
					))}
				</ul>
			)}
		</>
	)
}
