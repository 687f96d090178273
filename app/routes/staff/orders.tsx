import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { Badge, Button, EmptyState, Icon, Ltr, Price, Stack, Table, TabNav, Text, TextField, Toolbar } from '#design-system'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { ORDER_TAB_KEYS, ORDER_TABS, type OrderTab } from '#app/modules/orders/order-status.ts'
import { PAYMENT_TYPE_LABEL } from '#app/modules/payments/schema.ts'
import { OrderStatusBadge } from '#app/modules/orders/ui/OrderStatusBadge.tsx'
import { staffOrderPath } from '#app/modules/staff/paths.ts'
import { ORDER_SEARCH_MAX_LENGTH } from '#app/modules/staff/schema.ts'
import { StaffPageHead } from '#app/modules/staff/StaffConsoleFrame.tsx'
import { StaffOrderLink } from '#app/modules/staff/StaffOrderLink.tsx'
import { listStaffOrders } from '#app/modules/staff/staff-orders.server.ts'
import { href } from '#app/href.ts'
import { requireStaffContext } from '#app/request-context.server.ts'

/** `?tab=&q=&page=`: anything unreadable falls back to all orders, no search, the first page. */
const OrdersQuerySchema = z.object({
	tab: z.enum(ORDER_TAB_KEYS as [OrderTab, ...OrderTab[]]).catch('all'),
	q: z.string().trim().max(ORDER_SEARCH_MAX_LENGTH).catch(''),
	page: z.coerce.number().int().min(1).max(100_000).catch(1),
})

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.staffOrders.title')

export async function loader({ request }: LoaderFunctionArgs) {
	await requireStaffContext(request)
	const query = OrdersQuerySchema.parse({ tab: undefined, q: undefined, page: undefined, ...Object.fromEntries(new URL(request.url).searchParams) })
	const list = await listStaffOrders(getDb(), { tab: query.tab, query: query.q, page: query.page })
	// A whole order number typed into the search opens that order.
	const [only] = list.orders
	if (list.total === 1 && only && only.number === query.q.toUpperCase()) throw redirect(staffOrderPath(only.number))
	return { tab: query.tab, q: query.q, ...list }
}

function listHref({ tab, q, page }: { tab: OrderTab; q: string; page?: number }) {
	const params = new URLSearchParams()
	if (tab !== 'all') params.set('tab', tab)
	if (q) params.set('q', q)
	if (page && page > 1) params.set('page', String(page))
	return href('/staff/orders', params)
}

