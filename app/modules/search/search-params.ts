import { z } from 'zod'

/** The results page (spec section 2). */
export const SEARCH_RESULTS_PATH = '/pages/search-detail/index'
/** The search page: the input, recent searches, hot words. */
export const SEARCH_PATH = '/pages/search-key/index'
export const PHOTO_SEARCH_PATH = '/pages/search-photo/index'
/** Where a search with no results becomes a sourcing request (the chat lands later). */
export const INQUIRY_PATH = '/pages/chat-room/index'

export const SEARCH_SORTS = ['relevance', 'price-asc', 'price-desc', 'sales'] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]
/** Deeper pages are not served: 50 × 16 = 800 products is more than anyone scrolls through. */
export const MAX_SEARCH_PAGE = 50
/** Prices above this (a billion dinars) are not a filter anyone means. */
const MAX_PRICE = 1_000_000_000

/** "١٢٬٠٠٠", "12,000", " 12000 " → 12000; anything else → undefined. */
function priceInput(value: unknown) {
	if (typeof value !== 'string') return value
	const digits = value
		.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
		.replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
		.replace(/[\s,.\u066B\u066C\u060C]/g, '')
	return digits === '' ? undefined : digits
}

const price = z.preprocess(priceInput, z.coerce.number().int().min(0).max(MAX_PRICE).optional()).catch(undefined)

/**
 * The results page's query string. Every field falls back to its default when it is missing or wrong, so
 * a hand-edited or truncated link still shows a page (never an error). The keyword is kept whole (the input
 * shows it); search reads only its first hundred characters.
 */
export const SearchParamsSchema = z.object({
	keyword: z.string().catch(''),
	sort: z.enum(SEARCH_SORTS).catch('relevance'),
	categoryId: z.string().trim().min(1).max(64).optional().catch(undefined),
	minPrice: price,
	maxPrice: price,
	page: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE).catch(1),
})
export type SearchParams = z.infer<typeof SearchParamsSchema>

export function parseSearchParams(searchParams: URLSearchParams): SearchParams {
	const value = (name: string) => searchParams.get(name) ?? undefined
	return SearchParamsSchema.parse({
		keyword: value('keyword'),
		sort: value('sort'),
		categoryId: value('categoryId') || undefined,
		minPrice: value('minPrice'),
		maxPrice: value('maxPrice'),
		page: value('page'),
	})
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
	const text = query.toString()
	return text ? `${SEARCH_RESULTS_PATH}?${text}` : SEARCH_RESULTS_PATH
}

/** How many filters are on (for the filter button's label). */
export function activeFilterCount(params: Pick<SearchParams, 'categoryId' | 'minPrice' | 'maxPrice'>) {
	return [params.categoryId, params.minPrice ?? params.maxPrice].filter((value) => value !== undefined).length
}

/** The chat page with the keyword as the start of a sourcing request. */
export function inquiryHref(keyword: string) {
	return `${INQUIRY_PATH}?inquiry=${encodeURIComponent(keyword)}`
}
