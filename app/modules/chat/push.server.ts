import { and, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { type Db } from '#app/db/client.server.ts'
import { users } from '#app/db/schema/accounts.ts'
import { pushSubscriptions } from '#app/db/schema/chat.ts'
import { getIntl } from '#app/i18n/intl.ts'
import { DEFAULT_LOCALE, isLocale } from '#app/i18n/locales.ts'
import { getMessages } from '#app/i18n/messages.server.ts'
import { type PushSender } from '#app/providers/push/web-push.server.ts'
import { type ChatMessageView } from './chat-view.ts'
import { href } from '#app/href.ts'

/*
 * Web Push for support replies (issue 5 item 2): a buyer who turned notifications on keeps one subscription per
 * browser. After a staff reply is committed, and only when the buyer has no live connection (a page of the shop
 * open, which shows its own notification), each subscription gets the reply's first words in the buyer's
 * language; a push service answering 404 or 410 means the subscription is gone, and it is deleted.
 */

/** A browser's PushSubscription as `toJSON()` gives it. */
export const PushSubscriptionSchema = z.object({
	endpoint: z
		.string()
		.max(2048)
		.refine((value) => /^https:\/\//.test(value), 'error.http.400'),
	keys: z.object({
		p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/),
		auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/),
	}),
})
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>

/** How many browsers one buyer may have subscribed (a phone, a tablet, a computer, with room to spare). */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10
/** The first words of a reply in the notification. */
const PREVIEW_LENGTH = 120

/** Keeps a browser's subscription for this buyer (an endpoint moves to whoever subscribed it last). */
export async function savePushSubscription(db: Db, { userId, subscription }: { userId: string; subscription: PushSubscriptionInput }): Promise<void> {
	await db
		.insert(pushSubscriptions)
		.values({ userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth })
		.onConflictDoUpdate({
			target: pushSubscriptions.endpoint,
			set: { userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, updatedAt: new Date() },
		})
	// The oldest go when a buyer has subscribed more browsers than anyone has.
	const rows = await db
		.select({ id: pushSubscriptions.id })
		.from(pushSubscriptions)
		.where(eq(pushSubscriptions.userId, userId))
		.orderBy(pushSubscriptions.updatedAt)
	const extra = rows.slice(0, Math.max(0, rows.length - MAX_PUSH_SUBSCRIPTIONS_PER_USER)).map((row) => row.id)
	if (extra.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, extra))
}

/** The buyer turned notifications off in this browser (or signed out of it). */
export async function removePushSubscription(db: Db, { userId, endpoint }: { userId: string; endpoint: string }): Promise<void> {
	await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
}

export type ReplyPush = { title: string; body: string; url: string; tag: string }

/** The notification a reply makes, in the buyer's language. */
export function replyNotification(locale: string | null, message: Pick<ChatMessageView, 'body' | 'kind' | 'id'>): ReplyPush {
	const intl = getIntl(isLocale(locale) ? locale : DEFAULT_LOCALE, getMessages(isLocale(locale) ? locale : DEFAULT_LOCALE))
	const text = message.body.replace(/\s+/g, ' ').trim()
	const body = text
		? Array.from(text).length > PREVIEW_LENGTH
			? `${Array.from(text)
					.slice(0, PREVIEW_LENGTH - 1)
					.join('')}…`
			: text
		: intl.formatMessage({
				id: message.kind === 'image' ? 'chat.image.support' : message.kind === 'voice' ? 'conversation.preview.voice' : 'chat.notify.newMessage',
			})
	// One notification for the conversation: a newer reply replaces the older one.
	return { title: intl.formatMessage({ id: 'chat.notify.title' }), body, url: href('/pages/chat-room/index'), tag: 'dijla-support' }
}

export type ReplyPushResult = { sent: number; removed: number; failed: number; skipped: 'not-configured' | 'online' | null }

/**
 * After a staff reply committed: push it to the buyer's browsers unless they are connected right now. Never
 * throws (the reply is stored and in the chat whatever happens here).
 */
export async function pushReplyToBuyer(
	db: Db,
	{ buyerId, message }: { buyerId: string; message: Pick<ChatMessageView, 'body' | 'kind' | 'id'> },
	{ sender, isOnline }: { sender: PushSender | null; isOnline: (userId: string) => boolean },
): Promise<ReplyPushResult> {
	const result: ReplyPushResult = { sent: 0, removed: 0, failed: 0, skipped: null }
	if (!sender) return { ...result, skipped: 'not-configured' }
	if (isOnline(buyerId)) return { ...result, skipped: 'online' }
	const [subscriptions, [buyer]] = await Promise.all([
		db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, buyerId)),
		db.select({ language: users.language }).from(users).where(eq(users.id, buyerId)).limit(1),
	])
	if (subscriptions.length === 0) return result
	const payload = JSON.stringify(replyNotification(buyer?.language ?? null, message))
	await Promise.all(
		subscriptions.map(async (subscription) => {
			const outcome = await sender.send(subscription, payload).catch(() => ({ type: 'failed' as const, status: null }))
			if (outcome.type === 'gone') {
				result.removed += 1
				await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id))
			} else if (outcome.type === 'sent') {
				result.sent += 1
				await db.update(pushSubscriptions).set({ lastSuccessAt: new Date() }).where(eq(pushSubscriptions.id, subscription.id))
			} else result.failed += 1
		}),
	)
	return result
}
