import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { Button, Icon } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { resolveRequestLocale } from '#app/i18n/request-locale.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { requireUser } from '#app/modules/auth/auth.server.ts'
import * as styles from '#app/modules/chat/Chat.css.ts'
import { chatEventText } from '#app/modules/chat/ChatMessage.tsx'
import { type ChatMessageView } from '#app/modules/chat/chat-view.ts'
import { getConversationPreview } from '#app/modules/chat/chat.server.ts'
import { CHAT_ROOM_PATH, CONVERSATIONS_PATH } from '#app/modules/chat/chat-limits.ts'
import { queryUserInquiries } from '#app/modules/inquiries/inquiries.server.ts'
import { InquiryList } from '#app/modules/inquiries/InquiryList.tsx'
import { baghdadDay } from '#app/modules/history/baghdad-day.ts'
import { INQUIRY_ADD_PATH } from '#app/modules/inquiries/paths.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.conversation.title')

/** `?tab=inquiries` (the account tab's "sourcing requests") shows the inquiries; otherwise the chats. */
const PageQuerySchema = z.object({ tab: z.enum(['chats', 'inquiries']).catch('chats').default('chats') })

/**
 * The buyer's conversations: one with Dijla support (its latest message and unread count), and their
 * sourcing requests, which support answers in that same conversation.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const { tab } = PageQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	const { locale } = await resolveRequestLocale(request, user.language)
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
			<div className={styles.page}>
				<nav className={styles.tabs} aria-label={useIntl().formatMessage({ id: 'page.conversation.title' })}>
					<Link to={CONVERSATIONS_PATH} replace className={styles.tab} aria-current={tab === 'chats' ? 'page' : undefined}>
						<FormattedMessage id="conversation.tab.chats" />
					</Link>
					<Link to={`${CONVERSATIONS_PATH}?tab=inquiries`} replace className={styles.tab} aria-current={tab === 'inquiries' ? 'page' : undefined}>
						<FormattedMessage id="conversation.tab.inquiries" />
					</Link>
				</nav>
				{tab === 'inquiries' ? (
					<>
						{inquiries.length > 0 ? (
							<Button asChild icon="plus" variant="soft" fullWidth>
								<Link to={INQUIRY_ADD_PATH}>
									<FormattedMessage id="inquiry.add" />
								</Link>
							</Button>
						) : null}
						<InquiryList items={inquiries} />
					</>
				) : (
					<SupportConversation unread={preview?.unread ?? 0} lastMessage={preview?.lastMessage ?? null} userId={userId} />
				)}
			</div>
		</>
	)
}

function SupportConversation({ unread, lastMessage, userId }: { unread: number; lastMessage: ChatMessageView | null; userId: string }) {
	const intl = useIntl()
	return (
		<Link to={CHAT_ROOM_PATH} className={styles.conversationLink} prefetch="intent">
			<span className={styles.conversationAvatar} aria-hidden>
				<Icon name="chat" />
			</span>
			<span className={styles.conversationText}>
				<span className={styles.conversationTitle}>
					<FormattedMessage id="conversation.support" />
					{lastMessage ? (
						<time className={styles.conversationTime} dateTime={lastMessage.createdAt}>
							{baghdadDay(new Date(lastMessage.createdAt)) === baghdadDay(Date.now())
								? intl.formatTime(lastMessage.createdAt, { hour: 'numeric', minute: '2-digit' })
								: intl.formatDate(lastMessage.createdAt, { dateStyle: 'short' })}
						</time>
					) : null}
				</span>
				<span className={styles.conversationPreview} dir="auto">
					{lastMessage ? <MessagePreview message={lastMessage} own={lastMessage.senderId === userId} /> : <FormattedMessage id="conversation.start" />}
				</span>
			</span>
			{unread > 0 ? (
				<span className={styles.unreadBadge} aria-label={intl.formatMessage({ id: 'conversation.unread' }, { count: unread })}>
					{intl.formatNumber(unread)}
				</span>
			) : null}
		</Link>
	)
}

const PREVIEW_LABELS: Partial<Record<ChatMessageView['kind'], string>> = {
	image: 'conversation.preview.image',
	voice: 'conversation.preview.voice',
	product: 'chat.card.product',
	inquiry: 'chat.card.inquiry',
	quote: 'chat.card.quote',
	order: 'chat.card.order',
	campaign: 'chat.card.campaign',
	system: 'chat.system.event',
}

function MessagePreview({ message, own }: { message: ChatMessageView; own: boolean }) {
	const intl = useIntl()
	const label = PREVIEW_LABELS[message.kind]
	const text = message.body || chatEventText(intl, message.card) || (label ? intl.formatMessage({ id: label }) : '')
	return own ? <FormattedMessage id="conversation.preview.own" values={{ message: text }} /> : <>{text}</>
}
