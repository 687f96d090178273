import { type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { getDb } from '#app/db/client.server.ts'

import { toHomeCard } from '#app/modules/catalog/home-feed.ts'
import { getRecommendedPage } from '#app/modules/catalog/home.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/** Far past the demo shop's end: a page number no buyer scrolls to is refused, not scanned. */
const MAX_FEED_PAGE = 500

const FeedQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(MAX_FEED_PAGE) })

/**
 * GET `?page=n`: one page of 16 of the home page's recommended feed, in the page's language, for its infinite
 * scroll (the home document itself holds every page so far, for the no-JavaScript "show more" link).
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const query = FeedQuerySchema.safeParse({ page: new URL(request.url).searchParams.get('page') })
	if (!query.success) return Response.json({ error: 'error.http.400' }, { status: 400 })
	const locale = (await getRequestContext(request)).locale
	const feed = await getRecommendedPage(getDb(), { locale, page: query.data.page })
	return Response.json(
		{ products: feed.items.map(toHomeCard), page: feed.page, hasMore: feed.hasMore && feed.page < MAX_FEED_PAGE },
		{ headers: { 'Cache-Control': 'public, max-age=30', Vary: 'Cookie, Accept-Language' } },
	)
}
