import { desc, eq } from 'drizzle-orm'
import { type Db } from '#app/db/client.server.ts'
import { outboxMessages } from '#app/db/schema/outbox.ts'
import { logger } from '#app/utils/logger.server.ts'
import { type CodeSender, DeliveryError } from './code-sender.ts'
import { codeMessage } from './messages.ts'

/**
 * The local sender: the message (with the code) is written to `outbox_messages`, shown on /dev/outbox, and
 * printed to the server log. Used for every channel that has no real sender configured. A failed insert is a
 * DeliveryError like any other: the buyer is never told a code went out when it did not.
 */
export function createOutboxSender(db: Db): CodeSender {
	return {
		async send(input) {
			const message = codeMessage(input.locale, input.code, undefined, input.message)
			let row: { id: string } | undefined
			try {
				;[row] = await db
					.insert(outboxMessages)
					.values({
						channel: input.channel,
						recipient: input.to,
						subject: input.channel === 'email' ? message.subject : null,
						body: message.text,
					})
					.returning({ id: outboxMessages.id })
			} catch (error) {
				throw new DeliveryError('Outbox: the message could not be stored', { channel: input.channel, retryable: true, cause: error })
			}
			if (!row) throw new DeliveryError('Outbox: the message could not be stored', { channel: input.channel, retryable: true })
			// Deliberately logs the text: with no real sender, the log and /dev/outbox are where the code is read.
			logger.info(
				{ outboxId: row.id, channel: input.channel, recipient: input.to, text: message.text },
				input.message === 'contactChanged' ? 'dev outbox: notice' : 'dev outbox: code',
			)
			return { id: row.id }
		},
	}
}

export type OutboxMessage = typeof outboxMessages.$inferSelect

/** The newest outbox messages first, optionally for one recipient (what /dev/outbox shows). */
export async function listOutboxMessages(db: Db, options: { recipient?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
	const limit = Math.min(Math.max(Math.trunc(options.limit ?? 50), 1), 500)
	return db
		.select()
		.from(outboxMessages)
		.where(options.recipient ? eq(outboxMessages.recipient, options.recipient) : undefined)
		.orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
		.limit(limit)
}
