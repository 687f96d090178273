import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

export const header = style({
	position: 'sticky',
	insetBlockStart: 0,
	zIndex: vars.zIndex.sticky,
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.small,
	paddingInline: vars.space.medium,
	paddingBlock: vars.space.small,
	background: vars.color.brandStrong,
	color: vars.color.textOnBrand,
})

export const brand = style({
	margin: 0,
	fontSize: vars.font.size.xlarge,
	fontWeight: vars.font.weight.strong,
	lineHeight: 1.2,
	flexShrink: 0,
})

export const searchBox = style({
	flex: 1,
	minInlineSize: 0,
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	blockSize: 40,
	paddingInline: vars.space.medium,
	borderRadius: vars.radius.full,
	background: vars.color.surface,
	color: vars.color.textMuted,
	textDecoration: 'none',
	fontSize: vars.font.size.small,
	overflow: 'hidden',
	whiteSpace: 'nowrap',
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
})

/** On the brand bar: the camera (PhotoSearchButton) in white, with a white focus ring. */
export const photoSearch = style({
	color: vars.color.textOnBrand,
	selectors: { '&&:focus-visible': { outlineColor: vars.color.surface, outlineOffset: 1 } },
})

export const section = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	paddingInline: vars.space.medium,
})

export const sectionTitle = style({
	margin: 0,
	fontSize: vars.font.size.large,
	fontWeight: vars.font.weight.strong,
})

export const banners = style({
	display: 'grid',
	gridAutoFlow: 'column',
	gridAutoColumns: '100%',
	gap: vars.space.small,
	position: 'relative',
	overflowX: 'auto',
	scrollSnapType: 'x mandatory',
	scrollbarWidth: 'none',
	listStyle: 'none',
	margin: 0,
	padding: 0,
	paddingInline: vars.space.medium,
	scrollPaddingInline: vars.space.medium,
})

export const banner = style({
	scrollSnapAlign: 'start',
	position: 'relative',
	display: 'block',
	borderRadius: vars.radius.large,
	overflow: 'hidden',
	color: vars.color.textOnBrand,
	textDecoration: 'none',
	aspectRatio: '2 / 1',
	background: vars.color.brandSoft,
})

export const bannerImage = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' })

export const bannerTitle = style({
	position: 'absolute',
	insetInline: 0,
	insetBlockEnd: 0,
	padding: vars.space.medium,
	fontSize: vars.font.size.large,
	fontWeight: vars.font.weight.strong,
	background: 'linear-gradient(to top, rgba(0,0,0,0.6), transparent)',
})

export const chips = style({
	display: 'flex',
	flexWrap: 'wrap',
	gap: vars.space.xsmall,
	listStyle: 'none',
	margin: 0,
	padding: 0,
})

// Scrollers are positioned so that absolutely positioned descendants (visually hidden labels) are clipped by
// them instead of widening the page, which in right-to-left pages shows as an empty band on the left.
export const scrollingChips = style([chips, { position: 'relative', flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none' }])

export const more = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.medium })

export const rate = style({ color: vars.color.textMuted, fontSize: vars.font.size.xsmall, textAlign: 'center' })

export const content = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.large,
	paddingBlock: vars.space.medium,
})

export const shelfTabs = style({ paddingBlockEnd: vars.space.small })

/** A horizontally scrolling row of cards; the first card starts at the reading edge in both directions. */
export const shelf = style({
	display: 'flex',
	gap: vars.space.small,
	position: 'relative',
	overflowX: 'auto',
	scrollSnapType: 'x mandatory',
	scrollbarWidth: 'none',
	listStyle: 'none',
	margin: 0,
	padding: 0,
})

export const shelfItem = style({ scrollSnapAlign: 'start', flex: '0 0 38%', minInlineSize: 140 })

/** Favourites and history with their counts, two halves of one row. */
export const savedCounts = style({
	display: 'grid',
	gridTemplateColumns: '1fr 1fr',
	gap: vars.space.small,
	listStyle: 'none',
	margin: 0,
	paddingBlock: 0,
	paddingInline: vars.space.medium,
})

export const savedCount = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	minBlockSize: 44,
	paddingInline: vars.space.medium,
	borderRadius: vars.radius.medium,
	background: vars.color.surface,
	color: vars.color.text,
	textDecoration: 'none',
	fontSize: vars.font.size.small,
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
})

export const savedCountLabel = style({
	flex: 1,
	minInlineSize: 0,
	overflow: 'hidden',
	textOverflow: 'ellipsis',
	whiteSpace: 'nowrap',
})

export const savedCountNumber = style({
	fontWeight: vars.font.weight.strong,
	color: vars.color.brandStrong,
	fontVariantNumeric: 'tabular-nums',
})
