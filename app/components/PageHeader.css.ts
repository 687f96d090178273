import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

export const header = style({
	position: 'sticky',
	insetBlockStart: 0,
	zIndex: vars.zIndex.sticky,
	display: 'grid',
	gridTemplateColumns: '48px 1fr 48px',
	alignItems: 'center',
	minHeight: 52,
	paddingInline: vars.space.xsmall,
	background: vars.color.surface,
	borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const title = style({
	margin: 0,
	textAlign: 'center',
	fontSize: vars.font.size.large,
	fontWeight: vars.font.weight.strong,
	overflow: 'hidden',
	textOverflow: 'ellipsis',
	whiteSpace: 'nowrap',
})
