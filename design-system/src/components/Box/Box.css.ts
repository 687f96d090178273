import { style } from '@vanilla-extract/css'

/** Box adds no styles of its own beyond a predictable box model. */
export const box = style({ minInlineSize: 0 })
