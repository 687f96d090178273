import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

export const gallery = style({
	display: 'grid',
	gridAutoFlow: 'column',
	gridAutoColumns: '100%',
	overflowX: 'auto',
	scrollSnapType: 'x mandatory',
	scrollbarWidth: 'none',
	listStyle: 'none',
	margin: 0,
	padding: 0,
	background: vars.color.surface,
})

export const slide = style({ scrollSnapAlign: 'start', position: 'relative' })

export const slideImage = style({
	display: 'block',
	inlineSize: '100%',
	blockSize: 'auto',
	aspectRatio: '1 / 1',
	objectFit: 'cover',
	background: vars.color.surfaceSunken,
})

export const slideCounter = style({
	position: 'absolute',
	insetBlockEnd: vars.space.small,
	insetInlineEnd: vars.space.small,
	paddingInline: vars.space.small,
	borderRadius: vars.radius.full,
	background: 'rgba(0,0,0,0.55)',
	color: '#fff',
	fontSize: vars.font.size.xsmall,
})

export const card = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	padding: vars.space.medium,
	background: vars.color.surface,
})

export const priceRow = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space.small })

export const discount = style({
	paddingInline: vars.space.xsmall,
	borderRadius: vars.radius.small,
	background: vars.color.accent,
	color: vars.color.textOnBrand,
	fontSize: vars.font.size.xsmall,
	fontWeight: vars.font.weight.strong,
})

export const title = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong, lineHeight: vars.font.headingLeading })

export const facts = style({
	display: 'flex',
	flexWrap: 'wrap',
	gap: vars.space.small,
	color: vars.color.textMuted,
	fontSize: vars.font.size.small,
	margin: 0,
	padding: 0,
	listStyle: 'none',
})

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong })

export const optionValues = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, listStyle: 'none', margin: 0, padding: 0 })

export const optionValue = style({
	paddingInline: vars.space.medium,
	paddingBlock: vars.space.xxsmall,
	borderRadius: vars.radius.medium,
	border: `1px solid ${vars.color.border}`,
	fontSize: vars.font.size.small,
})

export const parameters = style({
	display: 'grid',
	gridTemplateColumns: 'max-content 1fr',
	columnGap: vars.space.medium,
	rowGap: vars.space.xsmall,
	margin: 0,
	fontSize: vars.font.size.small,
})

export const parameterName = style({ color: vars.color.textMuted })
export const parameterValue = style({ margin: 0 })

export const description = style({ margin: 0, whiteSpace: 'pre-line', lineHeight: vars.font.leading })

export const actions = style({
	position: 'sticky',
	insetBlockEnd: 0,
	display: 'flex',
	gap: vars.space.small,
	padding: vars.space.small,
	paddingBlockEnd: `calc(${vars.space.small} + env(safe-area-inset-bottom, 0px))`,
	background: vars.color.surface,
	borderBlockStart: `1px solid ${vars.color.border}`,
	marginBlockStart: 'auto',
})

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, flex: 1 })
