import { forwardRef, type ElementType, type HTMLAttributes } from 'react'
import { sprinkles } from '../../sprinkles.css.ts'
import { type SpaceToken } from '../../tokens/vars.css.ts'
import { cx } from '../../utils/cx.ts'
import * as styles from './Scroller.css.ts'

export const scrollerItemSizes = ['auto', 'card', 'full'] as const
export const scrollerSnaps = ['none', 'start', 'always'] as const

export interface ScrollerProps extends HTMLAttributes<HTMLElement> {
	/** `ul` by default: give it `li` children. */
	as?: ElementType
	/** `auto` each item its own width (chips), `card` about two and a half a phone's width (a shelf), `full` one a screen (banners, a gallery). */
	itemSize?: (typeof scrollerItemSizes)[number]
	/** Whether items snap to the start when the swipe ends; `always` stops at every one. */
	snap?: (typeof scrollerSnaps)[number]
	gap?: SpaceToken | 'none'
	/** The page's side space inside the row (home, where sections reach the screen's edges). */
	inset?: boolean
}

/** A row that scrolls sideways with CSS alone (swipes without JavaScript): chips, a shelf of cards, banners, a gallery. */
export const Scroller = forwardRef<HTMLElement, ScrollerProps>(function Scroller(
	{ as: Component = 'ul', itemSize = 'auto', snap = 'none', gap = 'small', inset = false, className, ...props },
	ref,
) {
	return (
		<Component
			ref={ref}
			{...props}
			className={cx(
				styles.scroller,
				styles.itemSizes[itemSize],
				snap !== 'none' && styles.snap,
				snap === 'always' && styles.snapStop,
				gap !== 'none' && sprinkles({ gap }),
				inset && styles.inset,
				className,
			)}
		/>
	)
})
