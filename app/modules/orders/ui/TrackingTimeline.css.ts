import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** The shipment timeline: a vertical line on the reading-start side with a dot per leg (mirrors in right-to-left). */

const DOT = 14
const RAIL_INSET = 6

export const timeline = style({
	display: 'flex',
	flexDirection: 'column',
	margin: 0,
	padding: 0,
	listStyle: 'none',
})

export const leg = style({
	position: 'relative',
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xxsmall,
	paddingInlineStart: 32,
	paddingBlockEnd: vars.space.large,
	selectors: {
		// The rail from this dot down to the next one.
		'&::before': {
			content: '""',
			position: 'absolute',
			insetInlineStart: RAIL_INSET + DOT / 2 - 1,
			insetBlockStart: DOT + 4,
			insetBlockEnd: 0,
			inlineSize: 2,
			background: vars.color.border,
		},
		'&:last-child::before': { display: 'none' },
		'&:last-child': { paddingBlockEnd: 0 },
	},
})

export const legDone = style({ selectors: { '&::before': { background: vars.color.brand } } })

export const dot = style({
	position: 'absolute',
	insetInlineStart: RAIL_INSET,
	insetBlockStart: 4,
	inlineSize: DOT,
	blockSize: DOT,
	borderRadius: vars.radius.full,
	boxSizing: 'border-box',
})

export const dotStates = styleVariants({
	done: { background: vars.color.brand },
	current: { background: vars.color.accent, boxShadow: `0 0 0 4px ${vars.color.accentSoft}` },
	upcoming: { background: vars.color.surface, border: `2px solid ${vars.color.borderStrong}` },
})

export const legName = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.small,
	margin: 0,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.medium,
	color: vars.color.textStrong,
})

export const legNameUpcoming = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular })

export const now = style({
	paddingInline: vars.space.small,
	borderRadius: vars.radius.full,
	fontSize: vars.font.size.xsmall,
	fontWeight: vars.font.weight.strong,
	background: vars.color.accentSoft,
	color: vars.color.accent,
})

export const events = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xsmall,
	margin: 0,
	padding: 0,
	listStyle: 'none',
})

export const event = style({
	display: 'flex',
	flexDirection: 'column',
	fontSize: vars.font.size.small,
	color: vars.color.text,
	overflowWrap: 'anywhere',
})

export const eventTime = style({ color: vars.color.textMuted, fontSize: vars.font.size.xsmall })

export const estimate = style({
	display: 'flex',
	gap: vars.space.small,
	alignItems: 'flex-start',
	padding: vars.space.medium,
	borderRadius: vars.radius.medium,
	fontSize: vars.font.size.small,
})

export const estimateTones = styleVariants({
	info: { background: vars.color.brandSoft, color: vars.color.text },
	late: { background: vars.color.warningSoft, color: vars.color.text },
	done: { background: vars.color.successSoft, color: vars.color.text },
})

export const estimateBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, flex: 1, minInlineSize: 0 })

export const estimateHeadline = style({ fontWeight: vars.font.weight.strong, color: vars.color.textStrong })
