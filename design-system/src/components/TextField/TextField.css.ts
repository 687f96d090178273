import { style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

export const field = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xsmall,
	minInlineSize: 0,
})

export const label = style({
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.medium,
	color: vars.color.text,
})

export const control = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.small,
	minBlockSize: vars.size.touchTarget,
	paddingInline: vars.space.medium,
	backgroundColor: vars.color.surface,
	borderRadius: vars.radius.medium,
	boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
	color: vars.color.textMuted,
	transition: 'box-shadow 120ms ease',
	selectors: {
		'&:focus-within': { boxShadow: `inset 0 0 0 2px ${vars.color.brand}` },
		'&[data-invalid]': { boxShadow: `inset 0 0 0 2px ${vars.color.danger}` },
		'&[data-disabled]': { backgroundColor: vars.color.surfaceSunken, cursor: 'not-allowed' },
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

export const hint = style({
	fontSize: vars.font.size.small,
	color: vars.color.textMuted,
})

export const error = style({
	display: 'flex',
	alignItems: 'flex-start',
	gap: vars.space.xsmall,
	fontSize: vars.font.size.small,
	color: vars.color.danger,
})
