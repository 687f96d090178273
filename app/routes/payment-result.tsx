import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Icon, type IconName, Ltr, Price, Box, Card, DataList, Heading, Stack } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { getPaymentResult } from '#app/modules/payments/payment-views.server.ts'
import { PaymentNotFoundError } from '#app/modules/payments/payments.server.ts'
import * as styles from '#app/modules/payments/Payments.css.ts'
import { declineMessageId, PAYMENT_TYPE_LABEL, PaymentResultQuerySchema } from '#app/modules/payments/schema.ts'
import { orderLink, paymentLink } from '#app/links.ts'
import { requireUserContext } from '#app/request-context.server.ts'

export const meta: MetaFunction = ({ matches }) => [...pageMeta(matches, 'page.paymentResult.title'), { name: 'robots', content: 'noindex' }]

/** Spec section 2: the payment result, with pay again on failure (section 8: "Payment Failed"). */
export async function loader({ request }: LoaderFunctionArgs) {
	const { user } = await requireUserContext(request)
	const parsed = PaymentResultQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
	if (!parsed.success) throw new Response(null, { status: 404 })
	try {
		const result = await getPaymentResult(getDb(), { userId: user.id, paymentId: parsed.data.paymentId })
		return data(
			{
				orderId: result.orderId,
				orderNumber: result.orderNumber,
				stage: result.stage,
				type: result.type,
				amount: result.amount,
				status: result.status,
				failureReason: result.failureReason,
				succeededAt: result.succeededAt?.toISOString() ?? null,
				due: result.due,
			},
			{ headers: { 'Cache-Control': 'no-store' } },
		)
	} catch (error) {
		if (error instanceof PaymentNotFoundError) throw new Response(null, { status: 404 })
		throw error
	}
}

type Look = { icon: IconName; tone: keyof typeof styles.resultIconTones; titleId: string }

const LOOK: Record<string, Look> = {
	succeeded: { icon: 'card', tone: 'success', titleId: 'payment.result.success' },
	failed: { icon: 'alert', tone: 'danger', titleId: 'payment.failed.title' },
	rejected: { icon: 'alert', tone: 'danger', titleId: 'payment.rejected.title' },
	in_review: { icon: 'clock', tone: 'waiting', titleId: 'payment.review.title' },
	pending: { icon: 'clock', tone: 'waiting', titleId: 'payment.result.pending' },
	cancelled: { icon: 'info', tone: 'neutral', titleId: 'payment.result.cancelled' },
}

export default function PaymentResultPage() {
	const result = useLoaderData<typeof loader>()
	const intl = useIntl()
	const location = useLocation()
	const look = LOOK[result.status] ?? (LOOK.pending as Look)
	const canPayAgain = result.due && (result.status === 'failed' || result.status === 'rejected' || result.status === 'cancelled')
	return (
		<>
			<PageHeader titleId="page.paymentResult.title" />
			<Stack align="center" gap="medium" paddingBlock="xlarge" paddingInline="large" textAlign="center">
				<span className={`${styles.resultIcon} ${styles.resultIconTones[look.tone]}`} aria-hidden>
					<Icon name={look.icon} size="large" />
				</span>
				<Heading level={2} tone="strong" role={look.tone === 'danger' ? 'alert' : 'status'}>
					<FormattedMessage id={look.titleId} />
				</Heading>
				{result.status === 'failed' ? (
					<p>
						<FormattedMessage id={declineMessageId(result.failureReason)} /> <FormattedMessage id="payment.failed.again" />
					</p>
				) : null}
				{result.status === 'rejected' ? (
					<p>
						{result.failureReason ? <FormattedMessage id="payment.rejected.reason" values={{ reason: <bdi>{result.failureReason}</bdi> }} /> : null}{' '}
						<FormattedMessage id="payment.rejected.again" />
					</p>
				) : null}
				{result.status === 'pending' ? (
					<p>
						<FormattedMessage id="payment.result.pendingBody" />
					</p>
				) : null}
				{result.status === 'in_review' ? (
					<p>
						<FormattedMessage id="payment.review.short" />
					</p>
				) : null}
				<Box alignSelf="stretch" textAlign="start">
					<Card gap="small">
						<DataList.Root>
							<DataList.Item>
								<DataList.Label>
									<FormattedMessage id="payment.summary.order" />
								</DataList.Label>
								<DataList.Value>
									<Ltr>{result.orderNumber}</Ltr>
								</DataList.Value>
							</DataList.Item>
							<DataList.Item>
								<DataList.Label>
									<FormattedMessage id="payment.result.stage" />
								</DataList.Label>
								<DataList.Value>
									<FormattedMessage id={result.stage === 'goods' ? 'payment.stage.goods' : 'payment.stage.logistics'} />
								</DataList.Value>
							</DataList.Item>
							<DataList.Item>
								<DataList.Label>
									<FormattedMessage id="payment.result.method" />
								</DataList.Label>
								<DataList.Value>
									<FormattedMessage id={PAYMENT_TYPE_LABEL[result.type]} />
								</DataList.Value>
							</DataList.Item>
							<DataList.Item>
								<DataList.Label>
									<FormattedMessage id="payment.transfer.amount" />
								</DataList.Label>
								<DataList.Value>
									<Price amount={result.amount} />
								</DataList.Value>
							</DataList.Item>
							{result.succeededAt ? (
								<>
									<DataList.Item>
										<DataList.Label>
											<FormattedMessage id="payment.result.paidAt" />
										</DataList.Label>
										<DataList.Value>{intl.formatDate(result.succeededAt, { dateStyle: 'medium', timeStyle: 'short' })}</DataList.Value>
									</DataList.Item>
								</>
							) : null}
						</DataList.Root>
					</Card>
				</Box>
				<Stack gap="small" alignSelf="stretch">
					{canPayAgain ? (
						<Button asChild size="large" fullWidth tone="danger">
							<Link to={paymentLink(result.orderId, result.stage)}>
								<FormattedMessage id="payment.payAgain" />
							</Link>
						</Button>
					) : null}
					{result.status === 'pending' ? (
						<Button asChild size="large" fullWidth variant="outline" tone="neutral" icon="refresh">
							<Link to={`${location.pathname}${location.search}`} reloadDocument>
								<FormattedMessage id="payment.result.refresh" />
							</Link>
						</Button>
					) : null}
					<Button asChild size="large" fullWidth variant={canPayAgain ? 'outline' : 'solid'} tone={canPayAgain ? 'neutral' : 'brand'}>
						<Link to={orderLink(result.orderId)}>
							<FormattedMessage id="payment.viewOrder" />
						</Link>
					</Button>
					<Button asChild size="large" fullWidth variant="ghost" tone="neutral">
						<Link to="/">
							<FormattedMessage id="payment.result.continueShopping" />
						</Link>
					</Button>
				</Stack>
			</Stack>
		</>
	)
}
