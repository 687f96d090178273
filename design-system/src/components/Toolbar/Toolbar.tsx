import { forwardRef, type HTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import { Slot } from '../../utils/slot.tsx'
import * as styles from './Toolbar.css.ts'

export interface ToolbarRootProps extends HTMLAttributes<HTMLElement> {
	/** Render the child (usually the `<Form>` the fields belong to: a search, a filter, one field and its button). */
	asChild?: boolean
}

/**
 * A row of fields and buttons that act together: the console's order search, a tracking number and its save
 * button, a reason and its refusal. It wraps onto more lines on a phone; the buttons line up with the fields'
 * boxes. Put the main field in `Toolbar.Grow` to give it the room the buttons leave.
 */
const Root = forwardRef<HTMLElement, ToolbarRootProps>(function ToolbarRoot({ asChild = false, className, ...props }, ref) {
	const Component = asChild ? Slot : 'div'
	return <Component ref={ref as never} {...props} className={cx(styles.root, className)} />
})

/** The part of the toolbar that grows: the search field, the reason. */
const Grow = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function ToolbarGrow({ className, ...props }, ref) {
	return <div ref={ref} {...props} className={cx(styles.grow, className)} />
})

export const Toolbar = { Root, Grow }
