import { style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

/** The native file input (it works without JavaScript and opens the phone's camera or album), its button dressed like an outline Button. */
export const input = style({
	inlineSize: '100%',
	minInlineSize: 0,
	fontFamily: 'inherit',
	fontSize: vars.font.size.small,
	color: vars.color.textMuted,
	selectors: {
		'&::file-selector-button': {
			marginInlineEnd: vars.space.small,
			minBlockSize: vars.size.touchTarget,
			paddingInline: vars.space.medium,
			border: 0,
			borderRadius: vars.radius.medium,
			boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
			background: vars.color.surface,
			color: vars.color.text,
			font: 'inherit',
			fontWeight: vars.font.weight.medium,
			cursor: 'pointer',
		},
		'&:hover::file-selector-button': { background: vars.color.surfaceSunken },
		'&[aria-invalid="true"]::file-selector-button': { boxShadow: `inset 0 0 0 2px ${vars.color.danger}` },
		'&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: vars.radius.medium },
		'&:disabled::file-selector-button': { cursor: 'not-allowed', color: vars.color.textMuted },
	},
})
