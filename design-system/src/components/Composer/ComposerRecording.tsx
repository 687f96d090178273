import { type HTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import * as styles from './ComposerRecording.css.ts'

/*
 * The composer while a voice message records (loaded with the recorder, not with every conversation): in a
 * `Composer.Row` between the cancel and the send `Composer.Action`s.
 */

/** What recording shows between its two actions: the dot (pulsing while it records), the timer and a hint. */
function Status({ live, className, children, ...props }: HTMLAttributes<HTMLSpanElement> & { live: boolean }) {
	return (
		<span {...props} className={cx(styles.grow, className)}>
			<span className={cx(styles.dot, live && styles.dotLive)} aria-hidden />
			{children}
		</span>
	)
}

/** The recording's elapsed time in even-width digits. */
function Timer({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
	return <span role="timer" aria-live="off" {...props} className={cx(styles.timer, className)} />
}

/** What takes the row's room between the actions when it is not the input (an error, a spinner). */
function Grow({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
	return <div {...props} className={cx(styles.grow, className)} />
}

export const ComposerRecording = { Status, Timer, Grow }
