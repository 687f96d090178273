import { Link } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Callout, IQD_FORMAT } from '#design-system'
import { PAYMENT_TYPE, type PaymentType } from '#app/modules/orders/order-status.ts'
import { PAYMENT_TYPE_LABEL } from './schema.ts'

/** An open cash payment: nothing to pay online — pay the courier, or at the store — and the way to choose another method. */
export function CashDue({
	type,
	amount,
	store,
	changeTo,
}: {
	type: PaymentType
	amount: number
	store: { name: string; address: string | null } | null
	changeTo: string
}) {
	const intl = useIntl()
	return (
		<>
			<Callout.Root tone="brand" role="status">
				<Callout.Icon name="info" />
				<Callout.Title>
					<FormattedMessage id={PAYMENT_TYPE_LABEL[type]} />
				</Callout.Title>
				<span>
					{type === PAYMENT_TYPE.cashAtStore ? (
						<FormattedMessage
							id="payment.cash.atStore"
							values={{ amount: <bdi>{intl.formatNumber(amount, IQD_FORMAT)}</bdi>, store: <bdi>{store?.name ?? ''}</bdi> }}
						/>
					) : (
						<FormattedMessage id="payment.cash.onDelivery" values={{ amount: <bdi>{intl.formatNumber(amount, IQD_FORMAT)}</bdi> }} />
					)}
				</span>
				{type === PAYMENT_TYPE.cashAtStore && store?.address ? (
					<span>
						<bdi>{store.address}</bdi>
					</span>
				) : null}
			</Callout.Root>
			<Button asChild variant="outline" tone="neutral" size="large" fullWidth>
				<Link to={changeTo}>
					<FormattedMessage id="payment.changeMethod" />
				</Link>
			</Button>
		</>
	)
}
