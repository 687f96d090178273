import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../tokens/vars.css.ts'

const c = vars.color

/** What every chosen chip looks like: a pressed toggle, the current link, a checked radio or checkbox inside. */
export const CHOSEN_SELECTORS =
	'&[aria-pressed="true"], &[aria-current]:not([aria-current="false"]), &[data-state="on"], &[data-state="checked"], &:has(input:checked)'

export const chip = recipe({
	base: {
		position: 'relative',
		display: 'inline-flex',
		alignItems: 'center',
		justifyContent: 'center',
		gap: vars.space.xsmall,
		maxInlineSize: '100%',
		margin: 0,
		border: 0,
		fontFamily: 'inherit',
		color: c.text,
		textDecoration: 'none',
		whiteSpace: 'nowrap',
		overflow: 'hidden',
		textOverflow: 'ellipsis',
		cursor: 'pointer',
		selectors: {
			[CHOSEN_SELECTORS]: {
				backgroundColor: c.brandSoft,
				color: c.brandStrong,
				fontWeight: vars.font.weight.medium,
				boxShadow: `inset 0 0 0 2px ${c.brand}`,
			},
			/** An option that leads nowhere now (sold out): still named, struck through. */
			'&[data-unavailable]': {
				backgroundColor: c.surfaceSunken,
				color: c.textMuted,
				textDecoration: 'line-through',
				boxShadow: `inset 0 0 0 1px ${c.border}`,
			},
			'&[aria-disabled="true"], &:has(input:disabled)': { cursor: 'not-allowed' },
			'&:focus-visible, &:has(input:focus-visible)': { outline: `2px solid ${c.focus}`, outlineOffset: 2 },
		},
	},
	variants: {
		/** soft: a grey or tinted pill; outline: white with a line. */
		variant: {
			soft: { backgroundColor: c.surfaceSunken },
			outline: { backgroundColor: c.surface, boxShadow: `inset 0 0 0 1px ${c.border}` },
		},
		/** accent: the hot words. */
		tone: { neutral: {}, accent: { color: c.accent } },
		shape: { pill: { borderRadius: vars.radius.full }, rounded: { borderRadius: vars.radius.medium } },
		size: {
			small: { minBlockSize: 32, paddingInline: vars.space.small, fontSize: vars.font.size.xsmall },
			medium: { minBlockSize: 36, paddingInline: vars.space.medium, fontSize: vars.font.size.small },
			large: { minBlockSize: 40, paddingInline: vars.space.medium, fontSize: vars.font.size.small },
		},
	},
	compoundVariants: [
		{ variants: { tone: 'accent', variant: 'soft' }, style: { backgroundColor: c.accentSoft } },
		{ variants: { tone: 'accent', variant: 'outline' }, style: { backgroundColor: c.accentSoft, boxShadow: 'none' } },
	],
	defaultVariants: { variant: 'soft', tone: 'neutral', shape: 'pill', size: 'medium' },
})

export type ChipVariants = NonNullable<RecipeVariants<typeof chip>>
