import { forwardRef, type ElementType, type HTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import * as styles from './Heading.css.ts'

export const headingLevels = [1, 2, 3, 4] as const
export type HeadingLevel = (typeof headingLevels)[number]
export const headingTones = ['neutral', 'strong', 'muted', 'inherit'] as const

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
	/** Visual size and, unless `as` says otherwise, the `h1`–`h4` element. */
	level: HeadingLevel
	/** Render another element, e.g. `h2` that looks like level 3. */
	as?: ElementType
	align?: 'start' | 'center' | 'end'
	/** `strong` for a section's title inside a card; `inherit` on a tinted panel. */
	tone?: (typeof headingTones)[number]
	truncate?: boolean
}

/** A section heading; its level sets both size and document outline. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
	{ level, as, align, tone = 'neutral', truncate = false, className, ...props },
	ref,
) {
	const Component: ElementType = as ?? `h${level}`
	return (
		<Component
			ref={ref}
			{...props}
			className={cx(styles.heading, styles.levels[level], styles.tones[tone], align && styles.aligns[align], truncate && styles.truncate, className)}
		/>
	)
})
