import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

export const root = style({ margin: 0, minInlineSize: 0, fontSize: vars.font.size.small })

export const layouts = styleVariants({
	/** Names in one column, values in the next (facts of an inquiry, a product's parameters). */
	columns: {
		display: 'grid',
		gridTemplateColumns: 'minmax(6em, max-content) minmax(0, 1fr)',
		columnGap: vars.space.large,
		rowGap: vars.space.small,
	},
	/** One row per item, the value at the end, a line under each (contact details). */
	rows: { display: 'flex', flexDirection: 'column', gap: vars.space.small },
})

const ROWS = '[data-layout="rows"] > &'

export const item = style({
	display: 'contents',
	selectors: {
		[ROWS]: {
			display: 'flex',
			justifyContent: 'space-between',
			alignItems: 'baseline',
			gap: vars.space.medium,
			paddingBlock: vars.space.small,
			borderBlockEnd: `1px solid ${vars.color.border}`,
		},
	},
})

export const label = style({ color: vars.color.textMuted })

export const value = style({
	margin: 0,
	minInlineSize: 0,
	color: vars.color.text,
	overflowWrap: 'anywhere',
	selectors: {
		[`[data-layout="rows"] > * > &`]: {
			fontSize: vars.font.size.standard,
			fontWeight: vars.font.weight.medium,
			color: vars.color.textStrong,
			textAlign: 'end',
		},
	},
})
