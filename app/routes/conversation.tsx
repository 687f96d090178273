import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { Button, ConversationRow, PageBody, TabNav } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { messagePreviewText } from '#app/modules/chat/message-preview.ts'
import { type ChatMessageView } from '#app/modules/chat/chat-view.ts'
import { getConversationPreview } from '#app/modules/chat/chat.server.ts'
import { userChannel } from '#app/realtime/channels.ts'
import { useChannel } from '#app/realtime/use-channel.ts'
import { queryUserInquiries } from '#app/modules/inquiries/inquiries.server.ts'
import { InquiryList } from '#app/modules/inquiries/InquiryList.tsx'
import { baghdadDay } from '#app/modules/history/baghdad-day.ts'
import { href } from '#app/href.ts'
import { requireUserContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.conversation.title')

/** `?tab=inquiries` (the account tab's "sourcing requests") shows the inquiries; otherwise the chats. */
const PageQuerySchema = z.object({ tab: z.enum(['chats', 'inquiries']).catch('chats').default('chats') })

/**
 * The buyer's conversations: one with Dijla support (its latest message and unread count), and their
 * sourcing requests, which support answers in that same conversation.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const { user, locale } = await requireUserContext(request)
	const { tab } = PageQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	const db = getDb()
	if (tab === 'inquiries') {
		const { items } = await queryUserInquiries(db, user.id)
		return { tab, inquiries: items, preview: null, userId: user.id }
	}
	const { conversation, lastMessage } = await getConversationPreview(db, user.id, locale)
	return { tab, inquiries: [], preview: { unread: conversation?.buyerUnread ?? 0, lastMessage }, userId: user.id }
}

export default function ConversationPage() {
	const { tab, inquiries, preview, userId } = useLoaderData<typeof loader>()
	return (
		<>
			<PageHeader titleId="page.conversation.title" />
			<PageBody endSpace>
				<TabNav.Root label={useIntl().formatMessage({ id: 'page.conversation.title' })}>
					<TabNav.Link asChild active={tab === 'chats'}>
						<Link to={href('/pages/conversation/index')} replace>
							<FormattedMessage id="conversation.tab.chats" />
						</Link>
					</TabNav.Link>
					<TabNav.Link asChild active={tab === 'inquiries'}>
						<Link to={href('/pages/conversation/index', { tab: 'inquiries' })} replace>
							<FormattedMessage id="conversation.tab.inquiries" />
						</Link>
					</TabNav.Link>
				</TabNav.Root>
				{tab === 'inquiries' ? (
					<>
						{inquiries.length > 0 ? (
							<Button asChild icon="plus" variant="soft" fullWidth>
								<Link to={href('/pages/inquiry-add/index')}>
									<FormattedMessage id="inquiry.add" />
								</Link>
							</Button>
						) : null}
						<InquiryList items={inquiries} />
					</>
				) : (
					<SupportConversation unread={preview?.unread ?? 0} lastMessage={preview?.lastMessage ?? null} userId={userId} />
				)}
			</PageBody>
		</>
	)
}

/**
 * The support conversation's row, live: a reply, a read mark or the buyer's own message from another tab changes its
 * preview and unread count in place (the newest message is read from the messages resource, never by reloading
 * the page); after a reconnect it is read again.
 */
function SupportConversation({
	unread: initialUnread,
	lastMessage: initialLast,
	userId,
}: {
	unread: number
	lastMessage: ChatMessageView | null
	userId: string
}) {
	const intl = useIntl()
	const [{ unread, lastMessage }, setRow] = useState({ unread: initialUnread, lastMessage: initialLast })
	useEffect(() => setRow({ unread: initialUnread, lastMessage: initialLast }), [initialUnread, initialLast])
	const latest = useRef(0)
	const refresh = useCallback(async () => {
		const asked = ++latest.current
		try {
			const response = await fetch(href('/resources/chat-messages', { limit: '1' }), {
				credentials: 'same-origin',
				headers: { Accept: 'application/json' },
			})
			if (!response.ok) return
			const page = (await response.json()) as { messages: ChatMessageView[]; conversation: { buyerUnread: number } | null }
			if (asked === latest.current) setRow({ unread: page.conversation?.buyerUnread ?? 0, lastMessage: page.messages.at(-1) ?? null })
		} catch {
			// Offline: the next event or reconnect reads it again.
		}
	}, [])
	useChannel(
		userChannel(userId),
		(event) => {
			if (event.kind === 'chat.message' || event.kind === 'chat.read' || event.kind === 'quote.status') void refresh()
		},
		{ onReconnect: () => void refresh() },
	)
	return (
		<ConversationRow.Root asChild>
			<Link to={href('/pages/chat-room/index')} prefetch="intent" data-support-conversation="">
				<ConversationRow.Avatar icon="chat" />
				<ConversationRow.Body>
					<ConversationRow.Head
						title={<FormattedMessage id="conversation.support" />}
						time={
							lastMessage ? (
								<time dateTime={lastMessage.createdAt}>
									{baghdadDay(new Date(lastMessage.createdAt)) === baghdadDay(Date.now())
										? intl.formatTime(lastMessage.createdAt, { hour: 'numeric', minute: '2-digit' })
										: intl.formatDate(lastMessage.createdAt, { dateStyle: 'short' })}
								</time>
							) : null
						}
					/>
					{lastMessage ? (
						<ConversationRow.Preview by={lastMessage.senderId === userId ? <FormattedMessage id="conversation.preview.own" /> : undefined}>
							<MessagePreview message={lastMessage} />
						</ConversationRow.Preview>
					) : (
						<ConversationRow.Preview>
							<FormattedMessage id="conversation.start" />
						</ConversationRow.Preview>
					)}
				</ConversationRow.Body>
				{unread > 0 ? (
					<ConversationRow.Unread count={intl.formatNumber(unread)} label={intl.formatMessage({ id: 'conversation.unread' }, { count: unread })} />
				) : null}
			</Link>
		</ConversationRow.Root>
	)
}

function MessagePreview({ message }: { message: ChatMessageView }) {
	const intl = useIntl()
	const card = message.card && (message.card.type === 'campaign' || message.card.type === 'system') ? message.card : null
	return <>{messagePreviewText(intl, { kind: message.kind, body: message.body, event: card?.event ?? null, params: card?.params })}</>
}
