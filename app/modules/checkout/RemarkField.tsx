import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { cx } from '#app/utils/cx.ts'
import { REMARK_MAX_LENGTH } from './trade-flow-url.ts'
import * as styles from './TradeFlow.css.ts'

/** A note for the order (at most 200 characters): colours to mix, packing, a delivery time. */
export function RemarkField({ defaultValue, error, onBlur }: { defaultValue: string; error: string | null; onBlur: (value: string) => void }) {
	const intl = useIntl()
	const [length, setLength] = useState(defaultValue.length)
	return (
		<section className={cx(styles.card, error && styles.cardInvalid)}>
			<label htmlFor="remark" className={styles.cardTitle}>
				<FormattedMessage id="checkout.remark.label" />
			</label>
			<textarea
				id="remark"
				name="remark"
				className={styles.textarea}
				defaultValue={defaultValue}
				maxLength={REMARK_MAX_LENGTH}
				rows={2}
				placeholder={intl.formatMessage({ id: 'checkout.remark.placeholder' })}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? 'remark-count remark-error' : 'remark-count'}
				onChange={(event) => setLength(event.currentTarget.value.length)}
				onBlur={(event) => onBlur(event.currentTarget.value.trim())}
			/>
			<span id="remark-count" className={styles.counter}>
				<FormattedMessage id="checkout.remark.count" values={{ count: length, max: REMARK_MAX_LENGTH }} />
			</span>
			{error ? (
				<p id="remark-error" className={styles.fieldError} role="alert">
					<FormattedMessage id={error} />
				</p>
			) : null}
		</section>
	)
}
