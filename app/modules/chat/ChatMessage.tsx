import { Link } from '@remix-run/react'
import { memo, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DaySeparator as DayPill, Icon, MessageBubble, type MessageCardProps, Price } from '#design-system'
import { baghdadDay, dayBefore, middayOf } from '#app/modules/history/baghdad-day.ts'
import { QuoteCard } from '#app/modules/quotes/QuoteCard.tsx'
import { isOrderStatus, ORDER_STATUS_LABEL } from '#app/modules/orders/order-status.ts'
import { chatEventMessage } from './chat-events.ts'
import { type ChatCardView, type ChatImageView, type ChatMessageView } from './chat-view.ts'
import { linkify } from './linkify.ts'
import { VoiceNote } from './VoiceNote.tsx'
import { href } from '#app/href.ts'
import { claimLink, inquiryLink, orderLink } from '#app/links.ts'

/*
 * One message of the timeline, the same with or without JavaScript. Text is text: React escapes it, and only
 * http(s) addresses become links (rel="noopener noreferrer", a new tab), so nothing a sender types is ever
 * markup.
 */

/**
 * Where a message stands for its sender: on its way, waiting for the connection (it goes out by itself), refused
 * by the server, stored, or read by the other side.
 */
export type DeliveryStatus = 'sending' | 'waiting' | 'failed' | 'sent' | 'read'

/** Who reads the timeline: a card links to the buyer's pages, or to the staff console's. */
export type ChatViewer = 'buyer' | 'staff'

/** The staff console's order page (DESIGN.md section 3); kept here so the chat does not import the console. */

export function MessageText({ text }: { text: string }) {
	if (!text) return null
	return (
		<MessageBubble.Text>
			{linkify(text).map((segment, index) =>
				segment.type === 'link' ? (
					<a key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow ugc">
						{segment.text}
					</a>
				) : (
					segment.text
				),
			)}
		</MessageBubble.Text>
	)
}

type BubbleContent = Pick<ChatMessageView, 'kind' | 'body' | 'images' | 'voice' | 'card'>

/** Memoised: a virtualised timeline renders its rows again on every scroll, and a stored message never changes. */
export const ChatMessageBubble = memo(function ChatMessageBubble({
	message,
	own,
	createdAt,
	status,
	error,
	onRetry,
	onRemove,
	localImageUrl,
	viewer = 'buyer',
}: {
	message: BubbleContent
	own: boolean
	createdAt: string
	status: DeliveryStatus | null
	/** Why a pending message failed (a message id). */
	error?: string
	onRetry?: () => void
	/** Takes a message that was not sent out of the outbox. */
	onRemove?: () => void
	/** A pending picture, shown from the device until it is uploaded. */
	localImageUrl?: string
	viewer?: ChatViewer
}) {
	if (message.kind === 'system' || message.kind === 'campaign') {
		return <EventLine card={message.card} kind={message.kind} viewer={viewer} createdAt={createdAt} />
	}
	return (
		<MessageBubble.Root
			side={own ? 'own' : 'other'}
			failed={status === 'failed'}
			meta={<MessageMeta createdAt={createdAt} status={status} error={error} onRetry={onRetry} onRemove={onRemove} />}
		>
			{localImageUrl ? <ChatPicture image={{ url: localImageUrl, width: 0, height: 0 }} own={own} viewer={viewer} local /> : null}
			{message.images.map((image) => (
				<ChatPicture key={image.url} image={image} own={own} viewer={viewer} />
			))}
			{message.voice ? <VoiceNote url={message.voice.url} durationMs={message.voice.durationMs} /> : null}
			{message.card ? <ChatCard card={message.card} viewer={viewer} /> : null}
			<MessageText text={message.body} />
		</MessageBubble.Root>
	)
})

/** A picture's words: the reader's own, or the other side's (support's for a buyer, the buyer's for an agent). */
function ChatPicture({ image, own, viewer, local = false }: { image: ChatImageView; own: boolean; viewer: ChatViewer; local?: boolean }) {
	const intl = useIntl()
	const alt = intl.formatMessage({ id: own ? 'chat.image.own' : viewer === 'staff' ? 'chat.image.buyer' : 'chat.image.support' })
	const sized = image.width > 0 && image.height > 0
	return (
		<MessageBubble.Picture
			href={local ? undefined : image.url}
			src={image.url}
			alt={alt}
			loading={local ? undefined : 'lazy'}
			{...(sized ? { width: image.width, height: image.height, style: { aspectRatio: `${image.width} / ${image.height}` } } : {})}
		/>
	)
}

