import { type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Callout, Card, EmptyState, Icon, Spinner, Stack, TabNav, Text, TileGrid } from '#design-system'
import { LazySheet } from '#app/components/LazySheet.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { listCategories } from '#app/modules/catalog/catalog.server.ts'
import { ProductCard } from '#app/modules/catalog/ProductCard.tsx'
import { normalizeSearchText } from '#app/modules/search/normalize.ts'
import { saveDeviceSearch } from '#app/modules/search/recent-searches.ts'
import * as styles from '#app/modules/search/Search.css.ts'
import { SearchFilterForm } from '#app/modules/search/SearchFilters.tsx'
import { SearchHeader } from '#app/modules/search/SearchHeader.tsx'
import { activeFilterCount, inquiryHref, type SearchParams, searchHref } from '#app/modules/search/search-params.ts'
import { parseSearchParams } from '#app/modules/search/search-params.server.ts'
import { searchProducts } from '#app/modules/search/search.server.ts'
import { useInfinitePages } from '#app/utils/use-infinite-pages.ts'
import { href } from '#app/href.ts'
import { topBarProps } from '#app/components/top-bar.ts'
import { getRequestContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.searchResults.title')

export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	// Wrong or missing parameters fall back to their defaults: a mangled link still shows a page.
	const params = parseSearchParams(url.searchParams)
	const { user, locale } = await getRequestContext(request)
	const db = getDb()
	const [result, categories] = await Promise.all([searchProducts(db, { locale, ...params }), listCategories(db, locale)])
	// Opening results changes nothing: a signed-in buyer's search bar posts to the search page, which remembers it.
	return {
		params,
		result: {
			// Only what a card shows travels to the browser.
			items: result.items.map(({ id, title, imageUrl, price, promotionPrice, minOrderQty, sold }) => ({
				id,
				title,
				imageUrl,
				price,
				promotionPrice,
				minOrderQty,
				sold,
			})),
			page: result.page,
			hasMore: result.hasMore,
			match: result.match,
			corrections: result.corrections,
			keyword: result.keyword,
		},
		categories: categories.map(({ id, name, parentId }) => ({ id, name, parentId })),
		showFilters: url.searchParams.get('filters') === 'open',
		signedIn: user !== null,
	}
}

type LoaderData = SerializeFrom<typeof loader>
type Card = LoaderData['result']['items'][number]

const selectPage = (data: LoaderData) => data.result
const cardKey = (card: Card) => card.id

