import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** The sticky page header is 52px tall; an anchored heading lands just below it. */
const ANCHOR_OFFSET = '68px'

export const article = style({
	paddingInline: vars.space.large,
	paddingBlock: vars.space.large,
	paddingBlockEnd: vars.space.xxxlarge,
	background: vars.color.surface,
	color: vars.color.text,
})

/** A readable measure on wide screens (phones are narrower than this anyway): about 70 characters a line. */
export const measure = style({
	maxInlineSize: '68ch',
	marginInline: 'auto',
})

export const updated = style({
	margin: 0,
	marginBlockEnd: vars.space.large,
	color: vars.color.textMuted,
	fontSize: vars.font.size.small,
})

export const contents = style({
	marginBlockEnd: vars.space.xlarge,
	paddingBlock: vars.space.medium,
	paddingInline: vars.space.large,
	borderRadius: vars.radius.large,
	background: vars.color.surfaceSunken,
})

export const contentsHeading = style({
	margin: 0,
	marginBlockEnd: vars.space.xsmall,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.strong,
	lineHeight: vars.font.headingLeading,
})

export const contentsList = style({
	listStyle: 'none',
	margin: 0,
	padding: 0,
})

export const contentsLink = style({
	display: 'flex',
	alignItems: 'baseline',
	gap: vars.space.small,
	minBlockSize: 36,
	paddingBlock: vars.space.xsmall,
	color: vars.color.brandStrong,
	fontSize: vars.font.size.small,
	lineHeight: vars.font.headingLeading,
	textDecoration: 'none',
	selectors: {
		'&:hover': { textDecoration: 'underline' },
	},
})

export const number = style({
	flexShrink: 0,
	minInlineSize: '1.5em',
	color: vars.color.textMuted,
	fontVariantNumeric: 'tabular-nums',
})

export const section = style({
	marginBlockStart: vars.space.xlarge,
})

export const heading = style({
	display: 'flex',
	alignItems: 'baseline',
	gap: vars.space.small,
	margin: 0,
	marginBlockEnd: vars.space.small,
	scrollMarginBlockStart: ANCHOR_OFFSET,
	fontSize: vars.font.size.large,
	fontWeight: vars.font.weight.strong,
	lineHeight: vars.font.headingLeading,
	color: vars.color.textStrong,
})

/**
 * Body text: 16px, a generous line height (Arabic and Kurdish need room for
 * their marks and dots; Chinese for its dense glyphs) and long words or
 * addresses allowed to wrap on narrow phones.
 */
export const paragraph = style({
	margin: 0,
	marginBlockEnd: vars.space.medium,
	fontSize: vars.font.size.standard,
	lineHeight: 1.7,
	textAlign: 'start',
	overflowWrap: 'break-word',
	hyphens: 'auto',
	selectors: {
		'&:lang(ar), &:lang(ckb)': { lineHeight: 1.95, hyphens: 'manual' },
		'&:lang(zh)': { lineHeight: 1.85, hyphens: 'manual' },
		'&:last-child': { marginBlockEnd: 0 },
	},
})
