import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

/** The pill: a search icon at the start, then the field (or, as a link to the search page, its placeholder). */
export const root = style({
	flex: 1,
	minInlineSize: 0,
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	blockSize: 40,
	paddingInline: vars.space.medium,
	borderRadius: vars.radius.full,
	color: vars.color.textMuted,
	fontSize: vars.font.size.small,
	textDecoration: 'none',
	overflow: 'hidden',
	whiteSpace: 'nowrap',
	selectors: {
		'&:focus-visible, &:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
	},
})

/** `sunken` on a light bar (the search pages), `surface` on the brand bar (home). */
export const tones = styleVariants({
	sunken: { background: vars.color.surfaceSunken },
	surface: { background: vars.color.surface },
})

export const input = style({
	flex: 1,
	minInlineSize: 0,
	blockSize: '100%',
	border: 0,
	background: 'transparent',
	color: vars.color.text,
	fontSize: vars.font.size.standard,
	fontFamily: 'inherit',
	outline: 'none',
	textOverflow: 'ellipsis',
	selectors: {
		'&::placeholder': { color: vars.color.textMuted },
		'&::-webkit-search-cancel-button': { cursor: 'pointer' },
	},
})
