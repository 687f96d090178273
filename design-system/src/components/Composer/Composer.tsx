import { forwardRef, type ButtonHTMLAttributes, type HTMLAttributes, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import { Slot } from '../../utils/slot.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { type IconName } from '../Icon/icons.tsx'
import * as styles from './Composer.css.ts'

export const composerActionTones = ['neutral', 'brand'] as const

export interface ComposerRootProps extends HTMLAttributes<HTMLElement> {
	/** Render the child (the `<Form>` that sends) as the bar. */
	asChild?: boolean
}

/**
 * Where a message is written, at the bottom of a conversation: `Composer.Root` (the bar, safe from the phone's
 * home indicator), `Composer.Row` of `Composer.FileAction` (a picture), `Composer.Input` (grows with the text)
 * and `Composer.Action` (send, record); while recording, a `Composer.Row` of `ComposerRecording.Status` between
 * the cancel and send actions (its own module: it loads with the recorder). `Composer.Note` is the line above the
 * bar for the other side's typing.
 */
function Root({ asChild = false, className, ...props }: ComposerRootProps) {
	const Component = asChild ? Slot : 'div'
	return <Component {...props} className={cx(styles.root, className)} />
}

function Row({ centered = false, className, ...props }: HTMLAttributes<HTMLDivElement> & { centered?: boolean }) {
	return <div {...props} className={cx(styles.row, centered && styles.rowCentered, className)} />
}

/** The message's text: one line that grows to about five as the buyer writes, then scrolls. */
const Input = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function ComposerInput(
	{ rows = 1, className, ...props },
	ref,
) {
	return <textarea ref={ref} rows={rows} {...props} className={cx(styles.input, className)} />
})

export interface ComposerActionProps extends ButtonHTMLAttributes<HTMLButtonElement> {
	icon: IconName
	/** Its accessible name: an icon alone says nothing to a screen reader. */
	label: string
	/** brand: the main action (send, record); neutral: the others. */
	tone?: (typeof composerActionTones)[number]
}

/** A round 44px icon button of the bar. */
function Action({ icon, label, tone = 'neutral', type = 'button', className, ...props }: ComposerActionProps) {
	return (
		<button type={type} aria-label={label} {...props} className={cx(styles.action, styles.actionTones[tone], className)}>
			<Icon name={icon} />
		</button>
	)
}

export interface ComposerFileActionProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
	icon: IconName
	/** The picker's accessible name ("Send a photo"). */
	label: string
}

/** An icon that opens a file picker: the file input covers it, so it works without JavaScript and stays focusable. */
function FileAction({ icon, label, className, ...props }: ComposerFileActionProps) {
	return (
		<label className={cx(styles.action, styles.actionTones.neutral, className)} data-disabled={props.disabled ? '' : undefined}>
			<Icon name={icon} />
			<input type="file" aria-label={label} {...props} className={styles.fileInput} />
		</label>
	)
}

/** A line kept above the bar (the other side typing); it keeps its height when empty, so nothing jumps. */
function Note({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
	return <p {...props} className={cx(styles.note, className)} />
}

export const Composer = { Root, Row, Input, Action, FileAction, Note }
