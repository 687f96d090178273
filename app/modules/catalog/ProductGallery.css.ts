import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/* The swipeable gallery on the product page: CSS scroll-snap, so it swipes without JavaScript. */

export const gallery = style({
	display: 'grid',
	gridAutoFlow: 'column',
	gridAutoColumns: '100%',
	overflowX: 'auto',
	overscrollBehaviorX: 'contain',
	scrollSnapType: 'x mandatory',
	scrollbarWidth: 'none',
	listStyle: 'none',
	margin: 0,
	padding: 0,
	background: vars.color.surface,
	selectors: { '&::-webkit-scrollbar': { display: 'none' } },
})

export const slide = style({ scrollSnapAlign: 'start', scrollSnapStop: 'always', position: 'relative' })

export const slideLink = style({
	display: 'block',
	selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 } },
})

export const slideImage = style({
	display: 'block',
	inlineSize: '100%',
	blockSize: 'auto',
	aspectRatio: '1 / 1',
	objectFit: 'cover',
	background: vars.color.surfaceSunken,
})

/** Centred at the bottom, clear of the corner where supplier photos carry their labels. */
export const counter = style({
	position: 'absolute',
	insetBlockEnd: vars.space.medium,
	insetInline: 0,
	marginInline: 'auto',
	inlineSize: 'fit-content',
	paddingInline: vars.space.small,
	paddingBlock: vars.space.xxsmall,
	borderRadius: vars.radius.full,
	background: 'rgba(0, 0, 0, 0.55)',
	color: '#fff',
	fontSize: vars.font.size.xsmall,
	fontVariantNumeric: 'tabular-nums',
	pointerEvents: 'none',
})

export const empty = style({
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'center',
	aspectRatio: '1 / 1',
	background: vars.color.surfaceSunken,
	color: vars.color.textMuted,
})

/* The full-screen gallery (/pages/product_img_details/index). */

export const fullscreen = style({
	position: 'fixed',
	inset: 0,
	zIndex: vars.zIndex.overlay,
	display: 'flex',
	flexDirection: 'column',
	background: '#000',
	color: '#fff',
})

export const fullscreenBar = style({
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'space-between',
	gap: vars.space.small,
	paddingInline: vars.space.small,
	paddingBlockStart: `calc(${vars.space.small} + env(safe-area-inset-top, 0px))`,
	paddingBlockEnd: vars.space.small,
})

export const fullscreenTitle = style({
	margin: 0,
	flex: 1,
	minInlineSize: 0,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.medium,
	overflow: 'hidden',
	textOverflow: 'ellipsis',
	whiteSpace: 'nowrap',
})

export const closeLink = style({
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	flexShrink: 0,
	inlineSize: 44,
	blockSize: 44,
	borderRadius: vars.radius.full,
	color: '#fff',
	background: 'rgba(255, 255, 255, 0.12)',
	selectors: { '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 } },
})

export const fullscreenTrack = style({
	flex: 1,
	minBlockSize: 0,
	display: 'grid',
	gridAutoFlow: 'column',
	gridAutoColumns: '100%',
	overflowX: 'auto',
	overscrollBehaviorX: 'contain',
	scrollSnapType: 'x mandatory',
	scrollbarWidth: 'none',
	listStyle: 'none',
	margin: 0,
	padding: 0,
	selectors: { '&::-webkit-scrollbar': { display: 'none' } },
})

export const fullscreenSlide = style({
	scrollSnapAlign: 'start',
	scrollSnapStop: 'always',
	position: 'relative',
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'center',
	minBlockSize: 0,
})

export const fullscreenImage = style({
	display: 'block',
	maxInlineSize: '100%',
	maxBlockSize: '100%',
	objectFit: 'contain',
})

export const fullscreenFooter = style({
	position: 'absolute',
	insetInline: 0,
	insetBlockEnd: `calc(${vars.space.large} + env(safe-area-inset-bottom, 0px))`,
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'center',
	gap: vars.space.large,
})

export const fullscreenCounter = style({
	minInlineSize: 56,
	textAlign: 'center',
	fontVariantNumeric: 'tabular-nums',
	fontSize: vars.font.size.small,
})

export const stepLink = style([closeLink, { selectors: { '&[aria-disabled="true"]': { visibility: 'hidden' } } }])
