import { useEffect, useState } from 'react'
import type { ProductSummary } from '#app/modules/catalog/catalog.server.ts'
import { useLocale } from '#app/utils/root-data.ts'
import { href } from '#app/href.ts'

/** The resource route answers at most this many ids per request. */
const IDS_PER_REQUEST = 100

type Known = ReadonlyMap<string, ProductSummary | null>

async function fetchSummaries(ids: readonly string[], locale: string | undefined): Promise<ProductSummary[]> {
	const batches: string[][] = []
	for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) batches.push(ids.slice(start, start + IDS_PER_REQUEST))
	const replies = await Promise.all(
		batches.map(async (batch) => {
			const query = new URLSearchParams({ ids: batch.join(',') })
			if (locale) query.set('lang', locale)
			const response = await fetch(`${href('/resources/product-summaries')}?${query}`, {
				credentials: 'same-origin',
			})
			if (!response.ok) throw new Error(`product summaries: ${response.status}`)
			return ((await response.json()) as { items: ProductSummary[] }).items
		}),
	)
	return replies.flat()
}

/**
 * Product cards for ids kept on the device (a visitor's favourites or history), in the page's language.
 * Fetches only ids it has not seen; `products` keeps the order of `ids` and leaves out unknown products.
 * `loading` is true until the first answer; `failed` when the network let it down.
 */
export function useProductSummaries(ids: readonly string[]): { products: ProductSummary[]; loading: boolean; failed: boolean } {
	// The cards are named in the page's language, whatever the cookie says.
	const locale = useLocale()
	const [known, setKnown] = useState<Known>(new Map())
	const [failed, setFailed] = useState(false)
	const missing = [...new Set(ids)].filter((id) => !known.has(id))
	const missingKey = missing.join(',')

	useEffect(() => {
		if (!missingKey) return
		let cancelled = false
		const wanted = missingKey.split(',')
		fetchSummaries(wanted, locale)
			.then((items) => {
				if (cancelled) return
				setFailed(false)
				setKnown((previous) => {
					const next = new Map(previous)
					for (const id of wanted) next.set(id, null)
					for (const item of items) next.set(item.id, item)
					return next
				})
			})
			.catch(() => {
				if (!cancelled) setFailed(true)
			})
		return () => {
			cancelled = true
		}
	}, [missingKey, locale])

	return {
		products: ids.flatMap((id) => known.get(id) ?? []),
		loading: missing.length > 0 && !failed,
		failed,
	}
}
