import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { Button, Chip, Scroller, SearchBar, Section, Stack, TabNav, Text, TileGrid } from '#design-system'
import { getDb } from '#app/db/client.server.ts'
import { formatIqd } from '#app/i18n/format.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { HOME_PAGE_SIZE, type HomeCard, toHomeCard } from '#app/modules/catalog/home-feed.ts'
import { getHomeData } from '#app/modules/catalog/home.server.ts'
import { SavedCounts } from '#app/modules/history/SavedCounts.tsx'
import { countFavorites } from '#app/modules/favorites/favorites.server.ts'
import { countHistory } from '#app/modules/history/history.server.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { useInfinitePages } from '#app/utils/use-infinite-pages.ts'
import { type TabHandle } from '#app/components/AppShell.tsx'
import * as styles from '#app/modules/catalog/Home.css.ts'
import { HomeBanner } from '#app/modules/catalog/HomeBanner.tsx'
import { ProductCard } from '#app/modules/catalog/ProductCard.tsx'
import { PhotoSearchButton } from '#app/modules/search/PhotoSearchButton.tsx'
import { href } from '#app/href.ts'
import { topBarProps } from '#app/components/top-bar.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/**
 * Without JavaScript, "show more" renders the pages so far in one document, up to this many (one read of at most
 * 100 products, listRecommendedProducts' largest page); with it, the feed scrolls on page by page from
 * `/resources/home-feed` to the catalogue's end.
 */
const MAX_DOCUMENT_FEED_PAGES = 6

const HomeQuerySchema = z.object({
	page: z.coerce
		.number()
		.int()
		.min(1)
		.catch(1)
		.transform((page) => Math.min(page, MAX_DOCUMENT_FEED_PAGES)),
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
	const db = getDb()
	const { locale, user } = await getRequestContext(request)
	const [{ banners, categories, hotWords, feed, tags, usdToIqd }, savedCounts] = await Promise.all([
		getHomeData(db, { locale, feedSize: HOME_PAGE_SIZE * page }),
		user ? Promise.all([countFavorites(db, user.id), countHistory(db, user.id)]).then(([favorites, history]) => ({ favorites, history })) : null,
	])
	const shelf = tags.find((candidate) => candidate.slug === tag) ?? tags[0]
	// Only what the page shows travels to the browser.
	return {
		banners,
		categories: categories.filter((category) => category.parentId === null).map(({ id, name }) => ({ id, name })),
		hotWords,
		products: feed.items.map(toHomeCard),
		page,
		hasMore: feed.hasMore,
		tags: tags.map(({ slug, name }) => ({ slug, name })),
		shelf: shelf
			? {
					slug: shelf.slug,
					products: shelf.products.map(toHomeCard),
				}
			: null,
		usdToIqd,
		savedCounts,
	}
}

/** A page of the feed as the home loader and `/resources/home-feed` both answer it. */
type FeedPage = { products: HomeCard[]; page: number; hasMore: boolean }
const selectFeedPage = (data: FeedPage) => ({
	items: data.products,
	page: data.page,
	hasMore: data.hasMore,
})
const feedCardKey = (card: HomeCard) => card.id

const feedDocumentHref = (next: number) => `/?page=${Math.min(next, MAX_DOCUMENT_FEED_PAGES)}`
const feedPageHref = (next: number) => href('/resources/home-feed', { page: next })

function searchPath(keyword: string) {
	return href('/pages/search-detail/index', { keyword })
}

export default function HomePage() {
	const data = useLoaderData<typeof loader>()
	const { banners, categories, hotWords, tags, shelf, usdToIqd, savedCounts } = data
	// Scrolling near the end loads the next page of 16 alone; without JavaScript "show more" renders the pages
	// so far (up to six). Cards already on screen are dropped by id.
	const feed = useInfinitePages<HomeCard, FeedPage>({
		initial: { items: data.products, page: data.page, hasMore: data.hasMore },
		resetKey: 'home',
		pageHref: feedDocumentHref,
		fetchHref: feedPageHref,
		select: selectFeedPage,
		getKey: feedCardKey,
	})
	const intl = useIntl()
	const hydrated = useHydrated()
	return (
		<>
			<Stack
				as="header"
				direction="row"
				align="center"
				gap="small"
				paddingInline="medium"
				paddingBlock="small"
				className={styles.header}
				{...topBarProps}
			>
				<h1 className={styles.brand}>
					<FormattedMessage id="app.name" />
				</h1>
				<SearchBar.Root asChild tone="surface">
					<Link to="/pages/search-key/index">
						<FormattedMessage id="home.search.placeholder" />
					</Link>
				</SearchBar.Root>
				<PhotoSearchButton className={styles.photoSearch} />
			</Stack>

			<Stack gap="large" paddingBlock="medium">
				{banners.length > 0 ? (
					<Scroller itemSize="full" snap="start" inset aria-label={intl.formatMessage({ id: 'home.banners.label' })}>
						{banners.map((banner, index) => (
							<li key={banner.id}>
								<HomeBanner banner={banner} first={index === 0} />
							</li>
						))}
					</Scroller>
				) : null}

				<SavedCounts counts={savedCounts} />

				{categories.length > 0 ? (
					<Section inset titleSize="large" titleId="home-categories" title={<FormattedMessage id="home.categories.title" />}>
						<Scroller gap="xsmall">
							{categories.map((category) => (
								<li key={category.id}>
									<Chip asChild variant="outline">
										<Link to={href('/pages/search-detail/index', { categoryId: category.id })}>{category.name}</Link>
									</Chip>
								</li>
							))}
						</Scroller>
					</Section>
				) : null}

				{hotWords.length > 0 ? (
					<Section inset titleSize="large" titleId="home-hot-words" title={<FormattedMessage id="home.hotWords.title" />}>
						<Stack as="ul" direction="row" wrap gap="xsmall">
							{hotWords.map((word) => (
								<li key={word.id}>
									<Chip asChild variant="outline" tone="accent">
										<Link to={searchPath(word.word)} data-spm={`home.hotWords.${word.id}`}>
											{word.word}
										</Link>
									</Chip>
								</li>
							))}
						</Stack>
					</Section>
				) : null}

				{shelf ? (
					<Section inset titleSize="large" titleId="home-shelves" title={<FormattedMessage id="home.tags.title" />}>
						<TabNav.Root label={intl.formatMessage({ id: 'home.tags.title' })} variant="pills" listClassName={styles.shelfTabs}>
							{tags.map((tag) => (
								<TabNav.Link key={tag.slug} asChild active={tag.slug === shelf.slug} aria-current="true">
									<Link to={`?tag=${encodeURIComponent(tag.slug)}`} preventScrollReset replace>
										{tag.name}
									</Link>
								</TabNav.Link>
							))}
						</TabNav.Root>
						<Scroller itemSize="card" snap="start">
							{shelf.products.map((product) => (
								<li key={product.id}>
									<ProductCard product={product} spm="home.shelf" />
								</li>
							))}
						</Scroller>
					</Section>
				) : null}

				<Section inset titleSize="large" titleId="home-recommended" title={<FormattedMessage id="home.recommended.title" />}>
					<TileGrid>
						{feed.items.map((product, index) => (
							<li key={product.id}>
								<ProductCard product={product} eager={index < 2} spm="home.feed" />
							</li>
						))}
					</TileGrid>
					<Stack direction="row" justify="center" paddingBlock="medium" ref={feed.sentinelRef}>
						{feed.nextHref && (hydrated || data.page < MAX_DOCUMENT_FEED_PAGES) ? (
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
							<Text tone="muted" size="xsmall" align="center">
								<FormattedMessage id="home.recommended.end" />
							</Text>
						)}
					</Stack>
				</Section>

				{usdToIqd !== null ? (
					<Text as="p" tone="muted" size="xsmall" align="center">
						<FormattedMessage id="home.rate" values={{ rate: formatIqd(intl, usdToIqd) }} />
					</Text>
				) : null}
			</Stack>
		</>
	)
}
