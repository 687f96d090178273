import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'
import { iconCount } from '#app/components/IconCount.css.ts'

/** The cart page, its lines, the cart icon, and the quantity stepper shared with the trade flow. */

export const toolbar = style({
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'space-between',
	gap: vars.space.medium,
	paddingInline: vars.space.large,
	paddingBlock: vars.space.xsmall,
	background: vars.color.surface,
	minBlockSize: 52,
})

export const toolbarCheck = style({ minBlockSize: 44, fontSize: vars.font.size.small })

export const line = style({
	display: 'grid',
	gridTemplateColumns: 'auto 72px 1fr',
	columnGap: vars.space.medium,
	rowGap: vars.space.small,
	alignItems: 'start',
	padding: vars.space.large,
	background: vars.color.surface,
})

export const lineUnavailable = style({ opacity: 0.72 })

export const checkLabel = style({
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	minInlineSize: 44,
	minBlockSize: 44,
	marginBlockStart: 14,
	cursor: 'pointer',
})

export const lineBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minInlineSize: 0 })

export const lineTitle = style({
	flex: 1,
	minInlineSize: 0,
	margin: 0,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.medium,
	lineHeight: vars.font.headingLeading,
	color: vars.color.textStrong,
	textDecoration: 'none',
	display: '-webkit-box',
	WebkitLineClamp: 2,
	WebkitBoxOrient: 'vertical',
	overflow: 'hidden',
	overflowWrap: 'anywhere',
	selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const lineFoot = style({
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'space-between',
	flexWrap: 'wrap',
	gap: vars.space.small,
	marginBlockStart: vars.space.xsmall,
})

export const lineHead = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xsmall })

export const inlineForm = style({ display: 'contents' })

/* The quantity stepper's column (cart lines and trade-flow items) */

export const stepperBlock = style({
	display: 'flex',
	flexDirection: 'column',
	alignItems: 'flex-end',
	gap: vars.space.xxsmall,
	marginInlineStart: 'auto',
})

/* The sticky bottom bar: the total of the chosen lines and "check out" */

export const bar = style({ gap: vars.space.medium })

export const barTotal = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minInlineSize: 0 })

export const barNotice = style({
	margin: 0,
	paddingInline: vars.space.large,
	paddingBlock: vars.space.small,
	background: vars.color.dangerSoft,
	color: vars.color.danger,
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.medium,
})

/* The cart icon with its count */

export const cartLink = style({ position: 'relative' })

/** The shared icon count, placed inside the cart button; a point smaller, with digits of one width. */
export const cartBadge = style([iconCount, { insetBlockStart: 2, insetInlineEnd: 0, fontSize: 11, fontVariantNumeric: 'tabular-nums' }])

/* The product page's bottom bar: small captioned shortcuts (support, cart) beside "add to cart" and "buy now" */

export const shortcut = style({
	position: 'relative',
	display: 'inline-flex',
	flexDirection: 'column',
	alignItems: 'center',
	justifyContent: 'center',
	gap: 2,
	flexShrink: 0,
	minInlineSize: 48,
	minBlockSize: 44,
	paddingInline: vars.space.xxsmall,
	borderRadius: vars.radius.medium,
	color: vars.color.text,
	fontSize: 11,
	lineHeight: 1.2,
	textDecoration: 'none',
	whiteSpace: 'nowrap',
	selectors: {
		'&:hover': { background: vars.color.surfaceSunken },
		'&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
	},
})

export const shortcutBadge = style({ insetBlockStart: -4, insetInlineEnd: 2 })

export const buyPair = style({ gap: vars.space.small })
