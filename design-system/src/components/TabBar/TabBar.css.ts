import { style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

/** The height a page must leave free at its bottom for the tab bar (50px plus the home-indicator inset). */
export const TAB_BAR_OFFSET = `calc(${vars.size.tabBarHeight} + env(safe-area-inset-bottom, 0px))`

export const tabBar = style({
	position: 'fixed',
	insetBlockEnd: 0,
	insetInline: 0,
	zIndex: vars.zIndex.tabBar,
	marginInline: 'auto',
	maxInlineSize: vars.size.pageMaxWidth,
	blockSize: TAB_BAR_OFFSET,
	paddingBlockEnd: 'env(safe-area-inset-bottom, 0px)',
	backgroundColor: vars.color.surface,
	borderBlockStart: `1px solid ${vars.color.border}`,
	boxSizing: 'border-box',
})

export const list = style({
	display: 'flex',
	blockSize: vars.size.tabBarHeight,
	margin: 0,
	padding: 0,
	listStyle: 'none',
})

export const item = style({
	flex: 1,
	minInlineSize: 0,
	display: 'flex',
})

export const link = style({
	position: 'relative',
	flex: 1,
	display: 'flex',
	flexDirection: 'column',
	alignItems: 'center',
	justifyContent: 'center',
	gap: 2,
	minInlineSize: vars.size.touchTarget,
	color: vars.color.textMuted,
	textDecoration: 'none',
	fontSize: vars.font.size.xsmall,
	lineHeight: 1.2,
	selectors: {
		'&[aria-current="page"], &[data-active]': { color: vars.color.brand, fontWeight: vars.font.weight.medium },
		'&:focus-visible': { outlineOffset: -2 },
	},
})

export const label = style({
	maxInlineSize: '100%',
	paddingInline: vars.space.xxsmall,
	overflow: 'hidden',
	textOverflow: 'ellipsis',
	whiteSpace: 'nowrap',
})

export const iconWrap = style({ position: 'relative', display: 'inline-flex' })

export const badge = style({
	position: 'absolute',
	insetBlockStart: -4,
	insetInlineStart: '60%',
	minInlineSize: 16,
	blockSize: 16,
	paddingInline: 4,
	borderRadius: vars.radius.full,
	backgroundColor: vars.color.danger,
	color: vars.color.textOnBrand,
	fontSize: 10,
	fontWeight: vars.font.weight.strong,
	lineHeight: '16px',
	textAlign: 'center',
})
