import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

export const grow = style({
	flex: 1,
	minInlineSize: 0,
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.small,
	paddingInline: vars.space.small,
})

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.25 } })

export const dot = style({ flex: 'none', inlineSize: 10, blockSize: 10, borderRadius: vars.radius.full, background: vars.color.textMuted })

export const dotLive = style({
	background: vars.color.danger,
	'@media': { '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.2s ease-in-out infinite` } },
})

export const timer = style({
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.medium,
	fontVariantNumeric: 'tabular-nums',
	color: vars.color.textStrong,
})
