import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { id, oneOf, timestamps, timestampTz } from './columns.ts'

/*
 * The buyer's chat with support and sourcing inquiries (issue 5; DESIGN.md sections 4 and 6). Nothing here is
 * hard-deleted by a user: messages stay, inquiries and their photos are soft-deleted.
 *
 * Ordering and catch-up: every message gets `seq` from one identity sequence. A sender first locks its
 * conversation's row, then inserts, then commits, so within one conversation messages commit in `seq`
 * order and "everything after the last seq I saw" (one index range on (conversation_id, seq)) never skips
 * a message that commits later with a smaller number.
 */

export const CONVERSATION_STATUSES = ['open', 'closed'] as const
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number]

/** Who wrote a message: the buyer, a member of staff, or Dijla itself (campaign and system events). */
export const CHAT_SIDES = ['buyer', 'staff', 'system'] as const
export type ChatSide = (typeof CHAT_SIDES)[number]

/**
 * What a message shows: text, a picture (attachments), a voice note (attachments), or a card that points at
 * something else (`payload`): a product, a sourcing inquiry, a quote, an order; campaign and system events.
 */
export const CHAT_MESSAGE_KINDS = ['text', 'image', 'voice', 'product', 'inquiry', 'quote', 'order', 'campaign', 'system'] as const
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number]

/** A picture or voice note on a message: a storage key (folder `chat`) and what is needed to lay it out. */
export type ChatAttachment = { type: 'image'; key: string; width: number; height: number } | { type: 'voice'; key: string; durationMs: number }

/** An event's facts, shown through a message id in the reader's language (names already masked). */
export type ChatEventParams = Record<string, string | number>

/**
 * What a card message points at (by id; the reader fetches the current title, price, status). Campaign and
 * system messages carry the event's name and its facts at the time (`helped` 2 of `target` 3), so the
 * timeline can say what happened in whichever language it is read.
 */
export type ChatPayload =
	| { productId: string }
	| { inquiryId: string }
	| { quoteId: string }
	| { orderId: string }
	| { campaignId: string; event?: string; params?: ChatEventParams }
	| { event: string; params?: ChatEventParams }

/**
 * A buyer's conversation with support: one per buyer. Counters are kept on the row so the inbox and the
 * account tab's badge are one read: `buyer_unread` counts staff messages after `buyer_last_read_seq`,
 * `staff_unread` buyer messages after `staff_last_read_seq`.
 */
export const conversations = pgTable(
	'conversations',
	{
		id: id(),
		buyerId: text('buyer_id')
			.notNull()
			.references(() => users.id, { onDelete: 'restrict' }),
		assignedStaffId: text('assigned_staff_id').references(() => users.id, { onDelete: 'set null' }),
		status: text('status', { enum: CONVERSATION_STATUSES }).notNull().default('open'),
		lastMessageSeq: bigint('last_message_seq', { mode: 'number' }),
		lastMessageAt: timestampTz('last_message_at'),
		buyerUnread: integer('buyer_unread').notNull().default(0),
		staffUnread: integer('staff_unread').notNull().default(0),
		buyerLastReadSeq: bigint('buyer_last_read_seq', { mode: 'number' }).notNull().default(0),
		staffLastReadSeq: bigint('staff_last_read_seq', { mode: 'number' }).notNull().default(0),
		closedAt: timestampTz('closed_at'),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('conversations_buyer_unique').on(t.buyerId),
		// The staff inbox: unread first, then the latest activity.
		index('conversations_inbox_idx').on(t.status, t.staffUnread.desc(), t.lastMessageAt.desc()),
		index('conversations_assigned_idx').on(t.assignedStaffId, t.lastMessageAt.desc()),
		check('conversations_status_check', oneOf(t.status, CONVERSATION_STATUSES)),
		check('conversations_unread_check', sql`${t.buyerUnread} >= 0 and ${t.staffUnread} >= 0`),
	],
)

/**
 * One message. `client_id` is made by the sender's device before sending (the outbox), unique per sender,
 * so a send retried after a dropped connection stores the message once. System messages have no sender.
 */
export const chatMessages = pgTable(
	'chat_messages',
	{
		id: id(),
		seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
		conversationId: text('conversation_id')
			.notNull()
			.references(() => conversations.id, { onDelete: 'restrict' }),
		senderId: text('sender_id').references(() => users.id, { onDelete: 'restrict' }),
		side: text('side', { enum: CHAT_SIDES }).notNull(),
		clientId: text('client_id').notNull(),
		kind: text('kind', { enum: CHAT_MESSAGE_KINDS }).notNull(),
		/** Plain text as typed (shown as text, never as HTML); a caption for pictures; empty for cards. */
		body: text('body').notNull().default(''),
		attachments: jsonb('attachments').$type<ChatAttachment[]>().notNull().default([]),
		payload: jsonb('payload').$type<ChatPayload>(),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('chat_messages_conversation_seq_unique').on(t.conversationId, t.seq),
		uniqueIndex('chat_messages_sender_client_unique').on(t.senderId, t.clientId),
		check('chat_messages_side_check', oneOf(t.side, CHAT_SIDES)),
		check('chat_messages_kind_check', oneOf(t.kind, CHAT_MESSAGE_KINDS)),
		check('chat_messages_sender_check', sql`(${t.side} = 'system') = (${t.senderId} is null)`),
		check('chat_messages_client_id_check', sql`length(${t.clientId}) between 1 and 64`),
		check('chat_messages_body_length_check', sql`length(${t.body}) <= 4000`),
	],
)

export const CHAT_FILE_TYPES = ['image', 'voice'] as const
export type ChatFileType = (typeof CHAT_FILE_TYPES)[number]

