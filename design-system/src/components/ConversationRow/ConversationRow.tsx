import { forwardRef, type HTMLAttributes, type ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { Slot } from '../../utils/slot.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { type IconName } from '../Icon/icons.tsx'
import * as styles from './ConversationRow.css.ts'

export const conversationRowVariants = ['card', 'row'] as const

/** The rows of an inbox in one bordered box: a `<ul>` of `<li>`s each holding a `ConversationRow.Root`. */
const List = forwardRef<HTMLUListElement, HTMLAttributes<HTMLUListElement>>(function ConversationRowList({ className, ...props }, ref) {
	return <ul ref={ref} {...props} className={cx(styles.list, className)} />
})

export interface ConversationRowRootProps extends HTMLAttributes<HTMLElement> {
	/** card: a conversation on its own (the buyer's); row: one of an inbox's rows (`aria-current="page"` tints it). */
	variant?: (typeof conversationRowVariants)[number]
	/** Render the child (the `<Link>` that opens the conversation) as the row. */
	asChild?: boolean
}

/**
 * A conversation in a list: who (`Avatar`, `Title`), when (`Time`), its newest message (`Preview`), facts about
 * it (`Facts`: assignment, status, who is looking) and its unread count (`Unread`), the end of the row.
 */
const Root = forwardRef<HTMLElement, ConversationRowRootProps>(function ConversationRowRoot(
	{ variant = 'card', asChild = false, className, ...props },
	ref,
) {
	const Component = asChild ? Slot : 'div'
	return <Component ref={ref as never} {...props} className={cx(styles.root, styles.variants[variant], className)} />
})

function Avatar({ icon = 'chat' }: { icon?: IconName }) {
	return (
		<span className={styles.avatar} aria-hidden>
			<Icon name={icon} />
		</span>
	)
}

/** The row's lines, taking the room between the avatar and the unread count. */
function Body({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
	return <span {...props} className={cx(styles.body, className)} />
}

export interface ConversationRowHeadProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'title'> {
	/** Who: "Dijla support", the buyer's name (one line, an ellipsis at its end). */
	title: ReactNode
	/** Bold while it has unread messages. */
	titleWeight?: 'medium' | 'strong'
	/** When the newest message came (a `<time>`), at the line's end. */
	time?: ReactNode
}

/** The first line: who, and when the newest message came. */
function Head({ title, titleWeight = 'strong', time, className, ...props }: ConversationRowHeadProps) {
	return (
		<span {...props} className={cx(styles.head, className)}>
			<bdi className={cx(styles.title, styles.titleWeights[titleWeight])}>{title}</bdi>
			{time ? <span className={styles.time}>{time}</span> : null}
		</span>
	)
}

export interface ConversationRowPreviewProps extends HTMLAttributes<HTMLSpanElement> {
	/** Something happening now ("typing…") instead of a message. */
	live?: boolean
	/**
	 * Who wrote it, in the reader's language ("You:", "Support:"), kept whole before the message. The message runs
	 * in its own direction and is cut at its own end: an Arabic message under an English page shows its beginning,
	 * and an English one under an Arabic page too (in one line with the label, the line took the label's direction
	 * and the message lost its first words).
	 */
	by?: ReactNode
}

/** The newest message in one line (an ellipsis where it is cut); `live` for something happening now. */
function Preview({ live = false, by, dir = 'auto', className, ...props }: ConversationRowPreviewProps) {
	const text = (
		<span
			dir={live ? undefined : dir}
			{...props}
			className={cx(styles.preview, live && styles.previewLive, by == null ? className : styles.previewRest)}
		/>
	)
	if (by == null) return text
	return (
		<span className={cx(styles.previewLine, className)}>
			<span className={styles.previewBy}>{by}</span>
			{text}
		</span>
	)
}

/** A wrapping line of small facts (a phone, who it is assigned to, a badge). */
function Facts({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
	return <span {...props} className={cx(styles.facts, className)} />
}

export interface ConversationRowUnreadProps extends HTMLAttributes<HTMLSpanElement> {
	/** The count as the reader writes numbers. */
	count: string
	/** Its words for a screen reader ("3 unread messages"). */
	label: string
}

/** The unread count, a round badge at the row's end. */
function Unread({ count, label, className, ...props }: ConversationRowUnreadProps) {
	return (
		<span aria-label={label} {...props} className={cx(styles.unread, className)}>
			{count}
		</span>
	)
}

/** Who else is here ("Also here: Ali, Zainab") with a green dot; empty, it keeps its line. */
function Presence({ className, children, ...props }: HTMLAttributes<HTMLParagraphElement>) {
	return (
		<p aria-live="polite" {...props} className={cx(styles.presence, className)}>
			{children ? (
				<>
					<span className={styles.presenceDot} aria-hidden />
					{children}
				</>
			) : null}
		</p>
	)
}

export const ConversationRow = { List, Root, Avatar, Body, Head, Preview, Facts, Unread, Presence }
