import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

export const circle = style({
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	flexShrink: 0,
	borderRadius: vars.radius.full,
})

export const sizes = styleVariants({
	medium: { inlineSize: 44, blockSize: 44 },
	large: { inlineSize: 48, blockSize: 48 },
	xlarge: { inlineSize: 72, blockSize: 72 },
})

/** `brand` white on the brand colour (an entry to tap); `soft` the brand colour on its soft tint (an illustration). */
export const tones = styleVariants({
	brand: { background: vars.color.brand, color: vars.color.textOnBrand },
	soft: { background: vars.color.brandSoft, color: vars.color.brandStrong },
})
