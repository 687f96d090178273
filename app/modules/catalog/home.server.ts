import { type Db } from '#app/db/client.server.ts'
import { type Locale } from '#app/i18n/locales.ts'
import { createTtlCache } from '#app/utils/ttl-cache.ts'
import { onCatalogChange } from './catalog-changes.server.ts'
import { listBanners, listCategories, listHotWords, listRecommendedProducts } from './catalog.server.ts'
import { HOME_PAGE_SIZE } from './home-feed.ts'
import { getUsdToIqdRate } from './exchange-rate.server.ts'
import { listHomeTags } from './home-tags.server.ts'

/** The home page is the same for every visitor in one language; it is rebuilt at most every 30 seconds. */
export const HOME_CACHE_TTL_MS = 30_000

type HomeData = {
	banners: Awaited<ReturnType<typeof listBanners>>
	categories: Awaited<ReturnType<typeof listCategories>>
	hotWords: Awaited<ReturnType<typeof listHotWords>>
	feed: Awaited<ReturnType<typeof listRecommendedProducts>>
	tags: Awaited<ReturnType<typeof listHomeTags>>
	usdToIqd: number | null
}

const cache = createTtlCache<HomeData>({ ttlMs: HOME_CACHE_TTL_MS })
const feedPages = createTtlCache<Awaited<ReturnType<typeof listRecommendedProducts>>>({ ttlMs: HOME_CACHE_TTL_MS, maxEntries: 400 })
// The cards show prices: a price change is shown at once.
onCatalogChange(() => {
	cache.clear()
	feedPages.clear()
})

export function getHomeData(db: Db, { locale, feedSize }: { locale: Locale; feedSize: number }): Promise<HomeData> {
	return cache.get(`${locale}:${feedSize}`, async () => {
		const [banners, categories, hotWords, feed, tags, rate] = await Promise.all([
			listBanners(db, locale),
			listCategories(db, locale),
			listHotWords(db, locale),
			listRecommendedProducts(db, { locale, page: 1, pageSize: feedSize }),
			listHomeTags(db, locale),
			getUsdToIqdRate(db),
		])
		return { banners, categories, hotWords, feed, tags, usdToIqd: rate?.rate ?? null }
	})
}

/** One page of the recommended feed, as the home page's infinite scroll asks for it (cached like the page). */
export function getRecommendedPage(db: Db, { locale, page }: { locale: Locale; page: number }) {
	return feedPages.get(`${locale}:${page}`, () => listRecommendedProducts(db, { locale, page, pageSize: HOME_PAGE_SIZE }))
}
