import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/* The bar at the top of both search pages: back, the search field, and a camera or submit button. */

/** Keeps the search bar (and on the results page the sort bar) in view while the list scrolls. */
export const top = style({ position: 'sticky', insetBlockStart: 0, zIndex: vars.zIndex.sticky, background: vars.color.surface })

export const header = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	paddingInline: vars.space.xsmall,
	paddingBlock: vars.space.xsmall,
	background: vars.color.surface,
	borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const form = style({ flex: 1, minInlineSize: 0, display: 'flex', alignItems: 'center', gap: vars.space.xsmall })

export const field = style({
	flex: 1,
	minInlineSize: 0,
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	blockSize: 40,
	paddingInline: vars.space.medium,
	borderRadius: vars.radius.full,
	background: vars.color.surfaceSunken,
	color: vars.color.textMuted,
	selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
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

export const submit = style({ flexShrink: 0 })

/* The search page. */

export const content = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xlarge,
	paddingInline: vars.space.medium,
	paddingBlock: vars.space.large,
})

export const sectionHeader = style({
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'space-between',
	gap: vars.space.small,
	minBlockSize: 44,
})

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, listStyle: 'none', margin: 0, padding: 0 })

const chipBase = {
	display: 'inline-flex',
	alignItems: 'center',
	minBlockSize: 36,
	maxInlineSize: '100%',
	borderRadius: vars.radius.full,
	fontSize: vars.font.size.small,
} as const

/** A recent search: the link and its remove button share one pill. */
export const recentChip = style({ ...chipBase, background: vars.color.surfaceSunken, overflow: 'hidden' })

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

export const photoIcon = style({
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	flexShrink: 0,
	inlineSize: 48,
	blockSize: 48,
	borderRadius: vars.radius.full,
	background: vars.color.brand,
	color: vars.color.textOnBrand,
})

export const photoText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minInlineSize: 0 })

export const photoTitle = style({ fontWeight: vars.font.weight.strong })

export const photoBody = style({ color: vars.color.textMuted, fontSize: vars.font.size.small })

/* The results page. */

export const toolbar = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	paddingInline: vars.space.small,
	background: vars.color.surface,
	borderBlockEnd: `1px solid ${vars.color.border}`,
})

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

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, padding: vars.space.small })

export const more = style({
	display: 'flex',
	flexDirection: 'column',
	alignItems: 'center',
	gap: vars.space.small,
	paddingBlock: vars.space.medium,
	minBlockSize: 80,
})

export const end = style({ color: vars.color.textMuted, fontSize: vars.font.size.small })

/* Filters (in a sheet, or on the page without JavaScript). */

export const filterForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large })

export const filterPanel = style({ margin: vars.space.small })

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small })

export const childOption = style({ fontSize: vars.font.size.xsmall })

export const priceRow = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.small })

export const filterActions = style({ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: vars.space.small })

/** A keyword shown in a sentence: long unbroken keywords wrap instead of widening the page. */
export const query = style({ overflowWrap: 'anywhere' })
