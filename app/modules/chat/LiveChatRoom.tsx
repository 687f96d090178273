import { useNavigate } from '@remix-run/react'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso'
import { Spinner, VisuallyHidden } from '#design-system'
import { FieldError } from '#app/components/FieldError.tsx'
import * as styles from './Chat.css.ts'
import { ChatComposer, OrderToSend, ProductToSend } from './ChatComposer.tsx'
import { ChatMessageBubble, DaySeparator, todayInBaghdad } from './ChatMessage.tsx'
import { chatFileUrl, type ChatMessageView } from './chat-view.ts'
import { NotificationPrompt } from './NotificationPrompt.tsx'
import { showReplyNotification } from './reply-notifications.ts'
import { type OutboxItem } from './outbox.ts'
import { CHAT_ROOM_PATH } from './chat-limits.ts'
import { EmptyChat, type ChatRoomData } from './StaticChat.tsx'
import { buildTimeline, type TimelineItem } from './timeline.ts'
import { useChatRoom } from './use-chat-room.ts'

/**
 * Item heights as laid out, fractions included. Virtuoso's default rounds each to a whole pixel, and the
 * rounding of thirty heights put in front of the top message moved it by a pixel or two.
 */
const exactItemSize = (element: HTMLElement) => element.getBoundingClientRect().height

/**
 * The chat with JavaScript (loaded lazily, with react-virtuoso): history loads at the top without a jump
 * (firstItemIndex is lowered by what was put in front), new messages are followed only when the buyer is at
 * the bottom or sent them, a pill says how many arrived while scrolled up, and an aria-live region reads out
 * what support writes.
 */
