import { style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

export const emptyState = style({
	display: 'flex',
	flexDirection: 'column',
	alignItems: 'center',
	gap: vars.space.medium,
	paddingBlock: vars.space.xxlarge,
	paddingInline: vars.space.xlarge,
	textAlign: 'center',
})

export const iconCircle = style({
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'center',
	inlineSize: 72,
	blockSize: 72,
	borderRadius: vars.radius.full,
	backgroundColor: vars.color.brandSoft,
	color: vars.color.brand,
})

export const title = style({
	margin: 0,
	fontSize: vars.font.size.large,
	fontWeight: vars.font.weight.strong,
	lineHeight: vars.font.headingLeading,
	color: vars.color.text,
})

export const description = style({
	margin: 0,
	maxInlineSize: '32em',
	fontSize: vars.font.size.small,
	color: vars.color.textMuted,
})

export const action = style({
	marginBlockStart: vars.space.small,
	display: 'flex',
	flexWrap: 'wrap',
	justifyContent: 'center',
	gap: vars.space.small,
})
