import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

export const list = style({
	border: 'none',
	margin: 0,
	padding: 0,
	background: vars.color.surface,
	borderRadius: vars.radius.large,
	overflow: 'hidden',
})

export const option = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.medium,
	minHeight: 52,
	paddingInline: vars.space.large,
	cursor: 'pointer',
	borderBlockEnd: `1px solid ${vars.color.border}`,
	selectors: {
		'&:last-child': { borderBlockEnd: 'none' },
		'&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
	},
})

export const radio = style({
	inlineSize: 20,
	blockSize: 20,
	accentColor: vars.color.brand,
	margin: 0,
})

export const name = style({ flex: 1, fontSize: vars.font.size.large })
