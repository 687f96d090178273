import { useEffect, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { type ChatMessageView } from '#app/modules/chat/chat-view.ts'
import { ChatMessageBubble, DaySeparator, todayInBaghdad } from '#app/modules/chat/ChatMessage.tsx'
import { baghdadDay } from '#app/modules/history/baghdad-day.ts'
import * as inbox from './Inbox.css.ts'
import { STAFF_INBOX_PATH } from './paths.ts'
import * as styles from './StaffOrders.css.ts'

/** The inbox's filters: open conversations (the default), closed ones, or all. */
export const INBOX_FILTERS = ['open', 'closed', 'all'] as const
export type InboxFilter = (typeof INBOX_FILTERS)[number]

export const INBOX_SEARCH_MAX_LENGTH = 60

export function inboxConversationPath(conversationId: string): string {
	return `${STAFF_INBOX_PATH}/${encodeURIComponent(conversationId)}`
}

/** Common answers an agent drops into the reply box (in the agent's language) and edits before sending. */
export const CANNED_REPLIES = ['staff.canned.greeting', 'staff.canned.checking', 'staff.canned.photo', 'staff.canned.shipping', 'staff.canned.thanks'] as const

/**
 * The conversation as an agent reads it: the buyer's bubbles on one side, support's (any agent's) on the
 * other, with day separators; the same bubbles as the buyer's chat, so text is always shown as text. Keeps the
 * newest message in view when one arrives.
 */
export function InboxTimeline({ messages }: { messages: readonly ChatMessageView[] }) {
	const intl = useIntl()
	const box = useRef<HTMLDivElement>(null)
	const lastId = messages.at(-1)?.id
	useEffect(() => {
		const element = box.current
		if (element) element.scrollTop = element.scrollHeight
	}, [lastId])
	const today = todayInBaghdad()
	let previousDay = ''
	return (
		<div ref={box} className={inbox.timeline} role="log" aria-label={intl.formatMessage({ id: 'staff.conversation.timeline' })} data-inbox-timeline>
			{messages.map((message) => {
				const day = baghdadDay(new Date(message.createdAt))
				const separator = day !== previousDay ? <DaySeparator day={day} today={today} /> : null
				previousDay = day
				return (
					<div key={message.id} data-message-seq={message.seq} data-side={message.side}>
						{separator}
						<ChatMessageBubble message={message} own={message.side === 'staff'} createdAt={message.createdAt} status={null} />
					</div>
				)
			})}
		</div>
	)
}

/** Buttons that put a common answer into the reply box (needs JavaScript; the box works without it). */
export function CannedReplies({ onPick }: { onPick: (text: string) => void }) {
	const intl = useIntl()
	return (
		<section aria-labelledby="canned-replies">
			<h3 id="canned-replies" className={styles.subheading}>
				<FormattedMessage id="staff.conversation.canned.label" />
			</h3>
			<ul className={inbox.canned}>
				{CANNED_REPLIES.map((id) => {
					const text = intl.formatMessage({ id })
					return (
						<li key={id}>
							<button type="button" className={inbox.cannedButton} title={text} onClick={() => onPick(text)}>
								{text}
							</button>
						</li>
					)
				})}
			</ul>
		</section>
	)
}
