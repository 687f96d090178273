import { style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

export const banner = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.small,
	paddingInline: vars.space.medium,
	paddingBlock: vars.space.xsmall,
	background: vars.color.surfaceSunken,
	color: vars.color.text,
	fontSize: vars.font.size.small,
	borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const text = style({ margin: 0, flex: 1, minWidth: 0 })
