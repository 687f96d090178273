import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { EmptyState, Icon, Ltr, Price, RowList, Stack, Text } from '#design-system'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { ORDER_STATUS, type OrderStatus, PAYMENT_TYPE } from '#app/modules/orders/order-status.ts'
import { reviewBankSlip } from '#app/modules/payments/bank-transfer.server.ts'
import { markCashCollected, reportCashNotCollected } from '#app/modules/payments/cash.server.ts'
import { listPaymentsForReview } from '#app/modules/payments/payment-views.server.ts'
import { PaymentError } from '#app/modules/payments/payments.server.ts'
import { PAYMENT_TYPE_LABEL, slipPath } from '#app/modules/payments/schema.ts'
import { OrderStatusBadge } from '#app/modules/orders/ui/OrderStatusBadge.tsx'
import { PaymentDecisionSchema } from '#app/modules/staff/schema.ts'
import { StaffPageHead } from '#app/modules/staff/StaffConsoleFrame.tsx'
import { Panel, PaymentStatusBadge, SlipLinks } from '#app/modules/staff/StaffOrderPanels.tsx'
import { StaffOrderLink } from '#app/modules/staff/StaffOrderLink.tsx'
import { PaymentActions, type PaymentActionData } from '#app/modules/staff/StaffPaymentActions.tsx'
import { staffRedirectPath } from '#app/modules/staff/staff-auth.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/request-body.server.ts'
import { href } from '#app/href.ts'
import { requireStaffContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.staffPayments.title')

/** Transfers waiting for a decision (oldest first), and cash still to collect at handover. */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireStaffContext(request)
	const db = getDb()
	const [toReview, cashToCollect] = await Promise.all([
		listPaymentsForReview(db),
		// Pending cash, and cash reported not collected (abnormal payment collection) that may still come in.
		listPaymentsForReview(db, { status: ['pending', 'failed'], types: [PAYMENT_TYPE.cashOnDelivery, PAYMENT_TYPE.cashAtStore] }),
	])
	return { toReview, cashToCollect: cashToCollect.filter(isCollectableNow) }
}

/**
 * Cash changes hands when the goods do: the goods' cash once they are out for delivery or ready at the store
 * (3) or after, the logistics costs' cash while the order waits for them (10). Earlier cash payments stay on
 * their order's page.
 */
const GOODS_CASH_STATUSES: readonly OrderStatus[] = [
	ORDER_STATUS.waitBuyerReceive,
	ORDER_STATUS.receivedWithSubsidy,
	ORDER_STATUS.received,
	ORDER_STATUS.success,
]
function isCollectableNow(payment: { stage: 'goods' | 'logistics'; orderStatus: OrderStatus }) {
	return payment.stage === 'logistics' ? payment.orderStatus === ORDER_STATUS.logisticsPayment : GOODS_CASH_STATUSES.includes(payment.orderStatus)
}

const DONE_MESSAGE = {
	approve: 'staff.payment.done.approve',
	reject: 'staff.payment.done.reject',
	cash: 'staff.payment.done.cash',
	notCollected: 'staff.payment.done.notCollected',
} as const

export async function action({ request }: ActionFunctionArgs) {
	const staff = await requireStaffContext(request)
	const formData = await readForm(request)
	const paymentId = String(formData.get('paymentId') ?? '')
	const intent = String(formData.get('intent') ?? '')
	const submission = parseWithZod(formData, { schema: PaymentDecisionSchema })
	if (submission.status !== 'success') return data<PaymentActionData>({ paymentId, intent, result: submission.reply() }, { status: 400 })
	const value = submission.value
	const db = getDb()
	try {
		if (value.intent === 'cash') await markCashCollected(db, { paymentId: value.paymentId, staffId: staff.id })
		else if (value.intent === 'notCollected')
			await reportCashNotCollected(db, { paymentId: value.paymentId, staffId: staff.id, reason: value.reason })
		else if (value.intent === 'approve') await reviewBankSlip(db, { paymentId: value.paymentId, staffId: staff.id, decision: 'approve' })
		else await reviewBankSlip(db, { paymentId: value.paymentId, staffId: staff.id, decision: 'reject', reason: value.reason })
	} catch (error) {
		if (!(error instanceof PaymentError)) throw error
		const result = submission.reply(error.field === 'reason' ? { fieldErrors: { reason: [error.messageId] } } : { formErrors: [error.messageId] })
		return data<PaymentActionData>({ paymentId, intent, result }, { status: error.status })
	}
	const back = value.redirectTo ? staffRedirectPath(value.redirectTo) : href('/staff/payments')
	return redirectWithToast(request, back, { messageId: DONE_MESSAGE[value.intent], tone: 'success' })
}

