import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { Button, Chip, Icon, TabNav } from '#design-system'
import { getDb } from '#app/db/client.server.ts'
import { formatIqd } from '#app/i18n/format.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { getPageLocale } from '#app/modules/auth/auth.server.ts'
import { getHomeData } from '#app/modules/catalog/home.server.ts'
import { useInfinitePages } from '#app/utils/use-infinite-pages.ts'
import { type TabHandle } from '#app/components/AppShell.tsx'
import * as styles from '#app/modules/catalog/Home.css.ts'
import { HomeBanner } from '#app/modules/catalog/HomeBanner.tsx'
import { ProductCard } from '#app/modules/catalog/ProductCard.tsx'
import { PhotoSearchButton } from '#app/modules/search/PhotoSearchButton.tsx'
import * as cardStyles from '#app/modules/catalog/ProductCard.css.ts'

/** Spec section 9: the feed comes in pages of 16. */
export const HOME_PAGE_SIZE = 16
/** "Show more" keeps earlier pages on screen (it works without JavaScript), up to this many. */
const MAX_FEED_PAGES = 10

const HomeQuerySchema = z.object({
	page: z.coerce.number().int().min(1).max(MAX_FEED_PAGES).catch(1),
	tag: z.string().max(64).optional().catch(undefined),
})

export const handle: TabHandle = { tab: 'home' }

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'app.name')

export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const { page, tag } = HomeQuerySchema.parse({
		page: url.searchParams.get('page') ?? undefined,
		tag: url.searchParams.get('tag') ?? undefined,
	})
	const locale = await getPageLocale(request)
	const { banners, categories, hotWords, feed, tags, usdToIqd } = await getHomeData(getDb(), {
		locale,
		feedSize: HOME_PAGE_SIZE * page,
	})
	const shelf = tags.find((candidate) => candidate.slug === tag) ?? tags[0]
	// Only what the page shows travels to the browser.
	return {
		banners,
		categories: categories.filter((category) => category.parentId === null).map(({ id, name }) => ({ id, name })),
		hotWords,
		products: feed.items.map(({ id, title, imageUrl, price, promotionPrice, minOrderQty, sold }) => ({
			id,
			title,
			imageUrl,
			price,
			promotionPrice,
			minOrderQty,
			sold,
		})),
		page,
		hasMore: feed.hasMore && page < MAX_FEED_PAGES,
		tags: tags.map(({ slug, name }) => ({ slug, name })),
		shelf: shelf
			? {
					slug: shelf.slug,
					products: shelf.products.map(({ id, title, imageUrl, price, promotionPrice, minOrderQty, sold }) => ({
						id,
						title,
						imageUrl,
						price,
						promotionPrice,
						minOrderQty,
						sold,
					})),
			  }
			: null,
		usdToIqd,
	}
}

type FeedCard = ReturnType<typeof useLoaderData<typeof loader>>['products'][number]
const selectFeedPage = (data: { products: FeedCard[]; page: number; hasMore: boolean }) => ({
	items: data.products,
	page: data.page,
	hasMore: data.hasMore,
})
const feedCardKey = (card: FeedCard) => card.id

function searchPath(keyword: string) {
	return `/pages/search-detail/index?keyword=${encodeURIComponent(keyword)}`
}

