import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/* Home's own looks; its sections, rows and grid are the design system's Section, Scroller and TileGrid. */

export const header = style({
	position: 'sticky',
	insetBlockStart: 0,
	zIndex: vars.zIndex.sticky,
	background: vars.color.brandStrong,
	color: vars.color.textOnBrand,
})

export const brand = style({ margin: 0, fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.strong, lineHeight: 1.2, flexShrink: 0 })

/** On the brand bar: the camera (PhotoSearchButton), a 44px touch target in white, with a white focus ring. */
export const photoSearch = style({
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	inlineSize: 44,
	blockSize: 44,
	flexShrink: 0,
	borderRadius: vars.radius.full,
	color: vars.color.textOnBrand,
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.surface}`, outlineOffset: 1 } },
})

export const banner = style({
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

export const shelfTabs = style({ paddingBlockEnd: vars.space.small })

/** Favourites and history with their counts, two halves of one row. */
export const savedCounts = style({ paddingInline: vars.space.medium })

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

export const savedCountLabel = style({ flex: 1 })

export const savedCountNumber = style({ fontWeight: vars.font.weight.strong, color: vars.color.brandStrong, fontVariantNumeric: 'tabular-nums' })
