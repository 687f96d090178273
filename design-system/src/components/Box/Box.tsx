import { createElement, forwardRef, type AllHTMLAttributes, type ElementType } from 'react'
import { sprinkles, type Sprinkles } from '../../sprinkles.css.ts'
import { cx } from '../../utils/cx.ts'
import { box } from './Box.css.ts'

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
	/** The element to render, `div` by default. */
	as?: ElementType
}

/** Splits sprinkles props (layout atoms) from the rest of a component's props. */
export function splitSprinkles<P extends Record<string, unknown>>(props: P) {
	const atoms: Record<string, unknown> = {}
	const rest: Record<string, unknown> = {}
	for (const [key, value] of Object.entries(props)) {
		if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value
		else rest[key] = value
	}
	return { atoms: atoms as Sprinkles, rest: rest as Omit<P, keyof Sprinkles> }
}

/** The escape hatch: any element, styled with sprinkles props only. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
	const { atoms, rest } = splitSprinkles(props)
	return createElement(as, { ...rest, ref, className: cx(box, sprinkles(atoms), className) })
})
