import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Icon, Select, Stack, TabNav, toast } from '#design-system'
import * as iconButton from '#app/components/icon-link.css.ts'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { DEFAULT_GROUP_MESSAGE_ID, type FavoriteActionData, FAVORITES_PAGE_SIZE, isNeutralDefaultName } from '#app/modules/favorites/favorites.ts'
import * as styles from '#app/modules/favorites/Favorites.css.ts'
import {
	addFavorite,
	type FavoriteGroup,
	FavoritesError,
	listFavorites,
	listGroups,
	moveFavorites,
	removeFavorites,
} from '#app/modules/favorites/favorites.server.ts'
import { FavoritesActionSchema, FavoritesQuerySchema } from '#app/modules/favorites/schema.ts'
import {
	DeviceList,
	EmptyList,
	ListToolbar,
	ProductGrid,
	SelectableProductGrid,
	SelectionForm,
	ShowMoreLink,
} from '#app/modules/favorites/SelectableProducts.tsx'
import { SignInNotice } from '#app/modules/favorites/SignInNotice.tsx'
import { updateDeviceState } from '#app/modules/history/device-storage.ts'
import { removeDeviceFavorites } from '#app/modules/history/device-store.ts'
import { useDeviceState } from '#app/modules/history/use-device-state.ts'
import { useProductSummaries } from '#app/modules/history/use-product-summaries.ts'
import { safeRedirectPath } from '#app/utils/safe-redirect.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { readWriteKey, writeOnce } from '#app/modules/system/write-receipts.server.ts'
import { href } from '#app/href.ts'
import { getRequestContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.favorites.title')

/** Spec section 2, buyer_collection: the favourites of one group (`?groupId=`) or of all groups. */
export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const query = FavoritesQuerySchema.safeParse({
		groupId: url.searchParams.get('groupId') || undefined,
		page: url.searchParams.get('page') ?? undefined,
	})
	if (!query.success) throw data(null, { status: 404 })
	const { user, locale } = await getRequestContext(request)
	// A visitor's favourites live on the device; the page fetches their cards in the browser.
	if (!user) return { mode: 'device' as const }
	const db = getDb()
	const { groupId, page } = query.data
	try {
		const [groups, favorites] = await Promise.all([
			listGroups(db, user.id),
			// "Show more" asks for the first `page` pages at once, so the page works without JavaScript.
			listFavorites(db, { userId: user.id, locale, groupId, page: 1, pageSize: page * FAVORITES_PAGE_SIZE }),
		])
		return { mode: 'account' as const, groups, groupId: groupId ?? null, page, items: favorites.items, hasMore: favorites.hasMore }
	} catch (error) {
		if (error instanceof FavoritesError) throw data(null, { status: error.status })
		throw error
	}
}

function fail(error: string, status: number) {
	return data<FavoriteActionData>({ ok: false, error }, { status })
}

/**
 * The heart (add, remove) and the group sheet (move) post here from the product page through a fetcher and get
 * data back; plain posts (no JavaScript, and this page's select mode) carry `returnTo` and are redirected there
 * with a toast. A visitor is asked to sign in: a 401 the heart turns into the login sheet, or the login page.
 */
