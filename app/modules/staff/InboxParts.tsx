import { Form, Link } from '@remix-run/react'
import { lazy, Suspense, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Card, ChatLayout, ComposerSuggestion, DeskLayout, Heading, MessageBubble, Spinner, Stack, Text, Thumbnail } from '#design-system'
import { FieldError } from '#app/components/FieldError.tsx'
import { type ChatMessageView } from '#app/modules/chat/chat-view.ts'
import { ChatMessageBubble, DaySeparator, todayInBaghdad } from '#app/modules/chat/ChatMessage.tsx'
import { baghdadDay } from '#app/modules/history/baghdad-day.ts'
import { href } from '#app/href.ts'

export { inboxConversationPath } from './inbox.ts'

/** Common answers an agent drops into the reply box (in the agent's language) and edits before sending. */
export const CANNED_REPLIES = [
	'staff.canned.greeting',
	'staff.canned.checking',
	'staff.canned.photo',
	'staff.canned.shipping',
	'staff.canned.thanks',
] as const

/**
 * The conversation as an agent reads it without JavaScript: the buyer's bubbles on one side, support's (any
 * agent's) on the other, with day separators; the same bubbles as the buyer's chat, so text is always shown as
 * text. Newest first in the markup and at the bottom on screen, in view first (as the buyer's page without
 * JavaScript).
 */
export function InboxTimeline({ messages }: { messages: readonly ChatMessageView[] }) {
	const intl = useIntl()
	const today = todayInBaghdad()
	return (
		<DeskLayout.Frame>
			<ChatLayout.StaticList role="log" aria-label={intl.formatMessage({ id: 'staff.conversation.timeline' })} data-inbox-timeline="">
				{[...messages].reverse().map((message, index, reversed) => {
					const day = baghdadDay(new Date(message.createdAt))
					const next = reversed[index + 1]
					const firstOfDay = !next || baghdadDay(new Date(next.createdAt)) !== day
					return (
						<li key={message.id} data-message-seq={message.seq} data-side={message.side}>
							{firstOfDay ? <DaySeparator day={day} today={today} /> : null}
							<ChatMessageBubble message={message} own={message.side === 'staff'} createdAt={message.createdAt} status={null} viewer="staff" />
						</li>
					)
				})}
			</ChatLayout.StaticList>
		</DeskLayout.Frame>
	)
}

/** Buttons that put a common answer into the reply box (needs JavaScript; the box works without it). */
export function CannedReplies({ onPick }: { onPick: (text: string) => void }) {
	const intl = useIntl()
	return (
		<section aria-labelledby="canned-replies">
			<Heading level={4} as="h3" tone="strong" id="canned-replies">
				<FormattedMessage id="staff.conversation.canned.label" />
			</Heading>
			<Stack as="ul" direction="row" wrap gap="xsmall">
				{CANNED_REPLIES.map((id) => {
					const text = intl.formatMessage({ id })
					return (
						<li key={id}>
							<ComposerSuggestion title={text} onClick={() => onPick(text)}>
								{text}
							</ComposerSuggestion>
						</li>
					)
				})}
			</Stack>
		</section>
	)
}

const VoiceRecorder = lazy(() => import('#app/modules/chat/VoiceRecorder.tsx'))

/**
 * An agent's voice reply: the buyer's recorder (loaded on the first tap), sent straight into the conversation.
 * Needs JavaScript and a microphone; the text reply works without either.
 */
export function StaffVoiceReply({ conversationId }: { conversationId: string }) {
	const intl = useIntl()
	const [recording, setRecording] = useState(false)
	const [sending, setSending] = useState(false)
	const [error, setError] = useState<string | null>(null)

	async function send(recording: Blob, durationMs: number) {
		setRecording(false)
		setSending(true)
		setError(null)
		const form = new FormData()
		form.append('conversationId', conversationId)
		form.append('clientId', crypto.randomUUID())
		form.append('durationMs', String(Math.round(durationMs)))
		form.append('voice', recording, 'voice')
		try {
			const response = await fetch(href('/resources/staff-chat-voice'), {
				method: 'POST',
				body: form,
				credentials: 'same-origin',
				headers: { Accept: 'application/json' },
			})
			if (!response.ok) {
				const body = (await response.json().catch(() => null)) as { error?: string } | null
				setError(body?.error ?? 'chat.status.failed')
			} else await response.arrayBuffer()
			// Stored: the timeline hears it on the staff channel like any other message.
		} catch {
			setError('chat.status.failed')
		} finally {
			setSending(false)
		}
	}

	if (recording) {
		return (
			<Suspense fallback={<Spinner size="small" />}>
				<VoiceRecorder onSend={(blob, durationMs) => void send(blob, durationMs)} onClose={() => setRecording(false)} />
			</Suspense>
		)
	}
	return (
		<Stack direction="row" wrap gap="small">
			<Button type="button" variant="outline" tone="neutral" size="small" icon="mic" loading={sending} onClick={() => setRecording(true)}>
				{intl.formatMessage({ id: 'chat.voice.record' })}
			</Button>
			{error ? <FieldError errors={[error]} /> : null}
		</Stack>
	)
}

/** What the console lists of one of its own canned replies (canned-replies.server.ts). */
export type OwnCannedReply = { id: string; body: string; image: { url: string; width: number; height: number } | null }

/**
 * The console's own canned replies, each sent as it is in one tap (a picture with its caption, or a text): one
 * small form per reply, so it works without JavaScript; the reply form's client id makes a double tap one message.
 */
export function OwnCannedReplies({ replies, clientId }: { replies: readonly OwnCannedReply[]; clientId: string }) {
	const intl = useIntl()
	return (
		<section aria-labelledby="own-canned-replies">
			<Stack direction="row" wrap align="center" gap="small">
				<Heading level={4} as="h3" tone="strong" id="own-canned-replies">
					<FormattedMessage id="staff.conversation.canned.own" />
				</Heading>
				<Link to={href('/staff/canned')}>
					<Text inline tone="brand" weight="strong">
						<FormattedMessage id="staff.canned.manage" />
					</Text>
				</Link>
			</Stack>
			{replies.length === 0 ? (
				<Text as="p" tone="muted" size="small">
					<FormattedMessage id="staff.canned.empty" />
				</Text>
			) : (
				<Stack as="ul" gap="small">
					{replies.map((reply) => (
						<li key={reply.id}>
							<Card asChild variant="outline" padding="small" radius="medium">
								<Form method="post">
									<Stack direction="row" align="start" gap="small">
										<input type="hidden" name="intent" value="canned" />
										<input type="hidden" name="clientId" value={clientId} />
										<input type="hidden" name="cannedReplyId" value={reply.id} />
										{reply.image ? <Thumbnail src={reply.image.url} alt={intl.formatMessage({ id: 'staff.canned.picture' })} size="small" /> : null}
										<Stack gap="none" flexGrow={1}>
											<MessageBubble.Text size="small">{reply.body}</MessageBubble.Text>
										</Stack>
										<Button
											type="submit"
											size="small"
											variant="soft"
											icon="send"
											aria-label={intl.formatMessage(
												{ id: 'staff.canned.sendOne' },
												{ reply: reply.body || intl.formatMessage({ id: 'staff.canned.picture' }) },
											)}
										>
											<FormattedMessage id="staff.canned.send" />
										</Button>
									</Stack>
								</Form>
							</Card>
						</li>
					))}
				</Stack>
			)}
		</section>
	)
}
