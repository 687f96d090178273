import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/* The search pages' own looks; the bar's field is the design system's SearchBar, the sections its Section. */

/** Keeps the search bar (and on the results page the sort bar) in view while the list scrolls. */
export const top = style({ position: 'sticky', insetBlockStart: 0, zIndex: vars.zIndex.sticky, background: vars.color.surface })

const bar = { background: vars.color.surface, borderBlockEnd: `1px solid ${vars.color.border}` } as const

export const header = style(bar)

/** A recent search: the link and its remove button share one pill. */
export const recentChip = style({
	display: 'inline-flex',
	alignItems: 'center',
	minBlockSize: 36,
	maxInlineSize: '100%',
	borderRadius: vars.radius.full,
	fontSize: vars.font.size.small,
	background: vars.color.surfaceSunken,
	overflow: 'hidden',
})

export const recentLink = style({
	minInlineSize: 0,
	maxInlineSize: 220,
	paddingInlineStart: vars.space.medium,
	paddingInlineEnd: vars.space.xxsmall,
	color: vars.color.text,
	textDecoration: 'none',
	overflow: 'hidden',
	textOverflow: 'ellipsis',
	whiteSpace: 'nowrap',
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
})

export const recentDelete = style({
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	inlineSize: 36,
	blockSize: 36,
	flexShrink: 0,
	border: 0,
	borderRadius: vars.radius.full,
	background: 'transparent',
	color: vars.color.textMuted,
	cursor: 'pointer',
	selectors: {
		'&:hover': { color: vars.color.text },
		'&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
	},
})

export const inlineForm = style({ display: 'contents' })

export const confirmActions = style({ justifyContent: 'flex-end' })

export const photoEntry = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.medium,
	padding: vars.space.medium,
	borderRadius: vars.radius.large,
	background: vars.color.brandSoft,
	color: vars.color.text,
	textDecoration: 'none',
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
})

/* The results page. */

export const toolbar = style([bar, { display: 'flex', alignItems: 'center', gap: vars.space.xsmall, paddingInline: vars.space.small }])

export const sorts = style({ display: 'flex', flex: 1, minInlineSize: 0 })

/** "Filters": a text link at the end of the sort bar, brand when filters are on. */
export const filterLink = style({
	display: 'inline-flex',
	alignItems: 'center',
	gap: vars.space.xxsmall,
	flexShrink: 0,
	minBlockSize: 44,
	paddingInline: vars.space.small,
	color: vars.color.text,
	fontSize: vars.font.size.small,
	textDecoration: 'none',
	whiteSpace: 'nowrap',
	selectors: {
		'&[data-active]': { color: vars.color.brandStrong, fontWeight: vars.font.weight.strong },
		'&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
	},
})

/** Room for the spinner while the next page loads, so the list does not jump. */
export const more = style({ minBlockSize: 80 })

/* Filters (in a sheet, or on the page without JavaScript). */

export const filterPanel = style({ margin: vars.space.small })

export const childOption = style({ fontSize: vars.font.size.xsmall })

export const filterActions = style({ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: vars.space.small })

/** A keyword shown in a sentence: long unbroken keywords wrap instead of widening the page. */
export const query = style({ overflowWrap: 'anywhere' })
