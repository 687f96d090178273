import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/* The coupons page and its cards. Logical properties only: the stub is at the start (right in Arabic). */

export const page = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
	padding: vars.space.large,
	paddingBlockEnd: vars.space.xxxlarge,
})

/** The three tabs: links (they work without JavaScript), the current one marked aria-current. */
export const tabs = style({
	display: 'grid',
	gridTemplateColumns: 'repeat(3, 1fr)',
	gap: vars.space.xsmall,
	margin: 0,
	padding: vars.space.xxsmall,
	listStyle: 'none',
	borderRadius: vars.radius.full,
	background: vars.color.surfaceSunken,
})

export const tab = style({
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'center',
	gap: vars.space.xsmall,
	minBlockSize: 40,
	paddingInline: vars.space.small,
	borderRadius: vars.radius.full,
	color: vars.color.textMuted,
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.medium,
	textDecoration: 'none',
	whiteSpace: 'nowrap',
	selectors: {
		'&[aria-current="page"]': { background: vars.color.surface, color: vars.color.brand, boxShadow: vars.shadow.small },
		'&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
	},
})

export const tabCount = style({ fontVariantNumeric: 'tabular-nums', opacity: 0.8 })

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small })

export const sectionTitle = style({
	margin: 0,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.strong,
	color: vars.color.textStrong,
})

export const list = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
	margin: 0,
	padding: 0,
	listStyle: 'none',
})

/** A ticket: the amount on a coloured stub at the start, the terms after a dashed tear line. */
export const card = style({
	display: 'grid',
	gridTemplateColumns: '128px minmax(0, 1fr)',
	borderRadius: vars.radius.large,
	background: vars.color.surface,
	border: `1px solid ${vars.color.border}`,
	overflow: 'hidden',
})

export const inactiveCard = style({ background: vars.color.surfaceSunken })

export const stub = style({
	display: 'flex',
	flexDirection: 'column',
	alignItems: 'center',
	justifyContent: 'center',
	gap: vars.space.xxsmall,
	paddingBlock: vars.space.medium,
	paddingInline: vars.space.small,
	background: vars.color.accentSoft,
	color: vars.color.accent,
	borderInlineEnd: `2px dashed ${vars.color.border}`,
	textAlign: 'center',
})

export const inactiveStub = style({ background: vars.color.surfaceSunken, color: vars.color.textMuted })

/** Fits "IQD 50,000" and "٥٠٬٠٠٠ د.ع." on the stub of a 320px-wide phone. */
export const stubPrice = style({ selectors: { '&&': { fontSize: vars.font.size.large, justifyContent: 'center' } } })

export const discountWord = style({ fontSize: vars.font.size.xsmall, fontWeight: vars.font.weight.medium })

export const threshold = style({ fontSize: vars.font.size.xsmall, color: vars.color.text, lineHeight: 1.4 })

export const body = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xsmall,
	padding: vars.space.medium,
	minInlineSize: 0,
})

export const head = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small })

export const name = style({
	margin: 0,
	flex: 1,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.strong,
	color: vars.color.textStrong,
	overflowWrap: 'anywhere',
})

export const stamp = style({
	flexShrink: 0,
	paddingInline: vars.space.small,
	paddingBlock: 2,
	borderRadius: vars.radius.full,
	border: `1px solid ${vars.color.borderStrong}`,
	color: vars.color.textMuted,
	fontSize: vars.font.size.xsmall,
	fontWeight: vars.font.weight.medium,
})

export const line = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted })

export const products = style({
	display: 'flex',
	flexDirection: 'column',
	alignItems: 'flex-start',
	gap: vars.space.xsmall,
	margin: 0,
	padding: 0,
	listStyle: 'none',
	fontSize: vars.font.size.small,
})

export const productItem = style({ maxInlineSize: '100%', minInlineSize: 0 })

export const productLink = style({
	display: 'block',
	maxInlineSize: '100%',
	paddingInline: vars.space.small,
	paddingBlock: 2,
	borderRadius: vars.radius.full,
	background: vars.color.brandSoft,
	color: vars.color.brandStrong,
	textDecoration: 'none',
	overflow: 'hidden',
	textOverflow: 'ellipsis',
	whiteSpace: 'nowrap',
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
})

export const actions = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.small, marginBlockStart: 'auto' })

export const error = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.danger })
