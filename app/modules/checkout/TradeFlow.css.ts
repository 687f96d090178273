import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** The trade flow: one column of cards (delivery, items, shipping, coupon, remark, price, payment) and the bottom bar. */

export const page = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	paddingBlock: vars.space.small,
})

export const card = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
	padding: vars.space.large,
	background: vars.color.surface,
})

export const cardInvalid = style({ borderInlineStart: `3px solid ${vars.color.danger}` })

export const cardHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small })

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong, color: vars.color.textStrong })

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.leading })

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium })

/* Items */

export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, margin: 0, padding: 0, listStyle: 'none' })

export const item = style({ display: 'grid', gridTemplateColumns: '64px 1fr', columnGap: vars.space.medium, alignItems: 'start' })

export const thumbnail = style({
	display: 'block',
	inlineSize: 64,
	blockSize: 64,
	borderRadius: vars.radius.medium,
	objectFit: 'cover',
	background: vars.color.surfaceSunken,
})

export const itemBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minInlineSize: 0 })

export const itemTitle = style({
	margin: 0,
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.medium,
	lineHeight: vars.font.headingLeading,
	color: vars.color.textStrong,
	display: '-webkit-box',
	WebkitLineClamp: 2,
	WebkitBoxOrient: 'vertical',
	overflow: 'hidden',
	overflowWrap: 'anywhere',
})

export const itemFoot = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space.small })

export const itemQuantity = style({ color: vars.color.textMuted, fontSize: vars.font.size.small })

/* Choices (shipping, payment): radio cards */

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, border: 0, margin: 0, padding: 0, minInlineSize: 0 })

export const legend = style({
	padding: 0,
	marginBlockEnd: vars.space.small,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.strong,
	color: vars.color.textStrong,
})

export const choice = style({
	display: 'grid',
	gridTemplateColumns: 'auto 1fr auto',
	alignItems: 'center',
	columnGap: vars.space.medium,
	rowGap: 2,
	padding: vars.space.medium,
	border: `1px solid ${vars.color.border}`,
	borderRadius: vars.radius.medium,
	cursor: 'pointer',
	selectors: {
		'&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft },
		'&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
	},
})

export const radio = style({ inlineSize: 20, blockSize: 20, margin: 0, accentColor: vars.color.brand, gridRow: 'span 2' })

export const choiceIcon = style({ color: vars.color.brand })

export const choiceName = style({ fontWeight: vars.font.weight.medium, color: vars.color.textStrong })

export const choiceNote = style({ gridColumn: '2 / -1', color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.leading })

export const choiceAside = style({ justifySelf: 'end', fontSize: vars.font.size.small, color: vars.color.textMuted })

/* Coupon row and list */

export const row = style({
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'space-between',
	gap: vars.space.medium,
	minBlockSize: 44,
	padding: 0,
	border: 0,
	background: 'none',
	font: 'inherit',
	color: 'inherit',
	textAlign: 'start',
	textDecoration: 'none',
	cursor: 'pointer',
	inlineSize: '100%',
})

export const rowValue = style({
	display: 'inline-flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	color: vars.color.accent,
	fontWeight: vars.font.weight.medium,
})

export const rowValueMuted = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular })

export const couponList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' })

export const couponGroupTitle = style({
	margin: 0,
	marginBlockStart: vars.space.small,
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.strong,
	color: vars.color.textMuted,
})

export const coupon = style({
	display: 'grid',
	gridTemplateColumns: 'minmax(88px, auto) 1fr auto',
	alignItems: 'center',
	columnGap: vars.space.medium,
	padding: vars.space.medium,
	border: `1px solid ${vars.color.border}`,
	borderRadius: vars.radius.medium,
	color: 'inherit',
	textDecoration: 'none',
	background: vars.color.surface,
	selectors: {
		'&[aria-current="true"]': { borderColor: vars.color.accent, background: vars.color.accentSoft },
		'&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
	},
})

export const couponUnusable = style({ opacity: 0.6, cursor: 'default' })

export const couponAmount = style({
	fontSize: vars.font.size.large,
	fontWeight: vars.font.weight.strong,
	color: vars.color.accent,
	textAlign: 'center',
})

export const couponText = style({ display: 'flex', flexDirection: 'column', gap: 2, minInlineSize: 0, fontSize: vars.font.size.small })

export const couponName = style({ fontWeight: vars.font.weight.medium, color: vars.color.textStrong, overflowWrap: 'anywhere' })

export const couponMark = style({ color: vars.color.accent })

export const couponReason = style({ color: vars.color.danger })

/* Remark */

export const textarea = style({
	inlineSize: '100%',
	minBlockSize: 72,
	padding: vars.space.medium,
	border: `1px solid ${vars.color.border}`,
	borderRadius: vars.radius.medium,
	font: 'inherit',
	fontSize: vars.font.size.standard,
	lineHeight: vars.font.leading,
	color: vars.color.text,
	background: vars.color.surface,
	resize: 'vertical',
	boxSizing: 'border-box',
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
})

export const counter = style({
	alignSelf: 'flex-end',
	color: vars.color.textMuted,
	fontSize: vars.font.size.xsmall,
	fontVariantNumeric: 'tabular-nums',
})

/* Price breakdown */

export const breakdown = style({ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: vars.space.small, margin: 0 })

export const breakdownName = style({ color: vars.color.text, fontSize: vars.font.size.small })

export const breakdownValue = style({ margin: 0, paddingInlineStart: vars.space.medium, textAlign: 'end', fontSize: vars.font.size.small })

export const breakdownTotal = style({
	paddingBlockStart: vars.space.small,
	borderBlockStart: `1px solid ${vars.color.border}`,
	fontWeight: vars.font.weight.strong,
	fontSize: vars.font.size.standard,
	color: vars.color.textStrong,
})

export const secondStage = style({
	display: 'flex',
	gap: vars.space.small,
	padding: vars.space.medium,
	borderRadius: vars.radius.medium,
	background: vars.color.surfaceSunken,
	color: vars.color.text,
	fontSize: vars.font.size.small,
	lineHeight: vars.font.leading,
})

/* The sticky bottom bar */

export const bar = style({
	position: 'sticky',
	insetBlockEnd: 0,
	zIndex: vars.zIndex.sticky,
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.medium,
	paddingInline: vars.space.large,
	paddingBlockStart: vars.space.small,
	paddingBlockEnd: `calc(${vars.space.small} + env(safe-area-inset-bottom, 0px))`,
	background: vars.color.surface,
	borderBlockStart: `1px solid ${vars.color.border}`,
	marginBlockStart: 'auto',
})

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

export const noscriptBar = style({ display: 'flex', justifyContent: 'center', padding: vars.space.medium })

/** "These prices come from your quote / your prize". */
export const originNotice = style({
	display: 'flex',
	alignItems: 'flex-start',
	gap: vars.space.xsmall,
	margin: 0,
	padding: vars.space.medium,
	borderRadius: vars.radius.large,
	background: vars.color.brandSoft,
	color: vars.color.textStrong,
	fontSize: vars.font.size.small,
})
