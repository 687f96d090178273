import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

export const sections = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	paddingBlockEnd: vars.space.small,
})

export const priceRow = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: vars.space.small, rowGap: vars.space.xsmall })

export const priceRange = style({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xsmall, color: vars.color.accent })

export const titleRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small })

export const title = style({
	margin: 0,
	flex: 1,
	minInlineSize: 0,
	fontSize: vars.font.size.large,
	fontWeight: vars.font.weight.strong,
	lineHeight: vars.font.headingLeading,
	overflowWrap: 'anywhere',
})

export const facts = style({
	display: 'flex',
	flexWrap: 'wrap',
	columnGap: vars.space.large,
	rowGap: vars.space.xsmall,
	color: vars.color.textMuted,
	fontSize: vars.font.size.small,
	margin: 0,
	padding: 0,
	listStyle: 'none',
})

export const soldOut = style({ color: vars.color.danger, fontWeight: vars.font.weight.medium })

export const description = style({ margin: 0, whiteSpace: 'pre-line', lineHeight: vars.font.leading, overflowWrap: 'anywhere' })

export const freightAmount = style({
	display: 'flex',
	alignItems: 'baseline',
	justifyContent: 'space-between',
	flexWrap: 'wrap',
	gap: vars.space.small,
})

export const freightList = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xsmall,
	margin: 0,
	paddingInlineStart: vars.space.large,
	color: vars.color.textMuted,
	fontSize: vars.font.size.small,
	lineHeight: vars.font.leading,
})

export const buyForm = style({ display: 'flex', flex: 1, minInlineSize: 0 })

/** The share section in the page (no JavaScript; its panel's own styles are ProductShare.css.ts): lands below the sticky header when jumped to. */
export const inlinePanel = style({ scrollMarginBlockStart: 64 })

export const panelTitle = style({ margin: 0, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong })
