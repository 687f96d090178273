import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

export const iconButton = style({
	paddingInline: 0,
	aspectRatio: '1',
	flexShrink: 0,
})

export const shapes = styleVariants({
	square: { borderRadius: vars.radius.medium },
	round: { borderRadius: vars.radius.full },
})

export const sizes = styleVariants({
	small: { inlineSize: 36 },
	medium: { inlineSize: vars.size.touchTarget },
	large: { inlineSize: 52 },
})

export const badge = style({
	position: 'absolute',
	insetBlockStart: 2,
	insetInlineEnd: 2,
	minInlineSize: 18,
	blockSize: 18,
	paddingInline: 4,
	borderRadius: vars.radius.full,
	backgroundColor: vars.color.danger,
	color: vars.color.textOnBrand,
	fontSize: 11,
	fontWeight: vars.font.weight.strong,
	lineHeight: '18px',
	textAlign: 'center',
})
