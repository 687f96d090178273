import {
	createContext,
	type HTMLAttributes,
	type ReactNode,
	type Ref,
	useCallback,
	useContext,
	useImperativeHandle,
	useMemo,
	useRef,
	useState,
} from 'react'
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso'
import { cx } from '../../utils/cx.ts'
import { DaySeparator } from '../DaySeparator/DaySeparator.tsx'
import { Spinner } from '../Spinner/Spinner.tsx'
import * as styles from './Timeline.css.ts'

/**
 * What the timeline needs of an entry: a stable key, the day it belongs to (`YYYY-MM-DD`, in whatever zone the
 * caller reads days in), its kind (which slot renders it), and whether the reader wrote it (the timeline follows
 * the reader's own sends even when scrolled up).
 */
export type TimelineEntry = { key: string; day: string; kind: string; own?: boolean }

/** A row as Virtuoso renders it: a day separator before the first entry of each day, then the entries. */
export type TimelineRow<T extends TimelineEntry> = { type: 'day'; key: string; day: string } | { type: 'entry'; key: string; entry: T }

/** Virtuoso's index of the first row, lowered by the number of rows put in front (older pages). */
export const TIMELINE_FIRST_INDEX = 10_000_000

/** Entries oldest first → rows, with a day separator heading each day. */
export function timelineRows<T extends TimelineEntry>(entries: readonly T[]): TimelineRow<T>[] {
	const rows: TimelineRow<T>[] = []
	let lastDay: string | null = null
	for (const entry of entries) {
		if (entry.day !== lastDay) rows.push({ type: 'day', key: `day:${entry.day}`, day: entry.day })
		lastDay = entry.day
		rows.push({ type: 'entry', key: entry.key, entry })
	}
	return rows
}

/**
 * How many rows were put in front of the list (an older page): how far its first entry moved. A day separator
 * is no anchor (the separator of the oldest day now heads older entries of that day too). 0 when the list was
 * replaced or only grew at the end.
 */
export function prependedRows(before: ReadonlyArray<{ type: string; key: string }>, after: ReadonlyArray<{ type: string; key: string }>): number {
	const anchor = before.findIndex((row) => row.type !== 'day')
	if (anchor < 0) return 0
	const key = before[anchor]!.key
	const moved = after.findIndex((row) => row.key === key)
	return moved > anchor ? moved - anchor : 0
}

/** A place in the timeline: the entry at the top of the view, and how far its top is below the view's top edge. */
export type TimelineAnchor = { key: string; offset: number }

export type TimelineHandle = {
	/** To the newest entry (the "new messages" pill, a shortcut). */
	scrollToBottom: (behavior?: 'auto' | 'smooth') => void
}

export interface TimelineProps<T extends TimelineEntry> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
	/** Oldest first. Older pages are put in front, new entries at the end; each keeps its key. */
	entries: readonly T[]
	/** One renderer per kind of entry (`text`, `image`, `quote`, `system`…); `default` for the rest. */
	slots: Partial<Record<string, (entry: T) => ReactNode>> & { default: (entry: T) => ReactNode }
	/** The day separator's words for a `YYYY-MM-DD` day ("Today", "Yesterday", a date). */
	dayLabel: (day: string) => string
	/** The list's accessible name. */
	label: string
	/** More history above: reaching the top calls `onLoadOlder`. */
	hasOlder?: boolean
	loadingOlder?: boolean
	onLoadOlder?: () => void
	/** Whether the newest entry is in view (read receipts, the "new messages" count). */
	onAtBottomChange?: (atBottom: boolean) => void
	/** A pill over the bottom edge while the reader is scrolled up ("3 new messages"); it scrolls down. */
	pill?: ReactNode
	/** What shows with no entries at all. */
	empty?: ReactNode
	handleRef?: Ref<TimelineHandle>
	/**
	 * Where to open instead of at the newest entry (read once, on the first render): another view of the same
	 * entries is being replaced, and the reader keeps their place. Unknown keys and null open at the newest.
	 */
	initialAnchor?: () => TimelineAnchor | null
}

/**
 * Item heights as laid out, fractions included. Virtuoso's default rounds each to a whole pixel, and the rounding
 * of thirty heights put in front of the top entry moved it by a pixel or two.
 */
const exactSize = (element: HTMLElement) => element.getBoundingClientRect().height

/**
 * A conversation's timeline, newest at the bottom (react-virtuoso, reverse scrolling): older pages are put in
 * front without moving what is being read — the first row index is lowered by the rows put in front, and sizes are
 * measured in the same frame they change (no painted frame shows the page at an estimated height) — day
 * separators head each day, and each kind of entry renders through its slot. It follows new entries only while
 * the reader is at the bottom, and always follows the reader's own.
 */
