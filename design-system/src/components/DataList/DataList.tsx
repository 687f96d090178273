import { forwardRef, type HTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import * as styles from './DataList.css.ts'

export const dataListLayouts = ['columns', 'rows', 'amounts'] as const

export interface DataListRootProps extends HTMLAttributes<HTMLDListElement> {
	layout?: (typeof dataListLayouts)[number]
}

/**
 * Names and their values as a description list (`<dl>`): `DataList.Root`, `DataList.Item` (one pair),
 * `DataList.Label` (`<dt>`), `DataList.Value` (`<dd>`). Values that may be Latin in Arabic (codes, e-mails)
 * belong in `<bdi>`.
 */
const Root = forwardRef<HTMLDListElement, DataListRootProps>(function DataListRoot({ layout = 'columns', className, ...props }, ref) {
	return <dl ref={ref} data-layout={layout} {...props} className={cx(styles.root, styles.layouts[layout], className)} />
})

export interface DataListItemProps extends HTMLAttributes<HTMLDivElement> {
	/** In the `amounts` layout: the total, strong and under a line. */
	total?: boolean
	/** In the `amounts` layout: how the item above is made up (a rate and a count), indented and muted. */
	detail?: boolean
}

const Item = forwardRef<HTMLDivElement, DataListItemProps>(function DataListItem({ total = false, detail = false, className, ...props }, ref) {
	return <div ref={ref} data-total={total || undefined} data-detail={detail || undefined} {...props} className={cx(styles.item, className)} />
})

const Label = forwardRef<HTMLElement, HTMLAttributes<HTMLElement>>(function DataListLabel({ className, ...props }, ref) {
	return <dt ref={ref} {...props} className={cx(styles.label, className)} />
})

const Value = forwardRef<HTMLElement, HTMLAttributes<HTMLElement>>(function DataListValue({ className, ...props }, ref) {
	return <dd ref={ref} {...props} className={cx(styles.value, className)} />
})

export const DataList = { Root, Item, Label, Value }
