import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useLoaderData, useRouteError } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { z } from 'zod'
import { Ltr, Heading, Card, PageBody, DataList, Stack } from '#design-system'
import { ErrorScreen, statusOf } from '#app/components/ErrorScreen.tsx'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { getTracking } from '#app/modules/orders/tracking.server.ts'
import { TrackingEstimateBox, TrackingTimeline } from '#app/modules/orders/ui/TrackingTimeline.tsx'
import { OrderNotFoundError } from '#app/modules/orders/orders.server.ts'
import { Fact } from '#app/modules/orders/ui/OrderAmounts.tsx'
import { LogisticsNumber } from '#app/modules/orders/ui/OrderNumber.tsx'
import { orderListPath } from '#app/modules/orders/ui/order-links.ts'
import { OrderStatusBadge } from '#app/modules/orders/ui/OrderStatusBadge.tsx'
import { useOrderUpdates } from '#app/modules/orders/ui/use-order-updates.ts'
import { orderLink } from '#app/links.ts'
import { requireUserContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.logisticsDetails.title')

const QuerySchema = z.object({ orderId: z.string().trim().min(1).max(64) })

/** track: the shipment timeline of one of the buyer's orders. Without an order (the account page's entry) it lists the orders on their way. */
export async function loader({ request }: LoaderFunctionArgs) {
	const { user } = await requireUserContext(request)
	const query = QuerySchema.safeParse({ orderId: new URL(request.url).searchParams.get('orderId') })
	if (!query.success) throw redirect(orderListPath('receipt'))
	try {
		return { tracking: await getTracking(getDb(), { orderId: query.data.orderId, viewer: { kind: 'buyer', userId: user.id } }) }
	} catch (error) {
		if (error instanceof OrderNotFoundError) throw data(null, { status: 404 })
		throw error
	}
}

export default function LogisticsDetailsPage() {
	const { tracking } = useLoaderData<typeof loader>()
	useOrderUpdates(tracking.orderId)
	return (
		<>
			<PageHeader titleId="page.logisticsDetails.title" />
			<PageBody endSpace>
				<Card asChild gap="small">
					<section aria-labelledby="shipment">
						<Stack direction="row" align="center" justify="space-between" gap="small">
							<Heading level={4} as="h2" tone="strong" id="shipment">
								<FormattedMessage id="logistics.shipment.title" />
							</Heading>
							<OrderStatusBadge status={tracking.status} />
						</Stack>
						<DataList.Root>
							<Fact labelId="order.info.number">
								<Link to={orderLink(tracking.orderId)}>
									<Ltr>{tracking.number}</Ltr>
								</Link>
							</Fact>
							<Fact labelId="order.info.logisticsMethod">
								<FormattedMessage id={`order.logisticsMethod.${tracking.logisticsMethod}`} />
							</Fact>
							<Fact labelId="order.info.logisticsNumber">
								<LogisticsNumber value={tracking.logisticsNumber} />
							</Fact>
						</DataList.Root>
						<TrackingEstimateBox estimate={tracking.estimate} />
					</section>
				</Card>
				<Card asChild gap="small">
					<section aria-labelledby="timeline">
						<Heading level={4} as="h2" tone="strong" id="timeline">
							<FormattedMessage id="logistics.timeline.title" />
						</Heading>
						<TrackingTimeline legs={tracking.legs} />
					</section>
				</Card>
			</PageBody>
		</>
	)
}

export function ErrorBoundary() {
	const error = useRouteError()
	return (
		<>
			<PageHeader titleId={statusOf(error) === 404 ? 'page.notFound.title' : 'page.logisticsDetails.title'} />
			<ErrorScreen error={error} />
		</>
	)
}
