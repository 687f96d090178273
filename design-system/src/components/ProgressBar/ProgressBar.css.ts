import { createVar, style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

/** How far along, 0–100%, set inline by the component. */
export const progress = createVar()

export const track = style({ blockSize: 8, borderRadius: vars.radius.full, background: vars.color.surfaceSunken, overflow: 'hidden' })

export const fill = style({
	blockSize: '100%',
	inlineSize: progress,
	borderRadius: vars.radius.full,
	background: vars.color.brand,
	transition: 'inline-size 400ms ease-out',
	'@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})
