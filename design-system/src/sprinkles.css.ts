import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { vars } from './tokens/vars.css.ts'

const space = vars.space

/** Layout atoms. Logical properties only, so every layout mirrors itself in right-to-left. */
const layoutProperties = defineProperties({
	properties: {
		display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
		flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
		flexWrap: ['wrap', 'nowrap'],
		flexGrow: [0, 1],
		flexShrink: [0, 1],
		alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
		alignSelf: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
		justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
		gap: space,
		rowGap: space,
		columnGap: space,
		paddingBlockStart: space,
		paddingBlockEnd: space,
		paddingInlineStart: space,
		paddingInlineEnd: space,
		marginBlockStart: space,
		marginBlockEnd: space,
		marginInlineStart: { ...space, auto: 'auto' },
		marginInlineEnd: { ...space, auto: 'auto' },
		textAlign: ['start', 'center', 'end'],
		position: ['relative', 'absolute', 'sticky', 'fixed'],
		overflow: ['hidden', 'auto', 'visible'],
		inlineSize: { full: '100%', auto: 'auto' },
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

const colorProperties = defineProperties({
	properties: {
		color: vars.color,
		background: vars.color,
	},
})

export const sprinkles = createSprinkles(layoutProperties, colorProperties)
export type Sprinkles = Parameters<typeof sprinkles>[0]
