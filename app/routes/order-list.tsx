import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useFetcher, useLoaderData } from '@remix-run/react'
import { useCallback } from 'react'
import { FormattedMessage } from 'react-intl'
import { z } from 'zod'
import { Button, EmptyState, Icon, Text, PageBody, Stack } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { ORDER_TAB_KEYS, type OrderTab } from '#app/modules/orders/order-status.ts'
import { countOrdersByTab, listOrders } from '#app/modules/orders/queries.server.ts'
import { OrderCard, type OrderCardData } from '#app/modules/orders/ui/OrderCard.tsx'
import { orderListPath } from '#app/modules/orders/ui/order-links.ts'
import * as styles from '#app/modules/orders/ui/Orders.css.ts'
import { OrderTabs } from '#app/modules/orders/ui/OrderTabs.tsx'
import { useOrderUpdates } from '#app/modules/orders/ui/use-order-updates.ts'
import { type PageFetcher, useInfinitePagesWith } from '#app/utils/use-infinite-pages.ts'
import { getRequestContext, requireUserContext } from '#app/request-context.server.ts'

const ListQuerySchema = z.object({
	tab: z.enum(ORDER_TAB_KEYS as [OrderTab, ...OrderTab[]]).catch('all'),
	/** The previous page's last order (listOrders' keyset cursor); absent for the first page. */
	cursor: z.string().max(200).nullable().catch(null),
	/** Which page this is, for the list to append pages in order; the cursor decides what is in it. */
	page: z.coerce.number().int().min(1).max(10_000).catch(1),
})

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.orderList.title')

/** getOrderPage + getStatusCount: one page of one tab (16 orders, newest first) and every tab's count. */
export async function loader({ request }: LoaderFunctionArgs) {
	const { user } = await requireUserContext(request)
	const url = new URL(request.url)
	const query = ListQuerySchema.parse({
		tab: url.searchParams.get('tab') ?? undefined,
		cursor: url.searchParams.get('cursor'),
		page: url.searchParams.get('page') ?? undefined,
	})
	const page = query.cursor ? query.page : 1
	const db = getDb()
	const { locale } = await getRequestContext(request)
	const [counts, list] = await Promise.all([
		countOrdersByTab(db, user.id),
		listOrders(db, { userId: user.id, tab: query.tab, cursor: query.cursor, locale }),
	])
	return {
		tab: query.tab,
		counts,
		page,
		orders: list.orders.map(
			({ id, number, status, submittedAt, payableAmount, itemCount, pieces, firstItem, actions, payment }): OrderCardData => ({
				id,
				number,
				status,
				submittedAt,
				payableAmount,
				itemCount,
				pieces,
				firstItem,
				actions,
				payment,
			}),
		),
		nextCursor: list.nextCursor,
		/** A fresh load (after a cancel, a status change) starts the list over rather than keeping stale cards. */
		loadedAt: Date.now(),
	}
}

type ListData = Awaited<ReturnType<typeof loader>>
const selectPage = (data: ListData) => ({ items: data.orders, page: data.page, hasMore: data.nextCursor !== null })
const orderKey = (order: OrderCardData) => order.id

export default function OrderListPage() {
	const data = useLoaderData<typeof loader>()
	const fetcher = useFetcher<typeof loader>()
	useOrderUpdates()
	// The cursor after the last page on screen: the route's own page, or the latest one a fetcher brought.
	const fetched = fetcher.data
	const latest = fetched && fetched.tab === data.tab && fetched.loadedAt >= data.loadedAt && fetched.page > data.page ? fetched : data
	const nextCursor = latest.nextCursor
	const pageHref = useCallback((page: number) => orderListPath(data.tab, { cursor: nextCursor, page }), [data.tab, nextCursor])
	const list = useInfinitePagesWith<OrderCardData, ListData>(fetcher as unknown as PageFetcher, {
		initial: { items: data.orders, page: data.page, hasMore: data.nextCursor !== null },
		resetKey: `${data.tab}:${data.loadedAt}`,
		pageHref,
		select: selectPage,
		getKey: orderKey,
	})
	const returnTo = orderListPath(data.tab)

	return (
		<>
			<PageHeader titleId="page.orderList.title" />
			<OrderTabs current={data.tab} counts={data.counts} />
			<PageBody endSpace>
				{list.items.length === 0 ? (
					<EmptyState
						icon={<Icon name="box" size="large" />}
						title={<FormattedMessage id={`order.empty.${data.tab}.title`} />}
						description={<FormattedMessage id={data.tab === 'all' ? 'order.empty.all.body' : 'order.empty.tab.body'} />}
						action={
							<Button asChild>
								<Link to="/">
									<FormattedMessage id="order.empty.browse" />
								</Link>
							</Button>
						}
					/>
				) : (
					<>
						{data.page > 1 ? (
							<Text size="small" tone="muted">
								<Link to={returnTo}>
									<FormattedMessage id="order.list.backToNewest" />
								</Link>
							</Text>
						) : null}
						<Stack as="ul" role="list" gap="medium">
							{list.items.map((order) => (
								<li key={order.id}>
									<OrderCard order={order} returnTo={returnTo} />
								</li>
							))}
						</Stack>
						<div className={styles.more} ref={list.sentinelRef}>
							{list.nextHref ? (
								<Button asChild variant="soft" loading={list.loading}>
									<Link
										to={list.nextHref}
										preventScrollReset
										onClick={(event) => {
											event.preventDefault()
											list.loadMore()
										}}
									>
										<FormattedMessage id="order.list.more" />
									</Link>
								</Button>
							) : (
								<Text size="small" tone="muted">
									<FormattedMessage id="order.list.end" />
								</Text>
							)}
						</div>
					</>
				)}
			</PageBody>
		</>
	)
}
