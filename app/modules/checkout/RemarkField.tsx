import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Textarea } from '#design-system'
import { REMARK_MAX_LENGTH } from './trade-flow-url.ts'
import { TradeFlowSection } from './TradeFlowSection.tsx'

/** A note for the order (at most 200 characters): colours to mix, packing, a delivery time. */
export function RemarkField({ defaultValue, error, onBlur }: { defaultValue: string; error: string | null; onBlur: (value: string) => void }) {
	const intl = useIntl()
	const [length, setLength] = useState(defaultValue.length)
	return (
		<TradeFlowSection invalid={Boolean(error)}>
			<Textarea
				id="remark"
				name="remark"
				label={intl.formatMessage({ id: 'checkout.remark.label' })}
				hint={<FormattedMessage id="checkout.remark.count" values={{ count: length, max: REMARK_MAX_LENGTH }} />}
				error={error ? intl.formatMessage({ id: error }) : undefined}
				defaultValue={defaultValue}
				maxLength={REMARK_MAX_LENGTH}
				rows={2}
				placeholder={intl.formatMessage({ id: 'checkout.remark.placeholder' })}
				onChange={(event) => setLength(event.currentTarget.value.length)}
				onBlur={(event) => onBlur(event.currentTarget.value.trim())}
			/>
		</TradeFlowSection>
	)
}