type QueueItem = Awaited<ReturnType<typeof loader>>['toReview'][number]

function PaymentCard({ payment, actionData }: { payment: QueueItem; actionData?: PaymentActionData }) {
	const intl = useIntl()
	return (
		<RowList.Item>
			<Stack direction="row" wrap align="center" gap="small">
				<StaffOrderLink number={payment.orderNumber} />
				<OrderStatusBadge status={payment.orderStatus} withCode />
			</Stack>
			<Stack direction="row" wrap align="center" gap="small">
				<strong>
					<FormattedMessage id={payment.stage === 'goods' ? 'staff.payment.stage.goods' : 'staff.payment.stage.logistics'} />
				</strong>
				<FormattedMessage id={PAYMENT_TYPE_LABEL[payment.type]} />
				<Price amount={payment.amount} size="small" tone="accent" />
				{payment.status === 'failed' ? <PaymentStatusBadge payment={payment} /> : null}
			</Stack>
			{payment.status === 'failed' && payment.failureReason ? (
				<Text as="p" tone="muted" size="small">
					<FormattedMessage id="staff.payment.reason" values={{ reason: <bdi>{payment.failureReason}</bdi> }} />
				</Text>
			) : null}
			<Stack direction="row" wrap align="center" gap="small">
				<bdi>{payment.buyer.name ?? ''}</bdi>
				{payment.buyer.phone ? (
					<Text inline tone="muted">
						<a href={`tel:${payment.buyer.phone}`}>
							<Ltr>{payment.buyer.phone}</Ltr>
						</a>
					</Text>
				) : null}
				<Text inline tone="muted">
					<time dateTime={new Date(payment.createdAt).toISOString()}>
						{intl.formatDate(payment.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
					</time>
				</Text>
			</Stack>
			<SlipLinks slips={payment.slips} href={slipPath} />
			<PaymentActions payment={payment} actionData={actionData} />
		</RowList.Item>
	)
}

export default function StaffPaymentsPage() {
	const { toReview, cashToCollect } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<>
			<StaffPageHead title={<FormattedMessage id="page.staffPayments.title" />} />
			<Panel titleId="staff.payments.slips">
				{toReview.length === 0 ? (
					<EmptyState icon={<Icon name="check" size="large" />} title={<FormattedMessage id="staff.payments.slips.empty" />} />
				) : (
					<RowList.Root>
						{toReview.map((payment) => (
							<PaymentCard key={payment.id} payment={payment} actionData={actionData} />
						))}
					</RowList.Root>
				)}
			</Panel>
			<Panel titleId="staff.payments.cash">
				<Text as="p" tone="muted" size="small">
					<FormattedMessage id="staff.payments.cash.hint" />
				</Text>
				{cashToCollect.length === 0 ? (
					<Text as="p" tone="muted" size="small">
						<FormattedMessage id="staff.payments.cash.empty" />
					</Text>
				) : (
					<RowList.Root>
						{cashToCollect.map((payment) => (
							<PaymentCard key={payment.id} payment={payment} actionData={actionData} />
						))}
					</RowList.Root>
				)}
			</Panel>
		</>
	)
}
