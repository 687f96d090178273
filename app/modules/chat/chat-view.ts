import { type ChatEventParams, type ChatMessageKind, type ChatSide, type ConversationStatus, type InquiryStatus } from '#app/db/schema/chat.ts'
import { type QuoteCardView } from '#app/modules/quotes/quote-view.ts'
import { CHAT_FILE_PATH } from './chat-limits.ts'

/**
 * What the browser gets of a conversation and its messages (loader data and the messages resource alike).
 * Dates are ISO strings so both paths serialise the same way.
 */

export type ChatImageView = { url: string; width: number; height: number }
export type ChatVoiceView = { url: string; durationMs: number }

export type ProductCardView = {
	id: string
	title: string
	imageUrl: string | null
	price: number
	promotionPrice: number | null
	minOrderQty: number
}

export type InquiryCardView = {
	id: string
	description: string
	estimatedQuantity: number
	targetUnitPrice: number | null
	status: InquiryStatus
	imageUrl: string | null
	deleted: boolean
}

export type OrderCardView = {
	id: string
	number: string
	/** Spec section 4's status code (the label is a message id, order-status.ts). */
	status: number
	payableAmount: number
	itemCount: number
	imageUrl: string | null
}

/** A card message's subject, looked up when the message is read (current title, status); null when gone. */
export type ChatCardView =
	| { type: 'product'; productId: string; product: ProductCardView | null }
	| { type: 'inquiry'; inquiryId: string; inquiry: InquiryCardView | null }
	| { type: 'quote'; quoteId: string; quote: QuoteCardView | null }
	| { type: 'order'; orderId: string; order: OrderCardView | null }
	| { type: 'campaign'; campaignId: string; event: string | null; params: ChatEventParams }
	| { type: 'system'; event: string; params: ChatEventParams }

export type ChatMessageView = {
	id: string
	seq: number
	conversationId: string
	side: ChatSide
	senderId: string | null
	/** The sender's device id for the message (the outbox matches its pending copy by it). */
	clientId: string
	kind: ChatMessageKind
	body: string
	images: ChatImageView[]
	voice: ChatVoiceView | null
	card: ChatCardView | null
	createdAt: string
}

export type ConversationView = {
	id: string
	status: ConversationStatus
	lastMessageSeq: number | null
	lastMessageAt: string | null
	buyerUnread: number
	buyerLastReadSeq: number
	/** Read receipts: the buyer's messages up to here have been read by support. */
	staffLastReadSeq: number
}

export type ChatPage = { messages: ChatMessageView[]; hasMore: boolean }

/** Where a chat picture or voice note is served (only to the conversation's buyer and to staff). */
export function chatFileUrl(key: string): string {
	return `${CHAT_FILE_PATH}/${key}`
}
