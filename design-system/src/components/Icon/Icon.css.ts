import { style, styleVariants } from '@vanilla-extract/css'

export const icon = style({
	display: 'inline-block',
	flexShrink: 0,
	verticalAlign: 'middle',
	fill: 'none',
	stroke: 'currentColor',
	strokeWidth: 2,
	strokeLinecap: 'round',
	strokeLinejoin: 'round',
})

/**
 * Directional icons flip horizontally in right-to-left. `:dir()` follows the nearest `dir`
 * (so an LTR island inside an RTL page is right); `[dir="rtl"] &` covers browsers without it.
 */
export const mirrored = style({
	selectors: {
		'[dir="rtl"] &': { transform: 'scaleX(-1)' },
		'&:dir(ltr)': { transform: 'none' },
		'&:dir(rtl)': { transform: 'scaleX(-1)' },
	},
})

export const sizes = styleVariants({
	xsmall: { inlineSize: 16, blockSize: 16 },
	small: { inlineSize: 20, blockSize: 20 },
	medium: { inlineSize: 24, blockSize: 24 },
	large: { inlineSize: 32, blockSize: 32 },
	inherit: { inlineSize: '1.25em', blockSize: '1.25em' },
})
