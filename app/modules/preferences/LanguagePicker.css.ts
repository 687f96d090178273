import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** One language a row, a line between rows; the whole row is the radio's label. */
export const option = style({
	gap: vars.space.medium,
	minBlockSize: 52,
	paddingInline: vars.space.large,
	borderBlockEnd: `1px solid ${vars.color.border}`,
	selectors: {
		'&:last-child': { borderBlockEnd: 'none' },
		'&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
	},
})

export const name = style({ fontSize: vars.font.size.large })
