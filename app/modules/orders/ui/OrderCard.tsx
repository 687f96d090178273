import { Form, Link, useNavigation } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Heading, Icon, Ltr, Price, Text, Box, Card, Stack } from '#design-system'
import type { OrderSummary } from '../queries.server.ts'
import { ConfirmOrderAction } from './ConfirmOrderAction.tsx'
import { ItemThumb } from './OrderItems.tsx'
import { logisticsPath } from './order-links.ts'
import * as styles from './Orders.css.ts'
import { OrderStatusBadge } from './OrderStatusBadge.tsx'
import { offersPayment } from './payment-notice.ts'
import { orderLink, paymentLink } from '#app/links.ts'

export type OrderCardData = Pick<
	OrderSummary,
	'id' | 'number' | 'status' | 'submittedAt' | 'payableAmount' | 'itemCount' | 'pieces' | 'firstItem' | 'actions' | 'payment'
>

/** Repurchase: the order's items go back into the cart and the trade flow opens with them (the order page's action). */
export function RepurchaseButton({
	orderId,
	orderLabel,
	size = 'small',
}: {
	orderId: string
	orderLabel?: string
	size?: 'small' | 'medium' | 'large'
}) {
	const intl = useIntl()
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'repurchase' && navigation.formData?.get('orderId') === orderId
	return (
		<Form method="post" action={orderLink(orderId)} className={styles.inlineForm}>
			<input type="hidden" name="intent" value="repurchase" />
			<input type="hidden" name="orderId" value={orderId} />
			<Button
				type="submit"
				variant="outline"
				tone="neutral"
				size={size}
				loading={busy}
				aria-label={orderLabel ? intl.formatMessage({ id: 'order.action.repurchase.of' }, { order: orderLabel }) : undefined}
			>
				<FormattedMessage id="order.action.repurchase" />
			</Button>
		</Form>
	)
}

/**
 * One order in the list: number, date and status; the first item with "and N more"; the amount; and the buttons
 * for what the buyer may do now (pay, pay the logistics costs, cancel, confirm receipt, repurchase, track).
 * `returnTo` is the list's own URL, where cancel and confirm come back to.
 */
export function OrderCard({ order, returnTo }: { order: OrderCardData; returnTo: string }) {
	const intl = useIntl()
	const headingId = `order-${order.id}-number`
	const { actions } = order
	const label = order.number
	// The order page's rule: pay only when paying is what is left to do (not while a slip is with staff).
	const pay = actions.pay && offersPayment(order.payment) ? actions.pay : null
	const slipInReview = order.payment.kind === 'inReview'
	const hasActions = pay || slipInReview || actions.cancel || actions.confirmReceipt || actions.repurchase || actions.track
	return (
		<Card asChild>
			<article aria-labelledby={headingId}>
				<Stack direction="row" align="center" justify="space-between" gap="small" wrap>
					<Heading level={4} as="h2" tone="strong" id={headingId}>
						<FormattedMessage id="order.number.value" values={{ number: <Ltr>{order.number}</Ltr> }} />
					</Heading>
					<OrderStatusBadge status={order.status} />
				</Stack>
				<Text tone="muted" size="small">
					<time dateTime={order.submittedAt.toISOString()}>{intl.formatDate(order.submittedAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
				</Text>
				<Link to={orderLink(order.id)} className={styles.cardLink} prefetch="intent" aria-describedby={headingId}>
					<ItemThumb imageUrl={order.firstItem?.imageUrl ?? null} />
					<span className={styles.itemText}>
						<span className={styles.itemTitle} dir="auto">
							{order.firstItem?.title}
						</span>
						{order.firstItem?.skuLabel ? (
							<Text as="span" inline tone="muted" size="small" dir="auto">
								{order.firstItem.skuLabel}
							</Text>
						) : null}
						{order.itemCount > 1 ? (
							<Text as="span" inline tone="muted" size="small">
								<FormattedMessage id="order.card.more" values={{ count: order.itemCount - 1, countText: intl.formatNumber(order.itemCount - 1) }} />
							</Text>
						) : null}
					</span>
				</Link>
				<Stack direction="row" align="baseline" justify="space-between" gap="small" wrap>
					<Text as="span" inline tone="muted" size="small">
						<FormattedMessage id="order.card.pieces" values={{ count: order.pieces, countText: intl.formatNumber(order.pieces) }} />
					</Text>
					<Box as="span" display="inline-flex" alignItems="center" gap="xxsmall">
						<Text as="span" inline tone="muted" size="small">
							<FormattedMessage id="order.card.amount" />
						</Text>
						<Price amount={order.payableAmount} />
					</Box>
				</Stack>
				{hasActions ? (
					<div className={styles.actions}>
						{actions.track ? (
							<Button asChild variant="ghost" tone="neutral" size="small" icon="truck">
								<Link to={logisticsPath(order.id)} aria-label={intl.formatMessage({ id: 'order.action.track.of' }, { order: label })}>
									<FormattedMessage id="order.action.track" />
								</Link>
							</Button>
						) : null}
						{actions.cancel ? <ConfirmOrderAction orderId={order.id} intent="cancel" redirectTo={returnTo} orderLabel={label} /> : null}
						{actions.repurchase ? <RepurchaseButton orderId={order.id} orderLabel={label} /> : null}
						{actions.confirmReceipt ? (
							<ConfirmOrderAction orderId={order.id} intent="confirmReceipt" redirectTo={returnTo} orderLabel={label} variant="solid" />
						) : null}
						{slipInReview ? (
							<Box
								as="span"
								display="inline-flex"
								alignItems="center"
								gap="xsmall"
								marginInlineEnd="auto"
								color="textMuted"
								data-testid="order-slip-in-review"
							>
								<Icon name="clock" size="small" />
								<Text as="span" inline tone="muted" size="small">
									<FormattedMessage id="order.card.slipInReview" />
								</Text>
							</Box>
						) : null}
						{pay ? (
							<Button asChild size="small">
								<Link
									to={paymentLink(order.id, pay)}
									aria-label={intl.formatMessage({ id: pay === 'goods' ? 'order.action.pay.of' : 'order.action.payLogistics.of' }, { order: label })}
								>
									<FormattedMessage id={pay === 'goods' ? 'order.action.pay' : 'order.action.payLogistics'} />
								</Link>
							</Button>
						) : null}
					</div>
				) : null}
			</article>
		</Card>
	)
}
