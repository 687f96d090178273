import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

export const summary = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium })

export const thumbnail = style({
	flexShrink: 0,
	inlineSize: 64,
	blockSize: 64,
	borderRadius: vars.radius.medium,
	objectFit: 'cover',
	background: vars.color.surfaceSunken,
})

export const summaryText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minInlineSize: 0 })

export const summaryLine = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted, overflowWrap: 'anywhere' })

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, border: 0, margin: 0, padding: 0, minInlineSize: 0 })

export const groupName = style({ padding: 0, fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium, color: vars.color.text })

export const values = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small })

export const value = style({
	display: 'inline-flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	minBlockSize: 40,
	paddingInline: vars.space.medium,
	borderRadius: vars.radius.medium,
	border: `1px solid ${vars.color.border}`,
	background: vars.color.surface,
	color: vars.color.text,
	font: 'inherit',
	fontSize: vars.font.size.small,
	cursor: 'pointer',
	selectors: {
		'&[aria-pressed="true"]': {
			borderColor: vars.color.brand,
			background: vars.color.brandSoft,
			color: vars.color.brandStrong,
			fontWeight: vars.font.weight.medium,
			boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
		},
		'&[data-unavailable="true"]': {
			borderStyle: 'dashed',
			background: vars.color.surfaceSunken,
			color: vars.color.textMuted,
			textDecoration: 'line-through',
		},
		'&[aria-disabled="true"]': { cursor: 'not-allowed' },
		'&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
	},
})

export const swatch = style({
	inlineSize: 16,
	blockSize: 16,
	borderRadius: vars.radius.full,
	border: `1px solid ${vars.color.border}`,
	flexShrink: 0,
})

/* Quantity stepper */

export const stepperRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.medium, flexWrap: 'wrap' })

export const stepperLabel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall })

export const stepperName = style({ fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong })

export const stepper = style({
	display: 'inline-flex',
	alignItems: 'stretch',
	border: `1px solid ${vars.color.border}`,
	borderRadius: vars.radius.medium,
	overflow: 'hidden',
	background: vars.color.surface,
})

export const stepperInvalid = style({ borderColor: vars.color.danger })

export const stepButton = style({
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	inlineSize: 44,
	blockSize: 44,
	border: 0,
	background: vars.color.surfaceSunken,
	color: vars.color.text,
	fontSize: vars.font.size.large,
	cursor: 'pointer',
	selectors: {
		'&:disabled': { color: vars.color.borderStrong, cursor: 'not-allowed' },
		'&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
	},
})

export const quantityInput = style({
	inlineSize: 72,
	border: 0,
	borderInline: `1px solid ${vars.color.border}`,
	textAlign: 'center',
	font: 'inherit',
	fontSize: vars.font.size.standard,
	fontVariantNumeric: 'tabular-nums',
	color: vars.color.text,
	background: vars.color.surface,
	MozAppearance: 'textfield',
	selectors: {
		'&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { WebkitAppearance: 'none', margin: 0 },
		'&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
	},
})

export const quantityProblem = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium })

export const updateButton = style({
	minBlockSize: 44,
	paddingInline: vars.space.medium,
	border: `1px solid ${vars.color.border}`,
	borderRadius: vars.radius.medium,
	background: vars.color.surface,
	font: 'inherit',
})
