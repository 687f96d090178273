import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

export const heading = style({
	margin: 0,
	fontWeight: vars.font.weight.strong,
	lineHeight: vars.font.headingLeading,
	overflowWrap: 'anywhere',
})

export const levels = styleVariants({
	1: { fontSize: vars.font.size.xxlarge },
	2: { fontSize: vars.font.size.xlarge },
	3: { fontSize: vars.font.size.large },
	4: { fontSize: vars.font.size.standard },
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
})

export const tones = styleVariants({
	neutral: { color: vars.color.text },
	strong: { color: vars.color.textStrong },
	muted: { color: vars.color.textMuted },
	inherit: { color: 'inherit' },
})
