import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/* The heart on the product page. */

export const heartForm = style({ display: 'inline-flex' })

export const heartOn = style({ color: vars.color.accent })
