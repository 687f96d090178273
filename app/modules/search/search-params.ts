import { href } from '#app/href.ts'

export const SEARCH_SORTS = ['relevance', 'price-asc', 'price-desc', 'sales'] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]
/** Deeper pages are not served: 50 × 16 = 800 products is more than anyone scrolls through. */
export const MAX_SEARCH_PAGE = 50
/** Prices above this (a billion dinars) are not a filter anyone means. */
export const MAX_PRICE = 1_000_000_000

/** The results page's query string, as the loader reads it (search-params.server.ts: every field has a default). */
export type SearchParams = {
	keyword: string
	sort: SearchSort
	categoryId?: string | undefined
	minPrice?: number | undefined
	maxPrice?: number | undefined
	page: number
}

/** A results-page link; defaults are left out so links stay short. */
export function searchHref(params: Partial<SearchParams>): string {
	const query = new URLSearchParams()
	if (params.keyword) query.set('keyword', params.keyword)
	if (params.sort && params.sort !== 'relevance') query.set('sort', params.sort)
	if (params.categoryId) query.set('categoryId', params.categoryId)
	if (params.minPrice !== undefined) query.set('minPrice', String(params.minPrice))
	if (params.maxPrice !== undefined) query.set('maxPrice', String(params.maxPrice))
	if (params.page && params.page > 1) query.set('page', String(params.page))
	return href('/pages/search-detail/index', query)
}

/** How many filters are on (for the filter button's label). */
export function activeFilterCount(params: Pick<SearchParams, 'categoryId' | 'minPrice' | 'maxPrice'>) {
	return [params.categoryId, params.minPrice ?? params.maxPrice].filter((value) => value !== undefined).length
}

/** The chat page with the keyword as the start of a sourcing request. */
export function inquiryHref(keyword: string) {
	return href('/pages/chat-room/index', { inquiry: keyword })
}
