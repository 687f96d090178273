import { forwardRef, type ElementType, type HTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import { pageBody } from './PageBody.css.ts'

export const pageBodyGaps = ['small', 'medium', 'large'] as const
export const pageBodyPaddings = ['none', 'block', 'medium', 'large'] as const

export interface PageBodyProps extends HTMLAttributes<HTMLElement> {
	/** The element; a `div` by default (the app shell already gives the page its `<main>`). */
	as?: ElementType
	/** Space between the page's sections. */
	gap?: (typeof pageBodyGaps)[number]
	/** Space around them; `block` only above and below. */
	padding?: (typeof pageBodyPaddings)[number]
	/** Extra room at the end, clear of a sticky bottom bar. */
	endSpace?: boolean
}

/**
 * The body of a page under its header: its sections in a column with the same gap and the same inset on every
 * screen (orders, payment, campaigns, quotes, the staff console). Logical padding, so it is the same in both
 * directions.
 */
export const PageBody = forwardRef<HTMLElement, PageBodyProps>(function PageBody(
	{ as: Component = 'div', gap = 'medium', padding = 'large', endSpace = false, className, ...props },
	ref,
) {
	return <Component ref={ref} {...props} className={cx(pageBody({ gap, padding, endSpace }), className)} />
})
