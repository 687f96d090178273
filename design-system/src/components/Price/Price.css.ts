import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

export const price = style({
	display: 'inline-flex',
	alignItems: 'baseline',
	flexWrap: 'wrap',
	columnGap: vars.space.xsmall,
	fontVariantNumeric: 'tabular-nums',
	lineHeight: 1.3,
})

export const amount = style({ fontWeight: vars.font.weight.strong, whiteSpace: 'nowrap' })

export const original = style({
	color: vars.color.textMuted,
	fontWeight: vars.font.weight.regular,
	fontSize: '0.8em',
	whiteSpace: 'nowrap',
})

export const sizes = styleVariants({
	small: { fontSize: vars.font.size.small },
	standard: { fontSize: vars.font.size.standard },
	large: { fontSize: vars.font.size.xlarge },
})

export const tones = styleVariants({
	accent: { color: vars.color.accent },
	neutral: { color: vars.color.text },
	muted: { color: vars.color.textMuted },
	brand: { color: vars.color.brand },
	/** A reduction (a coupon's discount, a campaign's subsidy). */
	success: { color: vars.color.success },
})