export function Timeline<T extends TimelineEntry>({
	entries,
	slots,
	dayLabel,
	label,
	hasOlder = false,
	loadingOlder = false,
	onLoadOlder,
	onAtBottomChange,
	pill,
	empty,
	handleRef,
	initialAnchor,
	className,
	...props
}: TimelineProps<T>) {
	const virtuoso = useRef<VirtuosoHandle>(null)
	const rows = useMemo(() => timelineRows(entries), [entries])
	// Where Virtuoso opens, worked out once, when it first has rows (an empty timeline shows `empty` instead).
	const [anchor] = useState(() => initialAnchor?.() ?? null)
	const opening = useRef<{ index: number; align: 'start' | 'end'; offset?: number } | null>(null)
	if (!opening.current && rows.length > 0) {
		const index = anchor ? rows.findIndex((row) => row.key === anchor.key) : -1
		opening.current = anchor && index >= 0 ? { index, align: 'start', offset: -Math.round(anchor.offset) } : { index: rows.length - 1, align: 'end' }
	}

	// The first row's index, lowered by what an older page put in front (worked out while rendering, so the
	// rows and the index Virtuoso receives always agree).
	const placed = useRef<{ rows: TimelineRow<T>[]; first: number }>({ rows, first: TIMELINE_FIRST_INDEX })
	if (placed.current.rows !== rows) placed.current = { rows, first: placed.current.first - prependedRows(placed.current.rows, rows) }
	const firstItemIndex = placed.current.first

	useImperativeHandle(handleRef, () => ({
		scrollToBottom: (behavior = 'smooth') => virtuoso.current?.scrollToIndex({ index: 'LAST', align: 'end', behavior }),
	}))

	const lastKey = useRef(rows.at(-1)?.key)
	const followOutput = useCallback(
		(atBottom: boolean) => {
			const last = rows.at(-1)
			const appended = last && last.key !== lastKey.current
			lastKey.current = last?.key
			if (appended && last.type === 'entry' && last.entry.own) return 'smooth' as const
			return atBottom ? ('smooth' as const) : false
		},
		[rows],
	)

	const itemContent = useCallback(
		(_index: number, row: TimelineRow<T>) => {
			if (row.type === 'day') return <DaySeparator label={dayLabel(row.day)} />
			const render = slots[row.entry.kind] ?? slots.default
			return render(row.entry)
		},
		[dayLabel, slots],
	)

	// Virtuoso takes each prop as an input of its own state: a new function or object on every render (an older
	// page landing renders the timeline three times) makes it work out its rows again. These stay the same.
	const loadOlder = useRef({ hasOlder, loadingOlder, onLoadOlder })
	loadOlder.current = { hasOlder, loadingOlder, onLoadOlder }
	const startReached = useCallback(() => {
		const { hasOlder, loadingOlder, onLoadOlder } = loadOlder.current
		if (hasOlder && !loadingOlder) onLoadOlder?.()
	}, [])

	const timeline = (
		<div {...props} className={cx(styles.root, className)} data-timeline="">
			{rows.length === 0 ? (
				empty
			) : (
				<Virtuoso
					ref={virtuoso}
					className={styles.scroller}
					data={rows}
					firstItemIndex={firstItemIndex}
					itemSize={exactSize}
					// Sizes are applied in the frame they were measured in, not the next one: an older page is never
					// painted at its estimated height (that frame moved the message being read by hundreds of pixels).
					skipAnimationFrameInResizeObserver
					initialTopMostItemIndex={opening.current ?? { index: rows.length - 1, align: 'end' }}
					computeItemKey={rowKey}
					itemContent={itemContent}
					startReached={startReached}
					followOutput={followOutput}
					atBottomStateChange={onAtBottomChange}
					atBottomThreshold={80}
					alignToBottom
					increaseViewportBy={{ top: 400, bottom: 200 }}
					aria-label={label}
					components={COMPONENTS}
				/>
			)}
			{pill ? <div className={styles.pillWrap}>{pill}</div> : null}
		</div>
	)
	return <LoadingOlder.Provider value={loadingOlder}>{timeline}</LoadingOlder.Provider>
}

const rowKey = (_index: number, row: TimelineRow<TimelineEntry>) => row.key

/** Whether an older page is on its way: the header's spinner reads it (the header itself stays the same component). */
const LoadingOlder = createContext(false)

function Header() {
	// The same height loading or not: an older page landing must not move what is read.
	return <div className={styles.header}>{useContext(LoadingOlder) ? <Spinner size="small" /> : null}</div>
}

function Footer() {
	return <div className={styles.footer} />
}

const COMPONENTS = { Header, Footer }

/** The pill's button: "3 new messages", which takes the reader down. */
export function TimelinePill({ className, ...props }: HTMLAttributes<HTMLButtonElement>) {
	return <button type="button" {...props} className={cx(styles.pill, className)} />
}
