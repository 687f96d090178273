import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** Spec section 2: content is at most 750 wide, centred on wide screens. */
export const MAX_PAGE_WIDTH = 750
/** Spec section 2: the tab bar is 50 high (plus the phone's safe area). */
export const TAB_BAR_HEIGHT = 50

export const page = style({
	maxWidth: MAX_PAGE_WIDTH,
	marginInline: 'auto',
	minHeight: '100dvh',
	background: vars.color.background,
	display: 'flex',
	flexDirection: 'column',
})

export const main = style({
	flex: 1,
	display: 'flex',
	flexDirection: 'column',
	outline: 'none',
})

export const withTabBar = style({
	paddingBlockEnd: `calc(${TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px))`,
})

export const skipLink = style({
	position: 'absolute',
	insetInlineStart: vars.space.small,
	insetBlockStart: vars.space.small,
	padding: vars.space.small,
	background: vars.color.surfaceRaised,
	color: vars.color.brandStrong,
	borderRadius: vars.radius.small,
	zIndex: vars.zIndex.toast,
	transform: 'translateY(-200%)',
	selectors: { '&:focus': { transform: 'none' } },
})
