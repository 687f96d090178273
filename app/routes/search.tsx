import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { z } from 'zod'
import { Chip, IconCircle, Section, Stack, Text } from '#design-system'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { listHotWords } from '#app/modules/catalog/catalog.server.ts'
import { RecentSearches } from '#app/modules/search/RecentSearches.tsx'
import * as styles from '#app/modules/search/Search.css.ts'
import { SearchHeader } from '#app/modules/search/SearchHeader.tsx'
import { clearRecentSearches, deleteRecentSearch, listRecentSearches, saveRecentSearch } from '#app/modules/search/search-history.server.ts'
import { searchHref } from '#app/modules/search/search-params.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { href } from '#app/href.ts'
import { topBarProps } from '#app/components/top-bar.ts'
import { getRequestContext } from '#app/request-context.server.ts'

const SearchPageQuerySchema = z.object({
	keyword: z.string().catch(''),
	/** The "clear all recent searches?" question is part of the URL, so it works without JavaScript. */
	confirm: z.literal('clear').optional().catch(undefined),
	/** The home page's camera button: the photo search entry comes first. */
	mode: z.literal('photo').optional().catch(undefined),
})

const RecentSearchActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('search'), keyword: z.string().max(1_000).catch('') }),
	z.object({ intent: z.literal('delete'), id: z.string().min(1).max(64) }),
	z.object({ intent: z.literal('clear') }),
])

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.search.title')

export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const query = SearchPageQuerySchema.parse({
		keyword: url.searchParams.get('keyword') ?? undefined,
		confirm: url.searchParams.get('confirm') ?? undefined,
		mode: url.searchParams.get('mode') ?? undefined,
	})
	const { user, locale } = await getRequestContext(request)
	const db = getDb()
	const [hotWords, recent] = await Promise.all([listHotWords(db, locale), user ? listRecentSearches(db, user.id) : null])
	return {
		keyword: query.keyword,
		hotWords,
		// null: a visitor, whose recent searches are on the device.
		recent,
		confirmingClear: query.confirm === 'clear',
		photoFirst: query.mode === 'photo',
	}
}

/**
 * A signed-in buyer's search bar posts here (`intent=search`): the search is remembered, then the results open
 * (opening results never writes, so a link from elsewhere cannot fill the list). The same buyer removes one
 * recent search (`intent=delete`) or all of them (`intent=clear`).
 */
export async function action({ request }: ActionFunctionArgs) {
	const form = await readForm(request)
	const parsed = RecentSearchActionSchema.safeParse(Object.fromEntries(form))
	if (!parsed.success) return data({ error: 'error.http.400' }, { status: 400 })
	const { user } = await getRequestContext(request)
	const db = getDb()
	if (parsed.data.intent === 'search') {
		if (user) await saveRecentSearch(db, user.id, parsed.data.keyword)
		return redirect(searchHref({ keyword: parsed.data.keyword }))
	}
	// A visitor's recent searches live on the device: there is nothing here to change.
	if (!user) return redirect(href('/pages/search-key/index'))
	if (parsed.data.intent === 'delete') {
		await deleteRecentSearch(db, user.id, parsed.data.id)
		return redirect(href('/pages/search-key/index'))
	}
	await clearRecentSearches(db, user.id)
	return redirectWithToast(request, href('/pages/search-key/index'), { messageId: 'search.recent.cleared', tone: 'success' })
}

export default function SearchPage() {
	const { keyword, hotWords, recent, confirmingClear, photoFirst } = useLoaderData<typeof loader>()
	const photoEntry = <PhotoSearchEntry />
	return (
		<>
			<div className={styles.top} {...topBarProps}>
				{/* The search page exists to type a search. */}
				{/* eslint-disable-next-line jsx-a11y/no-autofocus */}
				<SearchHeader defaultValue={keyword} autoFocus />
			</div>
			<Stack gap="xlarge" paddingInline="medium" paddingBlock="large">
				{photoFirst ? photoEntry : null}
				<RecentSearches entries={recent} confirmingClear={confirmingClear} />
				{hotWords.length > 0 ? (
					<Section titleId="hot-searches" title={<FormattedMessage id="search.hot.title" />}>
						<Stack as="ul" direction="row" wrap gap="small">
							{hotWords.map((word) => (
								<li key={word.id}>
									<Chip asChild tone="accent">
										<Link to={searchHref({ keyword: word.word })} data-spm={`search.hotWords.${word.id}`}>
											{word.word}
										</Link>
									</Chip>
								</li>
							))}
						</Stack>
					</Section>
				) : null}
				{photoFirst ? null : photoEntry}
			</Stack>
		</>
	)
}

function PhotoSearchEntry() {
	return (
		<Link to={href('/pages/search-photo/index')} className={styles.photoEntry}>
			<IconCircle name="camera" tone="brand" />
			<Stack gap="xxsmall">
				<Text weight="strong">
					<FormattedMessage id="search.photo.title" />
				</Text>
				<Text tone="muted" size="small">
					<FormattedMessage id="search.photo.body" />
				</Text>
			</Stack>
		</Link>
	)
}