/**
 * A picture or voice note uploaded into a conversation, before and after a message carries it. The upload
 * is checked and re-encoded by the server; the message then names the key, and the server fills in the
 * size or duration from here, so a message can only carry files its sender uploaded to that conversation.
 * The file route serves a key only to the conversation's buyer and to staff.
 */
export const chatFiles = pgTable(
	'chat_files',
	{
		storageKey: text('storage_key').primaryKey(),
		conversationId: text('conversation_id')
			.notNull()
			.references(() => conversations.id, { onDelete: 'restrict' }),
		uploaderId: text('uploader_id')
			.notNull()
			.references(() => users.id, { onDelete: 'restrict' }),
		/** The device's id for the upload: retrying an upload returns the file already stored. */
		clientId: text('client_id').notNull(),
		type: text('type', { enum: CHAT_FILE_TYPES }).notNull(),
		contentType: text('content_type').notNull(),
		bytes: integer('bytes').notNull(),
		width: integer('width'),
		height: integer('height'),
		durationMs: integer('duration_ms'),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('chat_files_uploader_client_unique').on(t.uploaderId, t.clientId),
		index('chat_files_conversation_idx').on(t.conversationId),
		check('chat_files_type_check', oneOf(t.type, CHAT_FILE_TYPES)),
	],
)

/** Sourcing inquiries: open until staff answer with a quote; closed by the buyer or staff. */
export const INQUIRY_STATUSES = ['open', 'quoted', 'closed'] as const
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]

/** One attribute of the wanted goods, as the buyer names it ("colour": "black"). */
export type InquiryAttribute = { name: string; value: string }

/**
 * A buyer's request to source goods Dijla does not list (spec section 3, "Product request"): what they need,
 * its attributes, how many, and the unit price they aim for (IQD). Deleting only sets `deleted_at`.
 */
export const inquiries = pgTable(
	'inquiries',
	{
		id: id(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'restrict' }),
		description: text('description').notNull(),
		attributes: jsonb('attributes').$type<InquiryAttribute[]>().notNull().default([]),
		estimatedQuantity: integer('estimated_quantity').notNull(),
		/** IQD per unit; null when the buyer leaves it to Dijla. */
		targetUnitPrice: integer('target_unit_price'),
		status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('open'),
		deletedAt: timestampTz('deleted_at'),
		...timestamps(),
	},
	(t) => [
		index('inquiries_user_live_idx')
			.on(t.userId, t.createdAt.desc())
			.where(sql`${t.deletedAt} is null`),
		index('inquiries_status_idx').on(t.status, t.createdAt.desc()),
		check('inquiries_status_check', oneOf(t.status, INQUIRY_STATUSES)),
		check('inquiries_quantity_check', sql`${t.estimatedQuantity} >= 1`),
		check('inquiries_price_check', sql`${t.targetUnitPrice} is null or ${t.targetUnitPrice} >= 1`),
	],
)

/** A photo of what the buyer needs (folder `inquiries`), re-encoded by the server. Removing one sets `deleted_at`. */
export const inquiryImages = pgTable(
	'inquiry_images',
	{
		id: id(),
		inquiryId: text('inquiry_id')
			.notNull()
			.references(() => inquiries.id, { onDelete: 'restrict' }),
		storageKey: text('storage_key').notNull(),
		width: integer('width').notNull(),
		height: integer('height').notNull(),
		sort: integer('sort').notNull().default(0),
		deletedAt: timestampTz('deleted_at'),
		...timestamps(),
	},
	(t) => [uniqueIndex('inquiry_images_key_unique').on(t.storageKey), index('inquiry_images_inquiry_idx').on(t.inquiryId, t.sort)],
)

/**
 * The staff console's own canned replies (issue 5 item 5), beside the built-in ones in the locale files: a text
 * an agent sends as it is, optionally with a picture (folder `canned`, checked and re-encoded like a chat
 * picture; only staff may fetch it). Sending one copies the picture into the conversation, so the message
 * outlives an edit or removal of the reply. Removing only sets `deleted_at`.
 */
export const cannedReplies = pgTable(
	'canned_replies',
	{
		id: id(),
		body: text('body').notNull().default(''),
		imageKey: text('image_key'),
		imageWidth: integer('image_width'),
		imageHeight: integer('image_height'),
		sort: integer('sort').notNull().default(0),
		createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
		deletedAt: timestampTz('deleted_at'),
		...timestamps(),
	},
	(t) => [
		index('canned_replies_live_idx')
			.on(t.sort, t.createdAt)
			.where(sql`${t.deletedAt} is null`),
		check('canned_replies_body_length_check', sql`length(${t.body}) <= 2000`),
		check('canned_replies_content_check', sql`length(${t.body}) > 0 or ${t.imageKey} is not null`),
	],
)

/**
 * A browser's Web Push subscription (issue 5 item 2): where the push service takes messages for one of the
 * buyer's devices, and the keys they are encrypted with. One row per endpoint; a push service answering 404
 * or 410 means the subscription is gone, and the row is deleted then (it is the browser's, not the buyer's data).
 */
export const pushSubscriptions = pgTable(
	'push_subscriptions',
	{
		id: id(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		endpoint: text('endpoint').notNull(),
		p256dh: text('p256dh').notNull(),
		auth: text('auth').notNull(),
		lastSuccessAt: timestampTz('last_success_at'),
		...timestamps(),
	},
	(t) => [
		uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
		index('push_subscriptions_user_idx').on(t.userId),
		check('push_subscriptions_endpoint_check', sql`length(${t.endpoint}) <= 2048`),
	],
)
