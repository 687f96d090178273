import { check, index, pgTable, text } from 'drizzle-orm/pg-core'
import { id, oneOf, timestamps } from './columns.ts'

export const OUTBOX_CHANNELS = ['whatsapp', 'sms', 'email'] as const
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number]

/** Messages the local senders "deliver" while no real sender is configured; shown on /dev/outbox. */
export const outboxMessages = pgTable(
	'outbox_messages',
	{
		id: id(),
		channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
		recipient: text('recipient').notNull(),
		subject: text('subject'),
		body: text('body').notNull(),
		...timestamps(),
	},
	(t) => [
		index('outbox_messages_recipient_created_idx').on(t.recipient, t.createdAt),
		index('outbox_messages_created_idx').on(t.createdAt),
		check('outbox_messages_channel_check', oneOf(t.channel, OUTBOX_CHANNELS)),
	],
)
