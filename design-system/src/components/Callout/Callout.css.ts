import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

const c = vars.color

export const root = style({
	display: 'grid',
	gridTemplateColumns: 'auto minmax(0, 1fr)',
	alignItems: 'start',
	columnGap: vars.space.small,
	rowGap: vars.space.xsmall,
	margin: 0,
	border: 0,
	minInlineSize: 0,
	overflowWrap: 'anywhere',
})

export const icon = style({ gridColumn: 1, gridRow: 1, display: 'inline-flex', marginBlockStart: 2 })

// Every part spans the width; beside an icon, the parts line up after it.
globalStyle(`${root} > *`, { gridColumn: '1 / -1' })
globalStyle(`${root} > ${icon}`, { gridColumn: 1 })
globalStyle(`${root}:has(> ${icon}) > :not(${icon})`, { gridColumnStart: 2, gridColumnEnd: 3 })

export const tones = styleVariants({
	brand: { backgroundColor: c.brandSoft, color: c.text },
	neutral: { backgroundColor: c.surfaceSunken, color: c.text },
	success: { backgroundColor: c.successSoft, color: c.success },
	warning: { backgroundColor: c.warningSoft, color: c.warning },
	danger: { backgroundColor: c.dangerSoft, color: c.dangerStrong },
})

/** The line of the outline variant, in the tone's colour. */
export const outlines = styleVariants({
	brand: { boxShadow: `inset 0 0 0 1px ${c.brand}` },
	neutral: { boxShadow: `inset 0 0 0 1px ${c.border}` },
	success: { boxShadow: `inset 0 0 0 1px ${c.success}` },
	warning: { boxShadow: `inset 0 0 0 1px ${c.warning}` },
	danger: { boxShadow: `inset 0 0 0 1px ${c.danger}` },
})

export const sizes = styleVariants({
	small: { padding: vars.space.small, borderRadius: vars.radius.medium, fontSize: vars.font.size.small },
	medium: { padding: vars.space.medium, borderRadius: vars.radius.medium, fontSize: vars.font.size.small },
	large: { padding: vars.space.large, borderRadius: vars.radius.large, fontSize: vars.font.size.small, rowGap: vars.space.small },
})

export const title = style({
	margin: 0,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.strong,
	lineHeight: vars.font.headingLeading,
})

export const text = style({ margin: 0, fontWeight: vars.font.weight.medium })

export const textMuted = style({ color: c.text, fontWeight: vars.font.weight.regular })

export const actions = style({
	display: 'flex',
	flexWrap: 'wrap',
	alignItems: 'center',
	gap: vars.space.small,
	marginBlockStart: vars.space.xsmall,
})
