import { type HTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import { visuallyHidden } from './VisuallyHidden.css.ts'

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>

/** Text for screen readers only, e.g. "was" before a struck-through price. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
	return <span {...props} className={cx(visuallyHidden, className)} />
}
