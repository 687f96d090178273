import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { vars } from './tokens/vars.css.ts'

const space = vars.space

/**
 * Layout atoms. Logical properties only, so every layout mirrors itself in right-to-left. Only what the code uses:
 * the class map ships with the shell on every page (issue 19; rowGap, columnGap, flexShrink, position,
 * overflow and inlineSize went unused).
 */
const layoutProperties = defineProperties({
	properties: {
		display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
		flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
		flexWrap: ['wrap', 'nowrap'],
		flexGrow: [0, 1],
		alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
		alignSelf: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
		justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
		gap: space,
		paddingBlockStart: space,
		paddingBlockEnd: space,
		paddingInlineStart: space,
		paddingInlineEnd: space,
		marginBlockStart: space,
		marginBlockEnd: space,
		marginInlineStart: { ...space, auto: 'auto' },
		marginInlineEnd: { ...space, auto: 'auto' },
		textAlign: ['start', 'center', 'end'],
		borderRadius: vars.radius,
		boxShadow: vars.shadow,
	},
	shorthands: {
		padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
		paddingBlock: ['paddingBlockStart', 'paddingBlockEnd'],
		paddingInline: ['paddingInlineStart', 'paddingInlineEnd'],
		margin: ['marginBlockStart', 'marginBlockEnd', 'marginInlineStart', 'marginInlineEnd'],
		marginBlock: ['marginBlockStart', 'marginBlockEnd'],
		marginInline: ['marginInlineStart', 'marginInlineEnd'],
	},
})

/*
 * Colour atoms for a layout box: the surfaces and soft tones it may paint, and the text colours on them. Not every
 * token: every page ships the atoms' class map with the shell (issue 19), so the set is what boxes use; a
 * component's own colours live in its style module.
 */
const c = vars.color
const colorProperties = defineProperties({
	properties: {
		color: { text: c.text, textStrong: c.textStrong, textMuted: c.textMuted, textOnBrand: c.textOnBrand },
		background: {
			surface: c.surface,
			surfaceRaised: c.surfaceRaised,
			surfaceSunken: c.surfaceSunken,
			brand: c.brand,
			brandSoft: c.brandSoft,
			accentSoft: c.accentSoft,
			dangerSoft: c.dangerSoft,
			successSoft: c.successSoft,
			warningSoft: c.warningSoft,
		},
	},
})

export const sprinkles = createSprinkles(layoutProperties, colorProperties)
export type Sprinkles = Parameters<typeof sprinkles>[0]
