import { FormattedMessage, useIntl } from 'react-intl'
import { Icon, Price } from '#design-system'
import { LOGISTICS_METHODS, type LogisticsMethod } from '#app/db/schema/order-vocabulary.ts'
import { type PaymentType } from '#app/modules/orders/order-status.ts'
import { cx } from '#app/utils/cx.ts'
import { LOGISTICS_METHOD_LABEL, PAYMENT_TYPE_LABEL } from './labels.ts'
import * as styles from './TradeFlow.css.ts'

/**
 * The shipping method (sea or air): days to the door for each, and the second-stage estimate for the chosen
 * one. Radios of the page's form; with JavaScript a change rewrites the address (and the estimate follows).
 */
export function LogisticsChoice({
	formId,
	selected,
	estimate,
	transit,
	error,
	onChange,
}: {
	formId: string
	selected: LogisticsMethod | null
	/** The estimate for `selected` in IQD; 0 when it cannot be estimated yet. */
	estimate: number
	transit: Record<LogisticsMethod, { min: number; max: number }>
	error: string | null
	onChange: (method: LogisticsMethod) => void
}) {
	return (
		<section className={cx(styles.card, error && styles.cardInvalid)}>
			<fieldset className={styles.choices} aria-describedby={error ? 'logistics-error' : undefined} key={selected ?? 'none'}>
				<legend className={styles.legend}>
					<FormattedMessage id="checkout.logistics.title" />
				</legend>
				{LOGISTICS_METHODS.map((method) => {
					const label = LOGISTICS_METHOD_LABEL[method]
					const days = transit[method]
					return (
						<label key={method} className={styles.choice}>
							<input
								type="radio"
								className={styles.radio}
								form={formId}
								name="logisticsMethod"
								value={method}
								defaultChecked={selected === method}
								onChange={() => onChange(method)}
							/>
							<span className={styles.choiceName}>
								<FormattedMessage id={label.labelId} />
							</span>
							<span className={styles.choiceAside}>
								<FormattedMessage id="checkout.logistics.days" values={{ min: days.min, max: days.max }} />
							</span>
							<span className={styles.choiceNote}>
								{selected === method ? (
									estimate > 0 ? (
										<FormattedMessage id="checkout.logistics.estimate" values={{ amount: <Price amount={estimate} size="small" tone="neutral" /> }} />
									) : (
										<FormattedMessage id="checkout.logistics.estimateLater" />
									)
								) : (
									<FormattedMessage id={label.noteId} />
								)}
							</span>
						</label>
					)
				})}
			</fieldset>
			{error ? (
				<p id="logistics-error" className={styles.fieldError} role="alert">
					<FormattedMessage id={error} />
				</p>
			) : null}
		</section>
	)
}

/** How the buyer pays (the types their delivery mode allows: paymentTypesFor). Radios of the page's form. */
export function PaymentChoice({
	formId,
	types,
	selected,
	error,
	onChange,
}: {
	formId: string
	types: readonly PaymentType[]
	selected: PaymentType | null
	error: string | null
	onChange: (type: PaymentType) => void
}) {
	const intl = useIntl()
	return (
		<section className={cx(styles.card, error && styles.cardInvalid)}>
			<fieldset className={styles.choices} aria-describedby={error ? 'payment-error' : undefined} key={`${selected ?? 'none'}:${types.join()}`}>
				<legend className={styles.legend}>
					<FormattedMessage id="checkout.payment.title" />
				</legend>
				{types.map((type) => {
					const label = PAYMENT_TYPE_LABEL[type]
					return (
						<label key={type} className={styles.choice}>
							<input
								type="radio"
								className={styles.radio}
								form={formId}
								name="paymentType"
								value={type}
								defaultChecked={selected === type}
								onChange={() => onChange(type)}
							/>
							<span className={styles.choiceName}>{intl.formatMessage({ id: label.labelId })}</span>
							<Icon name={label.icon} className={styles.choiceIcon} />
							<span className={styles.choiceNote}>
								<FormattedMessage id={label.noteId} />
							</span>
						</label>
					)
				})}
			</fieldset>
			{error ? (
				<p id="payment-error" className={styles.fieldError} role="alert">
					<FormattedMessage id={error} />
				</p>
			) : null}
		</section>
	)
}