export default function SearchResultsPage() {
	const { params, result, categories, showFilters, signedIn } = useLoaderData<typeof loader>()
	// Links carry the keyword as searched (at most 100 characters); the field keeps all of it.
	const linkParams: SearchParams = { ...params, keyword: result.keyword, page: 1 }
	const pages = useInfinitePages<Card, LoaderData>({
		initial: result,
		resetKey: searchHref(linkParams),
		pageHref: (page) => searchHref({ ...linkParams, page }),
		select: selectPage,
		getKey: cardKey,
	})

	// A visitor's searches are remembered on this device.
	useEffect(() => {
		if (!signedIn && result.page === 1 && result.match !== 'prompt') saveDeviceSearch(params.keyword)
	}, [signedIn, params.keyword, result.page, result.match])

	const filtered = activeFilterCount(params) > 0
	const noResults = result.page === 1 && pages.items.length === 0
	return (
		<>
			<div className={styles.top} {...topBarProps}>
				<SearchHeader defaultValue={params.keyword} />
				{/* Nothing found: nothing to sort, and filters only to loosen the ones already set (or clear them, below). */}
				{result.match === 'prompt' || (noResults && !filtered) ? null : <Toolbar params={linkParams} categories={categories} sorting={!noResults} />}
			</div>
			{showFilters ? (
				<Card variant="raised" padding="medium" className={styles.filterPanel}>
					<SearchFilterForm params={linkParams} categories={categories} />
				</Card>
			) : null}
			<Stack gap="medium" padding="small">
				{result.match === 'corrected' ? (
					<Callout.Root tone="warning" size="small" role="status">
						<Callout.Text muted>
							<FormattedMessage
								id="search.corrected"
								values={{ query: <bdi className={styles.query}>{correctedKeyword(result.keyword, result.corrections)}</bdi> }}
							/>
						</Callout.Text>
					</Callout.Root>
				) : null}
				{result.match === 'partial' ? (
					<Callout.Root tone="warning" size="small" role="status">
						<Callout.Text muted>
							<FormattedMessage id="search.partial" />
						</Callout.Text>
					</Callout.Root>
				) : null}
				{result.page > 1 ? (
					<Button asChild variant="ghost" size="small">
						<Link to={searchHref({ ...linkParams, page: result.page - 1 })}>
							<Icon name="chevron-up" size="small" />
							<FormattedMessage id="search.previous" />
						</Link>
					</Button>
				) : null}
				{pages.items.length > 0 ? (
					<>
						<ResultsGrid cards={pages.items} />
						<Stack ref={pages.sentinelRef} align="center" gap="small" paddingBlock="medium" className={styles.more}>
							{pages.nextHref ? <MoreLink href={pages.nextHref} loading={pages.loading} onMore={pages.loadMore} /> : <EndOfList />}
							<Text aria-live="polite" tone="muted" size="small">
								{pages.loading ? <FormattedMessage id="search.loading" /> : null}
							</Text>
						</Stack>
					</>
				) : (
					<NoResults match={result.match} keyword={result.keyword} page={result.page} filtered={filtered} params={linkParams} />
				)}
			</Stack>
		</>
	)
}

/** The keyword with its misspelled words replaced by what they were read as. */
function correctedKeyword(keyword: string, corrections: LoaderData['result']['corrections']) {
	const replacements = new Map(corrections.map((correction) => [correction.from, correction.to]))
	return keyword
		.split(/\s+/)
		.map((word) => replacements.get(normalizeSearchText(word)) ?? word)
		.join(' ')
}

function ResultsGrid({ cards }: { cards: Card[] }) {
	const intl = useIntl()
	return (
		<TileGrid aria-label={intl.formatMessage({ id: 'search.results.label' })}>
			{cards.map((card, index) => (
				<li key={card.id}>
					<ProductCard product={card} eager={index < 2} spm="search.results" />
				</li>
			))}
		</TileGrid>
	)
}

/** The next page: loaded in place with JavaScript (also when this comes into view), a plain link without. */
function MoreLink({ href, loading, onMore }: { href: string; loading: boolean; onMore: () => void }) {
	const intl = useIntl()
	const loadInPlace = (event: MouseEvent<HTMLAnchorElement>) => {
		event.preventDefault()
		onMore()
	}
	if (loading) return <Spinner label={intl.formatMessage({ id: 'search.loading' })} />
	return (
		<Button asChild variant="soft">
			<Link to={href} onClick={loadInPlace} preventScrollReset>
				<FormattedMessage id="search.more" />
			</Link>
		</Button>
	)
}

function EndOfList() {
	return (
		<Text tone="muted" size="small">
			<FormattedMessage id="search.end" />
		</Text>
	)
}

