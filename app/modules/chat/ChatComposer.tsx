import { Form, Link } from '@remix-run/react'
import { type ChangeEvent, type FormEvent, type KeyboardEvent, lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Box, Button, Callout, Composer, Price, Spinner, Stack, Text } from '#design-system'
import { FieldError } from '#app/components/FieldError.tsx'
import { CardLink, OrderCard } from './ChatMessage.tsx'
import { type OrderCardView, type ProductCardView } from './chat-view.ts'
import { CHAT_MESSAGE_MAX_LENGTH } from './chat-limits.ts'
import { href } from '#app/href.ts'

/** The recorder (MediaRecorder, the timer) loads only when the buyer taps the microphone. */
const VoiceRecorder = lazy(() => import('./VoiceRecorder.tsx'))

/** Form fields of the composer (the page's action reads them without JavaScript). */
export const COMPOSER_FIELDS = { intent: 'intent', body: 'body', image: 'image', productId: 'productId', orderId: 'orderId' } as const

export type LiveComposer = {
	onSendText: (body: string) => void
	onPickImage: (file: File) => void
	onTyping: () => void
	/** A finished voice message (absent where voice messages are not offered). */
	onSendVoice?: (recording: Blob, durationMs: number) => void
}

/**
 * Text and a picture. Without JavaScript it is a multipart form that posts to the chat page (the picture
 * rides along as a file); in the live room the text goes to the outbox and a picked picture is compressed
 * and sent at once.
 */
export function ChatComposer({ live, error }: { live?: LiveComposer; error?: string | null }) {
	const intl = useIntl()
	const inputRef = useRef<HTMLTextAreaElement>(null)
	const errorId = useId()
	const [hasText, setHasText] = useState(false)
	const [recording, setRecording] = useState(false)
	const [canRecord, setCanRecord] = useState(false)
	useEffect(() => {
		setCanRecord(Boolean(live?.onSendVoice) && typeof window.MediaRecorder === 'function' && Boolean(navigator.mediaDevices?.getUserMedia))
	}, [live?.onSendVoice])
	const showMic = canRecord && !hasText

	function submit(event: FormEvent<HTMLFormElement>) {
		if (!live) return
		event.preventDefault()
		const input = inputRef.current
		const body = input?.value.trim() ?? ''
		if (!input || !body) return
		live.onSendText(body)
		input.value = ''
		input.style.height = ''
		setHasText(false)
		input.focus()
	}

	function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
		// With a keyboard and mouse, Enter sends and Shift+Enter starts a new line; on a phone Enter is a new line.
		if (!live || event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
		if (!window.matchMedia('(pointer: fine)').matches) return
		event.preventDefault()
		event.currentTarget.form?.requestSubmit()
	}

	function input(event: ChangeEvent<HTMLTextAreaElement>) {
		const element = event.currentTarget
		element.style.height = ''
		element.style.height = `${Math.min(element.scrollHeight, 140)}px`
		setHasText(element.value.trim().length > 0)
		if (element.value.trim()) live?.onTyping()
	}

	function pick(event: ChangeEvent<HTMLInputElement>) {
		if (!live) return
		const file = event.currentTarget.files?.[0]
		event.currentTarget.value = ''
		if (file) live.onPickImage(file)
	}

	if (recording && live?.onSendVoice) {
		const onSendVoice = live.onSendVoice
		return (
			<Composer.Root>
				<Suspense
					fallback={
						<Composer.Row centered>
							<Spinner size="small" />
						</Composer.Row>
					}
				>
					<VoiceRecorder
						onSend={(blob, durationMs) => {
							setRecording(false)
							onSendVoice(blob, durationMs)
						}}
						onClose={() => setRecording(false)}
					/>
				</Suspense>
			</Composer.Root>
		)
	}

	return (
		<Composer.Root asChild>
			<Form method="post" action={href('/pages/chat-room/index')} encType="multipart/form-data" onSubmit={submit}>
				<input type="hidden" name={COMPOSER_FIELDS.intent} value="send" />
				<Composer.Row>
					<Composer.FileAction
						icon="image"
						name={COMPOSER_FIELDS.image}
						accept="image/*"
						label={intl.formatMessage({ id: 'chat.composer.image' })}
						onChange={live ? pick : undefined}
					/>
					<Composer.Input
						ref={inputRef}
						name={COMPOSER_FIELDS.body}
						maxLength={CHAT_MESSAGE_MAX_LENGTH}
						aria-label={intl.formatMessage({ id: 'chat.composer.label' })}
						placeholder={intl.formatMessage({ id: 'chat.composer.placeholder' })}
						aria-describedby={error ? errorId : undefined}
						aria-invalid={error ? true : undefined}
						onKeyDown={keyDown}
						onChange={input}
					/>
					{showMic ? (
						<Composer.Action icon="mic" tone="brand" label={intl.formatMessage({ id: 'chat.voice.record' })} onClick={() => setRecording(true)} />
					) : (
						<Composer.Action type="submit" icon="send" tone="brand" label={intl.formatMessage({ id: 'chat.composer.send' })} />
					)}
				</Composer.Row>
				{error ? (
					<Box paddingInline="small">
						<FieldError id={errorId} errors={[error]} />
					</Box>
				) : null}
			</Form>
		</Composer.Root>
	)
}

