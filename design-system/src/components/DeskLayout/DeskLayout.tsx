import { type HTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import * as styles from './DeskLayout.css.ts'

/**
 * The support agent's desk: `DeskLayout.Root` lays out the inbox (`DeskLayout.List`, beside the rest on a wide
 * screen only: a phone reaches the list by going back), the conversation and the buyer's side panel; on a phone,
 * one column. `DeskLayout.Frame` holds a conversation in a box of its own height, so its messages have somewhere
 * to scroll.
 */
function Root({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
	return <div {...props} className={cx(styles.root, className)} />
}

function List({ className, ...props }: HTMLAttributes<HTMLElement>) {
	return <aside {...props} className={cx(styles.list, className)} />
}

function Frame({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
	return <div {...props} className={cx(styles.frame, className)} />
}

export const DeskLayout = { Root, List, Frame }
