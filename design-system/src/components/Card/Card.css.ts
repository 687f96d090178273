import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../tokens/vars.css.ts'

const c = vars.color
const space = vars.space

const toneLine = { brand: c.brand, warning: c.warning, danger: c.danger } as const

export const card = recipe({
	base: {
		position: 'relative',
		display: 'flex',
		flexDirection: 'column',
		minInlineSize: 0,
		margin: 0,
		backgroundColor: c.surface,
		color: c.text,
		textDecoration: 'none',
		// A <fieldset> or <form> can be a card too.
		border: 0,
		selectors: {
			'&:focus-visible': { outline: `2px solid ${c.focus}`, outlineOffset: 2 },
			'a&:hover, button&:hover': { backgroundColor: c.surfaceSunken },
		},
	},
	variants: {
		/** outline: a 1px line; flat: the surface alone (on the page's grey background); raised: a small shadow. */
		variant: {
			outline: { boxShadow: `inset 0 0 0 1px ${c.border}` },
			flat: {},
			raised: { boxShadow: vars.shadow.small },
		},
		/** brand marks the chosen one (the default address); warning and danger need attention; muted is spent or inactive. */
		tone: {
			neutral: {},
			brand: {},
			warning: { backgroundColor: c.warningSoft },
			danger: { backgroundColor: c.dangerSoft },
			muted: { backgroundColor: c.surfaceSunken, color: c.textMuted },
		},
		padding: {
			none: { padding: 0 },
			small: { padding: space.small },
			medium: { padding: space.medium },
			large: { padding: space.large },
		},
		gap: {
			none: { gap: 0 },
			xsmall: { gap: space.xsmall },
			small: { gap: space.small },
			medium: { gap: space.medium },
			large: { gap: space.large },
		},
		radius: {
			none: { borderRadius: 0 },
			medium: { borderRadius: vars.radius.medium },
			large: { borderRadius: vars.radius.large },
		},
		/** Clip the content to the rounded corners (edge-to-edge pictures, lists with dividers). */
		clip: { true: { overflow: 'hidden' }, false: {} },
	},
	compoundVariants: (['brand', 'warning', 'danger'] as const).map((tone) => ({
		variants: { tone },
		// A 2px line of the tone, drawn inside so the card keeps its size.
		style: { boxShadow: `inset 0 0 0 2px ${toneLine[tone]}` },
	})),
	defaultVariants: { variant: 'outline', tone: 'neutral', padding: 'large', gap: 'medium', radius: 'large', clip: false },
})

export type CardVariants = NonNullable<RecipeVariants<typeof card>>
