import { style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

export const field = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xsmall,
	minInlineSize: 0,
})

export const label = style({
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.medium,
	color: vars.color.text,
})

export const hint = style({
	margin: 0,
	fontSize: vars.font.size.small,
	color: vars.color.textMuted,
})

export const error = style({
	display: 'flex',
	alignItems: 'flex-start',
	gap: vars.space.xsmall,
	margin: 0,
	fontSize: vars.font.size.small,
	color: vars.color.danger,
})

export const errorIcon = style({ flexShrink: 0, marginBlockStart: 3 })

/**
 * The box every text-like control draws (TextField's frame, Textarea, Select): a 1px inset line that turns
 * brand on focus and danger when invalid, and sinks when disabled. `&[data-invalid]` is set by the components.
 */
export const controlFrame = {
	backgroundColor: vars.color.surface,
	borderRadius: vars.radius.medium,
	boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
	color: vars.color.text,
	transition: 'box-shadow 120ms ease',
} as const

export const controlFrameFocus = { boxShadow: `inset 0 0 0 2px ${vars.color.brand}` } as const
export const controlFrameInvalid = { boxShadow: `inset 0 0 0 2px ${vars.color.danger}` } as const
export const controlFrameDisabled = { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: 'not-allowed' } as const
