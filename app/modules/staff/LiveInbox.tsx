import { Form, Link } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Badge, Button, ConversationRow, EmptyState, Icon, Ltr, TabNav, Text, TextField, Toolbar } from '#design-system'
import { messagePreviewText } from '#app/modules/chat/message-preview.ts'
import { TYPING_SHOWN_MS } from '#app/modules/chat/chat-limits.ts'
import { baghdadDay } from '#app/modules/history/baghdad-day.ts'
import { STAFF_CHANNEL } from '#app/realtime/channels.ts'
import { useChannel } from '#app/realtime/use-channel.ts'
import {
	DEFAULT_INBOX_FILTER,
	INBOX_FILTERS,
	INBOX_SEARCH_MAX_LENGTH,
	type InboxConversation,
	type InboxFilter,
	inboxConversationPath,
	inboxListPath,
} from './inbox.ts'
import { type AgentPresence, useAgentsPresent } from './presence-store.ts'
import { href } from '#app/href.ts'

/** Events after which the list is read again: a message, a read mark, an assignment or status, a quote. */
const LIST_EVENTS = new Set(['chat.message', 'chat.read', 'chat.conversation', 'quote.status'])

/**
 * The inbox as it moves: the loader's rows first, then the same list read again from the desk's resource whenever
 * the staff channel says something changed (a new conversation comes in at the top, a preview and its unread
 * count change in place), and after every reconnect; the buyer typing and the agents looking at a conversation
 * show on its row. Never a page reload.
 */
export function useLiveInbox({ initial, filter, q }: { initial: readonly InboxConversation[]; filter: InboxFilter; q: string }) {
	const [rows, setRows] = useState<readonly InboxConversation[]>(initial)
	useEffect(() => setRows(initial), [initial])
	const [typing, setTyping] = useState<ReadonlySet<string>>(new Set())
	const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())
	const asked = useRef(0)
	const pending = useRef<ReturnType<typeof setTimeout> | null>(null)

	const reload = useCallback(() => {
		// Events come in bursts (a message and its read mark): one read for a burst.
		if (pending.current) return
		pending.current = setTimeout(async () => {
			pending.current = null
			const ticket = ++asked.current
			try {
				const response = await fetch(inboxListPath(filter, q, href('/resources/staff-inbox')), {
					credentials: 'same-origin',
					headers: { Accept: 'application/json' },
				})
				if (!response.ok) return
				const body = (await response.json()) as { conversations: InboxConversation[] }
				if (ticket === asked.current) setRows(body.conversations)
			} catch {
				// Offline: the reconnect reads it again.
			}
		}, 50)
	}, [filter, q])

	useEffect(
		() => () => {
			if (pending.current) clearTimeout(pending.current)
			timers.current.forEach((timer) => clearTimeout(timer))
		},
		[],
	)

	useChannel(
		STAFF_CHANNEL,
		(event) => {
			if (LIST_EVENTS.has(event.kind)) reload()
			const id = typeof event.conversationId === 'string' ? event.conversationId : null
			if (!id) return
			if (event.kind === 'chat.typing' && event.side === 'buyer') {
				setTyping((current) => new Set(current).add(id))
				clearTimeout(timers.current.get(id))
				timers.current.set(
					id,
					setTimeout(() => setTyping((current) => new Set([...current].filter((other) => other !== id))), TYPING_SHOWN_MS),
				)
			} else if (event.kind === 'chat.message' && event.side === 'buyer') {
				setTyping((current) => (current.has(id) ? new Set([...current].filter((other) => other !== id)) : current))
			}
		},
		{ onReconnect: reload },
	)
	return { rows, typing }
}

export function InboxFilters({ filter, q }: { filter: InboxFilter; q: string }) {
	const intl = useIntl()
	return (
		<>
			<Toolbar.Root asChild>
				<Form method="get" role="search">
					{filter !== DEFAULT_INBOX_FILTER ? <input type="hidden" name="filter" value={filter} /> : null}
					<Toolbar.Grow>
						<TextField
							type="search"
							name="q"
							defaultValue={q}
							maxLength={INBOX_SEARCH_MAX_LENGTH}
							dir="auto"
							label={intl.formatMessage({ id: 'staff.inbox.search.label' })}
							placeholder={intl.formatMessage({ id: 'staff.inbox.search.placeholder' })}
						/>
					</Toolbar.Grow>
					<Button type="submit" icon="search">
						<FormattedMessage id="staff.inbox.search.submit" />
					</Button>
				</Form>
			</Toolbar.Root>
			<TabNav.Root label={intl.formatMessage({ id: 'staff.inbox.filter.label' })} variant="pills">
				{INBOX_FILTERS.map((each) => (
					<TabNav.Link key={each} asChild active={each === filter}>
						<Link to={inboxListPath(each, q)} prefetch="intent">
							<FormattedMessage id={`staff.inbox.filter.${each}`} />
						</Link>
					</TabNav.Link>
				))}
			</TabNav.Root>
		</>
	)
}

