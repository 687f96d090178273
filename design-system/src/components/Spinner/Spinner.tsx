import { type HTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx'
import * as styles from './Spinner.css.ts'

export const spinnerSizes = ['small', 'medium', 'large'] as const
export type SpinnerSize = (typeof spinnerSizes)[number]

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
	/** What is loading, read by screen readers. Without it the spinner is decorative. */
	label?: string
	size?: SpinnerSize
}

/** A spinning ring in the current text colour. */
export function Spinner({ label, size = 'medium', className, ...props }: SpinnerProps) {
	return (
		<span {...(label ? { role: 'status' } : { 'aria-hidden': true })} {...props} className={cx(styles.spinner, className)}>
			<span className={cx(styles.ring, styles.sizes[size])} />
			{label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
		</span>
	)
}
