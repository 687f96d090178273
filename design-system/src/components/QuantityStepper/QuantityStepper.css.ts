import { style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

const c = vars.color

export const root = style({
	display: 'inline-flex',
	alignItems: 'stretch',
	flexShrink: 0,
	borderRadius: vars.radius.medium,
	overflow: 'hidden',
	backgroundColor: c.surface,
	border: `1px solid ${c.border}`,
	selectors: {
		'&[data-invalid]': { borderColor: c.danger },
	},
})

const MEDIUM = '[data-size="medium"] > &'

export const step = style({
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	inlineSize: 40,
	blockSize: 40,
	margin: 0,
	padding: 0,
	border: 0,
	backgroundColor: c.surfaceSunken,
	color: c.text,
	fontFamily: 'inherit',
	fontSize: vars.font.size.large,
	lineHeight: 1,
	cursor: 'pointer',
	selectors: {
		[MEDIUM]: { inlineSize: 44, blockSize: 44 },
		'&:hover:not(:disabled)': { backgroundColor: c.border },
		'&:disabled': { color: c.borderStrong, cursor: 'not-allowed' },
		'&:focus-visible': { outline: `2px solid ${c.focus}`, outlineOffset: -2 },
	},
})

export const input = style({
	inlineSize: 56,
	margin: 0,
	padding: 0,
	border: 0,
	borderInline: `1px solid ${c.border}`,
	textAlign: 'center',
	fontFamily: 'inherit',
	fontSize: vars.font.size.standard,
	fontVariantNumeric: 'tabular-nums',
	color: c.text,
	backgroundColor: c.surface,
	MozAppearance: 'textfield',
	selectors: {
		[MEDIUM]: { inlineSize: 72 },
		'&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { WebkitAppearance: 'none', margin: 0 },
		'&:focus-visible': { outline: `2px solid ${c.focus}`, outlineOffset: -2 },
		'&:disabled': { color: c.textMuted },
	},
})
