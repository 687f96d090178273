import { style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'
import { controlFrame, controlFrameDisabled, controlFrameFocus, controlFrameInvalid } from '../Field/Field.css.ts'

export const control = style({
	...controlFrame,
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.small,
	minBlockSize: vars.size.touchTarget,
	paddingInline: vars.space.medium,
	color: vars.color.textMuted,
	selectors: {
		'&:focus-within': controlFrameFocus,
		'&[data-invalid]': controlFrameInvalid,
		'&[data-disabled]': controlFrameDisabled,
	},
})

export const input = style({
	flex: 1,
	minInlineSize: 0,
	blockSize: vars.size.touchTarget,
	padding: 0,
	border: 0,
	outline: 'none',
	background: 'transparent',
	color: vars.color.text,
	fontSize: vars.font.size.standard,
	selectors: {
		'&::placeholder': { color: vars.color.textMuted, opacity: 1 },
		'&:disabled': { cursor: 'not-allowed' },
	},
})

export const adornment = style({
	display: 'inline-flex',
	alignItems: 'center',
	flexShrink: 0,
	color: vars.color.textMuted,
	fontSize: vars.font.size.small,
})
