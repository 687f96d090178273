import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

export const root = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
	margin: 0,
	padding: 0,
	listStyle: 'none',
	minInlineSize: 0,
})

/** An item's lines: what it is, when, what was said, what to do with it. */
export const item = style({
	display: 'flex',
	flexDirection: 'column',
	paddingBlockEnd: vars.space.medium,
	borderBlockEnd: `1px solid ${vars.color.border}`,
	minInlineSize: 0,
	selectors: { '&:last-child': { borderBlockEnd: 'none', paddingBlockEnd: 0 } },
})

export const itemGaps = styleVariants({
	xsmall: { gap: vars.space.xsmall },
	small: { gap: vars.space.small },
})
