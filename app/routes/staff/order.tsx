import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { Button, EmptyState, Heading, Icon, Ltr } from '#design-system'
import { ErrorScreen } from '#app/components/ErrorScreen.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { getUsdToIqdRate } from '#app/modules/catalog/exchange-rate.server.ts'
import { TrackingEstimateBox, TrackingTimeline } from '#app/modules/orders/ui/TrackingTimeline.tsx'
import { getOrderByNumber } from '#app/modules/orders/queries.server.ts'
import { slipPath } from '#app/modules/payments/schema.ts'
import { OrderStatusBadge } from '#app/modules/orders/ui/OrderStatusBadge.tsx'
import { staffOrderPath } from '#app/modules/staff/paths.ts'
import { LOGISTICS_COST_FIELDS, OrderActionSchema } from '#app/modules/staff/schema.ts'
import { StaffPageHead } from '#app/modules/staff/StaffConsoleFrame.tsx'
import {
	CloseOrderForm,
	EventButtons,
	LogisticsCostsForm,
	LogisticsEventForm,
	LogisticsNumberForm,
	type OrderActionData,
} from '#app/modules/staff/StaffOrderActions.tsx'
import { AddressPanel, AmountsPanel, BuyerPanel, EventsPanel, ItemsPanel, Panel, PaymentsPanel } from '#app/modules/staff/StaffOrderPanels.tsx'
import * as styles from '#app/modules/staff/StaffOrder.css.ts'
import { PaymentActions } from '#app/modules/staff/StaffPaymentActions.tsx'
import {
	addStaffLogisticsEvent,
	applyStaffEvent,
	enterLogisticsCosts,
	fromBaghdadLocal,
	getStaffOrder,
	setLogisticsNumber,
	StaffOrderError,
	toBaghdadLocal,
} from '#app/modules/staff/staff-orders.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { href } from '#app/href.ts'
import { requireStaffContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.staffOrder.title')

function notFound(): never {
	throw data({ messageId: 'staff.order.notFound' }, { status: 404 })
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireStaffContext(request)
	const db = getDb()
	const now = new Date()
	const [view, rate] = await Promise.all([getStaffOrder(db, params.number ?? '', { now }), getUsdToIqdRate(db, now)])
	if (!view) notFound()
	const nextLeg = view.tracking.legs.find((leg) => leg.state === 'upcoming')?.leg ?? view.tracking.currentLeg ?? 'supplier'
	return { ...view, usdToIqd: rate ? Math.round(rate.rate) : null, defaultTime: toBaghdadLocal(now), nextLeg }
}

const DONE_MESSAGE: Record<string, string> = {
	event: 'staff.order.done.event',
	close: 'staff.order.done.close',
	costs: 'staff.order.done.costs',
	'logistics-number': 'staff.order.done.logisticsNumber',
	'logistics-event': 'staff.order.done.logisticsEvent',
}

export async function action({ request, params }: ActionFunctionArgs) {
	const staff = await requireStaffContext(request)
	const db = getDb()
	const order = await getOrderByNumber(db, params.number ?? '')
	if (!order) notFound()
	const formData = await readForm(request)
	const intent = String(formData.get('intent') ?? '')
	const submission = parseWithZod(formData, { schema: OrderActionSchema })
	if (submission.status !== 'success') {
		return data<OrderActionData>({ intent, result: submission.reply() }, { status: 400 })
	}
	const value = submission.value
	try {
		switch (value.intent) {
			case 'event':
				await applyStaffEvent(db, { orderId: order.id, event: value.event, staffId: staff.id, note: value.note })
				break
			case 'close':
				await applyStaffEvent(db, { orderId: order.id, event: value.event, staffId: staff.id, note: value.reason })
				break
			case 'costs': {
				const costs = Object.fromEntries(LOGISTICS_COST_FIELDS.map((field) => [field, value[field]])) as Record<
					(typeof LOGISTICS_COST_FIELDS)[number],
					number
				>
				await enterLogisticsCosts(db, { orderId: order.id, staffId: staff.id, costs })
				break
			}
			case 'logistics-number':
				await setLogisticsNumber(db, { orderId: order.id, logisticsNumber: value.logisticsNumber ?? null })
				break
			case 'logistics-event':
				await addStaffLogisticsEvent(db, {
					orderId: order.id,
					staffId: staff.id,
					leg: value.leg,
					occurredAt: fromBaghdadLocal(value.occurredAt),
					location: value.location,
					note: value.note,
				})
				break
		}
	} catch (error) {
		if (!(error instanceof StaffOrderError)) throw error
		const result = submission.reply(error.field ? { fieldErrors: { [error.field]: [error.messageId] } } : { formErrors: [error.messageId] })
		return data<OrderActionData>({ intent, result }, { status: error.status })
	}
	return redirectWithToast(request, staffOrderPath(order.number), {
		messageId: DONE_MESSAGE[value.intent] ?? 'staff.order.done.event',
		tone: 'success',
	})
}

export default function StaffOrderPage() {
	const view = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { order } = view
	return (
		<>
			<div>
				<Button asChild variant="ghost" tone="neutral" size="small">
					<Link to={href('/staff/orders')}>
						<Icon name="arrow-back" size="small" />
						<FormattedMessage id="staff.order.backToList" />
					</Link>
				</Button>
			</div>
			<StaffPageHead
				title={<FormattedMessage id="staff.order.title" values={{ number: <Ltr>{order.number}</Ltr> }} />}
				end={<OrderStatusBadge status={order.status} withCode />}
			/>
			<div className={styles.detailGrid}>
				<div className={styles.column}>
					<ItemsPanel items={order.items} />
					<AmountsPanel order={order} costsEnteredBy={view.costsEnteredBy} />
					<PaymentsPanel
						payments={order.payments}
						slips={view.slips}
						slipHref={slipPath}
						actions={(payment) => <PaymentActions payment={payment} redirectTo={staffOrderPath(order.number)} />}
					/>
					<EventsPanel events={order.events} />
				</div>
				<div className={styles.column}>
					{view.buttonEvents.length > 0 || !view.canEnterCosts ? (
						<Panel titleId="staff.order.nextStep">
							<EventButtons events={view.buttonEvents} actionData={actionData} />
						</Panel>
					) : null}
					{view.canEnterCosts ? (
						<Panel titleId="staff.costs.enter">
							<LogisticsCostsForm usdToIqd={view.usdToIqd} actionData={actionData} />
						</Panel>
					) : null}
					<BuyerPanel buyer={view.buyer} />
					<AddressPanel order={order} />
					<Panel titleId="staff.order.logistics">
						<LogisticsNumberForm current={view.tracking.logisticsNumber} actionData={actionData} />
						<TrackingEstimateBox estimate={view.tracking.estimate} />
						<TrackingTimeline legs={view.tracking.legs} />
						<Heading level={4} as="h3" tone="strong">
							<FormattedMessage id="staff.logistics.add" />
						</Heading>
						<LogisticsEventForm defaultTime={view.defaultTime} suggestedLeg={view.nextLeg} actionData={actionData} />
					</Panel>
					{view.closeEvents.length > 0 ? (
						<Panel titleId="staff.order.close">
							<CloseOrderForm events={view.closeEvents} actionData={actionData} />
						</Panel>
					) : null}
				</div>
			</div>
		</>
	)
}

/** An unknown order number keeps the console around it, with the way back to the list. */
export function ErrorBoundary() {
	const error = useRouteError()
	if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorScreen error={error} />
	return (
		<EmptyState
			icon={<Icon name="search" size="large" />}
			title={<FormattedMessage id="staff.order.notFound" />}
			action={
				<Button asChild variant="soft">
					<Link to={href('/staff/orders')}>
						<FormattedMessage id="staff.order.backToList" />
					</Link>
				</Button>
			}
		/>
	)
}
