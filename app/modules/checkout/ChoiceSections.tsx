import { type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Fieldset, Icon, Price, Radio, Stack, Text } from '#design-system'
import { LOGISTICS_METHODS, type LogisticsMethod } from '#app/db/schema/order-vocabulary.ts'
import { type PaymentType } from '#app/modules/orders/order-status.ts'
import { LOGISTICS_METHOD_LABEL, PAYMENT_TYPE_LABEL } from './labels.ts'
import { TradeFlowSection } from './TradeFlowSection.tsx'

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
	const intl = useIntl()
	return (
		<TradeFlowSection invalid={Boolean(error)}>
			<Fieldset
				variant="plain"
				gap="small"
				legend={intl.formatMessage({ id: 'checkout.logistics.title' })}
				error={error ? intl.formatMessage({ id: error }) : undefined}
				key={selected ?? 'none'}
			>
				{LOGISTICS_METHODS.map((method) => {
					const label = LOGISTICS_METHOD_LABEL[method]
					const days = transit[method]
					return (
						<Radio
							key={method}
							variant="card"
							form={formId}
							name="logisticsMethod"
							value={method}
							defaultChecked={selected === method}
							onChange={() => onChange(method)}
							label={
								<ChoiceLabel aside={<FormattedMessage id="checkout.logistics.days" values={{ min: days.min, max: days.max }} />}>
									<FormattedMessage id={label.labelId} />
								</ChoiceLabel>
							}
							description={
								selected === method ? (
									estimate > 0 ? (
										<FormattedMessage id="checkout.logistics.estimate" values={{ amount: <Price amount={estimate} size="small" tone="neutral" /> }} />
									) : (
										<FormattedMessage id="checkout.logistics.estimateLater" />
									)
								) : (
									<FormattedMessage id={label.noteId} />
								)
							}
						/>
					)
				})}
			</Fieldset>
		</TradeFlowSection>
	)
}

/** A choice's name, with what sets it apart (days to the door, the payment's icon) at the end of its line. */
function ChoiceLabel({ aside, asideTone = 'muted', children }: { aside: ReactNode; asideTone?: 'muted' | 'brand'; children: ReactNode }) {
	return (
		<Stack as="span" direction="row" align="center" justify="space-between" gap="small">
			<span>{children}</span>
			<Text as="span" tone={asideTone} size="small" weight="regular" inline>
				{aside}
			</Text>
		</Stack>
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
		<TradeFlowSection invalid={Boolean(error)}>
			<Fieldset
				variant="plain"
				gap="small"
				legend={intl.formatMessage({ id: 'checkout.payment.title' })}
				error={error ? intl.formatMessage({ id: error }) : undefined}
				key={`${selected ?? 'none'}:${types.join()}`}
			>
				{types.map((type) => {
					const label = PAYMENT_TYPE_LABEL[type]
					return (
						<Radio
							key={type}
							variant="card"
							form={formId}
							name="paymentType"
							value={type}
							defaultChecked={selected === type}
							onChange={() => onChange(type)}
							label={
								<ChoiceLabel aside={<Icon name={label.icon} />} asideTone="brand">
									{intl.formatMessage({ id: label.labelId })}
								</ChoiceLabel>
							}
							description={<FormattedMessage id={label.noteId} />}
						/>
					)
				})}
			</Fieldset>
		</TradeFlowSection>
	)
}
