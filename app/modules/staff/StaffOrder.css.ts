import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** One order: the order's facts beside what staff do with it on a laptop; one column on a phone or tablet. */
export const detailGrid = style({
	display: 'grid',
	gridTemplateColumns: 'minmax(0, 1fr)',
	gap: vars.space.large,
	alignItems: 'start',
	'@media': {
		'screen and (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(320px, 2fr)' },
	},
})

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minInlineSize: 0 })
