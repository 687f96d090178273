import { Form, useNavigation } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, type IconName, Icon, IQD_FORMAT, Stack } from '#design-system'
import { PAYMENT_TYPE, type PaymentType } from '#app/modules/orders/order-status.ts'
import * as styles from './Payments.css.ts'
import { PAYMENT_TYPE_HINT, PAYMENT_TYPE_LABEL } from './schema.ts'

const METHOD_ICON: Record<PaymentType, IconName> = {
	[PAYMENT_TYPE.card]: 'card',
	[PAYMENT_TYPE.bankTransfer]: 'send',
	[PAYMENT_TYPE.cashOnDelivery]: 'truck',
	[PAYMENT_TYPE.cashAtStore]: 'location',
}

/**
 * Payment method choice (spec: "payment method choice"): one radio card per method the stage allows and one
 * button. A plain form: it works the same without JavaScript. The idempotency key makes a double tap one payment.
 */
export function PaymentMethodForm({
	methods,
	defaultType,
	amount,
	idempotencyKey,
	error,
}: {
	methods: readonly PaymentType[]
	defaultType: PaymentType
	amount: number
	idempotencyKey: string
	error: string | null
}) {
	const intl = useIntl()
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'start'
	return (
		<Stack as={Form} method="post" gap="small" aria-describedby={error ? 'payment-method-error' : undefined}>
			<input type="hidden" name="intent" value="start" />
			<input type="hidden" name="idempotencyKey" value={idempotencyKey} />
			<fieldset className={styles.methods}>
				<legend className={styles.legend}>
					<FormattedMessage id="payment.method.title" />
				</legend>
				{methods.map((type) => (
					<label key={type} className={styles.method}>
						<span className={styles.methodIcon} aria-hidden>
							<Icon name={METHOD_ICON[type]} />
						</span>
						<span className={styles.methodText}>
							<span className={styles.methodName}>
								<FormattedMessage id={PAYMENT_TYPE_LABEL[type]} />
							</span>
							<span className={styles.methodHint}>
								<FormattedMessage id={PAYMENT_TYPE_HINT[type]} />
							</span>
						</span>
						<input className={styles.radio} type="radio" name="type" value={type} defaultChecked={type === defaultType} required />
					</label>
				))}
			</fieldset>
			<Button type="submit" size="large" fullWidth loading={busy} loadingLabel={intl.formatMessage({ id: 'payment.pay.busy' })}>
				<FormattedMessage id="payment.pay.action" values={{ amount: intl.formatNumber(amount, IQD_FORMAT) }} />
			</Button>
		</Stack>
	)
}
