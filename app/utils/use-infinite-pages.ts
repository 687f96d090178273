import { useFetcher } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'

/** One page of a list as a loader returns it. */
export type InfinitePage<Item> = { items: Item[]; page: number; hasMore: boolean }

export type InfinitePagesOptions<Item, Data> = {
	/** The page the route rendered: the first paint, and where the list starts. */
	initial: InfinitePage<Item>
	/** Changes when the list itself changes (another keyword, sort or filter): the list then starts over. */
	resetKey: string
	/** The URL of a page (its loader serves it): loaded by a fetcher, and the "more" link without JavaScript. */
	pageHref: (page: number) => string
	/**
	 * Where the fetcher loads a page from, when not `pageHref`: a route whose document holds every page so far
	 * (so the no-JavaScript link keeps them on screen) can name a resource that answers that one page alone.
	 */
	fetchHref?: (page: number) => string
	/** The page inside that loader's data. */
	select: (data: Data) => InfinitePage<Item>
	/** An item already on screen is not added again (lists can shift while a buyer scrolls). */
	getKey: (item: Item) => string
	/** How early the next page loads, before the end of the list scrolls into view. */
	rootMargin?: string
}

export type InfinitePages<Item> = {
	items: Item[]
	hasMore: boolean
	loading: boolean
	/** The next page's URL (null at the end): render it as a link so the list works without JavaScript. */
	nextHref: string | null
	/** Load the next page now (a click on the "more" link, or the sentinel coming into view). */
	loadMore: () => void
	/** Put on an element after the list: when it comes into view, the next page loads. */
	sentinelRef: (node: Element | null) => void
}

/** The part of a Remix fetcher the list needs (tests pass a fake). */
export type PageFetcher = { load: (href: string) => void; state: 'idle' | 'loading' | 'submitting'; data: unknown }

type ListState<Item> = InfinitePage<Item> & { identity: string }

/** Items of `next` not already in `items`, appended. */
export function appendPage<Item>(items: readonly Item[], next: readonly Item[], getKey: (item: Item) => string): Item[] {
	const seen = new Set(items.map(getKey))
	return [...items, ...next.filter((item) => !seen.has(getKey(item)))]
}

/**
 * Infinite paging over a route's loader (the search results, the home feed): the first page comes with the
 * document, later pages through a fetcher when a sentinel after the list comes into view
 * (IntersectionObserver). Without JavaScript, `nextHref` is an ordinary link to `?page=n+1`.
 */
export function useInfinitePages<Item, Data = unknown>(options: InfinitePagesOptions<Item, Data>): InfinitePages<Item> {
	const fetcher = useFetcher()
	return useInfinitePagesWith(fetcher as PageFetcher, options)
}

/** `useInfinitePages` over any fetcher. */
export function useInfinitePagesWith<Item, Data>(
	fetcher: PageFetcher,
	{ initial, resetKey, pageHref, fetchHref = pageHref, select, getKey, rootMargin = '600px 0px' }: InfinitePagesOptions<Item, Data>,
): InfinitePages<Item> {
	// The list starts over when the route renders another list or another first page (a reload at ?page=3).
	const identity = `${resetKey}\u0000${initial.page}`
	const [state, setState] = useState<ListState<Item>>(() => ({ ...initial, identity }))
	let list = state
	if (list.identity !== identity) {
		list = { ...initial, identity }
		setState(list)
	}

	const requested = useRef<{ page: number; identity: string } | null>(null)
	useEffect(() => {
		const pending = requested.current
		if (!pending || fetcher.state !== 'idle') return
		requested.current = null
		if (pending.identity !== identity || fetcher.data === undefined) return
		const next = select(fetcher.data as Data)
		if (next.page !== pending.page) return
		setState((current) =>
			current.identity !== pending.identity || current.page >= next.page
				? current
				: { ...current, items: appendPage(current.items, next.items, getKey), page: next.page, hasMore: next.hasMore },
		)
	}, [fetcher.state, fetcher.data, identity, select, getKey])

	const loading = fetcher.state !== 'idle' && requested.current !== null
	const loadMore = useCallback(() => {
		if (!list.hasMore || requested.current || fetcher.state !== 'idle') return
		requested.current = { page: list.page + 1, identity: list.identity }
		fetcher.load(fetchHref(list.page + 1))
	}, [fetcher, list.hasMore, list.page, list.identity, fetchHref])

	// The observer always calls the latest loadMore.
	const loadMoreRef = useRef(loadMore)
	loadMoreRef.current = loadMore
	const [sentinel, setSentinel] = useState<Element | null>(null)
	useEffect(() => {
		if (!sentinel || !list.hasMore || typeof IntersectionObserver === 'undefined') return
		const observer = new IntersectionObserver(
			(entries) => {
				if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current()
			},
			{ rootMargin },
		)
		// Observing again after each page: if the sentinel is still in view, the next page follows.
		observer.observe(sentinel)
		return () => observer.disconnect()
	}, [sentinel, list.hasMore, list.page, rootMargin])

	return {
		items: list.items,
		hasMore: list.hasMore,
		loading,
		nextHref: list.hasMore ? pageHref(list.page + 1) : null,
		loadMore,
		sentinelRef: setSentinel,
	}
}
