import { style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

export const header = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xxsmall,
	paddingBlock: vars.space.medium,
	paddingInline: vars.space.large,
})

/** The answers, one under the other, full width: the confirming one first, "keep" after it. */
export const actions = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	paddingInline: vars.space.large,
	paddingBlockEnd: vars.space.large,
})
