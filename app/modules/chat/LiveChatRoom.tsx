import { useNavigate } from '@remix-run/react'
import { useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Composer, OfflineBanner, VisuallyHidden } from '#design-system'
import { FieldError } from '#app/components/FieldError.tsx'
import { conversationChannel, userChannel } from '#app/realtime/channels.ts'
import { ChatComposer, OrderToSend, ProductToSend } from './ChatComposer.tsx'
import { ChatTimeline } from './ChatTimeline.tsx'
import { type ChatMessageView } from './chat-view.ts'
import { NotificationPrompt } from './NotificationPrompt.tsx'
import { showReplyNotification } from './reply-notifications.ts'
import { type ChatRoomData } from './StaticChat.tsx'
import { useChatRoom } from './use-chat-room.ts'
import { href } from '#app/href.ts'

/**
 * The buyer's chat with JavaScript (loaded lazily): the design system's Timeline fed by events and catch-up,
 * the outbox (messages written offline wait with a clock and go out by themselves), support's typing, and an
 * aria-live region that reads out what support writes.
 */
export default function LiveChatRoom({ data, pushPublicKey = null }: { data: ChatRoomData; pushPublicKey?: string | null }) {
	const intl = useIntl()
	const navigate = useNavigate()
	const room = useChatRoom({
		ownSide: 'buyer',
		conversationId: data.conversationId,
		outboxOwner: data.userId,
		messages: data.messages,
		hasOlder: data.hasOlder,
		otherLastReadSeq: data.staffLastReadSeq,
		channels: [userChannel(data.userId), conversationChannel(data.conversationId)],
		messagesUrl: (query) => `${href('/resources/chat-messages')}?${query}`,
		sendPath: href('/resources/chat-messages'),
		readPath: href('/resources/chat-read'),
		readBody: (seq) => ({ seq }),
		typingPath: href('/resources/chat-typing'),
	})
	const { state } = room
	if (data.product) room.rememberProduct(data.product)
	if (data.order) room.rememberOrder(data.order)

	// A reply while the tab is hidden: a notification (when the buyer turned them on) that brings them back here.
	const announce = state.announce
	useEffect(() => {
		if (!announce || announce.side !== 'staff' || document.visibilityState !== 'hidden') return
		void showReplyNotification({ title: intl.formatMessage({ id: 'chat.notify.title' }), body: replyPreview(intl, announce) })
	}, [announce, intl])

	const cancelProduct = () => navigate(href('/pages/chat-room/index'), { replace: true, preventScrollReset: true })
	const product = data.product
	const order = data.order

	return (
		<>
			<OfflineBanner>
				<FormattedMessage id="chat.offline.banner" />
			</OfflineBanner>
			<ChatTimeline room={room} viewer="buyer" label={intl.formatMessage({ id: 'chat.timeline.label' })} />
			<Composer.Note aria-hidden={!room.otherTyping}>{room.otherTyping ? <FormattedMessage id="chat.typing" /> : null}</Composer.Note>
			<Announcer message={state.announce} />
			{product ? (
				<ProductToSend
					product={product}
					onSend={() => {
						room.sendProduct(product)
						cancelProduct()
					}}
					onCancel={cancelProduct}
				/>
			) : null}
			{order ? (
				<OrderToSend
					order={order}
					onSend={() => {
						room.sendOrder(order)
						cancelProduct()
					}}
					onCancel={cancelProduct}
				/>
			) : null}
			{room.imageError ? <FieldError errors={[room.imageError]} /> : null}
			<NotificationPrompt pushPublicKey={pushPublicKey} />
			<ChatComposer
				live={{
					onSendText: room.sendText,
					onPickImage: (file) => void room.sendImage(file),
					onTyping: room.signalTyping,
					onSendVoice: (recording, durationMs) => void room.sendVoice(recording, durationMs),
				}}
			/>
		</>
	)
}

/** A reply's words for a notification: its text, or what it is (a photo, a voice message, a card). */
export function replyPreview(intl: ReturnType<typeof useIntl>, message: ChatMessageView): string {
	if (message.body) return message.body
	return intl.formatMessage({
		id: message.images.length ? 'chat.image.support' : message.voice ? 'conversation.preview.voice' : 'chat.notify.newMessage',
	})
}

/** Reads out the other side's newest message (the timeline itself is virtualised, so it cannot be live). */
export function Announcer({ message, messageId = 'chat.announce' }: { message: ChatMessageView | null; messageId?: string }) {
	const intl = useIntl()
	let text = ''
	if (message) {
		const what =
			message.body ||
			intl.formatMessage({ id: message.images.length ? 'chat.image.support' : message.voice ? 'conversation.preview.voice' : 'chat.card.generic' })
		text = intl.formatMessage({ id: messageId }, { message: what })
	}
	return (
		<VisuallyHidden>
			<div aria-live="polite" aria-atomic="true">
				{text}
			</div>
		</VisuallyHidden>
	)
}
