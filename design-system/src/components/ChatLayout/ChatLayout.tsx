import { type HTMLAttributes, type OlHTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import * as styles from './ChatLayout.css.ts'

/**
 * Where the buyer's conversation sits: `ChatLayout.Room` (the whole screen: header, messages, composer) with
 * `ChatLayout.Body` for its messages (`ChatLayout.StaticList` without JavaScript, `ChatLayout.Empty` before the
 * first). The agent's desk is `DeskLayout`.
 */
function Room({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
	return <div {...props} className={cx(styles.room, className)} />
}

function Body({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
	return <div {...props} className={cx(styles.body, className)} />
}

/** Give it the messages newest first: it shows them oldest at the top, scrolled to the newest. */
function StaticList({ className, ...props }: OlHTMLAttributes<HTMLOListElement>) {
	return <ol {...props} className={cx(styles.staticList, className)} />
}

/** Before the first message: an icon and a few words, centred in the room left. */
function Empty({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
	return <div {...props} className={cx(styles.empty, className)} />
}

export const ChatLayout = { Room, Body, StaticList, Empty }
