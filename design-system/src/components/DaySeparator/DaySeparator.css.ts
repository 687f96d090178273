import { style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

export const separator = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.small })

export const label = style({
	paddingInline: vars.space.medium,
	paddingBlock: vars.space.xxsmall,
	borderRadius: vars.radius.full,
	background: vars.color.surfaceSunken,
	color: vars.color.textMuted,
	fontSize: vars.font.size.xsmall,
})
