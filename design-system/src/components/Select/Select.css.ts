import { style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'
import { controlFrame, controlFrameDisabled, controlFrameFocus, controlFrameInvalid } from '../Field/Field.css.ts'

export const wrap = style({ position: 'relative', display: 'flex', minInlineSize: 0 })

export const select = style({
	...controlFrame,
	appearance: 'none',
	flex: 1,
	minInlineSize: 0,
	minBlockSize: vars.size.touchTarget,
	margin: 0,
	paddingInlineStart: vars.space.medium,
	// Room for the chevron at the end.
	paddingInlineEnd: `calc(${vars.space.medium} + 20px)`,
	border: 0,
	outline: 'none',
	fontFamily: 'inherit',
	fontSize: vars.font.size.standard,
	textOverflow: 'ellipsis',
	cursor: 'pointer',
	selectors: {
		'&:focus-visible': controlFrameFocus,
		'&[aria-invalid="true"]': controlFrameInvalid,
		'&:disabled': controlFrameDisabled,
		'&[aria-busy="true"]': { cursor: 'progress' },
	},
})

export const chevron = style({
	position: 'absolute',
	insetBlock: 0,
	insetInlineEnd: vars.space.medium,
	marginBlock: 'auto',
	color: vars.color.textMuted,
	pointerEvents: 'none',
})
