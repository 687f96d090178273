import { keyframes, style, styleVariants } from '@vanilla-extract/css'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style({
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	flexShrink: 0,
	color: 'inherit',
})

export const ring = style({
	display: 'block',
	borderRadius: '50%',
	borderStyle: 'solid',
	borderColor: 'currentColor',
	borderBlockStartColor: 'transparent',
	animation: `${spin} 0.7s linear infinite`,
	'@media': {
		'(prefers-reduced-motion: reduce)': { animationDuration: '1.6s' },
	},
})

export const sizes = styleVariants({
	small: { inlineSize: 16, blockSize: 16, borderWidth: 2 },
	medium: { inlineSize: 24, blockSize: 24, borderWidth: 3 },
	large: { inlineSize: 40, blockSize: 40, borderWidth: 4 },
})
