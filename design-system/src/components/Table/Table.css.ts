import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

/** A wide table scrolls sideways inside its frame on a phone instead of squeezing its columns. */
export const frame = style({
	overflowX: 'auto',
	borderRadius: vars.radius.large,
	border: `1px solid ${vars.color.border}`,
	backgroundColor: vars.color.surface,
})

export const table = style({
	inlineSize: '100%',
	borderCollapse: 'collapse',
	fontSize: vars.font.size.small,
})

const cell = style({
	paddingBlock: vars.space.small,
	paddingInline: vars.space.medium,
})

export const columnHeader = style([
	cell,
	{
		color: vars.color.textMuted,
		fontWeight: vars.font.weight.medium,
		backgroundColor: vars.color.surfaceSunken,
		whiteSpace: 'nowrap',
	},
])

export const bodyCell = style([cell, { verticalAlign: 'top', borderBlockStart: `1px solid ${vars.color.border}` }])

/** Numbers and amounts line up at the end of their column. */
export const aligns = styleVariants({
	start: { textAlign: 'start' },
	end: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
})

export const nowrap = style({ whiteSpace: 'nowrap' })