export default function StaffOrdersPage() {
	const { tab, q, orders, page, pageCount, total, counts } = useLoaderData<typeof loader>()
	const intl = useIntl()
	return (
		<>
			<StaffPageHead title={<FormattedMessage id="page.staffOrders.title" />} />
			<Toolbar.Root asChild>
				<Form method="get" role="search">
					{tab !== 'all' ? <input type="hidden" name="tab" value={tab} /> : null}
					<Toolbar.Grow>
						<TextField
							type="search"
							name="q"
							defaultValue={q}
							maxLength={ORDER_SEARCH_MAX_LENGTH}
							dir="auto"
							label={intl.formatMessage({ id: 'staff.orders.search.label' })}
							placeholder={intl.formatMessage({ id: 'staff.orders.search.placeholder' })}
						/>
					</Toolbar.Grow>
					<Button type="submit" icon="search">
						<FormattedMessage id="staff.orders.search.submit" />
					</Button>
				</Form>
			</Toolbar.Root>
			<TabNav.Root label={intl.formatMessage({ id: 'staff.orders.tabs.label' })} variant="pills">
				{ORDER_TABS.map((candidate) => (
					<TabNav.Link key={candidate.key} asChild active={candidate.key === tab}>
						<Link to={listHref({ tab: candidate.key, q })} prefetch="intent">
							<FormattedMessage id={candidate.labelId} />
							<TabNav.Count>{intl.formatNumber(counts[candidate.key])}</TabNav.Count>
						</Link>
					</TabNav.Link>
				))}
			</TabNav.Root>
			{orders.length === 0 ? (
				<EmptyState icon={<Icon name="box" size="large" />} title={<FormattedMessage id={q ? 'staff.orders.noMatch' : 'staff.orders.empty'} />} />
			) : (
				<>
					<Table.Root>
						<Table.Header>
							<Table.Row>
								<Table.ColumnHeader>
									<FormattedMessage id="staff.orders.col.number" />
								</Table.ColumnHeader>
								<Table.ColumnHeader>
									<FormattedMessage id="staff.orders.col.submitted" />
								</Table.ColumnHeader>
								<Table.ColumnHeader>
									<FormattedMessage id="staff.orders.col.buyer" />
								</Table.ColumnHeader>
								<Table.ColumnHeader>
									<FormattedMessage id="staff.orders.col.status" />
								</Table.ColumnHeader>
								<Table.ColumnHeader>
									<FormattedMessage id="staff.orders.col.payment" />
								</Table.ColumnHeader>
								<Table.ColumnHeader align="end">
									<FormattedMessage id="staff.orders.col.pieces" />
								</Table.ColumnHeader>
								<Table.ColumnHeader align="end">
									<FormattedMessage id="staff.orders.col.amount" />
								</Table.ColumnHeader>
							</Table.Row>
						</Table.Header>
						<Table.Body>
							{orders.map((order) => (
								<Table.Row key={order.id}>
									{/* One line on a phone too: an order number broken in two reads as two numbers. */}
									<Table.Cell nowrap>
										<StaffOrderLink number={order.number} />
									</Table.Cell>
									<Table.Cell nowrap>
										<time dateTime={new Date(order.submittedAt).toISOString()}>
											{intl.formatDate(order.submittedAt, { dateStyle: 'medium', timeStyle: 'short' })}
										</time>
									</Table.Cell>
									<Table.Cell nowrap>
										<bdi>{order.buyer.name}</bdi>
										{order.buyer.phone ? (
											<Text tone="muted" size="small">
												<Ltr>{order.buyer.phone}</Ltr>
											</Text>
										) : null}
									</Table.Cell>
									<Table.Cell>
										<Stack direction="row" wrap align="center" gap="small">
											<OrderStatusBadge status={order.status} withCode />
											{order.inReview ? (
												<Badge tone="warning">
													<FormattedMessage id="staff.orders.slipToReview" />
												</Badge>
											) : null}
										</Stack>
									</Table.Cell>
									<Table.Cell>
										<FormattedMessage id={PAYMENT_TYPE_LABEL[order.paymentType]} />
									</Table.Cell>
									<Table.Cell align="end">{intl.formatNumber(order.pieces)}</Table.Cell>
									<Table.Cell align="end">
										<Price amount={order.payableAmount} size="small" tone="neutral" />
									</Table.Cell>
								</Table.Row>
							))}
						</Table.Body>
					</Table.Root>
					<Stack as="nav" direction="row" wrap align="center" justify="space-between" aria-label={intl.formatMessage({ id: 'staff.pager.label' })}>
						<Text tone="muted">
							<FormattedMessage id="staff.pager.status" values={{ page, pageCount, total }} />
						</Text>
						<Stack direction="row" wrap gap="small">
							{page > 1 ? (
								<Button asChild variant="outline" tone="neutral" size="small">
									<Link to={listHref({ tab, q, page: page - 1 })} rel="prev">
										<Icon name="chevron-start" size="small" />
										<FormattedMessage id="staff.pager.previous" />
									</Link>
								</Button>
							) : null}
							{page < pageCount ? (
								<Button asChild variant="outline" tone="neutral" size="small">
									<Link to={listHref({ tab, q, page: page + 1 })} rel="next">
										<FormattedMessage id="staff.pager.next" />
										<Icon name="chevron-end" size="small" />
									</Link>
								</Button>
							) : null}
						</Stack>
					</Stack>
				</>
			)}
		</>
	)
}
