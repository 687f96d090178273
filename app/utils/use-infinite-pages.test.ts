// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { appendPage, type InfinitePage, type PageFetcher, useInfinitePagesWith } from './use-infinite-pages.ts'

afterEach(cleanup)

type Item = { id: string }
type Data = { results: InfinitePage<Item> }

const page = (number: number, ids: string[], hasMore = true): InfinitePage<Item> => ({
	page: number,
	items: ids.map((id) => ({ id })),
	hasMore,
})

const select = (data: Data) => data.results
const getKey = (item: Item) => item.id
const pageHref = (number: number) => `/pages/search-detail/index?keyword=kettle&page=${number}`

function setup(initial: InfinitePage<Item>, resetKey = 'kettle') {
	const fetcher: PageFetcher = { load: vi.fn(), state: 'idle', data: undefined }
	const hook = renderHook(
		(props: { initial: InfinitePage<Item>; resetKey: string; fetcher: PageFetcher }) =>
			useInfinitePagesWith<Item, Data>({ ...props.fetcher }, { initial: props.initial, resetKey: props.resetKey, pageHref, select, getKey }),
		{ initialProps: { initial, resetKey, fetcher } },
	)
	/** The fetcher answering: loading, then idle with the page's data. */
	const answer = (data: Data) => {
		hook.rerender({ initial, resetKey, fetcher: { ...fetcher, state: 'loading' } })
		hook.rerender({ initial, resetKey, fetcher: { ...fetcher, state: 'idle', data } })
	}
	return { hook, fetcher, answer }
}

test('starts with the page the route rendered and links to the next one', () => {
	const { hook } = setup(page(1, ['a', 'b']))
	expect(hook.result.current.items.map(getKey)).toEqual(['a', 'b'])
	expect(hook.result.current.nextHref).toBe(pageHref(2))
})

test('loads the next page once and appends its new items', () => {
	const { hook, fetcher, answer } = setup(page(1, ['a', 'b']))
	act(() => hook.result.current.loadMore())
	act(() => hook.result.current.loadMore())
	expect(fetcher.load).toHaveBeenCalledTimes(1)
	expect(fetcher.load).toHaveBeenCalledWith(pageHref(2))
	act(() => answer({ results: page(2, ['b', 'c'], false) }))
	expect(hook.result.current.items.map(getKey)).toEqual(['a', 'b', 'c'])
	expect(hook.result.current.hasMore).toBe(false)
	expect(hook.result.current.nextHref).toBeNull()
})

test('at the end there is nothing more to load', () => {
	const { hook, fetcher } = setup(page(1, ['a'], false))
	act(() => hook.result.current.loadMore())
	expect(fetcher.load).not.toHaveBeenCalled()
})

test('starts over when the list changes (another keyword or sort)', () => {
	const { hook, answer } = setup(page(1, ['a']))
	act(() => hook.result.current.loadMore())
	act(() => answer({ results: page(2, ['b']) }))
	expect(hook.result.current.items.map(getKey)).toEqual(['a', 'b'])
	const fetcher: PageFetcher = { load: vi.fn(), state: 'idle', data: { results: page(2, ['b']) } }
	hook.rerender({ initial: page(1, ['x', 'y']), resetKey: 'mug', fetcher })
	expect(hook.result.current.items.map(getKey)).toEqual(['x', 'y'])
	expect(hook.result.current.nextHref).toBe(pageHref(2))
})

test('ignores an answer for a page it did not ask for', () => {
	const { hook, answer } = setup(page(1, ['a']))
	act(() => hook.result.current.loadMore())
	act(() => answer({ results: page(5, ['z']) }))
	expect(hook.result.current.items.map(getKey)).toEqual(['a'])
})

test('appendPage keeps the first occurrence of an item', () => {
	expect(appendPage([{ id: 'a' }], [{ id: 'a' }, { id: 'b' }], getKey)).toEqual([{ id: 'a' }, { id: 'b' }])
})

test('a list whose document holds every page so far fetches one page from its own resource, and still links to the page', () => {
	const fetcher: PageFetcher = { load: vi.fn(), state: 'idle', data: undefined }
	const fetchHref = (number: number) => `/resources/home-feed?page=${number}`
	const hook = renderHook(() =>
		useInfinitePagesWith<Item, Data>(fetcher, { initial: page(1, ['a']), resetKey: 'home', pageHref, fetchHref, select, getKey }),
	)
	act(() => hook.result.current.loadMore())
	expect(fetcher.load).toHaveBeenCalledWith('/resources/home-feed?page=2')
	expect(hook.result.current.nextHref).toBe(pageHref(2))
})
