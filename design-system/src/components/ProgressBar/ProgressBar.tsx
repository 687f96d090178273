import { forwardRef, type HTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import * as styles from './ProgressBar.css.ts'

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
	/** How far along, from 0 to `max`. */
	value: number
	max: number
	/** What it measures ("Friends who helped"), or `aria-labelledby` naming a visible label. */
	'aria-label'?: string
}

/** How far along something is: friends who helped a campaign, members of a group buy. Fills from the reading edge. */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar({ value, max, className, style, ...props }, ref) {
	const clamped = Math.min(Math.max(value, 0), max)
	const percent = max > 0 ? (clamped / max) * 100 : 0
	return (
		<div
			ref={ref}
			role="progressbar"
			aria-valuemin={0}
			aria-valuemax={max}
			aria-valuenow={clamped}
			{...props}
			className={cx(styles.track, className)}
			style={{ [cssVarName(styles.progress)]: `${percent}%`, ...style }}
		>
			<div className={styles.fill} />
		</div>
	)
})

/** `var(--name)` → `--name`, to set a vanilla-extract variable inline. */
function cssVarName(variable: string) {
	return variable.replace(/^var\((--[^,)]+).*$/, '$1')
}
