import { useEffect, useMemo, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Composer, OfflineBanner, VisuallyHidden } from '#design-system'
import { FieldError } from '#app/components/FieldError.tsx'
import { conversationChannel, userChannel } from '#app/realtime/channels.ts'
import { type TimelineAnchor } from '#design-system/components/Timeline/Timeline.tsx'
import { type LiveComposer } from './ChatComposer.tsx'
import { ChatTimeline } from './ChatTimeline.tsx'
import { type ChatMessageView, type OrderCardView, type ProductCardView } from './chat-view.ts'
import { NotificationPrompt } from './NotificationPrompt.tsx'
import { showReplyNotification } from './reply-notifications.ts'
import { type ChatRoomData } from './StaticChat.tsx'
import { useChatRoom } from './use-chat-room.ts'
import { href } from '#app/href.ts'

/** What the page's own composer and "send this product/order" panels do once the live room is here. */
export type LiveChatControls = {
	composer: LiveComposer
	sendProduct: (product: ProductCardView) => void
	sendOrder: (order: OrderCardView) => void
}

/**
 * The buyer's chat with JavaScript (loaded when needed, use-live-chat-wake.ts): the design system's Timeline fed
 * by events and catch-up, the outbox (messages written offline wait with a clock and go out by themselves),
 * support's typing, and an aria-live region that reads out what support writes. The composer and the panels above
 * it are the page's (they stay in place when this room takes over); `onControls` hands them the room's sends.
 */
export default function LiveChatRoom({
	data,
	pushPublicKey = null,
	onControls,
	initialAnchor,
}: {
	data: ChatRoomData
	pushPublicKey?: string | null
	onControls: (controls: LiveChatControls | null) => void
	/** Where the reader was in the page's static list (the topmost message in view), read once when the room mounts. */
	initialAnchor?: () => TimelineAnchor | null
}) {
	const intl = useIntl()
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

	// The page keeps one set of controls while the room is mounted; they call the room as it is now.
	const roomRef = useRef(room)
	roomRef.current = room
	const controls = useMemo<LiveChatControls>(
		() => ({
			composer: {
				onSendText: (body) => roomRef.current.sendText(body),
				onPickImage: (file) => void roomRef.current.sendImage(file),
				onTyping: () => roomRef.current.signalTyping(),
				onSendVoice: (recording, durationMs) => void roomRef.current.sendVoice(recording, durationMs),
			},
			sendProduct: (product) => roomRef.current.sendProduct(product),
			sendOrder: (order) => roomRef.current.sendOrder(order),
		}),
		[],
	)
	useEffect(() => {
		onControls(controls)
		return () => onControls(null)
	}, [controls, onControls])

	// A reply while the tab is hidden: a notification (when the buyer turned them on) that brings them back here.
	const announce = state.announce
	useEffect(() => {
		if (!announce || announce.side !== 'staff' || document.visibilityState !== 'hidden') return
		void showReplyNotification({ title: intl.formatMessage({ id: 'chat.notify.title' }), body: replyPreview(intl, announce) })
	}, [announce, intl])

	return (
		<>
			<OfflineBanner>
				<FormattedMessage id="chat.offline.banner" />
			</OfflineBanner>
			<ChatTimeline room={room} viewer="buyer" label={intl.formatMessage({ id: 'chat.timeline.label' })} initialAnchor={initialAnchor} />
			<Composer.Note aria-hidden={!room.otherTyping}>{room.otherTyping ? <FormattedMessage id="chat.typing" /> : null}</Composer.Note>
			<Announcer message={state.announce} />
			{room.imageError ? <FieldError errors={[room.imageError]} /> : null}
			<NotificationPrompt pushPublicKey={pushPublicKey} />
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
