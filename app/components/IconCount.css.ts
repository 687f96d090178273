import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** A count pinned to the top end corner of an icon: order shortcuts, the account's chat entry, the cart button. */
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
