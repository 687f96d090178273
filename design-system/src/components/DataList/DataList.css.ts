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
	/** What something costs: names at the start, amounts lined up at the end, a `total` item under a line. */
	amounts: {
		display: 'grid',
		gridTemplateColumns: 'minmax(0, 1fr) auto',
		// The space between name and amount is the value's padding, so the total's line runs unbroken.
		rowGap: vars.space.small,
	},
})

const ROWS = '[data-layout="rows"] > &'
const AMOUNTS = '[data-layout="amounts"] > * > &'
const AMOUNTS_TOTAL = '[data-layout="amounts"] > [data-total] > &'
const AMOUNTS_DETAIL = '[data-layout="amounts"] > [data-detail] > &'

/** The total of an amounts list: strong, under a line across both columns. */
const total = {
	paddingBlockStart: vars.space.small,
	borderBlockStart: `1px solid ${vars.color.border}`,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.strong,
	color: vars.color.textStrong,
} as const

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

export const label = style({
	color: vars.color.textMuted,
	selectors: {
		[AMOUNTS]: { color: vars.color.text },
		[AMOUNTS_TOTAL]: total,
		[AMOUNTS_DETAIL]: { paddingInlineStart: vars.space.medium, color: vars.color.textMuted },
	},
})

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
		[AMOUNTS]: { textAlign: 'end', paddingInlineStart: vars.space.medium },
		[AMOUNTS_TOTAL]: total,
		// A detail's long line wraps in the amounts' column instead of widening it (its own width counts as none).
		[AMOUNTS_DETAIL]: { contain: 'inline-size' },
	},
})
