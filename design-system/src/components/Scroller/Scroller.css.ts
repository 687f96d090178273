import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

/**
 * A row that scrolls sideways; the first item starts at the reading edge in both directions. Positioned, so that
 * absolutely positioned descendants (visually hidden labels) are clipped by it instead of widening the page, which
 * in right-to-left pages shows as an empty band on the left.
 */
export const scroller = style({
	display: 'grid',
	gridAutoFlow: 'column',
	position: 'relative',
	overflowX: 'auto',
	overscrollBehaviorX: 'contain',
	scrollbarWidth: 'none',
	listStyle: 'none',
	margin: 0,
	padding: 0,
	selectors: { '&::-webkit-scrollbar': { display: 'none' } },
})

/** How wide each item is: its own width (chips), a card's (a shelf of products), the whole row (banners, a gallery). */
export const itemSizes = styleVariants({
	auto: { gridAutoColumns: 'max-content' },
	card: { gridAutoColumns: 'minmax(140px, 38%)' },
	full: { gridAutoColumns: '100%' },
})

/** Items snap to the start; `always` stops at each one however hard the swipe (a gallery). */
export const snap = style({ scrollSnapType: 'x mandatory' })
globalStyle(`${snap} > *`, { scrollSnapAlign: 'start' })
export const snapStop = style({})
globalStyle(`${snapStop} > *`, { scrollSnapStop: 'always' })

/** The page's side space inside the row, so items scroll to the screen's edges. */
export const inset = style({ paddingInline: vars.space.medium, scrollPaddingInline: vars.space.medium })
