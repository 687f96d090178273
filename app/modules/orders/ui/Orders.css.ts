import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** The order list, the order details and the visitor's order page. */

/** The order list's tabs stay under the top bar while the list scrolls. */
export const tabBar = style({
	position: 'sticky',
	insetBlockStart: 52,
	zIndex: vars.zIndex.sticky,
	paddingInline: vars.space.medium,
	paddingBlock: vars.space.small,
	background: vars.color.surface,
	borderBlockEnd: `1px solid ${vars.color.border}`,
})

/* Cards and items */

export const cardLink = style({
	display: 'flex',
	gap: vars.space.medium,
	alignItems: 'center',
	color: 'inherit',
	textDecoration: 'none',
	borderRadius: vars.radius.medium,
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
})

export const itemLink = style([cardLink, { flex: 1, alignItems: 'flex-start' }])

export const itemText = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xxsmall,
	flex: 1,
	minInlineSize: 0,
})

export const itemTitle = style({
	margin: 0,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.medium,
	color: vars.color.textStrong,
	overflow: 'hidden',
	display: '-webkit-box',
	WebkitLineClamp: 2,
	WebkitBoxOrient: 'vertical',
	overflowWrap: 'anywhere',
})

export const actions = style({
	display: 'flex',
	flexWrap: 'wrap',
	justifyContent: 'flex-end',
	gap: vars.space.small,
	paddingBlockStart: vars.space.medium,
	borderBlockStart: `1px solid ${vars.color.border}`,
})

export const inlineForm = style({ display: 'contents' })

/** The order's state at the top of its page, on the brand colour. */
export const statusBanner = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	padding: vars.space.large,
	borderRadius: vars.radius.large,
	background: vars.color.brand,
	color: vars.color.textOnBrand,
})

export const more = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.small })

export const addressBlock = style([itemText, { fontStyle: 'normal', fontSize: vars.font.size.small }])

/* The account page's order shortcuts */

export const shortcuts = style({
	display: 'grid',
	gridTemplateColumns: 'repeat(4, 1fr)',
	margin: 0,
	padding: 0,
	paddingBlock: vars.space.small,
	listStyle: 'none',
	borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const shortcut = style({
	position: 'relative',
	display: 'flex',
	flexDirection: 'column',
	alignItems: 'center',
	gap: vars.space.xsmall,
	minBlockSize: 64,
	paddingInline: vars.space.xsmall,
	color: vars.color.text,
	textDecoration: 'none',
	textAlign: 'center',
	fontSize: vars.font.size.small,
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, borderRadius: vars.radius.medium } },
})

export const shortcutIcon = style({ position: 'relative', color: vars.color.brand })

export const nowrap = style({ whiteSpace: 'nowrap' })