export default function HomePage() {
	const data = useLoaderData<typeof loader>()
	const { banners, categories, hotWords, tags, shelf, usdToIqd } = data
	// Scrolling near the end loads the next page of 16 (each response holds the pages so far, so the
	// no-JavaScript "show more" link keeps working; repeated cards are dropped by id).
	const feed = useInfinitePages<FeedCard, typeof data>({
		initial: { items: data.products, page: data.page, hasMore: data.hasMore },
		resetKey: 'home',
		pageHref: (next) => `/?page=${next}`,
		select: selectFeedPage,
		getKey: feedCardKey,
	})
	const intl = useIntl()
	return (
		<>
			<header className={styles.header}>
				<h1 className={styles.brand}>
					<FormattedMessage id="app.name" />
				</h1>
				<Link to="/pages/search-key/index" className={styles.searchBox}>
					<Icon name="search" size="small" />
					<FormattedMessage id="home.search.placeholder" />
				</Link>
				<PhotoSearchButton className={styles.photoSearch} />
			</header>

			<div className={styles.content}>
				{banners.length > 0 ? (
					<ul className={styles.banners} aria-label={intl.formatMessage({ id: 'home.banners.label' })}>
						{banners.map((banner, index) => (
							<li key={banner.id}>
								<HomeBanner banner={banner} first={index === 0} />
							</li>
						))}
					</ul>
				) : null}

				{categories.length > 0 ? (
					<section className={styles.section} aria-labelledby="home-categories">
						<h2 id="home-categories" className={styles.sectionTitle}>
							<FormattedMessage id="home.categories.title" />
						</h2>
						<ul className={styles.scrollingChips}>
							{categories.map((category) => (
								<li key={category.id}>
									<Chip asChild variant="outline">
										<Link to={`/pages/search-detail/index?categoryId=${encodeURIComponent(category.id)}`}>{category.name}</Link>
									</Chip>
								</li>
							))}
						</ul>
					</section>
				) : null}

				{hotWords.length > 0 ? (
					<section className={styles.section} aria-labelledby="home-hot-words">
						<h2 id="home-hot-words" className={styles.sectionTitle}>
							<FormattedMessage id="home.hotWords.title" />
						</h2>
						<ul className={styles.chips}>
							{hotWords.map((word) => (
								<li key={word.id}>
									<Chip asChild variant="outline" tone="accent">
										<Link to={searchPath(word.word)} data-spm={`home.hotWords.${word.id}`}>
											{word.word}
										</Link>
									</Chip>
								</li>
							))}
						</ul>
					</section>
				) : null}

				{shelf ? (
					<section className={styles.section} aria-labelledby="home-shelves">
						<h2 id="home-shelves" className={styles.sectionTitle}>
							<FormattedMessage id="home.tags.title" />
						</h2>
						<TabNav.Root label={intl.formatMessage({ id: 'home.tags.title' })} variant="pills" listClassName={styles.shelfTabs}>
							{tags.map((tag) => (
								<TabNav.Link key={tag.slug} asChild active={tag.slug === shelf.slug} aria-current="true">
									<Link to={`?tag=${encodeURIComponent(tag.slug)}`} preventScrollReset replace>
										{tag.name}
									</Link>
								</TabNav.Link>
							))}
						</TabNav.Root>
						<ul className={styles.shelf}>
							{shelf.products.map((product) => (
								<li key={product.id} className={styles.shelfItem}>
									<ProductCard product={product} spm="home.shelf" />
								</li>
							))}
						</ul>
					</section>
				) : null}

				<section className={styles.section} aria-labelledby="home-recommended">
					<h2 id="home-recommended" className={styles.sectionTitle}>
						<FormattedMessage id="home.recommended.title" />
					</h2>
					<ul className={cardStyles.grid}>
						{feed.items.map((product, index) => (
							<li key={product.id}>
								<ProductCard product={product} eager={index < 2} spm="home.feed" />
							</li>
						))}
					</ul>
					<div className={styles.more} ref={feed.sentinelRef}>
						{feed.nextHref ? (
							<Button asChild variant="soft" loading={feed.loading}>
								<Link
									to={feed.nextHref}
									preventScrollReset
									replace
									onClick={(event) => {
										event.preventDefault()
										feed.loadMore()
									}}
								>
									<FormattedMessage id="home.recommended.more" />
								</Link>
							</Button>
						) : (
							<span className={styles.rate}>
								<FormattedMessage id="home.recommended.end" />
							</span>
						)}
					</div>
				</section>

				{usdToIqd !== null ? (
					<p className={styles.rate}>
						<FormattedMessage id="home.rate" values={{ rate: formatIqd(intl, usdToIqd) }} />
					</p>
				) : null}
			</div>
		</>
	)
}
