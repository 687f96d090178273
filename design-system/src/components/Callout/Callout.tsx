import { forwardRef, type HTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import { Slot } from '../../utils/slot.tsx'
import { Icon as DsIcon } from '../Icon/Icon.tsx'
import { type IconName } from '../Icon/icons.tsx'
import * as styles from './Callout.css.ts'

export const calloutTones = ['brand', 'neutral', 'success', 'warning', 'danger'] as const
export const calloutVariants = ['soft', 'outline'] as const
export const calloutSizes = ['small', 'medium', 'large'] as const

export interface CalloutRootProps extends HTMLAttributes<HTMLElement> {
	tone?: (typeof calloutTones)[number]
	/** soft: a tinted panel; outline: the same with a line of the tone around it. */
	variant?: (typeof calloutVariants)[number]
	size?: (typeof calloutSizes)[number]
	/** Render the child (a `<Form>` asking "delete this?", a `<section>`) as the callout. */
	asChild?: boolean
}

/**
 * A tinted panel that tells the buyer something about the page: a notice ("saved on this device"), a warning
 * ("choose the options first"), or a question asked in place ("delete this address?") with its buttons, which
 * works without JavaScript when the page renders it. Parts: `Callout.Icon`, `Callout.Title`, `Callout.Text`,
 * `Callout.Actions`; next to an icon they line up after it.
 */
const Root = forwardRef<HTMLElement, CalloutRootProps>(function CalloutRoot(
	{ tone = 'brand', variant = 'soft', size = 'medium', asChild = false, className, ...props },
	ref,
) {
	const Component = asChild ? Slot : 'div'
	return (
		<Component
			ref={ref as never}
			data-tone={tone}
			{...props}
			className={cx(styles.root, styles.tones[tone], variant === 'outline' && styles.outlines[tone], styles.sizes[size], className)}
		/>
	)
})

/** The callout's icon, decorative (the words say it). */
function Icon({ name, className }: { name: IconName; className?: string }) {
	return (
		<span className={cx(styles.icon, className)} aria-hidden>
			<DsIcon name={name} size="small" />
		</span>
	)
}

interface PartProps extends HTMLAttributes<HTMLElement> {
	/** Render the child (e.g. an `<h2>`) with the part's look. */
	asChild?: boolean
}

/** The callout's heading line; a `<p>` unless `asChild`. */
const Title = forwardRef<HTMLElement, PartProps>(function CalloutTitle({ asChild = false, className, ...props }, ref) {
	const Component = asChild ? Slot : 'p'
	return <Component ref={ref as never} {...props} className={cx(styles.title, className)} />
})

/** A line of the callout. `muted` for the explanation under a title. */
const Text = forwardRef<HTMLElement, PartProps & { muted?: boolean }>(function CalloutText(
	{ asChild = false, muted = false, className, ...props },
	ref,
) {
	const Component = asChild ? Slot : 'p'
	return <Component ref={ref as never} {...props} className={cx(styles.text, muted && styles.textMuted, className)} />
})

/** The buttons answering the callout, in a row that wraps. */
const Actions = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function CalloutActions({ className, ...props }, ref) {
	return <div ref={ref} {...props} className={cx(styles.actions, className)} />
})

export const Callout = { Root, Icon, Title, Text, Actions }
