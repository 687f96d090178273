import { style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../tokens/vars.css.ts'

const c = vars.color

const palette = {
	neutral: { main: c.textMuted, soft: c.surfaceSunken, softText: c.textMuted, line: c.borderStrong },
	brand: { main: c.brand, soft: c.brandSoft, softText: c.brandStrong, line: c.brand },
	accent: { main: c.accent, soft: c.accentSoft, softText: c.accent, line: c.accent },
	success: { main: c.success, soft: c.successSoft, softText: c.success, line: c.success },
	warning: { main: c.warning, soft: c.warningSoft, softText: c.warning, line: c.warning },
	danger: { main: c.danger, soft: c.dangerSoft, softText: c.danger, line: c.danger },
} as const

type Tone = keyof typeof palette

const toneStyles = (Object.keys(palette) as Tone[]).flatMap((tone) => {
	const p = palette[tone]
	return [
		{ variants: { tone, variant: 'soft' as const }, style: { backgroundColor: p.soft, color: p.softText } },
		{ variants: { tone, variant: 'solid' as const }, style: { backgroundColor: p.main, color: c.textOnBrand } },
		{ variants: { tone, variant: 'outline' as const }, style: { boxShadow: `inset 0 0 0 1px ${p.line}`, color: p.softText } },
	]
})

export const badge = recipe({
	base: {
		// A block of its own line box (not a flex box), so a long label ends in an ellipsis.
		display: 'inline-block',
		// As wide as its words, also as the item of a column (no stretching).
		inlineSize: 'fit-content',
		flexShrink: 0,
		maxInlineSize: '100%',
		paddingInline: vars.space.small,
		paddingBlock: 2,
		fontWeight: vars.font.weight.medium,
		lineHeight: 1.4,
		textDecoration: 'none',
		whiteSpace: 'nowrap',
		overflow: 'hidden',
		textOverflow: 'ellipsis',
		overflowWrap: 'anywhere',
		selectors: { '&:focus-visible': { outline: `2px solid ${c.focus}`, outlineOffset: 2 } },
	},
	variants: {
		tone: { neutral: {}, brand: {}, accent: {}, success: {}, warning: {}, danger: {} },
		variant: { soft: {}, solid: {}, outline: { backgroundColor: 'transparent' } },
		/** pill: a status; tag: a label such as an SKU's colour and size, or a discount. */
		shape: { pill: { borderRadius: vars.radius.full }, tag: { borderRadius: vars.radius.small } },
		size: {
			small: { fontSize: vars.font.size.xsmall },
			medium: { fontSize: vars.font.size.small },
		},
		/** Let a long label wrap instead of ending in an ellipsis. */
		wrap: { true: { whiteSpace: 'normal' }, false: {} },
	},
	compoundVariants: toneStyles,
	defaultVariants: { tone: 'neutral', variant: 'soft', shape: 'pill', size: 'small', wrap: false },
})

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>

export const icon = style({ marginInlineEnd: vars.space.xxsmall, verticalAlign: '-0.2em' })
