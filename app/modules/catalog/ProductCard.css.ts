import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

export const grid = style({
	listStyle: 'none',
	margin: 0,
	padding: 0,
	display: 'grid',
	gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
	gap: vars.space.small,
	'@media': { 'screen and (min-width: 560px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const card = style({
	position: 'relative',
	display: 'flex',
	flexDirection: 'column',
	blockSize: '100%',
	background: vars.color.surface,
	borderRadius: vars.radius.medium,
	overflow: 'hidden',
	color: vars.color.text,
	textDecoration: 'none',
	boxShadow: vars.shadow.small,
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
})

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
