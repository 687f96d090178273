import { style } from '@vanilla-extract/css'

/** A coupon's amount, the ticket's stub: the same width down the list. */
export const amount = style({ flexShrink: 0, minInlineSize: 88, textAlign: 'center' })

/** A coupon's name and conditions take the room between the amount and the mark. */
export const grow = style({ flex: 1, minInlineSize: 0 })
