import { type HTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import * as styles from './DaySeparator.css.ts'

export interface DaySeparatorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
	/** The day in the reader's words: "Today", "Yesterday", a date. */
	label: string
}

/**
 * The day heading the messages below it, as a small centred pill: a separator named by its label. The live
 * `Timeline` heads each day with it, and so does a conversation rendered without it (the page as served).
 */
export function DaySeparator({ label, className, ...props }: DaySeparatorProps) {
	return (
		<div role="separator" aria-label={label} {...props} className={cx(styles.separator, className)}>
			<span className={styles.label} aria-hidden>
				{label}
			</span>
		</div>
	)
}