function MessageMeta({
	createdAt,
	status,
	error,
	onRetry,
	onRemove,
}: {
	createdAt: string
	status: DeliveryStatus | null
	error?: string
	onRetry?: () => void
	onRemove?: () => void
}) {
	const intl = useIntl()
	const time = intl.formatTime(createdAt, { hour: 'numeric', minute: '2-digit' })
	let state: ReactNode = null
	if (status === 'sending' || status === 'waiting') {
		state = (
			<>
				<Icon name="clock" size="small" />
				<span data-delivery={status}>
					<FormattedMessage id={status === 'waiting' ? 'chat.status.waiting' : 'chat.status.sending'} />
				</span>
			</>
		)
	} else if (status === 'failed') {
		state = (
			<>
				<Icon name="alert" size="small" />
				<span>
					<FormattedMessage id={error ?? 'chat.status.failed'} />
				</span>
				{onRetry ? (
					<MessageBubble.MetaAction onClick={onRetry}>
						<FormattedMessage id="chat.retry" />
					</MessageBubble.MetaAction>
				) : null}
				{onRemove ? (
					<MessageBubble.MetaAction onClick={onRemove}>
						<FormattedMessage id="chat.remove" />
					</MessageBubble.MetaAction>
				) : null}
			</>
		)
	} else if (status) {
		state = (
			<>
				<Icon name="check" size="small" />
				<span>
					<FormattedMessage id={status === 'read' ? 'chat.status.read' : 'chat.status.sent'} />
				</span>
			</>
		)
	}
	return <MessageBubble.Meta time={<time dateTime={createdAt}>{time}</time>} status={state} failed={status === 'failed'} />
}

/** An event's words as plain text (the conversations list's preview); null for an event this version does not know. */
export function chatEventText(intl: ReturnType<typeof useIntl>, card: ChatCardView | null): string | null {
	if (!card || (card.type !== 'campaign' && card.type !== 'system')) return null
	const messageId = chatEventMessage(card.event)
	if (!messageId) return null
	const values: Record<string, string> = { kind: typeof card.params.kind === 'string' ? card.params.kind : 'other' }
	for (const [name, value] of Object.entries(card.params))
		if (name !== 'kind') values[name] = typeof value === 'number' ? intl.formatNumber(value) : value
	if (typeof card.params.status === 'number' && isOrderStatus(card.params.status))
		values.status = intl.formatMessage({ id: ORDER_STATUS_LABEL[card.params.status] })
	return intl.formatMessage({ id: messageId }, values)
}

/**
 * A campaign or system event, centred in the timeline: what happened, in the reader's language (the facts were
 * kept when it happened; names masked), with where to go next when there is somewhere.
 */
function EventLine({
	card,
	kind,
	viewer,
	createdAt,
}: {
	card: ChatCardView | null
	kind: 'system' | 'campaign'
	viewer: ChatViewer
	createdAt: string
}) {
	const intl = useIntl()
	const params = card && (card.type === 'campaign' || card.type === 'system') ? card.params : {}
	const event = card && (card.type === 'campaign' || card.type === 'system') ? card.event : null
	const messageId = chatEventMessage(event) ?? (kind === 'campaign' ? 'chat.card.campaign' : 'chat.system.event')
	const values: Record<string, string | number | ReactNode> = {}
	for (const [name, value] of Object.entries(params)) values[name] = typeof value === 'number' ? intl.formatNumber(value) : <bdi>{value}</bdi>
	// An order's status is a code: its label is read in the reader's language.
	if (typeof params.status === 'number' && isOrderStatus(params.status)) values.status = intl.formatMessage({ id: ORDER_STATUS_LABEL[params.status] })
	let action: { to: string; labelId: string } | null = null
	if (viewer === 'buyer' && card?.type === 'campaign' && event === 'campaign.qualified')
		action = { to: claimLink(card.campaignId), labelId: 'chat.event.claim' }
	if (card?.type === 'system' && typeof params.orderId === 'string' && typeof params.number === 'string') {
		action = {
			to: viewer === 'staff' ? href('/staff/orders/:number', { number: params.number }) : orderLink(params.orderId),
			labelId: 'chat.event.viewOrder',
		}
	}
	return (
		<MessageBubble.Event
			icon={kind === 'campaign' ? 'gift' : 'info'}
			action={
				action ? (
					<Link to={action.to}>
						<FormattedMessage id={action.labelId} />
					</Link>
				) : null
			}
			time={<time dateTime={createdAt}>{intl.formatTime(createdAt, { hour: 'numeric', minute: '2-digit' })}</time>}
		>
			<FormattedMessage id={messageId} values={{ ...values, kind: typeof params.kind === 'string' ? params.kind : 'other' }} />
		</MessageBubble.Event>
	)
}

