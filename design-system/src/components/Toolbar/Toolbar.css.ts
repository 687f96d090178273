import { style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

/** Fields and buttons in a row that wraps; buttons line up with the fields' boxes, not their labels. */
export const root = style({
	display: 'flex',
	flexWrap: 'wrap',
	alignItems: 'flex-end',
	gap: vars.space.small,
})

/** The field that takes the room the buttons leave, up to a readable width. */
export const grow = style({ flex: '1 1 260px', maxInlineSize: 480, minInlineSize: 0 })
