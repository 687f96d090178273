import { userChannel } from '#app/realtime/channels.ts'
import { subscribe } from '#app/realtime/client.ts'
import { type ChatMessageView } from './chat-view.ts'
import { showReplyNotification } from './reply-notifications.ts'
import { href } from '#app/href.ts'

/**
 * On the shop's other pages (loaded only when notifications are on): listens on the buyer's channel and shows a
 * notification for each support reply, with its first words. The chat page does this itself.
 */
export function watchSupportReplies(userId: string, words: { title: string; describe: (message: ChatMessageView) => string }): { close: () => void } {
	const shown = new Set<string>()
	return subscribe([userChannel(userId)], {
		onEvent: (event) => {
			if (event.kind !== 'chat.message' || event.side !== 'staff' || typeof event.seq !== 'number' || typeof event.messageId !== 'string') return
			if (shown.has(event.messageId)) return
			shown.add(event.messageId)
			void fetch(href('/resources/chat-messages', { after: event.seq - 1, limit: 1 }), {
				credentials: 'same-origin',
				headers: { Accept: 'application/json' },
			})
				.then((response) => (response.ok ? (response.json() as Promise<{ messages?: ChatMessageView[] }>) : null))
				.then((page) => {
					const message = page?.messages?.find((candidate) => candidate.id === event.messageId)
					if (message) return showReplyNotification({ title: words.title, body: words.describe(message) })
				})
				.catch(() => undefined)
		},
	})
}
