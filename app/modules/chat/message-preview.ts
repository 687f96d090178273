import { type useIntl } from 'react-intl'
import { type ChatEventParams, type ChatMessageKind } from '#app/db/schema/chat.ts'
import { chatEventText } from './ChatMessage.tsx'

const PREVIEW_LABELS: Partial<Record<ChatMessageKind, string>> = {
	image: 'conversation.preview.image',
	voice: 'conversation.preview.voice',
	product: 'chat.card.product',
	inquiry: 'chat.card.inquiry',
	quote: 'chat.card.quote',
	order: 'chat.card.order',
	campaign: 'chat.card.campaign',
	system: 'chat.system.event',
}

/**
 * A message in one line of a list (the buyer's conversations, the agent's inbox): its text, the event it tells in
 * the reader's language, or what it is (a photo, a voice message, a card).
 */
export function messagePreviewText(
	intl: ReturnType<typeof useIntl>,
	message: { kind: ChatMessageKind; body: string; event?: string | null; params?: ChatEventParams },
): string {
	if (message.body) return message.body
	const event = message.event ? chatEventText(intl, { type: 'system', event: message.event, params: message.params ?? {} }) : null
	const label = PREVIEW_LABELS[message.kind]
	return event ?? (label ? intl.formatMessage({ id: label }) : '')
}