export default function LiveChatRoom({ data, pushPublicKey = null }: { data: ChatRoomData; pushPublicKey?: string | null }) {
	const intl = useIntl()
	const navigate = useNavigate()
	const room = useChatRoom(data)
	const { state } = room
	const virtuoso = useRef<VirtuosoHandle>(null)
	const items = useMemo(() => buildTimeline(state.messages, state.outbox, data.userId), [state.messages, state.outbox, data.userId])
	const today = todayInBaghdad()

	const followOutput = useCallback(
		(atBottom: boolean) => {
			if (room.followOwnRef.current) {
				room.followOwnRef.current = false
				return 'smooth' as const
			}
			return atBottom ? ('smooth' as const) : false
		},
		[room.followOwnRef],
	)

	const itemContent = useCallback(
		(_index: number, item: TimelineItem) => {
			if (item.type === 'day') return <DaySeparator day={item.day} today={today} />
			if (item.type === 'message') {
				const message = item.message
				const own = message.senderId === data.userId
				return (
					<ChatMessageBubble
						message={message}
						own={own}
						createdAt={message.createdAt}
						status={own ? (message.seq <= state.staffLastReadSeq ? 'read' : 'sent') : null}
					/>
				)
			}
			return <PendingBubble item={item.item} room={room} />
		},
		[today, data.userId, state.staffLastReadSeq, room],
	)

	// A reply while the tab is hidden: a notification (when the buyer turned them on) that brings them back here.
	const announce = state.announce
	useEffect(() => {
		if (!announce || announce.side !== 'staff' || document.visibilityState !== 'hidden') return
		void showReplyNotification({ title: intl.formatMessage({ id: 'chat.notify.title' }), body: replyPreview(intl, announce) })
	}, [announce, intl])

	const cancelProduct = () => navigate(CHAT_ROOM_PATH, { replace: true, preventScrollReset: true })
	const product = data.product
	const order = data.order

	return (
		<>
			<div className={styles.timeline} data-chat-live="">
				{items.length === 0 ? (
					<EmptyChat />
				) : (
					<Virtuoso
						ref={virtuoso}
						className={styles.virtuoso}
						data={items}
						firstItemIndex={state.firstItemIndex}
						itemSize={exactItemSize}
						initialTopMostItemIndex={{ index: items.length - 1, align: 'end' }}
						computeItemKey={(_index, item) => item.key}
						itemContent={itemContent}
						startReached={() => void room.loadOlder()}
						followOutput={followOutput}
						atBottomStateChange={room.setAtBottom}
						atBottomThreshold={80}
						alignToBottom
						increaseViewportBy={{ top: 400, bottom: 200 }}
						aria-label={intl.formatMessage({ id: 'chat.timeline.label' })}
						components={{
							// The same height loading or not: an older page landing must not move what the buyer reads.
							Header: () => <div className={styles.loadingOlder}>{state.loadingOlder ? <Spinner size="small" /> : null}</div>,
							Footer: () => <div className={styles.listPadding} />,
						}}
					/>
				)}
				{state.unseen > 0 ? (
					<div className={styles.pillWrap}>
						<button
							type="button"
							className={styles.pill}
							onClick={() => virtuoso.current?.scrollToIndex({ index: 'LAST', align: 'end', behavior: 'smooth' })}
						>
							<FormattedMessage id="chat.newMessages" values={{ count: state.unseen }} />
						</button>
					</div>
				) : null}
			</div>
			<div className={styles.typing} aria-hidden={!room.staffTyping}>
				{room.staffTyping ? <FormattedMessage id="chat.typing" /> : null}
			</div>
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

function PendingBubble({ item, room }: { item: OutboxItem; room: ReturnType<typeof useChatRoom> }) {
	const product = item.productId ? room.productPreview(item.productId) : null
	const localImageUrl = item.image?.dataUrl ?? (item.image?.key ? chatFileUrl(item.image.key) : undefined)
	const voiceUrl = item.voice?.dataUrl ?? (item.voice?.key ? chatFileUrl(item.voice.key) : undefined)
	const lost = Boolean((item.image && !localImageUrl) || (item.voice && !voiceUrl))
	const card = item.productId
		? ({ type: 'product', productId: item.productId, product } as const)
		: item.orderId
			? ({ type: 'order', orderId: item.orderId, order: room.orderPreview(item.orderId) } as const)
			: null
	return (
		<ChatMessageBubble
			message={{
				kind: item.productId ? 'product' : item.orderId ? 'order' : item.voice ? 'voice' : item.image ? 'image' : 'text',
				body: item.body,
				images: [],
				voice: item.voice && voiceUrl ? { url: voiceUrl, durationMs: item.voice.durationMs } : null,
				card,
			}}
			own
			createdAt={item.createdAt}
			status={item.state}
			error={lost ? (item.voice ? 'chat.error.voiceLost' : 'chat.error.imageLost') : item.error}
			onRetry={item.state === 'failed' && !lost ? () => room.retry(item.clientId) : undefined}
			onRemove={item.state === 'failed' ? () => room.remove(item.clientId) : undefined}
			localImageUrl={localImageUrl}
		/>
	)
}

/** A reply's words for a notification: its text, or what it is (a photo, a voice message, a card). */
export function replyPreview(intl: ReturnType<typeof useIntl>, message: ChatMessageView): string {
	if (message.body) return message.body
	return intl.formatMessage({ id: message.images.length ? 'chat.image.support' : message.voice ? 'conversation.preview.voice' : 'chat.notify.newMessage' })
}

/** Reads out the newest message from support (the timeline itself is virtualised, so it cannot be live). */
function Announcer({ message }: { message: ChatMessageView | null }) {
	const intl = useIntl()
	let text = ''
	if (message) {
		const what =
			message.body ||
			intl.formatMessage({ id: message.images.length ? 'chat.image.support' : message.voice ? 'conversation.preview.voice' : 'chat.card.generic' })
		text = intl.formatMessage({ id: 'chat.announce' }, { message: what })
	}
	return (
		<VisuallyHidden>
			<div aria-live="polite" aria-atomic="true">
				{text}
			</div>
		</VisuallyHidden>
	)
}
