import { Form, Link } from '@remix-run/react'
import { type ChangeEvent, type FormEvent, type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Icon, Price, Spinner } from '#design-system'
import { FieldError } from '#app/components/FieldError.tsx'
import { cx } from '#app/utils/cx.ts'
import * as styles from './Chat.css.ts'
import { OrderCard } from './ChatMessage.tsx'
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
			<div className={styles.composer}>
				<Suspense
					fallback={
						<div className={styles.recorder}>
							<Spinner size="small" />
						</div>
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
			</div>
		)
	}

	return (
		<Form method="post" action={href('/pages/chat-room/index')} encType="multipart/form-data" className={styles.composer} onSubmit={submit}>
			<input type="hidden" name={COMPOSER_FIELDS.intent} value="send" />
			<div className={styles.composerRow}>
				<label className={styles.iconAction}>
					<Icon name="image" />
					<input
						className={styles.fileInput}
						type="file"
						name={COMPOSER_FIELDS.image}
						accept="image/*"
						aria-label={intl.formatMessage({ id: 'chat.composer.image' })}
						onChange={live ? pick : undefined}
					/>
				</label>
				<textarea
					ref={inputRef}
					className={styles.input}
					name={COMPOSER_FIELDS.body}
					rows={1}
					maxLength={CHAT_MESSAGE_MAX_LENGTH}
					aria-label={intl.formatMessage({ id: 'chat.composer.label' })}
					placeholder={intl.formatMessage({ id: 'chat.composer.placeholder' })}
					aria-describedby={error ? errorId : undefined}
					aria-invalid={error ? true : undefined}
					onKeyDown={keyDown}
					onChange={input}
				/>
				{showMic ? (
					<button
						type="button"
						className={cx(styles.iconAction, styles.sendAction)}
						aria-label={intl.formatMessage({ id: 'chat.voice.record' })}
						onClick={() => setRecording(true)}
					>
						<Icon name="mic" />
					</button>
				) : (
					<button type="submit" className={cx(styles.iconAction, styles.sendAction)} aria-label={intl.formatMessage({ id: 'chat.composer.send' })}>
						<Icon name="send" />
					</button>
				)}
			</div>
			{error ? (
				<div className={styles.composerError}>
					<FieldError id={errorId} errors={[error]} />
				</div>
			) : null}
		</Form>
	)
}

/**
 * "Ask support about this product": the product the buyer came from, sent as a card once they confirm.
 * Without JavaScript both buttons are plain: a form post, and a link back to the chat without it.
 */
export function ProductToSend({ product, onSend, onCancel }: { product: ProductCardView; onSend?: () => void; onCancel?: () => void }) {
	return (
		<div className={styles.confirmCard} role="group" aria-labelledby="chat-product-to-send">
			<span id="chat-product-to-send" className={styles.cardLabel}>
				<FormattedMessage id="chat.product.confirm" />
			</span>
			<span className={styles.card}>
				{product.imageUrl ? <img className={styles.cardImage} src={`${product.imageUrl}?w=200`} alt="" width={56} height={56} /> : null}
				<span className={styles.cardBody}>
					<span className={styles.cardTitle} dir="auto">
						{product.title}
					</span>
					<Price amount={product.promotionPrice ?? product.price} size="small" />
				</span>
			</span>
			<Form
				method="post"
				action={href('/pages/chat-room/index', { productId: product.id })}
				className={styles.confirmActions}
				onSubmit={
					onSend
						? (event) => {
								event.preventDefault()
								onSend()
							}
						: undefined
				}
			>
				<input type="hidden" name={COMPOSER_FIELDS.intent} value="product" />
				<input type="hidden" name={COMPOSER_FIELDS.productId} value={product.id} />
				<Button type="submit" size="small" icon="send">
					<FormattedMessage id="chat.product.send" />
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
			</Form>
		</div>
	)
}

/**
 * "Ask about this order": the buyer's order, sent as a card once they confirm; the same shape as the product.
 */
export function OrderToSend({ order, onSend, onCancel }: { order: OrderCardView; onSend?: () => void; onCancel?: () => void }) {
	return (
		<div className={styles.confirmCard} role="group" aria-labelledby="chat-order-to-send">
			<span id="chat-order-to-send" className={styles.cardLabel}>
				<FormattedMessage id="chat.order.confirm" />
			</span>
			<OrderCard order={order} to={null} />
			<Form
				method="post"
				action={href('/pages/chat-room/index', { orderId: order.id })}
				className={styles.confirmActions}
				onSubmit={
					onSend
						? (event) => {
								event.preventDefault()
								onSend()
							}
						: undefined
				}
			>
				<input type="hidden" name={COMPOSER_FIELDS.intent} value="order" />
				<input type="hidden" name={COMPOSER_FIELDS.orderId} value={order.id} />
				<Button type="submit" size="small" icon="send">
					<FormattedMessage id="chat.order.send" />
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
			</Form>
		</div>
	)
}
