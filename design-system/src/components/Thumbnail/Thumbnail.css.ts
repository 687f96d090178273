import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

export const thumbnail = style({
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'center',
	flexShrink: 0,
	objectFit: 'cover',
	borderRadius: vars.radius.medium,
	backgroundColor: vars.color.surfaceSunken,
	color: vars.color.textMuted,
})

export const sizes = styleVariants({
	small: { inlineSize: 48, blockSize: 48 },
	medium: { inlineSize: 64, blockSize: 64 },
	large: { inlineSize: 72, blockSize: 72 },
	xlarge: { inlineSize: 96, blockSize: 96 },
})

/** A thin line around a picture the buyer took (it may be as light as the page). */
export const framed = style({ boxShadow: `inset 0 0 0 1px ${vars.color.border}` })
