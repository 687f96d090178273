import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

export const summary = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium })

export const summaryText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minInlineSize: 0 })

export const summaryLine = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted, overflowWrap: 'anywhere' })

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, border: 0, margin: 0, padding: 0, minInlineSize: 0 })

export const values = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small })

export const swatch = style({
	inlineSize: 16,
	blockSize: 16,
	borderRadius: vars.radius.full,
	border: `1px solid ${vars.color.border}`,
	flexShrink: 0,
})

/* The quantity row: its label and hint beside the stepper */

export const stepperRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.medium, flexWrap: 'wrap' })

export const stepperLabel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall })

export const stepperName = style({ fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong })
