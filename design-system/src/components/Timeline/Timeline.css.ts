import { style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

/** The timeline fills its column; the pill floats over its bottom edge. */
export const root = style({
	position: 'relative',
	flex: 1,
	minHeight: 0,
	display: 'flex',
	flexDirection: 'column',
	background: vars.color.background,
})

export const scroller = style({
	flex: 1,
	minHeight: 0,
	overscrollBehaviorBlock: 'contain',
})

/** Above the oldest row: room for the spinner of an older page, kept when there is none (so nothing moves). */
export const header = style({
	display: 'flex',
	justifyContent: 'center',
	alignItems: 'center',
	boxSizing: 'content-box',
	blockSize: 16,
	padding: vars.space.small,
})

export const footer = style({
	blockSize: vars.space.medium,
})

export const pillWrap = style({
	position: 'absolute',
	insetInline: 0,
	insetBlockEnd: vars.space.medium,
	zIndex: vars.zIndex.sticky,
	display: 'flex',
	justifyContent: 'center',
	pointerEvents: 'none',
})

export const pill = style({
	pointerEvents: 'auto',
	display: 'inline-flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	minHeight: 36,
	paddingInline: vars.space.medium,
	border: 'none',
	borderRadius: vars.radius.full,
	background: vars.color.brand,
	color: vars.color.textOnBrand,
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.medium,
	boxShadow: vars.shadow.medium,
	cursor: 'pointer',
})
