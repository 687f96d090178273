import { style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'
import { controlFrame, controlFrameDisabled, controlFrameFocus, controlFrameInvalid } from '../Field/Field.css.ts'

export const textarea = style({
	...controlFrame,
	display: 'block',
	inlineSize: '100%',
	minBlockSize: 88,
	margin: 0,
	paddingInline: vars.space.medium,
	paddingBlock: vars.space.small,
	border: 0,
	outline: 'none',
	fontFamily: 'inherit',
	fontSize: vars.font.size.standard,
	lineHeight: vars.font.leading,
	resize: 'vertical',
	overflowWrap: 'anywhere',
	selectors: {
		'&::placeholder': { color: vars.color.textMuted, opacity: 1 },
		'&:focus-visible': controlFrameFocus,
		'&[aria-invalid="true"]': controlFrameInvalid,
		'&:disabled': controlFrameDisabled,
	},
})
