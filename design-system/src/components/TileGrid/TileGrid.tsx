import { forwardRef, type ElementType, type HTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import * as styles from './TileGrid.css.ts'

export const tileGridColumns = [2, 3, 'responsive'] as const

export interface TileGridProps extends HTMLAttributes<HTMLElement> {
	/** `ul` by default: give it `li` children. */
	as?: ElementType
	/** Tiles a row; `responsive` is two on a phone and three on wider screens (product grids). */
	columns?: (typeof tileGridColumns)[number]
}

/** Equal tiles in rows: products, photos, the choices of a picker. Each tile fills its cell, so a row lines up. */
export const TileGrid = forwardRef<HTMLElement, TileGridProps>(function TileGrid(
	{ as: Component = 'ul', columns = 'responsive', className, ...props },
	ref,
) {
	return <Component ref={ref} {...props} className={cx(styles.grid, styles.columns[columns], className)} />
})