function ChatCard({ card, viewer }: { card: ChatCardView; viewer: ChatViewer }) {
	switch (card.type) {
		case 'product': {
			const product = card.product
			return (
				<CardLink
					to={product ? href('/pages/commodity_details/index', { productId: product.id }) : null}
					image={product?.imageUrl ? `${product.imageUrl}?w=200` : null}
					label={<FormattedMessage id="chat.card.product" />}
					title={product?.title}
					detail={product ? null : <FormattedMessage id="chat.card.gone" />}
				>
					{product ? <Price amount={product.promotionPrice ?? product.price} size="small" /> : null}
				</CardLink>
			)
		}
		case 'inquiry': {
			const inquiry = card.inquiry
			const live = inquiry && !inquiry.deleted
			return (
				<CardLink
					to={live ? inquiryLink(inquiry.id) : null}
					image={live ? inquiry.imageUrl : null}
					label={<FormattedMessage id="chat.card.inquiry" />}
					title={live ? inquiry.description : null}
					detail={
						live ? (
							<FormattedMessage id="inquiry.quantityValue" values={{ count: inquiry.estimatedQuantity }} />
						) : (
							<FormattedMessage id="chat.card.gone" />
						)
					}
				/>
			)
		}
		case 'quote':
			return card.quote ? (
				<QuoteCard quote={card.quote} actions={viewer === 'buyer'} />
			) : (
				<MessageBubble.Card label={<FormattedMessage id="chat.card.gone" />} />
			)
		case 'order': {
			const order = card.order
			const to = order ? (viewer === 'staff' ? href('/staff/orders/:number', { number: order.number }) : orderLink(order.id)) : null
			return <OrderCard order={order} to={to} />
		}
		default:
			return null
	}
}

/** An order as a card: its number, status, amount and first item's picture; the sender's own order only. */
export function OrderCard({ order, to }: { order: OrderCardValue | null; to: string | null }) {
	return (
		<CardLink
			to={to}
			image={order?.imageUrl ? `${order.imageUrl}?w=200` : null}
			label={<FormattedMessage id="chat.card.order" />}
			title={order?.number}
			titleDir="ltr"
			detail={
				order ? (
					<>
						{isOrderStatus(order.status) ? <FormattedMessage id={ORDER_STATUS_LABEL[order.status]} /> : null}
						{' · '}
						<FormattedMessage id="chat.card.orderItems" values={{ count: order.itemCount }} />
					</>
				) : (
					<FormattedMessage id="chat.card.gone" />
				)
			}
		>
			{order ? <Price amount={order.payableAmount} size="small" /> : null}
		</CardLink>
	)
}

type OrderCardValue = Extract<ChatCardView, { type: 'order' }>['order']

/** A card in a message, a link to what it shows while that still exists. */
export function CardLink({ to, children, ...card }: Omit<MessageCardProps, 'asChild'> & { to: string | null }) {
	if (!to) return <MessageBubble.Card {...card}>{children}</MessageBubble.Card>
	return (
		<MessageBubble.Card {...card} asChild>
			<Link to={to} prefetch="intent">
				{children}
			</Link>
		</MessageBubble.Card>
	)
}

/** A day's words in the reader's language: "Today", "Yesterday", or the date (days in Baghdad). */
export function dayLabelOf(intl: ReturnType<typeof useIntl>, day: string, today: string): string {
	if (day === today) return intl.formatMessage({ id: 'chat.day.today' })
	if (day === dayBefore(today)) return intl.formatMessage({ id: 'chat.day.yesterday' })
	return intl.formatDate(middayOf(day), { dateStyle: 'medium' })
}

/** The separator before the first message of each day. */
export function DaySeparator({ day, today }: { day: string; today: string }) {
	return <DayPill label={dayLabelOf(useIntl(), day, today)} />
}

export function todayInBaghdad() {
	return baghdadDay(Date.now())
}
