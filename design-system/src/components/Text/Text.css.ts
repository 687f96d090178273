import { createVar, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

export const text = style({
	display: 'block',
	margin: 0,
	lineHeight: vars.font.leading,
	overflowWrap: 'anywhere',
})

export const inline = style({ display: 'inline' })

export const tones = styleVariants({
	neutral: { color: vars.color.text },
	muted: { color: vars.color.textMuted },
	brand: { color: vars.color.brand },
	accent: { color: vars.color.accent },
	danger: { color: vars.color.danger },
	success: { color: vars.color.success },
	warning: { color: vars.color.warning },
	onBrand: { color: vars.color.textOnBrand },
	inherit: { color: 'inherit' },
})

export const sizes = styleVariants({
	xsmall: { fontSize: vars.font.size.xsmall },
	small: { fontSize: vars.font.size.small },
	standard: { fontSize: vars.font.size.standard },
	large: { fontSize: vars.font.size.large },
})

export const weights = styleVariants({
	regular: { fontWeight: vars.font.weight.regular },
	medium: { fontWeight: vars.font.weight.medium },
	strong: { fontWeight: vars.font.weight.strong },
})

export const aligns = styleVariants({
	start: { textAlign: 'start' },
	center: { textAlign: 'center' },
	end: { textAlign: 'end' },
})

export const truncate = style({
	overflow: 'hidden',
	textOverflow: 'ellipsis',
	whiteSpace: 'nowrap',
	minInlineSize: 0,
})

/** The number of lines to show, set inline by Text's `lineClamp` prop. */
export const lineClampLines = createVar()

export const lineClamp = style({
	display: '-webkit-box',
	WebkitLineClamp: lineClampLines,
	WebkitBoxOrient: 'vertical',
	overflow: 'hidden',
})