export async function action({ request }: ActionFunctionArgs) {
	const form = await readForm(request)
	const rawReturnTo = form.get('returnTo')
	const returnTo = rawReturnTo ? safeRedirectPath(rawReturnTo, href('/pages/individualCenter/buyer_collection/index')) : null
	const fromThisPage = returnTo?.startsWith(href('/pages/individualCenter/buyer_collection/index')) ?? false
	const { user } = await getRequestContext(request)
	if (!user) {
		if (returnTo) return redirect(href('/pages/login/index', { redirectTo: returnTo }))
		// The heart's fetcher (JavaScript: no returnTo): the login sheet opens and the tap is sent again after signing in.
		return data<FavoriteActionData>({ ok: false, error: 'error.http.401', signInToContinue: true }, { status: 401 })
	}
	const parsed = FavoritesActionSchema.safeParse({
		intent: form.get('intent'),
		productId: form.getAll('productId'),
		targetGroupId: form.get('targetGroupId') || undefined,
	})
	if (!parsed.success) return fail('error.http.400', 400)
	const db = getDb()
	const input = parsed.data
	// A change made offline and sent by the device's queue carries a key: done once however often it arrives.
	const once = { userId: user.id, key: readWriteKey(form) }
	try {
		if (input.intent === 'add') {
			const productId = input.productId
			const saved = await writeOnce(db, once, (tx) => addFavorite(tx, { userId: user.id, productId, groupId: input.targetGroupId }))
			if (returnTo) return redirectWithToast(request, returnTo, { messageId: 'favorites.added', tone: 'success' })
			const groups = (await listGroups(db, user.id)).map(({ id, name, isDefault }) => ({ id, name, isDefault }))
			const groupId = saved.replayed ? (groups.find((group) => group.isDefault)?.id ?? '') : saved.value.groupId
			return data<FavoriteActionData>({ ok: true, intent: 'add', productId, groupId, groups })
		}
		if (input.intent === 'remove') {
			const removed = await writeOnce(db, once, (tx) => removeFavorites(tx, { userId: user.id, productIds: input.productId }))
			const count = removed.replayed ? 0 : removed.value
			if (returnTo) return redirectWithToast(request, withoutSelectMode(returnTo), { messageId: 'favorites.removed', tone: 'success' })
			return data<FavoriteActionData>({ ok: true, intent: 'remove', count })
		}
		const count = await moveFavorites(db, { userId: user.id, productIds: input.productId, groupId: input.targetGroupId })
		if (returnTo) return redirectWithToast(request, withoutSelectMode(returnTo), { messageId: 'favorites.moved', tone: 'success' })
		return data<FavoriteActionData>({ ok: true, intent: 'move', count, groupId: input.targetGroupId })
	} catch (error) {
		if (!(error instanceof FavoritesError)) throw error
		if (returnTo && !fromThisPage) return redirectWithToast(request, returnTo, { messageId: error.messageId, tone: 'danger' })
		return fail(error.messageId, error.status)
	}
}

function withoutSelectMode(path: string) {
	const url = new URL(path, 'http://dijla.invalid')
	url.searchParams.delete('select')
	return `${url.pathname}${url.search}`
}

function pageUrl({ groupId, select, page }: { groupId?: string | null; select?: boolean; page?: number }) {
	const params = new URLSearchParams()
	if (groupId) params.set('groupId', groupId)
	if (page && page > 1) params.set('page', String(page))
	if (select) params.set('select', '1')
	return href('/pages/individualCenter/buyer_collection/index', params)
}

export default function FavoritesPage() {
	const loaderData = useLoaderData<typeof loader>()
	const intl = useIntl()
	return (
		<>
			<PageHeader
				titleId="page.favorites.title"
				end={
					loaderData.mode === 'account' ? (
						<Link
							to={href('/pages/individualCenter/buyer_group_list/index')}
							className={iconButton.iconLink}
							aria-label={intl.formatMessage({ id: 'favorites.manageGroups' })}
						>
							<Icon name="grid" />
						</Link>
					) : null
				}
			/>
			<Stack gap="medium" padding="medium">
				{loaderData.mode === 'account' ? <AccountFavorites data={loaderData} /> : <DeviceFavorites />}
			</Stack>
		</>
	)
}

const TOOLBAR_MESSAGES = { count: 'favorites.count', select: 'favorites.select', selectDone: 'favorites.selectDone' }

type AccountData = Extract<Awaited<ReturnType<typeof loader>>, { mode: 'account' }>

function useGroupName() {
	const intl = useIntl()
	return (group: Pick<FavoriteGroup, 'name' | 'isDefault'>) =>
		isNeutralDefaultName(group) ? intl.formatMessage({ id: DEFAULT_GROUP_MESSAGE_ID }) : group.name
}

