import { forwardRef, type HTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import { Slot } from '../../utils/slot.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { type IconName } from '../Icon/icons.tsx'
import * as styles from './Badge.css.ts'

export const badgeTones = ['neutral', 'brand', 'accent', 'success', 'warning', 'danger'] as const
export const badgeVariants = ['soft', 'solid', 'outline'] as const
export const badgeShapes = ['pill', 'tag'] as const
export const badgeSizes = ['small', 'medium'] as const

export interface BadgeProps extends HTMLAttributes<HTMLElement> {
	tone?: (typeof badgeTones)[number]
	variant?: (typeof badgeVariants)[number]
	shape?: (typeof badgeShapes)[number]
	size?: (typeof badgeSizes)[number]
	/** Wrap a long label instead of cutting it with an ellipsis. */
	wrap?: boolean
	/** A small icon before the label. */
	icon?: IconName
	/** Render the child (e.g. a link to a product) with the badge's look. */
	asChild?: boolean
}

/**
 * A short status or label: "Default", "Quoted", "Expired", "−15%", an SKU's "Red · XL". Its words are its
 * meaning; colour only repeats them.
 */
export const Badge = forwardRef<HTMLElement, BadgeProps>(function Badge(
	{ tone = 'neutral', variant = 'soft', shape = 'pill', size = 'small', wrap = false, icon, asChild = false, className, children, ...props },
	ref,
) {
	const className_ = cx(styles.badge({ tone, variant, shape, size, wrap }), className)
	if (asChild) {
		return (
			<Slot ref={ref} {...props} className={className_}>
				{children}
			</Slot>
		)
	}
	return (
		<span ref={ref} {...props} className={className_}>
			{icon ? <Icon name={icon} size="xsmall" className={styles.icon} /> : null}
			{children}
		</span>
	)
})
