import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

export const fieldset = style({
	display: 'flex',
	flexDirection: 'column',
	minInlineSize: 0,
	margin: 0,
	padding: 0,
	border: 0,
})

export const variants = styleVariants({
	/** A card of its own: the form's sections. */
	card: {
		padding: vars.space.large,
		borderRadius: vars.radius.large,
		backgroundColor: vars.color.surface,
		boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
	},
	/** Just the group: inside a card, a sheet or a filter panel. */
	plain: {},
})

export const gaps = styleVariants({
	xsmall: { gap: vars.space.xsmall },
	small: { gap: vars.space.small },
	medium: { gap: vars.space.medium },
	large: { gap: vars.space.large },
})

/** Floated so the legend takes part in the column like any child (a legend otherwise sits on the border). */
export const legend = style({
	float: 'inline-start',
	inlineSize: '100%',
	padding: 0,
	color: vars.color.textStrong,
})

export const legendSizes = styleVariants({
	standard: { marginBlockEnd: vars.space.xsmall, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong },
	small: { fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium, color: vars.color.text },
})

export const hint = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted })
