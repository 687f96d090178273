import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import { Slot } from '../../utils/slot.tsx'
import * as styles from './Chip.css.ts'

export const chipVariants = ['soft', 'outline'] as const
export const chipTones = ['neutral', 'accent'] as const
export const chipShapes = ['pill', 'rounded'] as const
export const chipSizes = ['small', 'medium', 'large'] as const

export interface ChipProps extends ButtonHTMLAttributes<HTMLButtonElement> {
	variant?: (typeof chipVariants)[number]
	tone?: (typeof chipTones)[number]
	shape?: (typeof chipShapes)[number]
	size?: (typeof chipSizes)[number]
	/** Sold out or otherwise out of reach: struck through, still focusable and named (say why in its label). */
	unavailable?: boolean
	/** Render the child (a `<Link>` to a category or a search, a `<label>`) with the chip's look. */
	asChild?: boolean
}

/**
 * A small rounded choice or shortcut: a category, a hot word, a recent search, a colour of an SKU. It shows as
 * chosen when it is pressed (`aria-pressed`), the current link (`aria-current`) or holds a checked input.
 * A `<button type="button">` by default.
 */
export const Chip = forwardRef<HTMLButtonElement, ChipProps>(function Chip(
	{ variant = 'soft', tone = 'neutral', shape = 'pill', size = 'medium', unavailable = false, asChild = false, type, className, ...props },
	ref,
) {
	const className_ = cx(styles.chip({ variant, tone, shape, size }), className)
	const common = { ...props, 'data-unavailable': unavailable || undefined, className: className_ }
	if (asChild) return <Slot ref={ref} {...common} />
	return <button ref={ref} type={type ?? 'button'} {...common} />
})
