import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

export const grid = style({ display: 'grid', gap: vars.space.small, listStyle: 'none', margin: 0, padding: 0 })

/** Two or three tiles a row; `responsive` adds one on screens wider than a phone. Tiles in a row line up. */
export const columns = styleVariants({
	2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
	3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
	responsive: {
		gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
		'@media': { 'screen and (min-width: 560px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
	},
})
