import { useEffect, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { Button, Icon } from '#design-system'
import * as styles from './Chat.css.ts'
import { notificationsSupported, readNotificationChoice, writeNotificationChoice } from './notification-choice.ts'
import { enableReplyNotifications } from './reply-notifications.ts'

type PromptState = 'hidden' | 'offer' | 'asking' | 'blocked'

/**
 * "Get a notification when support replies?" in the chat, never a browser prompt on load: the browser asks only
 * when the buyer taps the button. Shown until they answer (on, or not now); a blocked permission says where to
 * change it.
 */
export function NotificationPrompt({ pushPublicKey }: { pushPublicKey: string | null }) {
	const [state, setState] = useState<PromptState>('hidden')
	useEffect(() => {
		if (!notificationsSupported() || readNotificationChoice() !== null || Notification.permission === 'denied') return
		setState('offer')
	}, [])
	if (state === 'hidden') return null

	async function enable() {
		setState('asking')
		const permission = await enableReplyNotifications(pushPublicKey).catch(() => 'denied' as const)
		if (permission === 'granted') setState('hidden')
		else if (permission === 'denied') setState('blocked')
		else setState('offer')
	}

	function dismiss() {
		writeNotificationChoice('dismissed')
		setState('hidden')
	}

	return (
		<div className={styles.notifyPrompt} role="region" aria-labelledby="chat-notify-prompt">
			<Icon name="bell" size="small" />
			<p id="chat-notify-prompt" className={styles.notifyText}>
				<FormattedMessage id={state === 'blocked' ? 'chat.notify.blocked' : 'chat.notify.prompt'} />
			</p>
			<div className={styles.notifyActions}>
				{state === 'blocked' ? null : (
					<Button type="button" size="small" onClick={() => void enable()} loading={state === 'asking'}>
						<FormattedMessage id="chat.notify.enable" />
					</Button>
				)}
				<Button type="button" size="small" variant="ghost" tone="neutral" onClick={dismiss}>
					<FormattedMessage id={state === 'blocked' ? 'chat.voice.close' : 'chat.notify.dismiss'} />
				</Button>
			</div>
		</div>
	)
}