function AccountFavorites({ data: { groups, groupId, page, items, hasMore } }: { data: AccountData }) {
	const intl = useIntl()
	const [params] = useSearchParams()
	const actionData = useActionData<typeof action>()
	const groupName = useGroupName()
	const selecting = params.get('select') === '1' && items.length > 0
	const total = groups.reduce((sum, group) => sum + group.productCount, 0)
	const current = groups.find((group) => group.id === groupId)
	const shownCount = current ? current.productCount : total
	const moveTargets = groups.filter((group) => group.id !== groupId)

	return (
		<>
			<TabNav.Root label={intl.formatMessage({ id: 'favorites.groups.label' })} variant="pills" listClassName={styles.chips}>
				<TabNav.Link asChild active={!groupId}>
					<Link to={pageUrl({})} preventScrollReset>
						<FormattedMessage id="favorites.tab.all" />
						<TabNav.Count>{intl.formatNumber(total)}</TabNav.Count>
					</Link>
				</TabNav.Link>
				{groups.map((group) => (
					<TabNav.Link key={group.id} asChild active={group.id === groupId}>
						<Link to={pageUrl({ groupId: group.id })} preventScrollReset>
							<bdi>{groupName(group)}</bdi>
							<TabNav.Count>{intl.formatNumber(group.productCount)}</TabNav.Count>
						</Link>
					</TabNav.Link>
				))}
			</TabNav.Root>

			<ListToolbar
				count={items.length}
				shownCount={shownCount}
				selecting={selecting}
				selectHref={pageUrl({ groupId, page, select: true })}
				doneHref={pageUrl({ groupId, page })}
				messages={TOOLBAR_MESSAGES}
			/>

			{items.length === 0 ? (
				<EmptyList icon="heart" titleId="favorites.empty.title" bodyId="favorites.empty.body" />
			) : selecting ? (
				<SelectionForm
					name="productId"
					returnTo={pageUrl({ groupId, page })}
					emptyMessages={{ remove: 'favorites.selectBeforeDeleting', move: 'favorites.selectBeforeMoving' }}
					serverError={actionData && !actionData.ok ? actionData : null}
					bar={
						<>
							{moveTargets.length > 0 ? (
								<>
									<Select name="targetGroupId" label={intl.formatMessage({ id: 'favorites.moveTo' })} className={styles.moveField}>
										{moveTargets.map((group) => (
											<option key={group.id} value={group.id}>
												{groupName(group)}
											</option>
										))}
									</Select>
									<Button type="submit" name="intent" value="move" variant="soft">
										<FormattedMessage id="favorites.moveSelected" />
									</Button>
								</>
							) : null}
							<Button type="submit" name="intent" value="remove" tone="danger" icon="trash">
								<FormattedMessage id="favorites.deleteSelected" />
							</Button>
						</>
					}
				>
					<SelectableProductGrid name="productId" items={items.map((item) => ({ key: item.id, value: item.id, product: item }))} />
				</SelectionForm>
			) : (
				<ProductGrid products={items} spm="favorites.list" />
			)}

			{hasMore ? <ShowMoreLink to={pageUrl({ groupId, page: page + 1, select: selecting })} message="favorites.showMore" /> : null}
		</>
	)
}

/** A visitor: the favourites kept on this device, with a way to keep them in an account. */
function DeviceFavorites() {
	const intl = useIntl()
	const hydrated = useHydrated()
	const [params] = useSearchParams()
	const favorites = useDeviceState().favorites
	const { products, loading, failed } = useProductSummaries(favorites.map((entry) => entry.productId))
	const selecting = params.get('select') === '1' && products.length > 0

	const page = href('/pages/individualCenter/buyer_collection/index')
	return (
		<DeviceList
			notice={<SignInNotice messageId="favorites.device.notice" />}
			ready={hydrated && !(loading && products.length === 0)}
			failed={failed}
			toolbar={
				<ListToolbar
					count={products.length}
					selecting={selecting}
					selectHref={href('/pages/individualCenter/buyer_collection/index', { select: '1' })}
					doneHref={page}
					messages={TOOLBAR_MESSAGES}
				/>
			}
		>
			{products.length === 0 ? (
				<EmptyList icon="heart" titleId="favorites.empty.title" bodyId="favorites.empty.body" />
			) : selecting ? (
				<SelectionForm
					name="productId"
					returnTo={page}
					emptyMessages={{ remove: 'favorites.selectBeforeDeleting' }}
					onDeviceSubmit={(_intent, selected) => {
						updateDeviceState((state) => removeDeviceFavorites(state, selected))
						toast({ id: 'favorite', title: intl.formatMessage({ id: 'favorites.removed' }), tone: 'success' })
					}}
					bar={
						<Button type="submit" name="intent" value="remove" tone="danger" icon="trash">
							<FormattedMessage id="favorites.deleteSelected" />
						</Button>
					}
				>
					<SelectableProductGrid name="productId" items={products.map((product) => ({ key: product.id, value: product.id, product }))} />
				</SelectionForm>
			) : (
				<ProductGrid products={products} spm="favorites.list" />
			)}
		</DeviceList>
	)
}
