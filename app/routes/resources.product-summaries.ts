import { type LoaderFunctionArgs } from '@remix-run/node'
import { getDb } from '#app/db/client.server.ts'

import { ID_PATTERN } from '#app/modules/favorites/favorites.ts'
import { getProductSummaries, MAX_SUMMARY_IDS } from '#app/modules/favorites/product-summaries.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/**
 * GET `?ids=a,b,c` (or `ids` repeated): product cards for a visitor's device favourites and history, in the
 * page's language and the order asked. Malformed and unknown ids are left out; at most 100 are looked up.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const ids = url.searchParams
		.getAll('ids')
		.flatMap((value) => value.split(','))
		.map((id) => id.trim())
		.filter((id) => ID_PATTERN.test(id))
		.slice(0, MAX_SUMMARY_IDS)
	const locale = (await getRequestContext(request)).locale
	const items = ids.length > 0 ? await getProductSummaries(getDb(), { ids, locale }) : []
	return Response.json({ locale, items }, { headers: { 'Cache-Control': 'private, max-age=60', Vary: 'Cookie, Accept-Language' } })
}