type ToSendChoice = { onSend?: () => void; onCancel?: () => void }

/**
 * "Ask support about this product": the product the buyer came from, sent as a card once they confirm.
 * Without JavaScript both buttons are plain: a form post, and a link back to the chat without it.
 */
export function ProductToSend({ product, ...choice }: { product: ProductCardView } & ToSendChoice) {
	return (
		<ToSend
			kind="product"
			id={product.id}
			card={
				<CardLink to={null} image={product.imageUrl ? `${product.imageUrl}?w=200` : null} title={product.title}>
					<Price amount={product.promotionPrice ?? product.price} size="small" />
				</CardLink>
			}
			{...choice}
		/>
	)
}

/** "Ask about this order": the buyer's order, sent as a card once they confirm; the same shape as the product. */
export function OrderToSend({ order, ...choice }: { order: OrderCardView } & ToSendChoice) {
	return <ToSend kind="order" id={order.id} card={<OrderCard order={order} to={null} />} {...choice} />
}

/** The card the buyer is about to send, with their choice under it, in a tinted panel above the composer. */
function ToSend({ kind, id, card, onSend, onCancel }: { kind: 'product' | 'order'; id: string; card: ReactNode } & ToSendChoice) {
	const labelId = `chat-${kind}-to-send`
	const field = kind === 'product' ? COMPOSER_FIELDS.productId : COMPOSER_FIELDS.orderId
	return (
		<Box marginInline="small" marginBlockEnd="small">
			<Callout.Root tone="brand" role="group" aria-labelledby={labelId}>
				<Text id={labelId} size="xsmall" tone="muted">
					<FormattedMessage id={`chat.${kind}.confirm`} />
				</Text>
				{card}
				<Stack
					as={Form}
					direction="row"
					gap="small"
					method="post"
					action={href('/pages/chat-room/index', { [field]: id })}
					onSubmit={
						onSend
							? (event) => {
									event.preventDefault()
									onSend()
								}
							: undefined
					}
				>
					<input type="hidden" name={COMPOSER_FIELDS.intent} value={kind} />
					<input type="hidden" name={field} value={id} />
					<Button type="submit" size="small" icon="send">
						<FormattedMessage id={`chat.${kind}.send`} />
					</Button>
					<Button asChild variant="ghost" tone="neutral" size="small">
						<Link
							to={href('/pages/chat-room/index')}
							replace
							onClick={
								onCancel
									? (event) => {
											event.preventDefault()
											onCancel()
										}
									: undefined
							}
						>
							<FormattedMessage id="chat.product.cancel" />
						</Link>
					</Button>
				</Stack>
			</Callout.Root>
		</Box>
	)
}
