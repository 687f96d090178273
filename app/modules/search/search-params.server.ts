import { z } from 'zod'
import { MAX_PRICE, MAX_SEARCH_PAGE, SEARCH_SORTS, type SearchParams } from './search-params.ts'

// On the server only: zod stays out of the results page's scripts (issue 19).

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
export const SearchParamsSchema: z.ZodType<SearchParams> = z.object({
	keyword: z.string().catch(''),
	sort: z.enum(SEARCH_SORTS).catch('relevance'),
	categoryId: z.string().trim().min(1).max(64).optional().catch(undefined),
	minPrice: price,
	maxPrice: price,
	page: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE).catch(1),
})

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
