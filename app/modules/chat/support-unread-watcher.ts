import { userChannel } from '#app/realtime/channels.ts'
import { subscribe, type SubscribeOptions } from '#app/realtime/client.ts'
import { supportUnreadAfter } from './support-unread.ts'
import { href } from '#app/href.ts'

/** Called with how to move the count on (events) or the count itself (after a reconnect). */
export type SupportUnreadUpdate = (next: (count: number) => number) => void

/**
 * Keeps the support badge live (loaded after the page, for signed-in buyers only): listens on the buyer's
 * channel and moves the count with each chat event; after a reconnect, when events may have been missed, asks
 * once for the count (read with the session, no query of its own), and so it does on starting again
 * (`refreshOnReady`).
 */
export function watchSupportUnread(
	userId: string,
	update: SupportUnreadUpdate,
	{ refreshOnReady = false, ...options }: SubscribeOptions & { refreshOnReady?: boolean } = {},
): { close: () => void } {
	const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
	let closed = false
	const refresh = () => {
		void doFetch(href('/resources/chat-read'), { credentials: 'same-origin', headers: { Accept: 'application/json' } })
			.then((response) => (response.ok ? (response.json() as Promise<{ unread?: unknown }>) : null))
			.then((body) => {
				const unread = body?.unread
				if (!closed && typeof unread === 'number') update(() => Math.max(0, Math.trunc(unread)))
			})
			.catch(() => undefined)
	}
	const subscription = subscribe(
		[userChannel(userId)],
		{
			onEvent: (event) => update((count) => supportUnreadAfter(count, event)),
			// Watching again after pages without the badge (the chat room, where the buyer read): the count may
			// have moved meanwhile. On a page fresh from the server it is the one just rendered.
			...(refreshOnReady ? { onReady: refresh } : {}),
			onReconnect: refresh,
		},
		options,
	)
	return {
		close() {
			closed = true
			subscription.close()
		},
	}
}