function Toolbar({ params, categories, sorting }: { params: SearchParams; categories: LoaderData['categories']; sorting: boolean }) {
	const intl = useIntl()
	const location = useLocation()
	const [open, setOpen] = useState(false)
	const filters = activeFilterCount(params)
	const priceSort = params.sort === 'price-asc' ? 'price-desc' : 'price-asc'
	const sortLink = (sort: SearchParams['sort'], current: boolean, children: ReactNode, label?: string) => (
		<TabNav.Link asChild active={current} aria-current="true">
			<Link to={searchHref({ ...params, sort })} aria-label={label} preventScrollReset replace>
				{children}
			</Link>
		</TabNav.Link>
	)
	// Without JavaScript the filters open on the page (?filters=open); with it, in a sheet.
	const openFilters = (event: MouseEvent<HTMLAnchorElement>) => {
		event.preventDefault()
		setOpen(true)
	}
	const filtersHref = `${location.pathname}${location.search ? `${location.search}&` : '?'}filters=open`
	return (
		<div className={styles.toolbar}>
			{sorting ? (
				<TabNav.Root label={intl.formatMessage({ id: 'search.sort.label' })} variant="underline" className={styles.sorts}>
					{sortLink('relevance', params.sort === 'relevance', <FormattedMessage id="search.sort.relevance" />)}
					{sortLink(
						priceSort,
						params.sort === 'price-asc' || params.sort === 'price-desc',
						<>
							<FormattedMessage id="search.sort.price" />
							{params.sort === 'price-asc' ? <Icon name="chevron-up" size="xsmall" /> : null}
							{params.sort === 'price-desc' ? <Icon name="chevron-down" size="xsmall" /> : null}
						</>,
						// Named by the order it shows now when it is the current sort (a second tap reverses it), else by the order it applies.
						intl.formatMessage({ id: params.sort === 'price-desc' ? 'search.sort.priceDesc' : 'search.sort.priceAsc' }),
					)}
					{sortLink('sales', params.sort === 'sales', <FormattedMessage id="search.sort.sales" />)}
				</TabNav.Root>
			) : null}
			<Link to={filtersHref} onClick={openFilters} className={styles.filterLink} data-active={filters > 0 || undefined} preventScrollReset>
				<Icon name="filter" size="small" />
				{filters > 0 ? (
					<FormattedMessage id="search.filter.openWithCount" values={{ count: filters }} />
				) : (
					<FormattedMessage id="search.filter.open" />
				)}
			</Link>
			<LazySheet
				open={open}
				onOpenChange={setOpen}
				title={intl.formatMessage({ id: 'search.filter.title' })}
				closeLabel={intl.formatMessage({ id: 'shell.close' })}
			>
				<SearchFilterForm params={params} categories={categories} onApply={() => setOpen(false)} />
			</LazySheet>
		</div>
	)
}

function NoResults({
	match,
	keyword,
	page,
	filtered,
	params,
}: {
	match: string
	keyword: string
	page: number
	filtered: boolean
	params: SearchParams
}) {
	if (match === 'prompt') {
		return (
			<EmptyState
				icon={<Icon name="search" size="large" />}
				title={<FormattedMessage id="search.prompt.title" />}
				description={<FormattedMessage id="search.prompt.body" />}
				action={
					<Button asChild>
						<Link to={href('/pages/search-key/index')}>
							<FormattedMessage id="search.prompt.action" />
						</Link>
					</Button>
				}
			/>
		)
	}
	if (page > 1) return <EndOfList />
	if (filtered) {
		return (
			<EmptyState
				icon={<Icon name="filter" size="large" />}
				title={<FormattedMessage id="search.empty.filteredTitle" />}
				description={<FormattedMessage id="search.empty.filteredBody" />}
				action={
					<Button asChild variant="soft">
						<Link to={searchHref({ keyword: params.keyword, sort: params.sort })}>
							<FormattedMessage id="search.empty.clearFilters" />
						</Link>
					</Button>
				}
			/>
		)
	}
	return (
		<EmptyState
			icon={<Icon name="box" size="large" />}
			title={<FormattedMessage id="search.empty.title" values={{ query: <bdi className={styles.query}>{keyword}</bdi> }} />}
			description={<FormattedMessage id="search.empty.body" />}
			action={
				<Button asChild>
					<Link to={inquiryHref(keyword)}>
						<Icon name="chat" size="small" />
						<FormattedMessage id="search.empty.inquiry" />
					</Link>
				</Button>
			}
		/>
	)
}