/** Who else is at the desk now ("Also here: Ali, Zainab"). */
export function AgentsPresent({ agents }: { agents: readonly AgentPresence[] }) {
	const intl = useIntl()
	return (
		<ConversationRow.Presence>
			{agents.length > 0 ? (
				<FormattedMessage id="staff.desk.agentsHere" values={{ names: intl.formatList(agents.map((agent) => agent.name)) }} />
			) : null}
		</ConversationRow.Presence>
	)
}

/** The inbox's rows: who, the newest message, when, unread, assignment, and who is typing or looking. */
export function InboxList({
	rows,
	typing,
	selfId,
	selectedId = null,
	q = '',
	compact = false,
}: {
	rows: readonly InboxConversation[]
	typing: ReadonlySet<string>
	selfId: string
	selectedId?: string | null
	q?: string
	compact?: boolean
}) {
	const intl = useIntl()
	const present = useAgentsPresent(selfId)
	if (rows.length === 0) {
		return <EmptyState icon={<Icon name="chat" size="large" />} title={<FormattedMessage id={q ? 'staff.inbox.noMatch' : 'staff.inbox.empty'} />} />
	}
	const today = baghdadDay(Date.now())
	return (
		<ConversationRow.List aria-label={intl.formatMessage({ id: 'staff.desk.conversations' })} data-inbox-list="">
			{rows.map((conversation) => {
				const viewers = present.filter((agent) => agent.conversationId === conversation.id)
				const last = conversation.lastMessage
				const preview = last ? messagePreviewText(intl, last) : ''
				return (
					<li key={conversation.id} data-conversation-id={conversation.id}>
						<ConversationRow.Root variant="row" asChild>
							<Link to={inboxConversationPath(conversation.id)} prefetch="intent" aria-current={conversation.id === selectedId ? 'page' : undefined}>
								<ConversationRow.Body>
									<ConversationRow.Head
										title={conversation.buyer.name}
										titleWeight={conversation.staffUnread > 0 ? 'strong' : 'medium'}
										time={
											conversation.lastMessageAt ? (
												<time dateTime={conversation.lastMessageAt}>
													{baghdadDay(new Date(conversation.lastMessageAt)) === today
														? intl.formatTime(conversation.lastMessageAt, { hour: 'numeric', minute: '2-digit' })
														: intl.formatDate(conversation.lastMessageAt, { dateStyle: 'medium' })}
												</time>
											) : null
										}
									/>
									{typing.has(conversation.id) ? (
										<ConversationRow.Preview live>
											<FormattedMessage id="staff.desk.buyerTyping" />
										</ConversationRow.Preview>
									) : last ? (
										<ConversationRow.Preview
											by={last.side === 'staff' ? <FormattedMessage id="staff.desk.previewOwn" /> : undefined}
											data-inbox-preview=""
										>
											{preview}
										</ConversationRow.Preview>
									) : null}
									<ConversationRow.Facts>
										{!compact && conversation.buyer.phone ? (
											<Text inline tone="muted">
												<Ltr>{conversation.buyer.phone}</Ltr>
											</Text>
										) : null}
										<Text inline tone="muted">
											{conversation.assignedStaffName ? (
												<FormattedMessage id="staff.inbox.assignedTo" values={{ name: <bdi>{conversation.assignedStaffName}</bdi> }} />
											) : (
												<FormattedMessage id="staff.inbox.unassigned" />
											)}
										</Text>
										{conversation.status === 'closed' ? (
											<Badge tone="neutral">
												<FormattedMessage id="staff.inbox.closedBadge" />
											</Badge>
										) : null}
										{viewers.length > 0 ? (
											<Text inline size="xsmall" tone="brand">
												<FormattedMessage id="staff.desk.viewing" values={{ names: intl.formatList(viewers.map((agent) => agent.name)) }} />
											</Text>
										) : null}
									</ConversationRow.Facts>
								</ConversationRow.Body>
								{conversation.staffUnread > 0 ? (
									<ConversationRow.Unread
										count={intl.formatNumber(conversation.staffUnread)}
										label={intl.formatMessage({ id: 'staff.inbox.unread' }, { count: conversation.staffUnread })}
									/>
								) : null}
							</Link>
						</ConversationRow.Root>
					</li>
				)
			})}
		</ConversationRow.List>
	)
}
