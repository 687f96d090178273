import { style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

/** A ready answer on one line, cut with an ellipsis at its end so a long one never widens the page. */
export const suggestion = style({
	maxInlineSize: 'min(320px, 80vw)',
	paddingInline: vars.space.small,
	paddingBlock: vars.space.xxsmall,
	border: `1px solid ${vars.color.border}`,
	borderRadius: vars.radius.medium,
	background: vars.color.surface,
	color: vars.color.text,
	font: 'inherit',
	fontSize: vars.font.size.small,
	textAlign: 'start',
	whiteSpace: 'nowrap',
	overflow: 'hidden',
	textOverflow: 'ellipsis',
	cursor: 'pointer',
	selectors: { '&:hover': { borderColor: vars.color.brand } },
})
