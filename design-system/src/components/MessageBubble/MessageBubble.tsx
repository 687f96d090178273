import { cloneElement, isValidElement, type HTMLAttributes, type ImgHTMLAttributes, type ReactElement, type ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { Icon } from '../Icon/Icon.tsx'
import { type IconName } from '../Icon/icons.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { Thumbnail } from '../Thumbnail/Thumbnail.tsx'
import * as styles from './MessageBubble.css.ts'

export const messageBubbleSides = ['other', 'own'] as const
export const messageTextSizes = ['small', 'standard'] as const

export interface MessageBubbleRootProps extends HTMLAttributes<HTMLDivElement> {
	/** `own`: the reader wrote it (at the end, tinted); `other`: the other side (at the start). */
	side?: (typeof messageBubbleSides)[number]
	/** Refused by the server: a line of the danger tone around it (say so in `meta` too). */
	failed?: boolean
	/** Under the bubble: the time and where the message stands (`MessageBubble.Meta`). */
	meta?: ReactNode
}

/**
 * One message of a conversation: a bubble on its sender's side holding the message's kinds as slots —
 * `MessageBubble.Picture`, `.Voice`, `.Card`, `.Text` — with its `.Meta` under it. What happened in the
 * conversation (an order shipped, a campaign reached) is a `MessageBubble.Event`, centred and without a bubble.
 */
function Root({ side = 'other', failed = false, meta, className, children, ...props }: MessageBubbleRootProps) {
	return (
		<div {...props} className={cx(styles.row, styles.rowSides[side], className)}>
			<div className={cx(styles.bubble, styles.bubbleSides[side], failed && styles.failed)}>{children}</div>
			{meta}
		</div>
	)
}

export interface MessageTextProps extends HTMLAttributes<HTMLParagraphElement> {
	size?: (typeof messageTextSizes)[number]
}

/** Typed text as written: line breaks kept, each paragraph in its own direction; links inside are underlined. */
function MessageText({ size = 'standard', dir = 'auto', className, ...props }: MessageTextProps) {
	return <p dir={dir} {...props} className={cx(styles.text, styles.textSizes[size], className)} />
}

export interface MessagePictureProps extends ImgHTMLAttributes<HTMLImageElement> {
	/** What it shows, or whose it is ("Your photo"). */
	alt: string
	/** Opens the full picture (in a new tab) when given. */
	href?: string
}

/** A photo in a message, at most 240px wide; with `href`, a link to the full picture. */
function Picture({ href, alt, className, ...props }: MessagePictureProps) {
	const picture = <img decoding="async" alt={alt} {...props} className={cx(styles.picture, className)} />
	if (!href) return picture
	return (
		<a href={href} target="_blank" rel="noopener noreferrer" className={styles.pictureLink}>
			{picture}
		</a>
	)
}

export interface MessageCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
	/** The thing's picture (a 48px square); none, no picture. */
	image?: string | null
	/** What it is: "Product", "Order", "Sourcing request" (none where the context says it). */
	label?: ReactNode
	/** Its name, at most two lines. */
	title?: ReactNode
	titleDir?: 'auto' | 'ltr' | 'rtl'
	/** A muted line under the title (a quantity, a status). */
	detail?: ReactNode
	/** Render the child (a `<Link>` to the thing) as the card; its content is the card's. */
	asChild?: boolean
}

/** A product, an order or a sourcing request sent into the conversation: its picture beside its lines. */
function Card({ image, label, title, titleDir = 'auto', detail, asChild = false, className, children, ...props }: MessageCardProps) {
	const content = (extra: ReactNode) => (
		<>
			{image ? <Thumbnail src={image} alt="" size="small" /> : null}
			<Stack gap="xxsmall">
				{label ? (
					<Text size="xsmall" tone="muted">
						{label}
					</Text>
				) : null}
				{title ? (
					<Text size="small" weight="medium" lineClamp={2} dir={titleDir}>
						{title}
					</Text>
				) : null}
				{detail ? (
					<Text size="xsmall" tone="muted">
						{detail}
					</Text>
				) : null}
				{extra}
			</Stack>
		</>
	)
	if (asChild && isValidElement(children)) {
		const child = children as ReactElement<{ className?: string; children?: ReactNode }>
		return cloneElement(child, { ...props, className: cx(styles.card, className, child.props.className), children: content(child.props.children) })
	}
	return (
		<span {...props} className={cx(styles.card, className)}>
			{content(children)}
		</span>
	)
}

export interface MessageMetaProps extends HTMLAttributes<HTMLDivElement> {
	/** The message's time (a `<time>`). */
	time: ReactNode
	/** Where it stands: sending, waiting, sent, read, or failed with what to do. */
	status?: ReactNode
	/** Shown in the danger tone (the message was refused). */
	failed?: boolean
}

/** The line under a bubble: its time, then where it stands (an icon and words, and buttons when it failed). */
function Meta({ time, status, failed = false, className, ...props }: MessageMetaProps) {
	return (
		<div {...props} className={cx(styles.meta, failed && styles.metaFailed, className)}>
			{time}
			{status}
		</div>
	)
}

/** A small text button in the meta line ("Try again", "Delete"). */
function MetaAction({ className, type = 'button', ...props }: HTMLAttributes<HTMLButtonElement> & { type?: 'button' | 'submit' }) {
	return <button type={type} {...props} className={cx(styles.metaAction, className)} />
}

export interface MessageEventProps extends HTMLAttributes<HTMLDivElement> {
	icon: IconName
	/** The time it happened (a `<time>`). */
	time: ReactNode
	/** Where to go next (a link), after the words. */
	action?: ReactNode
}

/** What happened in the conversation, centred: an icon, the words, where to go next, and the time, as one line. */
function Event({ icon, time, action, className, children, ...props }: MessageEventProps) {
	return (
		<div {...props} className={cx(styles.row, styles.rowSides.event, className)}>
			<p className={styles.event}>
				<Icon name={icon} size="small" className={styles.eventIcon} />
				<span className={styles.isolate}>{children}</span>
				{action ? <span className={styles.eventTrailer}>{action}</span> : null}
				<span className={cx(styles.eventTrailer, styles.eventTime)}>{time}</span>
			</p>
		</div>
	)
}

export interface MessageVoiceProps extends HTMLAttributes<HTMLDivElement> {
	playing: boolean
	/** How far it has played, 0 to 1; it fills from the reading start. */
	progress: number
	/** Its length, or the time played while it plays, or why it cannot play. */
	time: ReactNode
	/** The play button's name ("Play the voice message, 0:12"). */
	buttonLabel: string
	onToggle: () => void
	/** The `<audio>` element that plays it. */
	children?: ReactNode
}

/** A voice message: a round play button (its triangle keeps its shape, as media controls do), the progress, the time. */
function Voice({ playing, progress, time, buttonLabel, onToggle, className, children, ...props }: MessageVoiceProps) {
	return (
		<div {...props} className={cx(styles.voice, className)}>
			<button type="button" className={styles.voiceButton} onClick={onToggle} aria-label={buttonLabel}>
				<Icon name={playing ? 'pause' : 'play'} size="small" />
			</button>
			<span className={styles.voiceTrack} aria-hidden>
				<span className={styles.voiceFill} style={{ inlineSize: `${Math.min(1, Math.max(0, progress)) * 100}%` }} />
			</span>
			<span className={styles.voiceTime} data-voice-duration="">
				{time}
			</span>
			{children}
		</div>
	)
}

/** The class of the browser's own player, for a voice message without JavaScript. */
export const nativeAudioClass = styles.nativeAudio

export const MessageBubble = { Root, Text: MessageText, Picture, Card, Meta, MetaAction, Event, Voice }
