import { globalStyle, style } from '@vanilla-extract/css'

/** Box adds no styles of its own beyond a predictable box model. */
export const box = style({ minInlineSize: 0 })

// A Box (or Stack) rendered as a list drops the browser's bullets and indent; `:where()` keeps this weaker
// than any padding or margin given as a prop.
globalStyle(`:where(ul${box}, ol${box}, dl${box})`, { margin: 0, padding: 0, listStyle: 'none' })
