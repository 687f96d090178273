import { useLocation } from '@remix-run/react'
import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { type ChatMessageView } from './chat-view.ts'
import { notificationsOn } from './notification-choice.ts'
import { href } from '#app/href.ts'

/**
 * Support replies as notifications while the buyer is on another page of the shop (issue 5 item 2). Nothing is
 * loaded or connected unless the buyer turned notifications on in the chat; on the chat page the chat shows them.
 */
export function SupportReplyNotifier({ userId }: { userId: string | null }) {
	const intl = useIntl()
	const onChat = useLocation().pathname === href('/pages/chat-room/index')
	useEffect(() => {
		if (!userId || onChat || !notificationsOn()) return
		let closed = false
		let watcher: { close: () => void } | null = null
		const describe = (message: ChatMessageView) =>
			message.body ||
			intl.formatMessage({
				id: message.images.length ? 'chat.image.support' : message.voice ? 'conversation.preview.voice' : 'chat.notify.newMessage',
			})
		void import('./reply-notifier.ts').then(({ watchSupportReplies }) => {
			if (!closed) watcher = watchSupportReplies(userId, { title: intl.formatMessage({ id: 'chat.notify.title' }), describe })
		})
		return () => {
			closed = true
			watcher?.close()
		}
	}, [userId, onChat, intl])
	return null
}
