import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** The card fills its grid cell, so cards in a row line up. */
export const card = style({ blockSize: '100%' })

/** In select mode: a brand ring once ticked, the focus ring while the box has the keyboard. */
export const selectable = style([
	card,
	{
		cursor: 'pointer',
		outline: '2px solid transparent',
		selectors: { '&:has(input:checked)': { outlineColor: vars.color.brand }, '&:has(input:focus-visible)': { outlineColor: vars.color.focus } },
	},
])

export const selectBox = style({ position: 'absolute', insetBlockStart: vars.space.small, insetInlineEnd: vars.space.small })

export const image = style({
	display: 'block',
	inlineSize: '100%',
	blockSize: 'auto',
	aspectRatio: '1 / 1',
	objectFit: 'cover',
	background: vars.color.surfaceSunken,
})

export const body = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xxsmall,
	padding: vars.space.small,
	flex: 1,
})

export const title = style({
	margin: 0,
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.regular,
	lineHeight: vars.font.leading,
	display: '-webkit-box',
	WebkitLineClamp: 2,
	WebkitBoxOrient: 'vertical',
	overflow: 'hidden',
	minBlockSize: `calc(2em * ${vars.font.leading})`,
})

export const meta = style({
	display: 'flex',
	justifyContent: 'space-between',
	gap: vars.space.xsmall,
	color: vars.color.textMuted,
	fontSize: vars.font.size.xsmall,
	marginBlockStart: 'auto',
})
