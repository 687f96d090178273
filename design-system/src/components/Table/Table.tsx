import { forwardRef, type HTMLAttributes, type TdHTMLAttributes, type ThHTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import * as styles from './Table.css.ts'

export const tableCellAligns = ['start', 'end'] as const

type TableCellAlign = (typeof tableCellAligns)[number]

export interface TableRootProps extends HTMLAttributes<HTMLTableElement> {
	/** Class for the frame around the table (it scrolls sideways when the table is wider than the screen). */
	frameClassName?: string
}

/**
 * Rows of records with named columns (the console's order list, an order's items), following Radix Themes:
 * `Table.Root`, `Table.Header`, `Table.Body`, `Table.Row`, `Table.ColumnHeader` (a `<th scope="col">`),
 * `Table.Cell`. Amounts and counts take `align="end"`; columns run in reading order, so right to left in
 * Arabic. A table wider than the screen scrolls sideways inside its frame.
 */
const Root = forwardRef<HTMLTableElement, TableRootProps>(function TableRoot({ frameClassName, className, ...props }, ref) {
	return (
		<div className={cx(styles.frame, frameClassName)}>
			<table ref={ref} {...props} className={cx(styles.table, className)} />
		</div>
	)
})

const Header = forwardRef<HTMLTableSectionElement, HTMLAttributes<HTMLTableSectionElement>>(function TableHeader(props, ref) {
	return <thead ref={ref} {...props} />
})

const Body = forwardRef<HTMLTableSectionElement, HTMLAttributes<HTMLTableSectionElement>>(function TableBody(props, ref) {
	return <tbody ref={ref} {...props} />
})

const Row = forwardRef<HTMLTableRowElement, HTMLAttributes<HTMLTableRowElement>>(function TableRow(props, ref) {
	return <tr ref={ref} {...props} />
})

export interface TableColumnHeaderProps extends Omit<ThHTMLAttributes<HTMLTableCellElement>, 'align'> {
	align?: TableCellAlign
}

const ColumnHeader = forwardRef<HTMLTableCellElement, TableColumnHeaderProps>(function TableColumnHeader(
	{ align = 'start', scope = 'col', className, ...props },
	ref,
) {
	return <th ref={ref} scope={scope} {...props} className={cx(styles.columnHeader, styles.aligns[align], className)} />
})

export interface TableCellProps extends Omit<TdHTMLAttributes<HTMLTableCellElement>, 'align'> {
	align?: TableCellAlign
	/** Keep the cell on one line (dates, names beside a phone number). */
	nowrap?: boolean
}

const Cell = forwardRef<HTMLTableCellElement, TableCellProps>(function TableCell({ align = 'start', nowrap = false, className, ...props }, ref) {
	return <td ref={ref} {...props} className={cx(styles.bodyCell, styles.aligns[align], nowrap && styles.nowrap, className)} />
})

export const Table = { Root, Header, Body, Row, ColumnHeader, Cell }
