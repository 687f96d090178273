import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

export const section = style({ display: 'flex', flexDirection: 'column' })

/** The page's side space, for sections whose rows reach the screen's edges (home). */
export const inset = style({ paddingInline: vars.space.medium })

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small })

/** With an action beside it, the row is a touch target's height, so titles line up whether or not it has one. */
export const withAction = style({ minBlockSize: 44 })

export const title = style({ margin: 0, fontWeight: vars.font.weight.strong, color: vars.color.textStrong, lineHeight: vars.font.headingLeading })

export const titleSizes = styleVariants({ standard: { fontSize: vars.font.size.standard }, large: { fontSize: vars.font.size.large } })
