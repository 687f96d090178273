import { forwardRef, type HTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import { Slot } from '../../utils/slot.tsx'
import * as styles from './ActionBar.css.ts'

export const actionBarAligns = ['center', 'end'] as const
export const actionBarInsets = ['medium', 'large'] as const

export interface ActionBarProps extends HTMLAttributes<HTMLElement> {
	/** center: a total beside a button; end: fields with labels above them beside buttons. */
	align?: (typeof actionBarAligns)[number]
	/** The space at its start and end; match the page's own. */
	inset?: (typeof actionBarInsets)[number]
	/** Render the child (often the `<Form>` the buttons submit) as the bar. */
	asChild?: boolean
}

/**
 * The bar at the bottom of a page with what to do next: check out with the total, add to cart and buy now,
 * delete or move the selection. It stays in view at the bottom of the screen while the page scrolls, clear of
 * the phone's home indicator, and wraps onto a second line when its content needs it.
 */
export const ActionBar = forwardRef<HTMLElement, ActionBarProps>(function ActionBar(
	{ align = 'center', inset = 'medium', asChild = false, className, ...props },
	ref,
) {
	const Component = asChild ? Slot : 'div'
	return <Component ref={ref as never} {...props} className={cx(styles.bar, styles.aligns[align], styles.insets[inset], className)} />
})
