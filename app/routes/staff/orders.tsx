import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { Button, EmptyState, Icon, Price, TextField, Badge } from '#design-system'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { ORDER_TAB_KEYS, ORDER_TABS, type OrderTab } from '#app/modules/orders/order-status.ts'
import { PAYMENT_TYPE_LABEL } from '#app/modules/payments/schema.ts'
import { OrderStatusBadge } from '#app/modules/orders/ui/OrderStatusBadge.tsx'
import { staffOrderPath } from '#app/modules/staff/paths.ts'
import { ORDER_SEARCH_MAX_LENGTH } from '#app/modules/staff/schema.ts'
import { StaffPageHead } from '#app/modules/staff/StaffConsoleFrame.tsx'
import * as styles from '#app/modules/staff/StaffOrders.css.ts'
import { requireStaff } from '#app/modules/staff/staff-auth.server.ts'
import { listStaffOrders } from '#app/modules/staff/staff-orders.server.ts'
import { href } from '#app/href.ts'

/** `?tab=&q=&page=`: anything unreadable falls back to all orders, no search, the first page. */
const OrdersQuerySchema = z.object({
	tab: z.enum(ORDER_TAB_KEYS as [OrderTab, ...OrderTab[]]).catch('all'),
	q: z.string().trim().max(ORDER_SEARCH_MAX_LENGTH).catch(''),
	page: z.coerce.number().int().min(1).max(100_000).catch(1),
})

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.staffOrders.title')

export async function loader({ request }: LoaderFunctionArgs) {
	await requireStaff(request)
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
			<Form method="get" role="search" className={styles.searchForm}>
				{tab !== 'all' ? <input type="hidden" name="tab" value={tab} /> : null}
				<TextField
					className={styles.searchField}
					type="search"
					name="q"
					defaultValue={q}
					maxLength={ORDER_SEARCH_MAX_LENGTH}
					dir="auto"
					label={intl.formatMessage({ id: 'staff.orders.search.label' })}
					placeholder={intl.formatMessage({ id: 'staff.orders.search.placeholder' })}
				/>
				<Button type="submit" icon="search">
					<FormattedMessage id="staff.orders.search.submit" />
				</Button>
			</Form>
			<nav aria-label={intl.formatMessage({ id: 'staff.orders.tabs.label' })}>
				<ul className={styles.tabs}>
					{ORDER_TABS.map((candidate) => (
						<li key={candidate.key}>
							<Link
								to={listHref({ tab: candidate.key, q })}
								className={styles.tab}
								aria-current={candidate.key === tab ? 'page' : undefined}
								prefetch="intent"
							>
								<FormattedMessage id={candidate.labelId} />
								<span className={styles.tabCount}>{intl.formatNumber(counts[candidate.key])}</span>
							</Link>
						</li>
					))}
				</ul>
			</nav>
			{orders.length === 0 ? (
				<EmptyState icon={<Icon name="box" size="large" />} title={<FormattedMessage id={q ? 'staff.orders.noMatch' : 'staff.orders.empty'} />} />
			) : (
				<>
					<div className={styles.tableScroll}>
						<table className={styles.table}>
							<thead>
								<tr>
									<th className={styles.th} scope="col">
										<FormattedMessage id="staff.orders.col.number" />
									</th>
									<th className={styles.th} scope="col">
										<FormattedMessage id="staff.orders.col.submitted" />
									</th>
									<th className={styles.th} scope="col">
										<FormattedMessage id="staff.orders.col.buyer" />
									</th>
									<th className={styles.th} scope="col">
										<FormattedMessage id="staff.orders.col.status" />
									</th>
									<th className={styles.th} scope="col">
										<FormattedMessage id="staff.orders.col.payment" />
									</th>
									<th className={`${styles.th} ${styles.numeric}`} scope="col">
										<FormattedMessage id="staff.orders.col.pieces" />
									</th>
									<th className={`${styles.th} ${styles.numeric}`} scope="col">
										<FormattedMessage id="staff.orders.col.amount" />
									</th>
								</tr>
							</thead>
							<tbody>
								{orders.map((order) => (
									<tr key={order.id}>
										<td className={styles.td}>
											<Link to={staffOrderPath(order.number)} className={styles.orderLink} prefetch="intent">
												{order.number}
											</Link>
										</td>
										<td className={`${styles.td} ${styles.nowrap}`}>
											<time dateTime={new Date(order.submittedAt).toISOString()}>
												{intl.formatDate(order.submittedAt, { dateStyle: 'medium', timeStyle: 'short' })}
											</time>
										</td>
										<td className={`${styles.td} ${styles.nowrap}`}>
											<bdi>{order.buyer.name}</bdi>
											{order.buyer.phone ? <div className={`${styles.muted} ${styles.ltr}`}>{order.buyer.phone}</div> : null}
										</td>
										<td className={styles.td}>
											<div className={styles.row}>
												<OrderStatusBadge status={order.status} withCode />
												{order.inReview ? (
													<Badge tone="warning">
														<FormattedMessage id="staff.orders.slipToReview" />
													</Badge>
												) : null}
											</div>
										</td>
										<td className={styles.td}>
											<FormattedMessage id={PAYMENT_TYPE_LABEL[order.paymentType]} />
										</td>
										<td className={`${styles.td} ${styles.numeric}`}>{intl.formatNumber(order.pieces)}</td>
										<td className={`${styles.td} ${styles.numeric}`}>
											<Price amount={order.payableAmount} size="small" tone="neutral" />
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
					<nav className={styles.pager} aria-label={intl.formatMessage({ id: 'staff.pager.label' })}>
						<span className={styles.muted}>
							<FormattedMessage id="staff.pager.status" values={{ page, pageCount, total }} />
						</span>
						<div className={styles.buttonRow}>
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
						</div>
					</nav>
				</>
			)}
		</>
	)
}
