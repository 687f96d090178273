import { type ReactNode, type Ref, useCallback, useImperativeHandle, useMemo, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Timeline, type TimelineAnchor, type TimelineHandle, TimelinePill } from '#design-system/components/Timeline/Timeline.tsx'
import { ChatMessageBubble, type ChatViewer, dayLabelOf, todayInBaghdad } from './ChatMessage.tsx'
import { chatFileUrl } from './chat-view.ts'
import { EmptyChat } from './StaticChat.tsx'
import { buildTimeline, type ChatTimelineEntry } from './timeline.ts'
import { type useChatRoom } from './use-chat-room.ts'

type Room = ReturnType<typeof useChatRoom>

/**
 * A live conversation in the design system's Timeline, the same for the buyer and for an agent: stored messages
 * (with "sent"/"read" on the reader's own), messages still on their way (sending, waiting for the connection,
 * refused), day separators in Baghdad days, older pages at the top, and the "new messages" pill.
 */
export function ChatTimeline({
	room,
	viewer,
	label,
	handleRef,
	emptyText,
	initialAnchor,
}: {
	room: Room
	viewer: ChatViewer
	label: string
	handleRef?: Ref<TimelineHandle>
	emptyText?: ReactNode
	initialAnchor?: () => TimelineAnchor | null
}) {
	const intl = useIntl()
	const timeline = useRef<TimelineHandle>(null)
	useImperativeHandle(handleRef, () => ({ scrollToBottom: (behavior) => timeline.current?.scrollToBottom(behavior) }))
	const { state } = room
	const entries = useMemo(() => buildTimeline(state.messages, state.outbox, state.ownSide), [state.messages, state.outbox, state.ownSide])
	const today = todayInBaghdad()
	const dayLabel = useCallback((day: string) => dayLabelOf(intl, day, today), [intl, today])
	const otherLastReadSeq = state.otherLastReadSeq
	// The room object is new on every render; the slots read the latest through a ref, so they (and with them every
	// rendered row) change only when what a row shows can change.
	const roomRef = useRef(room)
	roomRef.current = room
	const slots = useMemo(
		() => ({
			pending: (entry: ChatTimelineEntry) =>
				entry.type === 'pending' ? <PendingBubble entry={entry} room={roomRef.current} viewer={viewer} /> : null,
			default: (entry: ChatTimelineEntry) => {
				if (entry.type !== 'message') return null
				const { message, own } = entry
				return (
					<ChatMessageBubble
						message={message}
						own={Boolean(own)}
						createdAt={message.createdAt}
						status={own ? (message.seq <= otherLastReadSeq ? 'read' : 'sent') : null}
						viewer={viewer}
					/>
				)
			},
		}),
		[viewer, otherLastReadSeq],
	)
	return (
		<Timeline
			entries={entries}
			slots={slots}
			dayLabel={dayLabel}
			label={label}
			hasOlder={state.hasOlder}
			loadingOlder={state.loadingOlder}
			onLoadOlder={room.loadOlder}
			onAtBottomChange={room.setAtBottom}
			handleRef={timeline}
			initialAnchor={initialAnchor}
			data-chat-live=""
			role="log"
			aria-label={label}
			empty={emptyText ?? <EmptyChat />}
			pill={
				state.unseen > 0 ? (
					<TimelinePill onClick={() => timeline.current?.scrollToBottom()}>
						<FormattedMessage id="chat.newMessages" values={{ count: state.unseen }} />
					</TimelinePill>
				) : null
			}
		/>
	)
}

function PendingBubble({ entry, room, viewer }: { entry: Extract<ChatTimelineEntry, { type: 'pending' }>; room: Room; viewer: ChatViewer }) {
	const { item } = entry
	const product = item.productId ? room.productPreview(item.productId) : null
	const localImageUrl = item.image?.dataUrl ?? (item.image?.key ? chatFileUrl(item.image.key) : undefined)
	const voiceUrl = item.voice?.dataUrl ?? (item.voice?.key ? chatFileUrl(item.voice.key) : undefined)
	const lost = Boolean((item.image && !localImageUrl) || (item.voice && !voiceUrl))
	const card = item.productId
		? ({ type: 'product', productId: item.productId, product } as const)
		: item.orderId
			? ({ type: 'order', orderId: item.orderId, order: room.orderPreview(item.orderId) } as const)
			: null
	const status = lost ? 'failed' : item.state
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
			status={status}
			error={lost ? (item.voice ? 'chat.error.voiceLost' : 'chat.error.imageLost') : item.error}
			onRetry={status === 'failed' && !lost ? () => room.retry(item.clientId) : undefined}
			onRemove={status === 'failed' ? () => room.remove(item.clientId) : undefined}
			localImageUrl={localImageUrl}
			viewer={viewer}
		/>
	)
}
