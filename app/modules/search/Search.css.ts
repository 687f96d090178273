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

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small })

export const sectionHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small, minBlockSize: 44 })

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong })

export const textLink = style({
	display: 'inline-flex',
	alignItems: 'center',
	gap: vars.space.xxsmall,
	minBlockSize: 44,
	paddingInline: vars.space.xsmall,
	border: 0,
	background: 'transparent',
	color: vars.color.textMuted,
	fontSize: vars.font.size.small,
	fontFamily: 'inherit',
	textDecoration: 'none',
	cursor: 'pointer',
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: vars.radius.small } },
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

export const chip = style({
	...chipBase,
	paddingInline: vars.space.medium,
	background: vars.color.surfaceSunken,
	color: vars.color.text,
	textDecoration: 'none',
	overflow: 'hidden',
	textOverflow: 'ellipsis',
	whiteSpace: 'nowrap',
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
})

export const hotChip = style([chip, { background: vars.color.accentSoft, color: vars.color.accent }])

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

export const confirm = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	padding: vars.space.medium,
	borderRadius: vars.radius.large,
	background: vars.color.dangerSoft,
	border: `1px solid ${vars.color.danger}`,
})

export const confirmTitle = style({ margin: 0, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong })

export const confirmBody = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small })

export const confirmActions = style({ display: 'flex', gap: vars.space.small, justifyContent: 'flex-end' })

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

export const sorts = style({ display: 'flex', flex: 1, minInlineSize: 0, listStyle: 'none', margin: 0, padding: 0 })

export const sortLink = style({
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	gap: vars.space.xxsmall,
	minBlockSize: 44,
	paddingInline: vars.space.small,
	color: vars.color.textMuted,
	fontSize: vars.font.size.small,
	textDecoration: 'none',
	whiteSpace: 'nowrap',
	borderBlockEnd: '2px solid transparent',
	selectors: {
		'&[aria-current="true"]': { color: vars.color.brandStrong, fontWeight: vars.font.weight.strong, borderBlockEndColor: vars.color.brand },
		'&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
	},
})

export const filterLink = style([
	sortLink,
	{ flexShrink: 0, color: vars.color.text, selectors: { '&[data-active]': { color: vars.color.brandStrong, fontWeight: vars.font.weight.strong } } },
])

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, padding: vars.space.small })

export const note = style({
	margin: 0,
	padding: vars.space.small,
	borderRadius: vars.radius.medium,
	background: vars.color.warningSoft,
	color: vars.color.text,
	fontSize: vars.font.size.small,
})

export const more = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.small, paddingBlock: vars.space.medium, minBlockSize: 80 })

export const end = style({ color: vars.color.textMuted, fontSize: vars.font.size.small })

/* Filters (in a sheet, or on the page without JavaScript). */

export const filterForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large })

export const filterPanel = style({
	margin: vars.space.small,
	padding: vars.space.medium,
	borderRadius: vars.radius.large,
	background: vars.color.surface,
	boxShadow: vars.shadow.small,
})

export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, padding: 0, border: 0, minInlineSize: 0 })

export const legend = style({ padding: 0, marginBlockEnd: vars.space.small, fontWeight: vars.font.weight.strong })

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small })

export const option = style({
	position: 'relative',
	display: 'inline-flex',
	alignItems: 'center',
	minBlockSize: 36,
	paddingInline: vars.space.medium,
	borderRadius: vars.radius.full,
	border: `1px solid ${vars.color.border}`,
	background: vars.color.surface,
	fontSize: vars.font.size.small,
	cursor: 'pointer',
	selectors: {
		'&:has(input:checked)': { background: vars.color.brandSoft, borderColor: vars.color.brand, color: vars.color.brandStrong, fontWeight: vars.font.weight.strong },
		'&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
	},
})

export const childOption = style([option, { fontSize: vars.font.size.xsmall }])

/** The radio itself is hidden; its label is the pill (still reachable by keyboard and screen readers). */
export const radio = style({ position: 'absolute', opacity: 0, inlineSize: 1, blockSize: 1, margin: 0 })

export const priceRow = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.small })

export const filterActions = style({ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: vars.space.small })

/** A keyword shown in a sentence: long unbroken keywords wrap instead of widening the page. */
export const query = style({ overflowWrap: 'anywhere' })
