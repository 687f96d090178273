import { Link } from '@remix-run/react'
import { FormattedMessage } from 'react-intl'
import { Button, Callout } from '#design-system'
import { offersPayment, type PaymentNotice } from './payment-notice.ts'
import { paymentLink } from '#app/links.ts'

const TEXT: Record<Exclude<PaymentNotice['kind'], 'none'>, { id: string; tone: 'brand' | 'warning' | 'danger'; icon: 'info' | 'alert' | 'clock' }> = {
	due: { id: 'order.payment.due', tone: 'warning', icon: 'clock' },
	continue: { id: 'order.payment.continue', tone: 'warning', icon: 'clock' },
	inReview: { id: 'order.payment.inReview', tone: 'brand', icon: 'clock' },
	failed: { id: 'order.payment.failed', tone: 'danger', icon: 'alert' },
	rejected: { id: 'order.payment.rejected', tone: 'danger', icon: 'alert' },
	cashNotCollected: { id: 'order.payment.cashNotCollected', tone: 'danger', icon: 'alert' },
	cashOnDelivery: { id: 'order.payment.cashOnDelivery', tone: 'brand', icon: 'info' },
	cashAtStore: { id: 'order.payment.cashAtStore', tone: 'brand', icon: 'info' },
}

const BUTTON: Record<'due' | 'continue' | 'failed' | 'rejected' | 'cashNotCollected', string> = {
	due: 'order.action.pay',
	continue: 'order.action.continuePayment',
	failed: 'order.action.payAgain',
	rejected: 'order.action.payAgain',
	cashNotCollected: 'order.action.payAgain',
}

/**
 * Where paying stands (spec sections 4 and 8): "payment audit failed" with the reviewer's reason, in review,
 * "payment failed" with pay again, cash on handover or "abnormal payment collection" with the reason; with the button to the payment page for the stage due.
 * Without `orderId` (the visitor's order page, which pays in the page itself) there is no button.
 */
export function PaymentNoticeBox({ orderId, notice }: { orderId: string | null; notice: PaymentNotice }) {
	if (notice.kind === 'none') return null
	const text = TEXT[notice.kind]
	const messageId =
		notice.kind === 'continue' && notice.method === 'card'
			? 'order.payment.continue.card'
			: notice.kind === 'cashNotCollected' && notice.payable
				? 'order.payment.cashNotCollected.payAgain'
				: text.id
	const stageText = 'stage' in notice ? (notice.stage === 'goods' ? 'goods' : 'logistics') : 'goods'
	return (
		<Callout.Root tone={text.tone} role={text.tone === 'danger' ? 'alert' : 'status'}>
			<Callout.Icon name={text.icon} />
			<Callout.Text muted={text.tone !== 'danger'}>
				<FormattedMessage id={messageId} values={{ stage: stageText }} />
			</Callout.Text>
			{(notice.kind === 'rejected' || notice.kind === 'cashNotCollected') && notice.reason ? (
				<Callout.Text muted={text.tone !== 'danger'}>
					<FormattedMessage id="order.payment.rejected.reason" values={{ reason: <bdi>{notice.reason}</bdi> }} />
				</Callout.Text>
			) : null}
			{orderId && offersPayment(notice) ? (
				<Callout.Actions>
					<Button
						asChild
						size="small"
						tone={notice.kind === 'failed' || notice.kind === 'rejected' || notice.kind === 'cashNotCollected' ? 'danger' : 'brand'}
					>
						<Link to={paymentLink(orderId, notice.stage)}>
							<FormattedMessage id={notice.stage === 'logistics' && notice.kind === 'due' ? 'order.action.payLogistics' : BUTTON[notice.kind]} />
						</Link>
					</Button>
				</Callout.Actions>
			) : null}
		</Callout.Root>
	)
}
