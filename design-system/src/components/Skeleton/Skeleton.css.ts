import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

const pulse = keyframes({
	'0%': { opacity: 1 },
	'50%': { opacity: 0.45 },
	'100%': { opacity: 1 },
})

export const skeleton = style({
	display: 'block',
	backgroundColor: vars.color.surfaceSunken,
	borderRadius: vars.radius.medium,
	animation: `${pulse} 1.4s ease-in-out infinite`,
	'@media': {
		'(prefers-reduced-motion: reduce)': { animation: 'none' },
	},
})

export const text = style({
	blockSize: '1em',
	marginBlock: '0.25em',
	borderRadius: vars.radius.small,
})

export const circle = style({ borderRadius: vars.radius.full })
