import { Link } from '@remix-run/react'
import { Fragment } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Box, Button, ChatLayout, Icon } from '#design-system'
import { baghdadDay } from '#app/modules/history/baghdad-day.ts'
import { ChatMessageBubble, DaySeparator, todayInBaghdad } from './ChatMessage.tsx'
import { type ChatMessageView, type OrderCardView, type ProductCardView } from './chat-view.ts'
import { href } from '#app/href.ts'

export type ChatRoomData = {
	userId: string
	conversationId: string
	staffLastReadSeq: number
	messages: ChatMessageView[]
	hasOlder: boolean
	product: ProductCardView | null
	/** From "ask about this order" (`?orderId=`): the buyer's own order, offered as a card. */
	order: OrderCardView | null
}

/**
 * The messages as the server renders them: the latest page (newest at the bottom, in view first) and a link to
 * older messages. With the page's composer (plain forms), this is the whole chat without JavaScript, and what shows
 * until the live room is needed (use-live-chat-wake.ts).
 */
export function StaticChat({ data }: { data: Pick<ChatRoomData, 'messages' | 'userId' | 'staffLastReadSeq' | 'hasOlder'> }) {
	const { messages, userId, staffLastReadSeq, hasOlder } = data
	const intl = useIntl()
	const today = todayInBaghdad()
	const oldest = messages[0]
	return (
		<ChatLayout.Body>
			{messages.length === 0 ? (
				<EmptyChat />
			) : (
				// column-reverse: the newest message comes first in the markup and shows at the bottom, scrolled into view.
				<ChatLayout.StaticList aria-label={intl.formatMessage({ id: 'chat.timeline.label' })} data-static-chat="">
					{[...messages].reverse().map((message, index, reversed) => {
						const day = baghdadDay(new Date(message.createdAt))
						const next = reversed[index + 1]
						const firstOfDay = !next || baghdadDay(new Date(next.createdAt)) !== day
						const own = message.senderId === userId
						return (
							<Fragment key={message.id}>
								<li data-key={message.id}>
									<ChatMessageBubble
										message={message}
										own={own}
										createdAt={message.createdAt}
										status={own ? (message.seq <= staffLastReadSeq ? 'read' : 'sent') : null}
									/>
								</li>
								{firstOfDay ? (
									<li>
										<DaySeparator day={day} today={today} />
									</li>
								) : null}
							</Fragment>
						)
					})}
					{hasOlder && oldest ? (
						<Box as="li" display="flex" justifyContent="center" padding="small">
							<Button asChild variant="ghost" size="small">
								<Link to={href('/pages/chat-room/index', { before: oldest.seq })}>
									<FormattedMessage id="chat.older" />
								</Link>
							</Button>
						</Box>
					) : null}
				</ChatLayout.StaticList>
			)}
		</ChatLayout.Body>
	)
}

export function EmptyChat() {
	return (
		<ChatLayout.Empty>
			<Icon name="chat" size="large" />
			<p>
				<FormattedMessage id="chat.empty" />
			</p>
		</ChatLayout.Empty>
	)
}
