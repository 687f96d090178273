import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** A count pinned to the top end corner of an icon in a grid of entries (order shortcuts, the account's chat). */
export const iconCount = style({
	position: 'absolute',
	insetBlockStart: -6,
	insetInlineEnd: -12,
	minInlineSize: 18,
	blockSize: 18,
	paddingInline: 4,
	borderRadius: vars.radius.full,
	background: vars.color.accent,
	color: vars.color.textOnBrand,
	fontSize: vars.font.size.xsmall,
	fontWeight: vars.font.weight.strong,
	lineHeight: '18px',
	textAlign: 'center',
})
