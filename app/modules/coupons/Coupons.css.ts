import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/* The coupons page and its cards. Logical properties only: the stub is at the start (right in Arabic). */

/** A ticket: the amount on a coloured stub at the start, the terms after a dashed tear line. */
export const card = style({
	display: 'grid',
	gridTemplateColumns: '128px minmax(0, 1fr)',
})

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

export const actions = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.small, marginBlockStart: 'auto' })
