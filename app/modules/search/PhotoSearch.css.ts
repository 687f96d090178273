import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** Search by photo: the picker, the buyer's photo and the similar products. */

/** A big tile around a file input: the whole tile opens the camera or the album. */
export const choice = style({
	position: 'relative',
	display: 'flex',
	flexDirection: 'column',
	alignItems: 'center',
	justifyContent: 'center',
	gap: vars.space.xsmall,
	minBlockSize: 96,
	padding: vars.space.medium,
	borderRadius: vars.radius.medium,
	border: `1px solid ${vars.color.border}`,
	background: vars.color.surface,
	color: vars.color.text,
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.medium,
	textAlign: 'center',
	cursor: 'pointer',
	selectors: {
		'&:hover': { background: vars.color.surfaceSunken },
		'&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
		'&[data-disabled]': { opacity: 0.6, cursor: 'progress' },
	},
})

export const primaryChoice = style({
	background: vars.color.brand,
	borderColor: vars.color.brand,
	color: vars.color.textOnBrand,
	selectors: {
		'&:hover': { background: vars.color.brandStrong },
	},
})

/** The real input stays in the page (focusable, submitted without JavaScript) but out of sight. */
export const fileInput = style({
	position: 'absolute',
	inlineSize: 1,
	blockSize: 1,
	padding: 0,
	margin: -1,
	overflow: 'hidden',
	clip: 'rect(0 0 0 0)',
	clipPath: 'inset(50%)',
	whiteSpace: 'nowrap',
	border: 0,
})

export const status = style({
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'center',
	gap: vars.space.small,
	minBlockSize: 24,
	fontSize: vars.font.size.small,
	color: vars.color.textMuted,
})
