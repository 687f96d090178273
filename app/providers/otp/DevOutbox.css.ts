import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, padding: vars.space.medium })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small })
export const message = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xsmall,
	padding: vars.space.medium,
	background: vars.color.surface,
	borderRadius: vars.radius.medium,
	boxShadow: vars.shadow.small,
})
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, color: vars.color.textMuted, fontSize: vars.font.size.small })
export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })
