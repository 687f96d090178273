import { forwardRef, type HTMLAttributes, type LiHTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import * as styles from './RowList.css.ts'

export const rowListElements = ['ul', 'ol'] as const
export const rowListItemGaps = ['xsmall', 'small'] as const

export interface RowListRootProps extends HTMLAttributes<HTMLUListElement | HTMLOListElement> {
	/** `ol` when the order means something (a history, newest first). */
	as?: (typeof rowListElements)[number]
}

/**
 * Records one under another with a line between them, each a few lines of its own (a payment, a step of an
 * order's history, a conversation's orders): `RowList.Root` (a list) and `RowList.Item`. For records with
 * named columns use `Table`; for one record's names and values, `DataList`.
 */
const Root = forwardRef<HTMLUListElement & HTMLOListElement, RowListRootProps>(function RowListRoot(
	{ as: Component = 'ul', className, ...props },
	ref,
) {
	return <Component ref={ref} {...props} className={cx(styles.root, className)} />
})

export interface RowListItemProps extends LiHTMLAttributes<HTMLLIElement> {
	/** Space between the item's lines. */
	gap?: (typeof rowListItemGaps)[number]
}

const Item = forwardRef<HTMLLIElement, RowListItemProps>(function RowListItem({ gap = 'xsmall', className, ...props }, ref) {
	return <li ref={ref} {...props} className={cx(styles.item, styles.itemGaps[gap], className)} />
})

export const RowList = { Root, Item }
