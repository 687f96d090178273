import { useEffect, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { Box, Button, Callout } from '#design-system'
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
		<Box marginInline="small" marginBlockEnd="small">
			<Callout.Root tone="neutral" variant="outline" size="small" role="region" aria-labelledby="chat-notify-prompt">
				<Callout.Icon name="bell" />
				<Callout.Text id="chat-notify-prompt">
					<FormattedMessage id={state === 'blocked' ? 'chat.notify.blocked' : 'chat.notify.prompt'} />
				</Callout.Text>
				<Callout.Actions>
					{state === 'blocked' ? null : (
						<Button type="button" size="small" onClick={() => void enable()} loading={state === 'asking'}>
							<FormattedMessage id="chat.notify.enable" />
						</Button>
					)}
					<Button type="button" size="small" variant="ghost" tone="neutral" onClick={dismiss}>
						<FormattedMessage id={state === 'blocked' ? 'chat.voice.close' : 'chat.notify.dismiss'} />
					</Button>
				</Callout.Actions>
			</Callout.Root>
		</Box>
	)
}
