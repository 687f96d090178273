/*
 * The buyer's unread support messages (the account tab's badge and the chat entry's). The page is rendered
 * with the count read with the session; from then on the buyer's channel carries it: every `chat.message`
 * and `chat.read` event says how many the buyer has not read (chat.server.ts), so the badge follows new
 * replies and reading without a request. No imports: the shop's frame uses it on every page.
 */

/** The badge shows at most this, then "99+". */
export const MAX_BADGE_COUNT = 99

type ChannelEvent = { kind: string; [key: string]: unknown }

/** The count after an event on the buyer's channel (unchanged by anything that does not carry one). */
export function supportUnreadAfter(count: number, event: ChannelEvent): number {
	if (event.kind !== 'chat.message' && event.kind !== 'chat.read') return count
	const next = event.buyerUnread
	return typeof next === 'number' && Number.isFinite(next) ? Math.max(0, Math.trunc(next)) : count
}

/** The badge's text: the number in the page's language, or "99+". */
export function unreadBadgeText(count: number, formatNumber: (value: number) => string): string {
	return count > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : formatNumber(count)
}
