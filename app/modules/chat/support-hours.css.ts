import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

export const notice = style({
	margin: 0,
	paddingInline: vars.space.medium,
	paddingBlock: vars.space.small,
	background: vars.color.warningSoft,
	color: vars.color.text,
	fontSize: vars.font.size.small,
	textAlign: 'start',
})

export const phone = style({ unicodeBidi: 'isolate', color: vars.color.brandStrong, fontWeight: vars.font.weight.strong, whiteSpace: 'nowrap' })
