import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, paddingBlockEnd: vars.space.small })

export const linkRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.small })

export const linkField = style({ flex: 1, minInlineSize: 0 })

export const whatsapp = style({ background: '#1F8A4C', borderColor: '#1F8A4C', color: '#fff' })
