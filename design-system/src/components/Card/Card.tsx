import { forwardRef, type HTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import { Slot } from '../../utils/slot.tsx'
import * as styles from './Card.css.ts'

export const cardVariants = ['outline', 'flat', 'raised'] as const
export const cardTones = ['neutral', 'brand', 'warning', 'danger', 'muted'] as const
export const cardPaddings = ['none', 'small', 'medium', 'large'] as const
export const cardGaps = ['none', 'xsmall', 'small', 'medium', 'large'] as const
export const cardRadii = ['none', 'medium', 'large'] as const

export interface CardProps extends HTMLAttributes<HTMLElement> {
	variant?: (typeof cardVariants)[number]
	/** `brand` draws a 2px brand line: the chosen or default one. */
	tone?: (typeof cardTones)[number]
	padding?: (typeof cardPaddings)[number]
	/** Space between the card's children (it lays them out in a column). */
	gap?: (typeof cardGaps)[number]
	radius?: (typeof cardRadii)[number]
	/** Clip children to the rounded corners. */
	clip?: boolean
	/** Render the child element (an `<article>`, `<section>`, `<form>`, `<li>` or a link) with the card's look. */
	asChild?: boolean
}

/**
 * A surface that groups one thing: an address, a coupon, a form section, a product. A `<div>` by default; use
 * `asChild` to make the card the element that carries the meaning (`<article aria-labelledby>`, a `<Link>`,
 * a `<Form>`). Its children stack in a column with `gap` between them.
 */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
	{ variant = 'outline', tone = 'neutral', padding = 'large', gap = 'medium', radius = 'large', clip = false, asChild = false, className, ...props },
	ref,
) {
	const Component = asChild ? Slot : 'div'
	return (
		<Component
			ref={ref as never}
			data-tone={tone === 'neutral' ? undefined : tone}
			{...props}
			className={cx(styles.card({ variant, tone, padding, gap, radius, clip }), className)}
		/>
	)
})
