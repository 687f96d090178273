import { type KeyboardEvent, type MouseEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, QuantityStepper, Text } from '#design-system'
import * as styles from './ProductOptions.css.ts'
import { type QuantityBounds, type QuantityProblem } from './sku-selection.ts'

type Props = {
	/** The buy form the field belongs to (it sits in the bottom bar). */
	formId: string
	/** Where − / + and "update" send the form without JavaScript: this product page. */
	pagePath: string
	value: string
	/** The corrected whole number the − / + buttons step from. */
	quantity: number
	bounds: QuantityBounds
	problem: QuantityProblem | null
	disabled: boolean
	onChange: (value: string) => void
	onStep: (delta: -1 | 1) => void
	onCommit: () => void
}

/**
 * The quantity field with − / + buttons, bounded by the minimum order and the stock. Without JavaScript the
 * buttons (and Enter) send the buy form back to this page with `step=-1|1`, which steps on the server.
 */
export function ProductQuantityStepper({ formId, pagePath, value, quantity, bounds, problem, disabled, onChange, onStep, onCommit }: Props) {
	const intl = useIntl()
	const minimum = Math.max(1, bounds.minimum)
	const step = (event: MouseEvent<HTMLButtonElement>, delta: -1 | 1) => {
		event.preventDefault()
		onStep(delta)
	}
	const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
		if (event.key === 'Enter') {
			event.preventDefault()
			onCommit()
		}
	}
	const describedBy = [disabled ? null : 'quantity-hint', problem ? 'quantity-problem' : null].filter(Boolean).join(' ') || undefined
	return (
		<div className={styles.group}>
			<div className={styles.stepperRow}>
				<div className={styles.stepperLabel}>
					<label htmlFor="quantity" className={styles.stepperName}>
						<FormattedMessage id="product.quantity.label" />
					</label>
					{disabled ? null : (
						<Text id="quantity-hint" size="small" tone="muted">
							<FormattedMessage id="product.quantity.hint" values={{ minimum, stock: bounds.stock }} />
						</Text>
					)}
				</div>
				<noscript>
					<Button type="submit" form={formId} formAction={pagePath} formMethod="get" variant="outline" tone="neutral">
						<FormattedMessage id="product.quantity.update" />
					</Button>
				</noscript>
				<QuantityStepper.Root size="medium" invalid={Boolean(problem)}>
					<QuantityStepper.Decrease
						type="submit"
						form={formId}
						formAction={pagePath}
						formMethod="get"
						name="step"
						value="-1"
						label={intl.formatMessage({ id: 'product.quantity.decrease' })}
						disabled={disabled || quantity <= minimum}
						onClick={(event) => step(event, -1)}
					/>
					<QuantityStepper.Input
						id="quantity"
						name="quantity"
						form={formId}
						min={minimum}
						max={Math.max(bounds.stock, minimum)}
						value={value}
						disabled={disabled}
						aria-invalid={problem ? true : undefined}
						aria-describedby={describedBy}
						onChange={(event) => onChange(event.currentTarget.value)}
						onBlur={onCommit}
						onKeyDown={onKeyDown}
					/>
					<QuantityStepper.Increase
						type="submit"
						form={formId}
						formAction={pagePath}
						formMethod="get"
						name="step"
						value="1"
						label={intl.formatMessage({ id: 'product.quantity.increase' })}
						disabled={disabled || quantity >= bounds.stock}
						onClick={(event) => step(event, 1)}
					/>
				</QuantityStepper.Root>
			</div>
			{problem ? (
				<Text id="quantity-problem" size="small" weight="medium" tone="danger" role="alert">
					{problem.id === 'product.quantity.zero' ? (
						<FormattedMessage id={problem.id} />
					) : problem.id === 'product.quantity.belowMinimum' ? (
						<FormattedMessage id={problem.id} values={{ minimum: problem.minimum }} />
					) : (
						<FormattedMessage id={problem.id} values={{ stock: problem.stock }} />
					)}
				</Text>
			) : null}
		</div>
	)
}
