import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** A link that looks like an IconButton: a 44px touch target around an icon. */
export const iconLink = style({
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	inlineSize: 44,
	blockSize: 44,
	borderRadius: vars.radius.full,
	color: vars.color.text,
	selectors: {
		'&:hover': { background: vars.color.surfaceSunken },
		'&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
	},
})
